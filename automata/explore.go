package automata

import (
	"context"
	"slices"

	"github.com/mex-cgt/mex/budget"
)

// Explore builds the DFA over the given bases whose states are the values
// of type S reachable from start: next(s, digits) returns the successor of
// s on the tuple of digits, or false for the dead state (a rejecting sink
// added when needed), and accept tells the accepting states. States are
// numbered in breadth-first order. It polls ctx every few thousand states
// and stops with ctx's error, or with a *StateLimitError when it would
// exceed maxStates (maxStates <= 0: no limit). Time O(states·|Σ|) calls of
// next, which must not keep the digits slice.
func Explore[S comparable](ctx context.Context, bases []int, start S, next func(state S, digits []int) (S, bool), accept func(state S) bool, maxStates int) (*DFA, error) {
	size, err := alphabetSize(bases)
	if err != nil {
		return nil, err
	}
	memory := budget.NewMeter(ctx) // the table built, drawn from ctx's account
	defer memory.Close()
	if err := memory.Add(int64(size) * int64(8*len(bases)+24)); err != nil {
		return nil, err
	}
	letters := make([][]int, size)
	for letter := range size {
		letters[letter] = digitsOf(bases, letter)
	}
	index := map[S]int32{start: 0}
	order := []S{start}
	dead := int32(-1)
	scratch := make([]int, len(bases))
	r := &DFA{bases: slices.Clone(bases), size: size}
	limitError := func() error {
		return &StateLimitError{Op: "Explore", States: len(order), Limit: maxStates}
	}
	poll := pollEvery(size)
	for head := 0; head < len(order); head++ {
		if head%poll == poll-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		state := order[head]
		r.accept = append(r.accept, accept(state))
		for _, digits := range letters {
			copy(scratch, digits)
			target, ok := next(state, scratch)
			if !ok {
				if dead < 0 {
					dead = -2 // numbered once all live states are
				}
				r.next = append(r.next, dead)
				continue
			}
			id, seen := index[target]
			if !seen {
				if maxStates > 0 && len(order) >= maxStates {
					return nil, limitError()
				}
				if err := memory.Add(stateCost(size)); err != nil {
					return nil, err
				}
				id = int32(len(order))
				index[target] = id
				order = append(order, target)
			}
			r.next = append(r.next, id)
		}
	}
	r.states = len(order)
	if dead == -2 {
		if maxStates > 0 && r.states >= maxStates {
			return nil, limitError()
		}
		sink := int32(r.states)
		for i, t := range r.next {
			if t == -2 {
				r.next[i] = sink
			}
		}
		r.states++
		r.accept = append(r.accept, false)
		r.next = append(r.next, make([]int32, size)...)
		for letter := range size {
			r.next[int(sink)*size+letter] = sink
		}
	}
	return r.Reachable(), nil
}
