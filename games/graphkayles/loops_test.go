package graphkayles_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/graphkayles"
)

// TestLoops ties the valuation of graphs with loops (each loop valued
// as a pendant edge to a new leaf in Arc Kayles, dropped in Node Kayles)
// to the brute-force solver, which plays a loop as a move that removes
// its vertex: every labelled graph on up to 4 vertices with every set of
// loops (5 vertices without -short), both games, values and winning
// moves.
func TestLoops(t *testing.T) {
	top := 5
	if !fullRun() {
		top = 4
	}
	for _, g := range games {
		solver := game.NewSolver(g)
		for n := 1; n <= top; n++ {
			for code := uint64(0); code < 1<<(n*(n-1)/2); code++ {
				base := labelled(n, code).String()
				for loops := uint64(1); loops < 1<<n; loops++ {
					var b strings.Builder
					b.WriteString(strings.TrimPrefix(base, "edges:"))
					for v := 1; v <= n; v++ {
						if loops>>(v-1)&1 != 0 {
							fmt.Fprintf(&b, ",%d-%d", v, v)
						}
					}
					p, err := g.ParsePosition("edges:" + b.String())
					if err != nil {
						t.Fatal(err)
					}
					tieToSolver(t, g, solver, p, true)
				}
			}
		}
	}
}

// TestLoopsGolden checks values worked by hand. Arc Kayles: a loop alone
// is worth 1 (taking it ends the game); a vertex with a loop and an edge
// to a second vertex is worth 1 too (either move removes the loop's
// vertex, and with it the edge: both options are the empty graph or an
// isolated vertex); a triangle with a loop at one corner has options: the
// loop (an edge, 1), and each of the three edges (a vertex with or
// without its loop: 1 or 0), so mex{0, 1} = 2. Node Kayles ignores loops:
// the path 1-2-3 with loops is worth G(P_3) = mex{G(P_1), 0} = 2.
func TestLoopsGolden(t *testing.T) {
	for _, c := range []struct {
		game  graphkayles.Game
		graph string
		want  int
	}{
		{graphkayles.ArcKayles, "edges:1-1", 1},
		{graphkayles.ArcKayles, "edges:1-1,1-2", 1},
		{graphkayles.ArcKayles, "edges:1-1,1-2,2-3,1-3", 2},
		{graphkayles.NodeKayles, "edges:1-1,1-2,2-3,3-3", 2},
		{graphkayles.NodeKayles, "edges:1-1", 1},
	} {
		p, err := c.game.ParsePosition(c.graph)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := c.game.GrundyOf(ctx, p); err != nil || got != c.want {
			t.Errorf("%s on %s = %d, %v; want %d", c.game, c.graph, got, err, c.want)
		}
	}
}
