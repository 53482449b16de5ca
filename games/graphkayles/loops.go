package graphkayles

import (
	"fmt"
	"math/bits"

	"github.com/mex-cgt/mex/game"
)

// Loops. A loop at v is an edge whose two ends are v. In Node Kayles it
// changes nothing: taking v removes v and its neighbours with or without
// it. In Arc Kayles taking the loop removes v alone (and every edge at
// it), exactly as taking the edge v–x to a new leaf x would, after which
// x is isolated, has no move and is worth 0; and any other move that
// removes v leaves x isolated too. So Arc Kayles on a graph with loops
// has the value of the simple graph in which each loop is replaced by a
// pendant edge to a new leaf, and the search (canonical forms, closed
// forms, certificates) sees simple graphs only: loopless does the
// replacement at its entry. The brute-force Solver plays the loops as
// moves (Options), and the tests tie the two.

// loopless returns the simple graph the search values in place of g: g
// without its loops for Node Kayles; for Arc Kayles each loop replaced by
// a pendant edge to a new vertex, named by the least names free, which
// needs a name for each loop within MaxVertices.
func (r Rule) loopless(g Graph) (Graph, error) {
	loops := g.Loops()
	if loops == 0 {
		return g, nil
	}
	out := Graph{Alive: g.Alive, Adj: make([]uint64, len(g.Adj))}
	for i, a := range g.Adj {
		out.Adj[i] = a &^ (1 << i)
	}
	if r == Node {
		return out, nil
	}
	free := ^g.Alive
	if bits.OnesCount64(free) < bits.OnesCount64(loops) {
		return Graph{}, game.Refuse(fmt.Errorf("arckayles: a graph of %d vertices with %d loops: each loop is valued as a pendant edge to a new vertex, and a graph holds %d vertices", g.Vertices(), bits.OnesCount64(loops), MaxVertices))
	}
	for l := loops; l != 0; l &= l - 1 {
		v := bits.TrailingZeros64(l)
		x := bits.TrailingZeros64(free)
		free &^= 1 << x
		for len(out.Adj) <= x {
			out.Adj = append(out.Adj, 0)
		}
		out.Alive |= 1 << x
		out.Adj[v] |= 1 << x
		out.Adj[x] |= 1 << v
	}
	return out, nil
}
