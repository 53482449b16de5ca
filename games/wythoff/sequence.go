package wythoff

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/mex-cgt/mex/game"
)

// Definition3 returns the first count pairs (a_n, b_n) of (p,m)-Wythoff by
// the letter of Definition 3 (Larsson 2009): a_n = mex{a_i, b_i : i < n},
// b_n = a_n + floor(n/p) m, with a table of used values. It is the
// reference for Stream and the closed forms. O(count) time and memory.
func Definition3(p, m, count int) [][2]int {
	out := make([][2]int, count)
	var used []bool // used[v]: v is some earlier a_i or b_i
	mark := func(v int) {
		for v >= len(used) {
			used = append(used, make([]bool, len(used)+64)...)
		}
		used[v] = true
	}
	a := 0
	for n := range count {
		for a < len(used) && used[a] {
			a++
		}
		b := a + (n/p)*m
		mark(a)
		mark(b)
		out[n] = [2]int{a, b}
	}
	return out
}

// Stream generates the pairs of Definition 3 one at a time in O(1)
// amortised time per pair and O(log n) memory.
//
// For n < p, a_n = b_n = n. For n >= p, a_n is the least integer above
// a_{n-1} that is no earlier b_i. Those earlier b_i are not stored: a second
// generator of the same game, running behind, yields b_0, b_1, … in
// increasing order, a batch at a time, and so on recursively. Reading ahead
// is safe: for j >= n >= p, b_j >= a_n + m exceeds every candidate for a_n.
// The lagging generator is at about alpha/beta of the index of the one
// before, so the total work is a geometric sum, O(n), and the depth is
// O(log n / log(beta/alpha)).
type Stream struct {
	top    *level
	as, bs []int64 // generated pairs not yet returned: as[pos:], bs[pos:]
	pos    int
	index  int64
}

// level is one generator of the chain.
type level struct {
	p, m  int64
	n     int64 // index of the next pair to generate
	lastA int64
	// delta = floor(n/p) m and phase = n mod p, kept incrementally: no
	// division in the loop.
	delta, phase int64
	lag          *level
	// upcoming holds b-values of the lag, increasing; upcoming[next:] are
	// not yet passed.
	upcoming []int64
	next     int
}

// batch is the number of pairs a stream generates at once and the most
// b-values a level takes from its lag at once.
const batch = 512

// NewStream returns a stream of (p,m)-Wythoff pairs from index 0.
func NewStream(p, m int) (*Stream, error) {
	if err := checkParameters(p, m); err != nil {
		return nil, err
	}
	return &Stream{top: newLevel(int64(p), int64(m))}, nil
}

func newLevel(p, m int64) *level { return &level{p: p, m: m, lastA: -1} }

// Index returns the index of the pair Next will return.
func (s *Stream) Index() int64 { return s.index }

// Next returns (a_n, b_n) and advances to n+1.
func (s *Stream) Next() (a, b int64) {
	if s.pos == len(s.as) {
		if s.as == nil {
			s.as, s.bs = make([]int64, batch), make([]int64, batch)
		}
		s.top.generate(s.as, s.bs)
		s.pos = 0
	}
	a, b = s.as[s.pos], s.bs[s.pos]
	s.pos++
	s.index++
	return a, b
}

// Fill writes the next len(as) pairs to as and bs (which must have the same
// length): the fast way to stream many pairs.
func (s *Stream) Fill(as, bs []int64) {
	i := 0
	for ; i < len(as) && s.pos < len(s.as); i++ { // pairs already generated
		as[i], bs[i] = s.as[s.pos], s.bs[s.pos]
		s.pos++
	}
	s.top.generate(as[i:], bs[i:len(as)])
	s.index += int64(len(as))
}

// generate fills bs (and as, unless nil) with the next len(bs) pairs.
// Between two consecutive earlier b-values every integer is an a-value,
// so the loop emits whole runs of a's; its state stays in local variables
// and is written back only around a refill.
func (l *level) generate(as, bs []int64) {
	c, delta, phase, n := l.lastA+1, l.delta, l.phase, l.n // c: next candidate
	up, next := l.upcoming, l.next
	i := 0
	for i < len(bs) && n < l.p { // a_n = b_n = n for n < p
		if as != nil {
			as[i] = c
		}
		bs[i] = c
		c, n, i = c+1, n+1, i+1
		if phase++; phase == l.p {
			phase, delta = 0, delta+l.m
		}
	}
	for i < len(bs) {
		// Skip the earlier b-values at or below c.
		for {
			if next == len(up) {
				l.n, l.next = n, next
				if !l.refill() {
					break
				}
				up, next = l.upcoming, 0
			}
			if up[next] > c {
				break
			}
			if up[next] == c {
				c++
			}
			next++
		}
		// Every value from c below the next earlier b is an a-value. When
		// the lag has caught up, the b of each new pair may block the next
		// candidate, so the run is one pair long.
		run := 1
		if next < len(up) {
			run = int(min(int64(len(bs)-i), up[next]-c))
		}
		if as != nil {
			for k := range run {
				as[i+k] = c + int64(k)
			}
		}
		out := bs[i : i+run]
		for k := range out {
			out[k] = c + delta
			c++
			if phase++; phase == l.p {
				phase, delta = 0, delta+l.m
			}
		}
		i += run
		n += int64(run)
	}
	l.lastA, l.delta, l.phase, l.n = c-1, delta, phase, n
	l.upcoming, l.next = up, next
}

