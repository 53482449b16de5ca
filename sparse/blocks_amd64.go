package sparse

import (
	"math/bits"
	"os"
	"unsafe"

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
	if groups := blocks / groupBlocks; useGroups && groups > 0 && count > 0 {
		var done int
		if *(*[8]uint64)(set[8:]) == [8]uint64{} { // every needed value is below 512
			done = scanGroups512(lo, hi, groups, set, forward)
		} else {
			done = scanGroups(lo, hi, groups, set, forward)
		}
		// The group that crossed off the last value, with set as at its
		// start, or the blocks after the last group.
		count = 0
		for _, word := range set {
			count += bits.OnesCount64(word)
		}
		step := -64 * done
		if forward {
			step = 64 * done
		}
		lo, hi = (*uint16)(unsafe.Add(unsafe.Pointer(lo), step)), (*uint16)(unsafe.Add(unsafe.Pointer(hi), -64*done))
		consumed, left := scan32(lo, hi, blocks-done, set, count, forward)
		return 32*done + consumed, left
	}
	return scan32(lo, hi, blocks, set, count, forward)
}

// groupBlocks is the blocks of a group of scanGroups.
const groupBlocks = 4

// useGroups turns on scanGroups, on processors with AVX-512 VBMI2 (its
// compress) besides the block scan's AVX-512 F and BW.
var useGroups = haveBlocks && cpu.X86.HasAVX512VBMI2 && cpu.X86.HasPOPCNT

// scanGroups is scan32's walk in groups of four blocks (groups of them),
// branching once a group rather than on each block's hits: it crosses
// off in set every value of set it meets, and stops after the first
// group that empties set, putting set back as it was at that group's
// start. It returns the blocks before that group, or every block walked
// (then set is not empty). Every value must be below 1024.
//
//go:noescape
func scanGroups(lo, hi *uint16, groups int, set *[16]uint64, forward bool) (blocks int)

// scanGroups512 is scanGroups when set holds no value from 512 on (the
// values walked may pass it).
//
//go:noescape
func scanGroups512(lo, hi *uint16, groups int, set *[16]uint64, forward bool) (blocks int)

// packMarks is packStamps of the block scan's kernels.
func packMarks(mark *[1 << 16]uint32, stamp uint32, words *uint64, count int) {
	if useAVX2 {
		packStampsAVX2(mark, stamp, words, count)
		return
	}
	packStamps(mark, stamp, words, count)
}

// packBytes sets bit j of words[i] when region[64i+j] == stamp (at most
// blockWords-1 words): a compare of 64 bytes a word with AVX-512 BW, two
// of 32 with AVX2, else packBytesGo.
func packBytes(region *[blockValues]uint8, stamp uint8, words []uint64) {
	switch {
	case len(words) == 0:
	case haveBlocks:
		packBytes64(region, stamp, &words[0], len(words))
	case haveAVX2:
		packBytes32(region, stamp, &words[0], len(words))
	default:
		packBytesGo(region, stamp, words)
	}
}

// packBytes64 sets bit j of words[i] when region[64i+j] == stamp, for i
// < count (AVX-512 BW).
//
//go:noescape
func packBytes64(region *[blockValues]uint8, stamp uint8, words *uint64, count int)

// packBytes32 is packBytes64 with AVX2 (avx2_amd64.s).
//
//go:noescape
func packBytes32(region *[blockValues]uint8, stamp uint8, words *uint64, count int)

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
