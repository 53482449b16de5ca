package turning

import (
	"math/big"
	"math/bits"
)

// Value returns the Sprague-Grundy value of a single head on coin n >= 1
// (0 for n = 0, no coin): n in Turning Turtles (Nim), the (n−1)-th odious
// number in Mock Turtles (OEIS A000069, offset 0), the largest power of 2
// dividing n in Ruler (OEIS A006519).
func (g Game) Value(n int) int {
	if n <= 0 {
		return 0
	}
	switch g.Rule {
	case MockTurtles:
		m := n - 1
		return 2*m + 1 - bits.OnesCount64(uint64(m))%2
	case Ruler:
		return n & -n
	}
	return n
}

// ValueBig is Value for a coin of any index.
func (g Game) ValueBig(n *big.Int) *big.Int {
	if n.Sign() <= 0 {
		return new(big.Int)
	}
	switch g.Rule {
	case MockTurtles:
		m := new(big.Int).Sub(n, big.NewInt(1))
		ones := 0
		for _, w := range m.Bits() {
			ones += bits.OnesCount64(uint64(w))
		}
		v := m.Lsh(m, 1)
		return v.Add(v, big.NewInt(int64(1-ones%2)))
	case Ruler:
		return new(big.Int).Lsh(big.NewInt(1), n.TrailingZeroBits())
	}
	return new(big.Int).Set(n)
}

// nimSum returns the value of a row: the nim-sum of its single heads'
// values (a coin listed twice cancels, as its values do).
func (g Game) nimSum(p []int) int {
	x := 0
	for _, c := range p {
		x ^= g.Value(c)
	}
	return x
}

// inverse returns the coin a >= 1 with Value(a) = w, or 0 when there is
// none. For Ruler there are many (every odd multiple of a power of 2);
// inverse is not used for it.
func (g Game) inverse(w int) int {
	switch g.Rule {
	case Turtles:
		return w
	case MockTurtles:
		if w <= 0 || bits.OnesCount64(uint64(w))%2 == 0 {
			return 0 // not odious
		}
		return w>>1 + 1
	}
	return 0
}

// grayInverse returns the m >= 0 with m xor (m >> 1) = x.
func grayInverse(x int) int {
	m := x
	for s := 1; s < 64; s <<= 1 {
		m ^= m >> s
	}
	return m
}
