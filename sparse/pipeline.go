package sparse

import (
	"encoding/binary"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// minPipelined is the first heap the two-thread pipeline computes; the
// values before it are computed one by one.
const minPipelined = 64

// Extend computes values until Len() == n on up to threads cores (0: all
// of them). While the whole sequence is kept, two threads share the work
// of each value (pipeline), and one thread computes sixteen at a time
// (nextBatch); otherwise values are computed one by one by Next. The values and every statistic are those
// of Next, since the same options are marked and the same splits scanned.
// Errors say at which n.
func (s *Engine) Extend(n, threads int) error {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	for s.Len() < n {
		if threads >= 2 && s.store.all != nil && s.Len() >= minPipelined {
			return s.pipeline(n)
		}
		at := s.Len()
		if n-at >= batchValues {
			done, err := s.nextBatch()
			if err != nil {
				return fmt.Errorf("at n = %d: %w", at+done, err)
			}
			if done > 0 {
				continue
			}
		}
		if _, err := s.Next(); err != nil {
			return fmt.Errorf("at n = %d: %w", at, err)
		}
	}
	return nil
}

// view is what the marking thread reads of the shared state: the mask
// and the rare positions. The computing thread publishes a new view when
// record changed them; a view is never written after it is published
// (record builds new slices on a change of mask and only appends
// otherwise).
type view struct {
	mask   uint32
	posBit bool
	bitsV  int
	rareN  []int32
	rareV  []uint16
}

func (s *Engine) newView() *view {
	return &view{mask: s.mask, posBit: s.posBit, bitsV: s.bitsV, rareN: s.rareN, rareV: s.rareV}
}

// slot holds the marks of the splits with a rare part that the marking
// thread made for one heap, as a bit set of the values below 2^bitsV (a
// cache line or two: the computing thread reads it, and only it crosses
// from core to core).
type slot struct {
	bits  *[1 << 10]uint64
	words int
	view  *view
	// The heap, and the splits marked: those with parts <= top and a rare
	// part among the first cut rare positions.
	n, top, cut int
	// The scan ahead (games with one split move): first[v] = tag | a for
	// the least a, from <= a <= to, whose split (a, rest-a) has value v;
	// entries of other heaps have other tags.
	scan prescan
}

// prescan is the marking thread's part of the scan of one heap's splits:
// the first split of each value in the window from..to.
type prescan struct {
	first    []uint64
	tag      uint64
	from, to int
}

// pipe is the shared progress of the two threads, each counter on its own
// cache line, and the slots of the marks of two batches.
type pipe struct {
	final atomic.Int64 // G(0..final-1) are recorded
	_     [56]byte
	ready atomic.Int64 // the marks of heaps up to ready are in their slots
	_     [56]byte
	cut   atomic.Int64 // the rare positions the marking thread takes (the first cut)
	depth atomic.Int64 // and the splits it scans ahead (a <= depth)
	_     [48]byte
	view  atomic.Pointer[view]
	done  atomic.Bool
	_     [48]byte
	slots [2 * batch]slot
	_     [64]byte
	// The marking thread's own marks: seen[v] == 1, or, where the
	// marking gathers (useGather), marks.mark[v] == marks.stamp, or in
	// a batch marks.batch (only these fields of the worker are used).
	seen  *[1 << 16]uint8
	marks worker
	// The heaps whose scan the computing thread took from a slot.
	scannedAhead int
}

// markInnerSeen is markInner into a byte array: seen[v] = 1 for the
// values marked.
func markInnerSeen(s *Engine, g []uint16, n, top int, rareN []int32, rareV []uint16, seen *[1 << 16]uint8) {
	for _, k := range s.split {
		rest := n - k
		skip := -1
		if s.unequal && rest%2 == 0 {
			skip = rest / 2
		}
		a0, a1, b0, b1 := rareSpans(rareN, max(1, rest-top), min(rest, top+1), skip)
		if a0 < a1 {
			markRareSeen(g[:rest], rareN[a0:a1], rareV[a0:a1], seen)
		}
		if b0 < b1 {
			markRareSeen(g[:rest], rareN[b0:b1], rareV[b0:b1], seen)
		}
	}
}

// markRareSeen is markRareRange into a byte array (not inlined, for the
// same reason).
//
//go:noinline
func markRareSeen(g []uint16, rareN []int32, rareV []uint16, seen *[1 << 16]uint8) {
	rest := len(g)
	rareV = rareV[:len(rareN)]
	for i, r := range rareN {
		seen[rareV[i]^g[rest-int(r)]] = 1
	}
}

// markStamped is markInnerSeen and packSeen where the marking gathers:
// markInner marks into the marking thread's own stamps (sixteen at a
// time, markRareRange), which are packed into words by compares of
// sixteen (packStamps).
func (p *pipe) markStamped(s *Engine, g []uint16, n, top int, rareN []int32, rareV []uint16, words []uint64) {
	if p.marks.mark == nil {
		p.marks.mark = new([1 << 16]uint32)
	}
	stamp := p.marks.nextStamp()
	markInner(s, g, n, top, rareN, rareV, p.marks.mark, stamp)
	packStamps(p.marks.mark, stamp, &words[0], len(words))
}

// packSeen moves the marks of seen (bytes 0 or 1) into the bit set words,
// 64 values a word, and clears them: eight bytes at a time, whose low bits
// one multiplication gathers into the top byte.
func packSeen(seen *[1 << 16]uint8, words []uint64) {
	for i := range words {
		var word uint64
		for j := 0; j < 8; j++ {
			at := i<<6 | j<<3
			b := binary.LittleEndian.Uint64(seen[at : at+8])
			word |= (b * 0x0102040810204080 >> 56) << (j << 3)
			binary.LittleEndian.PutUint64(seen[at:at+8], 0)
		}
		words[i] = word
	}
}

// stealAfter is how long the computing thread waits for the marks of its
// heap before it makes them itself: far longer than marking takes (a few
// microseconds), far shorter than a time slice of a busy machine, during
// which the marking thread may be descheduled.
var stealAfter = 40 * time.Microsecond

// pipeline computes G(from..to-1), from = Len() >= minPipelined, on two
// threads that share the work of each value.
//
// Next's work for G(n) is of two kinds: marking the values of the splits
// with a rare part (a loop over the rare positions), and scanning the
// splits of two common parts for the values of class Q(n) below the
// candidate. The splits whose parts are all known can be marked ahead: a
// marking thread marks them for a batch of heaps, with the values known
// when the batch starts, while the computing thread works on the batch
// before. The computing thread takes each heap's marks, adds the options
// the marking thread could not mark (the take moves, the splits with a
// part beyond the batch's start) and scans as Next does, so the values
// and statistics are Next's. The rare positions are shared between the
// threads: the marking thread takes the first cut of them and the
// computing thread the rest, and cut moves toward the thread that waits
// less, so that both stay busy. Without the block scan (blocks.go) the
// scan, two thirds of Next's time on 0.6, is shared too when the game has
// one split move: once the marking thread has every rare position and
// still waits, it also scans the splits (a, rest-a), a up to a depth that
// moves the same way, recording the first split of each value; the
// computing thread takes from these the values it needs instead of
// walking that part (scanPrescanned), so that even the count of splits
// Next would scan is kept. With the block scan the computing thread walks
// 32 splits in the time the marking thread records one, so the depth is
// not grown (tests still pin it, to tie every depth to Next).
//
// Only the computing thread writes the Engine. The marks of a slot are
// used only if they were made under the current mask (a change of mask
// happens a few dozen times in a run), and the view they were made under
// holds every rare position they use, since a view is published before
// the count of recorded values is raised. A slot is refilled only after
// its last heap is recorded. If the marking thread falls behind
// (descheduled on a busy machine) for stealAfter, the computing thread
// marks the heap itself, so the pipeline is never much slower than one
// thread. The value array is reserved up front, so the appends of the
// computing thread never move it.
func (s *Engine) pipeline(to int) error {
	from := s.Len()
	s.Reserve(to)
	g := s.store.all[:to] // the marking thread reads G(i) only for i < final
	p := s.pipe
	if p == nil {
		p = &pipe{}
		for i := range p.slots {
			p.slots[i].bits = new([1 << 10]uint64)
		}
		s.pipe = p
	}
	p.final.Store(int64(from))
	p.ready.Store(-1)
	p.view.Store(s.newView())
	p.done.Store(false)
	if p.cut.Load() == 0 {
		p.cut.Store(int64(len(s.rareN)))
	}
	switch {
	case !s.scansAhead():
		p.depth.Store(0)
	case pinnedDepth >= 0:
		p.depth.Store(int64(pinnedDepth))
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		s.marker(p, g, from+1, to)
	}()
	err := s.compute(p, g, from, to)
	p.done.Store(true)
	wg.Wait()
	return err
}

// batch is the heaps the marking thread marks at a time, ahead of the
// computing thread by up to a batch: the marks of a batch use the values
// known when it starts, and the computing thread adds the splits with a
// part beyond them (those with a rare part among the last heaps or the
// first 2*batch).
const batch = 16

// marker marks, for heaps m = from, from+1, … below to, in batches, the
// splits with a part among the first cut rare positions whose parts are
// at most top = final-1 at the start of the batch, which may begin as
// soon as the computing thread has begun the batch before
// (G(0..m-batch-1) are recorded). It marks in a byte array of its own (one
// store a split, on cache lines no other core touches) and packs each
// heap's marks into its slot's bit set.
func (s *Engine) marker(p *pipe, g []uint16, m, to int) {
	if p.seen == nil {
		p.seen = new([1 << 16]uint8)
	}
	seen := p.seen
	for m < to {
		f, ok, waited := p.await(func() bool { return p.final.Load() >= int64(m-batch) }, -1)
		if !ok {
			return
		}
		m = max(m, int(f)) // behind (the computing thread marked them itself): skip
		v, top := p.view.Load(), int(f)-1
		if waited { // ahead: take more of the work
			// Not the scan, where it goes in blocks: the computing
			// thread walks 32 splits in the time this one records a
			// split's value.
			p.grow(len(v.rareN), s.scansAhead() && !(useBlocks && 1<<v.bitsV <= blockLimit()))
		}
		cut := min(max(int(p.cut.Load()), 0), len(v.rareN))
		end := min(m+batch, to)
		m0, stamp, batched := m, uint8(0), end-m == batchValues && s.markerBatches(m, v)
		if batched {
			stamp = s.markerBatch(p, g, m, top, v, cut)
		}
		for ; m < end; m++ {
			sl := &p.slots[m%len(p.slots)]
			sl.words = max(1, (1<<v.bitsV)/64) // every option value is < 2^bitsV
			switch {
			case batched:
				s.markerHeap(p.marks.batch.region(m-m0), g, m0, m, top, top, v.rareN[:cut], v.rareV[:cut], stamp)
				packBytes(p.marks.batch.region(m-m0), stamp, sl.bits[:sl.words])
			case useGather:
				p.markStamped(s, g, m, top, v.rareN[:cut], v.rareV[:cut], sl.bits[:sl.words])
			default:
				markInnerSeen(s, g, m, top, v.rareN[:cut], v.rareV[:cut], seen)
				packSeen(seen, sl.bits[:sl.words])
			}
			sl.view, sl.n, sl.top, sl.cut = v, m, top, cut
			s.scanAhead(g, m, top, int(p.depth.Load()), v.bitsV, &sl.scan)
			p.ready.Store(int64(m))
		}
	}
}

// compute computes and records G(from..to-1) with the marking thread's
// marks when they are there in time and made under the current mask.
func (s *Engine) compute(p *pipe, g []uint16, from, to int) error {
	w := s.worker()
	stalled, lastReady := false, p.ready.Load()
	for n := from; n < to; n++ {
		ready := false
		if n > from {
			// A marking thread that made no progress while this one
			// waited is off its core (a busy machine takes it for a time
			// slice of milliseconds): waiting stealAfter at every heap would
			// cost ten heaps' time each, so the heaps are taken at once
			// until it moves again.
			patience := stealAfter
			if stalled {
				patience = 0
			}
			var waited bool
			_, ready, waited = p.await(func() bool { return p.ready.Load() >= int64(n) }, patience)
			if waited && !stalled { // the marking thread is behind: leave it less work
				p.shrink(len(s.rareN))
			}
			r := p.ready.Load()
			stalled, lastReady = !ready && r == lastReady && r >= int64(from), r // (not before it has begun)
		}
		stamp := w.nextStamp()
		mark, top := w.mark, -1
		var scan *prescan
		var marked []uint64 // the marking thread's marks, settle adds them
		if sl := &p.slots[n%len(p.slots)]; ready && sl.n == n && sl.view.mask == s.mask && sl.view.posBit == s.posBit {
			top, scan, marked = sl.top, &sl.scan, sl.bits[:sl.words]
			if scan.from <= scan.to {
				p.scannedAhead++
			}
		}
		rareN, bitsV := len(s.rareN), s.bitsV
		s.markMoves(g, n, top, s.rareN, s.rareV, mark, stamp)
		if top >= 0 {
			cut := p.slots[n%len(p.slots)].cut
			markInner(s, g, n, top, s.rareN[cut:], s.rareV[cut:], mark, stamp)
		}
		mask, posBit := s.mask, s.posBit
		if _, err := s.settle(n, w, mark, stamp, marked, g, g, -1, scan); err != nil {
			return fmt.Errorf("at n = %d: %w", n, err)
		}
		if len(s.rareN) != rareN || s.mask != mask || s.posBit != posBit || s.bitsV != bitsV {
			p.view.Store(s.newView())
		}
		p.final.Store(int64(n + 1))
	}
	return nil
}

// depthStep is how far the scan ahead grows or shrinks at a time.
const depthStep = 64

// pinnedDepth, when not negative, fixes the depth of the scan ahead (for
// tests, which tie every depth to the serial computation).
var pinnedDepth = -1

// grow gives the marking thread more of the work: a 64th more of the rare
// positions (count of them), and once it has them all, and the game lets
// it scan ahead, depthStep more splits to scan.
func (p *pipe) grow(count int, scans bool) {
	c := int(p.cut.Load())
	if c < count {
		p.cut.Store(int64(min(c+max(1, count/64), count)))
		return
	}
	if scans && pinnedDepth < 0 {
		p.depth.Add(depthStep)
	}
}

// shrink gives the marking thread less: first fewer splits to scan ahead,
// then fewer rare positions.
func (p *pipe) shrink(count int) {
	if d := p.depth.Load(); d > 0 && pinnedDepth < 0 {
		p.depth.Store(max(d-depthStep, 0))
		return
	}
	c := int(p.cut.Load())
	p.cut.Store(int64(max(c-max(1, count/64), 0)))
}

// scansAhead reports whether the marking thread can scan ahead for this
// game: one split move (the scan's statistics are then a single walk).
func (s *Engine) scansAhead() bool { return len(s.split) == 1 }

// scanAhead records, for heap m, the first split of each value among the
// splits (a, rest-a) with 1 <= a <= depth whose parts are at most top,
// rest = m - k for the game's one split move k: the part of the scan that
// the computing thread takes from the slot (scanPrescanned).
func (s *Engine) scanAhead(g []uint16, m, top, depth, bitsV int, ps *prescan) {
	ps.from, ps.to = 1, 0
	if !s.scansAhead() || depth <= 0 {
		return
	}
	rest := m - s.split[0]
	last := rest / 2
	if s.unequal && rest%2 == 0 {
		last--
	}
	from, to := max(1, rest-top), min(depth, last)
	if s.store.holed() { // only the window is read
		to = min(to, s.store.keepFront-1, rest-(m-s.store.keepRing))
	}
	if from > to {
		return
	}
	if len(ps.first) < 1<<bitsV {
		ps.first = make([]uint64, 1<<bitsV)
	}
	ps.tag = uint64(m) << 32
	ps.from, ps.to = from, to
	firstSplits(g[:rest], from, to, ps.first, ps.tag)
}

// firstSplits sets first[G(a) xor G(rest-a)] = tag | a for a from to down
// to from, so that the least a of each value is left (rest = len(g)).
//
//go:noinline
func firstSplits(g []uint16, from, to int, first []uint64, tag uint64) {
	rest := len(g)
	lo := g[from : to+1]
	hi := g[rest-to : rest-from+1] // hi[len(hi)-1-i] = G(rest-from-i)
	for i := len(lo) - 1; i >= 0; i-- {
		first[lo[i]^hi[len(hi)-1-i]] = tag | uint64(from+i)
	}
}

// await spins until cond holds (true) and returns the count of recorded
// values then; it gives up when the pipeline is done, or after patience
// (at once with 0, never when negative). The other thread's step is a few microseconds, so a short
// spin is the usual wait; then it yields, and then it sleeps.
func (p *pipe) await(cond func() bool, patience time.Duration) (final int64, ok, waited bool) {
	var start time.Time
	for spins := 0; !cond(); spins++ {
		waited = true
		if p.done.Load() || patience == 0 {
			return 0, false, true
		}
		if spins < 64 || spins%16 != 0 {
			continue
		}
		if start.IsZero() {
			start = time.Now()
			continue
		}
		since := time.Since(start)
		switch {
		case patience >= 0 && since >= patience:
			return 0, false, true
		case since > 200*time.Microsecond:
			time.Sleep(20 * time.Microsecond)
		case since > 50*time.Microsecond:
			runtime.Gosched()
		}
	}
	return p.final.Load(), true, waited
}

// rareSpans returns the indices of the rare positions lo <= r < hi other
// than skip, as the spans [a0, a1) and [b0, b1) of rareN.
func rareSpans(rareN []int32, lo, hi, skip int) (a0, a1, b0, b1 int) {
	if lo >= hi {
		return 0, 0, 0, 0
	}
	from, to := searchRare(rareN, lo), searchRare(rareN, hi)
	if skip >= lo && skip < hi {
		if i := searchRare(rareN, skip); i < to && int(rareN[i]) == skip {
			return from, i, i + 1, to
		}
	}
	return from, to, 0, 0
}

// markRareIn marks the values of the splits (r, rest-r) for the rare
// positions lo <= r < hi other than skip (1 <= lo, hi <= rest).
func markRareIn(g []uint16, rest, lo, hi, skip int, rareN []int32, rareV []uint16, mark *[1 << 16]uint32, stamp uint32) {
	a0, a1, b0, b1 := rareSpans(rareN, lo, hi, skip)
	if a0 < a1 {
		markRareRange(g[:rest], rareN[a0:a1], rareV[a0:a1], mark, stamp)
	}
	if b0 < b1 {
		markRareRange(g[:rest], rareN[b0:b1], rareV[b0:b1], mark, stamp)
	}
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
