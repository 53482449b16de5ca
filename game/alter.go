package game

import (
	"fmt"
	"slices"
	"strings"
)

// Alteration declares finitely many positions P and finitely many N; every
// other position is labelled by the usual rule, taking the declared labels
// as given (Sleator, Hu and Tsin 2024).
type Alteration struct {
	P, N []Position
}

// Check rejects negative coordinates, repeats and positions declared both
// P and N, and positions of the wrong length.
func (a Alteration) Check(arity int) error {
	seen := map[string]string{}
	for _, set := range []struct {
		name      string
		positions []Position
	}{{"P", a.P}, {"N", a.N}} {
		for _, p := range set.positions {
			if err := NonNegative(p, arity); err != nil {
				return fmt.Errorf("alteration %s %v: %w", set.name, []int(p), err)
			}
			if prev, ok := seen[p.Key()]; ok {
				if prev != set.name {
					return fmt.Errorf("alteration: (%s) is declared both P and N", p)
				}
				return fmt.Errorf("alteration: (%s) is declared %s twice", p, set.name)
			}
			seen[p.Key()] = set.name
		}
	}
	return nil
}

// Empty reports whether nothing is declared.
func (a Alteration) Empty() bool { return len(a.P) == 0 && len(a.N) == 0 }

// Label returns the declared label of p, if any.
func (a Alteration) Label(p Position) (Outcome, bool) {
	for _, q := range a.P {
		if q.Equal(p) {
			return P, true
		}
	}
	for _, q := range a.N {
		if q.Equal(p) {
			return N, true
		}
	}
	return P, false
}

// String lists the declared positions.
func (a Alteration) String() string {
	var parts []string
	for _, p := range a.P {
		parts = append(parts, "P("+p.String()+")")
	}
	for _, p := range a.N {
		parts = append(parts, "N("+p.String()+")")
	}
	return strings.Join(parts, " ")
}

// Altered is a game with an alteration: the rules-level reference for
// every altered computation.
type Altered struct {
	Base       Game
	Alteration Alteration
	declared   map[string]Outcome
}

// NewAltered checks the alteration against the base game's positions.
func NewAltered(base Game, a Alteration, arity int) (*Altered, error) {
	if err := a.Check(arity); err != nil {
		return nil, err
	}
	g := &Altered{Base: base, Alteration: a, declared: map[string]Outcome{}}
	for _, p := range a.P {
		g.declared[p.Key()] = P
	}
	for _, p := range a.N {
		g.declared[p.Key()] = N
	}
	return g, nil
}

// Check defers to the base game.
func (g *Altered) Check(p Position) error { return g.Base.Check(p) }

// Options are the base game's.
func (g *Altered) Options(p Position) []Position { return g.Base.Options(p) }

// String names the base game and the alteration.
func (g *Altered) String() string { return g.Base.String() + " altered " + g.Alteration.String() }

// NextWins takes declared labels as given and applies the usual rule
// elsewhere.
func (g *Altered) NextWins(p Position, isP func(Position) bool) bool {
	if o, ok := g.declared[p.Key()]; ok {
		return o == N
	}
	if rule, ok := g.Base.(OutcomeRule); ok {
		return rule.NextWins(p, isP)
	}
	return slices.ContainsFunc(g.Base.Options(p), isP)
}

// End says that play ends at a declared position, with its declared
// outcome (the player to move at a position declared N has won, at one
// declared P has lost), and, as in every game, when no move is left (the
// player to move has lost). Misère Wythoff declares (0,1), (1,0) P and
// (0,0) N: the player left to take the last token loses. A declared
// position ends play even when moves are left: its label is the outcome,
// so no move from it is played (Sleator, Hu and Tsin 2024 take the labels
// as given).
func (g *Altered) End(p Position) (over, moverWins bool) {
	if o, declared := g.declared[p.Key()]; declared {
		return true, o == N
	}
	return len(g.Base.Options(p)) == 0, false
}

// Shape: an altered game is played on two piles.
func (g *Altered) Shape() Shape { return TwoPiles }

// Declared returns the positions declared P and N.
func (g *Altered) Declared() Alteration { return g.Alteration }

// Unwrap returns the base game, the game before the alteration.
func (g *Altered) Unwrap() Game { return g.Base }

// Within returns the declared positions of a with x <= maxX and y <= maxY:
// in a game whose moves never raise a pile, the outcome of a position in
// that box depends on no other declaration.
func (a Alteration) Within(maxX, maxY int) Alteration {
	var out Alteration
	for _, p := range a.P {
		if p[0] <= maxX && p[1] <= maxY {
			out.P = append(out.P, p)
		}
	}
	for _, p := range a.N {
		if p[0] <= maxX && p[1] <= maxY {
			out.N = append(out.N, p)
		}
	}
	return out
}

// Declarer is implemented by altered games (Sleator, Hu and Tsin 2024):
// finitely many positions are declared P or N, and play ends there.
type Declarer interface {
	Declared() Alteration
	// Unwrap returns the game before the alteration.
	Wrapper
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
