package wythoff

import (
	"math"
	"math/big"
	"math/bits"
)

// Pair returns Wythoff's n-th P-position (A_n, B_n) for any n >= 0:
// A_n = floor((n + isqrt(5 n^2)) / 2), B_n = A_n + n. O(M(log n)) time.
func Pair(n *big.Int) (a, b *big.Int) {
	s := new(big.Int).Mul(n, n)
	s.Mul(s, big.NewInt(5))
	s.Sqrt(s)
	a = s.Add(s, n)
	a.Rsh(a, 1)
	return a, new(big.Int).Add(a, n)
}

// MaxPairIndex is the largest n for which PairInt's B_n fits in an int64.
const MaxPairIndex = 3_522_941_307_672_496_131 // floor((2^63-1) / phi^2)

// PairInt is Pair for machine integers 0 <= n <= MaxPairIndex, in a few
// nanoseconds: isqrt(5 n^2) is taken in 128-bit arithmetic. It panics
// outside that range.
func PairInt(n int64) (a, b int64) {
	if n < 0 || n > MaxPairIndex {
		panic("wythoff: PairInt index out of range")
	}
	hi, lo := bits.Mul64(uint64(n), uint64(n))
	// 5 n^2 as a 128-bit number (n < 2^62, so it fits).
	hi5, lo5 := hi*5, lo*5
	carry, _ := bits.Mul64(lo, 5)
	hi5 += carry
	s := isqrt128(hi5, lo5)
	return int64((s + uint64(n)) >> 1), int64((s+uint64(n))>>1) + n
}

// isqrt128 returns floor(sqrt(hi*2^64 + lo)) for values below 2^128.
func isqrt128(hi, lo uint64) uint64 {
	if hi == 0 && lo < 1<<52 {
		return uint64(math.Sqrt(float64(lo)))
	}
	// Float estimate, then Newton steps in exact integer arithmetic.
	x := math.Sqrt(float64(hi)*0x1p64 + float64(lo))
	var s uint64
	if x >= 0x1p64 {
		s = math.MaxUint64
	} else {
		s = uint64(x)
	}
	for range 3 {
		if s == 0 {
			break
		}
		if hi >= s { // quotient would overflow: s is far too small
			s = s<<1 | 1
			continue
		}
		q, _ := bits.Div64(hi, lo, s)
		next := (s >> 1) + (q >> 1) + (s & q & 1)
		if next == s {
			break
		}
		s = next
	}
	// Final correction: s*s <= v < (s+1)^2.
	for greater128(s, hi, lo) {
		s--
	}
	for s != math.MaxUint64 && !greater128(s+1, hi, lo) {
		s++
	}
	return s
}

// greater128 reports whether s*s > hi*2^64 + lo.
func greater128(s, hi, lo uint64) bool {
	h, l := bits.Mul64(s, s)
	return h > hi || (h == hi && l > lo)
}

// IsP reports whether (x, y) is a P-position of Wythoff's game, for
// non-negative integers of any size: with a = min, b = max and n = b - a,
// it is P iff A_n = a.
func IsP(x, y *big.Int) bool {
	a, b := x, y
	if a.Cmp(b) > 0 {
		a, b = b, a
	}
	n := new(big.Int).Sub(b, a)
	an, _ := Pair(n)
	return an.Cmp(a) == 0
}

// indexOf returns (k, true) if x = A_k and (k, false) if x = B_k, for x >
// 0. Every positive integer is exactly one of these (Beatty's theorem).
func indexOf(x *big.Int) (*big.Int, bool) {
	// floor(x/phi) = A_x - x is within 1 of the index if x is an A_k, and
	// floor(x/phi^2) = x - floor(x/phi) - 1 within 1 if x is a B_k.
	ax, _ := Pair(x)
	k := new(big.Int).Sub(ax, x) // floor(x / phi)
	for _, d := range []int64{0, 1, -1} {
		c := new(big.Int).Add(k, big.NewInt(d))
		if c.Sign() < 0 {
			continue
		}
		if a, _ := Pair(c); a.Cmp(x) == 0 {
			return c, true
		}
	}
	j := new(big.Int).Sub(x, k) // x - floor(x/phi) = ceil(x/phi^2)-ish
	for _, d := range []int64{-2, -1, 0, 1} {
		c := new(big.Int).Add(j, big.NewInt(d))
		if c.Sign() <= 0 {
			continue
		}
		if _, b := Pair(c); b.Cmp(x) == 0 {
			return c, false
		}
	}
	panic("wythoff: Beatty's theorem failed for " + x.String())
}

// Partner returns the y with (x, y) a P-position: B_k if x = A_k, A_k if
// x = B_k, and 0 for x = 0.
func Partner(x *big.Int) *big.Int {
	if x.Sign() == 0 {
		return new(big.Int)
	}
	k, isA := indexOf(x)
	a, b := Pair(k)
	if isA {
		return b
	}
	return a
}

// WinningMoves returns every move from (x, y) to a P-position of Wythoff's
// game, for integers of any size, in O(1) big-integer operations: the
// partner of each pile taken from the other pile, and the diagonal move to
// the pair with the same difference.
func WinningMoves(x, y *big.Int) [][2]*big.Int {
	var out [][2]*big.Int
	add := func(u, v *big.Int) {
		for _, m := range out {
			if m[0].Cmp(u) == 0 && m[1].Cmp(v) == 0 {
				return
			}
		}
		out = append(out, [2]*big.Int{u, v})
	}
	if py := Partner(x); py.Cmp(y) < 0 {
		add(x, py)
	}
	if px := Partner(y); px.Cmp(x) < 0 {
		add(px, y)
	}
	d := new(big.Int).Sub(y, x)
	if d.Sign() >= 0 {
		if a, b := Pair(d); a.Cmp(x) < 0 {
			add(a, b)
		}
	} else {
		d.Neg(d)
		if a, b := Pair(d); a.Cmp(y) < 0 {
			add(b, a)
		}
	}
	return out
}
