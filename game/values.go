package game

import "context"

// A game family says what it can do fast by implementing some of the small
// interfaces of this package (values.go, heaps.go, pairs.go, play.go,
// memory.go, misere.go, cost.go, alter.go, wrappers.go), next to its
// rules, in its own package.
// An Engine finds them by type assertion, as io.Copy finds WriterTo, and
// falls back to the brute-force Solver for the rest; a library user
// holding any Game gets the fast paths through NewEngine.
//
// Every method takes a context: a computation that can run longer than a
// millisecond checks it and returns ctx.Err() when it is cancelled.

// Outcomer gives the exact outcome of any legal position (under the game's
// own play convention), at any size the Position can hold.
type Outcomer interface {
	OutcomeOf(ctx context.Context, p Position) (Outcome, error)
}

// GrundyValuer gives the exact Sprague-Grundy value of any legal position.
type GrundyValuer interface {
	GrundyOf(ctx context.Context, p Position) (int, error)
}

// WinningMover lists the options of p that are P-positions, without
// duplicates, in the order Options lists them.
type WinningMover interface {
	WinningMovesOf(ctx context.Context, p Position) ([]Position, error)
}

// OutcomeMethoder is implemented by games that say how an outcome was
// decided ("solved exactly", "by Theorem 1 of Larsson 2009").
type OutcomeMethoder interface {
	OutcomeMethod(ctx context.Context, p Position) string
}

// Sequencer is implemented by one-heap games whose whole value sequence
// G(0..n) comes from a formula (Nim's G(n) = n): no engine needed.
type Sequencer interface {
	GrundySequence(n int) []int
}

// TableValuer is implemented by two-pile games that fill their table of
// Sprague-Grundy values G(x, y), 0 <= x, y <= n, faster than one value at
// a time (Wythoff and D_r along their lines).
type TableValuer interface {
	GrundyTable(ctx context.Context, n int) ([][]int, error)
}
