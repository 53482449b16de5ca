package prove

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// blockable says which moves the blocking rule of each game lets the
// previous player block, as docs/RULES.md §1.10 and §1.23 state them:
// in (p,m)-Wythoff Nim the diagonal ones (the same number from both
// piles), in k-blocking Wythoff Nim all. (The family's Blockable, used in
// play, also calls the type II moves with i != j blockable.)
func blockable(gameSpec string, from, to game.Position) bool {
	if strings.Contains(gameSpec, "block=") {
		return true
	}
	return from[0]-to[0] == from[1]-to[1]
}

// blockingBrute returns the P-positions of a game with a blocking rule in
// the box 0..n-1, from its rules alone: its Options, which of them are
// blockable and its BlockLimit (Larsson 2009, 2011: a position is P iff
// no option by an unblockable move is P and at most BlockLimit options by
// blockable moves are).
func blockingBrute(t *testing.T, gameSpec string, n int) map[[2]int]bool {
	t.Helper()
	s, err := spec.Parse(gameSpec)
	if err != nil {
		t.Fatal(err)
	}
	b := s.Game.(game.Blocker)
	isP := make([][]bool, n)
	out := map[[2]int]bool{}
	for x := range n {
		isP[x] = make([]bool, n)
		for y := range n {
			from := game.Position{x, y}
			free, blocked := 0, 0
			for _, q := range s.Game.Options(from) {
				if !isP[q[0]][q[1]] {
					continue
				}
				if blockable(gameSpec, from, q) {
					blocked++
				} else {
					free++
				}
			}
			if free == 0 && blocked <= b.BlockLimit() {
				isP[x][y], out[[2]int{x, y}] = true, true
			}
		}
	}
	return out
}

// TestProveBlocking proves the P-positions of games with a blocking rule
// ((p,m)-Wythoff Nim, Larsson 2009; k-blocking Wythoff Nim, Larsson 2011)
// and ties each proved automaton to the rules on a box larger than the
// learner's, and to the pairs Larsson 2008 lists for (2,3).
func TestProveBlocking(t *testing.T) {
	tests := []struct {
		game   string
		sys    string
		states int
		least  string
	}{
		// Larsson 2008: (2,3)-Wythoff begins (0,0), (1,1), (2,5), (3,6), (4,10), (7,13).
		{"wythoff:p=2,m=3", "msd_2", 19, "(0,0) (1,1) (2,5) (5,2) (3,6) (6,3) (4,10) (10,4)"},
		{"wythoff:p=2,m=2", "msd_fib", 21, "(0,0) (1,1) (2,4) (4,2) (3,5) (5,3) (6,10) (10,6)"},
		{"wythoff:block=2", "msd_fib", 74, ""},
		{"wythoff:block=3", "msd_fib", 29, ""},
	}
	for _, tc := range tests {
		p, err := ProveGame(context.Background(), tc.game, GameOptions{})
		if err != nil {
			t.Fatalf("%s: %v", tc.game, err)
		}
		if !p.Proved || p.Numeration != tc.sys || p.States != tc.states {
			t.Errorf("%s: proved %v in %s with %d states (%s); want proved in %s with %d", tc.game, p.Proved, p.Numeration, p.States, p.Statement, tc.sys, tc.states)
			continue
		}
		if p.Blocking == 0 || !strings.Contains(p.Commands, "_opt") {
			t.Errorf("%s: the proof does not count blockable options: %s", tc.game, p.Commands)
		}
		if tc.least != "" {
			var least []string
			for _, q := range p.Least {
				least = append(least, fmt.Sprintf("(%s,%s)", q[0], q[1]))
			}
			if got := strings.Join(least, " "); got != tc.least {
				t.Errorf("%s: least pairs %s; want %s", tc.game, got, tc.least)
			}
		}
		const n = 200
		agreeOnBox(t, tc.game, p.Candidate, blockingBrute(t, tc.game, n), n)
		agreeOnBox(t, tc.game+" (engine)", p.Candidate, mexOutcomes(t, tc.game, game.Alteration{}, false, 100), 100)
	}
}

