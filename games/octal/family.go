package octal

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is the octal games: take-and-break games given by an octal code
// d0.d1d2… (Guy and Smith 1956).
var Family = game.Family{Name: "octal", Syntax: "octal:CODE", Example: "octal:0.137 20",
	Summary: "take-and-break game with octal code d0.d1d2…",
	Rules:   rules,
	Presets: []game.Preset{{Label: "octal:0.6", Game: "octal:0.6", Start: "21"}},
	Parse:   parseCode,
}

func parseCode(params string, hasParams bool) (game.Game, error) {
	code, err := grammar.Required(params, hasParams, "octal needs a code: want octal:CODE, e.g. octal:0.77")
	if err != nil {
		return nil, err
	}
	if len(code) > MaxDigits+8 {
		return nil, fmt.Errorf("octal code %s is too long: at most %d digits after the point are supported", grammar.Quote(code), MaxDigits)
	}
	return Parse(code)
}

// KaylesFamily is Kayles, octal:0.77 (Dudeney 1908; Guy and Smith 1956).
var KaylesFamily = game.Family{Name: "kayles", Syntax: "kayles", Example: "kayles 10",
	Summary: "= octal:0.77",
	Rules:   kaylesRules,
	Presets: []game.Preset{{Label: "Kayles", Game: "kayles", Start: "9"}},
	Parse:   named("0.77", "kayles"),
}

// DawsonFamily is Dawson's Kayles, octal:0.07.
var DawsonFamily = game.Family{Name: "dawson", Syntax: "dawson", Example: "dawson 10",
	Summary: "Dawson's Kayles, = octal:0.07",
	Rules:   dawsonRules,
	Presets: []game.Preset{{Label: "Dawson's Kayles", Game: "dawson", Start: "11"}},
	Parse:   named("0.07", "dawson"),
}

// GrundyFamily is Grundy's game: split a heap into two unequal heaps.
var GrundyFamily = game.Family{Name: "grundy", Syntax: "grundy", Example: "grundy 10",
	Summary: "Grundy's game: split a heap into two unequal heaps",
	Rules:   grundyRules,
	Presets: []game.Preset{{Label: "Grundy's game", Game: "grundy", Start: "13"}},
	Parse:   game.NoParameters(GrundyGame()),
}

func named(code, name string) func(string, bool) (game.Game, error) {
	r, err := Parse(code)
	if err != nil {
		panic(err) // the codes above are constants
	}
	return game.NoParameters(r.Named(name))
}

var (
	_ game.HeapSequencer = Rules{}
	_ game.Coster        = Rules{}
	_ game.Sequencer     = Rules{}
)

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

// Coder is implemented by games that are octal games written another way
// (take-and-break codes with octal digits, Grundy's game as 4!.0), so that
// the sparse-space engine computes them.
type Coder interface {
	OctalRules() (Rules, bool)
}

// RulesOf returns the octal rules of g: g itself when it is an octal game,
// else the rules a Coder gives.
func RulesOf(g game.Game) (Rules, bool) {
	switch v := g.(type) {
	case Rules:
		return v, true
	case Coder:
		return v.OctalRules()
	}
	return Rules{}, false
}

const rules = `Heaps of tokens in a row. The octal code d0.d1d2… says what a move may do: take k tokens
from a heap when digit dk allows it, leaving nothing (bit 1), one heap (bit 2) or two heaps
(bit 4) of what remains. The player who cannot move loses. Guy and Smith (1956).`

const kaylesRules = `A row of pins. A move knocks down one pin or two adjacent pins, which may split the row in
two. The player who knocks down the last pin wins. Its values are periodic with period 12
after heap 70 (Guy and Smith 1956).`

const dawsonRules = `A row of pins. A move knocks down two adjacent pins, which may split the row in two. The
player who cannot move loses. Its values are periodic with period 34 after heap 52.`

const grundyRules = `Heaps of tokens. A move splits one heap into two non-empty heaps of different sizes. The
player who cannot move loses. Whether its values are eventually periodic is open (computed
far beyond 2^30).`
