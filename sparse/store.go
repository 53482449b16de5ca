package sparse

import (
	"fmt"
	"hash/crc64"
	"os"
	"runtime/debug"
	"slices"
	"unsafe"
)

// store holds G(0..n-1) in one of three layouts:
//
//   - whole: all holds every value (in the Go heap, or in a region of
//     mapValues);
//   - streaming: front holds the first values and ring the last ones
//     (a power of two), at ring[i & (len(ring)-1)];
//   - windowed (keepFront > 0): all is a region of mapValues with the
//     whole sequence's layout, of which only the first keepFront values
//     and the last keepRing are read, and the values from keepFront to
//     punched are given back to the system: a bounded run that keeps the
//     whole layout, and so its two threads and its fast scans.
//   - filed (file set): all is a region of mapFile, a file that holds
//     every value; all are read as in the whole layout, but only the
//     first hotFront and the last values are kept in memory, the others
//     given back to the file as the run goes on (Engine.relieve) and paged
//     in again by the system should a long scan read them.
//
// The transitions between them are the store's methods below; the engine
// decides when to take them (window.go).
type store struct {
	all   []uint16
	front []uint16
	ring  []uint16
	n     int

	region              []byte
	keepFront, keepRing int
	punched             int

	file              *os.File
	hotFront, hotRing int
	relieved          int // n at the last relieve
	crc               uint64
	crcN              int // crc is the CRC-64 (ECMA) of G(0..crcN-1) as the file holds them
}

// filed reports whether the values lie in a file (mapFile).
func (s *store) filed() bool { return s.file != nil }

// mapFile goes from whole to filed, with the file at path ("" for a
// temporary one) holding room for size values, the first hotFront kept
// in memory. It reports false, and changes nothing, when no file can be
// mapped.
func (s *store) mapFile(path string, size, hotFront int) bool {
	all, region, f, err := mapFile(path, max(size, s.n))
	if err != nil {
		return false
	}
	copy(all, s.all[:s.n])
	if s.region != nil {
		unmapValues(s.region)
	}
	*s = store{all: all[:s.n], region: region, n: s.n, file: f, hotFront: hotFront}
	return true
}

// valuesCRC returns the CRC-64 (ECMA) of G(0..n-1), the values a filed
// store's file holds, extending the sum kept from the last call.
func (s *store) valuesCRC() uint64 {
	s.sumTo(s.n)
	return s.crc
}

// sumTo extends the sum of the values to G(0..to-1). The relieve sums
// the values it hands back to the file first: summed at the checkpoint
// instead, every value since the last one was paged in again (a run of
// Grundy's game to 2^32 checkpointed every 5 minutes held 365 MB at each
// checkpoint, 176 million values, against 117 MB between them).
func (s *store) sumTo(to int) {
	if s.crcN < to {
		s.crc = crc64.Update(s.crc, checkpointTable, valueBytes(s.all[s.crcN:to]))
		s.crcN = to
	}
}

// valueBytes is v as the bytes a file of values holds (the machine's
// order: the file is the memory of the values).
func valueBytes(v []uint16) []byte {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 2*len(v))
}

// holed reports whether all is read only in its front and its last values.
func (s *store) holed() bool { return s.keepFront > 0 }

// punchEvery is the values released at a time (256 KiB; a power of two
// of whole pages: tests make it one page).
var punchEvery = 1 << 17

// pageValues is the values of a page (4 KiB), the unit of releaseValues.
const pageValues = 2048

// punch releases the values no longer read: past the front, up to
// keepRing+punchEvery before the last.
func (s *store) punch() {
	if !s.holed() {
		return
	}
	to := (s.n - s.keepRing - punchEvery) &^ (punchEvery - 1)
	if to-s.punched >= punchEvery {
		releaseValues(s.all[s.punched:to])
		s.punched = to
	}
}

func (s *store) push(v uint16) {
	if s.all != nil {
		s.all = append(s.all, v)
	} else {
		if s.n < cap(s.front) {
			s.front = append(s.front, v)
		}
		s.ring[s.n&(len(s.ring)-1)] = v
	}
	s.n++
}

// reserve makes room for n values when every value is kept, so that they
// are not copied again and again as they grow (and a run whose length is
// known allocates its 2n bytes once).
//
// Room grows by a quarter at least, so that reserving a little more at a
// time (the pipeline reserves each block of values it computes) copies
// the values a logarithmic number of times, not once a block: past the
// 2^28 values a run reserves at its start, Grundy's game, which keeps
// every value from 47 million on, slowed from a million values a second
// to 26 thousand.
func (s *store) reserve(n int) {
	if s.file != nil && n > cap(s.all) {
		if all, region, err := remapFile(s.file, s.region, max(n, cap(s.all)+cap(s.all)/4)); err == nil {
			s.all, s.region = all[:s.n], region
		} else { // the values as they are, in the heap: a run goes on, only not bounded
			s.all = append(make([]uint16, 0, n), s.all...)
			unmapValues(s.region)
			s.file.Close()
			s.region, s.file = nil, nil
		}
		return
	}
	if s.region != nil && n > cap(s.all) { // a larger region, the values moved once
		if all, region, ok := mapValues(max(n, cap(s.all)+cap(s.all)/4)); ok {
			s.all = all[:copy(all, s.all)]
			unmapValues(s.region)
			s.region = region
			return
		}
	}
	if s.all != nil && n > cap(s.all) {
		all := make([]uint16, len(s.all), max(n, cap(s.all)+cap(s.all)/4)) // fresh pages: untouched until written
		copy(all, s.all)
		s.all = all
	}
}

