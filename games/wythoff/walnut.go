package wythoff

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// nimMoves is the formula of the moves along a row or a column: take any
// positive number from one pile (variables as game.MoveFormulaer says:
// (a,b) -> (c,d)).
const nimMoves = "(c<a & d=b) | (c=a & d<b)"

// MoveFormula states the moves of (1,m)-Wythoff Nim in Walnut's language:
// from one pile, or i from the first and j from the second with i, j > 0
// and |i-j| < m (m = 1: the same number from both). With p > 1 the
// blocking rule is not a move relation: false.
func (g Game) MoveFormula() (string, bool) {
	if g.P != 1 {
		return "", false
	}
	if g.M == 1 {
		return nimMoves + " | (c<a & a-c=b-d)", true
	}
	return fmt.Sprintf("%s | (E i,j i>0 & j>0 & a=c+i & b=d+j & i<j+%d & j<i+%d)", nimMoves, g.M, g.M), true
}

// MoveFormula states the moves of (1,m)-Wythoff Nim.
func (p plain) MoveFormula() (string, bool) { return p.g.MoveFormula() }

// MoveFormula states the moves of D_r: from one pile, or the same k > 0
// from both when r divides k.
func (d Dr) MoveFormula() (string, bool) {
	if d.R == 1 {
		return Game{P: 1, M: 1}.MoveFormula()
	}
	return fmt.Sprintf("%s | (E k k>0 & a=c+%d*k & b=d+%d*k)", nimMoves, d.R, d.R), true
}

var (
	_ game.MoveFormulaer = Game{}
	_ game.MoveFormulaer = plain{}
	_ game.MoveFormulaer = Dr{}
)
