package sparse

import (
	"encoding/binary"
	"unsafe"
)

// Sixteen heaps' rare marking at once.
//
// The splits (r, rest-r) of heap n with a rare part r read G(rest-r), a
// value far from the last one read for each of the ~1300-1600 rare
// positions (Grundy's game, 0.6): a load each, or a gather of sixteen
// (markGather32), which costs more than the marks it feeds. For sixteen
// heaps n0 … n0+15 and one rare position r whose partners all lie before
// n0, the sixteen partners G(n0-k-r … n0-k-r+15) are consecutive: one
// cache line or two hold them, and each heap's option is marked in that
// heap's own marks (markBatch). The splits whose partner lies in the batch
// (r small, or r past n0-k) and those near the equal halves of Grundy's
// game are marked heap by heap (markerHeap); so each heap's marks
// are exactly Next's, and settle finishes each heap as Next does. The
// marks are bytes, a stamp a batch, and are packed into sets of 64 values
// a word (packBytes) for settle.

// batchValues is the heaps a batch marks together.
const batchValues = 16

// minBatch is the first heap a batch starts at: below it the splits with
// a partner in the batch are most of them.
const minBatch = 1024

// useBatch turns the batches on (tests turn them off to compare).
var useBatch = true

// batchMarks is the marks of a batch: region j of marks (blockValues
// bytes) holds heap n0+j's, marks[j*blockValues+v] == stamp when v is an
// option; words is a region packed for settle.
type batchMarks struct {
	marks *[batchValues * blockValues]uint8
	stamp uint8
	words [blockWords]uint64
}

// next readies the marks of a batch and returns its stamp.
func (b *batchMarks) next() uint8 {
	if b.marks == nil {
		b.marks = new([batchValues * blockValues]uint8)
	}
	if b.stamp++; b.stamp == 0 {
		clear(b.marks[:])
		b.stamp = 1
	}
	return b.stamp
}

// region returns heap n0+j's marks.
func (b *batchMarks) region(j int) *[blockValues]uint8 {
	return (*[blockValues]uint8)(b.marks[j*blockValues : (j+1)*blockValues])
}

// nextBatch computes G(n0 … n0+15), n0 = Len(), as sixteen calls of Next
// would, when the batch applies: the whole sequence is kept, every value
// is below blockValues, n0 >= minBatch and every split takes less than
// n0/4. It stops after a heap that changed the rare positions, the mask or
// the bound on the values (the batch's marks assume them), and returns the
// values computed (0 when the batch does not apply).
func (s *Engine) nextBatch() (int, error) {
	n0, limit := s.store.n, 1<<s.bitsV
	if !useBatch || s.store.all == nil || limit > blockValues || n0 < minBatch {
		return 0, nil
	}
	for _, k := range s.split {
		if k > n0/4 {
			return 0, nil
		}
	}
	w := s.worker()
	if w.batch == nil {
		w.batch = new(batchMarks)
	}
	b := w.batch
	stamp := b.next()
	g := s.store.all[:n0]
	for _, k := range s.split {
		for _, span := range s.markerSpans(n0, k, n0-1) {
			if i, j := searchRare(s.rareN, span[0]), searchRare(s.rareN, span[1]); i < j {
				markBatch(g, n0-k, s.rareN[i:j], s.rareV[i:j], b.marks, stamp)
			}
		}
	}
	rareCount, mask, posBit, bitsV := len(s.rare), s.mask, s.posBit, s.bitsV
	words := b.words[:(limit+63)/64]
	for j := range batchValues {
		n := n0 + j
		region, all := b.region(j), s.store.all[:n]
		for _, k := range s.whole {
			if k == n {
				region[0] = stamp
			}
		}
		for _, k := range s.take {
			if k < n {
				region[all[n-k]&(blockValues-1)] = stamp
			}
		}
		s.markerHeap(region, all, n0, n, n0-1, n-1, s.rareN, s.rareV, stamp)
		packBytes(region, stamp, words)
		// The options are all in words: settle's own marks get a stamp
		// no entry holds.
		if _, err := s.settle(n, w, w.mark, w.nextStamp(), words, all, all, -1, nil); err != nil {
			return j, err
		}
		if len(s.rare) != rareCount || s.mask != mask || s.posBit != posBit || s.bitsV != bitsV {
			return j + 1, nil
		}
	}
	return batchValues, nil
}

// skipWindow is the rare positions [lo, hi) that hold every half (n-k)/2
// of the batch's heaps n0 … n0+15.
func skipWindow(n0, k int) (int, int) {
	return (n0 - k) / 2, (n0-k+batchValues)/2 + 1
}

// markRareBytes is markRareIn into a region of byte marks.
func markRareBytes(g []uint16, rest, lo, hi, skip int, rareN []int32, rareV []uint16, region *[blockValues]uint8, stamp uint8) {
	a0, a1, b0, b1 := rareSpans(rareN, lo, hi, skip)
	for _, span := range [2][2]int{{a0, a1}, {b0, b1}} {
		for i := span[0]; i < span[1]; i++ {
			region[(rareV[i]^g[rest-int(rareN[i])])&(blockValues-1)] = stamp
		}
	}
}

