package graphkayles_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/graphkayles"
)

// multipartite returns the complete multipartite graph with the given
// part sizes, its vertices named part by part from 1.
func multipartite(parts ...int) graphkayles.Graph {
	var items []string
	first, v := []int{}, 1
	for _, size := range parts {
		first = append(first, v)
		v += size
	}
	first = append(first, v)
	for i := range parts {
		for u := first[i]; u < first[i+1]; u++ {
			items = append(items, fmt.Sprint(u))
			for w := first[i+1]; w < v; w++ {
				items = append(items, fmt.Sprintf("%d-%d", u, w))
			}
		}
	}
	g, err := graphkayles.ParseGraph("edges:" + strings.Join(items, ","))
	if err != nil {
		panic(err)
	}
	return g
}

// partitions calls visit with every partition of n into parts of at most
// top, largest first.
func partitions(n, top int, parts []int, visit func([]int)) {
	if n == 0 {
		visit(parts)
		return
	}
	for p := min(n, top); p >= 1; p-- {
		partitions(n-p, p, append(parts, p), visit)
	}
}

// TestClosedFormsAgainstBruteForce ties the valuation to the brute-force
// solver on every complete multipartite graph of up to 10 vertices (the
// graphs Node Kayles values by its rule; stars and complete graphs among
// them, which Arc Kayles values by its own), both games.
func TestClosedFormsAgainstBruteForce(t *testing.T) {
	for _, g := range games {
		solver := game.NewSolver(g)
		for n := 1; n <= 10; n++ {
			partitions(n, n, nil, func(parts []int) {
				p := multipartite(parts...).Position()
				got, err := g.GrundyOf(ctx, p)
				want, werr := solver.GrundyValue(p)
				if err != nil || werr != nil || got != want {
					t.Errorf("%s on K%v = %d, %v; brute force %d, %v", g, parts, got, err, want, werr)
				}
			})
		}
	}
}

// TestClosedFormsAtOnce: graphs of 64 vertices that a rule values are
// answered at once, with a cost of one component, not refused with the
// bound of a search (issue 35, row 11); the values are the closed forms
// of closed.go. Graphs that need the search keep their refusal.
func TestClosedFormsAtOnce(t *testing.T) {
	tests := []struct {
		g    graphkayles.Game
		text string
		want int
	}{
		{graphkayles.NodeKayles, "complete:64", 1},
		{graphkayles.NodeKayles, "star:63", 1}, // mex{0, 62 mod 2}
		{graphkayles.NodeKayles, "star:62", 2}, // mex{0, 61 mod 2}
		{graphkayles.ArcKayles, "star:63", 1},
		{graphkayles.ArcKayles, "complete:64", 0}, // 32 moves
		{graphkayles.ArcKayles, "complete:63", 1}, // 31 moves
		{graphkayles.NodeKayles, "K32,32", 0},     // mex{1}
		{graphkayles.NodeKayles, "K2,62", 0},      // mex{1}
		{graphkayles.NodeKayles, "K1,1,62", 2},    // mex{0, 1}
		{graphkayles.NodeKayles, "K3,61", 1},      // mex{0}
		// Sums of such components: the nim-sum of the closed forms.
		{graphkayles.NodeKayles, "edges:1-2,1-3,1-4,2-3,2-4,3-4,5-6,5-7,5-8,5-9,5-10,5-11", 1 ^ 2},
	}
	for _, tt := range tests {
		var gr graphkayles.Graph
		var err error
		if rest, ok := strings.CutPrefix(tt.text, "K"); ok {
			var parts []int
			for _, f := range strings.Split(rest, ",") {
				var n int
				fmt.Sscan(f, &n)
				parts = append(parts, n)
			}
			gr = multipartite(parts...)
		} else if gr, err = graphkayles.ParseGraph(tt.text); err != nil {
			t.Fatal(err)
		}
		p := gr.Position()
		if c := tt.g.Cost(game.OpGrundy, p); c.Bytes > 1<<20 || c.Steps > 1<<20 {
			t.Errorf("%s %s: cost %+v; want that of a few components", tt.g, tt.text, c)
		}
		if got, err := tt.g.GrundyOf(ctx, p); err != nil || got != tt.want {
			t.Errorf("%s %s = %d, %v; want %d", tt.g, tt.text, got, err, tt.want)
		}
		if _, err := tt.g.WinningMovesOf(ctx, p); err != nil {
			t.Errorf("%s %s: winning moves: %v", tt.g, tt.text, err)
		}
	}
	for _, tt := range []struct {
		g    graphkayles.Game
		text string
	}{{graphkayles.NodeKayles, "grid:8,8"}, {graphkayles.ArcKayles, "grid:8,8"}, {graphkayles.ArcKayles, "K32,32"}} {
		gr := multipartite(32, 32)
		if tt.text == "grid:8,8" {
			gr, _ = graphkayles.ParseGraph(tt.text)
		}
		if c := tt.g.Cost(game.OpGrundy, gr.Position()); !strings.Contains(c.What, "2^") {
			t.Errorf("%s %s: cost %+v; want the bound of a search in words", tt.g, tt.text, c)
		}
	}
}
