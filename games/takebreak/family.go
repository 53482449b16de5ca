package takebreak

import (
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/grammar"
)

// Family is the take-and-break games in CGSuite's code notation.
var Family = game.Family{Name: "takebreak", Syntax: "takebreak:CODE", Example: "takebreak:0.3F 20",
	Summary: "take-and-break game in CGSuite's code notation: digits 0-9 A-V, {2,3}, {2+}, ! ? =, [repeats]",
	Rules:   rules,
	Presets: []game.Preset{{Label: "Grundy's game as a code", Game: "takebreak:4!.0", Start: "13"}},
	Parse: func(params string, hasParams bool) (game.Game, error) {
		code, err := grammar.Required(params, hasParams, "takebreak needs a code: want takebreak:CODE, e.g. takebreak:4!.0 or takebreak:0.[3]")
		if err != nil {
			return nil, err
		}
		return ParseGame(code)
	},
}

// HexFamily is the hexadecimal games of Winning Ways.
var HexFamily = game.Family{Name: "hex", Syntax: "hex:CODE", Example: "hex:0.3F 20",
	Summary: "hexadecimal take-and-break game (Winning Ways): digits 0-F, bit 3 leaves three heaps",
	Rules:   hexRules,
	Parse: func(params string, hasParams bool) (game.Game, error) {
		code, err := grammar.Required(params, hasParams, "hex needs a code: want hex:CODE, e.g. hex:0.3F")
		if err != nil {
			return nil, err
		}
		return ParseHex(code)
	},
}

var (
	_ game.HeapValuer   = Game{}
	_ game.GrundyValuer = Game{}
	_ game.PeriodProver = Game{}
	_ game.Coster       = Game{}
)

// HeapRules returns the game's rules for misère analysis; when a move
// may leave more than two heaps they also give HeapParts.
func (g Game) HeapRules() (game.HeapRules, bool) {
	if m := g.code.MaxHeaps(); m < 0 || m > 2 {
		return manyHeapRules{heapRules{g}}, true
	}
	return heapRules{g}, true
}

type heapRules struct{ Game }

// manyHeapRules are the rules of a code some of whose moves leave three
// heaps or more: HeapOptions lists only the options that leave at most
// two, and misère analysis reads HeapParts instead (the quotient solver
// refuses them).
type manyHeapRules struct{ heapRules }

func (r manyHeapRules) HeapParts(n int, visit func(parts []int)) {
	r.code.HeapMoves(n, func(parts []int) bool {
		visit(parts)
		return true
	})
}

func (r manyHeapRules) Splits() bool { return true }

func (r heapRules) HeapOptions(n int, visit func(a, b int)) {
	r.code.HeapMoves(n, func(parts []int) bool {
		switch len(parts) {
		case 0:
			visit(0, 0)
		case 1:
			visit(parts[0], 0)
		case 2:
			visit(parts[0], parts[1])
		}
		return true
	})
}

func (r heapRules) GrundySequence(n int) []int { return r.code.GrundySequence(n) }

func (r heapRules) Splits() bool { return r.code.MaxHeaps() == 2 }

func (r heapRules) RemovesTokens() bool { return r.code.Digit(0).IsZero() }

var (
	_ game.HeapRuler       = Game{}
	_ game.HeapPartitioner = manyHeapRules{}
)

// OctalRules returns the octal rules of the game when its code is octal
// or Grundy's game (4!.0), for the sparse-space engine.
func (g Game) OctalRules() (octal.Rules, bool) {
	r, ok := g.code.octalRules()
	if ok {
		r = r.Named(g.name)
	}
	return r, ok
}

var _ octal.Coder = Game{}

const rules = `Heaps of tokens. Digit k of the code says what a move that takes k tokens from a heap may
leave: bit j allows leaving j heaps; the digit before the point is for taking a whole heap.
Modifiers restrict the heaps left (! unequal, ? distinct from the rest, = equal). The player
who cannot move loses. takebreak:4!.0 is Grundy's game.`

const hexRules = `Heaps of tokens. Hex digit k says what a move that takes k tokens from a heap may leave:
nothing (bit 0), one heap (bit 1), two heaps (bit 2) or three heaps (bit 3). The player who
cannot move loses.`
