package imitation

import "github.com/mex-cgt/mex/game"

// Board: Imitation Nim is played on its two piles of tokens with the
// imitations it remembers.
func (Game) Board() string { return "record" }

var _ game.Boarder = Game{}
