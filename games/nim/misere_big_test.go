package nim_test

import (
	"context"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/games/nim"
)

// Misère Nimble beyond the small squares writes its winning moves as its
// options are written: squares sorted, each position once; every move is
// a misère P-position, and the moves are those of misère Nim, sorted.
func TestMisereNimbleBigMovesAreSortedPositions(t *testing.T) {
	rules, _ := nim.Nimble{}.MisereRules()
	nimRules, _ := nim.Game{}.MisereRules()
	bigMover := rules.(interface {
		WinningMovesBig(context.Context, []*big.Int) ([][]*big.Int, error)
	})
	nimMover := nimRules.(interface {
		WinningMovesBig(context.Context, []*big.Int) ([][]*big.Int, error)
	})
	rng := rand.New(rand.NewPCG(36, 1))
	huge := new(big.Int).Lsh(big.NewInt(1), 70)
	for range 300 {
		var p []*big.Int
		for range 1 + rng.IntN(4) {
			h := big.NewInt(int64(rng.IntN(6)))
			if rng.IntN(2) == 0 {
				h.Add(h, huge)
			}
			p = append(p, h)
		}
		moves, err := bigMover.WinningMovesBig(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		nimMoves, _ := nimMover.WinningMovesBig(context.Background(), p)
		var want [][]*big.Int
		for _, q := range nimMoves {
			q = slices.Clone(q)
			slices.SortFunc(q, func(a, b *big.Int) int { return a.Cmp(b) })
			if !slices.ContainsFunc(want, func(r []*big.Int) bool { return equal(q, r) }) {
				want = append(want, q)
			}
		}
		if len(moves) != len(want) {
			t.Fatalf("%v: %d moves; misère Nim's, sorted, are %d", p, len(moves), len(want))
		}
		for i, q := range moves {
			if !slices.IsSortedFunc(q, func(a, b *big.Int) int { return a.Cmp(b) }) || !equal(q, want[i]) {
				t.Errorf("%v: move %v; want %v, sorted", p, q, want[i])
			}
			if !nim.MisereIsPBig(q) {
				t.Errorf("%v: move %v is not a misère P-position", p, q)
			}
		}
	}
}

func equal(a, b []*big.Int) bool {
	return slices.EqualFunc(a, b, func(x, y *big.Int) bool { return x.Cmp(y) == 0 })
}
