package takebreak

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// PeriodOf proves the period of the code's values where the periodicity
// theorem for finite codes applies; for other codes (repeats, digits that
// leave more heaps than the theorem covers) it reports the arithmetic
// periodicity the values show, marked as observed, not proven.
func (g Game) PeriodOf(ctx context.Context, limit int) (game.Periodicity, error) {
	p, ok, err := g.ProvenPeriod(ctx, limit)
	if err != nil {
		return game.Periodicity{}, err
	}
	if ok {
		v, err := g.values(ctx, p.Preperiod+p.Period)
		if err != nil {
			return game.Periodicity{}, err
		}
		values := make([]int, p.Period)
		for i := range values {
			values[i] = int(v[p.Preperiod+i])
		}
		return game.Periodicity{Preperiod: p.Preperiod, Period: p.Period, Proven: true, Proof: p.Proof(), Values: values, Checked: p.Values}, nil
	}
	n := min(limit, 1<<14)
	a, ok, err := g.Observe(ctx, n)
	if err != nil {
		return game.Periodicity{}, err
	}
	if !ok {
		why := ""
		if err := Theorem(g.code); err != nil {
			why = "; " + err.Error()
		}
		return game.Periodicity{Checked: n + 1}, fmt.Errorf("takebreak: %s: %w (G(0..%d)%s)", g.name, game.ErrNoPeriod, n, why)
	}
	v, _ := g.values(ctx, n)
	values := make([]int, a.Period)
	for i := range values {
		values[i] = int(v[a.Preperiod+i])
	}
	why := "no periodicity theorem is verified for this code"
	if err := Theorem(g.code); err != nil {
		why = err.Error()
	}
	return game.Periodicity{Preperiod: a.Preperiod, Period: a.Period, Saltus: a.Saltus, Values: values, Checked: a.Checked,
		Proof: fmt.Sprintf("%s; %s", a, why)}, nil
}
