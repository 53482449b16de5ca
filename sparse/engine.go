package sparse

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"unsafe"
)

// Engine computes the Grundy values of a heap game heap by heap by the
// rare/common method (see the package documentation). Memory: the whole
// sequence (2 bytes a value), or, in streaming mode, only a front array
// and a ring buffer of the last values, when the rare positions lie in
// the front (store.go). The mask is re-chosen while the whole sequence is
// kept.
type Engine struct {
	rules      Rules
	moveSet    // the moves, from the rules
	maskChoice // the mask and the value counts that choose it
	rareSet    // the rare positions
	store      store
	stats      Stats
	work       *worker // the scratch of Next
	pipe       *pipe   // the shared state of Extend's two threads
	// longestFound is the longest scan that crossed off every needed
	// value (a scan to the end, at a new rare position, reads every
	// value anyway): rewindow keeps a front of twice it at least.
	longestFound int
}

// moveSet is the moves of the rules, as the engine walks them: k of the
// heap taken leaving nothing (whole), one heap (take) or two (split).
type moveSet struct {
	whole, take []int
	split       []int
	unequal     bool // Grundy's game: the two heaps of a split differ
	// posBitAllowed: every split takes a number of one parity,
	// splitParity, so the position bit may join the mask.
	posBitAllowed bool
	splitParity   int
	// The options of n that use G(n-1) (for n >= minPipelined): taking
	// one and leaving a heap (value G(n-1)), and, with a split that takes
	// nothing (Grundy's game, 4.x codes), the split (1, n-1).
	takeOne, splitZero bool
}

// maskChoice is the mask that splits the values into common and rare, the
// counts it is chosen from (bestMask), and the class tables of the hot
// loops for the current mask.
type maskChoice struct {
	mask   uint32
	posBit bool
	counts [][2]uint64 // counts[v][i mod 2]
	bitsV  int         // every value so far is < 1 << bitsV
	// recomputeRare: the whole sequence is kept, so the mask can change.
	recomputeRare bool
	// drift: streaming, the whole sequence would now have a mask that
	// followMask cannot follow (its statistics would part from this
	// run's).
	drift   bool
	cls     []uint8 // cls[v] = parity(v & mask), for the current mask
	clsMask uint32
	// clsWords[c] is the set of the values up to blockValues of class c
	// under clsWordsMask (classWords).
	clsWords     [2][blockWords]uint64
	clsWordsMask uint32
	clsWordsSet  bool
}

// rareSet is the rare positions, and the same as two arrays for the hot
// loop.
type rareSet struct {
	rare  []RarePosition
	rareN []int32
	rareV []uint16
}

// worker is the scratch of one thread computing a value.
type worker struct {
	mark     *[1 << 16]uint32 // mark[v] == stamp: v is an option of n
	need     *[1 << 16]bool   // need[v]: v of class Q(n) below the candidate, not yet excluded
	needList []int
	stamp    uint32
	// rev is the reversed front of the sequence, rev[revCap-1-a] = G(a)
	// for a < revLen, and tail the values the tail of a scan looks for
	// (tail.go).
	rev    []uint16
	revLen int
	tail   []int
	batch  *batchMarks // the byte marks of a batch (nextBatch; the marking thread's)
}

// worker returns the scratch of Next, allocated on first use.
func (s *Engine) worker() *worker {
	if s.work == nil {
		s.work = &worker{mark: new([1 << 16]uint32), need: new([1 << 16]bool)}
	}
	return s.work
}

// nextStamp returns a stamp that no entry of mark holds: the next one, or,
// when the count wraps (after 2^32 - 1 heaps), 1 on a cleared mark.
func (w *worker) nextStamp() uint32 {
	if w.stamp++; w.stamp == 0 {
		clear(w.mark[:])
		w.stamp = 1
	}
	return w.stamp
}

// ErrOutsideWindow reports that a streaming computation needed a value it
// no longer keeps.
var ErrOutsideWindow = errors.New("sparse: the computation needed a value outside the front array and the ring buffer; keep more values (a larger front array)")

