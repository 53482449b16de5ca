package octal

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// minPipelined is the first heap the two-thread pipeline computes; the
// values before it are computed one by one.
const minPipelined = 64

// resolveWait is how long a speculation waits for G(n-1) before it scans
// for the candidates beyond the least.
const resolveWait = 20 * time.Microsecond

// resolveEvery is the splits a speculative scan covers between its looks
// at whether G(n-1) is recorded.
const resolveEvery = 4096

// Extend computes values until Len() == n on up to threads cores (0: all
// of them). While the whole sequence is kept, two threads compute
// alternate values (pipeline); otherwise, and on one core, values are
// computed one by one by Next. The values and every statistic are those
// of Next: the splits scanned and the scans to the end count what Next
// would scan (settle). Errors say at which n.
func (s *Sparse) Extend(n, threads int) error {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	for s.Len() < n {
		if threads >= 2 && s.store.all != nil && s.Len() >= minPipelined {
			return s.pipeline(n)
		}
		at := s.Len()
		if _, err := s.Next(); err != nil {
			return fmt.Errorf("at n = %d: %w", at, err)
		}
	}
	return nil
}

// view is what the computation of a value reads of the shared state. The
// thread that records a value publishes a new view when the rare list,
// the mask or the bound on the values changed; a view is never written
// after it is published (record builds new slices on a change of mask and
// only appends otherwise).
type view struct {
	mask   uint32
	posBit bool
	bitsV  int
	cls    []uint8
	rareN  []int32
	rareV  []uint16
}

func (s *Sparse) newView() *view {
	return &view{mask: s.mask, posBit: s.posBit, bitsV: s.bitsV, cls: s.classes(), rareN: s.rareN, rareV: s.rareV}
}

// pipe is the shared progress of the two threads.
//
// The threads share as few cache lines as they can: a value's recording
// writes the value and the two counters, and keeps its counts and
// statistics in the recording thread's own tally; the Sparse itself is
// written only when the rare list, the mask or the bound changes (sync)
// and at the end.
type pipe struct {
	final   atomic.Int64 // G(0..final-1) are recorded
	claimed atomic.Int64 // G(0..claimed-1) are recorded or being recorded
	_       [48]byte
	view    atomic.Pointer[view]
	failed  atomic.Bool
	err     error // set before failed
	g       []uint16
	_       [64]byte
	tally   [2]tally
}

// tally is what one thread's recorded values add to the counts and
// statistics since the last sync.
type tally struct {
	counts             [][2]uint64 // by value and position parity
	largest            uint16
	largestAt          int // 0: no value yet
	longest, fullScans int
	scanned            uint64
	_                  [64]byte
}

// add counts G(n) = v.
func (t *tally) add(n int, v uint16, scanned int, full bool) {
	for int(v) >= len(t.counts) {
		t.counts = append(t.counts, [2]uint64{})
	}
	t.counts[v][n&1]++
	if t.largestAt == 0 || v > t.largest {
		t.largest, t.largestAt = v, n
	}
	t.longest = max(t.longest, scanned)
	t.scanned += uint64(scanned)
	if full {
		t.fullScans++
	}
}

// sync moves both threads' tallies into s and makes s hold G(0..n-1),
// by the thread that is recording G(n) (so the other is not recording).
func (s *Sparse) sync(p *pipe, n int) {
	for i := range p.tally {
		t := &p.tally[i]
		for v, c := range t.counts {
			for v >= len(s.counts) {
				s.counts = append(s.counts, [2]uint64{})
			}
			s.counts[v][0] += c[0]
			s.counts[v][1] += c[1]
			t.counts[v] = [2]uint64{}
		}
		if t.largestAt > 0 && (t.largest > s.stats.Largest || t.largest == s.stats.Largest && t.largestAt < s.stats.LargestAt) {
			s.stats.Largest, s.stats.LargestAt = t.largest, t.largestAt
		}
		s.stats.LongestScan = max(s.stats.LongestScan, t.longest)
		s.stats.Scanned += t.scanned
		s.stats.FullScans += t.fullScans
		t.largestAt, t.longest, t.scanned, t.fullScans = 0, 0, 0, 0
	}
	s.store.all, s.store.n = p.g[:n], n
}

