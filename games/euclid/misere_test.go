package euclid_test

import (
	"context"
	"math/big"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/euclid"
)

// misereBrute solves g under the misère convention from its rules alone: a
// position with no option is won by the player to move there, any other
// is N iff some option is P.
type misereBrute struct {
	g    euclid.Game
	memo map[[2]int]bool
}

func (m *misereBrute) isP(x, y int) bool {
	if v, ok := m.memo[[2]int{x, y}]; ok {
		return v
	}
	options := m.g.Options(game.Position{x, y})
	p := len(options) > 0
	for _, q := range options {
		if m.isP(q[0], q[1]) {
			p = false
			break
		}
	}
	m.memo[[2]int{x, y}] = p
	return p
}

// TestMisereMatchesBruteForce ties MisereIsP and MisereWinningMovesBig to
// the brute-force misère solver on every pair of piles up to 60, in both
// games, and checks the two rules they rest on, as stated: in Cole and
// Davie's game the misère P-positions with no empty pile are the equal
// piles and those with max < φ·min; in Grossman's variant they are the
// normal-play P-positions with the multiples of consecutive Fibonacci
// numbers flipped (Gurvich 2012).
func TestMisereMatchesBruteForce(t *testing.T) {
	fibPair := map[[2]int]bool{}
	for a, b := 1, 1; a <= bruteMax; a, b = b, a+b {
		for d := 1; d*b <= 4*bruteMax; d++ {
			fibPair[[2]int{d * a, d * b}], fibPair[[2]int{d * b, d * a}] = true, true
		}
	}
	for _, g := range games {
		brute := &misereBrute{g: g, memo: map[[2]int]bool{}}
		for x := low(g); x <= bruteMax; x++ {
			for y := low(g); y <= bruteMax; y++ {
				want := brute.isP(x, y)
				if got := g.MisereIsP(big.NewInt(int64(x)), big.NewInt(int64(y))); got != want {
					t.Fatalf("%s: MisereIsP(%d, %d) = %v; brute force %v", g, x, y, got, want)
				}
				a, b := min(x, y), max(x, y)
				belowPhi := a > 0 && b*b-a*b-a*a < 0
				var rule bool
				if g.Grossman {
					rule = (a == b || belowPhi) != fibPair[[2]int{a, b}]
				} else {
					rule = a > 0 && (a == b || belowPhi)
				}
				if rule != want {
					t.Fatalf("%s: the stated rule says P = %v at (%d, %d); brute force %v", g, rule, x, y, want)
				}
				var wantMoves []game.Position
				if len(g.Options(game.Position{x, y})) > 0 {
					for _, q := range g.Options(game.Position{x, y}) {
						if brute.isP(q[0], q[1]) && !slices.ContainsFunc(wantMoves, q.Equal) {
							wantMoves = append(wantMoves, q)
						}
					}
				}
				moves, err := g.MisereWinningMovesBig(bigs(game.Position{x, y}))
				if err != nil {
					t.Fatal(err)
				}
				if got := game.SmallMoves(moves); !slices.EqualFunc(got, wantMoves, game.Position.Equal) {
					t.Fatalf("%s: misère winning moves of (%d, %d) = %v; brute force %v", g, x, y, got, wantMoves)
				}
			}
		}
	}
}

// At 60-digit piles the misère outcome of Grossman's variant differs from
// normal play exactly at multiples of consecutive Fibonacci numbers.
func TestMisereLargeFibonacciPairs(t *testing.T) {
	ctx := context.Background()
	a, b := big.NewInt(1), big.NewInt(1)
	for a.BitLen() < 200 {
		a, b = b, new(big.Int).Add(a, b)
	}
	d, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	x, y := new(big.Int).Mul(a, d), new(big.Int).Mul(b, d)
	normal, err := euclid.Grossman.OutcomeBig(ctx, []*big.Int{x, y})
	if err != nil {
		t.Fatal(err)
	}
	if misereP := euclid.Grossman.MisereIsP(x, y); misereP != (normal == game.N) {
		t.Errorf("Grossman at d·(F(k), F(k+1)), %d digits: misère P = %v, normal %v; want them opposite", len(y.String()), misereP, normal)
	}
	y.Add(y, big.NewInt(1)) // off the Fibonacci line: the two conventions agree
	normal, _ = euclid.Grossman.OutcomeBig(ctx, []*big.Int{x, y})
	if misereP := euclid.Grossman.MisereIsP(x, y); misereP != (normal == game.P) {
		t.Errorf("Grossman at d·(F(k), F(k+1)) + (0, 1): misère P = %v, normal %v; want them equal", misereP, normal)
	}
}
