package sparse

import (
	"fmt"
	"os"
	"path/filepath"
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

// mapFile maps the file at path (created if missing, a fresh file in
// valuesDir, removed at once, when path is "") with room
// for n values, shared: what is written to the values lands in the file,
// and the system pages the values in and out of memory as they are read
// (releaseFile). The values already in the file keep their places.
func mapFile(path string, n int) ([]uint16, []byte, *os.File, error) {
	var f *os.File
	var err error
	if path == "" {
		if f, err = os.CreateTemp(valuesDir(), "mex-values-*"); err == nil {
			os.Remove(f.Name()) // the file lives as long as the mapping
		}
	} else {
		f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	}
	if err != nil {
		return nil, nil, nil, err
	}
	fail := func(err error) ([]uint16, []byte, *os.File, error) {
		f.Close()
		return nil, nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		return fail(err)
	}
	if n <= 0 {
		return fail(fmt.Errorf("no room for %d values", n))
	}
	if info.Size() < 2*int64(n) {
		if err := f.Truncate(2 * int64(n)); err != nil { // a sparse file: its blocks are written as the values are
			return fail(err)
		}
	}
	all, b, err := mapShared(f, n)
	if err != nil {
		return fail(err)
	}
	return all, b, f, nil
}

// mapShared maps the first n values of f, shared (writes land in the file).
func mapShared(f *os.File, n int) ([]uint16, []byte, error) {
	b, err := syscall.Mmap(int(f.Fd()), 0, 2*n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, err
	}
	return unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), n), b, nil
}

// releaseFile takes the pages of v (page-aligned, inside a region of
// mapFile) out of the process's memory; they stay in the file (and, while
// the system has room, in its cache), and a later read pages them in again.
func releaseFile(v []uint16) {
	if len(v) == 0 {
		return
	}
	syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 2*len(v)), syscall.MADV_DONTNEED)
}

// remapFile maps the file of a region of mapFile again with room for n
// values (grown, the values in place: nothing is copied), and unmaps the
// old region.
func remapFile(f *os.File, region []byte, n int) ([]uint16, []byte, error) {
	if err := f.Truncate(2 * int64(n)); err != nil {
		return nil, nil, err
	}
	all, b, err := mapShared(f, n)
	if err != nil {
		return nil, nil, err
	}
	syscall.Munmap(region)
	return all, b, nil
}

// valuesDir is where a run without a checkpoint keeps its values file:
// the user's cache folder (mex under it), which lies on a disk, where
// the system's temporary folder is often a file system in memory (tmpfs)
// that would hold every value in memory after all; the temporary folder
// where there is no cache folder.
func valuesDir() string {
	if dir, err := os.UserCacheDir(); err == nil {
		dir = filepath.Join(dir, "mex")
		if os.MkdirAll(dir, 0o755) == nil {
			return dir
		}
	}
	return ""
}
