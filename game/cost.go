package game

import "fmt"

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

// PositionCounter is implemented by games whose positions are not
// coordinates whose product bounds what lies below them (graphs):
// Reachable bounds the positions reachable from p, p included, for the
// brute-force solver's estimate (SolverCostOf).
type PositionCounter interface {
	Reachable(p Position) int64
}

// SolverCostOf is SolverCost for a position of g: from g's own count of
// the positions below p when g (or the game it wraps: misère play keeps
// its positions) gives one, else from p's coordinates.
func SolverCostOf(g Game, p Position) Cost {
	pc, ok := As[PositionCounter](g)
	if !ok {
		return SolverCost(p)
	}
	n := pc.Reachable(p)
	bytes := int64(1) << 62
	if n < bytes/BytesPerPosition {
		bytes = n * BytesPerPosition
	}
	return Cost{Bytes: bytes, Steps: n, What: fmt.Sprintf("up to %d positions solved by brute force", n)}
}

// ByteSize writes n bytes for a message: "2.0 TiB", "1.5 GiB", "48.3 MiB",
// "512 bytes".
func ByteSize(n int64) string { return ByteSizeFloat(float64(n)) }

// ByteSizeFloat is ByteSize for figures beyond int64: "184.0 EiB".
func ByteSizeFloat(f float64) string {
	switch {
	case f >= 1<<60:
		return fmt.Sprintf("%.1f EiB", f/(1<<60))
	case f >= 1<<50:
		return fmt.Sprintf("%.1f PiB", f/(1<<50))
	case f >= 1<<40:
		return fmt.Sprintf("%.1f TiB", f/(1<<40))
	case f >= 1<<30:
		return fmt.Sprintf("%.1f GiB", f/(1<<30))
	case f >= 1<<20:
		return fmt.Sprintf("%.1f MiB", f/(1<<20))
	}
	return fmt.Sprintf("%.0f bytes", f)
}
