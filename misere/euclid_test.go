package misere_test

import (
	"fmt"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/euclid"
	"github.com/mex-cgt/mex/misere"
)

// TestEuclidMisere ties misère Euclid (both games) to the brute-force
// solver playing the rules with the misère ending, on every pair of piles
// up to 30: Of finds the fast path, and its outcomes and winning moves are
// the solver's.
func TestEuclidMisere(t *testing.T) {
	for _, inner := range []euclid.Game{euclid.ColeDavie, euclid.Grossman} {
		g := misere.Of(inner)
		fast, ok := g.(misere.RuledBig)
		if !ok {
			t.Fatalf("Of(%s) is %T; want misere.RuledBig (Euclid's columns at any size)", inner, g)
		}
		s := game.NewSolver(g)
		for x := 0; x <= 30; x++ {
			for y := 0; y <= 30; y++ {
				p := game.Position{x, y}
				if inner.Check(p) != nil {
					continue
				}
				want, err := s.Outcome(p)
				if err != nil {
					t.Fatal(err)
				}
				if got, err := fast.OutcomeOf(ctx, p); err != nil || got != want {
					t.Fatalf("%s %v: outcome %v, %v; the solver %v", g, p, got, err, want)
				}
				wantMoves, _ := s.WinningMoves(p)
				gotMoves, err := fast.WinningMovesOf(ctx, p)
				if err != nil || fmt.Sprint(gotMoves) != fmt.Sprint(wantMoves) {
					t.Fatalf("%s %v: winning moves %v, %v; the solver finds %v", g, p, gotMoves, err, wantMoves)
				}
			}
		}
	}
}
