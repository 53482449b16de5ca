package prove

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
)

// bruteValues computes the Grundy values of a two-pile game in the box
// 0 <= x, y < side by the mex rule over the moves moves lists, straight
// from the rules (the brute-force twin of the engine's tables).
func bruteValues(side int, moves func(x, y int) [][2]int) [][]int {
	g := make([][]int, side)
	for x := range g {
		g[x] = make([]int, side)
	}
	for s := 0; s < 2*side-1; s++ { // by x+y: every move lowers it
		for x := max(0, s-side+1); x <= min(s, side-1); x++ {
			y := s - x
			seen := map[int]bool{}
			for _, m := range moves(x, y) {
				seen[g[m[0]][m[1]]] = true
			}
			v := 0
			for seen[v] {
				v++
			}
			g[x][y] = v
		}
	}
	return g
}

func nimMoves(x, y int) [][2]int {
	var out [][2]int
	for c := range x {
		out = append(out, [2]int{c, y})
	}
	for d := range y {
		out = append(out, [2]int{x, d})
	}
	return out
}

func wythoffMoves(x, y int) [][2]int {
	out := nimMoves(x, y)
	for k := 1; k <= min(x, y); k++ {
		out = append(out, [2]int{x - k, y - k})
	}
	return out
}

// accepts reports whether a two- or three-track automaton in one msd
// system accepts the tuple.
func accepts(a *Automaton, tuple ...uint64) bool {
	return a.DFA.AcceptsUint64(a.Systems[0], tuple...)
}

