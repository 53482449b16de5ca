package graphkayles

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// MaxVertices is the largest vertex name (and number of vertices) a
// position holds: a vertex's neighbours are one 64-bit word.
const MaxVertices = 64

// A Graph is an undirected graph on the vertices 1..N() that are
// present: Alive has bit i-1 set for each vertex i of the graph, and
// Adj[i-1] the neighbours of vertex i (bit j-1 for vertex j). Adjacency
// is symmetric and only between present vertices; a vertex's own bit is
// a loop at it. Edges are counted once: a multigraph's parallel edges are
// one edge, as taking any of them leaves the same position in either
// game.
type Graph struct {
	Alive uint64
	Adj   []uint64
}

// N is the largest vertex name the graph can hold (len(Adj)).
func (g Graph) N() int { return len(g.Adj) }

// Vertices is the number of vertices present.
func (g Graph) Vertices() int { return bits.OnesCount64(g.Alive) }

// Edges is the number of edges, loops included.
func (g Graph) Edges() int {
	m := 0
	for i, a := range g.Adj {
		m += bits.OnesCount64(a) + int(a>>i&1) // a loop counts twice, as an edge's two ends
	}
	return m / 2
}

// Loops returns the vertices with a loop.
func (g Graph) Loops() uint64 {
	var out uint64
	for i, a := range g.Adj {
		out |= (a >> i & 1) << i
	}
	return out
}

// Position encodes g canonically: its present-vertex mask, then the
// neighbour mask of each vertex 1..n, where n is the largest present
// vertex (trailing absent vertices are dropped, so equal graphs have equal
// positions). Masks are the 64-bit words read as int; the empty graph is
// the position 0.
func (g Graph) Position() game.Position {
	n := 64 - bits.LeadingZeros64(g.Alive)
	p := make(game.Position, n+1)
	p[0] = int(g.Alive)
	for i := 0; i < n; i++ {
		p[i+1] = int(g.Adj[i] & g.Alive)
	}
	return p
}

// GraphOf decodes a position, checking that it is a graph as Position
// writes it.
func GraphOf(p game.Position) (Graph, error) {
	if len(p) == 0 {
		return Graph{}, fmt.Errorf("empty position: want a graph such as path:5 or edges:1-2,2-3 (the graph with no vertex is 0)")
	}
	n := len(p) - 1
	if n > MaxVertices {
		return Graph{}, fmt.Errorf("position has %d vertices' neighbour masks; at most %d vertices", n, MaxVertices)
	}
	g := Graph{Alive: uint64(p[0]), Adj: make([]uint64, n)}
	if 64-bits.LeadingZeros64(g.Alive) != n {
		return Graph{}, fmt.Errorf("position's vertex mask %#x does not match its %d neighbour masks (the last must be the largest vertex present)", g.Alive, n)
	}
	for i := 0; i < n; i++ {
		a := uint64(p[i+1])
		g.Adj[i] = a
		if a&^g.Alive != 0 {
			return Graph{}, fmt.Errorf("vertex %d of the position is joined to a vertex that is not present", i+1)
		}
		if g.Alive>>i&1 == 0 && a != 0 {
			return Graph{}, fmt.Errorf("vertex %d is not present but has neighbours", i+1)
		}
	}
	for i := 0; i < n; i++ {
		for a := g.Adj[i]; a != 0; a &= a - 1 {
			j := bits.TrailingZeros64(a)
			if g.Adj[j]>>i&1 == 0 {
				return Graph{}, fmt.Errorf("the position's adjacency is not symmetric: %d-%d", i+1, j+1)
			}
		}
	}
	return g, nil
}

// Remove returns the graph without the vertices of mask (and every edge
// at them), trailing absent vertices dropped.
func (g Graph) Remove(mask uint64) Graph {
	alive := g.Alive &^ mask
	n := 64 - bits.LeadingZeros64(alive)
	out := Graph{Alive: alive, Adj: make([]uint64, n)}
	for i := 0; i < n; i++ {
		if alive>>i&1 != 0 {
			out.Adj[i] = g.Adj[i] & alive
		}
	}
	return out
}

// Components returns the vertex masks of the connected components of g,
// in the order of their smallest vertex.
func (g Graph) Components() []uint64 {
	var out []uint64
	eachComponent(g.Adj, g.Alive, func(comp uint64) { out = append(out, comp) })
	return out
}

// eachComponent calls visit with each connected component of the
// subgraph of adj induced by alive, as a mask, lowest vertex first.
func eachComponent(adj []uint64, alive uint64, visit func(comp uint64)) {
	for left := alive; left != 0; {
		seen := left & -left
		for frontier := seen; frontier != 0; {
			next := uint64(0)
			for f := frontier; f != 0; f &= f - 1 {
				next |= adj[bits.TrailingZeros64(f)]
			}
			next &= alive
			frontier = next &^ seen
			seen |= next
		}
		left &^= seen
		visit(seen)
	}
}

