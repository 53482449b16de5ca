package euclid

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
)

// The capabilities of Euclid's game, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.GrundyValuer(Game{}), game.BigGrundyValuer(Game{}), game.BigPositioner(Game{}),
	game.WinningMover(Game{}), game.Explainer(Game{}), game.Coster(Game{}), game.OutcomeMethoder(Game{}), game.BigChecker(Game{})}

// GrundyOf returns G(x, y) by the recursion along Euclid's algorithm
// (Grossman's variant: Nivasch's formula, which the tests tie to it).
func (g Game) GrundyOf(_ context.Context, p game.Position) (int, error) {
	if err := g.Check(p); err != nil {
		return 0, err
	}
	return g.value(p[0], p[1]), nil
}

// CheckBig is Check for piles of any size.
func (g Game) CheckBig(p []*big.Int) error {
	if len(p) != 2 {
		return fmt.Errorf("%s: a position has 2 piles, not %d", g, len(p))
	}
	for i, v := range p {
		if v.Sign() < 0 {
			return fmt.Errorf("%s: pile %d is negative", g, i+1)
		}
		if g.Grossman && v.Sign() == 0 {
			return fmt.Errorf("%s is played on positive piles (no pile is ever emptied)", g)
		}
	}
	return nil
}

// GrundyBig returns G(x, y) for piles of any size: Nivasch's formula
// ⌊|y/x − x/y|⌋ in Grossman's variant, the recursion along Euclid's
// algorithm in Cole and Davie's game.
func (g Game) GrundyBig(_ context.Context, p []*big.Int) (*big.Int, error) {
	if err := g.CheckBig(p); err != nil {
		return nil, err
	}
	if g.Grossman {
		return Nivasch(p[0], p[1]), nil
	}
	return g.valueBig(p[0], p[1]), nil
}

// OutcomeBig is P iff the value is 0: a position that is over, or
// (Grossman) equal piles, or unequal piles whose ratio is below φ (Cole
// and Davie 1969).
func (g Game) OutcomeBig(ctx context.Context, p []*big.Int) (game.Outcome, error) {
	v, err := g.GrundyBig(ctx, p)
	if err != nil {
		return game.P, err
	}
	return game.Outcome(v.Sign() != 0), nil
}

// WinningMovesBig returns the moves to a P-position, for piles of any
// size. With x < y = qx + r: (x, r) when its value is 0 (an empty pile
// in Cole and Davie's game, or a ratio below φ), else (x, r + x) when
// q >= 2 (its value is 0, by the column recursion); none when q = 1 and
// (x, r) is N, that is when y < φx.
func (g Game) WinningMovesBig(_ context.Context, p []*big.Int) ([][]*big.Int, error) {
	if err := g.CheckBig(p); err != nil {
		return nil, err
	}
	a, b := p[0], p[1]
	if a.Sign() == 0 || b.Sign() == 0 {
		return nil, nil
	}
	if a.Cmp(b) == 0 {
		if g.Grossman {
			return nil, nil
		}
		return [][]*big.Int{{new(big.Int).Set(a), new(big.Int)}, {new(big.Int), new(big.Int).Set(a)}}, nil
	}
	swapped := a.Cmp(b) > 0
	x, y := a, b
	if swapped {
		x, y = b, a
	}
	q, r := new(big.Int).QuoRem(y, x, new(big.Int))
	var z *big.Int // the larger pile after the move
	switch {
	case (r.Sign() > 0 || !g.Grossman) && g.valueBig(x, r).Sign() == 0:
		z = r
	case q.Cmp(big.NewInt(2)) >= 0:
		z = new(big.Int).Add(r, x)
	default:
		return nil, nil
	}
	m := []*big.Int{new(big.Int).Set(x), z}
	if swapped {
		m[0], m[1] = m[1], m[0]
	}
	return [][]*big.Int{m}, nil
}

// WinningMovesOf lists the winning moves in the order Options lists them.
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	moves, err := g.WinningMovesBig(ctx, game.BigPosition(p))
	if err != nil {
		return nil, err
	}
	return game.SmallMoves(moves), nil
}

// Explain says why the position reached is lost for the player to move.
func (g Game) Explain(_, to game.Position) string {
	if len(to) != 2 {
		return ""
	}
	x, y := min(to[0], to[1]), max(to[0], to[1])
	switch {
	case x == 0:
		return fmt.Sprintf("%s: a pile is empty, and the player who empties a pile wins (Cole and Davie 1969).", to)
	case x == y:
		return fmt.Sprintf("%s: the piles are equal, so no move is left and the last player to move wins.", to)
	}
	return fmt.Sprintf("%s: the larger pile is less than φ ≈ 1.618 times the smaller, so your only move subtracts the smaller pile once "+
		"and leaves a ratio above φ, from which I can bring the ratio below φ again or end the game (Cole and Davie 1969).", to)
}

// OutcomeMethod names the theorem that decides outcomes.
func (g Game) OutcomeMethod(_ context.Context, _ game.Position) string {
	if g.Grossman {
		return "by Nivasch's formula G(x,y) = ⌊|y/x − x/y|⌋ (Nivasch 2006)"
	}
	return "unequal piles are P iff their ratio is below φ (Cole and Davie 1969)"
}

// Cost: values and winning moves take O(log y) divisions; listing the
// options of x < y takes y/x of them.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	if len(p) != 2 {
		return game.Cost{}
	}
	x, y := min(p[0], p[1]), max(p[0], p[1])
	if op == game.OpOptions {
		n := int64(2)
		if x > 0 {
			n = int64(y/x) + 1
		}
		return game.Cost{Bytes: 64 * n, Steps: n, What: fmt.Sprintf("%d options", n)}
	}
	steps := int64(1)
	for v := y; v > 0; v >>= 1 {
		steps++
	}
	return game.Cost{Bytes: 64 * steps, Steps: steps}
}