// Bouton (1902): a two-heap Nim position has value x XOR y. The value sets
// 0..3 and the whole function are proved, and each automaton agrees with
// the mex rule computed from the moves on the box 64×64.
func TestProveValuesNim(t *testing.T) {
	p, err := ProveValues(context.Background(), "nim", 3, GameOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Proved(3) || !p.Function.Proved {
		t.Fatalf("nim: sets %+v function %+v", p.Sets, p.Function)
	}
	const side = 64
	g := bruteValues(side, nimMoves)
	for _, s := range p.Sets {
		for x := range side {
			for y := range side {
				if in := accepts(s.Candidate, uint64(x), uint64(y)); in != (g[x][y] == s.Value) {
					t.Fatalf("value %d: the automaton says %v at (%d,%d), where G = %d", s.Value, in, x, y, g[x][y])
				}
			}
		}
	}
	for x := range 32 {
		for y := range 32 {
			for z := range 64 {
				if in := accepts(p.Function.Candidate, uint64(x), uint64(y), uint64(z)); in != (g[x][y] == z) {
					t.Fatalf("the function accepts (%d,%d,%d): %v, where G = %d", x, y, z, in, g[x][y])
				}
			}
		}
	}
	if p.Numeration != "msd_2" || !strings.Contains(p.Commands, "eval nim_v3_disjoint") || !strings.Contains(p.Commands, "eval nim_g_mex") {
		t.Errorf("numeration %s, commands:\n%s", p.Numeration, p.Commands)
	}
	// The command file re-checks the proof with the automata loaded.
	sess := NewSession(Options{})
	for _, s := range append(p.Sets, p.Function) {
		sess.Define(s.Name, s.Candidate)
	}
	results, err := sess.Run(context.Background(), p.Commands, nil)
	if err != nil {
		t.Fatal(err)
	}
	evals := 0
	for _, r := range results {
		if r.Verdict != nil {
			evals++
			if !*r.Verdict {
				t.Errorf("%s is FALSE in the command file", r.Name)
			}
		}
	}
	if evals != 2+3*3+4 {
		t.Errorf("%d evals; want 15", evals)
	}
}

// Wythoff's game: the P-positions are proved; each set found agrees with
// the mex rule on a 100×100 box, and the first set not found is reported
// with the systems, sizes and boxes tried.
func TestProveValuesWythoff(t *testing.T) {
	// The search is kept to msd_fib (Wythoff's own system) to 377×377 and
	// 64 states, and msd_2 to 128×128, here (mex prove wythoff --values 2
	// goes to 1597×1597 and 256 states in msd_fib: BENCHMARKS.md).
	p, err := ProveValues(context.Background(), "wythoff", 2, GameOptions{OwnBox: 377, OwnStates: 64, Box: 128, Systems: []string{"msd_fib", "msd_2"}})
	if err != nil {
		t.Fatal(err)
	}
	g := bruteValues(100, wythoffMoves)
	for _, s := range p.Sets {
		if !s.Proved {
			if !strings.Contains(s.Statement, "samples up to") || !strings.Contains(s.Statement, "states") {
				t.Errorf("value %d not proved, and the report says not what was tried: %s", s.Value, s.Statement)
			}
			continue
		}
		for x := range 100 {
			for y := range 100 {
				if in := accepts(s.Candidate, uint64(x), uint64(y)); in != (g[x][y] == s.Value) {
					t.Fatalf("value %d: the automaton says %v at (%d,%d), where G = %d", s.Value, in, x, y, g[x][y])
				}
			}
		}
	}
	if len(p.Sets) == 0 || !p.Sets[0].Proved || p.Numeration != "msd_fib" {
		t.Fatalf("the P-positions of Wythoff's game are not proved in msd_fib: %+v", p.Sets)
	}
	if len(p.Attempts) != len(p.Tried) || len(p.Attempts) == 0 {
		t.Errorf("attempts %+v for systems %v", p.Attempts, p.Tried)
	}
	for _, a := range p.Attempts {
		if a.Side == 0 || (a.Sets < 3 && a.Stopped == "") {
			t.Errorf("attempt %+v says not how far it got", a)
		}
	}
}

// A wrong candidate is refuted with a counterexample: for Nim, the pairs
// at distance one are not the positions of value 1 ((1,2) has value 3),
// and x + y is not its Grundy function.
func TestProveValuesRefutes(t *testing.T) {
	ctx := context.Background()
	prob, err := newProblem("nim", GameOptions{Systems: []string{"msd_2"}})
	if err != nil {
		t.Fatal(err)
	}
	sys, _ := numeration("msd_2")
	sess := NewSession(Options{})
	build := func(formula string) *Automaton {
		rs, err := sess.Run(ctx, "def cand \"?msd_2 "+formula+"\";", nil)
		if err != nil {
			t.Fatal(err)
		}
		return rs[0].Automaton
	}
	zero := build("a=b")
	sets := map[string]*Automaton{"nim_v0": zero}
	got, err := prob.checkValueSet(ctx, "msd_2", 1, build("a=b+1 | b=a+1"), sets, []string{"nim_v0"})
	if err != nil {
		t.Fatal(err)
	}
	if got.Proved || got.Counterexample == nil {
		t.Fatalf("a wrong value-1 set: %+v", got)
	}
	c := got.Counterexample
	if x, y := c.Position[0].Int64(), c.Position[1].Int64(); (x^y == 1) == (x == y+1 || y == x+1) && c.Condition != "stable" {
		t.Errorf("counterexample %s at a position where the candidate is right", c.Text)
	}
	sum, err := sess.Run(ctx, "def sum \"?msd_2 z=a+b\";", nil)
	if err != nil {
		t.Fatal(err)
	}
	fn, err := prob.checkFunction(ctx, "msd_2", &Automaton{Systems: []automata.Numeration{sys, sys, sys}, DFA: sum[0].Automaton.DFA})
	if err != nil {
		t.Fatal(err)
	}
	if fn.Proved || fn.Counterexample == nil {
		t.Fatalf("z = a+b taken for Nim's Grundy function: %+v", fn)
	}
}

// What ProveValues does not take is an input error.
func TestProveValuesRefusals(t *testing.T) {
	for _, c := range []struct {
		game  string
		value int
		opts  GameOptions
		want  string
	}{
		{"nim", MaxValue + 1, GameOptions{}, "largest value"},
		{"nim", -1, GameOptions{}, "largest value"},
		{"wythoff", 1, GameOptions{Misere: true}, "normal play"},
		{"wythoff:block=2", 1, GameOptions{}, "blocking rule"},
		{"kayles", 1, GameOptions{}, "formula"},
	} {
		_, err := ProveValues(context.Background(), c.game, c.value, c.opts)
		var in *InputError
		if !errors.As(err, &in) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s --values %d: %v; want an input error saying %q", c.game, c.value, err, c.want)
		}
	}
}

// The boxes of values are drawn from the context's memory account: under
// 4 MiB, Wythoff's search (whose msd_fib boxes grow to 1597×1597, 30 MB)
// stops with the account's error.
func TestProveValuesMemory(t *testing.T) {
	ctx := budget.Ensure(context.Background(), "this test", 4<<20)
	_, err := ProveValues(ctx, "wythoff", 1, GameOptions{})
	var exceeded *budget.ExceededError
	if !errors.As(err, &exceeded) {
		t.Fatalf("under 4 MiB: %v; want the account's error", err)
	}
}
