package misere

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// Game is a game played under the misère convention: the player who
// cannot move wins. It implements game.OutcomeRule, so the brute-force
// game.Solver plays it, and game.Ender, so that play knows who has won.
type Game struct {
	inner   game.Game
	altered *game.Altered // inner as an altered game, if it is one
}

// Of returns g played under the misère convention. Of of a game already
// in misère play returns it unchanged. A game whose misère play follows a
// rule of its own (game.MisereRuler: Nim, Nimble and bamboo Hackenbush by
// Bouton's misère rule, Wythoff's and Euclid's games) comes back as one
// that answers outcomes and winning moves by that rule, at any size when
// the rule does; heap games (octal, subtraction, Grundy's game) as one
// that answers sums of tame heaps by genus.
func Of(g game.Game) game.Game {
	switch v := g.(type) {
	case Game, Ruled, RuledBig, Heaps:
		return v
	}
	if r, ok := g.(game.MisereRuler); ok {
		if rules, ok := r.MisereRules(); ok {
			ruled := Ruled{Game: newGame(g), rules: rules}
			if b, ok := rules.(game.BigPositioner); ok {
				return RuledBig{Ruled: ruled, big: b}
			}
			return ruled
		}
	}
	if r, ok := heapRulesOf(g); ok {
		return Heaps{Game: newGame(g), rules: r}
	}
	return newGame(g)
}

func newGame(g game.Game) Game {
	m := Game{inner: g}
	m.altered, _ = g.(*game.Altered)
	return m
}

// Unwrap returns the game whose misère play g is.
func (g Game) Unwrap() game.Game { return g.inner }

// Check defers to the inner game.
func (g Game) Check(p game.Position) error { return g.inner.Check(p) }

// Options are the inner game's.
func (g Game) Options(p game.Position) []game.Position { return g.inner.Options(p) }

// String names the inner game with the prefix "misère ".
func (g Game) String() string { return "misère " + g.inner.String() }

// NextWins: a declared position of an altered game has its declared
// outcome; a position with no option is won by the mover; elsewhere the
// inner game's outcome rule, or "some option is P", decides.
func (g Game) NextWins(p game.Position, isP func(game.Position) bool) bool {
	if g.altered != nil {
		if o, ok := g.altered.Alteration.Label(p); ok {
			return o == game.N
		}
	}
	options := g.inner.Options(p)
	if len(options) == 0 {
		return true
	}
	if rule, ok := g.inner.(game.OutcomeRule); ok {
		return rule.NextWins(p, isP)
	}
	return slices.ContainsFunc(options, isP)
}

// End reports that play is over at a declared position of an altered game
// (with its declared winner) and at a position with no option, where the
// player to move has won.
func (g Game) End(p game.Position) (over, moverWins bool) {
	if g.altered != nil {
		if o, ok := g.altered.Alteration.Label(p); ok {
			return true, o == game.N
		}
	}
	if len(g.inner.Options(p)) == 0 {
		return true, true
	}
	return false, false
}

// Ruled is a game in misère play whose misère play follows a rule of its
// own (game.MisereRuler): Bouton's misère rule for Nim, Wythoff's pairs,
// Euclid's columns. Its outcomes and winning moves are the rule's.
type Ruled struct {
	Game
	rules game.MisereRules
}

// OutcomeOf answers by the game's misère rule.
func (g Ruled) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	return g.rules.OutcomeOf(ctx, p)
}

// WinningMovesOf lists the options of p that are misère P-positions, in
// the order Options lists them, by the game's misère rule.
func (g Ruled) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	return g.rules.WinningMovesOf(ctx, p)
}

// OutcomeMethod names the rule that decided, when the rules name it ("").
func (g Ruled) OutcomeMethod(ctx context.Context, p game.Position) string {
	if m, ok := g.rules.(game.OutcomeMethoder); ok {
		return m.OutcomeMethod(ctx, p)
	}
	return ""
}

// RuledBig is Ruled for rules that answer positions of any size
// (game.BigPositioner): misère Nim and Euclid at any size.
type RuledBig struct {
	Ruled
	big game.BigPositioner
}

// OutcomeBig is OutcomeOf at any size.
func (g RuledBig) OutcomeBig(ctx context.Context, p []*big.Int) (game.Outcome, error) {
	return g.big.OutcomeBig(ctx, p)
}

// WinningMovesBig is WinningMovesOf at any size.
func (g RuledBig) WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	return g.big.WinningMovesBig(ctx, p)
}

// CheckBig is the rules' check at any size (none when they have none).
func (g RuledBig) CheckBig(p []*big.Int) error {
	if c, ok := g.big.(game.BigChecker); ok {
		return c.CheckBig(p)
	}
	return nil
}

// Heaps is a heap game (octal, subtraction, Grundy's game) in misère play.
// Its OutcomeOf reads a sum of tame heaps off their genera (Conway's
// theorem) and solves other positions by brute force.
type Heaps struct {
	Game
	rules heapRules
}

// MaxOutcomeHeap bounds the heaps whose genus OutcomeOf computes for games
// that split heaps (the genus of heap 40 of Kayles takes seconds); games
// that never split are valued at any heap up to MaxGenusLine.
const MaxOutcomeHeap = 24

// OutcomeOf returns the misère outcome of a list of heaps.
func (g Heaps) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	if o, ok, err := tameOutcome(ctx, g.rules, p); err != nil || ok {
		return o, err
	}
	if err := checkReachable(g.rules, fromHeaps(p), fmt.Sprintf("the misère outcome of %s at %s", g.inner, p), DefaultLimit); err != nil {
		return game.P, err
	}
	s := newSolver(g.rules)
	isP, err := s.isP(ctx, fromHeaps(p))
	return game.Outcome(!isP), err
}

// tameOutcome answers p by genus when every heap of p is tame; ok is false
// when some heap is not (or too large to have its genus computed here).
func tameOutcome(ctx context.Context, r heapRules, p game.Position) (o game.Outcome, ok bool, err error) {
	largest := slices.Max(p)
	if (r.Splits() && largest > MaxOutcomeHeap) || largest > MaxGenusLine {
		return game.P, false, nil
	}
	t, err := genusTable(ctx, r, largest)
	if err != nil {
		return game.P, false, err
	}
	var stand []int
	for _, h := range p {
		if !t.tame[h] {
			return game.P, false, nil
		}
		stand = append(stand, t.genera[h].NimStandIn()...)
	}
	return game.Outcome(!game.MisereNimIsP(stand)), true, nil
}

// WinningMovesOf lists the options of p that are misère P-positions, by
// the brute-force search of OutcomeOf, refused up front when the sums
// below p are too many.
func (g Heaps) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	if err := checkReachable(g.rules, fromHeaps(p), fmt.Sprintf("the winning misère moves of %s at %s", g.inner, p), DefaultLimit); err != nil {
		return nil, err
	}
	s := newSolver(g.rules)
	var moves []game.Position
	for _, q := range g.Options(p) {
		isP, err := s.isP(ctx, fromHeaps(q))
		if err != nil {
			return nil, err
		}
		if isP {
			moves = append(moves, q)
		}
	}
	return moves, nil
}

// String of a Heaps game.
func (g Heaps) String() string { return g.Game.String() }
