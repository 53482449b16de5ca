package nim

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// Nim, Nimble and bamboo Hackenbush share their fast paths: the value of
// a position is the nim-sum of its numbers (heaps, the coins' squares,
// the stalks' lengths), and Bouton's rule gives the winning moves, for
// numbers of any size.

// GrundyOf returns the nim-sum of the heaps.
func (Game) GrundyOf(_ context.Context, p game.Position) (int, error) { return Value(p), nil }

// GrundyBig returns the nim-sum of heaps of any size.
func (Game) GrundyBig(_ context.Context, p []*big.Int) (*big.Int, error) { return ValueBig(p), nil }

// OutcomeBig is P iff the nim-sum is 0 (Bouton 1902).
func (Game) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	return OutcomeBig(p), nil
}

// WinningMovesOf lists Bouton's winning moves.
func (Game) WinningMovesOf(_ context.Context, p game.Position) ([]game.Position, error) {
	return WinningMoves(p), nil
}

// WinningMovesBig lists Bouton's winning moves for heaps of any size.
func (Game) WinningMovesBig(_ context.Context, p []*big.Int) ([][]*big.Int, error) {
	return WinningMovesBig(p), nil
}

// Explain states the nim-sum after the move.
func (Game) Explain(_, to game.Position) string { return Explain(to) }

// Cost of Nim is that of reading the heaps.
func (Game) Cost(op game.Op, p game.Position) game.Cost { return Cost(op, p) }

// GrundyOf returns the nim-sum of the coins' squares.
func (Nimble) GrundyOf(_ context.Context, p game.Position) (int, error) { return Value(p), nil }

// GrundyBig returns the nim-sum of squares of any size.
func (Nimble) GrundyBig(_ context.Context, p []*big.Int) (*big.Int, error) { return ValueBig(p), nil }

// OutcomeBig is P iff the nim-sum of the squares is 0.
func (Nimble) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	return OutcomeBig(p), nil
}

// WinningMovesOf slides one coin left to the square Bouton's rule names;
// the coins are listed by square, as Options lists them.
func (Nimble) WinningMovesOf(_ context.Context, p game.Position) ([]game.Position, error) {
	var out []game.Position
	for _, q := range WinningMoves(p) {
		slices.Sort(q)
		if !slices.ContainsFunc(out, q.Equal) {
			out = append(out, q)
		}
	}
	return out, nil
}

// WinningMovesBig is WinningMovesOf for squares of any size.
func (Nimble) WinningMovesBig(_ context.Context, p []*big.Int) ([][]*big.Int, error) {
	return sortedSquares(WinningMovesBig(p)), nil
}

// sortedSquares writes Nim's moves as Nimble's options: the squares of
// each sorted, a position reached twice (a repeated coin) listed once.
func sortedSquares(moves [][]*big.Int) [][]*big.Int {
	var out [][]*big.Int
	for _, q := range moves {
		slices.SortFunc(q, func(a, b *big.Int) int { return a.Cmp(b) })
		if !slices.ContainsFunc(out, func(r []*big.Int) bool {
			return slices.EqualFunc(q, r, func(a, b *big.Int) bool { return a.Cmp(b) == 0 })
		}) {
			out = append(out, q)
		}
	}
	return out
}

// Explain states the nim-sum after the move.
func (Nimble) Explain(_, to game.Position) string { return Explain(to) }

// Cost of Nimble is that of reading the squares.
func (Nimble) Cost(op game.Op, p game.Position) game.Cost { return Cost(op, p) }

// OutcomeBig is P iff the nim-sum of the heaps is 0 (Bouton 1902).
func OutcomeBig(heaps []*big.Int) game.Outcome {
	return game.Outcome(ValueBig(heaps).Sign() != 0)
}

// Explain says that the nim-sum of heaps is 0, in Bouton's terms.
func Explain(heaps game.Position) string {
	return fmt.Sprintf("The nim-sum of %s is %d: every move you make breaks it and I can restore it (Bouton).", heaps, Value(heaps))
}

// Cost is linear in the number of heaps (and, to list options, in their
// sizes).
func Cost(op game.Op, p game.Position) game.Cost {
	if op == game.OpOptions {
		var n int64
		for _, h := range p {
			n += int64(h)
		}
		return game.Cost{Bytes: 24 * n * int64(len(p)+1), Steps: n, What: fmt.Sprintf("%d options", n)}
	}
	return game.Cost{Bytes: 64 * int64(len(p)), Steps: int64(len(p))}
}
