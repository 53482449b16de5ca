package nimhoff

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is Linear Nimhoff (Fraenkel's Nimhoff games with linear rules;
// Sleator, Hu and Tsin 2024).
var Family = game.Family{Name: "nimhoff", Syntax: "nimhoff:a,b/a,b/…", Example: "nimhoff:1,0/0,1/1,2 3,4",
	Summary: "Linear Nimhoff: each rule (a,b) removes k a and k b for any k >= 1",
	Rules:   rules,
	Presets: []game.Preset{{Label: "Linear Nimhoff (1,0),(0,1),(1,1),(1,2)", Game: "nimhoff:1,0/0,1/1,1/1,2", Start: "5,7"}},
	Parse:   parseRules,
}

func parseRules(params string, hasParams bool) (game.Game, error) {
	params, err := grammar.Required(params, hasParams, "nimhoff needs rules: want nimhoff:a,b/a,b/…, e.g. nimhoff:1,0/0,1/1,1")
	if err != nil {
		return nil, err
	}
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

var (
	_ game.Shaper       = Rules{}
	_ game.Alterer      = Rules{}
	_ game.Outcomer     = Rules{}
	_ game.Coster       = Rules{}
	_ game.Outcomer     = (*Altered)(nil)
	_ game.WinningMover = (*Altered)(nil)
	_ game.Declarer     = (*Altered)(nil)
)

const rules = `Two piles of tokens and a list of rules (a,b). A move picks a rule and a whole number k >= 1
and removes k·a tokens from the first pile and k·b from the second. The player who cannot
move loses. With the rules (1,0), (0,1) and (1,1) it is Wythoff's game.`
