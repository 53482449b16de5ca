package graphkayles

import (
	"math/bits"
	"slices"
)

// Canonical labelling. A component is memoized under a canonical form, a
// key that isomorphic graphs share and no two non-isomorphic graphs do:
// the least adjacency matrix (lower triangle, row by row, as a bit
// string) over the orderings that individualization-refinement reaches,
// the exact method of McKay's nauty without its automorphism pruning
// (B. D. McKay, A. Piperno, "Practical graph isomorphism, II", J.
// Symbolic Comput. 60 (2014)). The ordered partition of the vertices is
// refined by colour refinement (two vertices stay in one cell while they
// have equally many neighbours in every cell), which is invariant under
// relabelling; where a cell of several vertices is left, each of its
// vertices is made a cell of its own in turn, the rest refined again,
// and the least matrix over the discrete partitions reached is the form.
// Since every step is invariant, isomorphic graphs reach the same set of
// matrices; and a matrix read off an ordering of the vertices determines
// the graph up to isomorphism, so non-isomorphic graphs never share one.
//
// One pruning keeps the search small on symmetric graphs: two vertices u
// and v with N(u)∖{v} = N(v)∖{u} (twins) are exchanged by an automorphism
// that fixes every vertex already individualized, so the search below
// v repeats the search below u and is skipped. Complete graphs, stars and
// complete bipartite graphs are then searched along one branch. Paths
// and cycles, the components of paths and cycles, have forms of their own
// ("P" or "C" and k; the matrix forms start with the byte k < 65 and
// cannot be mistaken for them).

// canonizer holds the buffers of one canonical-labelling search.
type canonizer struct {
	k    int
	adj  []uint64
	best []byte
	leaf []byte
	sig  [][]int
	ord  []int
}

// canonicalKey returns the canonical form of the graph on vertices
// 0..k-1 with neighbour masks adj, as a string: k, then the lower
// triangle of the least matrix.
func canonicalKey(adj []uint64, k int) string {
	if k == 0 {
		return "\x00"
	}
	// a connected graph of maximum degree at most 2 is the path or the
	// cycle on k vertices, told apart by its number of edges
	degrees := 0
	for _, a := range adj {
		d := bits.OnesCount64(a)
		if d > 2 {
			degrees = -1
			break
		}
		degrees += d
	}
	if degrees >= 0 && connected(adj) {
		if degrees/2 == k-1 {
			return "P" + string(rune(k))
		}
		return "C" + string(rune(k))
	}
	c := canonizer{k: k, adj: adj}
	c.leaf = make([]byte, 1+(k*(k-1)/2+7)/8)
	c.leaf[0] = byte(k)
	c.sig = make([][]int, k)
	for i := range c.sig {
		c.sig[i] = make([]int, k+1)
	}
	c.ord = make([]int, k)
	cell := make([]int, k) // all vertices in cell 0
	c.refine(cell)
	c.search(cell)
	return string(c.best)
}

// refine splits the cells of the ordered partition (cell[v] is v's cell,
// cells numbered 0..m-1 in order) until every vertex of a cell has
// equally many neighbours in each cell; each cell is split into new cells
// ordered by those counts, so the result is invariant under relabelling.
// It returns the number of cells.
func (c *canonizer) refine(cell []int) int {
	k := c.k
	m := 0
	for _, x := range cell {
		m = max(m, x+1)
	}
	masks := make([]uint64, k)
	for {
		clear(masks[:m])
		for v, x := range cell {
			masks[x] |= 1 << v
		}
		for v := 0; v < k; v++ {
			s := c.sig[v][:m+1]
			s[0] = cell[v]
			for x := 0; x < m; x++ {
				s[x+1] = bits.OnesCount64(c.adj[v] & masks[x])
			}
		}
		for i := range c.ord {
			c.ord[i] = i
		}
		slices.SortFunc(c.ord, func(a, b int) int { return slices.Compare(c.sig[a][:m+1], c.sig[b][:m+1]) })
		next := 0
		newCell := make([]int, k)
		for i, v := range c.ord {
			if i > 0 && slices.Compare(c.sig[c.ord[i-1]][:m+1], c.sig[v][:m+1]) != 0 {
				next++
			}
			newCell[v] = next
		}
		copy(cell, newCell)
		if next+1 == m {
			return m
		}
		m = next + 1
	}
}

// search individualizes each vertex of the first cell of several
// vertices in turn (one of each set of twins), refines, and goes on
// until the partition is discrete; there it compares the matrix.
func (c *canonizer) search(cell []int) {
	k := c.k
	size := make([]int, k)
	for _, x := range cell {
		size[x]++
	}
	target := -1
	for x := 0; x < k; x++ {
		if size[x] > 1 {
			target = x
			break
		}
	}
	if target < 0 {
		c.compare(cell)
		return
	}
	var tried []int
	for v := 0; v < k; v++ {
		if cell[v] != target {
			continue
		}
		twin := false
		for _, u := range tried {
			if c.adj[u]&^(1<<v) == c.adj[v]&^(1<<u) {
				twin = true
				break
			}
		}
		if twin {
			continue
		}
		tried = append(tried, v)
		next := make([]int, k)
		for w, x := range cell {
			switch {
			case x > target || x == target && w != v:
				next[w] = x + 1
			default:
				next[w] = x
			}
		}
		c.refine(next)
		c.search(next)
	}
}

// compare reads the matrix of the discrete partition cell (vertex v in
// position cell[v]) and keeps it if it is the least so far.
func (c *canonizer) compare(cell []int) {
	k := c.k
	for i := range c.ord {
		c.ord[cell[i]] = i
	}
	clear(c.leaf[1:])
	bit := 0
	for i := 1; i < k; i++ {
		row := c.adj[c.ord[i]]
		for j := 0; j < i; j++ {
			if row>>c.ord[j]&1 != 0 {
				c.leaf[1+bit/8] |= 1 << (bit % 8)
			}
			bit++
		}
	}
	if c.best == nil || string(c.leaf) < string(c.best) {
		c.best = append(c.best[:0], c.leaf...)
	}
}

// connected reports whether the graph on 0..len(adj)-1 is connected.
func connected(adj []uint64) bool {
	seen, frontier := uint64(1), uint64(1)
	for frontier != 0 {
		next := uint64(0)
		for f := frontier; f != 0; f &= f - 1 {
			next |= adj[bits.TrailingZeros64(f)]
		}
		frontier = next &^ seen
		seen |= next
	}
	return bits.OnesCount64(seen) == len(adj)
}
