package wythoff_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
)

// TestBlockingMatchesSolver ties the column sweep of k-blocking Wythoff
// Nim to the brute-force solver, which follows the game's OutcomeRule (P
// iff fewer than K options are P), on every position with both piles up
// to 40, for K = 1..5: the box, OutcomeOf and WinningMovesOf.
func TestBlockingMatchesSolver(t *testing.T) {
	const n = 40
	ctx := context.Background()
	for k := 1; k <= 5; k++ {
		g, err := wythoff.NewBlockingGame(k)
		if err != nil {
			t.Fatal(err)
		}
		box, err := g.PPositionsInBox(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		inBox := map[[2]int]bool{}
		for _, p := range box {
			inBox[p] = true
		}
		s := game.NewSolver(g)
		var want [][2]int
		for x := 0; x <= n; x++ {
			for y := 0; y <= n; y++ {
				p := game.Position{x, y}
				o, err := s.Outcome(p)
				if err != nil {
					t.Fatal(err)
				}
				if o == game.P {
					want = append(want, [2]int{x, y})
				}
				fast, err := g.OutcomeOf(ctx, p)
				if err != nil || fast != o {
					t.Fatalf("K=%d: OutcomeOf(%v) = %v, %v; the solver says %v", k, p, fast, err, o)
				}
				moves, err := g.WinningMovesOf(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				slow, err := s.WinningMoves(p)
				if err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(moves) != fmt.Sprint(slow) {
					t.Fatalf("K=%d: WinningMovesOf(%v) = %v; the solver lists %v", k, p, moves, slow)
				}
				if (o == game.N) != (len(slow) >= k) {
					t.Fatalf("K=%d: %v is %v with %d P options", k, p, o, len(slow))
				}
			}
		}
		if !slices.Equal(box, want) {
			t.Fatalf("K=%d: the box up to %d lists %d P-positions, the solver %d:\n%v\n%v", k, n, len(box), len(want), box, want)
		}
	}
}

// TestBlockingOneIsWythoff: with K = 1 nothing is blocked and the box is
// Wythoff's pairs, up to 2000.
func TestBlockingOneIsWythoff(t *testing.T) {
	ctx := context.Background()
	got, err := wythoff.BlockingGame{K: 1}.PPositionsInBox(ctx, 2000)
	if err != nil {
		t.Fatal(err)
	}
	want, err := wythoff.Game{P: 1, M: 1}.PPositionsInBox(ctx, 2000)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("block=1 box has %d P-positions, Wythoff's pairs %d", len(got), len(want))
	}
}

// blockingClosedForm returns the P-positions with both piles up to n of
// 2- and 3-blocking Wythoff Nim as found by the sweep and stated here in
// closed form (see TestBlockingClosedForms for their provenance):
//
//	K = 2: (0,0), (x, 2x+1) for x >= 0, and (2a+2, 2b+2) for each
//	       Wythoff pair (a, b) = (floor(i phi), floor(i phi^2)), i >= 0;
//	K = 3: (0,0), (x, 2x+1) and (x, 2x+2) for x >= 0;
//
// each with its mirror image, sorted by x then y.
func blockingClosedForm(k, n int) [][2]int {
	set := map[[2]int]bool{{0, 0}: true}
	add := func(x, y int) {
		if x <= n && y <= n {
			set[[2]int{x, y}] = true
			set[[2]int{y, x}] = true
		}
	}
	for x := 0; x <= n; x++ {
		add(x, 2*x+1)
		if k == 3 {
			add(x, 2*x+2)
		}
	}
	if k == 2 {
		pairs, _ := wythoff.Game{P: 1, M: 1}.PPositionsInBox(context.Background(), n)
		for _, p := range pairs {
			add(2*p[0]+2, 2*p[1]+2)
		}
	}
	out := make([][2]int, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	slices.SortFunc(out, func(u, v [2]int) int {
		if u[0] != v[0] {
			return u[0] - v[0]
		}
		return u[1] - v[1]
	})
	return out
}

// TestBlockingClosedForms compares the box up to 2000 with the closed
// forms of blockingClosedForm for K = 2 and K = 3. Larsson, Blocking
// Wythoff Nim, Electron. J. Combin. 18 (2011) #P120 (arXiv:1010.5816),
// states in its abstract that it resolves the winning strategy for k = 2
// and k = 3; the theorems themselves could not be read when this test was
// written, so these closed forms are what the sweep shows (tied to the
// brute-force solver up to 40 by TestBlockingMatchesSolver), not quoted
// from the paper: check them against its theorems for K = 2 and 3.
func TestBlockingClosedForms(t *testing.T) {
	const n = 2000
	for _, k := range []int{2, 3} {
		got, err := wythoff.BlockingGame{K: k}.PPositionsInBox(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		want := blockingClosedForm(k, n)
		if !slices.Equal(got, want) {
			for i := range min(len(got), len(want)) {
				if got[i] != want[i] {
					t.Fatalf("K=%d: the box has %v where the closed form has %v", k, got[i], want[i])
				}
			}
			t.Fatalf("K=%d: the box has %d P-positions, the closed form %d", k, len(got), len(want))
		}
	}
	// the first few, as a reader checks them by hand
	small := fmt.Sprint(blockingClosedForm(2, 8))
	if want := "[[0 0] [0 1] [1 0] [1 3] [2 2] [2 5] [3 1] [3 7] [4 6] [5 2] [6 4] [7 3]]"; small != want {
		t.Errorf("K=2 up to 8: %s; want %s", small, want)
	}
}

// TestBlockingLinesHoldAtMostK: a P-position has fewer than K P-positions
// below it on each of its lines, so each row, column and diagonal holds
// at most K of them, the bound the box's size rests on.
func TestBlockingLinesHoldAtMostK(t *testing.T) {
	for k := 1; k <= 6; k++ {
		box, err := wythoff.BlockingGame{K: k}.PPositionsInBox(context.Background(), 300)
		if err != nil {
			t.Fatal(err)
		}
		rows, diags := map[int]int{}, map[int]int{}
		for _, p := range box {
			rows[p[1]]++
			diags[p[0]-p[1]]++
		}
		for y, c := range rows {
			if c > k {
				t.Errorf("K=%d: row %d holds %d P-positions", k, y, c)
			}
		}
		for d, c := range diags {
			if c > k {
				t.Errorf("K=%d: diagonal %d holds %d P-positions", k, d, c)
			}
		}
	}
}

func TestBlockingCapabilities(t *testing.T) {
	g := wythoff.BlockingGame{K: 3}
	if g.BlockLimit() != 2 || !g.Blockable(game.Position{5, 5}, game.Position{5, 1}) || !g.Blockable(game.Position{5, 5}, game.Position{2, 2}) {
		t.Errorf("block=3 blocks %d options, row %v, diagonal %v", g.BlockLimit(), g.Blockable(game.Position{5, 5}, game.Position{5, 1}), g.Blockable(game.Position{5, 5}, game.Position{2, 2}))
	}
	if g.Shape() != game.TwoPiles {
		t.Errorf("shape %v", g.Shape())
	}
	if s := g.Explain(game.Position{3, 9}, game.Position{3, 7}); !strings.Contains(s, "Larsson 2011") || !strings.Contains(s, "(3,7)") {
		t.Errorf("Explain: %q", s)
	}
	if c := g.Cost(game.OpOutcome, game.Position{9, 99}); c.Steps != 1000 {
		t.Errorf("cost %+v; want 1000 cells", c)
	}
	if _, err := g.OutcomeOf(context.Background(), game.Position{1 << 20, 1 << 20}); !errors.Is(err, game.ErrTooLarge) {
		t.Errorf("a 2^40-cell sweep: %v; want ErrTooLarge", err)
	}
	// a thin rectangle is swept with counters for the small pile only
	o, err := g.OutcomeOf(context.Background(), game.Position{1_000_000, 499_999})
	if err == nil {
		t.Errorf("(10^6, 499999) decided over 5*10^11 cells: %v", o)
	}
	o, err = g.OutcomeOf(context.Background(), game.Position{3, 1_000_000})
	if err != nil || o != game.N {
		t.Errorf("(3, 10^6): %v, %v; want N (the P-positions with x = 3 are (3,7), (3,8))", o, err)
	}
	moves, err := g.WinningMovesBig(context.Background(), []*big.Int{big.NewInt(3), big.NewInt(8)})
	if err != nil || fmt.Sprint(moves) != "[[3 7] [3 1]]" {
		t.Errorf("WinningMovesBig(3,8) = %v, %v; want the two P options 3,7 and 3,1", moves, err)
	}
	huge, _ := new(big.Int).SetString("1000000000000000000000", 10)
	if _, err := g.OutcomeBig(context.Background(), []*big.Int{huge, big.NewInt(1)}); !errors.Is(err, game.ErrTooLarge) {
		t.Errorf("a pile of 10^21: %v; want ErrTooLarge", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.PPositionsInBox(ctx, 5000); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled box: %v", err)
	}
}

func benchmarkBlockingBox(b *testing.B, k int) {
	g := wythoff.BlockingGame{K: k}
	for b.Loop() {
		if _, err := g.PPositionsInBox(context.Background(), 2000); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBlockingBox2000K2(b *testing.B) { benchmarkBlockingBox(b, 2) }
func BenchmarkBlockingBox2000K3(b *testing.B) { benchmarkBlockingBox(b, 3) }
