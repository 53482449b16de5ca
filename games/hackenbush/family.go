package hackenbush

import (
	"github.com/mex-cgt/mex/game"
)

// Family is bamboo Hackenbush: stalks of segments standing on the ground.
var Family = game.MustFamily(doc, "hackenbush", game.NoParameters(Stalks{}))

// The capabilities of bamboo Hackenbush, checked at compile time.
var _ = []any{game.GrundyValuer(Stalks{}), game.BigGrundyValuer(Stalks{}), game.BigPositioner(Stalks{}),
	game.WinningMover(Stalks{}), game.Explainer(Stalks{}), game.Coster(Stalks{})}
