package theorem

import (
	"context"
	"fmt"
	"math/rand/v2"

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

// pollEvery is the poll of a long loop of cheap steps: ctx's error at
// every step-th value of i (0, step, 2 step, …), nil at the others.
func pollEvery[I ~int | ~int64](ctx context.Context, i, step I) error {
	if i%step != 0 {
		return nil
	}
	return ctx.Err()
}

// found is the Report of a walk that stopped: its counterexample, or the
// error that stopped it.
func found(bad string, err error) (Report, error) {
	if err != nil {
		return Report{}, err
	}
	return Report{Counterexample: bad}, nil
}

// heldUnless is the Report of a walk: found's when it stopped at a
// counterexample or an error, else held's, of what it checked.
func heldUnless(bad string, err error, checked string, args ...any) (Report, error) {
	if err != nil || bad != "" {
		return found(bad, err)
	}
	return held(checked, args...)
}

// firstInTrials runs trials random trials in order: it calls f with one
// random source, seeded from seed, polling ctx before each call, and
// stops at the first counterexample or error f returns. It returns that
// counterexample, "" when the claim held in every trial.
func firstInTrials(ctx context.Context, trials int, seed rand.Source, f func(rng *rand.Rand) (string, error)) (string, error) {
	rng := rand.New(seed)
	for range trials {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		if bad, err := f(rng); err != nil || bad != "" {
			return bad, err
		}
	}
	return "", nil
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
