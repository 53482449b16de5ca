package automata

import (
	"context"
	"encoding/binary"
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
		index: make(map[string]int32), ctx: ctx, limit: maxStates, memory: memory}
	start := []int32{0}
	if leading {
		start = s.zeroClosure()
	}
	r := &DFA{bases: bases, size: size}
	if _, err := s.add(start); err != nil {
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
			id, err := s.add(s.step(set, letter))
			if err != nil {
				return nil, err
			}
			r.next = append(r.next, id)
		}
	}
	r.states = len(s.sets)
	return r, nil
}

// A subsetBuilder numbers the sets of states of a projected DFA.
type subsetBuilder struct {
	d          *DFA
	size       int       // new alphabet size
	successors [][]int32 // old letters of each new letter
	stamp      []int     // generation marks, to union without duplicates
	generation int
	sets       [][]int32
	index      map[string]int32
	key        []byte
	ctx        context.Context
	limit      int
	memory     *budget.Meter
}

// zeroClosure returns the states d reaches from its start on words whose
// kept tracks are all zero (new letter 0).
func (s *subsetBuilder) zeroClosure() []int32 {
	s.generation++
	s.stamp[0] = s.generation
	set := []int32{0}
	for head := 0; head < len(set); head++ {
		q := int(set[head])
		for _, old := range s.successors[0] {
			target := s.d.next[q*s.d.size+int(old)]
			if s.stamp[target] != s.generation {
				s.stamp[target] = s.generation
				set = append(set, target)
			}
		}
	}
	slices.Sort(set)
	return set
}

// step returns the sorted set of successors of set on the new letter.
func (s *subsetBuilder) step(set []int32, letter int) []int32 {
	s.generation++
	var out []int32
	for _, q := range set {
		row := s.d.next[int(q)*s.d.size:]
		for _, old := range s.successors[letter] {
			target := row[old]
			if s.stamp[target] != s.generation {
				s.stamp[target] = s.generation
				out = append(out, target)
			}
		}
	}
	slices.Sort(out)
	return out
}

func (s *subsetBuilder) anyAccepting(set []int32) bool {
	for _, q := range set {
		if s.d.accept[q] {
			return true
		}
	}
	return false
}

// add returns the number of set, numbering it if it is new.
func (s *subsetBuilder) add(set []int32) (int32, error) {
	s.key = s.key[:0]
	for _, q := range set {
		s.key = binary.AppendUvarint(s.key, uint64(q))
	}
	if id, ok := s.index[string(s.key)]; ok {
		return id, nil
	}
	if s.limit > 0 && len(s.sets) >= s.limit {
		return 0, &StateLimitError{Op: "Project", States: len(s.sets), Limit: s.limit}
	}
	// the row of the new state, the set and its key
	if err := s.memory.Add(stateCost(s.size) + 4*int64(len(set)) + int64(len(s.key)) + 48); err != nil {
		return 0, err
	}
	id := int32(len(s.sets))
	s.index[string(s.key)] = id
	s.sets = append(s.sets, set)
	return id, nil
}
