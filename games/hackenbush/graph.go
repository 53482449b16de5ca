package hackenbush

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Ground is the vertex that stands for the ground. A picture with several
// feet on the ground writes every foot as 0: all of the ground is one
// vertex (fusing ground vertices is the fusion principle at the ground).
const Ground = 0

// MaxEdges is the largest number of edges a graph position holds. The
// value of a graph takes time linear in its edges and its winning moves
// quadratic, so this bound keeps every fast answer well under a second;
// only the brute-force search (Search) is exponential, and it refuses
// larger graphs itself.
const MaxEdges = 4096

// MaxVertex is the largest vertex name.
const MaxVertex = 1 << 20

// An Edge joins vertices U and V; U == V is a loop.
type Edge struct{ U, V int }

// String writes the edge as the grammar does: "0-1".
func (e Edge) String() string { return strconv.Itoa(e.U) + "-" + strconv.Itoa(e.V) }

func (e Edge) normal() Edge {
	if e.U > e.V {
		return Edge{e.V, e.U}
	}
	return e
}

func compareEdges(a, b Edge) int {
	if c := cmp.Compare(a.U, b.U); c != 0 {
		return c
	}
	return cmp.Compare(a.V, b.V)
}

// Graph is Green Hackenbush on arbitrary graphs (Winning Ways, ch. 7):
// every edge is a green segment, vertex 0 is the ground, loops and
// multiple edges are allowed. A move deletes one edge, and every edge no
// longer connected to the ground falls. The player who cannot move loses.
//
// A position is the edge list laid end to end, u1, v1, u2, v2, …; the
// canonical form (which Options returns and PositionOf writes) has u <= v
// in each edge and the edges sorted. Every edge must be connected to the
// ground: an edge that is not has already fallen.
type Graph struct{}

var _ = []any{game.Shaper(Graph{}), game.PositionCodec(Graph{}), game.GrundyValuer(Graph{}), game.WinningMover(Graph{}),
	game.Explainer(Graph{}), game.Coster(Graph{}), game.PositionCounter(Graph{})}

// String names the game as the grammar writes it.
func (Graph) String() string { return GraphFamily.Name }

// Shape: a graph, written by the codec.
func (Graph) Shape() game.Shape { return game.Graph }

// EdgesOf decodes a position into its edges, checking the names and the
// number of edges (not that they stand: see Check).
func EdgesOf(p game.Position) ([]Edge, error) {
	if len(p)%2 != 0 {
		return nil, fmt.Errorf("hackenbush graph position has %d numbers; want pairs u, v, one per edge", len(p))
	}
	if len(p)/2 > MaxEdges {
		return nil, fmt.Errorf("hackenbush graph has %d edges; at most %d", len(p)/2, MaxEdges)
	}
	edges := make([]Edge, len(p)/2)
	for i := range edges {
		e := Edge{p[2*i], p[2*i+1]}
		if e.U < 0 || e.V < 0 || e.U > MaxVertex || e.V > MaxVertex {
			return nil, fmt.Errorf("hackenbush graph: edge %d-%d has a vertex outside 0..%d", e.U, e.V, MaxVertex)
		}
		edges[i] = e
	}
	return edges, nil
}

// PositionOf returns the canonical position of edges standing on the
// ground: the edges that are not connected to vertex 0 fall, each edge is
// written u-v with u <= v, and the edges are sorted.
func PositionOf(edges []Edge) game.Position {
	standing := Standing(edges)
	for i, e := range standing {
		standing[i] = e.normal()
	}
	slices.SortFunc(standing, compareEdges)
	p := make(game.Position, 0, 2*len(standing))
	for _, e := range standing {
		p = append(p, e.U, e.V)
	}
	return p
}

// Standing returns, in their order, the edges connected to the ground
// (vertex 0) by a path of edges; the others have fallen.
func Standing(edges []Edge) []Edge {
	reached := connected(edges)
	out := make([]Edge, 0, len(edges))
	for _, e := range edges {
		if reached[e.U] {
			out = append(out, e)
		}
	}
	return out
}

// connected returns the vertices joined to the ground by a path of edges.
func connected(edges []Edge) map[int]bool {
	adj := map[int][]int{}
	for _, e := range edges {
		adj[e.U] = append(adj[e.U], e.V)
		if e.U != e.V {
			adj[e.V] = append(adj[e.V], e.U)
		}
	}
	reached := map[int]bool{Ground: true}
	stack := []int{Ground}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range adj[v] {
			if !reached[w] {
				reached[w] = true
				stack = append(stack, w)
			}
		}
	}
	return reached
}

// Check accepts edge lists (of at most MaxEdges edges, vertices in
// 0..MaxVertex) every edge of which is connected to the ground.
func (Graph) Check(p game.Position) error {
	edges, err := EdgesOf(p)
	if err != nil {
		return err
	}
	if standing := Standing(edges); len(standing) != len(edges) {
		return fallenError(edges)
	}
	return nil
}

// fallenError names the edges of a position that are not connected to
// the ground.
func fallenError(edges []Edge) error {
	reached := connected(edges)
	var fallen []string
	for _, e := range edges {
		if !reached[e.U] {
			fallen = append(fallen, e.String())
		}
	}
	if len(fallen) == 1 {
		return fmt.Errorf("edge %s is not connected to the ground (vertex 0), so it would have fallen; join it to 0 or leave it out", fallen[0])
	}
	return fmt.Errorf("edges %s are not connected to the ground (vertex 0), so they would have fallen; join them to 0 or leave them out", listEdges(fallen))
}

