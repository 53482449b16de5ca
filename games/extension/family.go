package extension

import "github.com/mex-cgt/mex/game"

// Family is Wythoff's game with one move adjoined (Duchêne et al. 2010).
var Family = game.MustFamily(doc, "wythoff-adjoin", game.NeedsParameters("wythoff-adjoin needs a move: want wythoff-adjoin:I,J, e.g. wythoff-adjoin:2,3", parseAdjoined))
