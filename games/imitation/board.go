package imitation

import "github.com/mex-cgt/mex/game"

// Board: Imitation Nim is played on its two piles of tokens with the
// imitations it remembers.
func (Game) Board() game.BoardKind { return game.BoardRecord }

var _ game.Boarder = Game{}
