package graphkayles_test

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/graphkayles"
)

// Node Kayles on a path of 12 vertices is Dawson's Chess on a heap of 12.
func Example() {
	g := graphkayles.NodeKayles
	p, _ := g.ParsePosition("path:12")
	v, _ := g.GrundyOf(context.Background(), p)
	fmt.Println(v)
	// Output:
	// 2
}

// Arc Kayles on a 9-cycle: every first move leaves a path of 7, worth 1,
// so the cycle is a P-position and there is no winning move; a path of 8
// (Dawson's Kayles on 8, worth 1) has winning moves.
func ExampleGame_WinningMovesOf() {
	ctx := context.Background()
	g := graphkayles.ArcKayles
	cycle, _ := g.ParsePosition("cycle:9")
	moves, _ := g.WinningMovesOf(ctx, cycle)
	fmt.Println(len(moves))
	path, _ := g.ParsePosition("path:8")
	moves, _ = g.WinningMovesOf(ctx, path)
	for _, m := range moves {
		fmt.Println(g.FormatPosition(m))
	}
	e := game.NewEngine(g)
	fmt.Println(e.Explain(path, moves[0]))
	// Output:
	// 0
	// edges:1,4-5,5-6,6-7,7-8
	// edges:1-2,2-3,6-7,7-8
	// edges:1-2,2-3,3-4,4-5,8
	// Taking edge 2-3 removes its ends and every edge at them; the components left, edges:1 (0), edges:4-5,5-6,6-7,7-8 (0), have Grundy values whose nim-sum is 0 (Sprague-Grundy): whatever you take, I can restore it.
}
