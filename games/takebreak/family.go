package takebreak

import (
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/sparse"
)

// Family is the take-and-break games in CGSuite's code notation.
var Family = game.MustFamily(doc, "takebreak",
	game.NeedsParameters("takebreak needs a code: want takebreak:CODE, e.g. takebreak:4!.0 or takebreak:0.[3]", ParseGame))

// HexFamily is the hexadecimal games of Winning Ways.
var HexFamily = game.MustFamily(doc, "hex", game.NeedsParameters("hex needs a code: want hex:CODE, e.g. hex:0.3F", ParseHex))

// The capabilities of the take-and-break games, checked at compile time.
var _ = []any{game.HeapValuer(Game{}), game.GrundyValuer(Game{}), game.PeriodProver(Game{}), game.Coster(Game{})}

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

// SparseRules returns the rules of the sparse-space engine when the code
// is octal or Grundy's game (4!.0).
func (g Game) SparseRules() (sparse.Rules, bool) { return g.code.sparseRules(g.name) }

var _ sparse.Ruler = Game{}
