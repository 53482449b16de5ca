package hackenbush

import "github.com/mex-cgt/mex/game"

// Board: bamboo stalks stand on the ground; chopping a segment drops the
// segments above it.
func (Stalks) Board() game.BoardKind { return game.BoardGround }

// Board: a graph stands on the ground (vertex 0); chopping an edge drops
// whatever no longer reaches the ground.
func (Graph) Board() game.BoardKind { return game.BoardGround }

var _ = []game.Boarder{Stalks{}, Graph{}}
