package turning

import (
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is the coin-turning games of Winning Ways, chapter 14.
var Family = game.Family{Name: "turning", Syntax: "turning:turtles|mock-turtles|ruler", Example: "turning:mock-turtles 3,5,8",
	Summary: "coin-turning games (Winning Ways ch. 14); a position lists the coins showing heads, 0 for none",
	Rules:   rules,
	Presets: []game.Preset{
		{Label: "Turning Turtles (= Nim)", Game: "turning:turtles", Start: "3,5,8"},
		{Label: "Mock Turtles", Game: "turning:mock-turtles", Start: "3,5,8"},
		{Label: "Ruler", Game: "turning:ruler", Start: "3,5,8"},
	},
	Parse: func(params string, hasParams bool) (game.Game, error) {
		params, err := grammar.Required(params, hasParams, "turning needs a rule: want turning:turtles, turning:mock-turtles or turning:ruler")
		if err != nil {
			return nil, err
		}
		r, err := ParseRule(params)
		if err != nil {
			return nil, err
		}
		return Game{Rule: r}, nil
	},
}

const rules = `A row of coins numbered 1, 2, 3, … from the left, each heads or tails; the position lists
the coins that show heads (0: none). A move turns over some coins, and the rightmost coin
turned must go from heads to tails. turtles (Turning Turtles): turn one or two coins.
mock-turtles (Mock Turtles): turn one, two or three coins. ruler: turn any run of
consecutive coins. The player who cannot move loses. A row is worth the nim-sum of its
single heads: n in turtles, the odious numbers 1, 2, 4, 7, 8, 11, … in mock-turtles, the
largest power of 2 dividing n in ruler.`