// New prepares the computation for r, keeping every value.
func New(r Rules) *Engine {
	s := &Engine{rules: r, maskChoice: maskChoice{counts: make([][2]uint64, 1), recomputeRare: true}}
	s.store.all = make([]uint16, 0, 1024)
	if r.Grundy {
		s.split, s.unequal = []int{0}, true
	} else {
		for k, d := range r.Digits {
			if k > 0 && d&1 != 0 {
				s.whole = append(s.whole, k)
			}
			if k > 0 && d&2 != 0 {
				s.take = append(s.take, k)
			}
			if d&4 != 0 {
				s.split = append(s.split, k)
			}
		}
	}
	s.posBitAllowed = len(s.split) > 0
	for _, k := range s.split {
		if k%2 != s.split[0]%2 {
			s.posBitAllowed = false
		}
	}
	if len(s.split) > 0 {
		s.splitParity = s.split[0] % 2
	}
	s.takeOne = slices.Contains(s.take, 1)
	s.splitZero = slices.Contains(s.split, 0)
	return s
}

// Next computes G(n) for the next n. It fails only in streaming mode, when
// a value outside the kept window is needed, or when values reach 2^16.
// With the whole sequence kept it marks the options as the two-thread
// pipeline does (markMoves); both finish with settle.
func (s *Engine) Next() (uint16, error) {
	n := s.store.n
	w := s.worker()
	stamp, mark := w.nextStamp(), w.mark
	if all := s.store.all; all != nil {
		s.markMoves(all[:n], n, -1, s.rareN, s.rareV, mark, stamp)
		return s.settle(n, w, mark, stamp, nil, all, all, -1, nil)
	}
	// front[a] = G(a) for small a and ring[b & rmask] = G(b) for recent b.
	front, ring, rmask := s.store.front, s.store.ring, len(s.store.ring)-1
	oldest := n - len(ring) // the least b the ring still holds (full: <= 0)
	for _, k := range s.whole {
		if k == n {
			mark[0] = stamp
		}
	}
	for _, k := range s.take {
		if k < n {
			b := n - k
			switch {
			case b < len(front):
				mark[front[b]] = stamp
			case b >= oldest:
				mark[ring[b&rmask]] = stamp
			default:
				return 0, ErrOutsideWindow
			}
		}
	}
	rareN, rareV := s.rareN, s.rareV
	for _, k := range s.split {
		rest := n - k
		// Rare positions are increasing; stop at the first one past rest.
		for i, r := range rareN {
			if int(r) >= rest {
				break
			}
			if r < 1 {
				continue
			}
			b := rest - int(r)
			if s.unequal && b == int(r) {
				continue
			}
			if b < oldest { // a recent rare position: its partner may lie in the front
				if b >= len(front) {
					return 0, ErrOutsideWindow
				}
				mark[rareV[i]^front[b]] = stamp
				continue
			}
			mark[rareV[i]^ring[b&rmask]] = stamp
		}
	}
	return s.settle(n, w, mark, stamp, nil, front, ring, rmask, nil)
}

// markMoves marks, for heap n over the whole sequence g, the values of the
// whole-heap and take moves and of the splits with a rare part (from
// rareN, rareV) whose parts are not both at most top; top < 0 marks every
// option but the splits of two common parts. The two-thread pipeline
// marks the splits with parts at most n-2 ahead (top = -1 there) and the
// rest when G(n-1) is known (top = n-2).
func (s *Engine) markMoves(g []uint16, n, top int, rareN []int32, rareV []uint16, mark *[1 << 16]uint32, stamp uint32) {
	for _, k := range s.whole {
		if k == n {
			mark[0] = stamp
		}
	}
	for _, k := range s.take {
		if k < n {
			mark[g[n-k]] = stamp
		}
	}
	for _, k := range s.split {
		rest := n - k
		skip := -1
		if s.unequal && rest%2 == 0 {
			skip = rest / 2 // Grundy's game: no split into equal halves
		}
		if top < 0 {
			markRareIn(g, rest, 1, rest, skip, rareN, rareV, mark, stamp)
			continue
		}
		// The parts (r, rest-r) with r < rest-top or r > top.
		markRareIn(g, rest, 1, min(rest, max(1, rest-top)), skip, rareN, rareV, mark, stamp)
		markRareIn(g, rest, max(top+1, max(1, rest-top)), rest, skip, rareN, rareV, mark, stamp)
	}
}

// markInner marks, for heap n, the values of the splits with a rare part
// whose parts are both at most top (top <= n-2, G(0..top) known).
func markInner(s *Engine, g []uint16, n, top int, rareN []int32, rareV []uint16, mark *[1 << 16]uint32, stamp uint32) {
	for _, k := range s.split {
		rest := n - k
		skip := -1
		if s.unequal && rest%2 == 0 {
			skip = rest / 2
		}
		markRareIn(g, rest, max(1, rest-top), min(rest, top+1), skip, rareN, rareV, mark, stamp)
	}
}

