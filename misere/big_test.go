package misere_test

import (
	"context"
	"math/big"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/misere"
)

// Misère Nim on heaps beyond int: the rule's three cases. The same
// positions with the huge heap replaced by a small heap of 2 or more have
// the same winning moves (but for that heap's new size), which the
// brute-force solver confirms.
func TestMisereNimBig(t *testing.T) {
	g := misere.Of(nim.Game{}).(game.BigPositioner)
	huge := new(big.Int).Lsh(big.NewInt(1), 100)
	solver := game.NewSolver(misere.Of(nim.Game{}))
	for _, tt := range []struct {
		small game.Position // the huge heap stands at index 0; small[0] is its stand-in
	}{
		{game.Position{6, 1, 1}}, {game.Position{6, 1}}, {game.Position{6}}, {game.Position{6, 5, 7}}, {game.Position{6, 3, 0}},
	} {
		p := []*big.Int{new(big.Int).Set(huge)}
		for _, v := range tt.small[1:] {
			p = append(p, big.NewInt(int64(v)))
		}
		moves, err := g.WinningMovesBig(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := solver.WinningMoves(tt.small)
		var got []game.Position
		for _, m := range moves {
			q := make(game.Position, len(m))
			for i, v := range m {
				if v.IsInt64() {
					q[i] = int(v.Int64())
				} else {
					q[i] = -1 // still huge
				}
			}
			got = append(got, q)
		}
		// Compare the moves that shrink the huge heap to a small size, and
		// those that leave it huge, with the stand-in's.
		for _, w := range want {
			found := slices.ContainsFunc(got, func(q game.Position) bool {
				if w[0] == tt.small[0] {
					return q[0] == -1 && slices.Equal(q[1:], w[1:])
				}
				return slices.Equal(q, w) || (w[0] > 1 && q[0] == -1)
			})
			if !found && w[0] <= 1 {
				t.Errorf("%v with a huge first heap: winning moves %v; the stand-in %v has %v", tt.small, got, tt.small, want)
			}
		}
		o, _ := g.OutcomeBig(context.Background(), p)
		wo, _ := solver.Outcome(tt.small)
		if o != wo {
			t.Errorf("%v with a huge first heap: %v; the stand-in is %v", tt.small, o, wo)
		}
	}
}
