package turning

import (
	"github.com/mex-cgt/mex/game"
)

// Family is the coin-turning games of Winning Ways, chapter 14.
var Family = game.MustFamily(doc, "turning", game.NeedsParameters("turning needs a rule: want turning:turtles, turning:mock-turtles or turning:ruler",
	func(params string) (game.Game, error) {
		r, err := ParseRule(params)
		if err != nil {
			return nil, err
		}
		return Game{Rule: r}, nil
	}))
