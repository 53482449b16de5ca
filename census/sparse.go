package census

import (
	"math/bits"

	"github.com/mex-cgt/mex/games/takebreak"
)

// SparseStats are the figures researchers report for an open game: the
// largest value and where, and the sparse-space split of the values
// (Winning Ways, ch. 4; Flammenkamp's tables) under the mask that makes
// the rare class smallest.
type SparseStats struct {
	Largest, LargestAt int
	Mask               uint32
	PosBit             bool
	RareCount          int
	LastRare           int
}

// Sparse computes SparseStats of G(0..len(g)-1) for code c. G(n) is rare
// when parity(G(n) & mask) equals q(n), where q(n) = 0, or, with the
// position bit (allowed when every split removes a number of one parity
// k0), the parity of n - k0. The mask and position bit are the ones with
// the fewest rare values, found by a Walsh-Hadamard transform of the
// counts of values by position parity. LastRare is -1 when none is rare.
func Sparse(c takebreak.Code, g []uint32) SparseStats {
	st := SparseStats{LastRare: -1}
	var largest uint32
	for n, v := range g {
		if v > largest || n == 0 {
			largest, st.LargestAt = v, n
		}
	}
	st.Largest = int(largest)
	if len(g) == 0 {
		return st
	}
	posAllowed, splitParity := splitParity(c)
	b := bits.Len32(largest)
	if b > 20 { // values too spread for a mask to mean anything
		st.RareCount = len(g)
		st.LastRare = len(g) - 1
		return st
	}
	size := 1 << (b + 1)
	h := make([]int64, size)
	for n, v := range g {
		h[int(v)<<1|n&1]++
	}
	for span := 1; span < size; span <<= 1 {
		for i := 0; i < size; i += 2 * span {
			for j := i; j < i+span; j++ {
				x, y := h[j], h[j+span]
				h[j], h[j+span] = x+y, x-y
			}
		}
	}
	total := int64(len(g))
	best, bestCount := 0, total+1
	for m := 0; m < size; m++ {
		if m&1 == 1 && !posAllowed {
			continue
		}
		zeros := (total + h[m]) / 2 // positions with parity((v<<1|n&1) & m) = 0
		rare := zeros
		if m&1 == 1 && splitParity == 1 {
			rare = total - zeros
		}
		if rare < bestCount {
			best, bestCount = m, rare
		}
	}
	st.Mask, st.PosBit = uint32(best>>1), best&1 == 1
	for n, v := range g {
		q := 0
		if st.PosBit {
			q = (n - splitParity) & 1
		}
		if bits.OnesCount32(v&st.Mask)&1 == q {
			st.RareCount++
			st.LastRare = n
		}
	}
	return st
}

// splitParity reports whether every move that leaves two or more heaps
// removes a number of tokens of one parity, and that parity.
func splitParity(c takebreak.Code) (bool, int) {
	if !c.Finite() {
		return false, 0
	}
	parity := -1
	for k, d := range c.Digits {
		if d.Heaps>>2 == 0 && !d.More {
			continue
		}
		if parity >= 0 && k%2 != parity {
			return false, 0
		}
		parity = k % 2
	}
	return parity >= 0, max(parity, 0)
}
