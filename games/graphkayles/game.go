package graphkayles

import (
	"fmt"
	"math/bits"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Rule says what a move removes.
type Rule int

const (
	// Node is Node Kayles: a move removes a vertex and its neighbours.
	Node Rule = iota
	// Arc is Arc Kayles: a move removes the two ends of an edge, and so
	// every edge at them.
	Arc
)

// Game is Node Kayles or Arc Kayles on a graph, under normal play (the
// player who cannot move loses). A position is a graph (see Graph and
// its Position); its components are played as a sum.
type Game struct {
	Rule Rule
}

var (
	// NodeKayles is the game of the family nodekayles.
	NodeKayles = Game{Node}
	// ArcKayles is the game of the family arckayles.
	ArcKayles = Game{Arc}
)

// String names the game as the grammar writes it.
func (g Game) String() string {
	if g.Rule == Arc {
		return "arckayles"
	}
	return "nodekayles"
}

// Check accepts a graph encoded as Graph.Position encodes it.
func (g Game) Check(p game.Position) error {
	if isNamed(p) {
		_, err := namedOfPosition(p)
		return err
	}
	_, err := GraphOf(p)
	return err
}

// Options lists, for Node Kayles, the graph left by each vertex in
// increasing order (without it and its neighbours), and for Arc Kayles
// the graph left by each edge u-v, u <= v, in increasing order (without u
// and v; a loop u-u removes u alone), on the whole graph: the rules, with
// no splitting into components. Vertices keep their names.
func (g Game) Options(p game.Position) []game.Position {
	if isNamed(p) {
		nm, err := namedOfPosition(p)
		if err != nil {
			return nil
		}
		var out []game.Position
		nm.moves(g.Rule, func(removed []int) { out = append(out, nm.without(removed).Position()) })
		return out
	}
	gr, err := GraphOf(p)
	if err != nil {
		return nil
	}
	var out []game.Position
	g.moves(gr, func(removed uint64) {
		out = append(out, gr.Remove(removed).Position())
	})
	return out
}

// moves calls visit with the vertices each move removes, in the order of
// Options.
func (g Game) moves(gr Graph, visit func(removed uint64)) {
	for a := gr.Alive; a != 0; a &= a - 1 {
		v := bits.TrailingZeros64(a)
		if g.Rule == Node {
			visit(gr.Adj[v] | 1<<v)
			continue
		}
		for b := gr.Adj[v] >> v; b != 0; b &= b - 1 { // a loop at v first: it removes v alone
			visit(1<<v | 1<<(v+bits.TrailingZeros64(b)))
		}
	}
}

// ParsePosition reads a graph as GraphSyntax writes it.
func (g Game) ParsePosition(text string) (game.Position, error) {
	if nm, ok, err := parseNamed(text); ok {
		if err != nil {
			return nil, err
		}
		if gr, small := nm.small(); small {
			return gr.Position(), nil
		}
		if v := nm.vertices(); !v.IsInt64() || v.Int64() > 1<<62 {
			return nil, fmt.Errorf("graph %s has %s vertices: such a graph is valued as integers of any size (ParsePositionBig), not as a position", grammar.Elide(nm.String()), grammar.Elide(v.String()))
		}
		return nm.Position(), nil
	}
	gr, err := ParseGraph(text)
	if err != nil {
		return nil, err
	}
	return gr.Position(), nil
}

// FormatPosition writes a position as an edge list, vertices by their
// names: "edges:1-2,2-3,5"; "empty" for the graph with no vertex.
func (g Game) FormatPosition(p game.Position) string {
	if isNamed(p) {
		if nm, err := namedOfPosition(p); err == nil {
			return nm.String()
		}
	}
	gr, err := GraphOf(p)
	if err != nil {
		return fmt.Sprintf("(not a graph: %v)", p)
	}
	return gr.String()
}

// Shape: a graph, written by the codec; the lab draws no table, sequence
// or pair picture of it and keeps its values.
func (Game) Shape() game.Shape { return game.Graph }
