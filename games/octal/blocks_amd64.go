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
