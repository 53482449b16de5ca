package nim

import (
	"github.com/mex-cgt/mex/game"
)

// Family is Nim on any number of heaps (Bouton 1902).
var Family = game.MustFamily(doc, "nim", game.NoParameters(Game{}))

// NimbleFamily is Nimble: coins on a strip of squares, each slid left.
var NimbleFamily = game.MustFamily(doc, "nimble", game.NoParameters(Nimble{}))

// The capabilities of Nim and Nimble, checked at compile time.
var (
	_ = []any{game.GrundyValuer(Game{}), game.BigGrundyValuer(Game{}), game.BigPositioner(Game{}), game.WinningMover(Game{}),
		game.Explainer(Game{}), game.Coster(Game{})}
	_ = []any{game.GrundyValuer(Nimble{}), game.BigGrundyValuer(Nimble{}), game.BigPositioner(Nimble{}),
		game.WinningMover(Nimble{}), game.Explainer(Nimble{}), game.Coster(Nimble{})}
)
