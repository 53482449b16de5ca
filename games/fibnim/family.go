package fibnim

import (
	_ "embed"

	"github.com/mex-cgt/mex/game"
)

// doc describes the family of the package (see game.ReadFamily).
//
//go:embed families.md
var doc string

// Family is Fibonacci Nim (Whinihan 1963).
var Family = game.MustFamily(doc, "fibonacci-nim", game.NoParameters(Game{}))
