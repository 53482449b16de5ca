package graphkayles

import (
	"github.com/mex-cgt/mex/game"
)

// NodeFamily is Node Kayles on graphs.
var NodeFamily = game.MustFamily(doc, "nodekayles", game.NoParameters(NodeKayles))

// ArcFamily is Arc Kayles on graphs.
var ArcFamily = game.MustFamily(doc, "arckayles", game.NoParameters(ArcKayles))