// wait spins until G(0..k-1) are recorded (then true) or the other thread
// failed (false). The other thread's step is a few microseconds, so a
// short spin is the usual wait; then it yields, and then it sleeps.
func (p *pipe) wait(k int) bool {
	for spins := 0; p.final.Load() < int64(k); spins++ {
		if p.failed.Load() {
			return false
		}
		switch {
		case spins > 256:
			time.Sleep(20 * time.Microsecond)
		case spins > 64:
			runtime.Gosched()
		}
	}
	return true
}

func (p *pipe) fail(err error) {
	p.err = err
	p.failed.Store(true)
}

// stealAfter is how long a thread waits for the other's value before it
// computes that value itself: far longer than a value takes (a few
// microseconds), far shorter than a time slice of a busy machine, during
// which the other thread may be descheduled.
var stealAfter = 40 * time.Microsecond

// pipeline computes G(from..to-1), from = Len() >= minPipelined, on two
// threads, thread i taking the heaps from+i, from+i+2, …
//
// G(n) uses G(n-1) only through the pending options: taking one (value
// G(n-1)) and, with a split that takes nothing, the split (1, n-1) (value
// G(n-1) xor G(1)). Every other option uses G(0..n-2). So a thread starts
// G(n) as soon as G(0..n-2) are recorded, leaves the pending options out,
// and finds the K+1 least values that are not options (K pending
// options, speculate); once G(n-1) is recorded, G(n) is the least of them
// that is not a pending option's value. The values are recorded strictly
// in order, each by the thread that claims it first, so one thread
// computes while the other records; a thread that has waited stealAfter
// for the other's value computes it itself (the other, descheduled on a
// busy machine, then finds it claimed and moves on), so the pipeline is
// never much slower than one thread.
//
// The rare/common argument holds for whichever mask the thread reads, as
// long as the rare list is complete for the heaps it uses, which a
// published view is (it is published before the count of recorded values
// is raised). The value array is reserved up front, so the recording
// thread's appends never move it.
func (s *Sparse) pipeline(to int) error {
	from := s.Len()
	s.Reserve(to)
	g := s.store.all[:to] // the threads read G(i) only for i < final
	p := &pipe{g: g}
	p.final.Store(int64(from))
	p.claimed.Store(int64(from))
	p.view.Store(s.newView())
	w0, w1 := s.worker(0), s.worker(1)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		s.pipelineThread(p, w1, &p.tally[1], g, from+1, to)
	}()
	s.pipelineThread(p, w0, &p.tally[0], g, from, to)
	wg.Wait()
	s.sync(p, int(p.final.Load()))
	return p.err
}

// pipelineThread computes G(n), G(n+2), … below to, and records those
// the other thread has not claimed.
func (s *Sparse) pipelineThread(p *pipe, w *worker, t *tally, g []uint16, n, to int) {
	eager := false
	var gs guess
	for ; n < to; n += 2 {
		if p.claimed.Load() > int64(n) {
			continue // the other thread took it
		}
		if !p.wait(n - 1) { // G(0..n-2)
			return
		}
		s.speculate(p, w, n, p.view.Load(), g, true, &gs)
		if !s.awaitOrSteal(p, w, t, g, n, &eager) { // G(n-1)
			return
		}
		value, scanned, full := s.settle(n, g, &gs)
		if v := p.view.Load(); v.mask != gs.view.mask || v.posBit != gs.view.posBit || v.bitsV != gs.view.bitsV {
			// The mask or the bound on the values changed when G(n-1)
			// was recorded: compute G(n) again as Next would, so that
			// the statistics are Next's (it happens a few dozen times
			// in a run).
			if !s.speculate(p, w, n, v, g, false, &gs) {
				continue // the other thread took it meanwhile
			}
			value, scanned, full = gs.gaps[0], gs.scanned, gs.full
		}
		if _, ok := s.commit(p, t, n, value, scanned, full); !ok {
			return
		}
	}
}

