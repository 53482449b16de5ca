package nim_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
)

func TestWinningMovesNotes(t *testing.T) {
	// The 2007 lecture notes: 15, 13, 5 has the three winning moves 15->8, 13->10, 5->2.
	got := nim.WinningMoves([]int{15, 13, 5})
	want := []game.Position{{8, 13, 5}, {15, 10, 5}, {15, 13, 2}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("WinningMoves(15,13,5) = %v; want %v", got, want)
	}
	// The 2007 lecture notes' Nimble example: coins on 1, 3, 4 (H T H H) is N with
	// nim-sum 110; moving the coin on 4 to 2 leaves 1, 3, 2, a P-position.
	if nim.Value([]int{1, 3, 4}) != 6 {
		t.Fatal("1,3,4 should have nim-sum 6")
	}
	if got := nim.WinningMoves([]int{1, 3, 4}); fmt.Sprint(got) != "[1,3,2]" {
		t.Fatalf("WinningMoves(1,3,4) = %v; want [1,3,2]", got)
	}
	if nim.Value([]int{1, 3, 2}) != 0 {
		t.Fatal("1,3,2 should be a P-position")
	}
}

func TestBigHeaps(t *testing.T) {
	a, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	b := new(big.Int).Set(a)
	c := big.NewInt(7)
	heaps := []*big.Int{a, b, c}
	if v := nim.ValueBig(heaps); v.Cmp(c) != 0 {
		t.Fatalf("ValueBig = %v; want 7", v)
	}
	moves := nim.WinningMovesBig(heaps)
	if len(moves) != 1 || moves[0][2].Sign() != 0 {
		t.Fatalf("WinningMovesBig = %v; want the one move 7 -> 0", moves)
	}
	if nim.WinningMovesBig([]*big.Int{a, b}) != nil {
		t.Fatal("equal heaps are a P-position: want no winning move")
	}
	// Agreement with the int version on small heaps.
	for x := range 16 {
		for y := range 16 {
			small := nim.WinningMoves([]int{x, y, 9})
			large := nim.WinningMovesBig([]*big.Int{big.NewInt(int64(x)), big.NewInt(int64(y)), big.NewInt(9)})
			if fmt.Sprint(small) != fmt.Sprint(bigToInts(large)) {
				t.Fatalf("(%d,%d,9): int moves %v, big moves %v", x, y, small, large)
			}
		}
	}
}

func bigToInts(moves [][]*big.Int) []game.Position {
	var out []game.Position
	for _, m := range moves {
		p := make(game.Position, len(m))
		for i, v := range m {
			p[i] = int(v.Int64())
		}
		out = append(out, p)
	}
	return out
}

func TestNimbleIsNim(t *testing.T) {
	solver := game.NewSolver(nim.Nimble{})
	for a := 0; a <= 10; a++ {
		for b := 0; b <= 10; b++ {
			for c := 0; c <= 10; c++ {
				p := game.Position{a, b, c}
				g, err := solver.GrundyValue(p)
				if err != nil {
					t.Fatal(err)
				}
				if g != a^b^c {
					t.Fatalf("Nimble GrundyValue(%v) = %d; want %d", p, g, a^b^c)
				}
			}
		}
	}
}

func ExampleWinningMoves() {
	// The 2007 lecture notes' worked example.
	for _, m := range nim.WinningMoves([]int{15, 13, 5}) {
		fmt.Println(m)
	}
	// Output:
	// 8,13,5
	// 15,10,5
	// 15,13,2
}
