package turning

import "github.com/mex-cgt/mex/game"

// Board: a coin-turning game is played on a row of coins, the position the
// places of the heads.
func (Game) Board() game.BoardKind { return game.BoardCoins }

var _ game.Boarder = Game{}
