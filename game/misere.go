package game

import "context"

// MisereValuer is implemented by games played under the misère
// convention: MisereGrundy is G⁻(p), the misère Grundy value (the mex of
// the options' G⁻, with 1 for a position with no move); MisereHeapValues
// is G⁻(0..n) of single heaps of a heap game.
type MisereValuer interface {
	MisereGrundy(ctx context.Context, p Position) (int, error)
	MisereHeapValues(ctx context.Context, n int) ([]int, error)
}
