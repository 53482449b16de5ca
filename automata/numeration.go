package automata

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// A Numeration is a numeration system for the natural numbers, read most
// significant digit first, together with the automata that make its
// arithmetic automatic. Every relation automaton it returns accepts only
// valid representations on every track, with any number of leading zeros.
type Numeration interface {
	// Name is Walnut's name of the system: "msd_2", "msd_fib".
	Name() string
	// Base is the number of digits: they are 0..Base()-1.
	Base() int
	// Encode returns the representation of n >= 0, msd first, with no
	// leading zero (the empty word for 0). It panics if n < 0.
	Encode(n *big.Int) []int
	// Decode returns the value of a word of digits, leading zeros allowed,
	// valid or not.
	Decode(digits []int) *big.Int
	// Valid accepts (one track) the valid representations, with any
	// leading zeros.
	Valid() *DFA
	// Addition accepts (three tracks) the valid x, y, z with x + y = z.
	Addition() *DFA
	// Equality accepts (two tracks) the valid x, y with x = y.
	Equality() *DFA
	// LessThan accepts (two tracks) the valid x, y with x < y.
	LessThan() *DFA
	// Constant accepts (one track) the representations of c, with any
	// leading zeros. It panics if c < 0.
	Constant(c *big.Int) *DFA
}

// ParseNumeration returns the numeration system of Walnut's name: msd_k
// for k in 2..MaxBase (Base(k)), msd_fib (Fibonacci()) or msd_ost_… (Ostrowski:
// msd_ost_0_r2 for [0; 2, 2, …]), msd_neg_k (NegBase(k): base -k, the
// integers), or lsd_… for one of these read least significant digit
// first (LSD).
func ParseNumeration(name string) (Numeration, error) {
	if rest, ok := strings.CutPrefix(name, "lsd_"); ok {
		msd, err := ParseNumeration("msd_" + rest)
		if err != nil {
			return nil, fmt.Errorf("automata: unknown numeration system %q (want msd_2 … msd_100, msd_fib, msd_ost_…, or lsd_ for one of them)", name)
		}
		return LSD(msd), nil
	}
	if name == "msd_fib" {
		return Fibonacci(), nil
	}
	if rest, ok := strings.CutPrefix(name, "msd_neg_"); ok {
		if k, err := strconv.Atoi(rest); err == nil && k >= 2 && k <= MaxBase && strconv.Itoa(k) == rest {
			return NegBase(k), nil
		}
	}
	if rest, ok := strings.CutPrefix(name, "msd_ost_"); ok {
		return parseOstrowski(rest)
	}
	if rest, ok := strings.CutPrefix(name, "msd_"); ok {
		if k, err := strconv.Atoi(rest); err == nil && k >= 2 && k <= MaxBase && strconv.Itoa(k) == rest {
			return Base(k), nil
		}
	}
	return nil, fmt.Errorf("automata: unknown numeration system %q (want msd_2 … msd_100, msd_fib or msd_ost_…)", name)
}

// Systems returns n repeated k times: the systems of a k-track relation
// whose numbers are all read in n.
func Systems(n Numeration, k int) []Numeration {
	systems := make([]Numeration, k)
	for i := range systems {
		systems[i] = n
	}
	return systems
}

// ValidTuples returns the DFA over one track per system accepting the
// words whose track i is valid in systems[i]: the universe over which to
// complement a relation. Time O(product of the validity automata's sizes).
func ValidTuples(systems ...Numeration) *DFA {
	bases := make([]int, len(systems))
	for i, s := range systems {
		bases[i] = s.Base()
	}
	all := Universal(bases)
	for i, s := range systems {
		all = all.Intersect(mustReindex(s.Valid(), bases, []int{i})).Minimize()
	}
	return all
}

// mustReindex is Reindex for arguments known to be valid.
func mustReindex(d *DFA, bases, mapping []int) *DFA {
	r, err := d.Reindex(bases, mapping)
	if err != nil {
		panic(err)
	}
	return r
}

