package cram_test

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/cram"
)

// Cram on the 4×5 board is worth *2 (Beling's table); its winning moves
// put a domino upright in the middle two rows.
func Example() {
	ctx := context.Background()
	g := cram.Any
	p, _ := g.ParsePosition("4,5")
	v, _ := g.GrundyOf(ctx, p)
	fmt.Println(v)
	moves, _ := g.WinningMovesOf(ctx, p)
	fmt.Println(g.FormatPosition(moves[0]))
	fmt.Println(game.NewEngine(g).Explain(p, moves[0]))
	// Output:
	// 2
	// ...../#..../#..../.....
	// The domino on square 1 of rows 2 and 3 leaves one region of empty squares, a P-position: every domino placed on it leaves a position from which I can win.
}