// at returns G(i) if it is still kept.
func (s *store) at(i int) (uint16, error) {
	switch {
	case i < 0 || i >= s.n:
		return 0, fmt.Errorf("sparse: G(%d) is not computed", i)
	case s.filed():
		return s.all[i], nil
	case s.holed() && i >= s.keepFront && i < s.n-s.keepRing:
		return 0, ErrOutsideWindow
	case s.all != nil:
		return s.all[i], nil
	case i < len(s.front):
		return s.front[i], nil
	case i >= s.n-len(s.ring):
		return s.ring[i&(len(s.ring)-1)], nil
	}
	return 0, ErrOutsideWindow
}

// values returns every value (nil unless the store is whole).
func (s *store) values() []uint16 {
	if s.holed() || s.filed() {
		return nil
	}
	return s.all
}

// prefix returns the first values kept: all of them, or the front.
func (s *store) prefix() []uint16 {
	switch {
	case s.holed():
		return s.all[:min(s.keepFront, s.n)]
	case s.filed():
		return s.all[:min(s.hotFront, s.n)]
	case s.all != nil:
		return s.all
	}
	return s.front
}

// stream goes from whole to streaming: the first front values and the
// last ring (rounded up to a power of two) are kept.
func (s *store) stream(front, ring int) {
	size := 1
	for size < ring {
		size <<= 1
	}
	n := s.n
	var f []uint16
	if cap(s.all) >= front { // the front in place: no copy, and nothing past it is written
		f = s.all[:min(front, n):front]
	} else {
		f = slices.Clone(s.all[:min(front, n)])
		f = slices.Grow(f, front-len(f))
	}
	rb := make([]uint16, size)
	for i := max(0, n-size); i < n; i++ {
		rb[i&(size-1)] = s.all[i]
	}
	*s = store{front: f, ring: rb, n: n}
}

// window goes from whole, in a region of mapValues, to windowed: the
// first front values and the last ring (a power of two) are read, the
// others given back as the values go on (punch).
func (s *store) window(front, ring int) {
	s.keepFront, s.keepRing = front, ring
	s.punched = (front + pageValues - 1) &^ (pageValues - 1)
}

// rewindow goes from whole to windowed in a new region of mapValues with
// room for size values: the first front values and the last ring are
// copied there, the old values given back. It reports false, and changes
// nothing, when no region can be mapped.
func (s *store) rewindow(front, ring, size int) bool {
	all, region, ok := mapValues(max(size, s.n))
	if !ok {
		return false
	}
	copy(all, s.all[:front])
	copy(all[s.n-ring:s.n], s.all[s.n-ring:s.n])
	if s.region != nil {
		unmapValues(s.region)
	}
	*s = store{all: all[:s.n], region: region, n: s.n}
	s.window(front, ring)
	s.punch()
	debug.FreeOSMemory() // the values just moved: give their old pages back now
	return true
}

// unstream goes from streaming to windowed, with the same front and ring,
// in a region of mapValues with room for size values (the layout of a
// bounded run when its checkpoint was saved). Where no region can be
// mapped, it streams on.
func (s *store) unstream(size int) {
	all, region, ok := mapValues(max(size, s.n))
	if !ok {
		return
	}
	copy(all, s.front)
	for i := max(len(s.front), s.n-len(s.ring)); i < s.n; i++ {
		all[i] = s.ring[i&(len(s.ring)-1)]
	}
	front, ring := len(s.front), len(s.ring)
	*s = store{all: all[:s.n], region: region, n: s.n}
	s.window(front, ring)
	debug.FreeOSMemory() // the front and ring as read: give their pages back now
}

// keepAll makes room for n values kept whole: in the region of mapValues
// they lie in (grown, not copied into the Go heap: a sequence that grows
// in the heap past the room reserved holds its old and new arrays at
// once), or in the heap (at most maxReserve at a time).
func (s *store) keepAll(n int) {
	if s.region == nil {
		n = min(n, maxReserve)
	}
	s.reserve(n)
}

// mapWhole moves a whole store into a region of mapValues with room for
// size values, so that its values past a window can be given back later.
// It reports false where no region can be mapped.
func (s *store) mapWhole(size int) bool {
	all, region, ok := mapValues(size)
	if !ok {
		return false
	}
	s.all, s.region = all[:copy(all, s.all)], region
	return true
}

// release unmaps the store's region, if it has one, and empties it.
func (s *store) release() {
	if s.region != nil {
		unmapValues(s.region)
		if s.file != nil {
			s.file.Close()
		}
		*s = store{}
	}
}

// Reserve makes room for n values when the whole sequence is kept (see
// store.reserve).
func (s *Engine) Reserve(n int) { s.store.reserve(n) }

// Len returns the number of values computed.
func (s *Engine) Len() int { return s.store.n }

// At returns G(i) if it is still kept.
func (s *Engine) At(i int) (uint16, error) { return s.store.at(i) }

// Values returns the whole sequence (nil when only a window is kept).
func (s *Engine) Values() []uint16 { return s.store.values() }

// Prefix returns the first values kept: the whole sequence, or when only
// a window is kept, its front.
func (s *Engine) Prefix() []uint16 { return s.store.prefix() }
