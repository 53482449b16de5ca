package graphkayles

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/sparse"
)

// Both cores. A valuation's time is almost all in the largest component
// of the start: the mex of its options' values. topValue hands those
// options to as many goroutines as the context allows (sparse.WithThreads;
// one by default), each valuing one option at a time through the shared
// evaluator, whose memo is behind a lock; two goroutines may value the
// same smaller component at once, and both store the same value. The
// context's progress function (sparse.WithProgress) hears how many of the
// options are valued, for a bar on long searches.

// parallelVertices is the least component the options of which are
// valued apart: below it a valuation takes milliseconds.
const parallelVertices = 24

// topValue values the graph on alive: each component by component, but
// the largest, of at least parallelVertices vertices, by topComponent.
func (e *evaluator) topValue(adj []uint64, alive uint64) int {
	var largest uint64
	eachComponent(adj, alive, func(comp uint64) {
		if bits.OnesCount64(comp) > bits.OnesCount64(largest) {
			largest = comp
		}
	})
	if bits.OnesCount64(largest) < parallelVertices {
		return e.value(adj, alive)
	}
	x := e.topComponent(adj, largest)
	eachComponent(adj, alive&^largest, func(comp uint64) {
		if !e.failed() {
			x ^= e.component(adj, comp)
		}
	})
	return x
}

// topComponent values a connected component by the mex of its options,
// valued on the context's threads, and memoizes it as component does.
func (e *evaluator) topComponent(adj []uint64, comp uint64) int {
	if _, ok := e.rule.closedValue(adj, comp); ok {
		return e.component(adj, comp)
	}
	k := bits.OnesCount64(comp)
	local := make([]uint64, k)
	i := 0
	for c := comp; c != 0; c &= c - 1 {
		local[i] = compress(adj[bits.TrailingZeros64(c)], comp)
		i++
	}
	key := canonicalKey(local, k)
	if v, ok := e.lookup(e.memo, key); ok {
		return v
	}
	full := uint64(1)<<k - 1
	if k == 64 {
		full = ^uint64(0)
	}
	var options []uint64
	for v := 0; v < k; v++ {
		if e.rule == Node {
			options = append(options, full&^(local[v]|1<<v))
			continue
		}
		for b := local[v] >> (v + 1); b != 0; b &= b - 1 {
			options = append(options, full&^(1<<v|1<<(v+1+bits.TrailingZeros64(b))))
		}
	}
	values := make([]int, len(options))
	var next, done atomic.Int64
	var told sync.Mutex // the progress function is called from one goroutine at a time
	progress := sparse.ProgressOf(e.ctx)
	var wg sync.WaitGroup
	for range max(1, min(sparse.ThreadsOf(e.ctx), len(options))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !e.failed() {
				i := next.Add(1) - 1
				if i >= int64(len(options)) {
					return
				}
				values[i] = e.value(local, options[i])
				if d := done.Add(1); progress != nil {
					told.Lock()
					progress(int(d), len(options))
					told.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if e.failed() {
		return 0
	}
	seen := make([]bool, len(options)+1)
	for _, v := range values {
		if v < len(seen) {
			seen[v] = true
		}
	}
	g := 0
	for seen[g] {
		g++
	}
	e.store(key, labelledKey(local), k, g)
	return g
}
