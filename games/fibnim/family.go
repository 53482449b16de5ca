package fibnim

import (
	"github.com/mex-cgt/mex/game"
)

// Family is Fibonacci Nim (Whinihan 1963).
var Family = game.MustFamily(doc, "fibonacci-nim", game.NoParameters(Game{}))
