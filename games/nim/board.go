package nim

import "github.com/mex-cgt/mex/game"

// Board: Nim is played on rows of tokens, a row a heap.
func (Game) Board() game.BoardKind { return game.BoardHeaps }

// Board: Nimble's coins slide left as Nim's heaps shrink, so it is played
// on rows of tokens, a row a coin's distance from the left end.
func (Nimble) Board() game.BoardKind { return game.BoardHeaps }

var _ = []game.Boarder{Game{}, Nimble{}}