// TestBlockingFormula decides each game's two move formulas with automata
// and compares them with its Options and Blockable on a box: together they
// are the options, the blockable ones are those the rules say, none is
// both.
func TestBlockingFormula(t *testing.T) {
	for _, text := range []string{"wythoff:p=2,m=1", "wythoff:p=2,m=3", "wythoff:p=3,m=2", "wythoff:block=2"} {
		s, err := spec.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		free, blockableFormula, ok := s.Game.(game.BlockingFormulaer).BlockingFormula()
		if !ok {
			t.Fatalf("%s: no formulas", text)
		}
		if free == "" {
			free = "a<0 & b<0 & c<0 & d<0"
		}
		for _, sys := range []string{"msd_2", "msd_fib"} {
			rs, err := NewSession(Options{}).Run(context.Background(),
				fmt.Sprintf("def free \"?%s %s\";\ndef blockable \"?%s %s\";", sys, free, sys, blockableFormula), nil)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			num, _ := automata.ParseNumeration(sys)
			const n = 11
			for x := range n {
				for y := range n {
					from := game.Position{x, y}
					want := map[[2]int]int{} // 1 free, 2 blockable
					for _, q := range s.Game.Options(from) {
						want[[2]int{q[0], q[1]}] = 1
						if blockable(text, from, q) {
							want[[2]int{q[0], q[1]}] = 2
						}
					}
					for u := range n {
						for v := range n {
							f := rs[0].Automaton.DFA.AcceptsUint64(num, uint64(x), uint64(y), uint64(u), uint64(v))
							bl := rs[1].Automaton.DFA.AcceptsUint64(num, uint64(x), uint64(y), uint64(u), uint64(v))
							if w := want[[2]int{u, v}]; f != (w == 1) || bl != (w == 2) {
								t.Fatalf("%s in %s: (%d,%d) -> (%d,%d): free %v, blockable %v; the rules say %d", text, sys, x, y, u, v, f, bl, w)
							}
						}
					}
				}
			}
		}
	}
}

// A wrong candidate for a blocking game gets its least counterexample: the
// P-positions of Wythoff's game are not those of (2,2)-Wythoff Nim.
func TestProveBlockingCounterexample(t *testing.T) {
	ctx := context.Background()
	w, err := ProveGame(ctx, "wythoff", GameOptions{})
	if err != nil || !w.Proved {
		t.Fatalf("wythoff: %v", err)
	}
	c, err := CheckCandidate(ctx, "wythoff:p=2,m=2", GameOptions{}, w.Candidate)
	if err != nil {
		t.Fatal(err)
	}
	// (1,1) is P in (2,2)-Wythoff (its one P option, (0,0), is blocked),
	// not in Wythoff's set: the least position where they part.
	ce := c.Counterexample
	if c.Proved || ce == nil || ce.Condition != "absorbing" || ce.Position[0].Int64() != 1 || ce.Position[1].Int64() != 1 {
		t.Fatalf("Wythoff's set for (2,2)-Wythoff: %+v %+v", c, ce)
	}
	// (2,2)-Wythoff's set with (1,2) added: (1,2) has the option (1,1) in
	// it by a move that cannot be blocked.
	p, err := ProveGame(ctx, "wythoff:p=2,m=2", GameOptions{})
	if err != nil || !p.Proved {
		t.Fatalf("(2,2): %v", err)
	}
	c, err = CheckCandidate(ctx, "wythoff:p=2,m=2", GameOptions{}, edit(t, p.Candidate, "$cand(a,b) | (a=1 & b=2)"))
	if err != nil {
		t.Fatal(err)
	}
	if ce := c.Counterexample; c.Proved || ce == nil || ce.Condition != "stable" || ce.Position[0].Int64() != 1 || ce.Position[1].Int64() != 2 {
		t.Fatalf("(2,2) with (1,2): %+v %+v", c, ce)
	}
}

func TestProvable(t *testing.T) {
	for text, want := range map[string]bool{"wythoff": true, "wythoff:p=2,m=3": true, "wythoff:block=3": true, "nim": true,
		"kayles": false, "imitation:p=2,m=1": true, "dr:r=2": true} {
		s, err := spec.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := Provable(s.Game) == nil; got != want {
			t.Errorf("Provable(%s) = %v; want %v", text, Provable(s.Game), want)
		}
	}
	for _, text := range []string{"wythoff:p=2,m=3", "imitation:p=1,m=1"} {
		s, err := spec.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := Provable(s.Misere().Game); err == nil || !strings.Contains(err.Error(), "misère") {
			t.Errorf("Provable(misère %s) = %v; want an error about misère play", text, err)
		}
	}
	_, err := ProveGame(context.Background(), "wythoff:p=2,m=3", GameOptions{Misere: true})
	var bad *InputError
	if !errors.As(err, &bad) || !strings.Contains(err.Error(), "blocking") {
		t.Errorf("misère (2,3)-Wythoff: %v; want an InputError about blocking", err)
	}
}

// TestProveOwnNumeration: (1,3)-Wythoff Nim names the Ostrowski system of
// its α = [1; 3, 3, …] (game.Numerationer), and the search there grows to
// the budget it needs without options.
func TestProveOwnNumeration(t *testing.T) {
	if testing.Short() {
		t.Skip("about 15 s")
	}
	p, err := ProveGame(context.Background(), "wythoff:m=3", GameOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Proved || p.Numeration != "msd_ost_0_r3" || p.Tried[0] != "msd_ost_0_r3" {
		t.Fatalf("wythoff:m=3: %+v", p)
	}
	const n = 200
	agreeOnBox(t, "wythoff:m=3", p.Candidate, mexOutcomes(t, "wythoff:m=3", game.Alteration{}, false, n), n)
}
