package game

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/budget"
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

// Blocker is implemented by games in which the player who has just moved
// may block some of the next player's options (the Muller twist): up to
// BlockLimit options, each one that Blockable allows ((p,m)-Wythoff: the
// diagonal options, Larsson 2009; k-blocking Wythoff: any option).
type Blocker interface {
	BlockLimit() int
	Blockable(from, to Position) bool
}

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

// Boarder is implemented by games that say how the lab draws a position
// for play and what a click on it means. Board returns one of these kinds:
//
//   - "queen": two piles as a chess queen on a grid (Wythoff's Corner the
//     Queen); a click on a square moves the queen there.
//   - "heaps": rows of tokens, a row a heap; a click on a token takes it
//     and every token after it in its row.
//   - "pins": a heap of n is a row of n pins (take-and-break games such as
//     Kayles); a click knocks down pins in a row, one or more as chosen,
//     and the pins left on either side stand as two heaps.
//   - "coins": a row of coins, heads and tails, the position the 1-based
//     places of the heads (coin-turning games); a click on a head turns it,
//     further clicks choose the other coins the move turns.
//   - "graph": a drawn graph; a click on a vertex removes it with its
//     neighbours, a click on an edge removes its two ends.
//   - "ground": edges standing on the ground (Green Hackenbush), a graph
//     whose vertex 0 is the ground or bamboo stalks written as heaps; a click
//     on an edge chops it, and whatever no longer reaches the ground falls.
//   - "record": a game with memory, its two piles of tokens and what it
//     remembers.
//   - "heap-last-move": one heap of tokens with the last move and the most
//     the next move may take shown; a click on a token takes it and every
//     token after it.
//
// A game that does not say is drawn by its Shape: "queen" on two piles,
// "record" with memory, "heaps" otherwise. Misère play and altered games
// keep the board of the game they wrap (Inner, Declarer).
type Boarder interface {
	Board() string
}

// Inner is implemented by games that wrap another game under a different
// play convention (misère play): Inner returns the game under normal play.
type Inner interface {
	Inner() Game
}

