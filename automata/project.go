package automata

import (
	"context"
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/budget"
)

// A StateLimitError reports that an operation stopped because the
// automaton it was building reached its state limit.
type StateLimitError struct {
	Op     string // the operation, as "Project"
	States int    // the states built when it stopped
	Limit  int    // the limit in force
}

func (e *StateLimitError) Error() string {
	return fmt.Sprintf("automata: %s reached %d states (limit %d)", e.Op, e.States, e.Limit)
}

// checkEvery is how many new states an operation builds between two
// looks at its context.
const checkEvery = 4096

// Project returns the existential quantification of d over track: a DFA
// over the other tracks accepting w iff for some j >= 0 and some digits u on
// the removed track, d accepts the word 0^j w with u inserted as that
// track. The leading zeros 0^j matter: the witness may need more digits than
// the other numbers (∃y: y = 2x needs one more digit than x), so the start
// set of the subset construction is every state d reaches on a prefix whose
// remaining tracks are all zero. If d is invariant under leading zeros (w
// and 0w accepted alike), so is the result.
//
// The removed track makes d nondeterministic; the subset construction may
// build up to 2^States() states. It polls ctx every few thousand new states
// and stops with ctx's error, or with a *StateLimitError when it would
// exceed maxStates (maxStates <= 0: no limit). Time O(S·n·|Σ|) for the S
// subsets built, n = d.States(). The result is not minimized.
func (d *DFA) Project(ctx context.Context, track, maxStates int) (*DFA, error) {
	return d.project(ctx, track, maxStates, true)
}

// ProjectLSD is Project for a track read least significant digit first
// (an lsd system): the witness may need more digits than the other
// numbers at the end of the word, not at its start, so the result accepts
// a word w when d accepts w 0^j (the remaining tracks zero) with the
// removed track inserted, for some j >= 0. If d is invariant under
// trailing zeros, so is the result. Costs as Project.
func (d *DFA) ProjectLSD(ctx context.Context, track, maxStates int) (*DFA, error) {
	r, err := d.project(ctx, track, maxStates, false)
	if err != nil {
		return nil, err
	}
	// accept the states from which letter 0 (every track zero) leads to
	// an accepting state
	back := make([][]int32, r.states)
	for q := range r.states {
		t := r.next[q*r.size]
		back[t] = append(back[t], int32(q))
	}
	var queue []int32
	for q := range r.states {
		if r.accept[q] {
			queue = append(queue, int32(q))
		}
	}
	for len(queue) > 0 {
		q := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, p := range back[q] {
			if !r.accept[p] {
				r.accept[p] = true
				queue = append(queue, p)
			}
		}
	}
	return r, nil
}

// ProjectWords is Project without leading or trailing zeros: the result
// accepts w when d accepts w with the removed track inserted, the words
// of the same length. Walnut projects so when the remaining tracks mix
// msd and lsd systems.
func (d *DFA) ProjectWords(ctx context.Context, track, maxStates int) (*DFA, error) {
	return d.project(ctx, track, maxStates, false)
}

