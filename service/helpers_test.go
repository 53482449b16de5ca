package lab_test

import "github.com/mex-cgt/mex/game"

func alteration34() game.Alteration { return game.Alteration{P: []game.Position{{3, 4}}} }
