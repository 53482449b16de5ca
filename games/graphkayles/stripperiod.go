package graphkayles

import (
	"context"
	"fmt"
	"math/big"
)

// Periods of strips. The interval types of a strip behave as the heaps
// of an octal game: a move splits an interval of type T and length ℓ
// into two of types and lengths a and b with a+b within a bounded
// distance D of ℓ (the move's closed neighbourhood and what is trimmed
// with it), and the types and the pairs they form depend only on the
// phase of the move and on which end it is near. So the argument of the
// octal periodicity theorem (Guy and Smith 1956) carries over: if every
// type T has g_T(ℓ+P) = g_T(ℓ) for e <= ℓ < e+P+… up to
// L0 = 2e + 2P + D, with P a multiple of the strip's Period and e past
// the lengths where moves near the two ends interact, then for every
// ℓ >= L0 each option of (T, ℓ) has a side of length at least e+P,
// which a move P vertices nearer its end shortens by P to an option of
// (T, ℓ−P) of the same value, and each option of (T, ℓ−P) has a side of
// at least e, which a move P further lengthens to an option of (T, ℓ):
// the options' values are the same sets, and by induction g_T is
// periodic from e for every type. Diamonds: period 12 members (36
// vertices); distance:N,1,3 (OEIS A317367): period 62 from n = 116.

// StripPeriod is a proven period of a strip's interval types, in
// vertices: g_T(ℓ+Period) = g_T(ℓ) for every type T and ℓ >= Preperiod.
type StripPeriod struct {
	Preperiod, Period int
	// Checked is the longest interval valued: the proof reads the values
	// up to 2·Preperiod + 2·Period + D.
	Checked int
	types   int // the types the proof covers
}

// splitSlack bounds D, what a move takes from an interval's length
// besides its two sides: the move's closed neighbourhood (2·Width+1)
// and trimming near the ends (2·edge).
func (v *stripValuer) splitSlack() int {
	return 2*v.edge() + 2*v.s.Width + 1
}

// edge is how near an end a move is valued one by one (valueAt).
func (v *stripValuer) edge() int { return v.shortLength + 2*v.s.Width + 2*v.s.Period }

// provePeriod looks, in the values computed up to upto, for the least
// period P (a multiple of the strip's Period) with the least preperiod
// e >= edge for which the values up to upto prove it.
func (v *stripValuer) provePeriod(upto int) (StripPeriod, bool) {
	p := v.s.Period
	for P := p; 2*P+2*v.edge()+v.splitSlack() <= upto; P += p {
		last := v.edge() - 1 // the last length at which some type breaks the period
		for _, g := range v.values {
			for l := upto - P; l > last; l-- {
				if g[l] != g[l+P] {
					last = l
					break
				}
			}
		}
		e := last + 1
		if 2*e+2*P+v.splitSlack() <= upto {
			return StripPeriod{Preperiod: e, Period: P, Checked: upto, types: len(v.types)}, true
		}
	}
	return StripPeriod{}, false
}

// periodSearchLengths bounds the intervals valued in search of a period
// before a strip too long to value whole is refused.
const periodSearchLengths = 1 << 15

// stripPeriodOf values the strip's types at doubling lengths until a
// period is proven, or periodSearchLengths is reached.
func (v *stripValuer) stripPeriodOf(ctx context.Context) (StripPeriod, bool, error) {
	for upto := 1024; upto <= periodSearchLengths; upto *= 2 {
		if err := ctx.Err(); err != nil {
			return StripPeriod{}, false, err
		}
		if err := v.extend(upto); err != nil {
			return StripPeriod{}, false, err
		}
		if per, ok := v.provePeriod(upto); ok {
			return per, true, nil
		}
	}
	return StripPeriod{}, false, nil
}

// reduce returns the length within the computed values that has the same
// value as length by the period.
func (per StripPeriod) reduce(length *big.Int) int {
	if length.Cmp(big.NewInt(int64(per.Preperiod))) < 0 {
		return int(length.Int64())
	}
	r := new(big.Int).Sub(length, big.NewInt(int64(per.Preperiod)))
	r.Mod(r, big.NewInt(int64(per.Period)))
	return per.Preperiod + int(r.Int64())
}

// ProveStripPeriod values the strip's interval types until a period is
// proven (see StripPeriod), up to 2^15 vertices.
func ProveStripPeriod(ctx context.Context, s Strip) (StripPeriod, error) {
	v := newStripValuer(ctx, s)
	defer v.close()
	if err := v.discover(interval{length: 4 * v.shortLength}); err != nil {
		return StripPeriod{}, err
	}
	per, ok, err := v.stripPeriodOf(ctx)
	if err != nil {
		return per, err
	}
	if !ok {
		return per, fmt.Errorf("%s: no period proven by the values of intervals up to %d vertices", s.Name, periodSearchLengths)
	}
	return per, nil
}
