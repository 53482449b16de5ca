package euclid

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is Euclid's game (Cole and Davie 1969) and Grossman's variant
// (Nivasch 2006).
var Family = game.MustFamily(doc, "euclid", func(params string, hasParams bool) (game.Game, error) {
	if !hasParams {
		return ColeDavie, nil
	}
	if strings.EqualFold(strings.TrimSpace(params), "grossman") {
		return Grossman, nil
	}
	return nil, fmt.Errorf("euclid takes no parameter but grossman, not %s: want euclid or euclid:grossman", grammar.Quote(params))
})
