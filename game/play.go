package game

// Ender is implemented by games whose play ends otherwise than by "the
// player with no move loses": altered games (a declared position ends
// play with its declared outcome) and misère play (the player with no
// move wins). End reports whether play is over at p and, if it is,
// whether the player to move at p has won.
type Ender interface {
	End(p Position) (over, moverWins bool)
}

// EndExplainer is implemented by games whose end of play needs a reason
// beyond "no move is left": ExplainEnd says, to the player to move at p,
// why it cannot move, or returns "".
type EndExplainer interface {
	ExplainEnd(p Position) string
}

// Blocker is implemented by games in which the player who has just moved
// may block some of the next player's options (the Muller twist): up to
// BlockLimit options, each one that Blockable allows ((p,m)-Wythoff: the
// diagonal options, Larsson 2009; k-blocking Wythoff: any option).
type Blocker interface {
	BlockLimit() int
	Blockable(from, to Position) bool
}

// Explainer says in a sentence why moving from one position to another
// wins, in the game's own terms (a nim-sum, a Wythoff pair, a theorem).
type Explainer interface {
	Explain(from, to Position) string
}

// Boarder is implemented by games that say how the lab draws a position
// for play and what a click on it means. Board returns one of the kinds
// BoardKinds lists:
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
//   - "bar": a bar of squares (Chomp's), its rows of squares written from
//     the bottom up as their lengths, the bottom-left square poisoned; a
//     click on a square takes it and every square above it and to its right.
//   - "dominoes": a board of squares written as a picture, rows of .
//     (empty) and # (covered) from the top down separated by /; a click on
//     an empty square and then on one next to it in its row or column (or
//     a drag from one to the other) covers the two with a domino.
//
// A game that does not say is drawn by its Shape: "queen" on two piles,
// "record" with memory, "heaps" otherwise. Misère play and altered games
// keep the board of the game they wrap (Wrapper).
type Boarder interface {
	Board() BoardKind
}

// BoardKind is a kind of board the lab draws for play (see Boarder). The
// lab's page has one module a kind, web/static/boards/<kind>.js, chosen
// from one table, web/static/boards/index.js: a new kind is a constant
// here, its module and its line in the table.
type BoardKind string

// The kinds of board, as Boarder describes them.
const (
	BoardQueen        BoardKind = "queen"
	BoardHeaps        BoardKind = "heaps"
	BoardPins         BoardKind = "pins"
	BoardCoins        BoardKind = "coins"
	BoardGraph        BoardKind = "graph"
	BoardGround       BoardKind = "ground"
	BoardRecord       BoardKind = "record"
	BoardHeapLastMove BoardKind = "heap-last-move"
	BoardBar          BoardKind = "bar"
	BoardDominoes     BoardKind = "dominoes"
)

// BoardKinds lists every kind of board, in the order the lab's menu of
// games groups them.
func BoardKinds() []BoardKind {
	return []BoardKind{BoardQueen, BoardRecord, BoardHeaps, BoardPins, BoardHeapLastMove, BoardCoins, BoardGraph, BoardGround, BoardBar, BoardDominoes}
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
