package misere

import (
	"context"

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

var (
	_ game.Shaper       = Game{}
	_ game.Inner        = Game{}
	_ game.Ender        = Game{}
	_ game.OutcomeRule  = Game{}
	_ game.MisereValuer = Game{}
)
