package graphkayles

import "math/bits"

// closedValue returns the value of the connected subgraph of adj on comp
// when a rule gives it without a search, and whether one does. It takes
// O(k) word operations on a component of k vertices.
//
// Node Kayles on a complete multipartite graph, whose parts A_1, …, A_r
// are independent sets each joined to every vertex outside it: taking a
// vertex of A_i removes every other part and leaves the |A_i|−1 other
// vertices of A_i isolated, worth (|A_i|−1) mod 2, so the value is
// mex{(|A_i|−1) mod 2 : i}. The complete graph K_n (parts of one vertex)
// is worth 1: one move removes everything. The star K_{1,m} goes by its
// centre (to 0) or by a leaf (to m−1 isolated vertices), so it is worth
// mex{0, (m−1) mod 2}: 1 for odd m, 2 for even m.
//
// Arc Kayles on a star K_{1,m}, m >= 1: every edge has the centre as an
// end, so any move leaves m−1 isolated vertices, worth 0: the star is
// worth 1. On the complete graph K_n a move leaves K_{n−2}, so K_n is
// worth ⌊n/2⌋ mod 2.
func (r Rule) closedValue(adj []uint64, comp uint64) (int, bool) {
	k := bits.OnesCount64(comp)
	if r == Arc {
		full, leaves := 0, 0 // vertices joined to all others; of degree 1
		for m := comp; m != 0; m &= m - 1 {
			switch bits.OnesCount64(adj[bits.TrailingZeros64(m)] & comp) {
			case k - 1:
				full++
			case 1:
				leaves++
			}
		}
		switch {
		case full == k:
			return k / 2 % 2, true
		case full == 1 && leaves == k-1:
			return 1, true
		}
		return 0, false
	}
	parities := 0 // bit p set when a part has (|A_i|−1) mod 2 = p
	for left := comp; left != 0; {
		outside := adj[bits.TrailingZeros64(left)] & comp
		part := comp &^ outside // the vertex, and those with its neighbours
		for m := part; m != 0; m &= m - 1 {
			if adj[bits.TrailingZeros64(m)]&comp != outside {
				return 0, false
			}
		}
		parities |= 1 << ((bits.OnesCount64(part) - 1) % 2)
		left &^= part
	}
	switch {
	case parities&1 == 0:
		return 0, true
	case parities&2 == 0:
		return 1, true
	}
	return 2, true
}
