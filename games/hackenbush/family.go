package hackenbush

import (
	"strings"

	"github.com/mex-cgt/mex/game"
)

// Family is bamboo Hackenbush: stalks of segments standing on the ground.
var Family = game.MustFamily(doc, "hackenbush", game.NoParameters(Stalks{}))

// The capabilities of bamboo Hackenbush, checked at compile time.
var _ = []any{game.GrundyValuer(Stalks{}), game.BigGrundyValuer(Stalks{}), game.BigPositioner(Stalks{}),
	game.WinningMover(Stalks{}), game.Explainer(Stalks{}), game.Coster(Stalks{}), game.PositionRouter(Stalks{}),
	game.MisereRuler(Stalks{})}

// RouteFor hands an edge list (edges:0-1,1-2,2-0) to Green Hackenbush on
// graphs: the hackenbush of the grammar plays stalks and graphs alike,
// stalks as Nim heaps at any size, graphs by the fusion and colon
// principles.
func (Stalks) RouteFor(position string) (string, bool) {
	if strings.HasPrefix(strings.TrimSpace(position), "edges:") {
		return GraphFamily.Name, true
	}
	return "", false
}
