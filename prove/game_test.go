package prove

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// mexOutcomes returns mex's own P-positions of a game in the box
// 0..n-1, by its engine one position at a time (not the learner's
// sample path), under the alteration and misère play as the lab applies
// them.
func mexOutcomes(t *testing.T, gameSpec string, alt game.Alteration, misere bool, n int) map[[2]int]bool {
	t.Helper()
	s, err := spec.Parse(gameSpec)
	if err != nil {
		t.Fatal(err)
	}
	if !alt.Empty() {
		if s, err = s.Alter(alt); err != nil {
			t.Fatal(err)
		}
	}
	if misere {
		s = s.Misere()
	}
	e := game.NewEngine(s.Game)
	out := map[[2]int]bool{}
	for x := range n {
		for y := range n {
			o, err := e.Outcome(context.Background(), game.Position{x, y})
			if err != nil {
				t.Fatal(err)
			}
			if o == game.P {
				out[[2]int{x, y}] = true
			}
		}
	}
	return out
}

// agreeOnBox checks that the candidate accepts exactly want in the box.
func agreeOnBox(t *testing.T, name string, a *Automaton, want map[[2]int]bool, n int) {
	t.Helper()
	bad := 0
	for x := range n {
		for y := range n {
			if got := a.DFA.AcceptsUint64(a.Systems[0], uint64(x), uint64(y)); got != want[[2]int{x, y}] && bad < 5 {
				t.Errorf("%s: the proved automaton says (%d,%d) is P = %v; mex computes %v", name, x, y, got, want[[2]int{x, y}])
				bad++
			}
		}
	}
}

func TestProveGameTargets(t *testing.T) {
	tests := []struct {
		game   string
		misere bool
		alt    game.Alteration
		sys    string
		states int
	}{
		{"wythoff", false, game.Alteration{}, "msd_fib", 8},
		{"wythoff", true, game.Alteration{}, "msd_fib", 14},
		{"nim", false, game.Alteration{}, "msd_fib", 3},
		{"nimhoff:1,0/0,1/1,1", false, game.Alteration{}, "msd_fib", 8},
		{"nim", true, game.Alteration{}, "msd_fib", 6},
		{"wythoff", false, game.Alteration{P: []game.Position{{3, 4}}}, "msd_fib", 18},
		{"wythoff", false, game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}, "msd_fib", 14},
	}
	for _, tc := range tests {
		name := tc.game
		if tc.misere {
			name = "misère " + name
		}
		if !tc.alt.Empty() {
			name += " " + tc.alt.String()
		}
		begin := time.Now()
		p, err := ProveGame(context.Background(), tc.game, GameOptions{Misere: tc.misere, Alteration: tc.alt})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !p.Proved || p.Numeration != tc.sys || p.States != tc.states || p.Counterexample != nil {
			t.Errorf("%s: proved %v in %s with %d states (%s); want proved in %s with %d", name, p.Proved, p.Numeration, p.States, p.Statement, tc.sys, tc.states)
			continue
		}
		for _, c := range p.Checks {
			if !c.Verdict {
				t.Errorf("%s: proved with check %s FALSE", name, c.Name)
			}
		}
		if d := time.Since(begin); d > 5*time.Second {
			t.Errorf("%s took %v", name, d)
		}
		// The proof is about the formula; the game is mex's: they agree on
		// a box larger than any the learner saw.
		agreeOnBox(t, name, p.Candidate, mexOutcomes(t, tc.game, tc.alt, tc.misere, 150), 150)
	}
}

func TestProveGameWythoffIsFraenkels(t *testing.T) {
	p, err := ProveGame(context.Background(), "wythoff", GameOptions{})
	if err != nil || !p.Proved {
		t.Fatalf("wythoff: %v %+v", err, p)
	}
	brute := wythoffBrute(400)
	agreeOnBox(t, "wythoff", p.Candidate, brute, 400)
	// The same set as the hand-written proof's automaton.
	res := run(t, mustRead(t, "testdata/wythoff.txt"))
	if !res["wythoff"].Automaton.DFA.Equal(p.Candidate.DFA) {
		t.Error("the learned Wythoff automaton differs from testdata/wythoff.txt's")
	}
}

