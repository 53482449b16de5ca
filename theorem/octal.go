package theorem

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/sparse"
)

var octalCodes = []string{"0.77", "0.07", "0.137", "0.6", "4.07", "0.51", "0.4", "0.106", "0.16", "grundy"}

func rulesOf(code string) (octal.Rules, error) {
	if code == "grundy" {
		return octal.GrundyGame(), nil
	}
	return octal.Parse(code)
}

// newEngine prepares the sparse-space engine for r.
func newEngine(r octal.Rules) *sparse.Engine {
	rules, _ := r.SparseRules()
	return sparse.New(rules)
}

func checkSparseSpace(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 2000, 20000)
	for _, code := range octalCodes {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		r, err := rulesOf(code)
		if err != nil {
			return Report{}, err
		}
		want := r.GrundySequence(n)
		s := newEngine(r)
		for i, w := range want {
			if err := pollEvery(ctx, i, 4096); err != nil {
				return Report{}, err
			}
			v, err := s.Next()
			if err != nil {
				return Report{}, fmt.Errorf("%s: sparse space at G(%d): %w", code, i, err)
			}
			if int(v) != w {
				return failed("%s: G(%d) = %d sparse, %d by plain mex", code, i, v, w)
			}
		}
	}
	return held("%d codes (%v), heaps 0..%d against plain mex", len(octalCodes), octalCodes, n)
}

func checkOctalPeriods(ctx context.Context, _ bool) (Report, error) {
	for _, c := range []struct {
		code              string
		period, preperiod int
	}{{"0.77", 12, 71}, {"0.07", 34, 53}} {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		r, err := rulesOf(c.code)
		if err != nil {
			return Report{}, err
		}
		s := newEngine(r)
		for i := range 4096 {
			if _, err := s.Next(); err != nil {
				return Report{}, fmt.Errorf("%s: sparse space at G(%d): %w", c.code, i, err)
			}
		}
		p, ok := r.ProvePeriod(s.Values())
		if !ok || p.Period != c.period || p.Preperiod != c.preperiod {
			return failed("%s: proven %+v (%v); want period %d, preperiod %d", c.code, p, ok, c.period, c.preperiod)
		}
	}
	return held("Kayles: preperiod 71, period 12; Dawson's Kayles: preperiod 53, period 34, each with the inequality of the theorem verified on 4096 values")
}

func checkOctalRules(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 14, 20)
	for _, code := range octalCodes {
		r, err := rulesOf(code)
		if err != nil {
			return Report{}, err
		}
		seq := r.GrundySequence(2 * n)
		xor := func(p game.Position) int { return seq[p[0]] ^ seq[p[1]] }
		bad, err := firstInCube(ctx, 2, n, true, grundyAgrees(game.NewSolver(r), code, nil, xor, "by the xor of the heaps' values"))
		if err != nil || bad != "" {
			return found(bad, err)
		}
	}
	return held("%d codes, every pair of heaps <= %d", len(octalCodes), n)
}
