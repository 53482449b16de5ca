package subtraction

import "github.com/mex-cgt/mex/game"

// Board: a subtraction game takes tokens from the end of a row.
func (Set) Board() string { return "heaps" }

// Board: a subtraction game takes tokens from the end of a row.
func (AllBut) Board() string { return "heaps" }

var _ = []game.Boarder{Set{}, AllBut{}}
