package nimhoff

import "github.com/mex-cgt/mex/game"

// Board: a Linear Nimhoff game moves a queen on the grid of its two piles.
func (Rules) Board() game.BoardKind { return game.BoardQueen }

var _ game.Boarder = Rules{}
