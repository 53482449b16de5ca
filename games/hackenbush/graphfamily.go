package hackenbush

import "github.com/mex-cgt/mex/game"

// GraphFamily is Green Hackenbush on arbitrary graphs, vertex 0 the
// ground. It is a family of its own because the family hackenbush plays
// bamboo stalks on heaps (any size, Nim's fast paths, misère Nim), and a
// family's positions have one shape.
var GraphFamily = game.Family{Name: "greenhackenbush", Syntax: "greenhackenbush",
	Example: "greenhackenbush edges:0-1,1-2,2-0",
	Summary: "Green Hackenbush on graphs: cut an edge, what loses the ground falls; positions edges:0-1,1-2,2-0 (0 the ground; loops, multiple edges)",
	Rules:   graphRules,
	Presets: []game.Preset{
		{Label: "Green Hackenbush: a house and a stalk", Game: "greenhackenbush", Start: "edges:0-1,0-2,1-2,1-3,2-3,0-4,4-5"},
		{Label: "Green Hackenbush: a flag on a triangle, with a loop", Game: "greenhackenbush", Start: "edges:0-1,1-2,2-0,2-3,3-3"},
		{Label: "Green Hackenbush: a ladder and a tree", Game: "greenhackenbush", Start: "edges:0-1,0-2,1-2,1-3,2-4,3-4,3-5,4-6,5-6,0-7,7-8,7-9,9-10"},
	},
	Parse: game.NoParameters(Graph{}),
}

const graphRules = `Green Hackenbush on graphs: every edge stands on the ground, vertex 0, through a path
of edges. A move cuts one edge; every edge no longer connected to the ground falls. The player
who cannot move loses. A position is an edge list edges:0-1,1-2,2-0 (u-u is a loop, an edge
may be repeated, and every foot on the ground is written 0), stalks:3,5 for bamboo stalks, or
empty. Its value comes from two principles of Winning Ways, ch. 7: the vertices of a cycle may
be fused into one, each edge of the cycle becoming a loop worth 1 (fusion); and at a vertex,
branches add by nim-sum, a stalk under a branch adding 1 to its value (colon).`
