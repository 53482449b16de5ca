package cram

import "github.com/mex-cgt/mex/game"

// Board: the lab draws a position as its picture, a board of squares with
// the covered ones filled (game.Boarder's "dominoes"); a click on an empty
// square and then on one next to it, a drag from one to the other, or the
// keyboard's cursor and Enter, plays the option that covers those two, the
// move the page finds among Options by the picture it leaves.
func (Game) Board() game.BoardKind { return game.BoardDominoes }

var _ game.Boarder = Game{}
