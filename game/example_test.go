package game_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
)

// The sum of the 2007 lecture notes: S = {1,2} at 5 plus S = {1,3} at 6.
func ExampleSum() {
	s12, _ := subtraction.NewSet([]int{1, 2})
	s13, _ := subtraction.NewSet([]int{1, 3})
	sum := game.Sum{Components: []game.Game{s12, s13}}
	p := sum.Join([]game.Position{{5}, {6}})
	valuers := []game.Valuer{s12, s13}
	g, _ := sum.GrundyValue(p, valuers)
	moves, _ := sum.WinningMoves(p, valuers)
	parts, _ := sum.Split(moves[0])
	fmt.Println("G =", g)
	fmt.Println("winning move to", parts[0], "+", parts[1])
	// Output:
	// G = 2
	// winning move to 3 + 6
}

func ExampleMex() {
	fmt.Println(game.Mex([]int{0, 1, 4, 6, 9}))
	// Output: 2
}

func ExampleDigraph_Kernel() {
	// 2 -> 1 -> 0 and 2 -> 0: vertex 0 has no move, so it is P.
	g := game.Digraph{Edges: [][]int{{}, {0}, {1, 0}}}
	kernel, _ := g.Kernel()
	fmt.Println(kernel)
	// Output: [true false false]
}

// An Engine reaches every fast path a game declares: Kayles values a heap
// of 10^18 by its proven period (preperiod 71, period 12), and a sum of
// Kayles and a subtraction game is answered by the Sprague-Grundy theorem
// (Kayles: G(10) = 2, G(1) = G(8) = 1, OEIS A002186; S = {1,3}: G(6) = 0).
func ExampleNewEngine() {
	ctx := context.Background()
	kayles, _ := octal.Parse("0.77")
	e := game.NewEngine(kayles)
	huge, _ := new(big.Int).SetString("1000000000000000000", 10)
	g, _ := e.HeapValue(ctx, huge)
	fmt.Println("G(10^18) in Kayles =", g)

	s13, _ := subtraction.NewSet([]int{1, 3})
	sum := game.Sum{Components: []game.Game{kayles, s13}}
	p := sum.Join([]game.Position{{10}, {6}})
	o, _ := game.NewEngine(sum).Outcome(ctx, p)
	moves, _ := game.NewEngine(sum).WinningMoves(ctx, p)
	parts, _ := sum.Split(moves[0])
	fmt.Println("kayles 10 + S={1,3} 6 is", o, "; move to", parts[0], "+", parts[1])
	// Output:
	// G(10^18) in Kayles = 1
	// kayles 10 + S={1,3} 6 is N ; move to 1,8 + 6
}