// AcceptsTuple reports whether d accepts the tuple of numbers, values[i]
// encoded in systems[i] and the tracks padded with leading zeros (trailing
// zeros for an lsd system) to a common length. It panics if the counts differ or a value is negative.
func (d *DFA) AcceptsTuple(systems []Numeration, values ...*big.Int) bool {
	if len(systems) != len(values) {
		panic("automata: AcceptsTuple needs one numeration system per value")
	}
	tracks := make([][]int, len(values))
	length := 0
	for i, v := range values {
		tracks[i] = systems[i].Encode(v)
		length = max(length, len(tracks[i]))
	}
	for i, s := range systems { // lsd tracks take trailing zeros
		if _, lsd := MSD(s); lsd {
			for len(tracks[i]) < length {
				tracks[i] = append(tracks[i], 0)
			}
		}
	}
	return d.AcceptsDigits(tracks...)
}

// uint64Writer is a numeration, read most significant digit first, that
// writes a machine integer without big.Int: examples of an automaton test
// thousands of small tuples, and Zeckendorf's greedy digits over big.Int
// weights (rebuilt for each number) cost a hundred times the test.
type uint64Writer interface {
	// appendDigits appends v's digits, most significant first, to dst.
	appendDigits(dst []int, v uint64) []int
}

// AcceptsUint64 reports whether d accepts the tuple of numbers, each
// encoded in system.
func (d *DFA) AcceptsUint64(system Numeration, values ...uint64) bool {
	msd, lsd := MSD(system)
	if w, ok := msd.(uint64Writer); ok {
		return d.acceptsMachine(w, lsd, values)
	}
	bigs := make([]*big.Int, len(values))
	for i, v := range values {
		bigs[i] = new(big.Int).SetUint64(v)
	}
	return d.AcceptsTuple(Systems(system, len(values)), bigs...)
}

// acceptsMachine is AcceptsUint64 in a system whose msd form writes
// machine integers: the tracks padded to one length with leading zeros, or
// for an lsd system reversed and padded with trailing zeros.
func (d *DFA) acceptsMachine(w uint64Writer, lsd bool, values []uint64) bool {
	var buf [8][64]int
	tracks := make([][]int, len(values))
	length := 0
	for i, v := range values {
		if i < len(buf) {
			tracks[i] = w.appendDigits(buf[i][:0], v)
		} else {
			tracks[i] = w.appendDigits(nil, v)
		}
		if lsd {
			slices.Reverse(tracks[i])
		}
		length = max(length, len(tracks[i]))
	}
	q := 0
	letter := make([]int, len(values))
	for pos := range length {
		for i, t := range tracks {
			letter[i] = 0
			j := pos - (length - len(t)) // msd: leading zeros
			if lsd {
				j = pos // lsd: trailing zeros
			}
			if j >= 0 && j < len(t) {
				letter[i] = t[j]
			}
		}
		q = d.Next(q, d.Letter(letter...))
	}
	return d.Accepting(q)
}

// mustExplore is Explore for automata known to be small.
func mustExplore[S comparable](bases []int, start S, next func(S, []int) (S, bool), accept func(S) bool) *DFA {
	d, err := Explore(context.Background(), bases, start, next, accept, 0)
	if err != nil {
		panic(err)
	}
	return d.Minimize()
}

// validPair returns the two-track DFA of pairs of valid words, given the
// one-track validity automaton.
func validPair(valid *DFA) *DFA {
	bases := []int{valid.bases[0], valid.bases[0]}
	return mustReindex(valid, bases, []int{0}).Intersect(mustReindex(valid, bases, []int{1})).Minimize()
}

// equalityOf returns x = y over the valid words of a system of base b.
func equalityOf(b int, valid *DFA) *DFA {
	same := mustExplore([]int{b, b}, true,
		func(_ bool, digits []int) (bool, bool) { return true, digits[0] == digits[1] },
		func(bool) bool { return true })
	return same.Intersect(validPair(valid)).Minimize()
}

