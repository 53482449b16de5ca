package automata

import (
	"math"
	"math/big"
)

// zeckendorf is msd_fib, Fibonacci (Zeckendorf) numeration: digit i from
// the right weighs W_i, W_0 = 1, W_1 = 2, W_i = W_{i-1} + W_{i-2}, and a
// word is valid iff it has no two adjacent 1s (Zeckendorf 1972).
type zeckendorf struct{ standardAutomata }

var fibonacciSystem = &zeckendorf{standardAutomata{base: 2, build: func() (*DFA, *DFA) {
	valid := mustExplore([]int{2}, 0,
		func(previous int, d []int) (int, bool) { return d[0], previous+d[0] < 2 },
		func(int) bool { return true })
	return valid, buildFibonacciAddition()
}}}

// Fibonacci returns msd_fib, Zeckendorf's numeration: digits 0 and 1,
// weights 1, 2, 3, 5, 8, … from the right, no two adjacent 1s.
func Fibonacci() Numeration { return fibonacciSystem }

func (s *zeckendorf) Name() string { return "msd_fib" }

func (s *zeckendorf) Base() int { return 2 }

// weights returns 1, 2, 3, 5, … up to the first weight above n.
func fibonacciWeights(n *big.Int) []*big.Int {
	w := []*big.Int{big.NewInt(1), big.NewInt(2)}
	for w[len(w)-1].Cmp(n) <= 0 {
		w = append(w, new(big.Int).Add(w[len(w)-1], w[len(w)-2]))
	}
	return w
}

func (s *zeckendorf) Encode(n *big.Int) []int { return greedyDigits(n, fibonacciWeights) }

// fibonacciWeights64 are the weights 1, 2, 3, 5, … below 2^64.
var fibonacciWeights64 = func() []uint64 {
	w := []uint64{1, 2}
	for {
		a, b := w[len(w)-2], w[len(w)-1]
		if a > math.MaxUint64-b {
			return w
		}
		w = append(w, a+b)
	}
}()

func (s *zeckendorf) appendDigits(dst []int, v uint64) []int {
	top := len(fibonacciWeights64) - 1
	for top >= 0 && fibonacciWeights64[top] > v {
		top--
	}
	for i := top; i >= 0; i-- {
		if fibonacciWeights64[i] <= v {
			dst = append(dst, 1)
			v -= fibonacciWeights64[i]
		} else {
			dst = append(dst, 0)
		}
	}
	return dst
}

func (s *zeckendorf) Decode(digits []int) *big.Int {
	n := new(big.Int)
	low, high := big.NewInt(1), big.NewInt(2) // W_i, W_{i+1}
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] != 0 {
			n.Add(n, new(big.Int).Mul(low, big.NewInt(int64(digits[i]))))
		}
		low, high = high, new(big.Int).Add(low, high)
	}
	return n
}

func (s *zeckendorf) Constant(c *big.Int) *DFA { return constantOf(s, c) }

// fibonacciCarry is a state of the Zeckendorf addition automaton: the
// difference D = x + y - z read so far equals α·W_m + β·W_{m-1}, m digits
// still to come (W_{-1} = 1), and previous holds each track's last digit,
// for validity.
type fibonacciCarry struct {
	alpha, beta int
	previous    [3]int
}

// buildFibonacciAddition explores the carry states. Reading c = x + y - z
// at position m-1 makes (α, β) → (α + β + c, α). With φ the golden ratio,
// v = αφ + β maps to φ(v + c), c in -1..2, and u = β - α/φ to -(u + c)/φ: u
// stays within ±2φ from 0, while once |v| > 20 (beyond the repelling points
// φ² and -2φ²) v diverges monotonically and α + β = u + φ(v - u)/√5 never
// returns to 0. Such states are dead, which leaves finitely many; the
// accepting ones have D = α + β = 0 at the end.
func buildFibonacciAddition() *DFA {
	phi := (1 + math.Sqrt(5)) / 2
	start := fibonacciCarry{}
	return mustExplore([]int{2, 2, 2}, start,
		func(s fibonacciCarry, d []int) (fibonacciCarry, bool) {
			for i := range d {
				if s.previous[i]+d[i] > 1 {
					return s, false
				}
			}
			next := fibonacciCarry{alpha: s.alpha + s.beta + d[0] + d[1] - d[2], beta: s.alpha,
				previous: [3]int{d[0], d[1], d[2]}}
			v := float64(next.alpha)*phi + float64(next.beta)
			return next, math.Abs(v) <= 20
		},
		func(s fibonacciCarry) bool { return s.alpha+s.beta == 0 })
}