// settle finishes the computation of G(n), n = Len(), once every option
// but the splits of two common parts is marked (mark[v] == stamp): the
// candidate is the least value outside class Q(n) that is no option, and
// the scan of the common splits crosses off the values of Q(n) below it;
// the least left is G(n), which is recorded. front, ring and rmask are
// Next's view of the values (the whole sequence twice, rmask = -1, when
// it is kept).
func (s *Engine) settle(n int, w *worker, mark *[1 << 16]uint32, stamp uint32, marked []uint64, front, ring []uint16, rmask int, ahead *prescan) (uint16, error) {
	oldest, frontLen := n-len(ring), len(front)
	if s.store.holed() && rmask < 0 {
		oldest, frontLen = n-s.store.keepRing, s.store.keepFront
	}
	limit := 1 << s.bitsV // every option value is < limit, so G(n) <= limit
	q := uint8(s.q(n))
	var value int
	var err error
	if useBlocks && limit <= blockLimit() && rmask < 0 && (ahead == nil || ahead.from > ahead.to) {
		value, err = s.settleWords(n, w, mark, stamp, marked, front, oldest, frontLen, limit, q)
	} else {
		value, err = s.settleValues(n, w, mark, stamp, marked, front, ring, rmask, ahead, oldest, frontLen, limit, q)
	}
	if err != nil {
		return 0, err
	}
	if value >= 1<<16-1 {
		return 0, fmt.Errorf("sparse: G(%d) reaches %d; values are kept in 16 bits", n, value)
	}
	v := uint16(value)
	s.record(n, v, s.classes()[value] == q)
	if k := len(s.rare); k > 0 && s.rare[k-1].N > math.MaxInt32 {
		// The hot loops keep rare positions in 32 bits.
		return 0, fmt.Errorf("sparse: a rare position at n = %d, past 2^31-1, where the engine keeps rare positions in 32 bits", s.rare[k-1].N)
	}
	return v, nil
}

// settleValues is settle value by value: the candidate and the needed
// values are found in mark (and marked) one value at a time, and the
// scan crosses them off in the table need.
func (s *Engine) settleValues(n int, w *worker, mark *[1 << 16]uint32, stamp uint32, marked []uint64, front, ring []uint16, rmask int, ahead *prescan, oldest, frontLen, limit int, q uint8) (int, error) {
	for i, word := range marked {
		for ; word != 0; word &= word - 1 {
			mark[i<<6|bits.TrailingZeros64(word)] = stamp
		}
	}
	cls := s.classes() // cls[v] = parity(v & mask)
	candidate := limit
	for c := 0; c <= limit; c++ {
		if cls[c] != q && mark[c] != stamp {
			candidate = c
			break
		}
	}
	// need[w]: the values of class Q(n) below the candidate not yet
	// excluded; the scan of all splits crosses them off.
	needed, list := w.need, w.needList[:0]
	for w := 0; w < candidate; w++ {
		if cls[w] == q && mark[w] != stamp {
			needed[w] = true
			list = append(list, w)
		}
	}
	w.needList = list
	value := candidate
	if len(list) == 0 {
		return value, nil
	}
	_, err := s.crossOff(n, oldest, frontLen, len(list), func(rest, last, complete, count int) (int, int) {
		switch {
		case ahead != nil && ahead.from <= ahead.to && (last == complete || rmask < 0):
			return scanPrescanned(front, rest, last, needed, list, count, ahead, w)
		case rmask < 0:
			return scanAll(front, rest, 1, last, needed, count, w)
		}
		return scanSplits(front, ring, rest, last, rmask, needed, count)
	})
	if err != nil {
		for _, w := range list {
			needed[w] = false
		}
		return 0, err
	}
	for _, w := range list { // the least value never crossed off is G(n)
		if needed[w] {
			needed[w] = false
			value = min(value, w)
		}
	}
	return value, nil
}

