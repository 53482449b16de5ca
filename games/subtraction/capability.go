package subtraction

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
)

// MaxPeriodValues bounds the values HeapSequence computes in search of a
// period: every finite subtraction game is periodic with preperiod plus
// period at most about (|S|+1)^t (a window of t = max S values repeats), so
// small sets are proven long before it.
const MaxPeriodValues = 1 << 24

// Sequence is the computed Grundy sequence of a subtraction game with its
// proven period: it answers any heap.
type Sequence struct {
	Values []int
	Period Period
}

// Value returns G(n) for any n >= 0, reduced by the period.
func (s *Sequence) Value(n *big.Int) (int, bool) {
	if n.Sign() < 0 {
		return 0, false
	}
	if n.IsInt64() && n.Int64() < int64(len(s.Values)) {
		return s.Values[n.Int64()], true
	}
	e, p := int64(s.Period.Preperiod), int64(s.Period.Period)
	r := new(big.Int).Sub(n, big.NewInt(e))
	r.Mod(r, big.NewInt(p))
	return s.Values[e+r.Int64()], true
}

// HeapSequence finds the period (FindPeriod) and keeps one preperiod and
// one period of values, so that every heap, of any size, is answered in
// O(1). It fails when no period is found within MaxPeriodValues values.
func (s Set) HeapSequence(ctx context.Context, _ *big.Int) (game.HeapSequence, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	per, err := s.FindPeriodContext(ctx, MaxPeriodValues)
	if err != nil {
		return nil, err
	}
	return &Sequence{Values: s.GrundySequence(per.Preperiod + per.Period), Period: per}, nil
}

// Cost bounds the period search: the window sequence repeats within
// MaxPeriodValues values, found with 4 bytes a value.
func (s Set) Cost(op game.Op, p game.Position) game.Cost {
	c := game.Cost{Bytes: 4 * MaxPeriodValues / 16, Steps: int64(s.Max()) * 64, What: fmt.Sprintf("the period of %s", s)}
	if op == game.OpWinningMoves || op == game.OpOptions {
		c = c.Add(game.Cost{Bytes: int64(len(s)) * 48, Steps: int64(len(s)), What: fmt.Sprintf("%d options", len(s))})
	}
	return c
}
