package graphkayles

import "github.com/mex-cgt/mex/game"

// Board: Node Kayles and Arc Kayles are played on the drawn graph, a
// vertex (Node Kayles) or an edge (Arc Kayles) clicked.
func (Game) Board() game.BoardKind { return game.BoardGraph }

var _ game.Boarder = Game{}
