package graphkayles

import (
	_ "embed"

	"github.com/mex-cgt/mex/game"
)

// doc describes the families of the package (see game.ReadFamily).
//
//go:embed families.md
var doc string

// NodeFamily is Node Kayles on graphs.
var NodeFamily = game.MustFamily(doc, "nodekayles", game.NoParameters(NodeKayles))

// ArcFamily is Arc Kayles on graphs.
var ArcFamily = game.MustFamily(doc, "arckayles", game.NoParameters(ArcKayles))
