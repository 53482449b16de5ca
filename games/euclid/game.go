package euclid

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// Game is Euclid's game on two piles (x, y): the original game of Cole
// and Davie (1969), in which the player who empties a pile wins, or, with
// Grossman set, Grossman's variant on positive piles, which ends at
// (d, d) (Nivasch 2006).
type Game struct {
	// Grossman selects the variant in which no pile may be emptied: a
	// move leaves both piles positive, and (d, d) is the end.
	Grossman bool
}

// ColeDavie is Euclid's game as Cole and Davie (1969) play it: the player
// who empties a pile wins.
var ColeDavie = Game{}

// Grossman is Grossman's variant (Straffin 1998; Nivasch 2006): piles stay
// positive and the game ends at (d, d), d = gcd(x, y).
var Grossman = Game{Grossman: true}

// String names the game as the grammar writes it.
func (g Game) String() string {
	if g.Grossman {
		return "euclid:grossman"
	}
	return "euclid"
}

// Check accepts two piles x, y >= 0. In Cole and Davie's game a position
// with an empty pile is legal and over: the player who emptied it has won
// ((0, 0), which no play reaches, is accepted as over too, so that tables
// can start at 0). Grossman's variant is played on positive piles only.
func (g Game) Check(p game.Position) error {
	if err := game.NonNegative(p, 2); err != nil {
		return err
	}
	if g.Grossman && (p[0] == 0 || p[1] == 0) {
		return fmt.Errorf("position %s: %s is played on positive piles (no pile is ever emptied)", p, g)
	}
	return nil
}

// Options subtracts a positive multiple of the smaller pile from the
// larger, leaving it >= 0 (> 0 in Grossman's variant). When the piles are
// equal either may be emptied; a position with an empty pile has no move.
func (g Game) Options(p game.Position) []game.Position {
	x, y := p[0], p[1]
	if x == 0 || y == 0 || (g.Grossman && x == y) {
		return nil
	}
	if x == y {
		return []game.Position{{x, 0}, {0, x}}
	}
	var out []game.Position
	if x < y {
		for z := y - x; z > 0 || (z == 0 && !g.Grossman); z -= x {
			out = append(out, game.Position{x, z})
			if z < x {
				break
			}
		}
		return out
	}
	for z := x - y; z > 0 || (z == 0 && !g.Grossman); z -= y {
		out = append(out, game.Position{z, y})
		if z < y {
			break
		}
	}
	return out
}

// Shape: two piles.
func (Game) Shape() game.Shape { return game.TwoPiles }