// markBatch marks, for each rare position r = rareN[i] and each heap j <
// 16 of the batch, marks[j*blockValues + (rareV[i] xor G(rest+j-r))] =
// stamp. Every rest+j-r lies below len(g) (markerSpans), and every value
// below blockValues (the mask keeps the indices in their region without a
// bounds check).
func markBatch(g []uint16, rest int, rareN []int32, rareV []uint16, marks *[batchValues * blockValues]uint8, stamp uint8) {
	p := unsafe.Pointer(unsafe.SliceData(g))
	rareV = rareV[:len(rareN)]
	const m = blockValues - 1
	for i, r := range rareN {
		q := (*[batchValues]uint16)(unsafe.Add(p, 2*(rest-int(r))))
		v := rareV[i]
		marks[0*blockValues+int((q[0]^v)&m)] = stamp
		marks[1*blockValues+int((q[1]^v)&m)] = stamp
		marks[2*blockValues+int((q[2]^v)&m)] = stamp
		marks[3*blockValues+int((q[3]^v)&m)] = stamp
		marks[4*blockValues+int((q[4]^v)&m)] = stamp
		marks[5*blockValues+int((q[5]^v)&m)] = stamp
		marks[6*blockValues+int((q[6]^v)&m)] = stamp
		marks[7*blockValues+int((q[7]^v)&m)] = stamp
		marks[8*blockValues+int((q[8]^v)&m)] = stamp
		marks[9*blockValues+int((q[9]^v)&m)] = stamp
		marks[10*blockValues+int((q[10]^v)&m)] = stamp
		marks[11*blockValues+int((q[11]^v)&m)] = stamp
		marks[12*blockValues+int((q[12]^v)&m)] = stamp
		marks[13*blockValues+int((q[13]^v)&m)] = stamp
		marks[14*blockValues+int((q[14]^v)&m)] = stamp
		marks[15*blockValues+int((q[15]^v)&m)] = stamp
	}
}

// packBytesGo is packBytes in Go, eight bytes at a time: the bytes equal
// to the stamp become 0x80 (an exact zero-byte test of their xor with
// it), and one multiplication gathers those eight bits into the top
// byte.
func packBytesGo(region *[blockValues]uint8, stamp uint8, words []uint64) {
	const low7, ones = 0x7f7f7f7f7f7f7f7f, 0x0101010101010101
	pattern := uint64(stamp) * ones
	for i := range words {
		var word uint64
		for j := 0; j < 8; j++ {
			t := binary.LittleEndian.Uint64(region[i<<6|j<<3:]) ^ pattern
			zero := ^((t&low7 + low7) | t | low7)
			word |= (zero >> 7 * 0x0102040810204080 >> 56) << (j << 3)
		}
		words[i] = word
	}
}

// The marking thread of the pipeline marks in batches too: for its
// sixteen heaps m0 … m0+15, the splits with a rare part among its first
// cut rare positions and both parts at most top (G(0..top) known).

// markerBatches reports whether the marking thread marks the batch from
// m0 in bytes (as nextBatch's conditions).
func (s *Engine) markerBatches(m0 int, v *view) bool {
	if !useBatch || 1<<v.bitsV > blockValues || m0 < minBatch {
		return false
	}
	for _, k := range s.split {
		if k > m0/4 {
			return false
		}
	}
	return true
}

// markerBatch marks, into the marking thread's batch marks, the splits
// (r, m-k-r) of the sixteen heaps m = m0 … m0+15 whose rare part r (among
// the first cut) keeps both parts at most top for every one of them, and
// returns the stamp.
func (s *Engine) markerBatch(p *pipe, g []uint16, m0, top int, v *view, cut int) uint8 {
	if p.marks.batch == nil {
		p.marks.batch = new(batchMarks)
	}
	b := p.marks.batch
	stamp := b.next()
	rareN, rareV := v.rareN[:cut], v.rareV[:cut]
	for _, k := range s.split {
		for _, span := range s.markerSpans(m0, k, top) {
			if i, j := searchRare(rareN, span[0]), searchRare(rareN, span[1]); i < j {
				markBatch(g, m0-k, rareN[i:j], rareV[i:j], b.marks, stamp)
			}
		}
	}
	return stamp
}

// markerLimits returns the rare positions [lo, hi) whose splits of rest =
// m-k have both parts at most top for every heap m of the batch from m0.
func markerLimits(m0, k, top int) (int, int) {
	return max(1, m0+batchValues-1-k-top), min(m0-k, top+1)
}

// markerSpans is markerLimits's span less the skip window of Grundy's
// game.
func (s *Engine) markerSpans(m0, k, top int) [2][2]int {
	lo, hi := markerLimits(m0, k, top)
	if !s.unequal {
		return [2][2]int{{lo, hi}, {hi, hi}}
	}
	skipLo, skipHi := skipWindow(m0, k)
	return [2][2]int{{lo, min(hi, skipLo)}, {max(lo, skipHi), hi}}
}

// markerHeap marks, for heap m of the batch from m0, the splits with both
// parts at most heapTop and a rare part among rareN that the batch's
// marking (the spans of markerSpans(m0, k, top)) left: those of each rest
// = m-k with r below the batch's span, in its skip window, and above it.
// The marking thread has heapTop = top; nextBatch, which knows G(0..m-1)
// when it comes to heap m, has top = m0-1 and heapTop = m-1.
func (s *Engine) markerHeap(region *[blockValues]uint8, g []uint16, m0, m, top, heapTop int, rareN []int32, rareV []uint16, stamp uint8) {
	for _, k := range s.split {
		rest := m - k
		skip := -1
		if s.unequal && rest%2 == 0 {
			skip = rest / 2
		}
		from, to := max(1, rest-heapTop), min(rest, heapTop+1)
		lo, hi := markerLimits(m0, k, top)
		markRareBytes(g, rest, from, min(to, lo), skip, rareN, rareV, region, stamp)
		if s.unequal {
			windowLo, windowHi := skipWindow(m0, k)
			markRareBytes(g, rest, max(from, lo, windowLo), min(to, hi, windowHi), skip, rareN, rareV, region, stamp)
		}
		markRareBytes(g, rest, max(from, hi), to, skip, rareN, rareV, region, stamp)
	}
}
