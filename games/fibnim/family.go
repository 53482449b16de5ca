package fibnim

import "github.com/mex-cgt/mex/game"

// Family is Fibonacci Nim (Whinihan 1963).
var Family = game.Family{Name: "fibonacci-nim", Syntax: "fibonacci-nim", Example: "fibonacci-nim 20",
	Summary: "one heap; take up to twice the last move (not all at the start); positions n or n,k",
	Rules:   rules,
	Presets: []game.Preset{{Label: "Fibonacci Nim", Game: "fibonacci-nim", Start: "20"}},
	Parse:   game.NoParameters(Game{}),
}

const rules = `One heap of tokens. The first player takes any number of tokens but not all of them; after
that, each move takes at least one token and at most twice as many as the move before. The
player who takes the last token wins. A position is n (a starting heap) or n,k (n tokens
left after a move that took k). Whinihan (1963): a starting heap is lost for the first
player exactly when it is a Fibonacci number; otherwise take the smallest term of its
Zeckendorf representation (its sum of non-consecutive Fibonacci numbers).`
