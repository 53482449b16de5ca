package octal

import "github.com/mex-cgt/mex/game"

// Board: an octal game is played on rows of pins, as Kayles is bowled: a
// move knocks down pins next to each other and leaves the pins on either
// side as heaps (Grundy's game splits a row without knocking any).
func (Rules) Board() game.BoardKind { return game.BoardPins }

var _ game.Boarder = Rules{}
