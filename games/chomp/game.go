package chomp

import (
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// MaxSide is the most rows, and the most squares in a row, that a board
// or a position may have: far beyond any board whose table fits in memory
// (a position of one row of 2^31 squares is valued by its formula), small
// enough that a count of squares cannot overflow.
const MaxSide = 1 << 31

// Game is Chomp under normal play (Gale 1974): a position is a Young
// diagram of squares, written as its row lengths from the bottom row up
// (non-increasing, every row non-empty), whose bottom-left square is
// poisoned. A move takes a square other than the poisoned one with every
// square above it and to its right; the player left with the poisoned
// square alone cannot move and loses.
//
// Rows and Cols, when set, are the board: chomp:Rows,Cols starts from
// the full rectangle of Rows rows of Cols squares, and its positions are
// those that fit in it. The zero Game is Chomp on any board: a position
// is its own board.
type Game struct {
	Rows, Cols int
}

// New returns Chomp on the rows×cols board, rows rows of cols squares.
func New(rows, cols int) (Game, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return Game{}, fmt.Errorf("chomp:%d,%d: a board has 1 to 2^31 rows of 1 to 2^31 squares", rows, cols)
	}
	return Game{Rows: rows, Cols: cols}, nil
}

// Any is Chomp on any board: every Young diagram is a position.
var Any = Game{}

// String names the game as the grammar writes it: chomp:4,7, or chomp
// for any board.
func (g Game) String() string {
	if g.Rows == 0 {
		return "chomp"
	}
	return fmt.Sprintf("chomp:%d,%d", g.Rows, g.Cols)
}

// Start is the full board, Rows rows of Cols squares (nil for Chomp on
// any board).
func (g Game) Start() game.Position {
	if g.Rows == 0 {
		return nil
	}
	p := make(game.Position, g.Rows)
	for i := range p {
		p[i] = g.Cols
	}
	return p
}

// Check accepts the row lengths of a Young diagram from the bottom row
// up: at least one row (the poisoned square is never taken), every row
// non-empty and no longer than the row below it, and, on a board, at most
// Rows rows of at most Cols squares. Its errors say what is wanted.
func (g Game) Check(p game.Position) error {
	const want = "want the lengths of the rows left, from the bottom row up, none longer than the row below it, e.g. 5,3,3,1"
	if len(p) == 0 {
		return fmt.Errorf("no row: the poisoned square is never taken, so the bottom row has at least it; %s", want)
	}
	for i, r := range p {
		switch {
		case r < 0:
			return fmt.Errorf("row %d has %d squares, a negative number; %s", i+1, r, want)
		case r == 0 && i == 0:
			return fmt.Errorf("the bottom row is empty, but its first square, the poisoned one, is never taken; %s", want)
		case r == 0 && slices.Max(p[i:]) == 0:
			return fmt.Errorf("row %d is empty: write only the rows that have squares (%s)", i+1, p[:i])
		case r > MaxSide:
			return fmt.Errorf("row %d has more than 2^31 squares", i+1)
		case i > 0 && r > p[i-1]:
			return fmt.Errorf("row %d (%s) is longer than row %d below it (%d); %s", i+1, squares(r), i, p[i-1], want)
		}
	}
	switch {
	case len(p) > MaxSide:
		return fmt.Errorf("more than 2^31 rows")
	case g.Rows > 0 && len(p) > g.Rows:
		return fmt.Errorf("%d rows do not fit the board of %s (%d rows of %s)", len(p), g, g.Rows, squares(g.Cols))
	case g.Rows > 0 && p[0] > g.Cols:
		return fmt.Errorf("a bottom row of %s does not fit the board of %s (%d rows of %s)", squares(p[0]), g, g.Rows, squares(g.Cols))
	}
	return nil
}

// squares writes n squares: "1 square", "5 squares".
func squares(n int) string {
	if n == 1 {
		return "1 square"
	}
	return fmt.Sprintf("%d squares", n)
}

// Options takes each square but the poisoned one, rows from the bottom
// up and squares from left to right: the square in row i, column j
// leaves every row below i as it was and cuts the rows from i up to
// j - 1 squares, dropping those left empty. Distinct squares leave
// distinct positions.
func (g Game) Options(p game.Position) []game.Position {
	var out []game.Position
	for i, r := range p {
		for j := 1; j <= r; j++ {
			if i == 0 && j == 1 {
				continue // the poisoned square
			}
			out = append(out, Take(p, i+1, j))
		}
	}
	return out
}

// Take returns the position left when the square in row i, column j
// (both from 1, row 1 at the bottom) is taken from p, with every square
// above it and to its right. The square must be on p.
func Take(p game.Position, i, j int) game.Position {
	q := make(game.Position, 0, len(p))
	for k, r := range p {
		if k+1 >= i {
			r = min(r, j-1)
		}
		if r == 0 {
			break
		}
		q = append(q, r)
	}
	return q
}

// Square returns the square (row i, column j, from 1) whose move leads
// from p to q, and whether q is an option of p.
func Square(p, q game.Position) (i, j int, ok bool) {
	if len(q) > len(p) || len(q) == 0 {
		return 0, 0, false
	}
	i = 0
	for k := range p {
		r := 0
		if k < len(q) {
			r = q[k]
		}
		if r != p[k] {
			i = k + 1
			j = r + 1
			break
		}
	}
	if i == 0 || j > p[i-1] {
		return 0, 0, false
	}
	return i, j, Take(p, i, j).Equal(q)
}

// Squares returns the number of squares of p.
func Squares(p game.Position) int64 {
	var n int64
	for _, r := range p {
		n += int64(r)
	}
	return n
}

// Shape: a Young diagram written as its row lengths, read by the rules
// (Check) and drawn as no heap or pile. The Graph shape is the one whose
// positions the service shows as the game writes them, with no piles and
// no picture of pairs or of a value sequence; Chomp's rows are not heaps
// (a move cuts several of them), so the Heaps shape, whose positions the
// lab draws as heaps and pictures as a sequence of one-row values, would
// mislead.
func (Game) Shape() game.Shape { return game.Graph }
