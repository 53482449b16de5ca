package game

import "context"

// MisereValuer is implemented by games played under the misère
// convention: MisereGrundy is G⁻(p), the misère Grundy value (the mex of
// the options' G⁻, with 1 for a position with no move); MisereHeapValues
// is G⁻(0..n) of single heaps of a heap game.
type MisereValuer interface {
	MisereGrundy(ctx context.Context, p Position) (int, error)
	MisereHeapValues(ctx context.Context, n int) ([]int, error)
}

// MisereRuler is implemented by games whose misère play follows a rule of
// their own, not a search: Bouton's misère rule for Nim, Nimble and bamboo
// stalks, Wythoff's pairs with (0,0) and {1,2} replaced by {0,1} and
// (2,2), Euclid's columns. MisereRules returns the fast paths of that
// play; ok is false for the games of a family that have none ((p,m)-Wythoff
// but for p = m = 1). Misère play of such a game (misere.Of) answers
// through them.
type MisereRuler interface {
	MisereRules() (rules MisereRules, ok bool)
}

// MisereRules are the fast paths of a game's misère play, for positions
// the game has checked: the outcome of a position and its winning moves
// (the options that are misère P-positions, without duplicates, in the
// order Options lists them). Rules that answer positions of any size
// also implement BigPositioner, the same questions for coordinates beyond
// int (and BigChecker when the game forbids some coordinates); Coster and
// OutcomeMethoder, where implemented, say what a question costs in misère
// play and how its outcome was decided.
type MisereRules interface {
	Outcomer
	WinningMover
}

// MisereNimIsP reports whether heaps of Nim are a P-position in misère
// play, by Bouton's misère rule: when every heap is 0 or 1, iff the
// number of 1s is odd; otherwise iff their nim-sum is 0. A sum of tame
// games follows it on its stand-in heaps (Conway's genus theory).
func MisereNimIsP(heaps []int) bool {
	ones, big := 0, false
	for _, h := range heaps {
		switch {
		case h == 1:
			ones++
		case h > 1:
			big = true
		}
	}
	if !big {
		return ones%2 == 1
	}
	return NimSum(heaps...) == 0
}
