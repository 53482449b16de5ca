package cram

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// MaxSide is the most rows, and the most squares in a row, of a board: a
// row is a bit mask in an int (and a board of 62×62 squares is far beyond
// any search; the fast solver takes components of at most 64 squares,
// MaxSquares).
const MaxSide = 62

// Game is Cram under normal play (Gardner 1974; Winning Ways, ch. 22): a
// position is a board of squares, some empty; a move covers two adjacent
// empty squares (a row or a column) with a domino; the player who cannot
// place one loses. It is Arc Kayles on the grid graph of the empty squares.
//
// A position is encoded as rows, cols, then one bit mask per row, from the
// top row down, whose bit c is set when the square in column c (from the
// left, 0-based) is empty: 3,4,15,9,15 is the 3×4 board with the middle
// two squares covered (FormatPosition writes it ..../.##./....). A move
// keeps the board and covers two squares.
//
// Rows and Cols, when set, are the board: cram:Rows,Cols starts from the
// empty rectangle of Rows rows of Cols squares, and its positions are that
// board's. The zero Game is Cram on any board: a position is its own
// board.
type Game struct {
	Rows, Cols int
}

// Any is Cram on any board.
var Any = Game{}

// New returns Cram on the board of rows rows of cols squares.
func New(rows, cols int) (Game, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return Game{}, fmt.Errorf("cram:%d,%d: a board has 1 to %d rows of 1 to %d squares", rows, cols, MaxSide, MaxSide)
	}
	return Game{Rows: rows, Cols: cols}, nil
}

// String names the game as the grammar writes it: cram:4,5, or cram for
// any board.
func (g Game) String() string {
	if g.Rows == 0 {
		return "cram"
	}
	return fmt.Sprintf("cram:%d,%d", g.Rows, g.Cols)
}

// Rectangle returns the empty board of rows rows of cols squares.
func Rectangle(rows, cols int) game.Position {
	p := make(game.Position, rows+2)
	p[0], p[1] = rows, cols
	for r := range rows {
		p[2+r] = 1<<cols - 1
	}
	return p
}

// Start is the empty board (nil for Cram on any board).
func (g Game) Start() game.Position {
	if g.Rows == 0 {
		return nil
	}
	return Rectangle(g.Rows, g.Cols)
}

const wantBoard = "want rows of . (empty) and # (covered) separated by /, e.g. ..#./..../...., or A,B for the empty board of A rows of B squares"

// Check accepts a board as the encoding says: rows and cols from 1 to
// MaxSide, then one mask of at most cols bits per row; on cram:A,B, the
// board of A rows of B squares.
func (g Game) Check(p game.Position) error {
	if len(p) < 2 {
		return fmt.Errorf("position %s is not a board: want rows, columns and a mask of empty squares per row (%s)", p, wantBoard)
	}
	rows, cols := p[0], p[1]
	if rows < 1 || rows > MaxSide || cols < 1 || cols > MaxSide {
		return fmt.Errorf("a board of %d rows of %d squares: a board has 1 to %d rows of 1 to %d squares", rows, cols, MaxSide, MaxSide)
	}
	if len(p) != rows+2 {
		return fmt.Errorf("position %s has %d row masks for %d rows", p, len(p)-2, rows)
	}
	for r, m := range p[2:] {
		if m < 0 || m >= 1<<cols {
			return fmt.Errorf("row %d's mask %d is not a set of squares of a row of %d (0 to %d)", r+1, m, cols, 1<<cols-1)
		}
	}
	if g.Rows != 0 && (rows != g.Rows || cols != g.Cols) {
		return fmt.Errorf("the board is %d rows of %d squares; the position has %d rows of %d (write a board of %d rows of %d, or play cram for any board)", g.Rows, g.Cols, rows, cols, g.Rows, g.Cols)
	}
	return nil
}

// Options lists the boards left by each domino, in the order of its top
// or left square, row by row; at each square the horizontal domino (it
// and the square on its right) before the vertical one (it and the square
// below).
func (g Game) Options(p game.Position) []game.Position {
	var out []game.Position
	eachMove(p, func(r, c int, vertical bool) {
		out = append(out, play(p, r, c, vertical))
	})
	return out
}

