package wythoff

import (
	"fmt"
	"math/big"
)

// Definition3 returns the first count pairs (a_n, b_n) of (p,m)-Wythoff by
// the letter of Definition 3 (seed 001): a_n = mex{a_i, b_i : i < n},
// b_n = a_n + floor(n/p) m, with a table of used values. It is the
// reference for Stream and the closed forms. O(count) time and memory.
func Definition3(p, m, count int) [][2]int {
	out := make([][2]int, count)
	used := map[int]bool{}
	a := 0
	for n := range count {
		for used[a] {
			a++
		}
		b := a + (n/p)*m
		used[a], used[b] = true, true
		out[n] = [2]int{a, b}
	}
	return out
}

// Stream generates the pairs of Definition 3 one at a time in O(1)
// amortised time per pair and O(log n) memory.
//
// a_n is the least integer above a_{n-1} that is no earlier b_i. The
// earlier b_i above a_{n-1} are not stored: a second Stream of the same
// game, running behind, yields b_0, b_1, … in increasing order, and so on
// recursively. The lagging stream is at index about n alpha/beta, so the
// total work is a geometric sum, O(n), and the depth is O(log n).
type Stream struct {
	p, m  int64
	n     int64 // index of the next pair
	lastA int64
	lag   *Stream
	// pending is the smallest b_j (j < n) of the lag not yet passed.
	pending   int64
	pendingOK bool
}

// NewStream returns a stream of (p,m)-Wythoff pairs from index 0.
func NewStream(p, m int) (*Stream, error) {
	if err := checkParameters(p, m); err != nil {
		return nil, err
	}
	return &Stream{p: int64(p), m: int64(m), lastA: -1}, nil
}

// Index returns the index of the pair Next will return.
func (s *Stream) Index() int64 { return s.n }

// Next returns (a_n, b_n) and advances to n+1.
func (s *Stream) Next() (a, b int64) {
	c := s.lastA + 1
	for {
		s.fill()
		if !s.pendingOK || s.pending > c {
			break
		}
		if s.pending == c {
			c++
		}
		s.pendingOK = false // consumed or passed
	}
	a = c
	b = a + (s.n/s.p)*s.m
	s.lastA = a
	s.n++
	return a, b
}

// fill makes pending the next b_j of the lag, j < n, if there is one.
func (s *Stream) fill() {
	if s.pendingOK {
		return
	}
	if s.lag == nil {
		s.lag = &Stream{p: s.p, m: s.m, lastA: -1}
	}
	if s.lag.n >= s.n {
		return // no earlier b is left to yield
	}
	_, s.pending = s.lag.Next()
	s.pendingOK = true
}

// Depth returns the number of streams in the chain, for tests of the
// memory bound.
func (s *Stream) Depth() int {
	d := 0
	for t := s; t != nil; t = t.lag {
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
// (p a'_n + r, p b'_n + r) with i = p n + r over the (1, m/p) pairs (seed
// 001 §1.4.5). ok is false when p does not divide m (no closed form).
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
	if err := checkParameters(p, m); err != nil {
		return nil, err
	}
	if from.Sign() < 0 || count < 0 {
		return nil, fmt.Errorf("wythoff: negative index or count")
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
		return nil, fmt.Errorf("wythoff: (%d,%d)-Wythoff has no closed form (p does not divide m); indices are streamed from 0 and must stay below %d", p, m, int64(MaxStreamIndex))
	}
	s, _ := NewStream(p, m)
	for s.Index() < from.Int64() {
		s.Next()
	}
	for range count {
		a, b := s.Next()
		out = append(out, [2]*big.Int{big.NewInt(a), big.NewInt(b)})
	}
	return out, nil
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
		return false, fmt.Errorf("wythoff: (%d,%d)-Wythoff has no closed form; piles up to %d are decided by streaming", p, m, int64(MaxStreamIndex))
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