// settle returns G(n) from a speculation gs, G(0..n-1) being recorded,
// and the splits Next would have scanned for it and whether it would have
// scanned them all, when its view has the mask and bound on the values
// that Next would use.
//
// Next's needed values are those of gs below its candidate c (the least
// value outside Q(n) that is no option) but for the pending options'
// values that Next marks before it scans: G(n-1) (taking one), and
// G(n-1) xor G(1) when 1 or n-1 is rare (the split (1, n-1) among the
// rare splits). The split (1, n-1) is otherwise Next's first split: it
// crosses off G(n-1) xor G(1) at once, and every other split comes one
// place later in Next's order than in speculate's.
func (s *Sparse) settle(n int, g []uint16, gs *guess) (value, scanned int, full bool) {
	x1, x2 := -1, -1
	if s.takeOne {
		x1 = int(g[n-1])
	}
	shift := 0
	if s.splitZero {
		x2 = int(g[n-1] ^ g[1])
		shift = 1
	}
	c := -1 // Next's candidate
	for _, y := range gs.other[:gs.want] {
		if y != x1 && y != x2 {
			c = y
			break
		}
	}
	value = c
	for _, y := range gs.gaps[:gs.want] {
		if y != x1 && y != x2 {
			value = y
			break
		}
	}
	v := gs.view
	rare := func(i int) bool {
		q := uint32(0)
		if v.posBit {
			q = uint32((i - s.splitParity) & 1)
		}
		return parity(uint32(g[i])&v.mask) == q
	}
	x2marked := x2 >= 0 && (rare(1) || rare(n-1))
	for _, h := range gs.needs {
		switch {
		case h.w >= c || h.w == x1 || (h.w == x2 && x2marked):
		case h.w == x2:
			scanned = max(scanned, 1)
		case h.at == 0: // never crossed off: Next scans every split
			return value, s.splitCount(n), true
		default:
			scanned = max(scanned, h.at+shift)
		}
	}
	return value, scanned, false
}

// splitCount returns the splits Next's scan of heap n covers in full.
func (s *Sparse) splitCount(n int) int {
	total := 0
	for _, k := range s.split {
		rest := n - k
		last := rest / 2
		if s.unequal && rest%2 == 0 {
			last--
		}
		total += max(last, 0)
	}
	return total
}

// awaitOrSteal waits until G(0..n-1) are recorded. After stealAfter, or
// at once when the last steal succeeded (eager: the other thread looks
// descheduled), it computes G(n-1) itself and records it unless the other
// thread claims it first. It returns false if a thread failed.
func (s *Sparse) awaitOrSteal(p *pipe, w *worker, t *tally, g []uint16, n int, eager *bool) bool {
	var start time.Time
	for spins := 0; p.final.Load() < int64(n); spins++ {
		if p.failed.Load() {
			return false
		}
		if p.claimed.Load() != int64(n-1) {
			// The other thread is recording G(n-1): wait for it.
			if spins > 1<<12 {
				time.Sleep(20 * time.Microsecond)
			}
			continue
		}
		if !*eager {
			if spins < 64 || spins%16 != 0 {
				continue
			}
			if start.IsZero() {
				start = time.Now()
				continue
			}
			if time.Since(start) < stealAfter {
				continue
			}
		}
		took, ok := false, true
		if s.speculate(p, w, n-1, p.view.Load(), g, false, &w.steal) {
			if took, ok = s.commit(p, t, n-1, w.steal.gaps[0], w.steal.scanned, w.steal.full); !ok {
				return false
			}
		}
		*eager, start = took, time.Time{}
	}
	return true
}

