package misere_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/euclid"
	"github.com/mex-cgt/mex/games/hackenbush"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/misere"
)

// TestMisereRulesAgainstSolver ties each family's misère rules
// (game.MisereRuler) to brute-force misère play: the solver plays the
// rules with the misère ending, and the rules' outcomes and winning moves,
// and at any size (game.BigPositioner) the same on the positions written
// as big integers, must be the solver's on every small position.
func TestMisereRulesAgainstSolver(t *testing.T) {
	heaps := func(k, most int) []game.Position {
		var out []game.Position
		for n := 1; n <= k; n++ {
			positions(n, most, func(p game.Position) { out = append(out, p) })
		}
		return out
	}
	var piles []game.Position
	positions(2, 24, func(p game.Position) { piles = append(piles, p) })
	for _, c := range []struct {
		game      game.Game
		positions []game.Position
		big       bool
	}{
		{nim.Game{}, heaps(3, 6), true},
		{nim.Nimble{}, heaps(3, 6), true},
		{hackenbush.Stalks{}, heaps(3, 6), true},
		{euclid.ColeDavie, piles, true},
		{euclid.Grossman, piles, true},
		{wythoff.Game{P: 1, M: 1}.Plain(), piles, false},
		{wythoff.Game{P: 1, M: 1}, piles, false},
	} {
		rules, ok := c.game.(game.MisereRuler).MisereRules()
		if !ok {
			t.Fatalf("%s gives no misère rules", c.game)
		}
		bigRules, isBig := rules.(game.BigPositioner)
		if isBig != c.big {
			t.Errorf("%s: misère rules at any size %v; want %v", c.game, isBig, c.big)
		}
		s := game.NewSolver(misere.Of(c.game))
		for _, p := range c.positions {
			if c.game.Check(p) != nil {
				continue
			}
			if _, nimble := c.game.(nim.Nimble); nimble && !slices.IsSorted(p) {
				continue
			}
			want, err := s.Outcome(p)
			if err != nil {
				t.Fatal(err)
			}
			wantMoves, err := s.WinningMoves(p)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := rules.OutcomeOf(ctx, p); err != nil || got != want {
				t.Fatalf("misère %s at %v: the rules say %v, %v; the solver %v", c.game, p, got, err, want)
			}
			if got, err := rules.WinningMovesOf(ctx, p); err != nil || fmt.Sprint(got) != fmt.Sprint(wantMoves) {
				t.Fatalf("misère %s at %v: the rules' winning moves %v, %v; the solver's %v", c.game, p, got, err, wantMoves)
			}
			if !isBig {
				continue
			}
			if got, err := bigRules.OutcomeBig(ctx, game.BigPosition(p)); err != nil || got != want {
				t.Fatalf("misère %s at %v as big integers: %v, %v; the solver %v", c.game, p, got, err, want)
			}
			got, err := bigRules.WinningMovesBig(ctx, game.BigPosition(p))
			if err != nil || fmt.Sprint(game.SmallMoves(got)) != fmt.Sprint(wantMoves) {
				t.Fatalf("misère %s at %v as big integers: winning moves %v, %v; the solver's %v", c.game, p, got, err, wantMoves)
			}
		}
	}
}

// TestNoMisereRules: the (p,m)-Wythoff games but (1,1) have no misère
// rule, so their misère play is searched.
func TestNoMisereRules(t *testing.T) {
	for _, g := range []game.Game{wythoff.Game{P: 1, M: 2}.Plain(), wythoff.Game{P: 2, M: 1}, wythoff.Game{P: 1, M: 3}} {
		if _, ok := g.(game.MisereRuler).MisereRules(); ok {
			t.Errorf("%s gives misère rules; want none", g)
		}
		switch m := misere.Of(g).(type) {
		case misere.Ruled, misere.RuledBig:
			t.Errorf("Of(%s) is %T; want the searched misère play", g, m)
		}
	}
}
