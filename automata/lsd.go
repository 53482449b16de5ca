package automata

import (
	"context"
	"encoding/binary"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/mex-cgt/mex/budget"
)

// Reverse returns the minimal DFA of the reversed words of d's language
// (every track reversed together), by the subset construction on the
// reversed transitions: its states are sets of d's states, the start set
// d's accepting states, a set accepting when it holds d's start. It may
// build up to 2^States() states; it polls ctx and stops with ctx's error,
// or with a *StateLimitError when it would exceed maxStates (<= 0: no
// limit). Time O(S·n·|Σ|) for the S sets built.
func Reverse(ctx context.Context, d *DFA, maxStates int) (*DFA, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	memory := budget.NewMeter(ctx)
	defer memory.Close()
	if err := memory.Add(4 * int64(d.states) * int64(d.size)); err != nil {
		return nil, err
	}
	// preds[letter*states+q] lists the states p with δ(p, letter) = q.
	preds := make([][]int32, d.states*d.size)
	for p := range d.states {
		for l := range d.size {
			q := int(d.next[p*d.size+l])
			preds[l*d.states+q] = append(preds[l*d.states+q], int32(p))
		}
	}
	var start []int32
	for q := range d.states {
		if d.accept[q] {
			start = append(start, int32(q))
		}
	}
	index := map[string]int32{}
	var sets [][]int32
	var key []byte
	add := func(set []int32) (int32, error) {
		key = key[:0]
		for _, q := range set {
			key = binary.AppendUvarint(key, uint64(q))
		}
		if id, ok := index[string(key)]; ok {
			return id, nil
		}
		if maxStates > 0 && len(sets) >= maxStates {
			return 0, &StateLimitError{Op: "Reverse", States: len(sets), Limit: maxStates}
		}
		if err := memory.Add(stateCost(d.size) + 4*int64(len(set)) + int64(len(key)) + 48); err != nil {
			return 0, err
		}
		id := int32(len(sets))
		index[string(key)] = id
		sets = append(sets, set)
		return id, nil
	}
	if _, err := add(start); err != nil {
		return nil, err
	}
	r := &DFA{bases: slices.Clone(d.bases), size: d.size}
	stamp := make([]int, d.states)
	generation := 0
	poll := pollEvery(d.size)
	for head := 0; head < len(sets); head++ {
		if head%poll == poll-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		set := sets[head]
		_, holdsStart := slices.BinarySearch(set, 0)
		r.accept = append(r.accept, holdsStart)
		for l := range d.size {
			generation++
			var out []int32
			for _, q := range set {
				for _, p := range preds[l*d.states+int(q)] {
					if stamp[p] != generation {
						stamp[p] = generation
						out = append(out, p)
					}
				}
			}
			slices.Sort(out)
			id, err := add(out)
			if err != nil {
				return nil, err
			}
			r.next = append(r.next, id)
		}
	}
	r.states = len(sets)
	return r.Minimize(), nil
}

// lsdSystem is a numeration read least significant digit first: the
// reversal of an msd system.
type lsdSystem struct {
	msd                                 Numeration
	once                                sync.Once
	valid, addition, equality, lessThan *DFA
}

var lsdSystems registry[Numeration, *lsdSystem]

// LSD returns the system that reads msd's representations least
// significant digit first (Walnut's lsd_k, lsd_fib): its words are the
// reversals of msd's, its automata the reversals of msd's, so they accept
// any number of trailing zeros.
func LSD(msd Numeration) Numeration {
	if s, ok := msd.(*lsdSystem); ok {
		return s
	}
	return lsdSystems.get(msd, func() *lsdSystem { return &lsdSystem{msd: msd} })
}

// MSD returns the most-significant-first system of s and whether s reads
// least significant digit first (s itself and false for an msd system).
func MSD(s Numeration) (Numeration, bool) {
	if l, ok := s.(*lsdSystem); ok {
		return l.msd, true
	}
	return s, false
}

func (s *lsdSystem) Name() string { return "lsd_" + strings.TrimPrefix(s.msd.Name(), "msd_") }

func (s *lsdSystem) Base() int { return s.msd.Base() }

func (s *lsdSystem) Encode(n *big.Int) []int {
	w := s.msd.Encode(n)
	slices.Reverse(w)
	return w
}

func (s *lsdSystem) Decode(digits []int) *big.Int {
	w := slices.Clone(digits)
	slices.Reverse(w)
	return s.msd.Decode(w)
}

func mustReverse(d *DFA) *DFA {
	r, err := Reverse(context.Background(), d, 0)
	if err != nil {
		panic(err)
	}
	return r
}

func (s *lsdSystem) built() *lsdSystem {
	s.once.Do(func() {
		s.valid = mustReverse(s.msd.Valid())
		s.addition = mustReverse(s.msd.Addition())
		s.equality = mustReverse(s.msd.Equality())
		s.lessThan = mustReverse(s.msd.LessThan())
	})
	return s
}

func (s *lsdSystem) Valid() *DFA    { return s.built().valid }
func (s *lsdSystem) Addition() *DFA { return s.built().addition }
func (s *lsdSystem) Equality() *DFA { return s.built().equality }
func (s *lsdSystem) LessThan() *DFA { return s.built().lessThan }

func (s *lsdSystem) Constant(c *big.Int) *DFA { return mustReverse(s.msd.Constant(c)) }
