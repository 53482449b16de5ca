package euclid

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is Euclid's game (Cole and Davie 1969) and Grossman's variant
// (Nivasch 2006).
var Family = game.Family{Name: "euclid", Syntax: "euclid[:grossman]", Example: "euclid 5,8",
	Summary: "Euclid's game: subtract a multiple of the smaller pile from the larger; emptying a pile wins (:grossman: piles stay positive)",
	Rules:   rules,
	Presets: []game.Preset{
		{Label: "Euclid's game (Cole and Davie)", Game: "euclid", Start: "5,12"},
		{Label: "Euclid, Grossman's variant (Nivasch's values)", Game: "euclid:grossman", Start: "7,19"},
	},
	Parse: func(params string, hasParams bool) (game.Game, error) {
		if !hasParams {
			return ColeDavie, nil
		}
		if strings.EqualFold(strings.TrimSpace(params), "grossman") {
			return Grossman, nil
		}
		return nil, fmt.Errorf("euclid takes no parameter but grossman, not %s: want euclid or euclid:grossman", grammar.Quote(params))
	},
}

const rules = `Two piles of tokens. A move subtracts a positive multiple of the smaller pile from the
larger one (either pile when they are equal), leaving it empty or smaller. The player who
empties a pile wins. In euclid:grossman no pile may be emptied and the player who cannot
move (at equal piles) loses. Cole and Davie (1969): with unequal piles the player to move
loses exactly when the larger pile is less than φ ≈ 1.618 times the smaller.`
