package euclid

import "github.com/mex-cgt/mex/game"

// Board: Euclid's game moves a queen on the grid of its two piles, along
// a row or a column by multiples of the smaller pile.
func (Game) Board() game.BoardKind { return game.BoardQueen }

var _ game.Boarder = Game{}
