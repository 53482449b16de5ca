package nimhoff

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is Linear Nimhoff (Fraenkel's Nimhoff games with linear rules;
// Sleator, Hu and Tsin 2024).
var Family = game.MustFamily(doc, "nimhoff", game.NeedsParameters("nimhoff needs rules: want nimhoff:a,b/a,b/…, e.g. nimhoff:1,0/0,1/1,1", parseRules))

func parseRules(params string) (game.Game, error) {
	var vectors []Vector
	for _, part := range strings.Split(params, "/") {
		v, err := grammar.ParseInts(part, "rule entry")
		if err != nil {
			return nil, err
		}
		if len(v) != 2 {
			return nil, fmt.Errorf("rule %s: want two entries a,b", grammar.Quote(part))
		}
		vectors = append(vectors, Vector{A: v[0], B: v[1]})
	}
	return NewRules(vectors)
}

// Shape: two piles.
func (Rules) Shape() game.Shape { return game.TwoPiles }

// Alter returns the rules with the alteration, answered by the column
// algorithm when the rules contain (1,0) and (0,1), else by the solver.
func (r Rules) Alter(alt game.Alteration) (game.Game, error) {
	plain, err := game.NewAltered(r, alt, 2)
	if err != nil || !r.Columnar() {
		return plain, err
	}
	return NewAltered(r, plain)
}

// The capabilities of Linear Nimhoff and its altered games, checked at compile time.
var (
	_ = []any{game.Shaper(Rules{}), game.Alterer(Rules{}), game.Outcomer(Rules{}), game.Coster(Rules{})}
	_ = []any{game.Outcomer((*Altered)(nil)), game.WinningMover((*Altered)(nil)), game.Declarer((*Altered)(nil))}
)
