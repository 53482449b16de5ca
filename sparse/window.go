package sparse

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/mex-cgt/mex/budget"
)

// windowWaitsForRare: Window is not taken while a rare position lies in
// the second half of the values so far (tests turn it off, to reach the
// recomputation).
var windowWaitsForRare = true

// Stream switches to bounded memory: from now on only the first front
// values and the last ring values (ring rounded up to a power of two) are
// kept, and the mask changes only where followMask can follow the whole
// sequence's. Call it after the rare positions are known (they must lie
// in the front).
func (s *Engine) Stream(front, ring int) error {
	if s.store.all == nil {
		return fmt.Errorf("sparse: already streaming")
	}
	if len(s.rare) > 0 && s.rare[len(s.rare)-1].N >= front {
		return fmt.Errorf("sparse: a rare position (%d) lies beyond the front array of %d values", s.rare[len(s.rare)-1].N, front)
	}
	s.store.stream(front, ring)
	s.recomputeRare = false
	return nil
}

// keepWindow makes a computation whose values lie in a region of
// mapValues keep only its first window values and its last window
// (rounded up to a power of two): the others are released as it goes on
// (store.punch), and the mask changes only as followMask can follow.
func (s *Engine) keepWindow(window int) {
	ring := 1
	for ring < window {
		ring <<= 1
	}
	s.store.window(window, ring)
	s.recomputeRare = false
}

// rewindow lays out a computation that keeps every value (its window was
// given up, or never taken while rare positions were still found) as a
// bounded one again, once its rare positions have settled: when the last
// lies in the first quarter of the values, the values are moved to a
// region of mapValues (room for size) of which only the first front and
// the last ring are kept: front doubled until it holds twice the longest
// scan so far that found every needed value (a scan that needs a split
// past the front gives the window up), and ring the power of two at least
// front and the last rare position and the longest move, so that every
// split with a rare part finds its other part in the ring. (Twice the
// last rare position, as it was, kept Grundy's game, whose last rare
// position is 48,399,022, whole to 2^29: a GiB of values.) It does nothing when that
// would not keep less than half of the values, or no region can be
// mapped. A rare position found later gives the window up again, as it
// does the first one.
func (s *Engine) rewindow(front, size int) {
	n := s.store.n
	for front < 2*s.longestFound {
		front <<= 1
	}
	ring := 1
	for ring < max(front, s.stats.LastRare+s.longestMove()+1) {
		ring <<= 1
	}
	if s.stats.LastRare >= n/4 || front+ring > n/2 {
		return
	}
	if s.store.rewindow(front, ring, size) {
		s.recomputeRare = false
	}
}

// longestMove is the most tokens a move takes (0 for Grundy's game).
func (s *Engine) longestMove() int {
	return max(slices.Max(append([]int{0}, s.whole...)), slices.Max(append([]int{0}, s.take...)), slices.Max(append([]int{0}, s.split...)))
}

// wholeAgain recomputes G(0..n-1) keeping every value, for a run whose
// window turned out too small (Window): on up to threads cores, with
// progress and the context looked at every runBlock values, but no value
// emitted (they were) and no checkpoint saved (the last one, of the
// windowed run, stays valid).
func wholeAgain(r Rules, old *Engine, n, threads int, opt Options) (*Engine, error) {
	old.store.release() // nothing else holds its region: values were handed out one by one
	s := New(r)
	if !s.store.mapWhole(opt.Upto + 1) { // room for every value, outside the Go heap
		s.Reserve(min(opt.Upto+1, maxReserve))
	}
	ctx := opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	last := time.Now()
	for s.Len() < n {
		if err := s.Extend(min(n, s.Len()+runBlock), threads); err != nil {
			return s, err
		}
		if opt.Progress != nil && time.Since(last) > 100*time.Millisecond {
			opt.Progress(s.Len(), opt.Upto+1)
			last = time.Now()
		}
		if budget.Err(ctx) != nil {
			return s, stopped(ctx)
		}
	}
	return s, nil
}