// MisereValuer is implemented by games played under the misère
// convention: MisereGrundy is G⁻(p), the misère Grundy value (the mex of
// the options' G⁻, with 1 for a position with no move); MisereHeapValues
// is G⁻(0..n) of single heaps of a heap game.
type MisereValuer interface {
	MisereGrundy(ctx context.Context, p Position) (int, error)
	MisereHeapValues(ctx context.Context, n int) ([]int, error)
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

// Declarer is implemented by altered games (Sleator, Hu and Tsin 2024):
// finitely many positions are declared P or N, and play ends there.
type Declarer interface {
	Declared() Alteration
	// Unaltered returns the game before the alteration.
	Unaltered() Game
}

// Alterer is implemented by two-pile games that build their own altered
// game, with a fast path (Linear Nimhoff and Wythoff: the column
// algorithm of Sleator, Hu and Tsin 2024).
type Alterer interface {
	Alter(alt Alteration) (Game, error)
}

// Alter returns g with the positions of alt declared P or N: g's own
// altered game when g builds one, else the rules-level Altered. Only
// two-pile games (and heap games on two heaps) can be altered.
func Alter(g Game, alt Alteration) (Game, error) {
	if !ShapeOf(g).OnTwoPiles() {
		return nil, fmt.Errorf("alterations apply to two-pile games; %s is not one", g)
	}
	if a, ok := g.(Alterer); ok {
		return a.Alter(alt)
	}
	return NewAltered(g, alt, 2)
}

// TableValuer is implemented by two-pile games that fill their table of
// Sprague-Grundy values G(x, y), 0 <= x, y <= n, faster than one value at
// a time (Wythoff and D_r along their lines).
type TableValuer interface {
	GrundyTable(ctx context.Context, n int) ([][]int, error)
}

// PairIndexer is implemented by two-pile games whose P-positions are
// indexed pairs (a_i, b_i), a_i <= b_i (Wythoff's pairs, Larsson's (p,m)
// pairs): Pairs returns count of them from index from on.
type PairIndexer interface {
	Pairs(ctx context.Context, from *big.Int, count int) ([][2]*big.Int, error)
}

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

// EndExplainer is implemented by games whose end of play needs a reason
// beyond "no move is left": ExplainEnd says, to the player to move at p,
// why it cannot move, or returns "".
type EndExplainer interface {
	ExplainEnd(p Position) string
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

// HeapPartitioner is implemented by HeapRules of games some of whose
// moves leave more than two heaps (hexadecimal codes, take-and-break codes
// such as 0.3F): HeapParts visits the heaps each option of one heap of n
// leaves (the slice is reused between calls). Misère analysis that needs
// at most two heaps a move (quotients) refuses such rules; genus and
// outcomes of sums use HeapParts.
type HeapPartitioner interface {
	HeapParts(n int, visit func(parts []int))
}

// Columner is implemented by two-pile games whose P-positions, altered or
// not, come column by column (the column algorithm of Sleator, Hu and
// Tsin 2024, for Linear Nimhoff rules with (1,0) and (0,1)): Columns calls
// visit for x = 0..maxX with the rows y of the P-positions (x, y) of the
// game altered by alt.
type Columner interface {
	Columns(alt Alteration, maxX int, visit func(x int, rows []int)) error
}

// RefusedError is a request a game declines because it asks more than the
// game computes (a heap beyond its computed values, a table beyond its
// memory bound, more positions than a limit): the request's fault, not a
// fault of the computation. Its message is Err's.
type RefusedError struct{ Err error }

func (e *RefusedError) Error() string { return e.Err.Error() }
func (e *RefusedError) Unwrap() error { return e.Err }

// Refuse marks err as a refusal (nil stays nil).
func Refuse(err error) error {
	if err == nil {
		return nil
	}
	return &RefusedError{err}
}

// IsRefused reports whether err is a refusal: a *RefusedError, a
// *LimitError, or an error wrapping ErrTooLarge.
func IsRefused(err error) bool {
	var re *RefusedError
	var le *LimitError
	var be *budget.ExceededError
	return errors.As(err, &re) || errors.As(err, &le) || errors.As(err, &be) || errors.Is(err, ErrTooLarge)
}

// PositionCounter is implemented by games whose positions are not
// coordinates whose product bounds what lies below them (graphs):
// Reachable bounds the positions reachable from p, p included, for the
// brute-force solver's estimate (SolverCostOf).
type PositionCounter interface {
	Reachable(p Position) int64
}

// SolverCostOf is SolverCost for a position of g: from g's own count of
// the positions below p when g (or the game it plays under another
// convention) gives one, else from p's coordinates.
func SolverCostOf(g Game, p Position) Cost {
	for {
		if pc, ok := g.(PositionCounter); ok {
			n := pc.Reachable(p)
			bytes := int64(1) << 62
			if n < bytes/BytesPerPosition {
				bytes = n * BytesPerPosition
			}
			return Cost{Bytes: bytes, Steps: n, What: fmt.Sprintf("up to %d positions solved by brute force", n)}
		}
		in, ok := g.(Inner)
		if !ok {
			return SolverCost(p)
		}
		g = in.Inner()
	}
}

// PositionRouter is a game whose family hands positions of another form
// to another family: bamboo hackenbush (stalks, Nim at any size) reads an
// edge list, edges:0-1,1-2,2-0, as Green Hackenbush on that graph. The
// game spec and the position are read together (spec.Spec.At), so a
// command on "hackenbush" at "edges:…" is a command on the graph game.
type PositionRouter interface {
	// RouteFor returns the spec of the game that plays position, and
	// whether position is of that other form (false: it is this game's).
	RouteFor(position string) (spec string, ok bool)
}
