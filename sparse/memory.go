package sparse

import (
	"unsafe"

	"github.com/mex-cgt/mex/budget"
)

// Bytes is the memory the computation holds: its values (those of a
// mapped region that are still resident, or the capacity of the slices
// that hold them), its rare positions and counts, and the scratch of its
// threads. It is what the computation draws from a memory account
// (Charge), and an upper bound: a value slice's capacity is counted
// whole although the operating system backs its pages only as the values
// arrive.
func (s *Engine) Bytes() int64 {
	st := &s.store
	var b int64
	if st.filed() { // what stays in memory: the front, the last values, what was read since the last relieve
		b += int64(min(st.n, st.hotFront+st.hotRing+punchEvery)) * 2
	} else if st.region != nil {
		b += int64(st.n-st.punched) * 2
	} else {
		b += int64(cap(st.all)) * 2
	}
	b += int64(cap(st.front)+cap(st.ring)) * 2
	b += int64(cap(s.rare))*int64(unsafe.Sizeof(RarePosition{})) + int64(cap(s.rareN))*4 + int64(cap(s.rareV))*2
	b += int64(cap(s.counts))*16 + int64(cap(s.cls))
	b += int64(cap(s.whole)+cap(s.take)+cap(s.split)) * 8
	if s.work != nil {
		b += int64(unsafe.Sizeof(*s.work.mark)+unsafe.Sizeof(*s.work.need)) + int64(cap(s.work.needList))*8
		b += int64(cap(s.work.rev))*2 + int64(cap(s.work.tail))*8 // the scan's tail (tail.go)
	}
	if s.pipe != nil {
		b += int64(unsafe.Sizeof(*s.pipe))
		if s.pipe.seen != nil {
			b += int64(unsafe.Sizeof(*s.pipe.seen))
		}
		if s.pipe.marks.mark != nil {
			b += int64(unsafe.Sizeof(*s.pipe.marks.mark))
		}
	}
	return b
}

// Charge draws from m what the computation has grown by since the last
// Charge on m (a nil m draws nothing), so that a computation under a
// memory account stops with a *budget.ExceededError once the account
// cannot cover it, rather than only when an estimate made before it said
// so.
func (s *Engine) Charge(m *budget.Meter) error {
	if m == nil {
		return nil
	}
	if grown := s.Bytes() - m.Used(); grown > 0 {
		return m.Add(grown)
	}
	return nil
}

// relieve gives the values of a filed store back to its file, but for
// the first hotFront and the last ones that the splits read (those with
// a rare part, back to the last rare position and the longest move; the
// scans, whose small parts lie in the front, as many as the front; and
// punchEvery more), once every punchEvery values: the memory the run holds stays
// bounded however far it goes. A scan that reads further pages its
// values in, and the next relieve gives them back. It punches a windowed
// store (store.punch).
func (s *Engine) relieve() {
	st := &s.store
	if !st.filed() {
		st.punch()
		return
	}
	if st.n-st.relieved < punchEvery {
		return
	}
	st.hotRing = max(st.hotFront, s.stats.LastRare+s.longestMove()+1) + punchEvery
	from := (st.hotFront + pageValues - 1) &^ (pageValues - 1)
	if to := (st.n - st.hotRing) &^ (pageValues - 1); to > from {
		st.sumTo(to) // while they are in memory: a checkpoint's sum would page them in again
		releaseFile(st.all[from:to])
	}
	st.relieved = st.n
}
