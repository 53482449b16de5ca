package wythoff

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/grammar"
)

// Family is (p,m)-Wythoff Nim (Wythoff 1907; Larsson 2009, 2011).
var Family = game.Family{Name: "wythoff", Syntax: "wythoff[:p=P,m=M|block=K]", Example: "wythoff:p=2,m=3 4,10",
	Summary: "Wythoff Nim (Corner the Queen); (p,m): |i-j| < m, p-1 diagonal options blocked; block=K: K-1 options of any kind blocked",
	Rules:   rules,
	Presets: []game.Preset{
		{Label: "Wythoff — Corner the Queen", Game: "wythoff", Start: "3,6"},
		{Label: "(2,1)-Wythoff with blocking", Game: "wythoff:p=2,m=1", Start: "4,6"},
		{Label: "(2,3)-Wythoff", Game: "wythoff:p=2,m=3", Start: "5,9"},
		{Label: "2-blocking Wythoff (block any one option)", Game: "wythoff:block=2", Start: "6,9"},
		{Label: "Misère Wythoff (an alteration)", Game: "wythoff", Alter: "P 0,1; P 1,0; N 0,0", Start: "4,6"},
		{Label: "Wythoff altered by P(3,4)", Game: "wythoff", Alter: "P 3,4", Start: "6,10"},
	},
	Parse: func(params string, hasParams bool) (game.Game, error) {
		// block=K is read only when given, so that the messages about
		// p and m stay those of (p,m)-Wythoff
		blocking := hasParams && givesKey(params, "block")
		defaults := map[string]int{"p": 1, "m": 1}
		if blocking {
			defaults["block"] = 1
		}
		kv, err := grammar.Optional(params, hasParams, defaults)
		if err != nil {
			return nil, err
		}
		if blocking {
			if givesKey(params, "p") || givesKey(params, "m") {
				return nil, fmt.Errorf("wythoff: block=K (k-blocking Wythoff Nim, any option blocked; Larsson 2011) and p,m ((p,m)-Wythoff, diagonal options blocked; Larsson 2009) are two games: give block alone (wythoff:block=%d) or p,m alone", kv["block"])
			}
			b, err := NewBlockingGame(kv["block"])
			switch {
			case err != nil:
				return nil, err
			case b.K == 1:
				return Game{P: 1, M: 1}.Plain(), nil // block=1 is Wythoff's game
			}
			return b, nil
		}
		g, err := NewGame(kv["p"], kv["m"])
		if err != nil {
			return nil, err
		}
		return g.Plain(), nil
	},
}

// givesKey reports whether the parameters name key (as key=value).
func givesKey(params, key string) bool {
	for _, item := range strings.Split(params, ",") {
		k, _, _ := strings.Cut(item, "=")
		if strings.TrimSpace(k) == key {
			return true
		}
	}
	return false
}

// DrFamily is D_r (Duchêne, Fraenkel, Nowakowski and Rigo 2010).
var DrFamily = game.Family{Name: "dr", Syntax: "dr:r=R", Example: "dr:r=2 2,3",
	Summary: "D_r: Nim moves, or the same k from both piles when r divides k",
	Rules:   drRules,
	Presets: []game.Preset{{Label: "D_2 (diagonal moves by even amounts)", Game: "dr:r=2", Start: "6,6"}},
	Parse: func(params string, hasParams bool) (game.Game, error) {
		params, err := grammar.Required(params, hasParams, "dr needs r: want dr:r=R, e.g. dr:r=2")
		if err != nil {
			return nil, err
		}
		kv, err := grammar.Params(params, map[string]int{"r": 1})
		if err != nil {
			return nil, err
		}
		return NewDr(kv["r"])
	},
}

// Shape: two piles.
func (Game) Shape() game.Shape { return game.TwoPiles }

// Shape: two piles.
func (plain) Shape() game.Shape { return game.TwoPiles }

// Shape: two piles.
func (Dr) Shape() game.Shape { return game.TwoPiles }

// Blockable reports whether the previous player may block the move from
// from to to: the diagonal moves, which take from both piles.
func (g Game) Blockable(from, to game.Position) bool {
	return from[0] > to[0] && from[1] > to[1]
}

// GrundyTable fills G(x, y) along Wythoff's lines.
func (p plain) GrundyTable(ctx context.Context, n int) ([][]int, error) {
	if p.g.M != 1 {
		return nil, errors.ErrUnsupported
	}
	return LineGame{DiagonalStep: 1}.GrundyTableContext(ctx, n)
}

// GrundyTable fills G(x, y) along the lines of D_r.
func (d Dr) GrundyTable(ctx context.Context, n int) ([][]int, error) {
	return LineGame{DiagonalStep: d.R}.GrundyTableContext(ctx, n)
}

// Pairs returns the P-positions (a_i, b_i), i = from..from+count-1.
func (g Game) Pairs(ctx context.Context, from *big.Int, count int) ([][2]*big.Int, error) {
	return PairsContext(ctx, g.P, g.M, from, count)
}

// Pairs returns Wythoff's pairs (a_i, b_i), i = from..from+count-1.
func (p plain) Pairs(ctx context.Context, from *big.Int, count int) ([][2]*big.Int, error) {
	return p.g.Pairs(ctx, from, count)
}

// Alter returns Wythoff's game (m = 1) with the alteration, answered by
// the column algorithm; other games of the family by the solver.
func (p plain) Alter(alt game.Alteration) (game.Game, error) {
	rules, err := game.NewAltered(p, alt, 2)
	if err != nil || p.g.M != 1 {
		return rules, err
	}
	return nimhoff.NewAltered(nimhoff.Wythoff(), rules)
}

var (
	_ game.Shaper       = Game{}
	_ game.Blocker      = Game{}
	_ game.OutcomeRule  = Game{}
	_ game.Outcomer     = Game{}
	_ game.WinningMover = Game{}
	_ game.PBoxer       = Game{}
	_ game.PairIndexer  = Game{}
	_ game.Shaper       = plain{}
	_ game.GrundyValuer = plain{}
	_ game.TableValuer  = plain{}
	_ game.PairIndexer  = plain{}
	_ game.Alterer      = plain{}
	_ game.Shaper       = Dr{}
	_ game.GrundyValuer = Dr{}
	_ game.TableValuer  = Dr{}
	_ game.PBoxer       = Dr{}
	_ game.Coster       = LineGame{}
)

const rules = `Two piles of tokens, or a queen on a board moving towards the corner. A move takes any
number of tokens from one pile, or i from one and j from the other with |i - j| < m (m = 1:
the same number from both). With p > 1, the player who has just moved may block up to p - 1
of the opponent's diagonal moves for one turn. With block=K (Wythoff's moves; Larsson 2011),
the player who has just moved may block up to K - 1 of the opponent's options of any kind
for one turn. The player who cannot move loses. Wythoff
(1907): with p = m = 1 the P-positions are the pairs (⌊nφ⌋, ⌊nφ²⌋).`

const drRules = `Two piles of tokens. A move takes any number of tokens from one pile, or the same number k
from both piles when r divides k. The player who cannot move loses.`
