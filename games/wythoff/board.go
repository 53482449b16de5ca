package wythoff

import "github.com/mex-cgt/mex/game"

// Board: (p,m)-Wythoff is Corner the Queen.
func (Game) Board() game.BoardKind { return game.BoardQueen }

// Board: Wythoff's game is Corner the Queen.
func (plain) Board() game.BoardKind { return game.BoardQueen }

// Board: D_r moves a queen whose diagonal steps are multiples of r.
func (Dr) Board() game.BoardKind { return game.BoardQueen }

// Board: k-blocking Wythoff Nim is Corner the Queen with blocked squares.
func (BlockingGame) Board() game.BoardKind { return game.BoardQueen }

var _ = []game.Boarder{Game{}, plain{}, Dr{}, BlockingGame{}}
