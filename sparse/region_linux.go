package sparse

import (
	"syscall"
	"unsafe"
)

// mapValues reserves room for n values outside the Go heap, so that
// the part of them a bounded run no longer needs can be handed back to
// the system (releaseValues). Its pages are touched only as values
// arrive. It reports false when the system refuses.
func mapValues(n int) ([]uint16, []byte, bool) {
	if n <= 0 {
		return nil, nil, false
	}
	b, err := syscall.Mmap(-1, 0, 2*n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
	if err != nil {
		return nil, nil, false
	}
	return unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), n), b, true
}

// releaseValues hands the memory of v (page-aligned, inside a region of
// mapValues) back to the system and makes it unreadable: a read there
// would be a bug, and it faults rather than read zeros.
func releaseValues(v []uint16) {
	if len(v) == 0 {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 2*len(v))
	syscall.Madvise(b, syscall.MADV_DONTNEED)
	syscall.Mprotect(b, syscall.PROT_NONE)
}

// unmapValues returns a region of mapValues.
func unmapValues(region []byte) { syscall.Munmap(region) }