// refill takes the lag's next batch of b-values b_j, j < n (the lag never
// reaches the index of its parent, or levels would recurse without end);
// it reports false when there is none.
func (l *level) refill() bool {
	if l.lag == nil {
		l.lag = newLevel(l.p, l.m)
	}
	k := int(min(l.n-l.lag.n, batch))
	if k <= 0 {
		return false
	}
	if cap(l.upcoming) < batch {
		l.upcoming = make([]int64, batch)
	}
	l.upcoming = l.upcoming[:k]
	l.lag.generate(nil, l.upcoming)
	return true
}

// Depth returns the number of generators in the chain, for tests of the
// memory bound.
func (s *Stream) Depth() int {
	d := 0
	for l := s.top; l != nil; l = l.lag {
		d++
	}
	return d
}

// FraenkelPair returns the n-th P-position of (1,m)-Wythoff Nim by
// Fraenkel's Beatty pair: a_n = floor(n alpha), b_n = a_n + m n, with
// alpha = (2 - m + sqrt(m^2 + 4))/2, computed exactly as
// floor((n(2-m) + isqrt(n^2 (m^2+4))) / 2) (m^2 + 4 is never a square).
func FraenkelPair(m int64, n *big.Int) (a, b *big.Int) {
	s := new(big.Int).Mul(n, n)
	s.Mul(s, big.NewInt(m*m+4))
	s.Sqrt(s)
	s.Add(s, new(big.Int).Mul(n, big.NewInt(2-m)))
	a = s.Div(s, big.NewInt(2)) // Euclidean division = floor for a positive divisor
	b = new(big.Int).Add(a, new(big.Int).Mul(n, big.NewInt(m)))
	return a, b
}

// PairAt returns the i-th pair (a_i, b_i) of (p,m)-Wythoff by a closed form:
// Fraenkel's Beatty pair when p = 1, and when p divides m the pair
// (p a'_n + r, p b'_n + r) with i = p n + r over the (1, m/p) pairs (Larsson
// 2009 §1.4.5). ok is false when p does not divide m (no closed form).
func PairAt(p, m int64, i *big.Int) (a, b *big.Int, ok bool) {
	if m%p != 0 {
		return nil, nil, false
	}
	n, r := new(big.Int).QuoRem(i, big.NewInt(p), new(big.Int))
	a, b = FraenkelPair(m/p, n)
	scale := big.NewInt(p)
	a.Mul(a, scale).Add(a, r)
	b.Mul(b, scale).Add(b, r)
	return a, b, true
}

// MaxStreamIndex bounds the index reached by streaming when no closed form
// exists: about a minute of work.
const MaxStreamIndex = 20_000_000_000

// Pairs returns the pairs with indices from..from+count-1 in index order:
// by a closed form when one exists (any index), else by streaming from 0
// (from + count <= MaxStreamIndex).
func Pairs(p, m int, from *big.Int, count int) ([][2]*big.Int, error) {
	return PairsContext(context.Background(), p, m, from, count)
}

