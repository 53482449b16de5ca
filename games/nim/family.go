package nim

import "github.com/mex-cgt/mex/game"

// Family is Nim on any number of heaps (Bouton 1902).
var Family = game.Family{Name: "nim", Syntax: "nim", Example: "nim 15,13,5",
	Summary: "Nim on any number of heaps (Bouton)",
	Rules:   rules,
	Presets: []game.Preset{{Label: "Nim, three heaps", Game: "nim", Start: "3,4,5"}},
	Parse:   game.NoParameters(Game{}),
}

// NimbleFamily is Nimble: coins on a strip of squares, each slid left.
var NimbleFamily = game.Family{Name: "nimble", Syntax: "nimble", Example: "nimble 1,3,4,6",
	Summary: "coins on squares, slid left; = Nim on the squares",
	Rules:   nimbleRules,
	Parse:   game.NoParameters(Nimble{}),
}

var (
	_ game.GrundyValuer    = Game{}
	_ game.BigGrundyValuer = Game{}
	_ game.BigPositioner   = Game{}
	_ game.WinningMover    = Game{}
	_ game.Explainer       = Game{}
	_ game.Coster          = Game{}
	_ game.GrundyValuer    = Nimble{}
	_ game.BigGrundyValuer = Nimble{}
	_ game.BigPositioner   = Nimble{}
	_ game.WinningMover    = Nimble{}
	_ game.Explainer       = Nimble{}
	_ game.Coster          = Nimble{}
)

const rules = `There are some heaps of tokens. A move takes any number of tokens, at least one, from one
heap. The player who takes the last token wins. Bouton (1902): the player to move loses
exactly when the nim-sum (the exclusive or) of the heap sizes is 0.`

const nimbleRules = `Coins lie on a strip of squares numbered 0, 1, 2, …; several may share a square. A move
slides one coin to any square further left (to the left end at most). The player who makes
the last move wins. Each coin on square n is a Nim heap of n.`
