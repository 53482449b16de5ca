package nim

import "github.com/mex-cgt/mex/game"

// MoveFormula states the moves of Nim on exactly two heaps (a,b) -> (c,d)
// in Walnut's language: a positive number taken from one heap.
func (Game) MoveFormula() (string, bool) { return "(c<a & d=b) | (c=a & d<b)", true }

var _ game.MoveFormulaer = Game{}
