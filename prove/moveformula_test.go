package prove_test

import (
	"context"
	"testing"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/prove"
	"github.com/mex-cgt/mex/spec"
)

// TestMoveFormula decides the move formula of each game that states one
// (game.MoveFormulaer: Nim on two heaps, Wythoff, (1,m)-Wythoff, D_r,
// Linear Nimhoff) with automata and compares it with the game's Options
// on a box, in two systems.
func TestMoveFormula(t *testing.T) {
	for _, text := range []string{"nim", "wythoff", "wythoff:m=2", "wythoff:m=3", "dr:r=1", "dr:r=2", "dr:r=3",
		"nimhoff:1,0/0,1/1,1", "nimhoff:1,0/0,1/1,2/2,1", "nimhoff:0,2/3,0/2,3"} {
		s, err := spec.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		formula, ok := s.Game.(game.MoveFormulaer).MoveFormula()
		if !ok {
			t.Fatalf("%s: no formula", text)
		}
		for _, sys := range []string{"msd_2", "msd_fib"} {
			rs, err := prove.NewSession(prove.Options{}).Run(context.Background(), "def move \"?"+sys+" "+formula+"\";", nil)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			a := rs[0].Automaton
			if len(a.Vars) != 4 || a.Vars[0] != "a" || a.Vars[3] != "d" {
				t.Fatalf("%s: free variables %v; want a,b,c,d", text, a.Vars)
			}
			num, _ := automata.ParseNumeration(sys)
			const n = 12
			for x := range n {
				for y := range n {
					want := map[[2]int]bool{}
					for _, q := range s.Game.Options(game.Position{x, y}) {
						want[[2]int{q[0], q[1]}] = true
					}
					for u := range n {
						for v := range n {
							if got := a.DFA.AcceptsUint64(num, uint64(x), uint64(y), uint64(u), uint64(v)); got != want[[2]int{u, v}] {
								t.Fatalf("%s in %s: (%d,%d) -> (%d,%d) is a move: formula %v, rules %v", text, sys, x, y, u, v, got, !got)
							}
						}
					}
				}
			}
		}
	}
}
