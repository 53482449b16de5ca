package nim

import "github.com/mex-cgt/mex/game"

// Board: Nim is played on rows of tokens, a row a heap.
func (Game) Board() string { return "heaps" }

// Board: Nimble's coins slide left as Nim's heaps shrink, so it is played
// on rows of tokens, a row a coin's distance from the left end.
func (Nimble) Board() string { return "heaps" }

var _ = []game.Boarder{Game{}, Nimble{}}
