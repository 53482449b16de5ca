package sparse

import (
	"os"

	"golang.org/x/sys/cpu"
)

// haveBlocks reports whether this processor runs scan32, markGather32
// and packStamps (AVX-512 F and BW, with the operating system saving
// their registers), and MEX_NOAVX512=1 does not switch them off: with
// it, the command line and the tests run the path of processors without
// AVX-512, to measure it on a machine that has it.
var haveBlocks = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && os.Getenv("MEX_NOAVX512") != "1"

// haveAVX2 reports whether this processor runs scanAVX2 and
// packStampsAVX2 (AVX2, with the operating system saving its registers),
// and MEX_NOAVX2=1 does not switch them off: the block scan of processors
// without AVX-512, and of MEX_NOAVX512=1. With both variables set the
// process runs the loops in Go, as on arm64.
var haveAVX2 = cpu.X86.HasAVX2 && os.Getenv("MEX_NOAVX2") != "1"

// scanBlocks is the block scan (scan32's contract) of this process:
// scan32 with AVX-512, scanAVX2 (values below 512) with AVX2 alone.
func scanBlocks(lo, hi *uint16, blocks int, set *[16]uint64, count int, forward bool) (consumed, left int) {
	if useAVX2 {
		return scanAVX2(lo, hi, blocks, set, count, forward)
	}
	return scan32(lo, hi, blocks, set, count, forward)
}

// packMarks is packStamps of the block scan's kernels.
func packMarks(mark *[1 << 16]uint32, stamp uint32, words *uint64, count int) {
	if useAVX2 {
		packStampsAVX2(mark, stamp, words, count)
		return
	}
	packStamps(mark, stamp, words, count)
}

// scanAVX2 is scan32 with AVX2, for values below 512 (avx2_amd64.s).
//
//go:noescape
func scanAVX2(lo, hi *uint16, blocks int, set *[16]uint64, count int, forward bool) (consumed, left int)

// packStampsAVX2 is packStamps with AVX2.
//
//go:noescape
func packStampsAVX2(mark *[1 << 16]uint32, stamp uint32, words *uint64, count int)

// scan32 walks blocks of 32 splits, going down from hi by 64 bytes a
// block and from lo the same way, or, with forward, up (lane j of a
// block: lo[j] xor hi[j], or lo[31-j] xor hi[j] with forward; the highest
// lane first), crossing off in set (bit v of set[v>>6]) each value of it
// it meets, until count values are crossed off. It returns the lanes
// walked (up to the one that crossed off the last value) and the count
// left. Every value must be below 1024.
//
//go:noescape
func scan32(lo, hi *uint16, blocks int, set *[16]uint64, count int, forward bool) (consumed, left int)

// markGather32 marks mark[rareV[i] xor seq[rest-rareN[i]]] = stamp for i
// < count, a multiple of 16, every rareN[i] in 1 … rest-1.
//
//go:noescape
func markGather32(seq *uint16, rest int, rareN *int32, rareV *uint16, count int, mark *[1 << 16]uint32, stamp uint32)

// packStamps sets words[i] bit j to whether mark[64i+j] == stamp, for i <
// count.
//
//go:noescape
func packStamps(mark *[1 << 16]uint32, stamp uint32, words *uint64, count int)