// commit records G(n) = value with the statistics of its computation
// unless the other thread has claimed n first (G(0..n-1) are recorded);
// it reports whether it recorded the value, and false when the value does
// not fit in 16 bits (the error is then in p).
func (s *Sparse) commit(p *pipe, t *tally, n, value, scanned int, full bool) (took, ok bool) {
	if !p.claimed.CompareAndSwap(int64(n), int64(n+1)) {
		return false, true // the other thread took it
	}
	if value >= 1<<16-1 {
		p.fail(fmt.Errorf("at n = %d: octal: G(%d) reaches %d; values are kept in 16 bits", n, n, value))
		return true, false
	}
	v, cur := uint16(value), p.view.Load()
	q := uint32(0)
	if cur.posBit {
		q = uint32((n - s.splitParity) & 1)
	}
	rare := parity(uint32(v)&cur.mask) == q
	if !rare && int(v) < 1<<cur.bitsV {
		p.g[n] = v // the common case: nothing the other thread reads changes
		t.add(n, v, scanned, full)
	} else {
		s.sync(p, n)
		s.stats.LongestScan = max(s.stats.LongestScan, scanned)
		s.stats.Scanned += uint64(scanned)
		if full {
			s.stats.FullScans++
		}
		s.record(n, v, rare)
		p.view.Store(s.newView())
	}
	p.final.Store(int64(n + 1))
	return true, true
}

// guess is what speculate found for a heap.
type guess struct {
	gaps  [3]int // the want least values that are no options of the moves looked at
	other [3]int // the want least values outside Q(n) (or >= the bound) that are no options
	want  int
	view  *view
	// needs are the values of class Q(n) below other[want-1] that are
	// no options of the take moves or rare splits, with the place in the
	// scan of the split that crossed each off (0: none did).
	needs []needHit
	// scanned and full: the splits scanned and whether all were.
	scanned int
	full    bool
}

type needHit struct{ w, at int }

