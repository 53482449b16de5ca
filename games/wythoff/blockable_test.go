package wythoff

import (
	"testing"

	"github.com/mex-cgt/mex/game"
)

// Only the diagonal moves (i = j) of (p,m)-Wythoff can be blocked (Larsson
// 2009, Definition 3): a type II move with i != j, allowed when m > 1, and
// a move on one pile cannot. Blockable once allowed every move on both
// piles, so play let a player block what the rules do not.
func TestOnlyDiagonalMovesAreBlockable(t *testing.T) {
	g := Game{P: 2, M: 3}
	from := game.Position{8, 13}
	for _, tt := range []struct {
		to   game.Position
		want bool
	}{
		{game.Position{7, 12}, true},  // i = j = 1
		{game.Position{4, 9}, true},   // i = j = 4
		{game.Position{6, 12}, false}, // i = 2, j = 1
		{game.Position{7, 11}, false}, // i = 1, j = 2
		{game.Position{8, 10}, false}, // one pile
		{game.Position{3, 13}, false}, // one pile
	} {
		if got := g.Blockable(from, tt.to); got != tt.want {
			t.Errorf("Blockable(%v -> %v) = %v; want %v", from, tt.to, got, tt.want)
		}
	}
	// and the rules agree: every listed option is a move of the game
	options := map[string]bool{}
	for _, o := range g.Options(from) {
		options[o.Key()] = true
	}
	for _, to := range []game.Position{{7, 12}, {6, 12}, {7, 11}, {8, 10}} {
		if !options[to.Key()] {
			t.Errorf("%v is not an option of %v in (2,3)-Wythoff", to, from)
		}
	}
}
