package octal

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// HugeHeap returns MaxSequenceValues: from there on the winning moves are
// read off the proven period (WinningMovesHuge). Grundy's game, whose
// periodicity is open, has none.
func (r Rules) HugeHeap() (*big.Int, bool) {
	return big.NewInt(MaxSequenceValues), !r.Grundy
}

var _ game.HugeHeapMover = Rules{}

// WinningMovesHuge returns the winning moves of normal play from the heaps
// p, of any size, from seq, whose period must be proven. A move takes k
// tokens from one heap n (dk != 0) and leaves no heap, one heap n - k, or
// two heaps a + b = n - k; the one-heap moves are tried one by one. For a
// split of a large heap, a pair with a below the preperiod e is tried one
// by one, and the pairs with both parts at e or above fall into the
// period's p residue classes of a, in each of which G(a) xor G(n-k-a) is
// fixed: a winning class is counted, not listed. So the work is
// O(len(p)·t·(e + p)) for the code's last digit t, at any heap size.
//
// When the count exceeds most, Moves is nil: the caller says how many
// there are. It fails for Grundy's game, whose moves are not read off
// digits, and for a sequence without a proven period.
func (r Rules) WinningMovesHuge(ctx context.Context, hs game.HeapSequence, p []*big.Int, most int) (game.HugeMoves, error) {
	var out game.HugeMoves
	seq, ok := hs.(*Sequence)
	if r.Grundy || !ok || !seq.Proven {
		return out, game.Refuse(fmt.Errorf("octal: %s: winning moves at a heap of any size need a proven period", r))
	}
	out.Preperiod, out.Period = seq.Period.Preperiod, seq.Period.Period
	value := func(n *big.Int) int {
		v, _ := seq.Value(n)
		return v
	}
	heaps := slices.Clone(p)
	slices.SortFunc(heaps, func(a, b *big.Int) int { return a.Cmp(b) })
	x := 0
	for _, h := range heaps {
		x ^= value(h)
	}
	out.Count = new(big.Int)
	if x == 0 {
		return out, nil
	}
	e, per := int64(seq.Period.Preperiod), int64(seq.Period.Period)
	large := big.NewInt(2*(e+per) + 2) // a rest this large splits into classes
	one := big.NewInt(1)
	var moves [][]*big.Int
	keep := func(i int, parts ...*big.Int) {
		out.Count.Add(out.Count, one)
		if len(moves) >= most {
			return // more than asked for: only counted
		}
		q := slices.Concat(heaps[:i], heaps[i+1:])
		for _, h := range parts {
			if h.Sign() > 0 {
				q = append(q, h)
			}
		}
		if len(q) == 0 {
			q = []*big.Int{new(big.Int)}
		}
		slices.SortFunc(q, func(a, b *big.Int) int { return a.Cmp(b) })
		moves = append(moves, q)
	}
	for i, n := range heaps {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		if i > 0 && heaps[i-1].Cmp(n) == 0 {
			continue
		}
		target := value(n) ^ x
		for k, d := range r.Digits {
			kk := big.NewInt(int64(k))
			if kk.Cmp(n) > 0 {
				break
			}
			rest := new(big.Int).Sub(n, kk)
			if k > 0 && d&1 != 0 && rest.Sign() == 0 && target == 0 {
				keep(i)
			}
			if k > 0 && d&2 != 0 && rest.Sign() > 0 && value(rest) == target {
				keep(i, rest)
			}
			if d&4 == 0 {
				continue
			}
			if rest.Cmp(large) < 0 { // a small rest: every split tried
				m := rest.Int64()
				for a := int64(1); 2*a <= m; a++ {
					b := big.NewInt(m - a)
					if value(big.NewInt(a))^value(b) == target {
						keep(i, big.NewInt(a), b)
					}
				}
				continue
			}
			for a := int64(1); a < e; a++ { // a before the period, b = rest - a in it
				b := new(big.Int).Sub(rest, big.NewInt(a))
				if value(big.NewInt(a))^value(b) == target {
					keep(i, big.NewInt(a), b)
				}
			}
			// e <= a <= rest/2: a = e + c + j·per, c the class.
			half := new(big.Int).Rsh(rest, 1)
			for c := int64(0); c < per; c++ {
				a := big.NewInt(e + c)
				if value(a)^value(new(big.Int).Sub(rest, a)) != target {
					continue
				}
				// the a = e + c + j·per <= half: j = 0 .. (half - e - c) / per
				members := new(big.Int).Sub(half, a)
				members.Quo(members, big.NewInt(per))
				members.Add(members, one)
				out.Count.Add(out.Count, members)
				out.Periodic = true
			}
		}
	}
	if out.Periodic || out.Count.Cmp(big.NewInt(int64(most))) > 0 {
		return out, nil
	}
	out.Moves = moves
	return out, nil
}
