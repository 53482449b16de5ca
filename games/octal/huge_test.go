package octal_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
)

// TestWinningMovesHugeMatchesEngine ties the winning moves read off a
// proven period to the engine's, which values every option, on every
// position of one heap up to 400 and of two heaps up to 240 and 40, in
// Kayles and Dawson's Kayles: where a split falls into a periodic class,
// the count is the engine's number of moves; elsewhere the moves are the
// engine's, in its order.
func TestWinningMovesHugeMatchesEngine(t *testing.T) {
	ctx := context.Background()
	for _, code := range []string{"0.77", "0.07", "0.137"} {
		r, err := octal.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		s, err := r.HeapSequence(ctx, new(big.Int).Lsh(big.NewInt(1), 100))
		if err != nil {
			t.Fatal(err)
		}
		e := game.NewEngine(r)
		check := func(p game.Position) {
			want, err := e.WinningMoves(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			got, err := r.WinningMovesHuge(ctx, s, game.BigPosition(p), 1<<20)
			if err != nil {
				t.Fatal(err)
			}
			if got.Count.Cmp(big.NewInt(int64(len(want)))) != 0 {
				t.Fatalf("%s at %v: %s winning moves counted; the engine finds %d", r, p, got.Count, len(want))
			}
			if got.Moves != nil && fmt.Sprint(game.SmallMoves(got.Moves)) != fmt.Sprint(want) {
				t.Fatalf("%s at %v: winning moves %v; the engine finds %v", r, p, got.Moves, want)
			}
		}
		for n := 0; n <= 400; n++ {
			check(game.Position{n})
		}
		for n := 1; n <= 240; n += 3 {
			for m := 1; m <= 40; m++ {
				check(game.Position{m, n})
			}
		}
	}
}

// At a heap of 10^30 a winning split of Kayles is one of a residue class
// of about 10^30/24 moves: WinningMovesHuge counts them, and the count
// grows by one per 24 tokens (two classes' worth per period of 12, split
// in half by symmetry) when the heap grows by a multiple of the period.
func TestWinningMovesHugeKayles(t *testing.T) {
	ctx := context.Background()
	r, _ := octal.Parse("0.77")
	s, err := r.HeapSequence(ctx, new(big.Int).Lsh(big.NewInt(1), 100))
	if err != nil {
		t.Fatal(err)
	}
	seq := s
	n, _ := new(big.Int).SetString("1000000000000000000000000000000", 10)
	a, err := r.WinningMovesHuge(ctx, seq, []*big.Int{n}, 100)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Periodic || a.Moves != nil || a.Count.BitLen() < 90 {
		t.Fatalf("kayles at 10^30: %+v; want a periodic class of about 10^29 moves, not listed", a)
	}
	// Two equal huge heaps: a P-position, no move.
	if b, _ := r.WinningMovesHuge(ctx, seq, []*big.Int{n, n}, 100); b.Count.Sign() != 0 {
		t.Errorf("kayles at 10^30,10^30: %s winning moves; want none", b.Count)
	}
}
