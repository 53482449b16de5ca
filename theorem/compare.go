package theorem

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// The probes of this file compare what a solver computes from a game's
// rules with what a claim, a formula or a faster method says, position by
// position; a walk (walk.go) runs them over a box. A solver's failure is
// an error, never a counterexample.

// grundyAgrees returns a probe that computes the Grundy value of p from
// the rules with solver and reports a counterexample when it is not
// want(p). The solver's position is at(p), or p itself when at is nil
// (p are then the box's coordinates, as printed). name names the game in
// the messages and by says where want's value comes from ("by xor").
func grundyAgrees(solver *game.Solver, name string, at func(p game.Position) game.Position, want func(p game.Position) int, by string) probe {
	return func(p game.Position) (string, error) {
		q := p
		if at != nil {
			q = at(p)
		}
		g, err := solver.GrundyValue(q)
		if err != nil {
			return "", fmt.Errorf("%s at (%v): %w", name, p, err)
		}
		if w := want(p); g != w {
			return fmt.Sprintf("%s at (%v): %d by the rules, %d %s", name, p, g, w, by), nil
		}
		return "", nil
	}
}

// outcomesAgree returns a probe of (x, y) that solves it with solver and
// reports a counterexample when being a P-position differs from isP(x, y);
// say describes the disagreement from the position, the outcome the
// rules give and isP's answer. where begins the message of a solver's
// error, before the position.
func outcomesAgree(solver *game.Solver, where string, isP func(x, y int) bool, say func(x, y int, o game.Outcome, want bool) string) func(x, y int) (string, error) {
	return func(x, y int) (string, error) {
		o, err := solver.Outcome(game.Position{x, y})
		if err != nil {
			return "", fmt.Errorf("%s(%d,%d): %w", where, x, y, err)
		}
		if want := isP(x, y); (o == game.P) != want {
			return say(x, y, o, want), nil
		}
		return "", nil
	}
}
