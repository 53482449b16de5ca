//go:build linux

package sparse

import (
	"syscall"
	"testing"
	"unsafe"
)

// TestMarkRarePast2To31 marks the splits of a heap past 2^31 (Grundy's
// game to 2^32 keeps every value): the gather's indices are 32-bit and
// signed, and an index of rest-r itself passed 2^31 and read 4 GiB below
// the values (a fault at 2^31+17 in the first run to 2^32). The values
// live in 4 GiB of address space mapped without reserve; only the pages
// the marking reads are touched.
func TestMarkRarePast2To31(t *testing.T) {
	rest := 1<<31 + 17
	mem, err := syscall.Mmap(-1, 0, 2*(rest+64), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
	if err != nil {
		t.Skipf("no 4 GiB of address space here: %v", err)
	}
	defer func() { _ = syscall.Munmap(mem) }()
	g := unsafe.Slice((*uint16)(unsafe.Pointer(&mem[0])), rest)
	rareN := []int32{1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 1 << 20, 1 << 30, 1<<31 - 1, 1<<31 - 2, 1<<31 - 17, 1<<31 - 18, 7}
	rareV := make([]uint16, len(rareN))
	for i, r := range rareN {
		rareV[i] = uint16(3 * i)
		g[rest-int(r)] = uint16(200 + 5*i)
	}
	for _, gather := range []bool{false, true} {
		if gather && !haveBlocks {
			continue
		}
		defer func(old bool) { useGather = old }(useGather)
		useGather = gather
		mark := new([1 << 16]uint32)
		markRareRange(g, rareN, rareV, mark, 9)
		want := map[uint16]bool{}
		for i, r := range rareN {
			want[rareV[i]^g[rest-int(r)]] = true
		}
		for v := range mark {
			if got := mark[v] == 9; got != want[uint16(v)] {
				t.Errorf("gather %v: value %d marked %v, want %v", gather, v, got, want[uint16(v)])
			}
		}
	}
}
