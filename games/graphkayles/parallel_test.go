package graphkayles_test

import (
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/mex-cgt/mex/games/graphkayles"
	"github.com/mex-cgt/mex/sparse"
)

// TestParallelValuation values graphs whose largest component is past
// parallelVertices on two goroutines and on one, both games, and checks
// that they agree, that the 3×n grids give OEIS A316632, and that the
// progress function hears every option of the top component.
func TestParallelValuation(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 3))
	graphs := []graphkayles.Graph{graphkayles.Grid(3, 8), graphkayles.Grid(4, 6), graphkayles.GeneralizedPetersen(12, 2)}
	for range 2 {
		graphs = append(graphs, sparseRandom(r, 24, 28))
	}
	for _, g := range games {
		for _, gr := range graphs {
			p := gr.Position()
			one, err := g.GrundyOf(sparse.WithThreads(ctx, 1), p)
			if err != nil {
				t.Fatal(err)
			}
			var heard atomic.Int64
			two := sparse.WithProgress(sparse.WithThreads(ctx, 2), func(done, total int) {
				heard.Add(1)
				if done > total {
					t.Errorf("progress %d of %d", done, total)
				}
			})
			got, err := g.GrundyOf(two, p)
			if err != nil {
				t.Fatal(err)
			}
			if got != one {
				t.Errorf("%s on %s: two goroutines %d, one %d", g, gr, got, one)
			}
			if heard.Load() == 0 {
				t.Errorf("%s on %s: no progress heard", g, gr)
			}
		}
	}
	for n := 8; n <= 9; n++ {
		v, err := graphkayles.NodeKayles.GrundyOf(sparse.WithThreads(ctx, 2), graphkayles.Grid(3, n).Position())
		if err != nil || v != a316632[n-1] {
			t.Errorf("grid:3,%d on two goroutines = %d, %v; OEIS A316632 says %d", n, v, err, a316632[n-1])
		}
	}
}

// sparseRandom is a connected random graph on n vertices: a random tree
// and extra random edges.
func sparseRandom(r *rand.Rand, n, edges int) graphkayles.Graph {
	adj := make([]uint64, n)
	join := func(u, v int) {
		if u != v {
			adj[u] |= 1 << v
			adj[v] |= 1 << u
		}
	}
	for v := 1; v < n; v++ {
		join(v, r.IntN(v))
	}
	for range edges - (n - 1) {
		join(r.IntN(n), r.IntN(n))
	}
	return graphkayles.Graph{Alive: 1<<n - 1, Adj: adj}
}
