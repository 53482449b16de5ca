package octal

import "golang.org/x/sys/cpu"

// haveBlocks reports whether this processor runs needed32 (AVX-512 F, BW
// and VBMI, with the operating system saving their registers).
var haveBlocks = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI

// needed32 returns the number of blocks of 32 splits, going down from lo
// and hi by 64 bytes a block, before the first with a split whose value
// is in bitmap (bit v of bitmap[v>>3]), and that block's lanes as a mask
// (lane j: lo[j] xor hi[j]); or blocks and 0 if there is none. Every
// value must be below 512.
//
//go:noescape
func needed32(lo, hi *uint16, blocks int, bitmap *[64]byte) (done int, mask uint32)

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