// Edge is an edge u-v, u <= v (a loop when u = v), of vertex names.
type Edge struct{ U, V int }

// EdgeList returns the edges of g, loops included, sorted.
func (g Graph) EdgeList() []Edge {
	var out []Edge
	for i := range g.Adj {
		for a := g.Adj[i] >> i; a != 0; a &= a - 1 {
			out = append(out, Edge{i + 1, i + 1 + bits.TrailingZeros64(a)})
		}
	}
	return out
}

// String writes g as an edge list, "edges:1-2,2-3,5", each vertex
// without an edge by its name alone, in the order of the smaller vertex;
// the graph without vertices is "empty".
func (g Graph) String() string {
	if g.Alive == 0 {
		return "empty"
	}
	var parts []string
	for i := range g.Adj {
		if g.Alive>>i&1 == 0 {
			continue
		}
		if g.Adj[i] == 0 {
			parts = append(parts, strconv.Itoa(i+1))
			continue
		}
		for a := g.Adj[i] >> i; a != 0; a &= a - 1 {
			parts = append(parts, fmt.Sprintf("%d-%d", i+1, i+1+bits.TrailingZeros64(a)))
		}
	}
	return "edges:" + strings.Join(parts, ",")
}

// builder adds vertices and edges by name.
type builder struct{ g Graph }

func (b *builder) vertex(v int) {
	for len(b.g.Adj) < v {
		b.g.Adj = append(b.g.Adj, 0)
	}
	b.g.Alive |= 1 << (v - 1)
}

func (b *builder) edge(u, v int) {
	b.vertex(u)
	b.vertex(v)
	b.g.Adj[u-1] |= 1 << (v - 1)
	b.g.Adj[v-1] |= 1 << (u - 1)
}

// Path is the path 1-2-…-n.
func Path(n int) Graph {
	var b builder
	for v := 1; v <= n; v++ {
		b.vertex(v)
		if v > 1 {
			b.edge(v-1, v)
		}
	}
	return b.g
}

// Cycle is the cycle 1-2-…-n-1 (n >= 3).
func Cycle(n int) Graph {
	g := Path(n)
	if n >= 3 {
		b := builder{g}
		b.edge(n, 1)
		g = b.g
	}
	return g
}

// Star is the centre 1 joined to the leaves 2..n+1.
func Star(n int) Graph {
	var b builder
	b.vertex(1)
	for v := 2; v <= n+1; v++ {
		b.edge(1, v)
	}
	return b.g
}

// Complete is the complete graph on 1..n.
func Complete(n int) Graph {
	var b builder
	for v := 1; v <= n; v++ {
		b.vertex(v)
		for u := 1; u < v; u++ {
			b.edge(u, v)
		}
	}
	return b.g
}

// Grid is the a×b grid graph, the vertex in row r and column c (from 0)
// named r·b + c + 1.
func Grid(a, b int) Graph {
	var bl builder
	for r := 0; r < a; r++ {
		for c := 0; c < b; c++ {
			v := r*b + c + 1
			bl.vertex(v)
			if c > 0 {
				bl.edge(v-1, v)
			}
			if r > 0 {
				bl.edge(v-b, v)
			}
		}
	}
	return bl.g
}

// Petersen is the Petersen graph: the outer cycle 1-2-3-4-5, the inner
// pentagram 6-8-10-7-9, and the spokes i-(i+5).
func Petersen() Graph { return GeneralizedPetersen(5, 2) }

// GeneralizedPetersen returns P(n,k) (Watkins 1969): an outer cycle of
// vertices 1..n, each joined by a spoke to an inner vertex n+1..2n, the
// inner vertex of i joined to that of i+k (mod n); P(5,2) is the Petersen
// graph. It needs n >= 3 and 1 <= k < n/2.
func GeneralizedPetersen(n, k int) Graph {
	var b builder
	for i := range n {
		b.edge(i+1, (i+1)%n+1)
		b.edge(i+1, n+i+1)
		b.edge(n+i+1, n+(i+k)%n+1)
	}
	return b.g
}

// GraphSyntax lists the ways to write a graph.
const GraphSyntax = "path:N, cycle:N, star:N, complete:N, grid:A,B, petersen, petersen:N,K, diamonds:N, squares:N, distance:N,D1,D2,…, queens:N, empty, or edges:1-2,2-3,4 (an edge list; a vertex alone has no edge)"

