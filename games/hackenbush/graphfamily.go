package hackenbush

import "github.com/mex-cgt/mex/game"

// GraphFamily is Green Hackenbush on arbitrary graphs, vertex 0 the
// ground, described in families.md. It is a family of its own because the
// family hackenbush plays bamboo stalks as heaps (any size, Nim's fast
// paths, misère Nim), and a game's positions have one shape.
var GraphFamily = game.MustFamily(doc, "greenhackenbush", game.NoParameters(Graph{}))
