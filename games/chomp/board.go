package chomp

import "github.com/mex-cgt/mex/game"

// Board: no board of the lab draws squares yet (game.Boarder lists the
// kinds it draws). The graph board declines a position it cannot read as
// a graph with "cannot be drawn; play with the moves below", and the move
// buttons write each option as its row lengths, so play goes through
// them; the heaps board, given no heaps for this shape, would draw an
// empty strip under a legend about tokens.
func (Game) Board() string { return "graph" }

var _ game.Boarder = Game{}
