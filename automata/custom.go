package automata

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
)

// customSystem is a numeration system given by its automata, as Walnut's
// Custom Bases give msd_trib, msd_pell or msd_neg_fib: the valid words,
// addition, and the order (lexicographic on valid words of one length
// unless given). Its constants follow from these: 0 is 0…0, 1 the least
// number above 0, c by doubling and adding 1 along its binary digits.
type customSystem struct {
	name   string
	base   int
	signed bool
	standardAutomata
	less *DFA // the order given, or nil

	mu        sync.Mutex
	constants map[string]*DFA
	words     map[string]*big.Int // Decode's memory of Encode
}

// Custom returns the msd system called name whose valid words, addition
// (x + y = z) and, when not nil, order (x < y) are the automata given,
// over digits 0..base-1, most significant first and invariant under
// leading zeros. A name with _neg_ writes the negative integers too, as in
// Walnut. Its numbers must each have one valid representation up to
// leading zeros, 0 being the all-zero word.
func Custom(name string, valid, addition, lessThan *DFA) (Numeration, error) {
	if valid.Tracks() != 1 || addition.Tracks() != 3 || lessThan != nil && lessThan.Tracks() != 2 {
		return nil, fmt.Errorf("automata: custom system %s: want 1-track validity, 3-track addition and 2-track order automata", name)
	}
	b := valid.bases[0]
	for _, d := range []*DFA{addition, lessThan} {
		if d == nil {
			continue
		}
		for _, x := range d.bases {
			if x != b {
				return nil, fmt.Errorf("automata: custom system %s: the automata read different digits", name)
			}
		}
	}
	s := &customSystem{name: name, base: b, signed: strings.Contains(name, "_neg_"), less: lessThan,
		constants: map[string]*DFA{}, words: map[string]*big.Int{}}
	s.standardAutomata.base = b
	s.build = func() (*DFA, *DFA) {
		v := valid.Minimize()
		three := []int{b, b, b}
		sum := addition
		for i := range 3 {
			sum = sum.Intersect(mustReindex(v, three, []int{i}))
		}
		return v, sum.Minimize()
	}
	return s, nil
}

func (s *customSystem) Name() string { return s.name }

func (s *customSystem) Base() int { return s.base }

func (s *customSystem) LessThan() *DFA {
	if s.less != nil {
		return s.less
	}
	return s.standardAutomata.LessThan()
}

// Constant accepts the representations of c.
func (s *customSystem) Constant(c *big.Int) *DFA {
	key := c.String()
	s.mu.Lock()
	if d, ok := s.constants[key]; ok {
		s.mu.Unlock()
		return d
	}
	s.mu.Unlock()
	d := s.constant(c)
	s.mu.Lock()
	s.constants[key] = d
	s.mu.Unlock()
	return d
}

func (s *customSystem) constant(c *big.Int) *DFA {
	b := []int{s.base}
	zero := mustExplore(b, 0, func(_ int, d []int) (int, bool) { return 0, d[0] == 0 }, func(int) bool { return true })
	zero = zero.Intersect(s.Valid()).Minimize()
	if c.Sign() == 0 {
		return zero
	}
	two := []int{s.base, s.base}
	ctx := context.Background()
	if c.Sign() < 0 { // -c: x + |c| = 0
		three := []int{s.base, s.base, s.base}
		pos := s.Constant(new(big.Int).Neg(c))
		d := s.Addition().Intersect(mustReindex(pos, three, []int{1})).Intersect(mustReindex(zero, three, []int{2})).Minimize()
		d = mustProject(ctx, d, 2)
		return mustProject(ctx, d, 1)
	}
	// one: 0 < y and no z with 0 < z < y
	positive := mustProject(ctx, s.LessThan().Intersect(mustReindex(zero, two, []int{0})).Minimize(), 0)
	between := s.LessThan().Intersect(mustReindex(positive, two, []int{0})).Minimize() // on (z, y): 0 < z < y
	smaller := mustProject(ctx, between, 0)
	one := positive.Intersect(smaller.Complement()).Intersect(s.Valid()).Minimize()
	// c from its binary digits, most significant first: k+k, and +1
	// where the digit is 1, each sum of two one-word automata through the
	// addition (a projection of a few states, where the relation c·x = y of
	// MulConst grew with c: 17 in lsd_trib took 0.6 s)
	value := one
	for i := c.BitLen() - 2; i >= 0; i-- {
		value = s.sum(ctx, value, value)
		if c.Bit(i) == 1 {
			value = s.sum(ctx, value, one)
		}
	}
	return value
}

// sum returns the one-track automaton of x + y for x and y the numbers
// the one-track automata a and b accept (each a single number).
func (s *customSystem) sum(ctx context.Context, a, b *DFA) *DFA {
	three := []int{s.base, s.base, s.base}
	d := s.Addition().Intersect(mustReindex(a, three, []int{0})).Intersect(mustReindex(b, three, []int{1})).Minimize()
	return mustProject(ctx, mustProject(ctx, d, 0), 0)
}

func mustProject(ctx context.Context, d *DFA, track int) *DFA {
	r, err := d.Project(ctx, track, 0)
	if err != nil {
		panic(err)
	}
	return r.Minimize()
}

// Encode returns the shortest accepted word of Constant(n), without
// leading zeros.
func (s *customSystem) Encode(n *big.Int) []int {
	if n.Sign() < 0 && !s.signed {
		panic("automata: Encode of a negative number")
	}
	d := s.Constant(n)
	// breadth-first search for the shortest accepted word
	type step struct{ from, letter int }
	prev := map[int]step{0: {-1, -1}}
	queue := []int{0}
	found := -1
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		if d.accept[q] {
			found = q
			break
		}
		for l := range d.size {
			t := int(d.next[q*d.size+l])
			if _, ok := prev[t]; !ok {
				prev[t] = step{q, l}
				queue = append(queue, t)
			}
		}
	}
	if found < 0 {
		return nil // n has no representation
	}
	var word []int
	for q := found; q != 0; q = prev[q].from {
		word = append(word, prev[q].letter)
	}
	slices.Reverse(word)
	for len(word) > 0 && word[0] == 0 {
		word = word[1:]
	}
	s.mu.Lock()
	s.words[fmt.Sprint(word)] = new(big.Int).Set(n)
	s.mu.Unlock()
	return word
}

// Decode returns the number of a valid word: one Encode has written, or
// found among the numbers up to 4096 in absolute value; nil otherwise.
func (s *customSystem) Decode(digits []int) *big.Int {
	word := slices.Clone(digits)
	for len(word) > 0 && word[0] == 0 {
		word = word[1:]
	}
	key := fmt.Sprint(word)
	s.mu.Lock()
	v, ok := s.words[key]
	s.mu.Unlock()
	if ok {
		return new(big.Int).Set(v)
	}
	for n := int64(0); n <= 4096; n++ {
		for _, m := range []int64{n, -n} {
			if m < 0 && !s.signed {
				continue
			}
			if fmt.Sprint(s.Encode(big.NewInt(m))) == key {
				return big.NewInt(m)
			}
		}
	}
	return nil
}

// Computed reports whether s writes numbers from automata alone (a
// custom system, whose Encode builds a constant's automaton and Decode
// searches, or a set alphabet, which writes none): too slow, or
// meaningless, to write many numbers in.
func Computed(s Numeration) bool {
	msd, _ := MSD(s)
	switch msd.(type) {
	case *customSystem, *alphabetSystem:
		return true
	}
	return false
}
