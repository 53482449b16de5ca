// Package testgames holds the game instances that the checks of package
// theorem and the tests of several packages share: seeded random acyclic
// digraphs, and the published tables that the checks compare against. It is
// internal to mex: none of it is part of the library's API.
package testgames

import (
	"math/rand/v2"

	"github.com/mex-cgt/mex/game"
)

// RandomDAG returns a random acyclic digraph on n vertices in which each
// pair of vertices is joined with probability density; the vertices are
// shuffled, so that an edge's direction is not tied to vertex order.
func RandomDAG(rng *rand.Rand, n int, density float64) game.Digraph {
	g := game.Digraph{Edges: make([][]int, n)}
	for v := range n {
		for w := range v {
			if rng.Float64() < density {
				g.Edges[v] = append(g.Edges[v], w)
			}
		}
	}
	perm := rng.Perm(n)
	out := game.Digraph{Edges: make([][]int, n)}
	for v, succ := range g.Edges {
		for _, w := range succ {
			out.Edges[perm[v]] = append(out.Edges[perm[v]], perm[w])
		}
	}
	return out
}

// DFNRGrundyTable is Duchêne, Fraenkel, Nowakowski and Rigo 2010's table of
// the Sprague-Grundy values G(x,y) of Wythoff's game, 0 <= x,y <= 9, as
// printed: G(8,5) is misprinted 1 (the rules give 2, as the paper's own
// G(5,8) does). It returns an array: each caller gets its own copy, and
// the published table cannot be changed by one of them.
func DFNRGrundyTable() [10][10]int { return dfnrGrundyTable }

var dfnrGrundyTable = [10][10]int{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
	{1, 2, 0, 4, 5, 3, 7, 8, 6, 10},
	{2, 0, 1, 5, 3, 4, 8, 6, 7, 11},
	{3, 4, 5, 6, 2, 0, 1, 9, 10, 12},
	{4, 5, 3, 2, 7, 6, 9, 0, 1, 8},
	{5, 3, 4, 0, 6, 8, 10, 1, 2, 7},
	{6, 7, 8, 1, 9, 10, 3, 4, 5, 13},
	{7, 8, 6, 9, 0, 1, 4, 5, 3, 14},
	{8, 6, 7, 10, 1, 1, 5, 3, 4, 15},
	{9, 10, 11, 12, 8, 7, 13, 14, 15, 16},
}
