package game

import (
	"context"
	"math/big"
)

// HugeMoves are the winning moves of a list of heaps, some of them beyond
// any computed value, read off a proven period: Count is how many there
// are (as Options lists them: of equal heaps only the first is moved, a
// split into a and b counted once), and Moves lists them, heaps sorted as
// Options writes them, when they are at most the most asked for; otherwise
// Moves is nil. Periodic says whether some move splits a huge heap into
// two heaps both in the periodic range, a class of moves as numerous as
// the heap is large; Preperiod and Period are the proven period the moves
// were read off.
type HugeMoves struct {
	Count             *big.Int
	Moves             [][]*big.Int
	Periodic          bool
	Preperiod, Period int
}

// HugeHeapMover is implemented by heap games whose winning moves from
// heaps too large for any list of options are read off a proven period
// of their values. HugeHeap returns the least heap answered that way
// (ok false: none is); WinningMovesHuge answers the heaps p, of any size,
// from seq (the game's HeapSequence, whose period must be proven), listing
// at most most moves.
type HugeHeapMover interface {
	HugeHeap() (least *big.Int, ok bool)
	WinningMovesHuge(ctx context.Context, seq HeapSequence, p []*big.Int, most int) (HugeMoves, error)
}
