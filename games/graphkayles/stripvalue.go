package graphkayles

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/sparse"
)

// The valuation along a strip. An interval is a run of consecutive
// vertices of the strip's infinite form, its first and last present, some
// missing within Width of either end (what earlier moves removed). It is
// keyed by the phase of its first vertex (mod Period), its length, and
// its missing vertices: for a short interval (at most shortLength
// vertices) all of them, one bit each; for a long one those within Width
// of its left end and of its right end, the only places a move's closed
// neighbourhood can have cut. The long intervals with the same phase and
// end patterns form a type, valued for every length in one array; a move
// far from both ends leaves an interval of the same left end and of a
// right end that depends only on the phase of the vertex taken, and one
// of a left end likewise and the same right end, so the types are few
// and closed under moves (found before valuing).

// interval is an interval of the strip (see above): for a long one, left
// and right hold its missing vertices within Width of each end (bit i:
// the i-th vertex from that end); for a short one, left holds them all.
type interval struct {
	phase, length int
	left, right   uint64
}

// endTypes identifies a type of long intervals.
type endTypes struct {
	phase       int
	left, right uint64
}

// interior is what a move far from both ends leaves, for moves at
// vertices of one phase: an interval of type leftType whose length is
// the move's offset minus leftCut, and one of type rightType whose
// length is what is beyond the move less rightCut.
type interior struct {
	leftType, rightType int
	leftCut, rightCut   int
}

// stripValuer values the intervals of one strip.
type stripValuer struct {
	s           Strip
	shortLength int
	short       map[interval]uint16
	types       []endTypes
	typeIndex   map[endTypes]int
	moves       [][]interior // by type, then phase of the vertex taken
	values      [][]uint16   // by type, then length (long lengths only)
	meter       *budget.Meter
	ctx         context.Context
	mu          sync.Mutex // guards short while types are valued in parallel
	marks       marks
	workerMarks []marks
	held        int64 // bytes of values drawn from the meter
}

// marks is one goroutine's mex table: seen[x] == stamp marks x.
type marks struct {
	seen  *[maxStripValue + 1]uint32
	stamp uint32
}

// markPairs marks left[i] xor right[j] for count pairs, i from li up and
// j from ri down in steps of p: the moves far from both ends of one
// phase. (The table's index is a uint16, so it needs no bounds check.)
func markPairs(seen *[maxStripValue + 1]uint32, stamp uint32, left, right []uint16, li, ri, count, p int) {
	for ; count > 0; count-- {
		seen[left[li]^right[ri]] = stamp
		li += p
		ri -= p
	}
}

// errNotSplit says the strip is not one along which Node Kayles splits.
var errNotSplit = errors.New("a move leaves its two sides joined")

func newStripValuer(ctx context.Context, s Strip) *stripValuer {
	return &stripValuer{s: s, shortLength: 2*s.Width + 2*s.Period + 2, short: make(map[interval]uint16),
		typeIndex: make(map[endTypes]int), meter: budget.NewMeter(ctx), ctx: ctx}
}

func (v *stripValuer) close() { v.meter.Close() }

// missing reports whether vertex i (from 0) of iv is missing.
func (v *stripValuer) missing(iv interval, i int) bool {
	if iv.length <= v.shortLength {
		return iv.left>>i&1 != 0
	}
	w := v.s.Width
	switch {
	case i < w:
		return iv.left>>i&1 != 0
	case i >= iv.length-w:
		return iv.right>>(iv.length-1-i)&1 != 0
	}
	return false
}

// cut returns the interval of iv's vertices from..to−1 with the vertices
// gone (missing, or removed by the move at k) left out, trimmed to its
// first and last present vertex; length 0 when none is left.
func (v *stripValuer) cut(iv interval, from, to, k int) interval {
	gone := func(i int) bool {
		return v.missing(iv, i) || i == k || v.s.Joined(iv.phase+i, iv.phase+k) && abs(i-k) <= v.s.Width
	}
	for from < to && gone(from) {
		from++
	}
	for to > from && gone(to-1) {
		to--
	}
	out := interval{phase: (iv.phase + from) % v.s.Period, length: to - from}
	if out.length <= v.shortLength {
		for i := from; i < to; i++ {
			if gone(i) {
				out.left |= 1 << (i - from)
			}
		}
		return out
	}
	w := v.s.Width
	for i := 0; i < w; i++ {
		if gone(from + i) {
			out.left |= 1 << i
		}
		if gone(to - 1 - i) {
			out.right |= 1 << i
		}
	}
	return out
}

