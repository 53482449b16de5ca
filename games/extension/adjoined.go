package extension

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/grammar"
)

// Adjoined is Wythoff's game with one move adjoined (Duchêne et al. 2010):
// besides Wythoff's moves, a player may remove I tokens from the first
// pile and J from the second at once. Its P-positions are Wythoff's
// exactly when W(I, J) = 0 (the paper's criterion, research/adjoin.Fibonacci).
type Adjoined struct{ I, J int }

// MaxAdjoined bounds the entries of the adjoined move.
const MaxAdjoined = 1 << 20

// NewAdjoined checks the move: i, j >= 0, not both 0.
func NewAdjoined(i, j int) (Adjoined, error) {
	switch {
	case i < 0 || j < 0:
		return Adjoined{}, fmt.Errorf("wythoff-adjoin: the move %d,%d removes a negative number", i, j)
	case i == 0 && j == 0:
		return Adjoined{}, fmt.Errorf("wythoff-adjoin: the move 0,0 removes nothing")
	case i > MaxAdjoined || j > MaxAdjoined:
		return Adjoined{}, fmt.Errorf("wythoff-adjoin: the move %d,%d is too large: at most %d from a pile", i, j, MaxAdjoined)
	}
	return Adjoined{I: i, J: j}, nil
}

// parseAdjoined reads the family's parameters, "I,J".
func parseAdjoined(params string) (game.Game, error) {
	v, err := grammar.ParseInts(params, "move entry")
	if err != nil {
		return nil, err
	}
	if len(v) != 2 {
		return nil, fmt.Errorf("wythoff-adjoin: want one move I,J, got %s", grammar.Quote(strings.TrimSpace(params)))
	}
	return NewAdjoined(v[0], v[1])
}

// The capabilities of Wythoff's game with a move adjoined, checked at compile time.
var _ = []any{game.Shaper(Adjoined{}), game.MoveFormulaer(Adjoined{})}

// Check accepts two piles of tokens.
func (a Adjoined) Check(p game.Position) error { return game.NonNegative(p, 2) }

// Shape: two piles.
func (Adjoined) Shape() game.Shape { return game.TwoPiles }

// String names the game as the grammar writes it.
func (a Adjoined) String() string { return fmt.Sprintf("wythoff-adjoin:%d,%d", a.I, a.J) }

// Options lists Wythoff's moves, then the adjoined move when both piles
// have enough (it may repeat a Wythoff move: (k,0), (0,k), (k,k)).
func (a Adjoined) Options(p game.Position) []game.Position {
	out := wythoff.Game{P: 1, M: 1}.Options(p)
	if p[0] >= a.I && p[1] >= a.J {
		q := game.Position{p[0] - a.I, p[1] - a.J}
		for _, o := range out {
			if o[0] == q[0] && o[1] == q[1] {
				return out
			}
		}
		out = append(out, q)
	}
	return out
}

// MoveFormula states the moves in Walnut's language, (a,b) -> (c,d):
// Wythoff's and the adjoined one.
func (a Adjoined) MoveFormula() (string, bool) {
	w, _ := wythoff.Game{P: 1, M: 1}.MoveFormula()
	return fmt.Sprintf("%s | (a=c+%d & b=d+%d)", w, a.I, a.J), true
}
