package fibonacci

import (
	"fmt"
	"math/big"
	"strings"
)

// weights returns the Fibonacci weights 1, 2, 3, 5, … not exceeding n
// (at least the weight 1).
func weights(n *big.Int) []*big.Int {
	w := []*big.Int{big.NewInt(1), big.NewInt(2)}
	for {
		next := new(big.Int).Add(w[len(w)-1], w[len(w)-2])
		if next.Cmp(n) > 0 {
			break
		}
		w = append(w, next)
	}
	for len(w) > 1 && w[len(w)-1].Cmp(n) > 0 {
		w = w[:len(w)-1]
	}
	return w
}

// Zeckendorf returns rho_F(n), the greedy representation of n >= 0: no two
// consecutive 1s, no leading 0, "0" for n = 0. It panics if n < 0.
func Zeckendorf(n *big.Int) string {
	if n.Sign() < 0 {
		panic("fibonacci: Zeckendorf of a negative number")
	}
	if n.IsUint64() {
		return ZeckendorfUint64(n.Uint64())
	}
	if n.Sign() == 0 {
		return "0"
	}
	w := weights(n)
	rest := new(big.Int).Set(n)
	var b strings.Builder
	for i := len(w) - 1; i >= 0; i-- {
		if w[i].Cmp(rest) <= 0 {
			b.WriteByte('1')
			rest.Sub(rest, w[i])
		} else {
			b.WriteByte('0')
		}
	}
	return strings.TrimLeft(b.String(), "0")
}

// Value returns pi_F(w), the value of a word over {0,1} with weights
// 1, 2, 3, 5, … from the right, or an error naming a bad letter.
func Value(w string) (*big.Int, error) {
	sum := new(big.Int)
	lo, hi := big.NewInt(1), big.NewInt(2) // weights of positions 0 and 1
	for i := len(w) - 1; i >= 0; i-- {
		switch w[i] {
		case '1':
			sum.Add(sum, lo)
		case '0':
		default:
			return nil, fmt.Errorf("fibonacci: %q is not a word over {0,1}", w)
		}
		lo, hi = hi, new(big.Int).Add(lo, hi)
	}
	return sum, nil
}

// weights64 holds the Fibonacci weights 1, 2, 3, 5, … below 2^64.
var weights64 = func() []uint64 {
	w := []uint64{1, 2}
	for {
		a, b := w[len(w)-2], w[len(w)-1]
		if a+b < b { // overflow
			return w
		}
		w = append(w, a+b)
	}
}()

// ZeckendorfUint64 is Zeckendorf for machine integers, without big
// arithmetic.
func ZeckendorfUint64(n uint64) string {
	if n == 0 {
		return "0"
	}
	buf := make([]byte, 0, len(weights64))
	for i := len(weights64) - 1; i >= 0; i-- {
		if weights64[i] <= n {
			buf = append(buf, '1')
			n -= weights64[i]
		} else if len(buf) > 0 {
			buf = append(buf, '0')
		}
	}
	return string(buf)
}

// WythoffPair returns (A_n, B_n) by Fibonacci numeration (n >= 1; (0, 0) for
// n = 0).
func WythoffPair(n *big.Int) (a, b *big.Int) {
	if n.Sign() == 0 {
		return new(big.Int), new(big.Int)
	}
	one := big.NewInt(1)
	a, _ = Value(Zeckendorf(new(big.Int).Sub(n, one)) + "0")
	a.Add(a, one)
	b, _ = Value(Zeckendorf(new(big.Int).Sub(a, one)) + "1")
	b.Add(b, one)
	return a, b
}

// Word returns the first n letters of the Fibonacci word, built by
// iterating the morphism a -> ab, b -> a from "a".
func Word(n int) string {
	w := "a"
	for len(w) < n {
		var b strings.Builder
		for _, c := range w {
			if c == 'a' {
				b.WriteString("ab")
			} else {
				b.WriteString("a")
			}
		}
		w = b.String()
	}
	return w[:n]
}
