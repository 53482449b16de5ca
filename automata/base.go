package automata

import (
	"fmt"
	"math/big"
	"sync"
)

// baseK is msd_k, the base-k numeration.
type baseK struct {
	k int
	standardAutomata
}

// standardAutomata are a numeration system's automata of validity,
// addition, equality and order, built once, on first use: build gives the
// first two, which differ from system to system, and the other two follow
// from validity over digits 0..base-1. A system embeds it and sets base
// and build when it is made.
type standardAutomata struct {
	base  int
	build func() (valid, addition *DFA)

	once                                sync.Once
	valid, addition, equality, lessThan *DFA
}

func (a *standardAutomata) built() *standardAutomata {
	a.once.Do(func() {
		a.valid, a.addition = a.build()
		a.equality = equalityOf(a.base, a.valid)
		a.lessThan = lessThanOf(a.base, a.valid)
	})
	return a
}

func (a *standardAutomata) Valid() *DFA { return a.built().valid }

func (a *standardAutomata) Addition() *DFA { return a.built().addition }

func (a *standardAutomata) Equality() *DFA { return a.built().equality }

func (a *standardAutomata) LessThan() *DFA { return a.built().lessThan }

// MaxBase is the largest base of msd_k: the addition automaton of base
// k reads k^3 letters, at most MaxLetters.
const MaxBase = 100

var baseSystems registry[int, *baseK]

// Base returns msd_k, the base-k numeration (digits 0..k-1, every word
// valid). It panics unless 2 <= k <= MaxBase.
func Base(k int) Numeration {
	if k < 2 || k > MaxBase {
		panic(fmt.Sprintf("automata: Base(%d); want 2..%d", k, MaxBase))
	}
	return baseSystems.get(k, func() *baseK {
		s := &baseK{k: k}
		s.standardAutomata.base = k
		s.build = func() (*DFA, *DFA) { return Universal([]int{k}), s.buildAddition() }
		return s
	})
}

func (s *baseK) Name() string { return fmt.Sprintf("msd_%d", s.k) }

func (s *baseK) Base() int { return s.k }

func (s *baseK) Encode(n *big.Int) []int {
	if n.Sign() < 0 {
		panic("automata: Encode of a negative number")
	}
	var digits []int
	rest := new(big.Int).Set(n)
	k := big.NewInt(int64(s.k))
	digit := new(big.Int)
	for rest.Sign() > 0 {
		rest.QuoRem(rest, k, digit)
		digits = append(digits, int(digit.Int64()))
	}
	for i, j := 0, len(digits)-1; i < j; i, j = i+1, j-1 {
		digits[i], digits[j] = digits[j], digits[i]
	}
	return digits
}

func (s *baseK) appendDigits(dst []int, v uint64) []int {
	start := len(dst)
	for k := uint64(s.k); v > 0; v /= k {
		dst = append(dst, int(v%k))
	}
	for i, j := start, len(dst)-1; i < j; i, j = i+1, j-1 {
		dst[i], dst[j] = dst[j], dst[i]
	}
	return dst
}

func (s *baseK) Decode(digits []int) *big.Int {
	n := new(big.Int)
	k := big.NewInt(int64(s.k))
	for _, d := range digits {
		n.Mul(n, k).Add(n, big.NewInt(int64(d)))
	}
	return n
}

func (s *baseK) Constant(c *big.Int) *DFA { return constantOf(s, c) }

// buildAddition explores D = x + y - z read so far as α·k^m, m the number
// of digits still to come: reading digits x, y, z makes α' = k·α + x + y - z,
// and the rest can contribute -(k^m - 1) .. 2(k^m - 1), so only α = 0 and
// α = -1 (a carry owed to z) can still reach D = 0, which is acceptance.
func (s *baseK) buildAddition() *DFA {
	k := s.k
	return mustExplore([]int{k, k, k}, 0,
		func(alpha int, d []int) (int, bool) {
			next := k*alpha + d[0] + d[1] - d[2]
			return next, next == 0 || next == -1
		},
		func(alpha int) bool { return alpha == 0 })
}
