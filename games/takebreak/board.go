package takebreak

import "github.com/mex-cgt/mex/game"

// Board: a take-and-break game is played on rows of pins, as the octal
// games are; the moves that leave more than two heaps of a row are played
// from the list of moves.
func (Game) Board() game.BoardKind { return game.BoardPins }

var _ game.Boarder = Game{}
