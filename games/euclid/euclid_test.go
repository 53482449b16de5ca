package euclid_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/euclid"
)

const bruteMax = 60

var games = []euclid.Game{euclid.ColeDavie, euclid.Grossman}

func low(g euclid.Game) int {
	if g.Grossman {
		return 1
	}
	return 0
}

func bigs(p game.Position) []*big.Int {
	out := make([]*big.Int, len(p))
	for i, v := range p {
		out[i] = big.NewInt(int64(v))
	}
	return out
}

// TestGrundyMatchesSolver ties the recursion along Euclid's algorithm,
// its big-integer twin, the outcomes and the winning moves to the
// brute-force solver on every position with piles up to 60.
func TestGrundyMatchesSolver(t *testing.T) {
	ctx := context.Background()
	for _, g := range games {
		s := game.NewSolver(g)
		for x := low(g); x <= bruteMax; x++ {
			for y := low(g); y <= bruteMax; y++ {
				p := game.Position{x, y}
				want, err := s.GrundyValue(p)
				if err != nil {
					t.Fatal(err)
				}
				if got, err := g.GrundyOf(ctx, p); err != nil || got != want {
					t.Fatalf("%s: GrundyOf(%v) = %d, %v; solver %d", g, p, got, err, want)
				}
				if got, err := g.GrundyBig(ctx, bigs(p)); err != nil || got.Int64() != int64(want) {
					t.Fatalf("%s: GrundyBig(%v) = %v, %v; solver %d", g, p, got, err, want)
				}
				if o, err := g.OutcomeBig(ctx, bigs(p)); err != nil || o != game.Outcome(want != 0) {
					t.Fatalf("%s: OutcomeBig(%v) = %v, %v; solver value %d", g, p, o, err, want)
				}
				wantMoves, _ := s.WinningMoves(p)
				gotMoves, err := g.WinningMovesOf(ctx, p)
				if err != nil || !slices.EqualFunc(gotMoves, wantMoves, game.Position.Equal) {
					t.Fatalf("%s: WinningMovesOf(%v) = %v, %v; solver %v", g, p, gotMoves, err, wantMoves)
				}
			}
		}
	}
}

// TestNivaschFormula: in Grossman's variant G(x, y) = ⌊|y/x − x/y|⌋ for
// all x, y >= 1 (G. Nivasch, "The Sprague-Grundy function of the game
// Euclid", Discrete Math. 306 (2006) 2798-2800), computed here in
// rationals, apart from the code under test, against the rules.
func TestNivaschFormula(t *testing.T) {
	s := game.NewSolver(euclid.Grossman)
	for x := 1; x <= bruteMax; x++ {
		for y := 1; y <= bruteMax; y++ {
			d := new(big.Rat).Sub(big.NewRat(int64(y), int64(x)), big.NewRat(int64(x), int64(y)))
			d.Abs(d)
			want := new(big.Int).Quo(d.Num(), d.Denom())
			got, _ := s.GrundyValue(game.Position{x, y})
			if want.Int64() != int64(got) {
				t.Fatalf("G(%d,%d) = %d by the rules; Nivasch's formula gives %v", x, y, got, want)
			}
		}
	}
}

// TestGoldenPPositions: with unequal piles x < y, (x, y) is P iff
// y/x < φ, in both games (Cole and Davie 1969; Straffin 1998 for
// Grossman's variant); equal piles are N in Cole and Davie's game (empty
// one) and P in Grossman's (no move).
func TestGoldenPPositions(t *testing.T) {
	phi := (1 + 2.2360679774997896964) / 2
	for _, g := range games {
		s := game.NewSolver(g)
		for x := 1; x <= bruteMax; x++ {
			for y := 1; y <= bruteMax; y++ {
				o, _ := s.Outcome(game.Position{x, y})
				a, b := min(x, y), max(x, y)
				want := game.N
				if a == b {
					want = game.Outcome(!g.Grossman)
				} else if float64(b)/float64(a) < phi {
					want = game.P
				}
				if o != want {
					t.Fatalf("%s: (%d,%d) is %v; want %v", g, x, y, o, want)
				}
			}
		}
	}
}

// TestGolden lists values known without the code under test: in Cole and
// Davie's game (x, qx) has value q (its options (x, ix), i < q, and
// (x, 0) form a Nim heap), and Nivasch's values of small positions.
func TestGolden(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		g    euclid.Game
		x, y int
		want int
	}{
		{euclid.ColeDavie, 3, 0, 0},
		{euclid.ColeDavie, 4, 4, 1},
		{euclid.ColeDavie, 4, 12, 3},
		{euclid.ColeDavie, 5, 8, 0},
		{euclid.ColeDavie, 8, 5, 0},
		{euclid.Grossman, 4, 4, 0},
		{euclid.Grossman, 1, 7, 6},  // |7 − 1/7| = 6.86
		{euclid.Grossman, 2, 7, 3},  // 3.5 − 0.29 = 3.21
		{euclid.Grossman, 5, 8, 0},  // 1.6 − 0.625 = 0.975
		{euclid.Grossman, 8, 13, 1}, // 1.625 − 0.615 = 1.01
	}
	for _, tc := range tests {
		got, err := tc.g.GrundyOf(ctx, game.Position{tc.x, tc.y})
		if err != nil || got != tc.want {
			t.Errorf("%s: G(%d,%d) = %d, %v; want %d", tc.g, tc.x, tc.y, got, err, tc.want)
		}
	}
}

