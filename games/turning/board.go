package turning

import "github.com/mex-cgt/mex/game"

// Board: a coin-turning game is played on a row of coins, the position the
// places of the heads.
func (Game) Board() string { return "coins" }

var _ game.Boarder = Game{}
