package turning_test

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/turning"
)

// In Mock Turtles, heads on coins 3, 5 and 8 are worth 4, 8 and 14: the
// row is worth 4 xor 8 xor 14 = 2. Every winning move turns coin 8 and a
// pair of coins left of it whose values xor to 14 xor 2 = 12: coins 1 and
// 7 (1 xor 13), 3 and 5 (4 xor 8), 4 and 6 (7 xor 11).
func Example() {
	ctx := context.Background()
	g := turning.Game{Rule: turning.MockTurtles}
	e := game.NewEngine(g)
	v, _ := e.Grundy(ctx, game.Position{3, 5, 8})
	moves, _ := e.WinningMoves(ctx, game.Position{3, 5, 8})
	fmt.Println(v, moves)
	// Output:
	// 2 [1,3,5,7 0 3,4,5,6]
}

// The values of a single head on coins 0..16 of Ruler: the ruler function
// (OEIS A006519), 0 for the row with no heads.
func ExampleGame_GrundySequence() {
	fmt.Println(turning.Game{Rule: turning.Ruler}.GrundySequence(16))
	// Output:
	// [0 1 2 1 4 1 2 1 8 1 2 1 4 1 2 1 16]
}
