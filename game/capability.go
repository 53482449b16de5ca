package game

import (
	"context"
	"errors"
	"fmt"
	"math/big"
)

// A game family says what it can do fast by implementing some of the small
// interfaces below, next to its rules, in its own package. An Engine finds
// them by type assertion, as io.Copy finds WriterTo, and falls back to the
// brute-force Solver for the rest; a library user holding any Game gets the
// fast paths through NewEngine.
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

// HeapValuer is implemented by heap games (a position is a list of heaps,
// its value the nim-sum of the heaps' values) that value one heap fast:
// G(n) for a heap of n. Once a period is proven, any n is answered in O(1).
type HeapValuer interface {
	HeapValue(ctx context.Context, n *big.Int) (int, error)
}

// HeapSequence is a computed Sprague-Grundy sequence of a heap game:
// the values of heaps 0..Len()-1 and, once proven, a period that answers
// every larger heap.
type HeapSequence interface {
	// Value returns G(n) and true, or false when n lies beyond the
	// computed values and no period is proven.
	Value(n *big.Int) (int, bool)
}

// HeapSequencer is implemented by heap games that compute their value
// sequence: HeapSequence returns a sequence that answers heap n, computing
// values until n is covered or a period is proven, whichever comes first.
// An Engine keeps the sequence, so one request computes it once.
type HeapSequencer interface {
	HeapSequence(ctx context.Context, n *big.Int) (HeapSequence, error)
}

// Ender is implemented by games whose play ends otherwise than by "the
// player with no move loses": altered games (a declared position ends
// play with its declared outcome) and misère play (the player with no
// move wins). End reports whether play is over at p and, if it is,
// whether the player to move at p has won.
type Ender interface {
	End(p Position) (over, moverWins bool)
}

// Explainer says in a sentence why moving from one position to another
// wins, in the game's own terms (a nim-sum, a Wythoff pair, a theorem).
type Explainer interface {
	Explain(from, to Position) string
}

// PBoxer lists the P-positions of a two-pile game with both coordinates
// at most n, in both orientations, sorted by x then y, by the game's own
// algorithm (Wythoff's pairs, the column algorithm).
type PBoxer interface {
	PPositionsInBox(ctx context.Context, n int) ([][2]int, error)
}

// Periodicity is an eventual, possibly arithmetic, period of a heap
// game's values: G(n + Period) = G(n) + Saltus for every n >= Preperiod
// (Saltus 0: plain periodicity). Proven says a theorem extends what was
// checked to every n, and Proof states the inequality verified; otherwise
// the relation was only observed on the first Checked values.
type Periodicity struct {
	Preperiod, Period, Saltus int
	Proven                    bool
	Proof                     string
	// Values are G(Preperiod .. Preperiod+Period-1).
	Values  []int
	Checked int
}

// PeriodProver finds and, where a theorem allows, proves the period of a
// heap game's values, computing at most limit values. It returns
// ErrNoPeriod (wrapped) when the values show none.
type PeriodProver interface {
	PeriodOf(ctx context.Context, limit int) (Periodicity, error)
}

// ErrNoPeriod reports values that show no period within the limit.
var ErrNoPeriod = errors.New("no period found within the values computed")

// Op names an operation whose cost can be estimated before it runs.
type Op int

const (
	// OpOutcome is the outcome of one position.
	OpOutcome Op = iota
	// OpGrundy is the Sprague-Grundy value of one position.
	OpGrundy
	// OpWinningMoves lists the winning moves of one position.
	OpWinningMoves
	// OpOptions lists every option of one position (playing it).
	OpOptions
)

// Cost is an estimate made from the input alone, before any work: the
// peak memory in bytes and the elementary steps (option visits, values,
// cells) the operation takes. What names the quantity that drives it, for
// messages ("10^6 heap values").
type Cost struct {
	Bytes int64
	Steps int64
	What  string
}

// Add returns the cost of doing c and d one after the other, with the
// memory of both held.
func (c Cost) Add(d Cost) Cost {
	what := c.What
	if what == "" {
		what = d.What
	} else if d.What != "" {
		what += ", " + d.What
	}
	return Cost{Bytes: c.Bytes + d.Bytes, Steps: c.Steps + d.Steps, What: what}
}

// Coster estimates what an operation on p costs.
type Coster interface {
	Cost(op Op, p Position) Cost
}

// ByteSize writes n bytes for a message: "1.5 GiB", "48.3 MiB", "512 bytes".
func ByteSize(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}
