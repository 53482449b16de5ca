package sparse

// The verification scan in blocks of 32 splits, and the rare marking
// sixteen positions at a time.
//
// When every value is below 1024 (the values of 0.6 and of Grundy's game
// stay below 512), the set of needed values fits two 512-bit registers,
// and a processor with AVX-512 decides 32 splits at once (scan32): their
// values come from one load of the reversed front and one of the recent
// values, and each is looked up in the set by a word permute. A block
// with a needed value is then looked at split by split, in the order of
// a, so the values crossed off and the count of splits scanned are
// exactly those of the plain walk; the set shrinks as values are crossed
// off. The splits after the last block are looked at one by one in the
// same set (scanWords).
//
// Where the processor has AVX-512 VBMI2, the blocks go four at a time
// (scanGroups): a group's needed values are compressed into a list and
// crossed off the set in registers after the group, so that no branch
// waits on whether a block met a needed value (scan32's branch on it
// follows no pattern the processor can learn). The group
// that crosses off the last value is walked again by scan32, from the
// set as it was at the group's start, so the count of splits scanned is
// still the plain walk's.
//
// The rare marking gathers the partners of sixteen rare positions at once
// and scatters their stamps (markGather32); settle then reads the marks
// as sets of 64 values a word (packStamps, optionWords) instead of value
// by value. Where the processor lacks AVX-512, the loops of sparse.go and
// tail.go do the same work one value at a time.

// blockValues is the bound on the values below which the scan goes in
// blocks: its set is 1024 bits.
const blockValues = 1024

// useBlocks turns the block scan on (tests turn it off to compare).
var useBlocks = haveBlocks || haveAVX2

// useAVX2 makes the block scan scanAVX2 rather than scan32: on
// processors with AVX2 and without AVX-512 (or under MEX_NOAVX512=1).
var useAVX2 = haveAVX2 && !haveBlocks

// blockLimit is the bound on the values below which the block scan runs:
// blockValues with AVX-512, 512 with AVX2 (whose set is four tables of 16
// bytes).
func blockLimit() int {
	if useAVX2 {
		return 512
	}
	return blockValues
}

// useGather turns on the rare marking sixteen positions at a time
// (markGather32), on the processors that have the block scan.
var useGather = haveBlocks

// scanWords is settleWords's walk over the splits (a, rest-a), a = 1 …
// last, crossing off the values of set (count of them) as it meets them:
// in blocks of 32 (scan32) while a block fits before last, from the
// reversed front and past its end from the sequence itself, then split
// by split. It returns what scanAll returns: the splits walked (up to the
// one that crossed off the last value) and the count left. Every value of
// g must be below blockLimit().
func scanWords(g []uint16, rest, last int, set *[blockWords - 1]uint64, count int, w *worker) (int, int) {
	a := 1
	if useBlocks && count > 0 && last >= 32 {
		rev := w.reversed(g, min(last+1, revCap))
		base := len(rev) - 1 // rev[base-a] = G(a)
		if stop := min(last, w.revLen-1) - 31; a <= stop {
			consumed, left := scanBlocks(&rev[base-a-31], &g[rest-a-31], (stop-a)/32+1, set, count, false)
			if left == 0 {
				return a - 1 + consumed, 0
			}
			a, count = a+consumed, left
		}
		// Past the reversed front (the long scans that end at a new rare
		// position): the small parts reversed in the registers.
		if stop := last - 31; a <= stop {
			consumed, left := scanBlocks(&g[a], &g[rest-a-31], (stop-a)/32+1, set, count, true)
			if left == 0 {
				return a - 1 + consumed, 0
			}
			a, count = a+consumed, left
		}
	}
	for ; a <= last; a++ {
		if v := g[a] ^ g[rest-a]; set[v>>6]&(1<<(v&63)) != 0 {
			set[v>>6] &^= 1 << (v & 63)
			if count--; count == 0 {
				return a, 0
			}
		}
	}
	return max(last, 0), count
}

// Kernels names the loops this process runs the sparse-space engine
// with: "AVX-512" (the vector kernels of blocks_amd64.s), "AVX2" (the
// block scan of avx2_amd64.s, on x86-64 processors without AVX-512 and
// under MEX_NOAVX512=1) or "portable" (the loops in Go, sixteen splits a
// step with no branch (crossWords) and four values a word in the tail, as
// on arm64 and under MEX_NOAVX512=1 MEX_NOAVX2=1).
func Kernels() string {
	switch {
	case haveBlocks:
		return "AVX-512"
	case haveAVX2:
		return "AVX2"
	}
	return "portable"
}