// split returns what a move at vertex k of iv leaves: the intervals
// before and after it, or errNotSplit when an edge joins them.
func (v *stripValuer) split(iv interval, k int) (before, after interval, err error) {
	w := v.s.Width
	removed := func(i int) bool {
		return v.missing(iv, i) || i == k || abs(i-k) <= w && v.s.Joined(iv.phase+i, iv.phase+k)
	}
	for x := max(0, k-w); x < k; x++ {
		for y := k + 1; y <= min(iv.length-1, x+w); y++ {
			if !removed(x) && !removed(y) && v.s.Joined(iv.phase+x, iv.phase+y) {
				return before, after, fmt.Errorf("%s: %w (vertices %d and %d about %d)", v.s.Name, errNotSplit, x, y, k)
			}
		}
	}
	return v.cut(iv, 0, k, k), v.cut(iv, k+1, iv.length, k), nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// typeOf returns the index of a long interval's type, adding it.
func (v *stripValuer) typeOf(iv interval) int {
	key := endTypes{iv.phase, iv.left, iv.right}
	if t, ok := v.typeIndex[key]; ok {
		return t
	}
	v.typeIndex[key] = len(v.types)
	v.types = append(v.types, key)
	return len(v.types) - 1
}

// discover finds the types of long intervals that moves lead to from the
// type of start, and each type's interior moves, by splitting every type
// at a representative length long enough that every move near one end
// leaves a long interval on the other side.
func (v *stripValuer) discover(starts ...interval) error {
	for _, start := range starts {
		v.typeOf(start)
	}
	w, p := v.s.Width, v.s.Period
	rep := 2*v.shortLength + 4*w + 4*p + 1
	for t := len(v.moves); t < len(v.types); t++ { // the types not split before
		ty := v.types[t]
		iv := interval{phase: ty.phase, length: rep, left: ty.left, right: ty.right}
		inner := make([]interior, p)
		for k := 0; k < rep; k++ {
			if v.missing(iv, k) {
				continue
			}
			before, after, err := v.split(iv, k)
			if err != nil {
				return err
			}
			for _, c := range []interval{before, after} {
				if c.length > v.shortLength {
					v.typeOf(c)
				}
			}
			if k > rep/2 && k <= rep/2+p { // far from both ends: one move of each phase
				r := (ty.phase + k) % p
				inner[r] = interior{leftType: v.typeOf(before), rightType: v.typeOf(after),
					leftCut: k - before.length, rightCut: rep - k - after.length}
			}
		}
		v.moves = append(v.moves, inner)
	}
	return nil
}

// shortValue values a short interval by the rules, memoized.
func (v *stripValuer) shortValue(iv interval) (uint16, error) {
	if iv.length == 0 {
		return 0, nil
	}
	if g, ok := v.short[iv]; ok {
		return g, nil
	}
	var seen [64]bool
	for k := 0; k < iv.length; k++ {
		if v.missing(iv, k) {
			continue
		}
		before, after, err := v.split(iv, k)
		if err != nil {
			return 0, err
		}
		a, err := v.shortValue(before)
		if err != nil {
			return 0, err
		}
		b, err := v.shortValue(after)
		if err != nil {
			return 0, err
		}
		seen[a^b] = true
	}
	g := uint16(0)
	for seen[g] {
		g++
	}
	v.short[iv] = g
	return g, nil
}

// value returns the value of an interval whose lengths up to its own are
// valued (long ones in values, short ones on demand).
func (v *stripValuer) value(iv interval) (uint16, error) {
	if iv.length <= v.shortLength {
		v.mu.Lock()
		defer v.mu.Unlock()
		return v.shortValue(iv)
	}
	t, ok := v.typeIndex[endTypes{iv.phase, iv.left, iv.right}]
	if !ok || iv.length >= len(v.values[t]) {
		return 0, fmt.Errorf("%s: an interval of length %d and a type not found in advance", v.s.Name, iv.length)
	}
	return v.values[t][iv.length], nil
}

// maxStripValue bounds the values a strip's valuation holds (16 bits).
const maxStripValue = 1<<16 - 1

// extend values every long type at every length up to upto (inclusive),
// the types of each length shared among the context's threads
// (sparse.WithThreads), checking ctx and telling its progress function
// (sparse.WithProgress) every 1024 lengths.
func (v *stripValuer) extend(upto int) error {
	bytes := int64(len(v.types))*int64(upto+1)*2 - v.held
	if err := v.meter.Add(max(bytes, 0)); err != nil {
		return game.Refuse(fmt.Errorf("%s up to %d vertices holds %d interval types, %s: %w", v.s.Name, upto, len(v.types), budget.Bytes(bytes), err))
	}
	v.held += max(bytes, 0)
	for t := range v.values {
		if grow := upto + 1 - len(v.values[t]); grow > 0 {
			v.values[t] = append(v.values[t], make([]uint16, grow)...)
		}
	}
	for t := len(v.values); t < len(v.types); t++ {
		v.values = append(v.values, make([]uint16, upto+1))
	}
	workers := min(sparse.ThreadsOf(v.ctx), len(v.types))
	progress := sparse.ProgressOf(v.ctx)
	for len(v.workerMarks) < workers {
		v.workerMarks = append(v.workerMarks, marks{})
	}
	for length := v.shortLength + 1; length <= upto; length++ {
		if length%1024 == 0 {
			if err := v.ctx.Err(); err != nil {
				return err
			}
			if progress != nil {
				progress(length, upto)
			}
		}
		if err := v.extendLength(length, workers); err != nil {
			return err
		}
	}
	return nil
}

// extendLength values every type at one length.
func (v *stripValuer) extendLength(length, workers int) error {
	if workers <= 1 || length < 4096 {
		for t := range v.types {
			if err := v.valueAt(t, length, &v.marks); err != nil {
				return err
			}
		}
		return nil
	}
	var wg sync.WaitGroup
	errs := make([]error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m := &v.workerMarks[w]
			for t := w; t < len(v.types); t += workers {
				if err := v.valueAt(t, length, m); err != nil {
					errs[w] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// valueAt values the long interval of type t and the given length: the
// moves near its ends one by one, those far from both in tight loops
// over the arrays of the two types they leave.
func (v *stripValuer) valueAt(t, length int, m *marks) error {
	ty := v.types[t]
	iv := interval{phase: ty.phase, length: length, left: ty.left, right: ty.right}
	if m.seen == nil {
		m.seen = new([maxStripValue + 1]uint32)
	}
	if m.stamp++; m.stamp == 0 { // wrapped: clear
		clear(m.seen[:])
		m.stamp = 1
	}
	seen, stamp := m.seen, m.stamp
	mark := func(x uint16) { seen[x] = stamp }
	edge := v.edge()
	p := v.s.Period
	for k := 0; k < length; k++ {
		if k == edge && length-edge > edge {
			// The interior: k from edge to length−edge−1, phase by phase.
			for r := range p {
				in := v.moves[t][r]
				first := edge + ((r-ty.phase-edge)%p+p)%p
				if first >= length-edge {
					continue
				}
				count := (length-edge-1-first)/p + 1
				markPairs(seen, stamp, v.values[in.leftType], v.values[in.rightType], first-in.leftCut, length-first-in.rightCut, count, p)
			}
			k = length - edge - 1
			continue
		}
		if v.missing(iv, k) {
			continue
		}
		before, after, err := v.split(iv, k)
		if err != nil {
			return err
		}
		a, err := v.value(before)
		if err != nil {
			return err
		}
		b, err := v.value(after)
		if err != nil {
			return err
		}
		mark(a ^ b)
	}
	g := 0
	for seen[g] == stamp {
		g++
	}
	if g >= maxStripValue {
		return fmt.Errorf("%s: a value of %d or more, past what the valuation holds", v.s.Name, maxStripValue)
	}
	v.values[t][length] = uint16(g)
	return nil
}

// StripValues returns the Node Kayles values of the members of s of
// sizes 0..upto (index n; a member with no vertex is worth 0). It
// returns an error wrapping errNotSplit when a move on s leaves its two
// sides joined (the strip is not one this valuation handles), and stops
// when ctx is done or its memory account is spent.
func StripValues(ctx context.Context, s Strip, upto int) ([]int, error) {
	v := newStripValuer(ctx, s)
	defer v.close()
	longest := s.Vertices(upto)
	if longest > v.shortLength {
		if err := v.discover(interval{length: longest}); err != nil {
			return nil, err
		}
		if err := v.extend(longest); err != nil {
			return nil, err
		}
	}
	out := make([]int, upto+1)
	for n := range out {
		g, err := v.value(interval{length: s.Vertices(n)})
		if err != nil {
			return nil, err
		}
		out[n] = int(g)
	}
	return out, nil
}

// computed is the longest length valued for every type.
func (v *stripValuer) computed() int {
	if len(v.values) == 0 {
		return 0
	}
	n := len(v.values[0]) - 1
	for _, g := range v.values {
		n = min(n, len(g)-1)
	}
	return n
}
