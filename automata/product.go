package automata

import (
	"context"
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/budget"
)

// Complement returns the DFA accepting exactly the words d rejects, over
// the same alphabet: the complement at the level of languages. For a
// relation over a numeration system, intersect the result with the tuples'
// validity automaton (ValidTuples) to get the complement relation. Time
// O(states·|Σ|).
func (d *DFA) Complement() *DFA {
	c := &DFA{bases: d.bases, size: d.size, states: d.states, next: d.next,
		accept: make([]bool, d.states)}
	for q, a := range d.accept {
		c.accept[q] = !a
	}
	return c
}

// Intersect returns a DFA for the words both d and e accept. Like Union,
// Difference and Xor it builds the reachable part of the product automaton:
// at most d.States()·e.States() states, time O(that·|Σ|). It panics if the
// alphabets differ.
func (d *DFA) Intersect(e *DFA) *DFA {
	return product("Intersect", d, e, func(x, y bool) bool { return x && y })
}

// Union returns a DFA for the words d or e accepts (product construction).
func (d *DFA) Union(e *DFA) *DFA {
	return product("Union", d, e, func(x, y bool) bool { return x || y })
}

// Difference returns a DFA for the words d accepts and e rejects (product
// construction).
func (d *DFA) Difference(e *DFA) *DFA {
	return product("Difference", d, e, func(x, y bool) bool { return x && !y })
}

// Xor returns a DFA for the words exactly one of d and e accepts (product
// construction); it is empty iff d and e accept the same language.
func (d *DFA) Xor(e *DFA) *DFA {
	return product("Xor", d, e, func(x, y bool) bool { return x != y })
}

// Implies returns a DFA for the words e accepts or d rejects (product
// construction), the language-level d → e.
func (d *DFA) Implies(e *DFA) *DFA {
	return product("Implies", d, e, func(x, y bool) bool { return !x || y })
}

// pairIndex numbers pairs of states: densely when the product is small,
// with a map otherwise.
type pairIndex struct {
	width int
	dense []int32
	table map[int64]int32
}

func newPairIndex(n, m int) *pairIndex {
	if n*m <= 1<<22 {
		dense := make([]int32, n*m)
		for i := range dense {
			dense[i] = -1
		}
		return &pairIndex{width: m, dense: dense}
	}
	return &pairIndex{width: m, table: make(map[int64]int32)}
}

// lookup returns the number of pair (p, q), or -1.
func (x *pairIndex) lookup(p, q int32) int32 {
	if x.dense != nil {
		return x.dense[int(p)*x.width+int(q)]
	}
	if id, ok := x.table[int64(p)*int64(x.width)+int64(q)]; ok {
		return id
	}
	return -1
}

func (x *pairIndex) store(p, q, id int32) {
	if x.dense != nil {
		x.dense[int(p)*x.width+int(q)] = id
		return
	}
	x.table[int64(p)*int64(x.width)+int64(q)] = id
}

// product is Combine without limits.
func product(name string, d, e *DFA, op func(x, y bool) bool) *DFA {
	sameAlphabet(name, d, e)
	r, err := combine(context.Background(), d, e, op, 0)
	if err != nil {
		panic(err) // no limit and a context never done
	}
	return r
}

// Combine returns the reachable product of d and e, a state accepting iff
// op(d accepts, e accepts): Intersect is Combine with op = and. It is for
// products that may grow large: it polls ctx every few thousand states and
// stops with ctx's error, or with a *StateLimitError when it would exceed
// maxStates (<= 0: no limit). Time O(d.States()·e.States()·|Σ|) at worst.
// It returns an error if the alphabets differ.
func Combine(ctx context.Context, d, e *DFA, op func(x, y bool) bool, maxStates int) (*DFA, error) {
	if !slices.Equal(d.bases, e.bases) {
		return nil, fmt.Errorf("automata: Combine of DFAs over bases %v and %v", d.bases, e.bases)
	}
	return combine(ctx, d, e, op, maxStates)
}

func combine(ctx context.Context, d, e *DFA, op func(x, y bool) bool, maxStates int) (*DFA, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	size := d.size
	memory := budget.NewMeter(ctx) // the product's table and index, drawn from ctx's account
	defer memory.Close()
	if d.states*e.states <= 1<<22 {
		if err := memory.Add(4 * int64(d.states) * int64(e.states)); err != nil {
			return nil, err
		}
	}
	index := newPairIndex(d.states, e.states)
	index.store(0, 0, 0)
	pairs := [][2]int32{{0, 0}}
	r := &DFA{bases: d.bases, size: size}
	poll := pollEvery(size)
	for head := 0; head < len(pairs); head++ {
		if head%poll == poll-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		p, q := pairs[head][0], pairs[head][1]
		r.accept = append(r.accept, op(d.accept[p], e.accept[q]))
		rowD := d.next[int(p)*size : (int(p)+1)*size]
		rowE := e.next[int(q)*size : (int(q)+1)*size]
		for letter := range size {
			tp, tq := rowD[letter], rowE[letter]
			id := index.lookup(tp, tq)
			if id < 0 {
				if maxStates > 0 && len(pairs) >= maxStates {
					return nil, &StateLimitError{Op: "Combine", States: len(pairs), Limit: maxStates}
				}
				if err := memory.Add(stateCost(size)); err != nil {
					return nil, err
				}
				id = int32(len(pairs))
				index.store(tp, tq, id)
				pairs = append(pairs, [2]int32{tp, tq})
			}
			r.next = append(r.next, id)
		}
	}
	r.states = len(pairs)
	return r, nil
}

// Equal reports whether d and e accept the same language, by a
// breadth-first search of their product for a pair of states that differ
// in acceptance. Time O(d.States()·e.States()·|Σ|) at worst. It panics if
// the alphabets differ.
func (d *DFA) Equal(e *DFA) bool {
	_, differ := d.Xor(e).ShortestAccepted()
	return !differ
}
