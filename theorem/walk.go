package theorem

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
)

// A probe looks at one position (or value) and returns a counterexample
// to the claim there ("" when the claim holds) or an error when it could
// not compute.
type probe func(p game.Position) (string, error)

// firstInCube calls f on every list of k heaps of sizes 0..n, in
// lexicographic order, with the sizes non-decreasing when sorted is set.
// It polls ctx before each run of the last heap and stops at the first
// counterexample or error f returns; f gets a list of its own. It
// returns that counterexample, "" when the claim held everywhere.
func firstInCube(ctx context.Context, k, n int, sorted bool, f probe) (string, error) {
	p := make(game.Position, k)
	var walk func(i int) (string, error)
	walk = func(i int) (string, error) {
		if i == k {
			return f(p.Clone())
		}
		if i == k-1 {
			if err := ctx.Err(); err != nil {
				return "", err
			}
		}
		lo := 0
		if sorted && i > 0 {
			lo = p[i-1]
		}
		for v := lo; v <= n; v++ {
			p[i] = v
			if bad, err := walk(i + 1); err != nil || bad != "" {
				return bad, err
			}
		}
		return "", nil
	}
	return walk(0)
}

// firstInSquare is firstInCube for every (x, y) with 0 <= x, y <= n,
// polling ctx once a row.
func firstInSquare(ctx context.Context, n int, f func(x, y int) (string, error)) (string, error) {
	return firstInCube(ctx, 2, n, false, func(p game.Position) (string, error) { return f(p[0], p[1]) })
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

// found is the Report of a walk that stopped: its counterexample, or the
// error that stopped it.
func found(bad string, err error) (Report, error) {
	if err != nil {
		return Report{}, err
	}
	return Report{Counterexample: bad}, nil
}

// eachImitation solves (p,m)-Imitation Nim from its rules, for starts
// with piles <= n, for every 1 <= p, m <= most in order, polling ctx
// before each, and calls f on the rules and their table until it returns
// a counterexample or an error.
func eachImitation(ctx context.Context, most, n int, f func(p, m int, r imitation.Rules, table *imitation.Table) (string, error)) (string, error) {
	for p := 1; p <= most; p++ {
		for m := 1; m <= most; m++ {
			if err := ctx.Err(); err != nil {
				return "", err
			}
			r, err := imitation.NewRules(p, m)
			if err != nil {
				return "", err
			}
			table, err := r.Solve(n)
			if err != nil {
				return "", fmt.Errorf("(%d,%d)-Imitation Nim: %w", p, m, err)
			}
			if bad, err := f(p, m, r, table); err != nil || bad != "" {
				return bad, err
			}
		}
	}
	return "", nil
}