func fib(n int) *big.Int {
	a, b := big.NewInt(0), big.NewInt(1)
	for range n {
		a, b = b, a.Add(a, b)
	}
	return a
}

// TestBig ties the big-integer paths together far beyond brute force:
// consecutive Fibonacci numbers (F_n, F_n+1) are P exactly for odd n >= 3
// (F_n+1/F_n alternates around φ); in Grossman's variant the recursion
// equals Nivasch's formula on random 60-digit piles; every winning move
// is legal and leads to value 0.
func TestBig(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{301, 302, 1001, 1002} {
		p := []*big.Int{fib(n), fib(n + 1)}
		for _, g := range games {
			o, err := g.OutcomeBig(ctx, p)
			if err != nil || o != game.Outcome(n%2 == 0) {
				t.Errorf("%s: (F_%d, F_%d) is %v, %v", g, n, n+1, o, err)
			}
		}
	}
	r := rand.New(rand.NewSource(1))
	limit := new(big.Int).Exp(big.NewInt(10), big.NewInt(60), nil)
	for range 300 {
		x := new(big.Int).Rand(r, limit)
		y := new(big.Int).Rand(r, limit)
		if r.Intn(3) == 0 { // large quotients
			y.Mul(x, big.NewInt(int64(r.Intn(1000)))).Add(y, big.NewInt(int64(r.Intn(5))))
		}
		x.Add(x, big.NewInt(1))
		y.Add(y, big.NewInt(1))
		p := []*big.Int{x, y}
		nv, _ := euclid.Grossman.GrundyBig(ctx, p)
		if rec := euclid.ValueBig(euclid.Grossman, x, y); rec.Cmp(nv) != 0 {
			t.Fatalf("Grossman (%v,%v): recursion %v, Nivasch %v", x, y, rec, nv)
		}
		for _, g := range games {
			v, _ := g.GrundyBig(ctx, p)
			moves, err := g.WinningMovesBig(ctx, p)
			if err != nil || (len(moves) == 0) != (v.Sign() == 0) {
				t.Fatalf("%s (%v,%v): value %v, moves %v, %v", g, x, y, v, moves, err)
			}
			for _, m := range moves {
				if !legalBig(g, p, m) {
					t.Fatalf("%s: move %v -> %v is not legal", g, p, m)
				}
				if w, _ := g.GrundyBig(ctx, m); w.Sign() != 0 {
					t.Fatalf("%s: move %v -> %v leads to value %v", g, p, m, w)
				}
			}
		}
	}
}

func legalBig(g euclid.Game, from, to []*big.Int) bool {
	i, j := 0, 1
	if from[0].Cmp(to[0]) == 0 {
		i, j = 1, 0
	}
	if from[j].Cmp(to[j]) != 0 || from[i].Cmp(from[j]) < 0 || to[i].Sign() < 0 || (g.Grossman && to[i].Sign() == 0) {
		return false
	}
	d := new(big.Int).Sub(from[i], to[i])
	m := new(big.Int).Mod(d, from[j])
	return d.Sign() > 0 && m.Sign() == 0
}

func TestCheck(t *testing.T) {
	tests := []struct {
		g  euclid.Game
		p  game.Position
		ok bool
	}{
		{euclid.ColeDavie, game.Position{3, 5}, true},
		{euclid.ColeDavie, game.Position{3, 0}, true},
		{euclid.ColeDavie, game.Position{0, 0}, true},
		{euclid.ColeDavie, game.Position{3}, false},
		{euclid.ColeDavie, game.Position{3, -1}, false},
		{euclid.Grossman, game.Position{3, 0}, false},
		{euclid.Grossman, game.Position{2, 2}, true},
	}
	for _, tc := range tests {
		if err := tc.g.Check(tc.p); (err == nil) != tc.ok {
			t.Errorf("%s: Check(%v) = %v", tc.g, tc.p, err)
		}
	}
	if _, err := euclid.Grossman.GrundyBig(context.Background(), []*big.Int{big.NewInt(0), big.NewInt(3)}); err == nil {
		t.Error("Grossman accepted an empty pile")
	}
	if _, err := euclid.ColeDavie.WinningMovesBig(context.Background(), []*big.Int{big.NewInt(3)}); err == nil {
		t.Error("one pile accepted")
	}
}

func TestFamily(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		params string
		has    bool
		want   string
		ok     bool
	}{
		{"", false, "euclid", true},
		{"grossman", true, "euclid:grossman", true},
		{"p=2", true, "", false},
		{"", true, "", false},
	} {
		g, err := euclid.Family.Parse(tc.params, tc.has)
		if (err == nil) != tc.ok || (err == nil && g.String() != tc.want) {
			t.Errorf("Parse(%q, %v) = %v, %v", tc.params, tc.has, g, err)
		}
	}
	for _, pr := range euclid.Family.Presets {
		_, params, has := strings.Cut(pr.Game, ":")
		g, err := euclid.Family.Parse(params, has)
		if err != nil {
			t.Fatal(err)
		}
		var x, y int64
		if _, err := fmt.Sscanf(pr.Start, "%d,%d", &x, &y); err != nil {
			t.Fatal(err)
		}
		o, err := game.NewEngine(g).Outcome(ctx, game.Position{int(x), int(y)})
		if err != nil || o != game.N {
			t.Errorf("preset %s %s is %v, %v; want N", pr.Game, pr.Start, o, err)
		}
	}
}
