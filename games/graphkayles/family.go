package graphkayles

import "github.com/mex-cgt/mex/game"

// NodeFamily is Node Kayles on graphs.
var NodeFamily = game.Family{Name: "nodekayles", Syntax: "nodekayles", Example: "nodekayles path:12",
	Summary: "Node Kayles: take a vertex of a graph, which removes it and its neighbours; positions are graphs (path:N, cycle:N, grid:A,B, edges:1-2,2-3, …)",
	Rules:   nodeRules,
	Presets: []game.Preset{
		{Label: "Node Kayles on a path (Dawson's Chess, octal 0.137)", Game: "nodekayles", Start: "path:12"},
		{Label: "Node Kayles on a 3×5 grid", Game: "nodekayles", Start: "grid:3,5"},
		{Label: "Node Kayles on the Petersen graph", Game: "nodekayles", Start: "petersen"},
	},
	Parse: game.NoParameters(NodeKayles),
}

// ArcFamily is Arc Kayles on graphs.
var ArcFamily = game.Family{Name: "arckayles", Syntax: "arckayles", Example: "arckayles cycle:11",
	Summary: "Arc Kayles: take an edge of a graph, which removes its two ends and every edge at them; positions are graphs (path:N, cycle:N, grid:A,B, edges:1-2,2-3, …)",
	Rules:   arcRules,
	Presets: []game.Preset{
		{Label: "Arc Kayles on a cycle", Game: "arckayles", Start: "cycle:11"},
		{Label: "Arc Kayles on a 3×4 grid", Game: "arckayles", Start: "grid:3,4"},
		{Label: "Arc Kayles on a star and a path", Game: "arckayles", Start: "edges:1-2,1-3,1-4,5-6,6-7,7-8"},
	},
	Parse: game.NoParameters(ArcKayles),
}

const graphText = `A position is a graph, written path:N, cycle:N, star:N (a centre and N
leaves), complete:N, grid:A,B (A rows of B vertices, numbered row by row), petersen,
empty, or an edge list edges:1-2,2-3,3-1 whose vertices are named 1 to 64 (a vertex
written alone, as in edges:1-2,3, has no edge). The player who cannot move loses. A graph
is the sum of its connected components, so its value is the nim-sum of theirs.`

const nodeRules = `A move takes a vertex of the graph and removes it together with all of its
neighbours. ` + graphText + ` On a path this is Dawson's Chess, the octal game 0.137.`

const arcRules = `A move takes an edge of the graph and removes both of its ends, and with
them every edge at either end. ` + graphText + ` On a path of N vertices this is Dawson's
Kayles, the octal game 0.07, on a heap of N.`
