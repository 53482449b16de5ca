package euclid_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/euclid"
)

// Euclid's game from 5,12: subtracting 5 once leaves 5,7, whose ratio
// 1.4 is below φ, so the player to move there loses.
func Example() {
	ctx := context.Background()
	e := game.NewEngine(euclid.ColeDavie)
	moves, _ := e.WinningMoves(ctx, game.Position{5, 12})
	fmt.Println(moves)
	fmt.Println(e.Explain(game.Position{5, 12}, moves[0]))
	// Output:
	// [5,7]
	// 5,7: the larger pile is less than φ ≈ 1.618 times the smaller, so your only move subtracts the smaller pile once and leaves a ratio above φ, from which I can bring the ratio below φ again or end the game (Cole and Davie 1969).
}

// Nivasch's formula values Grossman's variant at any size.
func ExampleGame_GrundyBig() {
	ctx := context.Background()
	x, _ := new(big.Int).SetString("1000000000000000000000", 10)
	v, _ := euclid.Grossman.GrundyBig(ctx, []*big.Int{big.NewInt(7), x})
	fmt.Println(v) // ⌊10^21/7 − 7/10^21⌋
	// Output:
	// 142857142857142857142
}