func (d *DFA) project(ctx context.Context, track, maxStates int, leading bool) (*DFA, error) {
	if track < 0 || track >= len(d.bases) {
		return nil, fmt.Errorf("automata: Project track %d of %d", track, len(d.bases))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	bases := slices.Delete(slices.Clone(d.bases), track, track+1)
	size := mustAlphabetSize(bases)
	memory := budget.NewMeter(ctx) // the subsets and the table built, drawn from ctx's account
	defer memory.Close()
	// successors[letter] lists the old letters a new letter stands for.
	successors := make([][]int32, size)
	for old := range d.size {
		digits := digitsOf(d.bases, old)
		letter := letterOf(bases, slices.Delete(digits, track, track+1))
		successors[letter] = append(successors[letter], int32(old))
	}
	s := &subsetBuilder{d: d, size: size, successors: successors, stamp: make([]int, d.states),
		index: make(map[uint64]int32), ctx: ctx, limit: maxStates, memory: memory, weight: subsetWeights(d.states)}
	r := &DFA{bases: bases, size: size}
	if leading {
		s.zeroClosure()
	} else {
		s.generation++
		s.stamp[0] = s.generation
		s.scratch, s.hash = append(s.scratch[:0], 0), s.weight[0]
	}
	if _, err := s.add(); err != nil {
		return nil, err
	}
	poll := pollEvery(size)
	for head := 0; head < len(s.sets); head++ {
		if head%poll == poll-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		set := s.sets[head]
		r.accept = append(r.accept, s.anyAccepting(set))
		for letter := range size {
			s.step(set, letter)
			id, err := s.add()
			if err != nil {
				return nil, err
			}
			r.next = append(r.next, id)
		}
	}
	r.states = len(s.sets)
	return r, nil
}

// A subsetBuilder numbers the sets of states of a projected DFA. A set is
// known by the sum of its states' random weights (a hash that needs no
// order, so the sets are never sorted); sets with the same sum are chained
// and told apart by the marks of the set just built.
type subsetBuilder struct {
	d          *DFA
	size       int       // new alphabet size
	successors [][]int32 // old letters of each new letter
	stamp      []int     // generation marks: stamp[q] == generation iff q is in scratch
	generation int
	sets       [][]int32
	index      map[uint64]int32 // the first set of each hash
	chain      []int32          // the next set of the same hash, -1 at the end
	weight     []uint64         // each old state's random weight
	scratch    []int32          // the set just built, unordered
	hash       uint64           // its weights' sum
	ctx        context.Context
	limit      int
	memory     *budget.Meter
}

// subsetWeights gives the weights of the subset construction's hash (a
// test makes them collide).
var subsetWeights = stateWeights

// stateWeights returns n pseudo-random 64-bit weights, the same on every
// run (splitmix64), so that numbering and results are reproducible.
func stateWeights(n int) []uint64 {
	w := make([]uint64, n)
	x := uint64(0x9e3779b97f4a7c15)
	for i := range w {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		w[i] = z ^ z>>31
	}
	return w
}

// mark puts q in the set being built, once.
func (s *subsetBuilder) mark(q int32) {
	if s.stamp[q] != s.generation {
		s.stamp[q] = s.generation
		s.scratch = append(s.scratch, q)
		s.hash += s.weight[q]
	}
}

// zeroClosure builds the set of states d reaches from its start on words
// whose kept tracks are all zero (new letter 0).
func (s *subsetBuilder) zeroClosure() {
	s.generation++
	s.scratch, s.hash = s.scratch[:0], 0
	s.mark(0)
	for head := 0; head < len(s.scratch); head++ {
		row := s.d.next[int(s.scratch[head])*s.d.size:]
		for _, old := range s.successors[0] {
			s.mark(row[old])
		}
	}
}

// step builds the set of successors of set on the new letter.
func (s *subsetBuilder) step(set []int32, letter int) {
	s.generation++
	s.scratch, s.hash = s.scratch[:0], 0
	for _, q := range set {
		row := s.d.next[int(q)*s.d.size:]
		for _, old := range s.successors[letter] {
			s.mark(row[old])
		}
	}
}

func (s *subsetBuilder) anyAccepting(set []int32) bool {
	for _, q := range set {
		if s.d.accept[q] {
			return true
		}
	}
	return false
}

// add returns the number of the set just built, numbering it if it is
// new.
func (s *subsetBuilder) add() (int32, error) {
	first, seen := s.index[s.hash]
	if seen {
		for id := first; id >= 0; id = s.chain[id] {
			if s.isScratch(s.sets[id]) {
				return id, nil
			}
		}
	}
	if s.limit > 0 && len(s.sets) >= s.limit {
		return 0, &StateLimitError{Op: "Project", States: len(s.sets), Limit: s.limit}
	}
	// the row of the new state, the set, its hash and chain
	if err := s.memory.Add(stateCost(s.size) + 4*int64(len(s.scratch)) + 60); err != nil {
		return 0, err
	}
	id := int32(len(s.sets))
	next := int32(-1)
	if seen {
		next = first // the new set heads the chain
	}
	s.index[s.hash] = id
	s.chain = append(s.chain, next)
	s.sets = append(s.sets, slices.Clone(s.scratch))
	return id, nil
}

// isScratch reports whether set is the set just built: as many states,
// each marked.
func (s *subsetBuilder) isScratch(set []int32) bool {
	if len(set) != len(s.scratch) {
		return false
	}
	for _, q := range set {
		if s.stamp[q] != s.generation {
			return false
		}
	}
	return true
}
