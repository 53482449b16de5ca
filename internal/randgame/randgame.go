// Package randgame draws game instances at random from a seeded source:
// acyclic digraphs, and alterations of two-pile games. The checks of
// package theorem test a paper's claim on such instances, and the tests
// of other packages draw theirs here too, so that one seed gives the same
// instances everywhere. It is internal to mex: none of it is part of the
// library's API.
package randgame

import (
	"math/rand/v2"

	"github.com/mex-cgt/mex/game"
)

// DAG returns a random acyclic digraph on n vertices in which each pair
// of vertices is joined with probability density; the vertices are
// shuffled, so that an edge's direction is not tied to vertex order.
func DAG(rng *rand.Rand, n int, density float64) game.Digraph {
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

// Alteration returns a random alteration of a two-pile game: one to five
// draws of a position with both piles below side, each declared P or N
// with even odds; a position drawn again is skipped, so none is declared
// twice.
func Alteration(rng *rand.Rand, side int) game.Alteration {
	var alt game.Alteration
	used := map[[2]int]bool{}
	for range 1 + rng.IntN(5) {
		p := [2]int{rng.IntN(side), rng.IntN(side)}
		if used[p] {
			continue
		}
		used[p] = true
		if rng.IntN(2) == 0 {
			alt.P = append(alt.P, game.Position{p[0], p[1]})
		} else {
			alt.N = append(alt.N, game.Position{p[0], p[1]})
		}
	}
	return alt
}
