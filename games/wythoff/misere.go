package wythoff

import (
	"context"
	"math/big"

	"github.com/mex-cgt/mex/game"
)

// Misère Wythoff: the player who cannot move wins. Its P-positions are
// Wythoff's with (0,0) and the pair {1,2} replaced by {0,1} and (2,2)
// (the player left to take the last token loses): above the piles 0..2
// misère and normal play agree.

// MisereRules of Wythoff's game (p = m = 1); the other (p,m)-Wythoff games
// have none.
func (g Game) MisereRules() (game.MisereRules, bool) {
	if g.P != 1 || g.M != 1 {
		return nil, false
	}
	return misereRules{}, true
}

// MisereRules of the plain form are the game's.
func (p plain) MisereRules() (game.MisereRules, bool) { return p.g.MisereRules() }

// MisereIsP reports whether (x, y) is a P-position of misère Wythoff, for
// piles of any size.
func MisereIsP(x, y *big.Int) bool {
	if x.Sign() < 0 || y.Sign() < 0 {
		return false
	}
	small := func(v *big.Int) (int64, bool) {
		if v.IsInt64() && v.Int64() <= 2 {
			return v.Int64(), true
		}
		return 0, false
	}
	if a, ok := small(x); ok {
		if b, ok := small(y); ok {
			pair := [2]int64{min(a, b), max(a, b)}
			return pair == [2]int64{0, 1} || pair == [2]int64{2, 2}
		}
	}
	return IsP(x, y)
}

// misereRules is Wythoff's game in misère play.
type misereRules struct{}

// OutcomeOf answers from the misère Wythoff pairs.
func (misereRules) OutcomeOf(_ context.Context, p game.Position) (game.Outcome, error) {
	return game.Outcome(!MisereIsP(big.NewInt(int64(p[0])), big.NewInt(int64(p[1])))), nil
}

// WinningMovesOf lists the options of p that are misère Wythoff
// P-positions, each tested against the pairs.
func (misereRules) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	var out []game.Position
	seen := map[string]bool{}
	for i, q := range (Game{P: 1, M: 1}).Options(p) {
		if i&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if !seen[q.Key()] && MisereIsP(big.NewInt(int64(q[0])), big.NewInt(int64(q[1]))) {
			seen[q.Key()] = true
			out = append(out, q)
		}
	}
	return out, nil
}

// The misère capabilities of Wythoff's game, checked at compile time.
var _ = []game.MisereRuler{Game{}, plain{}}
