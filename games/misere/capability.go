package misere

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
)

// Shape: the inner game's.
func (g Game) Shape() game.Shape { return game.ShapeOf(g.inner) }

// MisereGrundy returns G⁻(p), the misère Grundy value of p.
func (g Game) MisereGrundy(ctx context.Context, p game.Position) (int, error) {
	return GrundyOf(ctx, g.inner, p)
}

// MisereHeapValues returns G⁻(0..n) of single heaps of a heap game.
func (g Game) MisereHeapValues(ctx context.Context, n int) ([]int, error) {
	return HeapValues(ctx, g.inner, n)
}

// The capabilities of a game under misère play, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.Wrapper(Game{}), game.Ender(Game{}), game.OutcomeRule(Game{}), game.MisereValuer(Game{})}

// Cost of misère Nim: Bouton's misère rule answers in one pass over the
// heaps, so only listing options costs (as in Nim).
func (g Nim) Cost(op game.Op, p game.Position) game.Cost {
	if op == game.OpOutcome {
		return game.Cost{Steps: int64(len(p))}
	}
	return optionsCost(p)
}

// Cost of misère Wythoff: the outcome is a Wythoff-pair test; winning
// moves and options are listed one by one.
func (g Wythoff) Cost(op game.Op, p game.Position) game.Cost {
	if op == game.OpOutcome {
		return game.Cost{Steps: 1}
	}
	return optionsCost(p)
}

// maxOptions caps the options optionsCost counts, far beyond any limit,
// so that its products cannot overflow (a heap of 2^62 has as many).
const maxOptions = 1 << 32

// optionsCost bounds the options of p by the sum of its coordinates (each
// move removes tokens from one place, or the same from two), at 64 bytes
// an option.
func optionsCost(p game.Position) game.Cost {
	var n int64
	for _, v := range p {
		n = min(n+int64(v)+1, maxOptions) // heaps up to 2^62 each: no overflow
	}
	n *= 2
	return game.Cost{Bytes: 64 * n * int64(max(len(p), 1)), Steps: n, What: fmt.Sprintf("about %d options", n)}
}

// WinningMovesOf lists the options of p that are misère Wythoff
// P-positions, each tested against the pairs.
func (g Wythoff) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	var out []game.Position
	seen := map[string]bool{}
	for i, q := range g.Options(p) {
		if i&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if !seen[q.Key()] && WythoffIsP(big.NewInt(int64(q[0])), big.NewInt(int64(q[1]))) {
			seen[q.Key()] = true
			out = append(out, q)
		}
	}
	return out, nil
}

// The capabilities of misère Wythoff, Nim and heap games, checked at compile time.
var (
	_ = []any{game.WinningMover(Wythoff{}), game.Coster(Wythoff{}), game.Outcomer(Wythoff{})}
	_ = []any{game.Coster(Nim{}), game.Outcomer(Nim{}), game.WinningMover(Nim{})}
	_ = []any{game.Outcomer(Heaps{}), game.WinningMover(Heaps{})}
	_ = []any{game.Outcomer(Euclid{}), game.WinningMover(Euclid{}), game.BigPositioner(Euclid{}), game.BigChecker(Euclid{}),
		game.Coster(Euclid{}), game.OutcomeMethoder(Euclid{})}
)
