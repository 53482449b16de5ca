package sparse

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"unsafe"

	"github.com/mex-cgt/mex/game"
)

// Engine computes the Grundy values of a take-and-break game heap by heap
// with the rare/common ("sparse space") method of Winning Ways (ch. 4),
// following Flammenkamp's and others' practice:
//
// Fix a mask. Write t(i) = parity(G(i) & mask), xor (i mod 2) when every
// split move removes a number of one parity ("position bit"). Most
// positions share one value of t (common), a few have the other (rare).
// For a split of n-k into a + b, the parity of (G(a) xor G(b)) & mask is
// t(a) xor t(b) xor (position bit of n-k), so a split of two common parts
// always lands in one parity class Q(n): every value outside Q(n) that is
// an option comes from a take move or a split with a rare part, which are
// enumerated directly. The candidate is the least such value not excluded;
// the values of class Q(n) below it are then crossed off by scanning the
// splits, which stops as soon as all are hit (usually at once). If one is
// left, G(n) is that value and n is a new rare position.
//
// The mask (and position bit) is chosen to minimise the rare positions by
// a Walsh-Hadamard transform of the value counts, and re-chosen while the
// whole sequence is kept. Memory: the whole sequence (2 bytes a value), or,
// in streaming mode, only a front array and a ring buffer of the last
// values, when the rare positions lie in the front.
type Engine struct {
	rules         Rules
	whole, take   []int
	split         []int
	unequal       bool
	posBitAllowed bool
	splitParity   int
	mask          uint32
	posBit        bool
	store         store
	rare          []RarePosition
	counts        [][2]uint64 // counts[v][i mod 2]
	bitsV         int         // every value so far is < 1 << bitsV
	work          *worker     // the scratch of Next
	pipe          *pipe       // the shared state of Extend's two threads
	cls           []uint8     // cls[v] = parity(v & mask), for the current mask
	clsMask       uint32
	// clsWords[c] is the set of the values up to blockValues of class c
	// under clsWordsMask (classWords).
	clsWords      [2][blockWords]uint64
	clsWordsMask  uint32
	clsWordsSet   bool
	rareN         []int32 // the rare positions and their values, for the hot loop
	rareV         []uint16
	stats         Stats
	recomputeRare bool // the whole sequence is kept, so the mask can change
	// longestFound is the longest scan that crossed off every needed
	// value (a scan to the end, at a new rare position, reads every
	// value anyway): rewindow keeps a front of twice it at least.
	longestFound int
	// drift: streaming, the whole sequence would now have a mask that
	// followMask cannot follow (its statistics would part from this
	// run's).
	drift bool
	// The options of n that use G(n-1) (for n >= minPipelined): taking
	// one and leaving a heap (value G(n-1)), and, with a split that takes
	// nothing (Grundy's game, 4.x codes), the split (1, n-1).
	takeOne, splitZero bool
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

// RarePosition is a heap whose value is in the rare class.
type RarePosition struct {
	N     int    `json:"n"`
	Value uint16 `json:"value"`
}

// Stats are the figures researchers report for a computed sequence.
type Stats struct {
	Values      int    `json:"values"`
	Mask        uint32 `json:"mask"`
	PositionBit bool   `json:"position_bit"`
	// SplitParity is the parity of the split moves' takes, which with the
	// position bit decides the rare class (game.RareClass).
	SplitParity   int            `json:"split_parity"`
	RareCount     int            `json:"rare_count"`
	LastRare      int            `json:"last_rare"`
	Largest       uint16         `json:"largest"`
	LargestAt     int            `json:"largest_at"`
	Frequencies   []uint64       `json:"frequencies"`
	FullScans     int            `json:"scans_to_end"`
	MaskChanges   int            `json:"mask_changes"`
	LongestScan   int            `json:"longest_scan"`
	Scanned       uint64         `json:"splits_scanned"`
	RarePositions []RarePosition `json:"rare_positions,omitempty"`
}

// ErrOutsideWindow reports that a streaming computation needed a value it
// no longer keeps.
var ErrOutsideWindow = errors.New("sparse: the computation needed a value outside the front array and the ring buffer; keep more values (a larger front array)")

// store holds G(0..n-1): everything, or a front array and a ring buffer.
// With keepFront > 0, all is a region of mapValues of which only the
// first keepFront values and the last keepRing are read (a bounded run
// that keeps the whole sequence's layout, and so its two threads and its
// fast scans); the values from keepFront to punched are released.
type store struct {
	all   []uint16
	front []uint16
	ring  []uint16
	n     int

	region              []byte
	keepFront, keepRing int
	punched             int
}

// holed reports whether all is read only in its front and its last values.
func (s *store) holed() bool { return s.keepFront > 0 }

// punchEvery is the values released at a time (256 KiB; a power of two
// of whole pages: tests make it one page).
var punchEvery = 1 << 17

// pageValues is the values of a page (4 KiB), the unit of releaseValues.
const pageValues = 2048

// punch releases the values no longer read: past the front, up to
// keepRing+punchEvery before the last.
func (s *store) punch() {
	if !s.holed() {
		return
	}
	to := (s.n - s.keepRing - punchEvery) &^ (punchEvery - 1)
	if to-s.punched >= punchEvery {
		releaseValues(s.all[s.punched:to])
		s.punched = to
	}
}

func (s *store) push(v uint16) {
	if s.all != nil {
		s.all = append(s.all, v)
	} else {
		if s.n < cap(s.front) {
			s.front = append(s.front, v)
		}
		s.ring[s.n&(len(s.ring)-1)] = v
	}
	s.n++
}

// New prepares the computation for r, keeping every value.
func New(r Rules) *Engine {
	s := &Engine{rules: r, counts: make([][2]uint64, 1), bitsV: 0, recomputeRare: true}
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
	size := 1
	for size < ring {
		size <<= 1
	}
	n := s.store.n
	var f []uint16
	if cap(s.store.all) >= front { // the front in place: no copy, and nothing past it is written
		f = s.store.all[:min(front, n):front]
	} else {
		f = slices.Clone(s.store.all[:min(front, n)])
		f = slices.Grow(f, front-len(f))
	}
	rb := make([]uint16, size)
	for i := max(0, n-size); i < n; i++ {
		rb[i&(size-1)] = s.store.all[i]
	}
	s.store = store{front: f, ring: rb, n: n}
	s.recomputeRare = false
	return nil
}

// Reserve makes room for n values when the whole sequence is kept, so
// that it is not copied again and again as it grows (and a run whose
// length is known allocates its 2n bytes once).
//
// Room grows by a quarter at least, so that reserving a little more at a
// time (the pipeline reserves each block of values it computes) copies
// the values a logarithmic number of times, not once a block: past the
// 2^28 values a run reserves at its start, Grundy's game, which keeps
// every value from 47 million on, slowed from a million values a second
// to 26 thousand.
func (s *Engine) Reserve(n int) {
	if s.store.all != nil && n > cap(s.store.all) {
		all := make([]uint16, len(s.store.all), max(n, cap(s.store.all)+cap(s.store.all)/4)) // fresh pages: untouched until written
		copy(all, s.store.all)
		s.store.all = all
	}
}

// Len returns the number of values computed.
func (s *Engine) Len() int { return s.store.n }

// At returns G(i) if it is still kept.
func (s *Engine) At(i int) (uint16, error) {
	switch {
	case i < 0 || i >= s.store.n:
		return 0, fmt.Errorf("sparse: G(%d) is not computed", i)
	case s.store.holed() && i >= s.store.keepFront && i < s.store.n-s.store.keepRing:
		return 0, ErrOutsideWindow
	case s.store.all != nil:
		return s.store.all[i], nil
	case i < len(s.store.front):
		return s.store.front[i], nil
	case i >= s.store.n-len(s.store.ring):
		return s.store.ring[i&(len(s.store.ring)-1)], nil
	}
	return 0, ErrOutsideWindow
}

// Values returns the whole sequence (nil when only a window is kept).
func (s *Engine) Values() []uint16 {
	if s.store.holed() {
		return nil
	}
	return s.store.all
}

// Prefix returns the first values kept: the whole sequence, or when only
// a window is kept, its front.
func (s *Engine) Prefix() []uint16 {
	switch {
	case s.store.holed():
		return s.store.all[:min(s.store.keepFront, s.store.n)]
	case s.store.all != nil:
		return s.store.all
	}
	return s.store.front
}

// Class returns the rare class of the statistics: heap n with value v is
// rare exactly when Class().Rare(n, v).
func (st Stats) Class() game.RareClass {
	return game.RareClass{Mask: st.Mask, PositionBit: st.PositionBit, SplitParity: st.SplitParity}
}

// StatsOfValues returns the statistics of a computed sequence G(0..n-1)
// of any heap game: the largest value, the frequencies and the sparse
// space (the mask with the fewest rare positions, without the position
// bit, which only octal games' split moves justify). It fails when a
// value does not fit 16 bits.
func StatsOfValues(values []int) (Stats, error) {
	var st Stats
	counts := make([][2]uint64, 1)
	bitsV := 0
	for n, v := range values {
		if v < 0 || v >= 1<<16 {
			return st, fmt.Errorf("sparse: G(%d) = %d does not fit the 16 bits statistics are kept in", n, v)
		}
		for v >= len(counts) {
			counts = append(counts, [2]uint64{})
		}
		counts[v][n&1]++
		for v >= 1<<bitsV {
			bitsV++
		}
		if uint16(v) > st.Largest || n == 0 {
			st.Largest, st.LargestAt = uint16(v), n
		}
	}
	st.Values = len(values)
	st.Mask, _ = bestMask(counts, bitsV, int64(len(values)), false, 0)
	class := st.Class()
	for n, v := range values {
		if class.Rare(n, v) {
			st.RarePositions = append(st.RarePositions, RarePosition{N: n, Value: uint16(v)})
			st.LastRare = n
		}
	}
	st.RareCount = len(st.RarePositions)
	st.Frequencies = make([]uint64, len(counts))
	for v, c := range counts {
		st.Frequencies[v] = c[0] + c[1]
	}
	return st, nil
}

// Rare returns the rare positions.
func (s *Engine) Rare() []RarePosition { return s.rare }

// Stats returns the statistics so far.
func (s *Engine) Stats() Stats {
	st := s.stats
	st.Values, st.Mask, st.PositionBit, st.RareCount = s.store.n, s.mask, s.posBit, len(s.rare)
	st.SplitParity = s.splitParity
	st.Frequencies = make([]uint64, len(s.counts))
	for v, c := range s.counts {
		st.Frequencies[v] = c[0] + c[1]
	}
	for len(st.Frequencies) > 1 && st.Frequencies[len(st.Frequencies)-1] == 0 {
		st.Frequencies = st.Frequencies[:len(st.Frequencies)-1]
	}
	st.RarePositions = slices.Clone(s.rare)
	return st
}

// classes returns parity(v & mask) for every v, recomputed when the mask
// changes.
func (s *Engine) classes() []uint8 {
	if s.cls == nil || s.clsMask != s.mask {
		s.cls = make([]uint8, 1<<16) // new: a thread may still read the old one
		for v := range s.cls {
			s.cls[v] = uint8(parity(uint32(v) & s.mask))
		}
		s.clsMask = s.mask
	}
	return s.cls
}

// q returns the parity class of (G(a) xor G(b)) & mask for splits of two
// common parts at heap n.
func (s *Engine) q(n int) uint32 {
	if !s.posBit {
		return 0
	}
	return uint32((n - s.splitParity) & 1)
}

func parity(v uint32) uint32 { return uint32(bits.OnesCount32(v) & 1) }

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
	if useGather && limit <= blockValues && rmask < 0 && (ahead == nil || ahead.from > ahead.to) {
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
	needCount := len(list)
	if needCount == 0 {
		return value, nil
	}
	scanned := 0
	for _, k := range s.split {
		rest := n - k
		if rest < 2 || needCount == 0 {
			continue
		}
		last, complete := s.lastSplit(rest, oldest, frontLen)
		var a int
		if ahead != nil && ahead.from <= ahead.to && (last == complete || rmask < 0) {
			a, needCount = scanPrescanned(front, rest, last, needed, list, needCount, ahead, w)
		} else if rmask < 0 {
			a, needCount = scanAll(front, rest, 1, last, needed, needCount, w)
		} else {
			a, needCount = scanSplits(front, ring, rest, last, rmask, needed, needCount)
		}
		scanned += a
		if needCount > 0 && last < complete {
			for _, w := range list {
				needed[w] = false
			}
			return 0, ErrOutsideWindow
		}
	}
	s.noteScan(scanned, needCount > 0)
	for _, w := range list { // the least value never crossed off is G(n)
		if needed[w] {
			needed[w] = false
			value = min(value, w)
		}
	}
	return value, nil
}

// settleWords is settle on sets of 64 values a word, when every value is
// below blockValues, the whole sequence is kept (g) and nothing was
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
	scanned := 0
	for _, k := range s.split {
		rest := n - k
		if rest < 2 || count == 0 {
			continue
		}
		last, complete := s.lastSplit(rest, oldest, frontLen)
		var a int
		a, count = scanWords(g, rest, last, &need, count, w)
		scanned += a
		if count > 0 && last < complete {
			return 0, ErrOutsideWindow
		}
	}
	s.noteScan(scanned, count > 0)
	for i, word := range need { // the least value never crossed off is G(n)
		if word != 0 {
			return min(candidate, i<<6|bits.TrailingZeros64(word)), nil
		}
	}
	return candidate, nil
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

// noteScan adds a scan of so many splits to the statistics; full: it
// left a value, so that G(n) is in class Q(n) (a new rare position).
func (s *Engine) noteScan(scanned int, full bool) {
	s.stats.LongestScan = max(s.stats.LongestScan, scanned)
	s.stats.Scanned += uint64(scanned)
	if full {
		s.stats.FullScans++
	} else {
		s.longestFound = max(s.longestFound, scanned)
	}
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
	packStamps(mark, stamp, &options[0], words)
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
	for i, r := range rareN {
		mark[rareV[i]^g[rest-int(r)]] = stamp
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
// rest-first) on: findNeeded walks to each split with a needed value,
// which is crossed off here. Once at most tailMax values are left (those of w's
// needList still needed), scanTail compares them a word at a time.
func scanAll(g []uint16, rest, first, last int, needed *[1 << 16]bool, needCount int, w *worker) (int, int) {
	for a := first; ; a++ {
		if a = findNeeded(g, rest, a, last, needed); a > last {
			return max(last-first+1, 0), needCount
		}
		needed[g[a]^g[rest-a]] = false
		if needCount--; needCount == 0 {
			return a - first + 1, 0
		}
		if needCount <= tailMax && a+8 < min(last, revCap) {
			vals := w.tail[:0]
			for _, v := range w.needList {
				if needed[v] {
					vals = append(vals, v)
				}
			}
			w.tail = vals
			next, left := scanTail(g, w.reversed(g, min(last+1, revCap)), w.revLen, rest, a+1, last, needed, vals)
			if needCount = left; needCount == 0 {
				return next - first, 0
			}
			a = next - 1
		}
	}
}

// record stores G(n) = v and updates the counts, rare list and mask; it
// reports whether the rare list, the mask or the bound on the values
// changed.
//
// What a computation of a later value reads (rareN, rareV, cls) is never
// written in place: a new rare position is appended, and a change of mask
// builds new slices, so a thread that still holds the old ones (the
// two-thread pipeline of extend.go) keeps a consistent view.
func (s *Engine) record(n int, v uint16, rare bool) bool {
	s.store.push(v)
	for int(v) >= len(s.counts) {
		s.counts = append(s.counts, [2]uint64{})
	}
	s.counts[v][n&1]++
	if v > s.stats.Largest || n == 0 {
		s.stats.Largest, s.stats.LargestAt = v, n
	}
	grew, oldBits := false, s.bitsV
	for int(v) >= 1<<s.bitsV {
		s.bitsV++
		grew = true
	}
	if rare {
		s.rare = append(s.rare, RarePosition{N: n, Value: v})
		s.stats.LastRare = n
		s.rareN = append(s.rareN, int32(n))
		s.rareV = append(s.rareV, v)
	}
	changed := false
	switch {
	case !rare && !grew:
	case s.recomputeRare:
		changed = s.chooseMask()
	case !s.drift:
		changed = s.followMask(n, v, oldBits)
	}
	if k := len(s.rare); k > 0 && s.rare[k-1].N == n && s.store.holed() {
		// A new rare position (under the mask now): its splits would
		// read, a front's length later, values no longer kept.
		s.drift = true
	}
	if changed {
		s.rareN = make([]int32, len(s.rare), len(s.rare)+64)
		s.rareV = make([]uint16, len(s.rare), len(s.rare)+64)
		for i, r := range s.rare {
			s.rareN[i], s.rareV[i] = int32(r.N), r.Value
		}
	}
	return rare || grew
}

// bestMask returns the mask and position bit with the fewest rare
// positions among n values whose counts by value and position parity are
// counts (values below 2^bitsV): a Walsh-Hadamard transform of the counts.
func bestMask(counts [][2]uint64, bitsV int, n int64, posBitAllowed bool, splitParity int) (uint32, bool) {
	size := 1 << (bitsV + 1)
	h := make([]int64, size)
	for v, c := range counts {
		h[v<<1] += int64(c[0])
		h[v<<1|1] += int64(c[1])
	}
	for span := 1; span < size; span <<= 1 { // in-place Walsh-Hadamard transform
		for i := 0; i < size; i += 2 * span {
			for j := i; j < i+span; j++ {
				a, b := h[j], h[j+span]
				h[j], h[j+span] = a+b, a-b
			}
		}
	}
	bestCount := n + 1
	var best int
	for m := 0; m < size; m++ {
		if m&1 == 1 && !posBitAllowed {
			continue
		}
		// h[m] = sum (-1)^(parity((v<<1|i) & m)); with the position bit the
		// common class is t = 1 xor splitParity, else t = 1.
		zeros := (n + h[m]) / 2 // positions with parity 0
		rare := zeros
		if m&1 == 1 && splitParity == 1 {
			rare = n - zeros
		}
		if rare < bestCount {
			bestCount, best = rare, m
		}
	}
	return uint32(best >> 1), best&1 == 1
}

// followMask is chooseMask for a streaming computation, which no longer
// holds the values. When the best mask and position bit of the whole
// sequence agree with the current ones on the bits of every value before
// n (they differ only in bits that v, the first value to reach them, has;
// oldBits is the bound on the values before v), the whole run's rebuilt
// rare list is the current one with n's class decided afresh: the change
// is followed and followMask reports true. Any other change would part
// this run's statistics from the whole run's; it is left undone and
// marked as drift.
func (s *Engine) followMask(n int, v uint16, oldBits int) bool {
	m, p := bestMask(s.counts, s.bitsV, int64(s.store.n), s.posBitAllowed, s.splitParity)
	if m == s.mask && p == s.posBit {
		return false
	}
	if p != s.posBit || (m^s.mask)&(1<<oldBits-1) != 0 {
		s.drift = true
		return false
	}
	s.stats.MaskChanges++
	s.mask = m
	if k := len(s.rare); k > 0 && s.rare[k-1].N == n {
		s.rare = s.rare[:k-1]
	}
	if parity(uint32(v)&m) == s.q(n) {
		s.rare = append(s.rare, RarePosition{N: n, Value: v})
	}
	if len(s.rare) > 0 {
		s.stats.LastRare = s.rare[len(s.rare)-1].N
	}
	return true
}

// chooseMask picks the mask and position bit with the fewest rare
// positions (a Walsh-Hadamard transform of the counts by value and
// position parity) and, when they change, rebuilds the rare list (a new
// slice) and reports true. (Under an unchanged mask the rare list is
// already complete: record appends each new rare position.)
func (s *Engine) chooseMask() bool {
	newMask, newPos := bestMask(s.counts, s.bitsV, int64(s.store.n), s.posBitAllowed, s.splitParity)
	if newMask == s.mask && newPos == s.posBit {
		return false
	}
	s.stats.MaskChanges++
	s.mask, s.posBit = newMask, newPos
	s.rare = nil
	for i := 0; i < s.store.n; i++ {
		v := s.store.all[i]
		if parity(uint32(v)&s.mask) == s.q(i) {
			s.rare = append(s.rare, RarePosition{N: i, Value: v})
		}
	}
	if len(s.rare) > 0 {
		s.stats.LastRare = s.rare[len(s.rare)-1].N
	}
	return true
}
