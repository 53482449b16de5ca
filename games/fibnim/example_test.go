package fibnim_test

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/fibnim"
)

// From a starting heap of 20 = 13 + 5 + 2, take the smallest Zeckendorf
// term, 2.
func Example() {
	ctx := context.Background()
	e := game.NewEngine(fibnim.Game{})
	moves, _ := e.WinningMoves(ctx, game.Position{20})
	fmt.Println(moves)
	fmt.Println(e.Explain(game.Position{20}, moves[0]))
	// Output:
	// [18,2]
	// 18 = 13 + 5 in Zeckendorf's form (non-consecutive Fibonacci numbers); its smallest term 5 is more than twice 2, so you cannot take it, and whatever you take I can take the smallest term of what is left (Whinihan 1963).
}

// The Sprague-Grundy values of the starting heaps 0..12: 0 at the
// Fibonacci numbers.
func ExampleStartValues() {
	v, _ := fibnim.StartValues(context.Background(), 12)
	fmt.Println(v)
	// Output:
	// [0 0 0 0 3 0 4 4 0 5 5 5 6]
}
