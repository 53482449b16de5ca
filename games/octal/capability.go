package octal

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/budget"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/periodicity"
	"github.com/mex-cgt/mex/sparse"
)

// MaxSequenceValues bounds the values HeapSequence computes in search of a
// period or to reach a heap: the engine's bound for one answer.
const MaxSequenceValues = sparse.MaxAnswerValues

// sequenceBytesPerValue is the peak memory of the sparse-space computation
// per value kept (the values, the class bits and the rare positions),
// measured on Kayles, Dawson's Kayles and 0.6 up to 2^22.
const sequenceBytesPerValue = 8

// Sequence is a computed Grundy sequence of an octal game with, when the
// octal periodicity theorem proved one, its period.
type Sequence struct {
	Values []uint16
	Period periodicity.Period
	Proven bool
}

// Value returns G(n): read from the values, or reduced by the proven
// period for any larger n (of any size).
func (s *Sequence) Value(n *big.Int) (int, bool) {
	if n.Sign() < 0 {
		return 0, false
	}
	if n.IsInt64() && n.Int64() < int64(len(s.Values)) {
		return int(s.Values[n.Int64()]), true
	}
	if !s.Proven {
		return 0, false
	}
	e, p := int64(s.Period.Preperiod), int64(s.Period.Period)
	r := new(big.Int).Sub(n, big.NewInt(e))
	r.Mod(r, big.NewInt(p))
	return int(s.Values[e+r.Int64()]), true
}

// periodSearchValues is how far HeapSequence looks for a period of a game
// the literature gives none for, when the heap asked for lies beyond the
// values it computes: 2^16 values, a fraction of a second for the slowest
// codes. Kayles' period is proven from 168 values, 0.16's (149459, the
// longest known) from 509622: the literature's periods (Known) are
// searched as far as their proofs need.
const periodSearchValues = 1 << 16

// HeapSequence computes values in doubling steps until heap n is covered
// or the octal periodicity theorem proves a period (Kayles: preperiod 71,
// period 12, proven from 168 values), so that any heap, of any size, is
// then answered in O(1). It uses one core, or the cores WithThreads put
// in ctx, and draws the memory it holds from the account ctx carries
// (package budget).
//
// A heap of MaxSequenceValues or more can only be answered by a period.
// HeapSequence looks for one as far as the literature says one is proven
// (Known), or else periodSearchValues, and refuses at once, with the
// reason, when that is beyond MaxSequenceValues or the game is Grundy's
// game, whose periodicity is open. It stops with ctx.Err() when ctx is
// done.
func (r Rules) HeapSequence(ctx context.Context, n *big.Int) (game.HeapSequence, error) {
	want, known, err := r.valuesFor(n)
	if err != nil {
		return nil, err
	}
	threads := sparse.ThreadsOf(ctx)
	progress := sparse.ProgressOf(ctx)
	memory := budget.NewMeter(ctx)
	defer memory.Close()
	sp := sparse.New(r.engine())
	target := int64(256)
	if known {
		target = want // the values that prove the literature's period, and one look
	}
	for {
		target = min(target, want)
		for int64(sp.Len()) < target {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if err := sp.Extend(min(int(target), sp.Len()-sp.Len()%1024+1024), threads); err != nil {
				return nil, err
			}
			if err := sp.Charge(memory); err != nil {
				return nil, err
			}
			if progress != nil {
				progress(sp.Len(), int(want))
			}
		}
		if per, ok := r.ProvePeriod(sp.Values()); ok {
			return &Sequence{Values: sp.Values(), Period: per, Proven: true}, nil
		}
		if target >= want {
			break
		}
		target *= 2
	}
	seq := &Sequence{Values: sp.Values()}
	if _, ok := seq.Value(n); !ok {
		return nil, r.noPeriod(n, len(seq.Values))
	}
	return seq, nil
}

// valuesFor returns how many values HeapSequence computes at most for
// heap n: n+1 below MaxSequenceValues; beyond, as many as prove the
// period the literature gives (known), or periodSearchValues. It refuses
// at once a heap that no period within MaxSequenceValues values could
// answer.
func (r Rules) valuesFor(n *big.Int) (values int64, known bool, err error) {
	if n.IsInt64() && n.Int64() < MaxSequenceValues {
		return n.Int64() + 1, false, nil
	}
	if r.Grundy {
		return 0, false, game.Refuse(fmt.Errorf("no period known for Grundy's game (its periodicity is open); values are computed up to heap %d, and %s is beyond", MaxSequenceValues-1, shortNumber(n)))
	}
	k, ok := r.Known()
	if !ok {
		return periodSearchValues, false, nil
	}
	if need := k.ProofValues(); need > MaxSequenceValues {
		return 0, false, game.Refuse(fmt.Errorf("the period of %s (%s) takes %d values to prove, beyond the %d computed for one answer; mex period proves it", r, k.Source, need, MaxSequenceValues))
	}
	return int64(k.ProofValues()), true, nil
}

// noPeriod is the refusal of a heap beyond the values computed when they
// prove no period.
func (r Rules) noPeriod(n *big.Int, computed int) error {
	return game.Refuse(fmt.Errorf("no period known for %s (none in its first %d values); values are computed up to heap %d, and %s is beyond; mex period looks further", r, computed, MaxSequenceValues-1, shortNumber(n)))
}

// shortNumber writes n, with its middle digits elided past 24 digits.
func shortNumber(n *big.Int) string {
	s := n.String()
	if len(s) <= 24 {
		return s
	}
	return fmt.Sprintf("%s… (%d digits)", s[:6], len(s))
}

// Cost estimates the values one heap of the largest size in p needs: at
// most MaxSequenceValues, fewer when a period is proven earlier (which the
// estimate cannot know, so it is an upper bound).
func (r Rules) Cost(op game.Op, p game.Position) game.Cost {
	largest := 0
	for _, h := range p {
		largest = max(largest, h)
	}
	values := int64(min(largest+1, MaxSequenceValues))
	c := game.Cost{Bytes: values * sequenceBytesPerValue, Steps: values, What: fmt.Sprintf("up to %d heap values", values)}
	if op == game.OpWinningMoves || op == game.OpOptions {
		options := int64(len(p)) * min(int64(largest)+1, 1<<32) * int64(len(r.Digits)+1) // capped far beyond any limit: no overflow at heaps of 2^62
		c = c.Add(game.Cost{Bytes: options * 48, Steps: options, What: fmt.Sprintf("about %d options", options)})
	}
	return c
}

// Fill writes G(0..len(values)-1) into values, by the period beyond the
// computed values (the caller checked that they or a period cover them).
func (s *Sequence) Fill(values []int) {
	for i := range values {
		if i < len(s.Values) {
			values[i] = int(s.Values[i])
			continue
		}
		e, p := s.Period.Preperiod, s.Period.Period
		values[i] = int(s.Values[e+(i-e)%p])
	}
}
