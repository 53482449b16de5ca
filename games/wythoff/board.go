package wythoff

import "github.com/mex-cgt/mex/game"

// Board: (p,m)-Wythoff is Corner the Queen.
func (Game) Board() string { return "queen" }

// Board: Wythoff's game is Corner the Queen.
func (plain) Board() string { return "queen" }

// Board: D_r moves a queen whose diagonal steps are multiples of r.
func (Dr) Board() string { return "queen" }

// Board: k-blocking Wythoff Nim is Corner the Queen with blocked squares.
func (BlockingGame) Board() string { return "queen" }

var _ = []game.Boarder{Game{}, plain{}, Dr{}, BlockingGame{}}
