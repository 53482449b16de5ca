package hackenbush

import "github.com/mex-cgt/mex/game"

// Family is bamboo Hackenbush: stalks of segments standing on the ground.
var Family = game.Family{Name: "hackenbush", Syntax: "hackenbush", Example: "hackenbush 3,5",
	Summary: "bamboo stalks of n segments; = Nim",
	Rules:   rules,
	Parse:   game.NoParameters(Stalks{}),
}

var (
	_ game.GrundyValuer    = Stalks{}
	_ game.BigGrundyValuer = Stalks{}
	_ game.BigPositioner   = Stalks{}
	_ game.WinningMover    = Stalks{}
	_ game.Explainer       = Stalks{}
	_ game.Coster          = Stalks{}
)

const rules = `Green Hackenbush on bamboo stalks: each stalk is a column of segments standing on the
ground. A move cuts one segment; every segment above it falls off. The player who cuts the
last segment wins. A stalk of n segments is a Nim heap of n (Winning Ways, ch. 7).`
