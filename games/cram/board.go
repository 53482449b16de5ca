package cram

import "github.com/mex-cgt/mex/game"

// Board: no board of the lab draws squares yet (game.Boarder lists the
// kinds). The graph board is the one that declines a position it cannot
// read as a graph, with "play with the moves below", and leaves play to
// the move buttons, which write each option as its picture; the heaps
// board would offer tokens to click that mean another game's moves.
func (Game) Board() string { return "graph" }

var _ game.Boarder = Game{}
