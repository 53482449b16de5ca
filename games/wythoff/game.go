package wythoff

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// MaxParameter bounds p, m and r, so that products stay far from overflow.
const MaxParameter = 1 << 20

// Game is (p,m)-Wythoff Nim at the rules level; (1,1) is Wythoff's game.
type Game struct {
	P, M int
}

// NewGame validates p, m >= 1.
func NewGame(p, m int) (Game, error) {
	if err := checkParameters(p, m); err != nil {
		return Game{}, err
	}
	return Game{P: p, M: m}, nil
}

func checkParameters(p, m int) error {
	switch {
	case p < 1:
		return fmt.Errorf("wythoff: p = %d; want p >= 1 (p-1 diagonal options may be blocked)", p)
	case m < 1:
		return fmt.Errorf("wythoff: m = %d; want m >= 1 (moves with |i-j| < m)", m)
	case p > MaxParameter || m > MaxParameter:
		return fmt.Errorf("wythoff: p = %d, m = %d; at most %d are supported", p, m, MaxParameter)
	}
	return nil
}

// String returns "wythoff" or "wythoff:p=P,m=M".
func (g Game) String() string {
	if g.P == 1 && g.M == 1 {
		return "wythoff"
	}
	return fmt.Sprintf("wythoff:p=%d,m=%d", g.P, g.M)
}

// Check accepts two non-negative piles.
func (g Game) Check(p game.Position) error { return game.NonNegative(p, 2) }

// Options lists type I moves, then type II moves (i, j > 0, |i-j| < m).
func (g Game) Options(p game.Position) []game.Position {
	var out []game.Position
	g.eachMove(p, func(q game.Position, _ bool) { out = append(out, q) })
	return out
}

// eachMove visits every option and whether the move removed the same
// positive number from both piles (a blockable move).
func (g Game) eachMove(p game.Position, visit func(q game.Position, diagonal bool)) {
	x, y := p[0], p[1]
	for i := 1; i <= x; i++ {
		visit(game.Position{x - i, y}, false)
	}
	for j := 1; j <= y; j++ {
		visit(game.Position{x, y - j}, false)
	}
	for i := 1; i <= x; i++ {
		for j := max(1, i-g.M+1); j <= min(y, i+g.M-1); j++ {
			visit(game.Position{x - i, y - j}, i == j)
		}
	}
}

// NextWins implements the blocking rule: the mover wins iff some P option
// is reached by an unblockable move or at least p P options are reached by
// removing the same number from both piles.
func (g Game) NextWins(p game.Position, isP func(game.Position) bool) bool {
	win, diagonal := false, 0
	g.eachMove(p, func(q game.Position, diag bool) {
		if win || !isP(q) {
			return
		}
		if !diag {
			win = true
			return
		}
		diagonal++
		if diagonal >= g.P {
			win = true
		}
	})
	return win
}

// Blocking reports whether the previous player may block (p > 1); such
// games have no Sprague-Grundy values.
func (g Game) Blocking() bool { return g.P > 1 }

// Plain returns g as a game.Game without the blocking rule when p = 1, so
// that the solver computes Grundy values; with p > 1 it returns g itself.
func (g Game) Plain() game.Game {
	if g.P == 1 {
		return plain{g}
	}
	return g
}

type plain struct{ g Game }

func (p plain) Check(q game.Position) error             { return p.g.Check(q) }
func (p plain) Options(q game.Position) []game.Position { return p.g.Options(q) }
func (p plain) String() string                          { return p.g.String() }

// Dr is the game D_r: Nim moves, plus removing the same k > 0 from both
// piles when r divides k.
type Dr struct{ R int }

// NewDr validates r >= 1.
func NewDr(r int) (Dr, error) {
	if r < 1 || r > MaxParameter {
		return Dr{}, fmt.Errorf("wythoff: D_r with r = %d; want 1 <= r <= %d", r, MaxParameter)
	}
	return Dr{R: r}, nil
}

// String returns "dr:r=R".
func (d Dr) String() string { return fmt.Sprintf("dr:r=%d", d.R) }

// Check accepts two non-negative piles.
func (d Dr) Check(p game.Position) error { return game.NonNegative(p, 2) }

// Options lists the Nim moves and the diagonal moves by multiples of r.
func (d Dr) Options(p game.Position) []game.Position { return LineGame{DiagonalStep: d.R}.Options(p) }

// pmOf returns the (p,m)-Wythoff game behind g, if g is one (with or
// without the blocking rule). The plain form is not a game.Wrapper: it is
// the same game, whose outcomes and values are its own.
func pmOf(g game.Game) (Game, bool) {
	switch w := g.(type) {
	case Game:
		return w, true
	case plain:
		return w.g, true
	}
	return Game{}, false
}

// Lines returns the LineGame of g when its moves run along rows, columns
// and diagonals: Wythoff (step 1) and D_r (step r).
func Lines(g game.Game) (LineGame, bool) {
	if d, ok := g.(Dr); ok {
		return LineGame{DiagonalStep: d.R}, true
	}
	if w, ok := pmOf(g); ok && w.P == 1 && w.M == 1 {
		return LineGame{DiagonalStep: 1}, true
	}
	return LineGame{}, false
}

// EachMove calls visit for every option of p and whether the move removed
// the same positive number from both piles (a move the previous player may
// block when p > 1).
func (g Game) EachMove(p game.Position, visit func(q game.Position, diagonal bool)) {
	g.eachMove(p, visit)
}
