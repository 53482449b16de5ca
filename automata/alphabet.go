package automata

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// alphabetSystem is a track read over a set of integers ({0, 1},
// {-1, 0, 1}) with no arithmetic: Walnut's alphabets given as sets. Its
// digits 0..len(values)-1 stand for values[0], values[1], …
type alphabetSystem struct {
	values []int
	name   string
	once   sync.Once
	equal  *DFA
}

var (
	alphabetMu      sync.Mutex
	alphabetSystems = map[string]*alphabetSystem{}
)

// Alphabet returns the track over the integers values (distinct, in the
// order given), Walnut's {v1, v2, …}. It has no arithmetic: its Addition
// and LessThan are those of base len(values) on the digits' indices, and
// a formula never reads a number in it; its Name is Walnut's, "{0, 1}".
func Alphabet(values []int) (Numeration, error) {
	if len(values) < 1 || len(values) > MaxBase {
		return nil, fmt.Errorf("automata: an alphabet of %d letters; want 1..%d", len(values), MaxBase)
	}
	seen := map[int]bool{}
	parts := make([]string, len(values))
	for i, v := range values {
		if seen[v] {
			return nil, fmt.Errorf("automata: %d twice in an alphabet", v)
		}
		seen[v] = true
		parts[i] = strconv.Itoa(v)
	}
	name := "{" + strings.Join(parts, ", ") + "}"
	alphabetMu.Lock()
	defer alphabetMu.Unlock()
	if s, ok := alphabetSystems[name]; ok {
		return s, nil
	}
	s := &alphabetSystem{values: slices.Clone(values), name: name}
	alphabetSystems[name] = s
	return s, nil
}

// AlphabetValues returns the integers of a set alphabet's digits, and
// false for a numeration system (whose digit d is the integer d).
func AlphabetValues(s Numeration) ([]int, bool) {
	if a, ok := s.(*alphabetSystem); ok {
		return slices.Clone(a.values), true
	}
	return nil, false
}

// DigitValue returns the integer digit d of s stands for.
func DigitValue(s Numeration, d int) int {
	if a, ok := s.(*alphabetSystem); ok {
		return a.values[d]
	}
	return d
}

// DigitOf returns the digit of s that stands for the integer v, and false
// if none does.
func DigitOf(s Numeration, v int) (int, bool) {
	if a, ok := s.(*alphabetSystem); ok {
		i := slices.Index(a.values, v)
		return i, i >= 0
	}
	return v, v >= 0 && v < s.Base()
}

func (s *alphabetSystem) Name() string { return s.name }

func (s *alphabetSystem) Base() int { return len(s.values) }

func (s *alphabetSystem) base() Numeration {
	if len(s.values) >= 2 {
		return Base(len(s.values))
	}
	return Base(2)
}

func (s *alphabetSystem) Encode(n *big.Int) []int {
	if len(s.values) < 2 {
		return make([]int, 0)
	}
	return s.base().Encode(n)
}

func (s *alphabetSystem) Decode(digits []int) *big.Int {
	if len(s.values) < 2 {
		return new(big.Int)
	}
	return s.base().Decode(digits)
}

func (s *alphabetSystem) Valid() *DFA { return Universal([]int{len(s.values)}) }

func (s *alphabetSystem) Addition() *DFA {
	if len(s.values) < 2 {
		return Empty([]int{1, 1, 1})
	}
	return s.base().Addition()
}

func (s *alphabetSystem) Equality() *DFA {
	s.once.Do(func() { s.equal = equalityOf(len(s.values), s.Valid()) })
	return s.equal
}

func (s *alphabetSystem) LessThan() *DFA {
	if len(s.values) < 2 {
		return Empty([]int{1, 1})
	}
	return s.base().LessThan()
}

func (s *alphabetSystem) Constant(c *big.Int) *DFA {
	if len(s.values) < 2 {
		return Empty([]int{1})
	}
	return s.base().Constant(c)
}