// TestProveGameMisereIsAlteration: misère play of Wythoff is the
// alteration declaring (0,0) N (and so is the one declaring (0,1), (1,0)
// P as well), as mex's misère outcomes say.
func TestProveGameMisereIsAlteration(t *testing.T) {
	mis, err := ProveGame(context.Background(), "wythoff", GameOptions{Misere: true})
	if err != nil || !mis.Proved {
		t.Fatalf("misère wythoff: %v %+v", err, mis)
	}
	alt, err := ProveGame(context.Background(), "wythoff", GameOptions{Alteration: game.Alteration{N: []game.Position{{0, 0}}}})
	if err != nil || !alt.Proved {
		t.Fatalf("wythoff altered N(0,0): %v %+v", err, alt)
	}
	if !mis.Candidate.DFA.Equal(alt.Candidate.DFA) {
		t.Error("misère Wythoff and Wythoff with (0,0) declared N have different P-positions")
	}
	want := map[[2]int]bool{{0, 1}: true, {1, 0}: true, {2, 2}: true, {3, 5}: true, {5, 3}: true}
	for _, x := range [][2]int{{0, 0}, {1, 2}, {2, 1}, {0, 1}, {1, 0}, {2, 2}, {3, 5}, {5, 3}} {
		if got := mis.Candidate.DFA.AcceptsUint64(mis.Candidate.Systems[0], uint64(x[0]), uint64(x[1])); got != want[x] {
			t.Errorf("misère Wythoff: (%d,%d) P = %v", x[0], x[1], got)
		}
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// edit returns the candidate with one pair removed or added, built by a
// formula.
func edit(t *testing.T, a *Automaton, formula string) *Automaton {
	t.Helper()
	s := NewSession(Options{})
	s.Define("cand", a)
	rs, err := s.Run(context.Background(), "eval edited \"?"+a.Systems[0].Name()+" "+formula+"\";", nil)
	if err != nil {
		t.Fatal(err)
	}
	return rs[0].Automaton
}

func TestProveGameCounterexample(t *testing.T) {
	ctx := context.Background()
	p, err := ProveGame(ctx, "wythoff", GameOptions{})
	if err != nil || !p.Proved {
		t.Fatalf("wythoff: %v %+v", err, p)
	}
	// (3,5) removed: nothing under it changes, and (3,5) has no move into
	// the set any more.
	c, err := CheckCandidate(ctx, "wythoff", GameOptions{}, edit(t, p.Candidate, "$cand(a,b) & ~(a=3 & b=5)"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Proved || c.Counterexample == nil || c.Counterexample.Condition != "absorbing" ||
		c.Counterexample.Position[0].Int64() != 3 || c.Counterexample.Position[1].Int64() != 5 {
		t.Fatalf("wythoff without (3,5): %+v %+v", c, c.Counterexample)
	}
	if !strings.Contains(c.Statement, "(3,5) is not in the candidate set and has no move into it") {
		t.Errorf("statement %q", c.Statement)
	}
	// (2,2) added: it moves to (0,0), the least member it reaches.
	c, err = CheckCandidate(ctx, "wythoff", GameOptions{}, edit(t, p.Candidate, "$cand(a,b) | (a=2 & b=2)"))
	if err != nil {
		t.Fatal(err)
	}
	ce := c.Counterexample
	if c.Proved || ce == nil || ce.Condition != "stable" || ce.Position[0].Int64() != 2 || ce.Position[1].Int64() != 2 ||
		ce.To == nil || ce.To[0].Sign() != 0 || ce.To[1].Sign() != 0 {
		t.Fatalf("wythoff with (2,2): %+v %+v", c, ce)
	}
	// Normal Wythoff's set under misère play: (0,0) is N there.
	c, err = CheckCandidate(ctx, "wythoff", GameOptions{Misere: true}, p.Candidate)
	if err != nil {
		t.Fatal(err)
	}
	if c.Proved || c.Counterexample == nil || c.Counterexample.Condition != "declared N" || c.Counterexample.Position[0].Sign() != 0 {
		t.Fatalf("misère wythoff with the normal set: %+v %+v", c, c.Counterexample)
	}
}

func TestProveGameNotFound(t *testing.T) {
	p, err := ProveGame(context.Background(), "dr:r=2", GameOptions{Box: 64, MaxStates: 16})
	if err != nil {
		t.Fatal(err)
	}
	if p.Proved || p.Candidate != nil || !strings.HasPrefix(p.Statement, "no automaton with at most 16 states found in msd_fib, msd_2, msd_3") {
		t.Errorf("dr:r=2: %+v", p)
	}
}

func TestProveGameInputErrors(t *testing.T) {
	for _, tc := range []struct{ game, want string }{
		{"kayles", "does not state its moves as a formula"},
		{"nim + nim", "sum"},
		{"nosuch", "unknown game"},
	} {
		_, err := ProveGame(context.Background(), tc.game, GameOptions{})
		var bad *InputError
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an InputError saying %q", tc.game, err, tc.want)
		}
	}
	_, err := ProveGame(context.Background(), "wythoff", GameOptions{Systems: []string{"msd_1"}})
	var bad *InputError
	if !errors.As(err, &bad) {
		t.Errorf("msd_1: %v", err)
	}
}

// TestProveGameCommandsRoundTrip: the automaton written in Walnut's
// format and read back, with the command file, proves the same.
func TestProveGameCommandsRoundTrip(t *testing.T) {
	ctx := context.Background()
	for _, misere := range []bool{false, true} {
		p, err := ProveGame(ctx, "wythoff", GameOptions{Misere: misere})
		if err != nil || !p.Proved {
			t.Fatalf("%v %+v", err, p)
		}
		// Walnut 1.x reads no comments and ends a command at any ':'.
		if strings.ContainsAny(p.Commands, "#:") {
			t.Errorf("the command file has a comment or a colon: %s", p.Commands)
		}
		var buf bytes.Buffer
		if err := Write(&buf, p.Candidate); err != nil {
			t.Fatal(err)
		}
		back, err := Read(ctx, &buf, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !back.DFA.Equal(p.Candidate.DFA) {
			t.Fatal("the automaton changed in Walnut's format")
		}
		s := NewSession(Options{})
		s.Define(p.Name+"_p", back)
		rs, err := s.Run(ctx, p.Commands, nil)
		if err != nil {
			t.Fatal(err)
		}
		evals := 0
		for _, r := range rs {
			if r.Kind == "eval" {
				evals++
				if r.Verdict == nil || !*r.Verdict {
					t.Errorf("%s: %s is not TRUE", p.Game, r.Name)
				}
			}
		}
		if evals != len(p.Checks) {
			t.Errorf("%s: %d evals, %d checks", p.Game, evals, len(p.Checks))
		}
	}
}

func TestProveGameCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := ProveGame(ctx, "wythoff:m=2", GameOptions{})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
