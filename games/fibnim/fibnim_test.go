package fibnim_test

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/fibnim"
)

const bruteMax = 200

// positions lists every start n <= max and every (n, k), k = 1..n+1 (a
// larger k changes nothing: it may take all n), and (n, 2^62).
func positions(max int) []game.Position {
	var out []game.Position
	for n := 0; n <= max; n++ {
		out = append(out, game.Position{n})
		for k := 1; k <= n+1; k++ {
			out = append(out, game.Position{n, k})
		}
		out = append(out, game.Position{n, math.MaxInt64 >> 1})
	}
	return out
}

// TestMatchesSolver ties the Grundy table, the Zeckendorf outcomes and
// the Zeckendorf winning moves to the brute-force solver on every
// position with n <= 200.
func TestMatchesSolver(t *testing.T) {
	ctx := context.Background()
	g := fibnim.Game{}
	s := game.NewSolver(g)
	for _, p := range positions(bruteMax) {
		want, err := s.GrundyValue(p)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := g.GrundyOf(ctx, p); err != nil || got != want {
			t.Fatalf("GrundyOf(%v) = %d, %v; solver %d", p, got, err, want)
		}
		if o, err := g.OutcomeOf(ctx, p); err != nil || o != game.Outcome(want != 0) {
			t.Fatalf("OutcomeOf(%v) = %v, %v; solver value %d", p, o, err, want)
		}
		wantMoves, _ := s.WinningMoves(p)
		gotMoves, err := g.WinningMovesOf(ctx, p)
		if err != nil || !slices.EqualFunc(gotMoves, wantMoves, game.Position.Equal) {
			t.Fatalf("WinningMovesOf(%v) = %v, %v; solver %v", p, gotMoves, err, wantMoves)
		}
	}
}

// TestFibonacciStarts: a starting heap is P iff it is a Fibonacci number
// (Whinihan 1963; the Fibonacci numbers are OEIS A000045), here listed by
// hand up to 200 and checked against the rules.
func TestFibonacciStarts(t *testing.T) {
	fib := []int{0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144}
	s := game.NewSolver(fibnim.Game{})
	for n := 0; n <= bruteMax; n++ {
		o, _ := s.Outcome(game.Position{n})
		if (o == game.P) != slices.Contains(fib, n) {
			t.Errorf("start %d is %v", n, o)
		}
		if fibnim.IsFibonacci(big.NewInt(int64(n))) != slices.Contains(fib, n) {
			t.Errorf("IsFibonacci(%d) is wrong", n)
		}
	}
}

// TestStartValuesIncrease: Larsson and Rubinstein-Salzedo ("Grundy
// values of Fibonacci nim", Int. J. Game Theory 45, 2016) show that once
// the Fibonacci numbers (value 0) are deleted, the Grundy values of the
// starting heaps increase; checked on the values from the rules.
func TestStartValuesIncrease(t *testing.T) {
	values, err := fibnim.StartValues(context.Background(), 2000)
	if err != nil {
		t.Fatal(err)
	}
	prev, at := -1, -1
	for n, v := range values {
		if fibnim.IsFibonacci(big.NewInt(int64(n))) {
			if v != 0 {
				t.Fatalf("start %d (Fibonacci) has value %d", n, v)
			}
			continue
		}
		if v < prev {
			t.Fatalf("G(start %d) = %d < G(start %d) = %d", n, v, at, prev)
		}
		prev, at = v, n
	}
}

