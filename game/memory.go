package game

import "context"

// Memory is what a game with memory remembers beyond the piles, as a
// player needs to see it: in (p,m)-Imitation Nim (Larsson 2009) the runs
// of imitations of each player and the window of amounts that imitate.
type Memory struct {
	MoverRun, PrevRun, MaxRun int
	// WindowPile is the pile (0 or 1) whose removals of WindowLow..
	// WindowHigh tokens imitate the last move, or -1 when none does.
	WindowPile, WindowLow, WindowHigh int
}

// Rememberer is implemented by games with memory: Remember returns what a
// position remembers, and MoveImitates whether a move repeats the last
// one closely enough to count against the mover.
type Rememberer interface {
	Remember(p Position) Memory
	MoveImitates(from, to Position) bool
}

// HistoryClass says how the outcome of a pair of piles in a game with
// memory depends on the history that led there (Larsson 2009): Class is
// "non-dynamic P", "non-dynamic N" or "dynamic", from P and N histories
// counted over every start with piles up to Starts; Stability is the
// class the position has in the game without memory.
type HistoryClass struct {
	Class, Stability string
	P, N, Starts     int
}

// HistoryClassifier is implemented by games with memory that classify a
// pair of piles over all its histories; HistoryCost estimates the work
// before it starts.
type HistoryClassifier interface {
	HistoryCost(x, y int) (Cost, error)
	ClassifyHistories(ctx context.Context, x, y int) (HistoryClass, error)
}

// StrategyClass is the class of a start in a strategy picture of a game
// with memory (Larsson 2009, figure 2).
type StrategyClass int

const (
	StrategyN       StrategyClass = iota // other non-dynamic N
	StrategyP                            // the P-position of the picture
	StrategyOtherP                       // other non-dynamic P-positions
	StrategyDynamic                      // dynamic: P after some histories, N after others
	StrategyNa                           // non-dynamic N of type (iia) / N-stable (I)
	StrategyNb                           // non-dynamic N of type (iib) / N-stable (II)
)

// StrategyMap is a strategy picture: the classes of the starts (x, y),
// x, y <= Size, around the P-position (A, B), and a line of play from
// above it as arrows between piles.
type StrategyMap struct {
	Size, A, B int
	Class      func(x, y int) StrategyClass
	Arrows     [][2][2]int
}

// StrategyMapper is implemented by games with memory that draw their
// strategy: around target (nil: chosen) within starts up to size.
type StrategyMapper interface {
	StrategyMap(ctx context.Context, size int, target Position) (StrategyMap, error)
}
