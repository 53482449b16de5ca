package game

import (
	"context"
	"errors"
	"math/big"
)

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

// HeapRules are the rules of a heap game whose every move acts on one heap
// and leaves at most two heaps, in the form misère analysis needs (genus,
// misère quotients, simplest forms of sums of heaps).
type HeapRules interface {
	// HeapOptions calls visit(a, b) for every option of one heap of n,
	// as the heaps left (0 for none).
	HeapOptions(n int, visit func(a, b int))
	// GrundySequence returns G(0..n) under normal play.
	GrundySequence(n int) []int
	// Splits reports whether some move leaves two heaps.
	Splits() bool
	// RemovesTokens reports whether every move removes a token.
	RemovesTokens() bool
	String() string
}

// HeapRuler is implemented by heap games that give their HeapRules; ok is
// false when some move leaves more than two heaps.
type HeapRuler interface {
	HeapRules() (rules HeapRules, ok bool)
}

// HeapPartitioner is implemented by HeapRules of games some of whose
// moves leave more than two heaps (hexadecimal codes, take-and-break codes
// such as 0.3F): HeapParts visits the heaps each option of one heap of n
// leaves (the slice is reused between calls). Misère analysis that needs
// at most two heaps a move (quotients) refuses such rules; genus and
// outcomes of sums use HeapParts.
type HeapPartitioner interface {
	HeapParts(n int, visit func(parts []int))
}

// RareClass is the sparse-space classification of a heap game's values
// (Winning Ways ch. 4): with t(n) = parity(G(n) & Mask), xor the parity of
// n + SplitParity when PositionBit is set, heap n is rare when t(n) is 0
// under no position bit, and when it equals that parity otherwise.
type RareClass struct {
	Mask        uint32 `json:"mask"`
	PositionBit bool   `json:"position_bit"`
	SplitParity int    `json:"split_parity"`
}

// Rare reports whether heap n with value v is rare under c.
func (c RareClass) Rare(n int, v int) bool {
	q := 0
	if c.PositionBit {
		q = (n - c.SplitParity) & 1
	}
	return bits32Parity(uint32(v)&c.Mask) == q
}

func bits32Parity(v uint32) int {
	v ^= v >> 16
	v ^= v >> 8
	v ^= v >> 4
	v ^= v >> 2
	v ^= v >> 1
	return int(v & 1)
}
