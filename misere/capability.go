package misere

import (
	"context"
	"fmt"

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

// Cost of a game whose misère play follows its rules: the rules' own
// estimate when they give one (Euclid's columns); otherwise an outcome
// reads the position once (Bouton's misère rule, Wythoff's pairs) and
// winning moves and options are listed one by one.
func (g Ruled) Cost(op game.Op, p game.Position) game.Cost {
	if c, ok := g.rules.(game.Coster); ok {
		return c.Cost(op, p)
	}
	if op == game.OpOutcome {
		return game.Cost{Steps: int64(len(p))}
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

// The capabilities of misère play by a rule and of heap games, checked at compile time.
var (
	_ = []any{game.Outcomer(Ruled{}), game.WinningMover(Ruled{}), game.Coster(Ruled{}), game.OutcomeMethoder(Ruled{})}
	_ = []any{game.BigPositioner(RuledBig{}), game.BigChecker(RuledBig{})}
	_ = []any{game.Outcomer(Heaps{}), game.WinningMover(Heaps{})}
)
