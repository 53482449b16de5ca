package chomp_test

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/chomp"
)

// Chomp on the 4×7 board: the one winning first move takes the square in
// row 3, column 4, leaving two full rows under two rows of three.
func Example() {
	ctx := context.Background()
	g, _ := chomp.New(4, 7)
	e := game.NewEngine(g)
	start := g.Start()
	v, _ := e.Grundy(ctx, start)
	moves, _ := e.WinningMoves(ctx, start)
	fmt.Println(v, moves)
	fmt.Println(e.Explain(start, moves[0]))
	// Output:
	// 19 [7,7,3,3]
	// Taking the square in row 3, column 4 leaves 7,7,3,3, a P-position: every move from it leads to a position from which I can win.
}

// The table of a box holds the value of every position in it.
func ExampleSolve() {
	t, _ := chomp.Solve(context.Background(), 3, 4)
	fmt.Println(t.Positions(), t.Value(game.Position{4, 4, 4}), t.Value(game.Position{3, 1, 1}))
	// Output:
	// 34 9 0
}