// settleWords is settle on sets of 64 values a word, when every value is
// below blockLimit(), the whole sequence is kept (g) and nothing was
// scanned ahead: the candidate and the needed values come from
// optionWords, and scanWords crosses the needed values off in their set.
func (s *Engine) settleWords(n int, w *worker, mark *[1 << 16]uint32, stamp uint32, marked []uint64, g []uint16, oldest, frontLen, limit int, q uint8) (int, error) {
	candidate, need := s.optionWords(mark, stamp, marked, limit, q)
	count := 0
	for _, word := range need {
		count += bits.OnesCount64(word)
	}
	if count == 0 {
		return candidate, nil
	}
	if _, err := s.crossOff(n, oldest, frontLen, count, func(rest, last, _, count int) (int, int) {
		return scanWords(g, rest, last, &need, count, w)
	}); err != nil {
		return 0, err
	}
	for i, word := range need { // the least value never crossed off is G(n)
		if word != 0 {
			return min(candidate, i<<6|bits.TrailingZeros64(word)), nil
		}
	}
	return candidate, nil
}

// crossOff scans, for every split move k, the splits of rest = n-k as
// far as the values kept allow (lastSplit), calling scan(rest, last,
// complete, count) to cross the count needed values off; it stops when
// none is left. It fails with ErrOutsideWindow when some are left and a
// split lies outside the values kept, and otherwise notes the scan in the
// statistics and returns how many are left.
func (s *Engine) crossOff(n, oldest, frontLen, count int, scan func(rest, last, complete, count int) (scanned, left int)) (int, error) {
	scanned := 0
	for _, k := range s.split {
		rest := n - k
		if rest < 2 || count == 0 {
			continue
		}
		last, complete := s.lastSplit(rest, oldest, frontLen)
		a, left := scan(rest, last, complete, count)
		scanned, count = scanned+a, left
		if count > 0 && last < complete {
			return count, ErrOutsideWindow
		}
	}
	s.noteScan(scanned, count > 0)
	return count, nil
}

// lastSplit returns the last split (a, rest-a) to scan, a <= rest-a (and
// a < rest-a in Grundy's game), as complete, and as last, the last whose
// parts the values kept hold (the front and the values from oldest on).
func (s *Engine) lastSplit(rest, oldest, frontLen int) (last, complete int) {
	complete = rest / 2
	if s.unequal && rest%2 == 0 {
		complete-- // no split into equal halves
	}
	return min(complete, frontLen-1, rest-max(oldest, 0)), complete
}

// blockWords is the words of a set of the values up to blockValues.
const blockWords = blockValues/64 + 1

// optionWords is settle's search for the candidate and the needed values
// on sets of 64 values a word, when every value is below blockValues: the
// options are the stamps of mark packed into words (packStamps) and the
// words of marked (options marked by the other thread); the candidate is
// the first value outside both them and class q, and the needed values,
// returned as a set, those of class q below it outside them.
func (s *Engine) optionWords(mark *[1 << 16]uint32, stamp uint32, marked []uint64, limit int, q uint8) (int, [blockWords - 1]uint64) {
	words := limit/64 + 1 // the values up to limit
	var options [blockWords]uint64
	packMarks(mark, stamp, &options[0], words)
	for i, word := range marked[:min(len(marked), words)] {
		options[i] |= word
	}
	class := s.classWords(q)
	candidate := limit
	for i := range words {
		if free := ^(options[i] | class[i]); free != 0 {
			candidate = min(i<<6|bits.TrailingZeros64(free), limit)
			break
		}
	}
	var need [blockWords - 1]uint64 // candidate <= limit <= blockValues
	for i := 0; i<<6 < candidate; i++ {
		need[i] = class[i] &^ options[i]
		if left := candidate - i<<6; left < 64 {
			need[i] &= 1<<left - 1
		}
	}
	return candidate, need
}

// classWords returns the set of the values up to blockValues of class q
// under the current mask.
func (s *Engine) classWords(q uint8) *[blockWords]uint64 {
	if !s.clsWordsSet || s.clsWordsMask != s.mask {
		cls := s.classes()
		s.clsWords = [2][blockWords]uint64{}
		for v := range blockWords * 64 {
			s.clsWords[cls[v]][v>>6] |= 1 << (v & 63)
		}
		s.clsWordsMask, s.clsWordsSet = s.mask, true
	}
	return &s.clsWords[q]
}

// scanSplits evaluates the splits (a, rest-a), a = 1..last, crossing off
// the needed values, and stops when none is left. It returns the number of
// splits evaluated and the values still needed. With rmask = -1, ring is
// the whole sequence.
func scanSplits(front, ring []uint16, rest, last, rmask int, needed *[1 << 16]bool, needCount int) (int, int) {
	b := rest - 1
	for a := 1; a <= last; a++ {
		w := front[a] ^ ring[b&rmask]
		b--
		if needed[w] {
			needed[w] = false
			if needCount--; needCount == 0 {
				return a, 0
			}
		}
	}
	return max(last, 0), needCount
}

