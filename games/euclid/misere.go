package euclid

import (
	"context"
	"math/big"

	"github.com/mex-cgt/mex/game"
)

// Misère play of both games, at any size. In misère play the player who
// cannot move wins. Outcomes follow from the same columns as the values
// (value.go): for x < y = qx + r, the column (x, r + jx), j = 1..q, is
// left only through (x, r), so (x, r + x) is P iff (x, r) is N and
// (x, r + jx) is N for j >= 2 (it may move to (x, r + x) or (x, r), one of
// which is P) — except at the bottom of the column, where the two games
// and the two conventions differ:
//
//   - Cole and Davie's game: (x, 0) is over and won by the player to move
//     there, so (x, x), whose options are (x, 0) and (0, x), is P, and
//     (x, jx) is N for j >= 2. The P-positions are therefore those of
//     normal play for unequal piles (max < φ·min), with equal piles P
//     instead of N, and a position with an empty pile N.
//   - Grossman's variant: (d, d) has no move and is N; (d, 2d), whose one
//     option is (d, d), is P; (d, jd) is N for j >= 3. The bottom of the
//     column is flipped against normal play only when the quotient is 1
//     or 2, and the flip climbs up the continued fraction of y/x only
//     through quotients 1: the P-positions are those of normal play (equal
//     piles, or max < φ·min) except the multiples d·(F(k), F(k+1)) of two
//     consecutive Fibonacci numbers, (d, d), (d, 2d), (2d, 3d), (3d, 5d), …,
//     whose outcome is the other one. This is Gurvich's theorem (Gurvich
//     2012): Euclid is "miserable", its normal and misère P-positions
//     differing only where the play is forced to the end.
//
// Both are tied to the brute-force misère solver on every pair of piles up
// to 60 (TestMisereMatchesBruteForce).

// MisereIsP reports whether (x, y) is a P-position of g under the misère
// convention, for piles of any size, in O(log max(x, y)) divisions.
// Negative piles, and empty ones in Grossman's variant, are not positions:
// it reports false for them.
func (g Game) MisereIsP(x, y *big.Int) bool {
	if g.CheckBig([]*big.Int{x, y}) != nil {
		return false
	}
	a, b := x, y
	if a.Cmp(b) > 0 {
		a, b = b, a
	}
	if !g.Grossman {
		switch {
		case a.Sign() == 0:
			return false // over: the player to move has won
		case a.Cmp(b) == 0:
			return true
		}
		return BelowPhi(a, b)
	}
	normalP := a.Cmp(b) == 0 || BelowPhi(a, b)
	return normalP != fibonacciMultiple(a, b)
}

// fibonacciMultiple reports whether 1 <= a <= b is d·(F(k), F(k+1)) for some
// d >= 1 and consecutive Fibonacci numbers (1, 1), (1, 2), (2, 3), (3, 5), …:
// whether the quotients of Euclid's algorithm on (a, b) are 1, …, 1, 2, or
// a single 1 (a = b).
func fibonacciMultiple(a, b *big.Int) bool {
	x, y := a, b
	two := big.NewInt(2)
	for {
		q, r := new(big.Int).QuoRem(y, x, new(big.Int))
		if r.Sign() == 0 {
			return q.Cmp(two) <= 0 // a quotient 1 ending the algorithm is a = b
		}
		if q.Cmp(big.NewInt(1)) != 0 {
			return false
		}
		x, y = r, x
	}
}

// MisereWinningMovesBig returns the moves from p to misère P-positions, in
// the order Options lists them, for piles of any size. From x < y = qx + r
// the options are (x, r + jx), j < q; only j <= 2 can be P (for j >= 3 the
// option has (x, r + x) and (x, r + 2x)… below it, one of which is P), so
// at most three are tested. Equal piles and empty ones have no winning move
// (the misère P-positions of Cole and Davie's game include equal piles).
func (g Game) MisereWinningMovesBig(p []*big.Int) ([][]*big.Int, error) {
	if err := g.CheckBig(p); err != nil {
		return nil, err
	}
	a, b := p[0], p[1]
	if a.Sign() == 0 || b.Sign() == 0 || a.Cmp(b) == 0 {
		return nil, nil
	}
	swapped := a.Cmp(b) > 0
	x, y := a, b
	if swapped {
		x, y = b, a
	}
	q, r := new(big.Int).QuoRem(y, x, new(big.Int))
	var out [][]*big.Int
	for j := int64(2); j >= 0; j-- { // Options lists the larger pile from y - x down
		if q.Cmp(big.NewInt(j)) <= 0 {
			continue
		}
		z := new(big.Int).Add(r, new(big.Int).Mul(x, big.NewInt(j)))
		if z.Sign() == 0 && g.Grossman {
			continue
		}
		if !g.MisereIsP(x, z) {
			continue
		}
		m := []*big.Int{new(big.Int).Set(x), z}
		if swapped {
			m[0], m[1] = m[1], m[0]
		}
		out = append(out, m)
	}
	return out, nil
}

// MisereRules of Euclid's game, either variant: outcomes and winning moves
// at any size from the columns of Euclid's algorithm (MisereIsP; Gurvich
// 2012 for Grossman's variant).
func (g Game) MisereRules() (game.MisereRules, bool) { return misereRules{g}, true }

// misereRules is the misère play of g.
type misereRules struct{ g Game }

// OutcomeOf answers by the misère P-positions of Euclid's game.
func (r misereRules) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	return r.OutcomeBig(ctx, game.BigPosition(p))
}

// OutcomeBig is OutcomeOf for piles of any size.
func (r misereRules) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	if err := r.g.CheckBig(p); err != nil {
		return game.P, err
	}
	return game.Outcome(!r.g.MisereIsP(p[0], p[1])), nil
}

// WinningMovesOf lists the options of p that are misère P-positions, in
// the order Options lists them.
func (r misereRules) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	moves, err := r.WinningMovesBig(ctx, game.BigPosition(p))
	return game.SmallMoves(moves), err
}

// WinningMovesBig is WinningMovesOf for piles of any size: at most three
// options are tested (MisereWinningMovesBig).
func (r misereRules) WinningMovesBig(_ context.Context, p []*big.Int) ([][]*big.Int, error) {
	return r.g.MisereWinningMovesBig(p)
}

// CheckBig is the rules' check at any size.
func (r misereRules) CheckBig(p []*big.Int) error { return r.g.CheckBig(p) }

// Cost: outcomes and winning moves take O(log y) divisions, as in normal
// play; listing options is the rules'.
func (r misereRules) Cost(op game.Op, p game.Position) game.Cost { return r.g.Cost(op, p) }

// OutcomeMethod names the rule that decides misère outcomes.
func (r misereRules) OutcomeMethod(_ context.Context, _ game.Position) string {
	if r.g.Grossman {
		return "by Gurvich's theorem (Gurvich 2012): the normal-play P-positions, with the multiples of consecutive Fibonacci numbers d·(F(k), F(k+1)) flipped"
	}
	return "equal piles are P, unequal ones P iff their ratio is below φ, as in normal play (Cole and Davie 1969, in misère play)"
}

// The misère capabilities of Euclid's game, checked at compile time.
var (
	_ = game.MisereRuler(Game{})
	_ = []any{game.BigPositioner(misereRules{}), game.BigChecker(misereRules{}), game.Coster(misereRules{}), game.OutcomeMethoder(misereRules{})}
)
