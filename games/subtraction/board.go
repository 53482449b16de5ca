package subtraction

import "github.com/mex-cgt/mex/game"

// Board: a subtraction game takes tokens from the end of a row.
func (Set) Board() game.BoardKind { return game.BoardHeaps }

// Board: a subtraction game takes tokens from the end of a row.
func (AllBut) Board() game.BoardKind { return game.BoardHeaps }

var _ = []game.Boarder{Set{}, AllBut{}}
