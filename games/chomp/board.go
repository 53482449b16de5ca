package chomp

import "github.com/mex-cgt/mex/game"

// Board: the lab draws a position as a bar of squares, its rows from the
// bottom up and the poisoned square at the bottom left (game.Boarder's
// "bar"); a click, a tap or Enter on a square plays the option that takes
// it and every square above it and to its right, the move the page finds
// among Options by the row lengths it leaves.
func (Game) Board() game.BoardKind { return game.BoardBar }

var _ game.Boarder = Game{}
