//go:build !amd64

package sparse

import "unsafe"

// haveBlocks and haveAVX2 are false: the kernels are written for amd64
// only.
var haveBlocks, haveAVX2 = false, false

// scanBlocks is scan32.
func scanBlocks(lo, hi *uint16, blocks int, set *[16]uint64, count int, forward bool) (consumed, left int) {
	return scan32(lo, hi, blocks, set, count, forward)
}

// packMarks is packStamps.
func packMarks(mark *[1 << 16]uint32, stamp uint32, words *uint64, count int) {
	packStamps(mark, stamp, words, count)
}

// scan32 is blocks_amd64.go's, in Go.
func scan32(lo, hi *uint16, blocks int, set *[16]uint64, count int, forward bool) (consumed, left int) {
	for b := range blocks {
		for j := 31; j >= 0; j-- {
			at := 2*j - 64*b
			if forward {
				at = 2*(31-j) + 64*b
			}
			l := *(*uint16)(unsafe.Add(unsafe.Pointer(lo), at))
			h := *(*uint16)(unsafe.Add(unsafe.Pointer(hi), 2*j-64*b))
			if v := l ^ h; set[v>>6]&(1<<(v&63)) != 0 {
				set[v>>6] &^= 1 << (v & 63)
				if count--; count == 0 {
					return 32*b + 32 - j, 0
				}
			}
		}
	}
	return 32 * blocks, count
}

// markGather32 is blocks_amd64.go's, in Go.
func markGather32(seq *uint16, rest int, rareN *int32, rareV *uint16, count int, mark *[1 << 16]uint32, stamp uint32) {
	g := unsafe.Slice(seq, rest)
	for i, r := range unsafe.Slice(rareN, count) {
		mark[unsafe.Slice(rareV, count)[i]^g[rest-int(r)]] = stamp
	}
}

// packStamps is blocks_amd64.go's, in Go.
func packStamps(mark *[1 << 16]uint32, stamp uint32, words *uint64, count int) {
	for i, w := range unsafe.Slice(words, count) {
		w = 0
		for j := range 64 {
			if mark[i<<6|j] == stamp {
				w |= 1 << j
			}
		}
		unsafe.Slice(words, count)[i] = w
	}
}

// packBytes sets bit j of words[i] when region[64i+j] == stamp
// (packBytesGo).
func packBytes(region *[blockValues]uint8, stamp uint8, words []uint64) {
	packBytesGo(region, stamp, words)
}
