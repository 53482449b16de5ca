package theorem

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
)

func TestGrundyAgrees(t *testing.T) {
	solver := game.NewSolver(nim.Game{})
	right := grundyAgrees(solver, "Nim", nil, nimValue, "by xor")
	if bad, err := firstInCube(context.Background(), 3, 4, false, right); bad != "" || err != nil {
		t.Errorf("Nim against xor: %q, %v; want agreement", bad, err)
	}
	wrong := grundyAgrees(solver, "Nim", nil, func(p game.Position) int { return p[0] + p[1] }, "by the sum")
	bad, err := firstInCube(context.Background(), 2, 4, false, wrong)
	if err != nil || bad != "Nim at (1,1): 0 by the rules, 2 by the sum" {
		t.Errorf("Nim against the sum: %q, %v; want the first disagreement, at (1,1)", bad, err)
	}
	// at maps the box's coordinates to the solver's position: heap x+y
	// is Nim's value x+y, printed at (x,y).
	one := func(p game.Position) game.Position { return game.Position{p[0] + p[1]} }
	if bad, err := grundyAgrees(solver, "one heap", one, func(p game.Position) int { return p[0] + p[1] }, "by the sum")(game.Position{2, 3}); bad != "" || err != nil {
		t.Errorf("heap 5 as (2,3): %q, %v; want agreement", bad, err)
	}
	// A position the solver refuses is an error, never a counterexample.
	sum := game.NewSolver(game.Sum{Components: []game.Game{nim.Game{}}})
	bad, err = grundyAgrees(sum, "a sum", nil, func(game.Position) int { return 0 }, "by nothing")(game.Position{5})
	if err == nil || bad != "" || !strings.Contains(err.Error(), "a sum at (5)") {
		t.Errorf("a malformed position: %q, %v; want an error naming it and no counterexample", bad, err)
	}
}

func TestHeldUnless(t *testing.T) {
	broken := errors.New("refused")
	for _, c := range []struct {
		bad  string
		err  error
		want Report
	}{
		{"", nil, Report{Checked: "all 3"}},
		{"(1,2)", nil, Report{Counterexample: "(1,2)"}},
		{"", broken, Report{}},
	} {
		r, err := heldUnless(c.bad, c.err, "all %d", 3)
		if r != c.want || err != c.err {
			t.Errorf("heldUnless(%q, %v) = %+v, %v; want %+v, %v", c.bad, c.err, r, err, c.want, c.err)
		}
	}
}