// eachMove calls visit with every domino that fits on p, in the order of
// Options.
func eachMove(p game.Position, visit func(r, c int, vertical bool)) {
	rows, cols := p[0], p[1]
	for r := range rows {
		m := p[2+r]
		for c := range cols {
			if m>>c&1 == 0 {
				continue
			}
			if c+1 < cols && m>>(c+1)&1 != 0 {
				visit(r, c, false)
			}
			if r+1 < rows && p[3+r]>>c&1 != 0 {
				visit(r, c, true)
			}
		}
	}
}

// play returns p with the domino at (r, c), horizontal or vertical, on it.
func play(p game.Position, r, c int, vertical bool) game.Position {
	q := p.Clone()
	if vertical {
		q[2+r] &^= 1 << c
		q[3+r] &^= 1 << c
	} else {
		q[2+r] &^= 3 << c
	}
	return q
}

// ParsePosition reads a board: rows of . (an empty square) and # (a
// covered one) separated by /, from the top row down, or A,B (also AxB)
// for the empty board of A rows of B squares. On cram:A,B the board must
// be that one.
func (g Game) ParsePosition(text string) (game.Position, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return nil, fmt.Errorf("empty position: %s", wantBoard)
	}
	if rows, cols, ok, err := parseRectangle(t); ok || err != nil {
		if err != nil {
			return nil, err
		}
		p := Rectangle(rows, cols)
		return p, g.Check(p)
	}
	lines := strings.Split(t, "/")
	if len(lines) > MaxSide {
		return nil, fmt.Errorf("%d rows: a board has at most %d", len(lines), MaxSide)
	}
	p := game.Position{len(lines), 0}
	for r, line := range lines {
		line = strings.TrimSpace(line)
		if r == 0 {
			p[1] = len([]rune(line))
			if p[1] == 0 {
				return nil, fmt.Errorf("row 1 of %s is empty: %s", grammar.Quote(t), wantBoard)
			}
			if p[1] > MaxSide {
				return nil, fmt.Errorf("row 1 has %d squares: a row has at most %d", p[1], MaxSide)
			}
		}
		m, c := 0, 0
		for _, ch := range line {
			switch ch {
			case '.':
				if c < MaxSide {
					m |= 1 << c
				}
			case '#':
			default:
				return nil, fmt.Errorf("row %d of %s has %q at square %d: %s", r+1, grammar.Quote(t), ch, c+1, wantBoard)
			}
			c++
		}
		if c != p[1] {
			return nil, fmt.Errorf("row %d of %s has %d squares and row 1 has %d: every row of a board has as many", r+1, grammar.Quote(t), c, p[1])
		}
		p = append(p, m)
	}
	return p, g.Check(p)
}

// parseRectangle reads A,B or AxB; ok is false when text is not of that
// form (a picture).
func parseRectangle(text string) (rows, cols int, ok bool, err error) {
	sep := strings.IndexAny(text, ",x×X")
	if sep < 0 || strings.ContainsAny(text, "./#") {
		return 0, 0, false, nil
	}
	_, size := firstRune(text[sep:])
	a, b := text[:sep], text[sep+size:]
	if rows, err = grammar.ParseInt(a, "the number of rows", 1, MaxSide); err != nil {
		return 0, 0, true, fmt.Errorf("%w (A,B is the empty board of A rows of B squares)", err)
	}
	if cols, err = grammar.ParseInt(b, "the number of squares in a row", 1, MaxSide); err != nil {
		return 0, 0, true, fmt.Errorf("%w (A,B is the empty board of A rows of B squares)", err)
	}
	return rows, cols, true, nil
}

func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

// FormatPosition writes a board as ParsePosition reads it: rows of . and
// # separated by /, from the top row down.
func (g Game) FormatPosition(p game.Position) string {
	if len(p) < 2 || len(p) != p[0]+2 || p[1] < 1 || p[1] > MaxSide {
		return fmt.Sprintf("(not a board: %v)", p)
	}
	var b strings.Builder
	for r := range p[0] {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := range p[1] {
			if p[2+r]>>c&1 != 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte('#')
			}
		}
	}
	return b.String()
}

// Shape: a board, written by the codec; the lab draws no table, sequence
// or pair picture of it and keeps its values.
func (Game) Shape() game.Shape { return game.Graph }
