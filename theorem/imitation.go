package theorem

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/wythoff"
)

func checkTheorem1(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 30, 100)
	states := 0
	bad, err := eachImitation(ctx, 4, n, func(p, m int, r imitation.Rules, table *imitation.Table) (string, error) {
		w, err := imitation.NewWythoffP(p, m, n)
		if err != nil {
			return "", fmt.Errorf("(%d,%d)-Wythoff: %w", p, m, err)
		}
		bad, failure := "", error(nil)
		table.Reachable(func(s imitation.State) {
			states++
			if bad != "" || failure != nil {
				return
			}
			o, err := table.Outcome(s)
			if err != nil {
				failure = fmt.Errorf("(%d,%d), state %+v: %w", p, m, s, err)
			} else if want := r.Predict(s, w); want != o {
				bad = fmt.Sprintf("(%d,%d), state %+v: the rules say %v, Theorem 1 says %v", p, m, s, o, want)
			}
		})
		return bad, failure
	})
	return heldUnless(bad, err, "all %d states reachable from every start with piles <= %d, for all 1 <= p,m <= 4, solved from the rules", states, n)
}

func checkCorollary1(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 40, 100)
	bad, err := eachImitation(ctx, 5, n, func(p, m int, _ imitation.Rules, table *imitation.Table) (string, error) {
		g, err := wythoff.NewGame(p, m)
		if err != nil {
			return "", err
		}
		want := pairSet(wythoff.Definition3(p, m, n+1))
		return firstInSquare(ctx, n, func(x, y int) (string, error) {
			o, err := table.Outcome(imitation.Start(x, y))
			if err != nil {
				return "", fmt.Errorf("(%d,%d)-Imitation Nim, start (%d,%d): %w", p, m, x, y, err)
			}
			if (o == game.P) != want.has(x, y) {
				return fmt.Sprintf("(%d,%d) start (%d,%d): Imitation Nim %v, %s P=%v", p, m, x, y, o, g, want.has(x, y)), nil
			}
			return "", nil
		})
	})
	return heldUnless(bad, err, "all 1 <= p,m <= 5, every start with piles <= %d (Imitation Nim from its rules; Wythoff by Definition 3, itself tied to the blocking rules by prop1-a)", n)
}

func checkProposition0(ctx context.Context, full bool) (Report, error) {
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	n := pick(full, 60, 150)
	r, err := imitation.NewRules(1, 1)
	if err != nil {
		return Report{}, err
	}
	table, err := r.Solve(n)
	if err != nil {
		return Report{}, fmt.Errorf("(1,1)-Imitation Nim: %w", err)
	}
	// isP is Wythoff's P-set; an error (none is expected for p = m = 1
	// and coordinates >= 0) stops the check.
	var failure error
	isP := func(x, y int) bool {
		ok, err := wythoff.IsPPosition(1, 1, bigInt(x), bigInt(y))
		if err != nil && failure == nil {
			failure = fmt.Errorf("(1,1)-Wythoff at (%d,%d): %w", x, y, err)
		}
		return ok
	}
	limit := n / 3
	for b := 0; b <= limit; b++ {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		for a := 0; a <= b; a++ {
			class, _, _, err := table.Classify(a, b) // the counts of P and N histories are not part of the claim
			if err != nil {
				return Report{}, fmt.Errorf("(%d,%d): %w", a, b, err)
			}
			pw := isP(a, b)
			iia := false
			for c := 0; c <= b; c++ {
				if d := c + b - a; d < b && isP(c, d) {
					iia = true
				}
			}
			iib := false
			for c := 0; c < a; c++ {
				if isP(a, c) {
					iib = true
				}
			}
			if failure != nil {
				return Report{}, failure
			}
			if (class == imitation.NonDynamicP) != pw || (class == imitation.NonDynamicN) != (iia || iib) {
				return failed("(%d,%d) is %v; Proposition 0 says P_W=%v, (iia)=%v, (iib)=%v", a, b, class, pw, iia, iib)
			}
		}
	}
	return held("all 0 <= a <= b <= %d over every history from starts <= %d", limit, n)
}

func checkStability(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 45, 90)
	limit := n / 3
	bad, err := eachImitation(ctx, 3, n, func(p, m int, _ imitation.Rules, table *imitation.Table) (string, error) {
		w, err := imitation.NewWythoffP(p, m, n)
		if err != nil {
			return "", fmt.Errorf("(%d,%d)-Wythoff: %w", p, m, err)
		}
		return firstInSquare(ctx, limit, func(x, y int) (string, error) {
			class, _, _, err := table.Classify(x, y) // the counts are not part of the claim
			if err != nil {
				return "", fmt.Errorf("(%d,%d)-Imitation Nim, (%d,%d): %w", p, m, x, y, err)
			}
			st := w.Stable(x, y)
			if (class == imitation.NonDynamicP) != (st == imitation.PStable) || (class == imitation.NonDynamicN) != (st == imitation.NStable) {
				return fmt.Sprintf("(%d,%d)-Imitation Nim, (%d,%d): %v over its histories, but %v", p, m, x, y, class, st), nil
			}
			return "", nil
		})
	})
	return heldUnless(bad, err, "all 1 <= p,m <= 3, positions <= %d over every history from starts <= %d", limit, n)
}
