package graphkayles

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
)

// evaluator values graphs component by component (Sprague-Grundy: a
// graph is the sum of its components), each component by the mex of its
// options, memoized under its canonical form so that isomorphic
// components share one entry.
//
// Several goroutines may value through one evaluator (parallel.go): the
// memos and the meter are behind mu, the first error is kept under mu and
// flagged in stopped, which the loops read.
type evaluator struct {
	rule  Rule
	ctx   context.Context
	meter *budget.Meter // the memo's bytes, drawn from ctx's account
	memo  map[string]int
	// seen memoizes the components met as they are labelled (their
	// neighbour masks), so that a component met again in the same
	// labelling is not brought to canonical form again.
	seen    map[string]int
	calls   atomic.Int64
	mu      sync.Mutex
	stopped atomic.Bool
	err     error // the first error, set by fail; read once the valuation is over
	// checkpoint, when the context names a file, saves the memo
	// (checkpoint.go).
	checkpoint *checkpointer
}

// fail keeps the first error and stops every goroutine valuing.
func (e *evaluator) fail(err error) {
	e.mu.Lock()
	if e.err == nil {
		e.err = err
	}
	e.mu.Unlock()
	e.stopped.Store(true)
}

// failed reports whether a valuation has failed (safe while goroutines value).
func (e *evaluator) failed() bool { return e.stopped.Load() }

// lookup returns the value a memo holds for key.
func (e *evaluator) lookup(memo map[string]int, key string) (int, bool) {
	e.mu.Lock()
	v, ok := memo[key]
	e.mu.Unlock()
	return v, ok
}

func newEvaluator(ctx context.Context, rule Rule) *evaluator {
	return &evaluator{rule: rule, ctx: ctx, meter: budget.NewMeter(ctx), memo: make(map[string]int), seen: make(map[string]int)}
}

// entryBytes is what a memo entry of a component on k vertices holds: its
// key (8 bytes a vertex), the map's slot and the string header.
func entryBytes(k int) int64 { return int64(8*k) + 64 }

// maxSeen bounds the labelled memo, a shortcut the canonical memo backs.
const maxSeen = 1 << 24

// close gives the memo's bytes back to the account.
func (e *evaluator) close() { e.meter.Close() }

// value returns the value of the subgraph of adj induced by alive.
func (e *evaluator) value(adj []uint64, alive uint64) int {
	x := 0
	eachComponent(adj, alive, func(comp uint64) {
		if !e.failed() {
			x ^= e.component(adj, comp)
		}
	})
	return x
}

// component returns the value of the connected subgraph of adj on comp.
func (e *evaluator) component(adj []uint64, comp uint64) int {
	k := bits.OnesCount64(comp)
	switch {
	case k == 1:
		if e.rule == Node {
			return 1
		}
		return 0
	case k == 2:
		return 1 // one edge: either rule removes it all
	}
	if v, ok := e.rule.closedValue(adj, comp); ok {
		return v // complete graphs, stars and the like: no search (closed.go)
	}
	if e.calls.Add(1)%256 == 0 {
		if err := e.ctx.Err(); err != nil {
			e.fail(err)
			return 0
		}
		e.maybeSave()
	}
	local := make([]uint64, k)
	i := 0
	for c := comp; c != 0; c &= c - 1 {
		local[i] = compress(adj[bits.TrailingZeros64(c)], comp)
		i++
	}
	raw := labelledKey(local)
	if v, ok := e.lookup(e.seen, raw); ok {
		return v
	}
	key := canonicalKey(local, k)
	if v, ok := e.lookup(e.memo, key); ok {
		e.remember(raw, v)
		return v
	}
	full := uint64(1)<<k - 1
	if k == 64 {
		full = ^uint64(0)
	}
	var seen []bool
	mark := func(v int) {
		for len(seen) <= v {
			seen = append(seen, false)
		}
		seen[v] = true
	}
	for v := 0; v < k && !e.failed(); v++ {
		if e.rule == Node {
			mark(e.value(local, full&^(local[v]|1<<v)))
			continue
		}
		for b := local[v] >> (v + 1); b != 0 && !e.failed(); b &= b - 1 {
			w := v + 1 + bits.TrailingZeros64(b)
			mark(e.value(local, full&^(1<<v|1<<w)))
		}
	}
	g := 0
	for g < len(seen) && seen[g] {
		g++
	}
	if !e.failed() {
		e.store(key, raw, k, g)
	}
	return g
}

// store memoizes a component's value under its canonical key (and its
// labelled one), drawing the entry's bytes from the account.
func (e *evaluator) store(key, raw string, k, g int) {
	e.mu.Lock()
	err := e.meter.Add(entryBytes(k))
	if err == nil {
		e.memo[key] = g
	}
	held, used := len(e.memo), e.meter.Used()
	e.mu.Unlock()
	if err != nil {
		e.fail(game.Refuse(fmt.Errorf("%s: the search held %d components (%s) when the memory account was spent: %w", e.rule.game(), held, budget.Bytes(used), err)))
		return
	}
	e.remember(raw, g)
}

// remember keeps a labelled component's value while the labelled memo
// is within maxSeen (it is a shortcut: the canonical memo decides).
func (e *evaluator) remember(raw string, v int) {
	e.mu.Lock()
	if len(e.seen) < maxSeen && e.meter.Add(entryBytes(len(raw)/8)) == nil {
		e.seen[raw] = v
	}
	e.mu.Unlock()
}

// labelledKey writes neighbour masks as bytes.
func labelledKey(adj []uint64) string {
	b := make([]byte, 0, 8*len(adj))
	for _, a := range adj {
		b = binary.LittleEndian.AppendUint64(b, a)
	}
	return string(b)
}

// compress packs the bits of x that lie in mask into the low bits, in
// order (the bit of the i-th vertex of mask becomes bit i).
func compress(x, mask uint64) uint64 {
	var out uint64
	i := 0
	for m := mask; m != 0; m &= m - 1 {
		if x>>bits.TrailingZeros64(m)&1 != 0 {
			out |= 1 << i
		}
		i++
	}
	return out
}

// graphValue values a whole graph.
func (e *evaluator) graphValue(g Graph) (int, error) {
	v := e.topValue(g.Adj, g.Alive)
	if e.err != nil {
		return 0, e.err
	}
	return v, nil
}

// componentValues returns the components of g and their values.
func (e *evaluator) componentValues(g Graph) ([]uint64, []int, error) {
	comps := g.Components()
	values := make([]int, len(comps))
	for i, c := range comps {
		values[i] = e.value(g.Adj, c)
	}
	if e.err != nil {
		return nil, nil, fmt.Errorf("%w", e.err)
	}
	return comps, values, nil
}

func (r Rule) game() Game { return Game{r} }

func trailing(x uint64) int { return bits.TrailingZeros64(x) }
