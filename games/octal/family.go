package octal

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is the octal games: take-and-break games given by an octal code
// d0.d1d2… (Guy and Smith 1956).
var Family = game.MustFamily(doc, "octal", game.NeedsParameters("octal needs a code: want octal:CODE, e.g. octal:0.77", parseCode))

func parseCode(code string) (game.Game, error) {
	if len(code) > MaxDigits+8 {
		return nil, fmt.Errorf("octal code %s is too long: at most %d digits after the point are supported", grammar.Quote(code), MaxDigits)
	}
	return Parse(code)
}

// KaylesFamily is Kayles, octal:0.77 (Dudeney 1908; Guy and Smith 1956).
var KaylesFamily = game.MustFamily(doc, "kayles", named("0.77", "kayles"))

// DawsonFamily is Dawson's Kayles, octal:0.07.
var DawsonFamily = game.MustFamily(doc, "dawson", named("0.07", "dawson"))

// GrundyFamily is Grundy's game: split a heap into two unequal heaps.
var GrundyFamily = game.MustFamily(doc, "grundy", game.NoParameters(GrundyGame()))

func named(code, name string) func(string, bool) (game.Game, error) {
	r, err := Parse(code)
	if err != nil {
		panic(err) // the codes above are constants
	}
	return game.NoParameters(r.Named(name))
}

// The capabilities of the octal games, checked at compile time.
var _ = []any{game.HeapSequencer(Rules{}), game.Coster(Rules{}), game.Sequencer(Rules{})}

// HeapRules returns r: every move of an octal game acts on one heap and
// leaves at most two.
func (r Rules) HeapRules() (game.HeapRules, bool) { return r, true }

// Splits reports whether some move leaves two heaps.
func (r Rules) Splits() bool {
	if r.Grundy {
		return true
	}
	for _, d := range r.Digits {
		if d&4 != 0 {
			return true
		}
	}
	return false
}

// RemovesTokens reports whether every move removes a token (no digit d0
// allows splitting a heap without taking).
func (r Rules) RemovesTokens() bool { return !r.Grundy && r.Digits[0] == 0 }

var _ game.HeapRuler = Rules{}
