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

// resolveEvery is the splits a speculative scan covers between its looks
// at whether G(n-1) is recorded.
const resolveEvery = 1024

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
type pipe struct {
	final   atomic.Int64 // G(0..final-1) are recorded
	claimed atomic.Int64 // G(0..claimed-1) are recorded or being recorded
	view    atomic.Pointer[view]
	failed  atomic.Bool
	err     error // set before failed
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
	var p pipe
	p.final.Store(int64(from))
	p.claimed.Store(int64(from))
	p.view.Store(s.newView())
	w0, w1 := s.worker(0), s.worker(1)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		s.pipelineThread(&p, w1, g, from+1, to)
	}()
	s.pipelineThread(&p, w0, g, from, to)
	wg.Wait()
	return p.err
}

// pipelineThread computes G(n), G(n+2), … below to, and records those
// the other thread has not claimed.
func (s *Sparse) pipelineThread(p *pipe, w *worker, g []uint16, n, to int) {
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
		if !s.awaitOrSteal(p, w, g, n, &eager) { // G(n-1)
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
		if _, ok := s.commit(p, n, value, scanned, full); !ok {
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
func (s *Sparse) awaitOrSteal(p *pipe, w *worker, g []uint16, n int, eager *bool) bool {
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
			if took, ok = s.commit(p, n-1, w.steal.gaps[0], w.steal.scanned, w.steal.full); !ok {
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
func (s *Sparse) commit(p *pipe, n, value, scanned int, full bool) (took, ok bool) {
	if !p.claimed.CompareAndSwap(int64(n), int64(n+1)) {
		return false, true // the other thread took it
	}
	if value >= 1<<16-1 {
		p.fail(fmt.Errorf("at n = %d: octal: G(%d) reaches %d; values are kept in 16 bits", n, n, value))
		return true, false
	}
	s.stats.LongestScan = max(s.stats.LongestScan, scanned)
	s.stats.Scanned += uint64(scanned)
	if full {
		s.stats.FullScans++
	}
	v := uint16(value)
	if s.record(n, v, parity(uint32(v)&s.mask) == s.q(n)) {
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
	w.stamp++
	stamp, mark := w.stamp, w.mark
	for _, k := range s.whole {
		if k == n {
			mark[0] = stamp
		}
	}
	for _, k := range s.take {
		if k < n && (k > 1 || !pend) {
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
		markRareIn(g, rest, lo, hi, skip, v.rareN, v.rareV, mark, stamp)
	}
	q := uint8(0)
	if v.posBit {
		q = uint8((n - s.splitParity) & 1)
	}
	cls := v.cls
	var other [3]int // the least values outside class Q(n) (or >= limit) that are not options
	for c, m := 0, 0; m < want; c++ {
		if c >= limit || (cls[c] != q && mark[c] != stamp) {
			other[m] = c
			m++
		}
	}
	if w.hitAt == nil {
		w.hitAt = new([1 << 16]int)
	}
	needed, hitAt, list := w.need, w.hitAt, w.needList[:0]
	for x := range min(other[want-1], limit) {
		if cls[x] == q && mark[x] != stamp {
			needed[x] = true
			hitAt[x] = 0
			list = append(list, x)
		}
	}
	w.needList = list
	count := len(list)
	// resolve, once G(n-1) is recorded, marks the pending options' values
	// and drops the needed values beyond the least value left: from then
	// on one candidate is enough, and the scan usually ends sooner.
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
					count--
				}
			}
		}
		c := 0
		for c < limit && (cls[c] == q || mark[c] == stamp) {
			c++
		}
		for _, y := range list {
			if y > c && needed[y] {
				needed[y] = false
				count--
			}
		}
		want, other[0] = 1, c
	}
	scanned := 0
	if count > 0 {
		for _, k := range s.split {
			rest := n - k
			last := rest / 2
			if s.unequal && rest%2 == 0 {
				last--
			}
			first := 1
			if k == 0 && pend {
				first = 2 // the split (1, n-1) is pending
			}
			for first <= last && count > 0 {
				if !resolved {
					resolve()
				}
				if !pend && p.claimed.Load() > int64(n) {
					for _, x := range list {
						needed[x] = false
					}
					return false
				}
				end := min(last, first+resolveEvery-1)
				var a int
				a, count = scanHits(g, rest, first, end, needed, count, hitAt, scanned)
				scanned += a
				first = end + 1
			}
		}
	}
	gs.want, gs.other, gs.view, gs.scanned, gs.full = want, other, v, scanned, count > 0
	gs.needs = gs.needs[:0]
	for _, x := range list {
		at := hitAt[x]
		if needed[x] {
			at = 0
		}
		gs.needs = append(gs.needs, needHit{x, at})
	}
	// The want least of the values outside Q(n) and those of Q(n) never
	// crossed off (all below other[want-1]).
	i, j := 0, 0
	for m := range want {
		for j < len(list) && !needed[list[j]] {
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
	for _, x := range list {
		needed[x] = false
	}
	return true
}

// scanHits is scanAll that also notes, in hitAt, the place base+i of the
// split that crosses off each needed value (i counted from 1 at first).
func scanHits(g []uint16, rest, first, last int, needed *[1 << 16]bool, needCount int, hitAt *[1 << 16]int, base int) (int, int) {
	if last < first {
		return 0, needCount
	}
	lo := g[first : last+1]
	hi := g[rest-last : rest-first+1]
	i := 0
	for ; i+4 <= len(lo); i += 4 {
		l := lo[i : i+4 : i+4]
		h := hi[len(hi)-i-4 : len(hi)-i]
		w0, w1, w2, w3 := l[0]^h[3], l[1]^h[2], l[2]^h[1], l[3]^h[0]
		if !(needed[w0] || needed[w1] || needed[w2] || needed[w3]) {
			continue
		}
		for k, w := range [4]uint16{w0, w1, w2, w3} {
			if needed[w] {
				needed[w] = false
				hitAt[w] = base + i + k + 1
				if needCount--; needCount == 0 {
					return i + k + 1, 0
				}
			}
		}
	}
	for ; i < len(lo); i++ {
		w := lo[i] ^ hi[len(hi)-1-i]
		if needed[w] {
			needed[w] = false
			hitAt[w] = base + i + 1
			if needCount--; needCount == 0 {
				return i + 1, 0
			}
		}
	}
	return len(lo), needCount
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