// ParseGraph reads a graph as GraphSyntax writes it.
func ParseGraph(text string) (Graph, error) {
	text = strings.TrimSpace(text)
	kind, arg, hasArg := strings.Cut(text, ":")
	kind = strings.ToLower(strings.TrimSpace(kind))
	arg = strings.TrimSpace(arg)
	size := func(lo int) (int, error) {
		if !hasArg || arg == "" {
			return 0, fmt.Errorf("graph %s needs a size: want %s:N", grammar.Quote(text), kind)
		}
		return grammar.ParseInt(arg, "graph "+kind+":", lo, MaxVertices)
	}
	switch kind {
	case "path":
		n, err := size(0)
		return Path(n), err
	case "cycle":
		n, err := size(3)
		return Cycle(n), err
	case "complete":
		n, err := size(0)
		return Complete(n), err
	case "star":
		if !hasArg || arg == "" {
			return Graph{}, fmt.Errorf("graph %s needs a number of leaves: want star:N", grammar.Quote(text))
		}
		n, err := grammar.ParseInt(arg, "graph star:", 0, MaxVertices-1)
		return Star(n), err
	case "grid":
		ab, err := grammar.ParseInts(arg, "graph grid:")
		if err != nil {
			return Graph{}, err
		}
		if len(ab) != 2 || ab[0] < 0 || ab[1] < 0 {
			return Graph{}, fmt.Errorf("graph %s: want grid:A,B with A, B >= 0 (A rows of B vertices)", grammar.Quote(text))
		}
		if ab[0] > MaxVertices || ab[1] > MaxVertices || ab[0]*ab[1] > MaxVertices {
			return Graph{}, fmt.Errorf("graph %s has more than %d vertices", grammar.Quote(text), MaxVertices)
		}
		return Grid(ab[0], ab[1]), nil
	case "petersen":
		if !hasArg {
			return Petersen(), nil
		}
		nk, err := grammar.ParseInts(arg, "graph petersen:")
		if err != nil {
			return Graph{}, err
		}
		if len(nk) != 2 || nk[0] < 3 || nk[1] < 1 || 2*nk[1] >= nk[0] {
			return Graph{}, fmt.Errorf("graph %s: want petersen:N,K, the generalized Petersen graph P(N,K), with N >= 3 and 1 <= K < N/2", grammar.Quote(text))
		}
		if nk[0] > MaxVertices/2 {
			return Graph{}, fmt.Errorf("graph %s has %d vertices; at most %d", grammar.Quote(text), 2*nk[0], MaxVertices)
		}
		return GeneralizedPetersen(nk[0], nk[1]), nil
	case "diamonds", "squares", "distance":
		s, n, err := parseStrip(kind, arg, hasArg, text)
		if err != nil {
			return Graph{}, err
		}
		return s.Member(n)
	case "empty":
		if hasArg {
			return Graph{}, fmt.Errorf("graph %s takes no parameter", kind)
		}
		return Graph{}, nil
	case "edges":
		if !hasArg {
			return Graph{}, fmt.Errorf("graph %s: want edges:1-2,2-3 (edges:, with nothing after it, is the graph with no vertex)", grammar.Quote(text))
		}
		return parseEdges(arg)
	}
	if !hasArg && strings.Contains(text, "-") {
		return parseEdges(text)
	}
	return Graph{}, fmt.Errorf("unknown graph %s: want %s", grammar.Quote(text), GraphSyntax)
}

func parseEdges(text string) (Graph, error) {
	var b builder
	if strings.TrimSpace(text) == "" {
		return b.g, nil
	}
	name := func(tok string) (int, error) {
		tok = strings.TrimSpace(tok)
		if tok == "" {
			return 0, fmt.Errorf("an empty vertex name")
		}
		return grammar.ParseInt(tok, "vertex", 1, MaxVertices)
	}
	for _, item := range strings.Split(text, ",") {
		u, v, isEdge := strings.Cut(item, "-")
		a, err := name(u)
		if err != nil {
			return Graph{}, fmt.Errorf("edge list %s: %w", grammar.Quote(text), err)
		}
		if !isEdge {
			b.vertex(a) // "3": a vertex, maybe without an edge
			continue
		}
		if strings.TrimSpace(v) == "" { // "3-" is not a vertex alone, which is "3"
			return Graph{}, fmt.Errorf("edge list %s: the edge %s has no second end", grammar.Quote(text), grammar.Quote(strings.TrimSpace(item)))
		}
		c, err := name(v)
		if err != nil {
			return Graph{}, fmt.Errorf("edge list %s: %w", grammar.Quote(text), err)
		}
		b.edge(a, c) // a loop when a = c; an edge written twice is one edge
	}
	return b.g, nil
}

// names lists the vertices of mask by name.
func names(mask uint64) string {
	var out []string
	for ; mask != 0; mask &= mask - 1 {
		out = append(out, strconv.Itoa(bits.TrailingZeros64(mask)+1))
	}
	return strings.Join(out, ", ")
}
