package sparse

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// RarePosition is a heap whose value is in the rare class.
type RarePosition struct {
	N     int    `json:"n"`
	Value uint16 `json:"value"`
}

// Stats returns the statistics so far.
func (s *Engine) Stats() Stats {
	st := s.stats
	st.Values, st.Mask, st.PositionBit, st.RareCount = s.store.n, s.mask, s.posBit, len(s.rare)
	st.SplitParity = s.splitParity
	st.Frequencies = make([]uint64, len(s.counts))
	for v, c := range s.counts {
		st.Frequencies[v] = c[0] + c[1]
	}
	for len(st.Frequencies) > 1 && st.Frequencies[len(st.Frequencies)-1] == 0 {
		st.Frequencies = st.Frequencies[:len(st.Frequencies)-1]
	}
	st.RarePositions = slices.Clone(s.rare)
	return st
}

// Stats are the figures researchers report for a computed sequence.
type Stats struct {
	Values      int    `json:"values"`
	Mask        uint32 `json:"mask"`
	PositionBit bool   `json:"position_bit"`
	// SplitParity is the parity of the split moves' takes, which with the
	// position bit decides the rare class (game.RareClass).
	SplitParity   int            `json:"split_parity"`
	RareCount     int            `json:"rare_count"`
	LastRare      int            `json:"last_rare"`
	Largest       uint16         `json:"largest"`
	LargestAt     int            `json:"largest_at"`
	Frequencies   []uint64       `json:"frequencies"`
	FullScans     int            `json:"scans_to_end"`
	MaskChanges   int            `json:"mask_changes"`
	LongestScan   int            `json:"longest_scan"`
	Scanned       uint64         `json:"splits_scanned"`
	RarePositions []RarePosition `json:"rare_positions,omitempty"`
}

// Class returns the rare class of the statistics: heap n with value v is
// rare exactly when Class().Rare(n, v).
func (st Stats) Class() game.RareClass {
	return game.RareClass{Mask: st.Mask, PositionBit: st.PositionBit, SplitParity: st.SplitParity}
}

// StatsOfValues returns the statistics of a computed sequence G(0..n-1)
// of any heap game: the largest value, the frequencies and the sparse
// space (the mask with the fewest rare positions, without the position
// bit, which only octal games' split moves justify). It fails when a
// value does not fit 16 bits.
func StatsOfValues(values []int) (Stats, error) {
	var st Stats
	counts := make([][2]uint64, 1)
	bitsV := 0
	for n, v := range values {
		if v < 0 || v >= 1<<16 {
			return st, fmt.Errorf("sparse: G(%d) = %d does not fit the 16 bits statistics are kept in", n, v)
		}
		for v >= len(counts) {
			counts = append(counts, [2]uint64{})
		}
		counts[v][n&1]++
		for v >= 1<<bitsV {
			bitsV++
		}
		if uint16(v) > st.Largest || n == 0 {
			st.Largest, st.LargestAt = uint16(v), n
		}
	}
	st.Values = len(values)
	st.Mask, _ = bestMask(counts, bitsV, int64(len(values)), false, 0)
	class := st.Class()
	for n, v := range values {
		if class.Rare(n, v) {
			st.RarePositions = append(st.RarePositions, RarePosition{N: n, Value: uint16(v)})
			st.LastRare = n
		}
	}
	st.RareCount = len(st.RarePositions)
	st.Frequencies = make([]uint64, len(counts))
	for v, c := range counts {
		st.Frequencies[v] = c[0] + c[1]
	}
	return st, nil
}

// Rare returns the rare positions.
func (s *Engine) Rare() []RarePosition { return s.rare }

// classes returns parity(v & mask) for every v, recomputed when the mask
// changes.
func (s *Engine) classes() []uint8 {
	if s.cls == nil || s.clsMask != s.mask {
		s.cls = make([]uint8, 1<<16) // new: a thread may still read the old one
		for v := range s.cls {
			s.cls[v] = uint8(parity(uint32(v) & s.mask))
		}
		s.clsMask = s.mask
	}
	return s.cls
}

// q returns the parity class of (G(a) xor G(b)) & mask for splits of two
// common parts at heap n.
func (s *Engine) q(n int) uint32 {
	if !s.posBit {
		return 0
	}
	return uint32((n - s.splitParity) & 1)
}

func parity(v uint32) uint32 { return uint32(bits.OnesCount32(v) & 1) }

// record stores G(n) = v and updates the counts, rare list and mask; it
// reports whether the rare list, the mask or the bound on the values
// changed.
//
// What a computation of a later value reads (rareN, rareV, cls) is never
// written in place: a new rare position is appended, and a change of mask
// builds new slices, so a thread that still holds the old ones (the
// two-thread pipeline of extend.go) keeps a consistent view.
func (s *Engine) record(n int, v uint16, rare bool) bool {
	s.store.push(v)
	for int(v) >= len(s.counts) {
		s.counts = append(s.counts, [2]uint64{})
	}
	s.counts[v][n&1]++
	if v > s.stats.Largest || n == 0 {
		s.stats.Largest, s.stats.LargestAt = v, n
	}
	grew, oldBits := false, s.bitsV
	for int(v) >= 1<<s.bitsV {
		s.bitsV++
		grew = true
	}
	if rare {
		s.rare = append(s.rare, RarePosition{N: n, Value: v})
		s.stats.LastRare = n
		s.rareN = append(s.rareN, int32(n))
		s.rareV = append(s.rareV, v)
	}
	changed := false
	switch {
	case !rare && !grew:
	case s.recomputeRare:
		changed = s.chooseMask()
	case !s.drift:
		changed = s.followMask(n, v, oldBits)
	}
	if k := len(s.rare); k > 0 && s.rare[k-1].N == n && s.store.holed() {
		// A new rare position (under the mask now): its splits would
		// read, a front's length later, values no longer kept.
		s.drift = true
	}
	if changed {
		s.rareN = make([]int32, len(s.rare), len(s.rare)+64)
		s.rareV = make([]uint16, len(s.rare), len(s.rare)+64)
		for i, r := range s.rare {
			s.rareN[i], s.rareV[i] = int32(r.N), r.Value
		}
	}
	return rare || grew
}