// speculate finds the want = K+1 least values that are not options of n
// by a move other than the K pending ones, from G(0..n-2) and the view v
// (see pipeline), into gs. Values outside class Q(n) come from the take
// moves and the splits with a rare part; the values of class Q(n) below
// the K+1-th such value are crossed off by the scan of the splits.
//
// With pend false, nothing is pending (G(0..n-1) are recorded): this is
// Next's computation, one candidate, and it gives up (false) as soon as
// the other thread claims n.
func (s *Sparse) speculate(p *pipe, w *worker, n int, v *view, g []uint16, pend bool, gs *guess) bool {
	want := 1
	if pend && s.takeOne {
		want++
	}
	if pend && s.splitZero {
		want++
	}
	limit := 1 << v.bitsV // every option value is < limit
	// known: the options using only G(0..known) are marked already (by
	// premark, while this thread waited during its previous heap).
	known := 0
	if pend && w.preN == n && w.preView.mask == v.mask && w.preView.posBit == v.posBit {
		known = n - 4
		w.mark, w.pre = w.pre, w.mark
	} else {
		w.stamp++
		w.preStamp = w.stamp
	}
	w.preN = -1
	stamp, mark := w.preStamp, w.mark
	for _, k := range s.whole {
		if k == n {
			mark[0] = stamp
		}
	}
	for _, k := range s.take {
		if k < n && (k > 1 || !pend) && n-k > known {
			mark[g[n-k]] = stamp
		}
	}
	for _, k := range s.split {
		rest := n - k
		skip := -1
		if s.unequal && rest%2 == 0 {
			skip = rest / 2
		}
		lo, hi := 1, rest
		if k == 0 && pend {
			lo, hi = 2, rest-1 // the split (1, n-1) is pending
		}
		if known > 0 {
			plo, phi := max(1, rest-known), min(rest, known+1)
			markRareIn(g, rest, lo, min(hi, plo), skip, v.rareN, v.rareV, mark, stamp)
			markRareIn(g, rest, max(lo, phi), hi, skip, v.rareN, v.rareV, mark, stamp)
		} else {
			markRareIn(g, rest, lo, hi, skip, v.rareN, v.rareV, mark, stamp)
		}
	}
	q := uint8(0)
	if v.posBit {
		q = uint8((n - s.splitParity) & 1)
	}
	cls := v.cls
	if w.hitAt == nil {
		w.hitAt = new([1 << 16]int)
	}
	// other: the least values outside class Q(n) (or >= limit) that are
	// not options; list: the values of Q(n) below the last of them that
	// are not options of the moves marked; needed, with count those below
	// the first (c1), as the scan's stop condition.
	var other [3]int
	needed, hitAt, list := w.need, w.hitAt, w.needList[:0]
	count, c1 := 0, -1
	for x, m := 0, 0; m < want; x++ {
		switch {
		case x >= limit:
			other[m] = x
			m++
		case mark[x] == stamp:
		case cls[x] != q:
			other[m] = x
			m++
		default:
			hitAt[x] = 0
			needed[x] = true
			list = append(list, x)
			if m == 0 {
				count++
			}
		}
		if m == 1 && c1 < 0 {
			c1 = x
		}
	}
	w.needList = list
	pass1 := false
	// resolve, once G(n-1) is recorded, marks the pending options' values
	// and drops the needed values beyond the least value left: from then
	// on one candidate is enough.
	resolved := want == 1
	resolve := func() {
		if p.final.Load() < int64(n) {
			return
		}
		var x [2]int
		nx := 0
		if s.takeOne {
			x[nx] = int(g[n-1])
			nx++
		}
		if s.splitZero {
			x[nx] = int(g[n-1] ^ g[1])
			nx++
		}
		for _, c := range x[:nx] {
			if c >= limit {
				return // a new largest value: keep all the candidates
			}
		}
		resolved = true
		for _, c := range x[:nx] {
			if mark[c] != stamp {
				mark[c] = stamp
				if needed[c] {
					needed[c] = false
					if c < c1 || pass1 {
						count--
					}
				}
			}
		}
		c := 0
		for c < limit && (cls[c] == q || mark[c] == stamp) {
			c++
		}
		for _, y := range list {
			if y > c && needed[y] {
				needed[y] = false // beyond c1: not counted before pass 1
				if pass1 {
					count--
				}
			}
		}
		want, other[0] = 1, c
	}
	// One scan in two passes. The first ends when the values below the
	// least candidate c1 are crossed off (they are needed whatever G(n-1)
	// is; by then G(n-1) is usually known); it also crosses off the values
	// up to the last candidate that it meets. The second goes on from
	// there if any of those is still needed: none unless G(n-1) took the
	// least candidate, or all up to the last candidate if G(n-1) is still
	// not known.
	ki, first, at, exhausted := 0, 1, 0, false // the scan's place: split ki, from (first, rest-first)
	scan := func() bool {
		for ki < len(s.split) && count > 0 {
			k := s.split[ki]
			rest := n - k
			last := rest / 2
			if s.unequal && rest%2 == 0 {
				last--
			}
			if k == 0 && pend && first < 2 {
				first = 2 // the split (1, n-1) is pending
			}
			for first <= last && count > 0 {
				if !resolved {
					resolve()
				}
				if !pend && p.claimed.Load() > int64(n) {
					return false
				}
				end := min(last, first+resolveEvery-1)
				for first <= end && count > 0 {
					a := findNeeded(g, rest, first, end, needed)
					if a > end {
						at += end + 1 - first
						first = end + 1
						break
					}
					w := int(g[a] ^ g[rest-a])
					needed[w] = false
					if w < c1 || pass1 {
						count--
					}
					at += a + 1 - first
					hitAt[w] = at
					first = a + 1
				}
			}
			if first > last { // on to the next split move
				ki, first = ki+1, 1
			}
		}
		exhausted = ki >= len(s.split) && count > 0
		return true
	}
	if !scan() {
		for _, x := range list {
			needed[x] = false
		}
		return false
	}
	scanned := at
	if !exhausted && !resolved {
		// G(n-1) is most likely being recorded: wait a little for it,
		// since usually it does not take the least candidate and nothing
		// more is needed; meanwhile mark what can be marked of this
		// thread's next heap.
		if pend && n+2 < len(g) && p.final.Load() < int64(n) {
			s.premark(w, n+2, v, g)
		}
		var start time.Time
		for spins := 0; p.final.Load() < int64(n) && !p.failed.Load(); spins++ {
			if spins&63 == 63 {
				if start.IsZero() {
					start = time.Now()
				} else if time.Since(start) > resolveWait {
					break
				}
			}
		}
		resolve()
	}
	pass1, count = true, 0
	for _, y := range list {
		if needed[y] {
			count++
		}
	}
	if !exhausted && count > 0 && !scan() {
		for _, x := range list {
			needed[x] = false
		}
		return false
	}
	full := false
	for _, y := range list {
		if needed[y] { // no split crossed it off
			needed[y] = false
			hitAt[y] = -1
			full = true
		}
	}
	gs.want, gs.other, gs.view, gs.scanned, gs.full = want, other, v, scanned, full
	gs.needs = gs.needs[:0]
	for _, x := range list {
		gs.needs = append(gs.needs, needHit{x, max(hitAt[x], 0)})
	}
	// The want least of the values outside Q(n) (other) and of those of
	// Q(n) that no split crossed off and no pending option took (all
	// below other[want-1]).
	i, j := 0, 0
	for m := range want {
		for j < len(list) && (hitAt[list[j]] != -1 || mark[list[j]] == stamp) {
			j++
		}
		if j < len(list) && list[j] < other[i] {
			gs.gaps[m] = list[j]
			j++
		} else {
			gs.gaps[m] = other[i]
			i++
		}
	}
	return true
}

