package sparse

// Sixteen heaps' rare marking at once.
//
// The splits (r, rest-r) of heap n with a rare part r read G(rest-r), a
// value scattered over the sequence for each of the ~1300 rare positions:
// markGather32 gathers them sixteen at a time, and the gather costs more
// than the scatter of the marks. For sixteen heaps n0 … n0+15 and one rare
// position r whose partners all lie before n0, the sixteen partners
// G(n0-k-r … n0-k-r+15) are consecutive: one load gives them, and one
// scatter marks each heap's option in that heap's own marks (markBatch16).
// The splits whose partner lies in the batch (r small, or r past n0-k) and
// those near the equal halves of Grundy's game are marked heap by heap, as
// Next marks them; so each heap's marks are exactly Next's, and settle
// finishes each heap as Next does.

// batchValues is the heaps a batch marks together: one lane each of a
// 512-bit vector of 32-bit marks.
const batchValues = 16

// minBatch is the first heap a batch starts at: below it the splits with
// a partner in the batch are most of them.
const minBatch = 1024

// useBatch turns the batches on (tests turn them off to compare): with
// the gathered marking, where the scatter is.
var useBatch = haveBlocks

// batchMarks is the marks of a batch: batchValues regions of stride
// entries, region j the marks of heap n0+j (entry v == stamp: v is an
// option). The slice runs 2^16 entries past the last region's start, so
// that each region is a *[1 << 16]uint32 for settle; only its first
// stride entries are written, and the values up to limit+63 read.
type batchMarks struct {
	marks  []uint32
	stride int
	stamp  uint32
}

// region returns heap n0+j's marks.
func (b *batchMarks) region(j int) *[1 << 16]uint32 {
	return (*[1 << 16]uint32)(b.marks[j*b.stride : j*b.stride+1<<16])
}

// next readies the marks of a batch whose values are below limit (a
// multiple of 64 up to blockValues) and returns its stamp.
func (b *batchMarks) next(limit int) uint32 {
	if b.marks == nil {
		b.marks = make([]uint32, (batchValues-1)*blockValues+1<<16)
	}
	// settle's packMarks reads the marks of the values up to limit+63
	// (in region j+1 past limit; optionWords ignores the values from
	// limit on, as none is an option).
	b.stride = limit
	if b.stamp++; b.stamp == 0 {
		clear(b.marks)
		b.stamp = 1
	}
	return b.stamp
}

// nextBatch computes G(n0 … n0+15), n0 = Len(), as sixteen calls of Next
// would, when the batch applies: the gathered marking is on, the whole
// sequence is kept, every value is below blockLimit() and n0 >= minBatch.
// It stops after a heap that changed the rare positions, the mask or the
// bound on the values (the batch's marks assume them), and returns the
// values computed (0 when the batch does not apply).
func (s *Engine) nextBatch() (int, error) {
	n0, limit := s.store.n, 1<<s.bitsV
	if !useBatch || s.store.all == nil || limit > blockLimit() || n0 < minBatch {
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
	stamp := b.next(limit)
	g := s.store.all[:n0]
	for _, k := range s.split {
		for _, span := range s.batchSpans(n0, k) {
			if i, j := searchRare(s.rareN, span[0]), searchRare(s.rareN, span[1]); i < j {
				markBatch16(&g[0], n0-k, &s.rareN[i], &s.rareV[i], j-i, &b.marks[0], b.stride, stamp)
			}
		}
	}
	rareCount, mask, posBit, bitsV := len(s.rare), s.mask, s.posBit, s.bitsV
	for j := range batchValues {
		n := n0 + j
		mark := b.region(j)
		all := s.store.all[:n]
		s.markWholeTake(all, n, mark, stamp)
		for _, k := range s.split {
			s.markOutsideBatch(all, n0, n, k, mark, stamp)
		}
		if _, err := s.settle(n, w, mark, stamp, nil, all, all, -1, nil); err != nil {
			return j, err
		}
		if len(s.rare) != rareCount || s.mask != mask || s.posBit != posBit || s.bitsV != bitsV {
			return j + 1, nil
		}
	}
	return batchValues, nil
}

// batchSpans returns the rare positions r, as spans [lo, hi), whose
// splits (r, n-k-r) of the heaps n0 … n0+15 markBatch16 marks: the
// partner n-k-r lies in 1 … n0-1 for each of them, and r is not near the
// equal halves (Grundy's game), which only some of the heaps skip.
func (s *Engine) batchSpans(n0, k int) [2][2]int {
	lo, hi := max(1, batchValues-k), n0-k
	if !s.unequal {
		return [2][2]int{{lo, hi}, {hi, hi}}
	}
	skipLo, skipHi := s.skipWindow(n0, k)
	return [2][2]int{{lo, min(hi, skipLo)}, {max(lo, skipHi), hi}}
}

// skipWindow is the rare positions [lo, hi) that hold every half (n-k)/2
// of the batch's heaps n0 … n0+15.
func (s *Engine) skipWindow(n0, k int) (int, int) {
	return (n0 - k) / 2, (n0-k+batchValues)/2 + 1
}

// markOutsideBatch marks, for heap n of the batch from n0, the splits of
// rest = n-k with a rare part that markBatch16 left: r below the spans,
// in the skip window, and from n0-k on.
func (s *Engine) markOutsideBatch(g []uint16, n0, n, k int, mark *[1 << 16]uint32, stamp uint32) {
	rest := n - k
	if rest < 2 {
		return
	}
	skip := -1
	if s.unequal && rest%2 == 0 {
		skip = rest / 2
	}
	markRareIn(g, rest, 1, min(rest, max(1, batchValues-k)), skip, s.rareN, s.rareV, mark, stamp)
	if s.unequal {
		lo, hi := s.skipWindow(n0, k)
		markRareIn(g, rest, max(lo, max(1, batchValues-k)), min(hi, n0-k), skip, s.rareN, s.rareV, mark, stamp)
	}
	markRareIn(g, rest, max(n0-k, max(1, batchValues-k)), rest, skip, s.rareN, s.rareV, mark, stamp)
}