// bestMask returns the mask and position bit with the fewest rare
// positions among n values whose counts by value and position parity are
// counts (values below 2^bitsV): a Walsh-Hadamard transform of the counts.
func bestMask(counts [][2]uint64, bitsV int, n int64, posBitAllowed bool, splitParity int) (uint32, bool) {
	size := 1 << (bitsV + 1)
	h := make([]int64, size)
	for v, c := range counts {
		h[v<<1] += int64(c[0])
		h[v<<1|1] += int64(c[1])
	}
	for span := 1; span < size; span <<= 1 { // in-place Walsh-Hadamard transform
		for i := 0; i < size; i += 2 * span {
			for j := i; j < i+span; j++ {
				a, b := h[j], h[j+span]
				h[j], h[j+span] = a+b, a-b
			}
		}
	}
	bestCount := n + 1
	var best int
	for m := 0; m < size; m++ {
		if m&1 == 1 && !posBitAllowed {
			continue
		}
		// h[m] = sum (-1)^(parity((v<<1|i) & m)); with the position bit the
		// common class is t = 1 xor splitParity, else t = 1.
		zeros := (n + h[m]) / 2 // positions with parity 0
		rare := zeros
		if m&1 == 1 && splitParity == 1 {
			rare = n - zeros
		}
		if rare < bestCount {
			bestCount, best = rare, m
		}
	}
	return uint32(best >> 1), best&1 == 1
}

// followMask is chooseMask for a streaming computation, which no longer
// holds the values. When the best mask and position bit of the whole
// sequence agree with the current ones on the bits of every value before
// n (they differ only in bits that v, the first value to reach them, has;
// oldBits is the bound on the values before v), the whole run's rebuilt
// rare list is the current one with n's class decided afresh: the change
// is followed and followMask reports true. Any other change would part
// this run's statistics from the whole run's; it is left undone and
// marked as drift.
func (s *Engine) followMask(n int, v uint16, oldBits int) bool {
	m, p := bestMask(s.counts, s.bitsV, int64(s.store.n), s.posBitAllowed, s.splitParity)
	if m == s.mask && p == s.posBit {
		return false
	}
	if p != s.posBit || (m^s.mask)&(1<<oldBits-1) != 0 {
		s.drift = true
		return false
	}
	s.stats.MaskChanges++
	s.mask = m
	if k := len(s.rare); k > 0 && s.rare[k-1].N == n {
		s.rare = s.rare[:k-1]
	}
	if parity(uint32(v)&m) == s.q(n) {
		s.rare = append(s.rare, RarePosition{N: n, Value: v})
	}
	if len(s.rare) > 0 {
		s.stats.LastRare = s.rare[len(s.rare)-1].N
	}
	return true
}

// chooseMask picks the mask and position bit with the fewest rare
// positions (a Walsh-Hadamard transform of the counts by value and
// position parity) and, when they change, rebuilds the rare list (a new
// slice) and reports true. (Under an unchanged mask the rare list is
// already complete: record appends each new rare position.)
func (s *Engine) chooseMask() bool {
	newMask, newPos := bestMask(s.counts, s.bitsV, int64(s.store.n), s.posBitAllowed, s.splitParity)
	if newMask == s.mask && newPos == s.posBit {
		return false
	}
	s.stats.MaskChanges++
	s.mask, s.posBit = newMask, newPos
	s.rare = nil
	st := &s.store
	for i := 0; i < st.n; i++ {
		v := st.all[i]
		if parity(uint32(v)&s.mask) == s.q(i) {
			s.rare = append(s.rare, RarePosition{N: i, Value: v})
		}
		// Values in a file go back to it as they are read (past the
		// front, before the last ones): the run's memory stays bounded.
		if end := i + 1; st.filed() && end%punchEvery == 0 && end-punchEvery >= st.hotFront && end < st.n-st.hotRing {
			releaseFile(st.all[end-punchEvery : end])
		}
	}
	if len(s.rare) > 0 {
		s.stats.LastRare = s.rare[len(s.rare)-1].N
	}
	return true
}

// noteScan adds a scan of so many splits to the statistics; full: it
// left a value, so that G(n) is in class Q(n) (a new rare position).
func (s *Engine) noteScan(scanned int, full bool) {
	s.stats.LongestScan = max(s.stats.LongestScan, scanned)
	s.stats.Scanned += uint64(scanned)
	if full {
		s.stats.FullScans++
	} else {
		s.longestFound = max(s.longestFound, scanned)
	}
}