// TestBig answers heaps far beyond brute force: F(300) is P, F(300) + 1
// is N by taking 1; from F(300) + F(100) + F(20) the winning take is F(20),
// and after a move that took k < F(20)/2 the heap is P.
func TestBig(t *testing.T) {
	ctx := context.Background()
	g := fibnim.Game{}
	f := func(n int) *big.Int { // the usual F(n): F(1) = F(2) = 1
		a, b := big.NewInt(0), big.NewInt(1)
		for range n {
			a, b = b, a.Add(a, b)
		}
		return a
	}
	f300 := f(300)
	if o, err := g.OutcomeBig(ctx, []*big.Int{f300}); err != nil || o != game.P {
		t.Errorf("start F(300) is %v, %v", o, err)
	}
	one := new(big.Int).Add(f300, big.NewInt(1))
	if moves, err := g.WinningMovesBig(ctx, []*big.Int{one}); err != nil || len(moves) != 1 || moves[0][1].Cmp(big.NewInt(1)) != 0 {
		t.Errorf("start F(300)+1: moves %v, %v", moves, err)
	}
	n := new(big.Int).Add(f300, f(100))
	n.Add(n, f(20))
	moves, err := g.WinningMovesBig(ctx, []*big.Int{n})
	if err != nil || len(moves) == 0 || moves[0][1].Cmp(f(20)) != 0 {
		t.Fatalf("start F(300)+F(100)+F(20): moves %v, %v", moves, err)
	}
	for _, m := range moves {
		if o, _ := g.OutcomeBig(ctx, m); o != game.P {
			t.Errorf("move to %v is not P", m)
		}
	}
	k := new(big.Int).Rsh(f(20), 1)
	k.Sub(k, big.NewInt(1))
	if o, _ := g.OutcomeBig(ctx, []*big.Int{n, k}); o != game.P {
		t.Errorf("(n, %v) is N", k)
	}
	huge := new(big.Int).Lsh(big.NewInt(1), fibnim.MaxBits+1)
	if _, err := g.OutcomeBig(ctx, []*big.Int{huge}); err == nil {
		t.Error("a heap beyond MaxBits was answered")
	}
}

func TestCheck(t *testing.T) {
	g := fibnim.Game{}
	for _, tc := range []struct {
		text string
		ok   bool
	}{
		{"7", true}, {"0", true}, {"7,3", true}, {"0,1", true},
		{"7,0", false}, {"-1", false}, {"1,2,3", false}, {"", false}, {"x", false},
	} {
		p, err := g.ParsePosition(tc.text)
		if (err == nil) != tc.ok {
			t.Errorf("ParsePosition(%q) = %v, %v", tc.text, p, err)
		}
		if err == nil && g.FormatPosition(p) != tc.text {
			t.Errorf("FormatPosition(%v) = %q", p, g.FormatPosition(p))
		}
	}
	if _, err := g.GrundyOf(context.Background(), game.Position{fibnim.MaxGrundyHeap + 1}); err == nil {
		t.Error("a heap beyond MaxGrundyHeap was valued")
	}
	if _, err := g.OutcomeBig(context.Background(), []*big.Int{big.NewInt(5), big.NewInt(0)}); err == nil {
		t.Error("k = 0 accepted")
	}
}

func TestPreset(t *testing.T) {
	for _, pr := range fibnim.Family.Presets {
		g, err := fibnim.Family.Parse("", false)
		if err != nil {
			t.Fatal(err)
		}
		var n int
		fmt.Sscan(pr.Start, &n)
		if o, err := game.NewEngine(g).Outcome(context.Background(), game.Position{n}); err != nil || o != game.N {
			t.Errorf("preset %s is %v, %v", pr.Start, o, err)
		}
	}
	if _, err := fibnim.Family.Parse("x", true); err == nil {
		t.Error("parameters accepted")
	}
}

// TestWinningMovesBound: the bound a command refuses an answer by is never
// below the moves listed, at heaps with every other Fibonacci number as a
// term (the most terms for their size) and at powers of ten up to 10^3000.
func TestWinningMovesBound(t *testing.T) {
	ctx := context.Background()
	var heaps []*big.Int
	sum, a, b := new(big.Int), big.NewInt(1), big.NewInt(2)
	for i := 1; i <= 4000; i++ {
		if i%2 == 1 {
			sum.Add(sum, a)
			if i < 50 || i%200 == 1 {
				heaps = append(heaps, new(big.Int).Set(sum))
			}
		}
		a, b = b, new(big.Int).Add(a, b)
	}
	for d := int64(1); d <= 3000; d *= 3 {
		heaps = append(heaps, new(big.Int).Exp(big.NewInt(10), big.NewInt(d), nil))
	}
	for _, n := range heaps {
		for _, p := range [][]*big.Int{{n}, {n, n}} {
			moves, err := fibnim.Game{}.WinningMovesBig(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			if bound := (fibnim.Game{}).WinningMovesBound(p); int64(len(moves)) > bound {
				t.Fatalf("heap of %d bits: %d winning moves; WinningMovesBound says at most %d", n.BitLen(), len(moves), bound)
			}
		}
	}
}
