// Package testgames is where the tests of other packages find the random
// games and the published tables they share with the checks of package
// theorem. It holds no copy of its own: the random games are package
// randgame's, the tables are theorem's, so that a test and a check draw
// the same instances and compare against the same printed values. Only
// tests import it; production code imports randgame or theorem itself.
package testgames

import (
	"math/rand/v2"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/internal/randgame"
	"github.com/mex-cgt/mex/theorem"
)

// RandomDAG returns a random acyclic digraph on n vertices in which each
// pair of vertices is joined with probability density (randgame.DAG).
func RandomDAG(rng *rand.Rand, n int, density float64) game.Digraph {
	return randgame.DAG(rng, n, density)
}

// DFNRGrundyTable is Duchêne, Fraenkel, Nowakowski and Rigo 2010's table of
// the Sprague-Grundy values of Wythoff's game for 0 <= x,y <= 9, as printed,
// misprint included (theorem.DFNRGrundyTable).
func DFNRGrundyTable() [10][10]int { return theorem.DFNRGrundyTable() }
