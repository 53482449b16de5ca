package subtraction

import (
	"context"
	"errors"
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// PeriodOf finds the period of a finite subtraction game (FindPeriod: a
// repeated window of max S values proves it).
func (s Set) PeriodOf(ctx context.Context, limit int) (game.Periodicity, error) {
	if err := ctx.Err(); err != nil {
		return game.Periodicity{}, err
	}
	p, err := s.FindPeriodContext(ctx, limit)
	if ctxErr := ctx.Err(); ctxErr != nil {
		return game.Periodicity{}, ctxErr
	}
	if err != nil {
		return game.Periodicity{}, fmt.Errorf("%w: %w", game.ErrNoPeriod, err)
	}
	seq := s.GrundySequence(p.Preperiod + p.Period - 1)
	return game.Periodicity{Preperiod: p.Preperiod, Period: p.Period, Proven: true, Proof: p.Proof(), Values: seq[p.Preperiod:], Checked: p.Values}, nil
}

// PeriodOf proves the arithmetic periodicity of an all-but subtraction
// game (ProveArithmetic; Angela Siegel 2005 proved that one exists).
func (a AllBut) PeriodOf(ctx context.Context, limit int) (game.Periodicity, error) {
	p, err := a.Arithmetic(ctx, limit)
	if errors.Is(err, ErrNotProven) {
		return game.Periodicity{}, fmt.Errorf("%w: %w", game.ErrNoPeriod, err)
	}
	if err != nil {
		return game.Periodicity{}, err
	}
	seq := a.GrundySequence(p.Preperiod + p.Period - 1)
	return game.Periodicity{Preperiod: p.Preperiod, Period: p.Period, Saltus: p.Saltus, Proven: true, Proof: p.Proof(),
		Values: seq[p.Preperiod:], Checked: p.Checked}, nil
}
