package automata

import (
	"context"
	"fmt"
	"math/big"
	"sync"
)

// negBase is msd_neg_k, base -k: digits 0..k-1 of weights (-k)^i, every
// word valid, every integer (negative too) written once up to leading
// zeros (Grünwald 1885; Knuth, TAOCP vol. 2, 4.1).
type negBase struct {
	k    int
	once sync.Once
	// the automata, built on first use
	valid, addition, equality, lessThan *DFA
}

var negSystems registry[int, *negBase]

// NegBase returns msd_neg_k, the base -k numeration of the integers. It
// panics unless 2 <= k <= MaxBase.
func NegBase(k int) Numeration {
	if k < 2 || k > MaxBase {
		panic(fmt.Sprintf("automata: NegBase(%d); want 2..%d", k, MaxBase))
	}
	return negSystems.get(k, func() *negBase { return &negBase{k: k} })
}

// Signed reports whether s writes negative integers too (a negative
// base, read msd or lsd first): its Encode takes any integer.
func Signed(s Numeration) bool {
	msd, _ := MSD(s)
	if c, ok := msd.(*customSystem); ok {
		return c.signed
	}
	_, ok := msd.(*negBase)
	return ok
}

func (s *negBase) Name() string { return fmt.Sprintf("msd_neg_%d", s.k) }

func (s *negBase) Base() int { return s.k }

// Encode writes n, of any sign, most significant digit first: each digit
// is n mod k in 0..k-1, and n becomes (n - digit) / -k.
func (s *negBase) Encode(n *big.Int) []int {
	var digits []int
	rest := new(big.Int).Set(n)
	k := big.NewInt(int64(s.k))
	minusK := big.NewInt(int64(-s.k))
	digit := new(big.Int)
	for rest.Sign() != 0 {
		digit.Mod(rest, k)
		digits = append(digits, int(digit.Int64()))
		rest.Sub(rest, digit)
		rest.Quo(rest, minusK)
	}
	for i, j := 0, len(digits)-1; i < j; i, j = i+1, j-1 {
		digits[i], digits[j] = digits[j], digits[i]
	}
	return digits
}

func (s *negBase) Decode(digits []int) *big.Int {
	n := new(big.Int)
	minusK := big.NewInt(int64(-s.k))
	for _, d := range digits {
		n.Mul(n, minusK).Add(n, big.NewInt(int64(d)))
	}
	return n
}

func (s *negBase) built() *negBase {
	s.once.Do(func() {
		k := s.k
		s.valid = Universal([]int{k})
		// α = x + y - z so far, in units of (-k)^m for the m digits to
		// come, which add at most 2k^m in absolute value: only |α| <= 2
		// can still reach 0.
		s.addition = mustExplore([]int{k, k, k}, 0,
			func(alpha int, d []int) (int, bool) {
				next := -k*alpha + d[0] + d[1] - d[2]
				return next, next >= -2 && next <= 2
			},
			func(alpha int) bool { return alpha == 0 })
		s.equality = equalityOf(k, s.valid)
		// x < y iff y = x + d for some d > 0, and d > 0 iff its leading
		// nonzero digit has an even weight: an odd number of digits
		// from it to the end (the digits below it weigh less).
		positive := mustExplore([]int{k}, 0,
			func(state int, d []int) (int, bool) {
				switch {
				case state == 0 && d[0] == 0:
					return 0, true
				case state == 0:
					return 1, true
				}
				return 3 - state, true // 1 (odd count) <-> 2 (even)
			},
			func(state int) bool { return state == 1 })
		three := []int{k, k, k}
		sum := mustReindex(s.addition, three, []int{0, 2, 1}) // x + d = y on tracks (x, y, d)
		joined := sum.Intersect(mustReindex(positive, three, []int{2})).Minimize()
		less, err := joined.Project(context.Background(), 2, 0)
		if err != nil {
			panic(err)
		}
		s.lessThan = less.Minimize()
	})
	return s
}

func (s *negBase) Valid() *DFA    { return s.built().valid }
func (s *negBase) Addition() *DFA { return s.built().addition }
func (s *negBase) Equality() *DFA { return s.built().equality }
func (s *negBase) LessThan() *DFA { return s.built().lessThan }

func (s *negBase) Constant(c *big.Int) *DFA { return constantOf(s, c) }