// searchRare returns the number of rare positions below x.
func searchRare(rareN []int32, x int) int {
	lo, hi := 0, len(rareN)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if int(rareN[mid]) < x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// markRareRange marks G(r) xor G(rest-r) for rare positions
// 1 <= r < rest = len(g). It is the hottest loop of the rare marking and
// is kept out of line: inlined into its callers, the compiler kept the
// loop's index and bounds on the stack in some of them, and the marking
// ran twice as slow (0.6, 2^19 heaps: 1.8-2.0 s against 0.77-0.86 s).
//
//go:noinline
func markRareRange(g []uint16, rareN []int32, rareV []uint16, mark *[1 << 16]uint32, stamp uint32) {
	rest := len(g)
	rareV = rareV[:len(rareN)]
	if useGather && len(rareN) >= 16 {
		whole := len(rareN) &^ 15
		markGather32(unsafe.SliceData(g), rest, &rareN[0], &rareV[0], whole, mark, stamp)
		rareN, rareV = rareN[whole:], rareV[whole:]
	}
	// G(rest-r) read without a bounds check: every r lies in 1 … rest-1
	// (rareSpans), and the check cost a compare and a branch a mark.
	p := unsafe.Pointer(unsafe.SliceData(g))
	for i, r := range rareN {
		mark[rareV[i]^*(*uint16)(unsafe.Add(p, 2*(rest-int(r))))] = stamp
	}
}

// scanPrescanned is scanAll(g, rest, 1, last, …) with the marking thread's
// scan ahead: it walks the splits before the window itself, takes the
// first split of each value still needed from the window, and walks the
// splits after it. It returns what scanAll returns: the splits a walk from
// a = 1 would have taken, and the count still needed.
func scanPrescanned(g []uint16, rest, last int, needed *[1 << 16]bool, list []int, needCount int, ahead *prescan, w *worker) (int, int) {
	from, to := ahead.from, min(ahead.to, last)
	a, needCount := scanAll(g, rest, 1, from-1, needed, needCount, w)
	if needCount == 0 || to < from {
		return a, needCount
	}
	stop := 0
	for _, v := range list {
		if !needed[v] || v >= len(ahead.first) {
			continue // values of the window are below len(first)
		}
		if e := ahead.first[v]; e&^(1<<32-1) == ahead.tag {
			if at := int(uint32(e)); at >= from && at <= to {
				needed[v] = false
				needCount--
				stop = max(stop, at)
			}
		}
	}
	if needCount == 0 {
		return stop, 0
	}
	a, needCount = scanAll(g, rest, to+1, last, needed, needCount, w)
	return to + a, needCount
}

// scanAll is scanSplits over the whole sequence g, from the split (first,
// rest-first) on: crossWords crosses values off sixteen splits at a
// time while the small parts lie in the reversed front, and findNeeded
// walks to each split with a needed value, which is crossed off here. Once at most tailMax values are left (those of w's
// needList still needed), scanTail compares them a word at a time.
func scanAll(g []uint16, rest, first, last int, needed *[1 << 16]bool, needCount int, w *worker) (int, int) {
	var rev []uint16
	if useWords && last-first >= 16 {
		rev = w.reversed(g, min(last+1, revCap))
	}
	for a := first; ; a++ {
		if rev != nil && needCount > tailMax {
			if a, needCount = crossWords(g, rev, w.revLen, rest, a, last, needed, needCount); needCount == 0 {
				return a - first, 0
			}
		}
		if needCount <= tailMax && a+7 < min(last, revCap) {
			vals := w.tail[:0]
			for _, v := range w.needList {
				if needed[v] {
					vals = append(vals, v)
				}
			}
			w.tail = vals
			next, left := scanTail(g, w.reversed(g, min(last+1, revCap)), w.revLen, rest, a, last, needed, vals)
			if needCount = left; needCount == 0 {
				return next - first, 0
			}
			a = next
		}
		if a = findNeeded(g, rest, a, last, needed); a > last {
			return max(last-first+1, 0), needCount
		}
		needed[g[a]^g[rest-a]] = false
		if needCount--; needCount == 0 {
			return a - first + 1, 0
		}
	}
}