// markRareIn marks the values of the splits (r, rest-r) for the rare
// positions lo <= r < hi other than skip (1 <= lo, hi <= rest).
func markRareIn(g []uint16, rest, lo, hi, skip int, rareN []int32, rareV []uint16, mark *[1 << 16]uint64, stamp uint64) {
	if lo >= hi {
		return
	}
	from, to := searchRare(rareN, lo), searchRare(rareN, hi)
	if skip >= lo && skip < hi {
		if i := searchRare(rareN, skip); i < to && int(rareN[i]) == skip {
			markRareRange(g[:rest], rareN[from:i], rareV[from:i], mark, stamp)
			from = i + 1
		}
	}
	if from < to {
		markRareRange(g[:rest], rareN[from:to], rareV[from:to], mark, stamp)
	}
}

// premark marks, for heap m, the options whose heaps are all at most
// m-4 (G(0..m-4) are recorded and v holds their rare positions): the take
// moves of four or more and the splits with a rare part in the middle
// range, most of the rare splits. speculate(m) marks the rest, if the mask
// is still v's.
func (s *Sparse) premark(w *worker, m int, v *view, g []uint16) {
	if w.pre == nil {
		w.pre = new([1 << 16]uint64)
	}
	known := m - 4
	w.stamp++
	stamp, mark := w.stamp, w.pre
	for _, k := range s.take {
		if k < m && m-k <= known {
			mark[g[m-k]] = stamp
		}
	}
	for _, k := range s.split {
		rest := m - k
		skip := -1
		if s.unequal && rest%2 == 0 {
			skip = rest / 2
		}
		markRareIn(g, rest, max(1, rest-known), min(rest, known+1), skip, v.rareN, v.rareV, mark, stamp)
	}
	w.preStamp, w.preN, w.preView = stamp, m, v
}

// findNeeded returns the least a, first <= a <= last, whose split
// (a, rest-a) has a needed value, or last+1 if there is none. It is
// scanAll's loop without the bookkeeping of a hit, which its caller does.
func findNeeded(g []uint16, rest, first, last int, needed *[1 << 16]bool) int {
	if last < first {
		return last + 1
	}
	lo := g[first : last+1]
	hi := g[rest-last : rest-first+1]
	i := 0
	for ; i+4 <= len(lo); i += 4 {
		l := lo[i : i+4 : i+4]
		h := hi[len(hi)-i-4 : len(hi)-i]
		if needed[l[0]^h[3]] || needed[l[1]^h[2]] || needed[l[2]^h[1]] || needed[l[3]^h[0]] {
			break
		}
	}
	for ; i < len(lo); i++ {
		if needed[lo[i]^hi[len(hi)-1-i]] {
			return first + i
		}
	}
	return last + 1
}
