package hackenbush_test

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/hackenbush"
)

// A triangle standing on the ground, and on its top vertex a stalk of one
// edge carrying a loop. Fusing the triangle into the ground leaves three
// loops at the ground (worth 1 xor 1 xor 1 = 1) and the stalk with its
// loop (colon principle: 1 + 1 = 2), so the value is 1 xor 2 = 3.
func ExampleGraphValue() {
	edges, _ := hackenbush.ParseGraph("edges:0-1,1-2,2-0,2-3,3-3")
	fmt.Println(hackenbush.GraphValue(edges))
	// Output: 3
}

// Green Hackenbush on graphs through the game's interfaces: the winning
// moves from a house (walls 0-1 and 0-2, a ceiling 1-2, a roof 1-3-2) with
// a stalk of two edges beside it, and the engine's explanation. The house
// fuses into five loops at the ground, worth 1, and the stalk is worth 2.
// Cutting a wall leaves the roof's triangle (1) on a stalk, worth 2;
// cutting the top of the stalk leaves 1 xor 1.
func ExampleGraph() {
	ctx := context.Background()
	g := hackenbush.Graph{}
	p, _ := g.ParsePosition("edges:0-1,0-2,1-2,1-3,2-3,0-4,4-5")
	v, _ := g.GrundyOf(ctx, p)
	fmt.Println("value", v)
	moves, _ := g.WinningMovesOf(ctx, p)
	for _, m := range moves {
		fmt.Println(g.FormatPosition(m))
	}
	fmt.Println(game.NewEngine(g).Explain(p, moves[0]))
	// Output:
	// value 3
	// edges:0-2,0-4,1-2,1-3,2-3,4-5
	// edges:0-1,0-4,1-2,1-3,2-3,4-5
	// edges:0-1,0-2,0-4,1-2,1-3,2-3
	// Cutting edge 0-1 leaves a graph of value 0: fusing each cycle into a vertex turns its edges into loops worth 1 each (fusion principle), and the branches at the ground then nim-sum to 0 (colon principle), so whatever you cut, I can bring the value back to 0.
}
