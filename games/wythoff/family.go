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
var Family = game.MustFamily(doc, "wythoff", func(params string, hasParams bool) (game.Game, error) {
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
})

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
var DrFamily = game.MustFamily(doc, "dr", game.NeedsParameters("dr needs r: want dr:r=R, e.g. dr:r=2", func(params string) (game.Game, error) {
	kv, err := grammar.Params(params, map[string]int{"r": 1})
	if err != nil {
		return nil, err
	}
	return NewDr(kv["r"])
}))

// Shape: two piles.
func (Game) Shape() game.Shape { return game.TwoPiles }

// Shape: two piles.
func (plain) Shape() game.Shape { return game.TwoPiles }

// Shape: two piles.
func (Dr) Shape() game.Shape { return game.TwoPiles }

// Blockable reports whether the previous player may block the move from
// from to to: the diagonal moves, which take the same number from both
// piles (a type II move with i != j cannot be blocked).
func (g Game) Blockable(from, to game.Position) bool {
	return from[0] > to[0] && from[0]-to[0] == from[1]-to[1] // only the diagonal moves i = j (RULES.md §1.10)
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

// The capabilities of (p,m)-Wythoff, Wythoff's game, D_r and the line games, checked at compile time.
var (
	_ = []any{game.Shaper(Game{}), game.Blocker(Game{}), game.OutcomeRule(Game{}), game.Outcomer(Game{}),
		game.WinningMover(Game{}), game.PBoxer(Game{}), game.PairIndexer(Game{})}
	_ = []any{game.Shaper(plain{}), game.GrundyValuer(plain{}), game.TableValuer(plain{}), game.PairIndexer(plain{}),
		game.Alterer(plain{})}
	_ = []any{game.Shaper(Dr{}), game.GrundyValuer(Dr{}), game.TableValuer(Dr{}), game.PBoxer(Dr{})}
	_ = []any{game.Coster(LineGame{})}
)
