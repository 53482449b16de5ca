package hackenbush

import (
	_ "embed"

	"github.com/mex-cgt/mex/game"
)

// doc describes the family of the package (see game.ReadFamily).
//
//go:embed families.md
var doc string

// Family is bamboo Hackenbush: stalks of segments standing on the ground.
var Family = game.MustFamily(doc, "hackenbush", game.NoParameters(Stalks{}))

// The capabilities of bamboo Hackenbush, checked at compile time.
var _ = []any{game.GrundyValuer(Stalks{}), game.BigGrundyValuer(Stalks{}), game.BigPositioner(Stalks{}),
	game.WinningMover(Stalks{}), game.Explainer(Stalks{}), game.Coster(Stalks{})}