// lessThanOf returns x < y over the valid words of a system of base b
// whose order on valid words of one length is the lexicographic order.
func lessThanOf(b int, valid *DFA) *DFA {
	less := mustExplore([]int{b, b}, false,
		func(less bool, digits []int) (bool, bool) {
			switch {
			case less || digits[0] < digits[1]:
				return true, true
			case digits[0] == digits[1]:
				return false, true
			}
			return false, false
		},
		func(less bool) bool { return less })
	return less.Intersect(validPair(valid)).Minimize()
}

// constantOf returns the one-track DFA of 0* s.Encode(c).
func constantOf(s Numeration, c *big.Int) *DFA {
	word := s.Encode(c)
	return mustExplore([]int{s.Base()}, 0,
		func(matched int, digits []int) (int, bool) {
			switch {
			case matched < len(word) && digits[0] == word[matched]:
				return matched + 1, true
			case matched == 0 && digits[0] == 0:
				return 0, true
			}
			return 0, false
		},
		func(matched int) bool { return matched == len(word) })
}

// MulConst returns the DFA of c·x = y (two tracks x, y) in system s, built
// from Addition by doubling and adding along the binary digits of c, with
// one projection per step. It returns ctx's error or a *StateLimitError
// when a projection would exceed maxStates (<= 0: no limit), and an error
// if c < 0.
func MulConst(ctx context.Context, s Numeration, c int64, maxStates int) (*DFA, error) {
	if c < 0 {
		return nil, fmt.Errorf("automata: MulConst by %d < 0", c)
	}
	b := s.Base()
	two, three := []int{b, b}, []int{b, b, b}
	if c == 0 {
		return ValidTuples(s, s).Intersect(mustReindex(s.Constant(new(big.Int)), two, []int{1})).Minimize(), nil
	}
	product := s.Equality() // 1·x = y
	double, err := s.Addition().Identify(0, 1)
	if err != nil {
		return nil, err
	}
	// On tracks (x, y, u): u + u = y, and u + x = y.
	doubleU := mustReindex(double, three, []int{2, 1})
	addX := mustReindex(s.Addition(), three, []int{2, 0, 1})
	for bit := bitLength(c) - 2; bit >= 0; bit-- {
		steps := []*DFA{doubleU}
		if c>>bit&1 == 1 {
			steps = append(steps, addX)
		}
		for _, step := range steps {
			// product(x, y) := ∃u: product(x, u) ∧ step(x, y, u).
			joined := mustReindex(product, three, []int{0, 2}).Intersect(step).Minimize()
			projected, err := joined.Project(ctx, 2, maxStates)
			if err != nil {
				return nil, err
			}
			product = projected.Minimize()
		}
	}
	return product, nil
}

func bitLength(c int64) int {
	n := 0
	for ; c > 0; c >>= 1 {
		n++
	}
	return n
}

// greedyDigits writes n >= 1 most significant digit first by the greedy
// algorithm over the weights of its positions (weights(n) lists them from
// position 0 up to the first above n): each digit is as large as the rest
// allows. Zeckendorf's and Ostrowski's representations are the greedy ones
// (Zeckendorf 1972; Ostrowski 1922). It returns nil for 0 and panics on a
// negative n.
func greedyDigits(n *big.Int, weights func(*big.Int) []*big.Int) []int {
	if n.Sign() < 0 {
		panic("automata: Encode of a negative number")
	}
	if n.Sign() == 0 {
		return nil
	}
	w := weights(n)
	rest := new(big.Int).Set(n)
	var digits []int
	d := new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		d.QuoRem(rest, w[i], rest)
		if len(digits) > 0 || d.Sign() > 0 {
			digits = append(digits, int(d.Int64()))
		}
	}
	return digits
}