// Options deletes each edge in turn (one option for each group of
// parallel edges, which leave the same graph) and lets what no longer
// touches the ground fall; the options are canonical positions, in the
// order of the canonical edge list.
func (Graph) Options(p game.Position) []game.Position {
	edges, err := EdgesOf(p)
	if err != nil {
		return nil
	}
	edges = canonicalEdges(PositionOf(edges))
	out := make([]game.Position, 0, len(edges))
	rest := make([]Edge, 0, len(edges))
	for i := range edges {
		if i > 0 && edges[i] == edges[i-1] {
			continue
		}
		rest = append(append(rest[:0], edges[:i]...), edges[i+1:]...)
		out = append(out, PositionOf(rest))
	}
	return out
}

// canonicalEdges reads the edges of a position known to be well formed.
func canonicalEdges(p game.Position) []Edge {
	edges := make([]Edge, len(p)/2)
	for i := range edges {
		edges[i] = Edge{p[2*i], p[2*i+1]}
	}
	return edges
}

// GraphSyntax lists the ways to write a position of Green Hackenbush on
// graphs.
const GraphSyntax = "edges:0-1,1-2,2-0 (vertex 0 is the ground; u-u is a loop; an edge may be repeated), stalks:3,5 (bamboo stalks), or empty"

// ParseGraph reads a position as GraphSyntax writes it, in the order
// written (not canonical, nothing dropped).
func ParseGraph(text string) ([]Edge, error) {
	text = strings.TrimSpace(text)
	kind, arg, hasArg := strings.Cut(text, ":")
	kind = strings.ToLower(strings.TrimSpace(kind))
	switch {
	case kind == "edges" && hasArg:
		return parseEdgeList(arg)
	case kind == "stalks" && hasArg:
		return parseStalks(arg)
	case (kind == "empty" || kind == "ground") && !hasArg:
		return nil, nil
	case !hasArg && strings.Contains(text, "-"):
		return parseEdgeList(text)
	}
	return nil, fmt.Errorf("unknown hackenbush graph %s: want %s", grammar.Quote(text), GraphSyntax)
}

func parseEdgeList(text string) ([]Edge, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	if n := strings.Count(text, ",") + 1; n > MaxEdges {
		return nil, fmt.Errorf("edge list has %d edges; at most %d", n, MaxEdges)
	}
	items := strings.Split(text, ",")
	edges := make([]Edge, 0, len(items))
	for i, item := range items {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, fmt.Errorf("edge list %s: edge %d is empty; want edges u-v joined by commas", grammar.Quote(text), i+1)
		}
		u, v, ok := strings.Cut(item, "-")
		if !ok {
			return nil, fmt.Errorf("edge list %s: %s is not an edge; want u-v, two vertices joined by a dash (u-u for a loop)", grammar.Quote(text), grammar.Quote(item))
		}
		a, err := vertexName(u)
		if err != nil {
			return nil, fmt.Errorf("edge list %s, edge %s: %w", grammar.Quote(text), grammar.Quote(item), err)
		}
		b, err := vertexName(v)
		if err != nil {
			return nil, fmt.Errorf("edge list %s, edge %s: %w", grammar.Quote(text), grammar.Quote(item), err)
		}
		edges = append(edges, Edge{a, b})
	}
	return edges, nil
}

func vertexName(tok string) (int, error) {
	tok = strings.TrimSpace(tok)
	if tok == "" {
		return 0, fmt.Errorf("a vertex is missing (vertices are whole numbers 0..%d, 0 the ground)", MaxVertex)
	}
	for _, c := range tok {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("vertex %s is not a whole number 0..%d", grammar.Quote(tok), MaxVertex)
		}
	}
	return grammar.ParseInt(tok, "vertex", 0, MaxVertex)
}

// parseStalks reads stalks:3,5 as bamboo stalks, the vertices of the
// stalks numbered 1, 2, … from the bottom of the first stalk up.
func parseStalks(text string) ([]Edge, error) {
	heights, err := grammar.ParseInts(text, "stalk")
	if err != nil {
		return nil, err
	}
	total := 0
	for _, h := range heights {
		if h < 0 {
			return nil, fmt.Errorf("stalks %s: a stalk of %d segments; want 0 or more", grammar.Quote(text), h)
		}
		if h > MaxEdges-total {
			return nil, fmt.Errorf("stalks %s have more than %d segments in all", grammar.Quote(text), MaxEdges)
		}
		total += h
	}
	return StalkEdges(heights), nil
}

// StalkEdges returns bamboo stalks of the given numbers of segments as
// edges, the vertices numbered 1, 2, … from the bottom of the first stalk
// up.
func StalkEdges(heights []int) []Edge {
	var edges []Edge
	next := 1
	for _, h := range heights {
		below := Ground
		for range h {
			edges = append(edges, Edge{below, next})
			below = next
			next++
		}
	}
	return edges
}

// ParsePosition reads a graph as GraphSyntax writes it and returns its
// canonical position; it refuses edges that are not connected to the
// ground.
func (Graph) ParsePosition(text string) (game.Position, error) {
	edges, err := ParseGraph(text)
	if err != nil {
		return nil, err
	}
	if len(Standing(edges)) != len(edges) {
		return nil, fallenError(edges)
	}
	return PositionOf(edges), nil
}

// FormatPosition writes a position as an edge list, "edges:0-1,1-2,0-2",
// or "empty" for the bare ground.
func (Graph) FormatPosition(p game.Position) string {
	edges, err := EdgesOf(p)
	if err != nil {
		return fmt.Sprintf("(not a hackenbush graph: %v)", []int(p))
	}
	return FormatEdges(edges)
}

// FormatEdges writes edges as the grammar reads them: "edges:0-1,1-2", or
// "empty" for none.
func FormatEdges(edges []Edge) string {
	if len(edges) == 0 {
		return "empty"
	}
	var b strings.Builder
	b.WriteString("edges:")
	for i, e := range edges {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(e.String())
	}
	return b.String()
}