// PairsContext is Pairs that stops with ctx.Err() when ctx is done
// (looked at every 2^16 pairs streamed).
func PairsContext(ctx context.Context, p, m int, from *big.Int, count int) ([][2]*big.Int, error) {
	if err := checkParameters(p, m); err != nil {
		return nil, err
	}
	if from.Sign() < 0 || count < 0 {
		return nil, game.Refuse(fmt.Errorf("wythoff: negative index or count"))
	}
	out := make([][2]*big.Int, 0, count)
	if int64(m)%int64(p) == 0 {
		i := new(big.Int).Set(from)
		for range count {
			a, b, _ := PairAt(int64(p), int64(m), i)
			out = append(out, [2]*big.Int{a, b})
			i.Add(i, big.NewInt(1))
		}
		return out, nil
	}
	end := new(big.Int).Add(from, big.NewInt(int64(count)))
	if !end.IsInt64() || end.Int64() > MaxStreamIndex {
		return nil, game.Refuse(fmt.Errorf("wythoff: (%d,%d)-Wythoff has no closed form (p does not divide m); indices are streamed from 0 and must stay below %d", p, m, int64(MaxStreamIndex)))
	}
	if err := reachable(ctx, p, m, end.Int64()); err != nil {
		return nil, err
	}
	s, _ := NewStream(p, m)
	as, bs := make([]int64, 1<<16), make([]int64, 1<<16)
	for s.Index() < from.Int64() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		k := min(int64(len(as)), from.Int64()-s.Index())
		s.Fill(as[:k], bs[:k])
	}
	for i := range count {
		if i&(1<<16-1) == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		a, b := s.Next()
		out = append(out, [2]*big.Int{big.NewInt(a), big.NewInt(b)})
	}
	return out, nil
}

// fastestStream is the most pairs a second the stream has produced on one
// core (10^9 pairs of (2,3)-Wythoff in 7.7 s, BENCHMARKS.md): what a
// deadline can reach at best.
const fastestStream = 130_000_000

// noteAfter is the least time a stream from index 0 must take for a run
// with no deadline to be told why it does not start where it was asked.
const noteAfter = 5 * time.Second

// reachable refuses, before any work, a stream to index end that cannot
// finish before ctx's deadline even at the stream's best speed: without a
// closed form the pairs are generated from index 0, so a far index costs
// its whole prefix.
func reachable(ctx context.Context, p, m int, end int64) error {
	need := time.Duration(float64(end) / fastestStream * float64(time.Second))
	deadline, ok := ctx.Deadline()
	if !ok {
		if need >= noteAfter {
			game.Note(ctx, "(%d,%d)-Wythoff has no closed form (p does not divide m), so its pairs are generated from index 0: reaching index %d takes at least %s", p, m, end, need.Round(time.Second))
		}
		return nil
	}
	if left := time.Until(deadline); need > left {
		return game.Refuse(fmt.Errorf("wythoff: (%d,%d)-Wythoff has no closed form (p does not divide m), so its pairs are generated from index 0: reaching index %d takes at least %s, and this request has %s", p, m, end, need.Round(time.Second), left.Round(time.Second)))
	}
	return nil
}

// IsPPosition reports whether (x, y) is a P-position of (p,m)-Wythoff:
// exactly for any size when p divides m (closed form, with the Beatty
// inverse), else by streaming pairs until a_n > min(x, y).
func IsPPosition(p, m int, x, y *big.Int) (bool, error) {
	if err := checkParameters(p, m); err != nil {
		return false, err
	}
	lo, hi := x, y
	if lo.Cmp(hi) > 0 {
		lo, hi = hi, lo
	}
	if p == 1 && m == 1 {
		return IsP(lo, hi), nil
	}
	if !lo.IsInt64() || lo.Int64() > MaxStreamIndex {
		if m%p == 0 {
			return isPClosed(int64(p), int64(m), lo, hi), nil
		}
		return false, game.Refuse(fmt.Errorf("wythoff: (%d,%d)-Wythoff has no closed form; piles up to %d are decided by streaming", p, m, int64(MaxStreamIndex)))
	}
	s, _ := NewStream(p, m)
	for {
		a, b := s.Next()
		if a > lo.Int64() {
			return false, nil
		}
		if a == lo.Int64() {
			return hi.IsInt64() && hi.Int64() == b, nil
		}
		if b == lo.Int64() {
			return hi.IsInt64() && hi.Int64() == b && a == b, nil
		}
	}
}

// isPClosed decides membership for p | m from the closed form: the pair
// with smaller coordinate lo has index about lo/alpha; it searches the
// indices near the estimate.
func isPClosed(p, m int64, lo, hi *big.Int) bool {
	// a_i is increasing in i, and a_i >= (i - p) (a_i grows at least as i).
	// Bisection on i for a_i = lo.
	left, right := new(big.Int), new(big.Int).Add(lo, big.NewInt(1))
	for left.Cmp(right) < 0 { // least i with a_i >= lo
		mid := new(big.Int).Add(left, right)
		mid.Rsh(mid, 1)
		if a, _, _ := PairAt(p, m, mid); a.Cmp(lo) < 0 {
			left = mid.Add(mid, big.NewInt(1))
		} else {
			right = mid
		}
	}
	a, b, _ := PairAt(p, m, left)
	return a.Cmp(lo) == 0 && b.Cmp(hi) == 0
}
