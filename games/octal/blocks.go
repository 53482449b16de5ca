package octal

// The verification scan in blocks of 32 splits, and the rare marking
// sixteen positions at a time.
//
// When every value is below 512 (the values of 0.6 and of Grundy's game
// stay far below it), the set of needed values fits a 512-bit word, and a
// processor with AVX-512 decides 32 splits at once (scan32): their values
// come from one load of the reversed front and one of the recent values,
// and each is looked up in the set by a word permute. A block with a
// needed value is then looked at split by split, in the order of a, so
// the values crossed off and the count of splits scanned are exactly
// those of the plain walk; the set shrinks as values are crossed off.
// This replaces both the lookups of findNeeded and the word compare of
// the tail (tail.go) wherever a block fits: before revCap and last.
//
// The rare marking gathers the partners of sixteen rare positions at once
// and scatters their stamps (markGather32); settle then reads the marks
// as sets of 64 values a word (packStamps, optionWords) instead of value
// by value. Where the processor lacks AVX-512, the loops of sparse.go and
// tail.go do the same work one value at a time.

// blockValues is the bound on the values below which the scan goes in
// blocks: its set is 512 bits.
const blockValues = 512

// useBlocks turns the block scan on (tests turn it off to compare).
var useBlocks = haveBlocks

// useGather turns on the rare marking sixteen positions at a time
// (markGather32), on the processors that have the block scan.
var useGather = haveBlocks

// scanBlocks is scanAll's walk over the splits (a, rest-a), a = first …,
// in blocks of 32 while a block fits before last and before the reversed
// front's end, for the needed values of w.needList (count of them still
// needed, every value of g below blockValues). It returns the least a it
// did not look at (last+1 or less: the caller walks on from there) and
// the count still needed; when that is 0, the least a is one past the
// split that crossed off the last value.
func scanBlocks(g []uint16, rest, first, last int, needed *[1 << 16]bool, count int, w *worker) (int, int) {
	a := first
	if count == 0 || first < 1 || first+31 > last || first+31 >= revCap {
		return a, count
	}
	rev := w.reversed(g, min(last+1, revCap))
	base := len(rev) - 1 // rev[base-a] = G(a)
	stop := min(last, w.revLen-1) - 31
	var set [blockValues / 8]byte
	for _, v := range w.needList {
		if needed[v] {
			set[v>>3] |= 1 << (v & 7)
		}
	}
	if a > stop {
		return a, count
	}
	blocks := (stop-a)/32 + 1
	consumed, left := scan32(&rev[base-a-31], &g[rest-a-31], blocks, &set, needed, count)
	return a + consumed, left
}
