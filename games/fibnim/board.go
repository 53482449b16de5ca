package fibnim

import "github.com/mex-cgt/mex/game"

// Board: Fibonacci Nim is one heap whose next move is bounded by the last
// (at most twice it), so the board shows the heap, the last move and the
// most the next may take.
func (Game) Board() game.BoardKind { return game.BoardHeapLastMove }

var _ game.Boarder = Game{}
