package hackenbush

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// GraphValue returns the Sprague-Grundy value of Green Hackenbush on the
// graph of edges, vertex 0 the ground; edges not connected to the ground
// have fallen and count for nothing. It takes time linear in the edges:
//
//   - Fusion principle (Winning Ways, ch. 7): the vertices of a cycle may
//     be fused into one without changing the value, each edge of the cycle
//     becoming a loop, and a loop is a stalk of one segment, worth 1.
//     Fusing cycle after cycle (an ear decomposition) fuses each
//     2-edge-connected component into one vertex carrying one loop for
//     each of its edges; the bridges are left, and form a tree.
//   - Colon principle (ch. 7): on that tree, the value of the subtree at a
//     vertex v is the nim-sum of its loops (their number mod 2) and, over
//     the children c of v, of 1 + value(c); the graph is worth the value
//     at the ground.
func GraphValue(edges []Edge) int {
	return newIndexed(edges).value(-1)
}

// indexed is a graph whose vertices are renamed 0..n-1, the ground 0,
// with scratch space for valuing it without one of its edges.
type indexed struct {
	ends [][2]int // the edges, by vertex index
	adj  [][]int  // adj[v] lists the edges at v (a loop once)

	// scratch, reused from one valuation to the next
	tin, low, compOf     []int // by vertex; tin -1: fallen
	order, treeEdge, top []int // by discovery; top: by component
	bridge               []bool
	val                  []int
	stack                []frame
}

type frame struct{ v, parentEdge, next int }

func newIndexed(edges []Edge) *indexed {
	index := map[int]int{Ground: 0}
	at := func(name int) int {
		i, ok := index[name]
		if !ok {
			i = len(index)
			index[name] = i
		}
		return i
	}
	g := &indexed{ends: make([][2]int, len(edges))}
	for i, e := range edges {
		g.ends[i] = [2]int{at(e.U), at(e.V)}
	}
	n := len(index)
	g.adj = make([][]int, n)
	for i, e := range g.ends {
		g.adj[e[0]] = append(g.adj[e[0]], i)
		if e[1] != e[0] {
			g.adj[e[1]] = append(g.adj[e[1]], i)
		}
	}
	g.tin = make([]int, n)
	g.low = make([]int, n)
	g.compOf = make([]int, n)
	g.bridge = make([]bool, len(edges))
	return g
}

func (g *indexed) other(e, v int) int {
	if g.ends[e][0] == v {
		return g.ends[e][1]
	}
	return g.ends[e][0]
}

// value returns the value of the graph without edge skip (-1: with every
// edge), by the fusion and colon principles.
func (g *indexed) value(skip int) int {
	g.fuse(skip)
	// Every edge of a component that stands and is not a bridge is a
	// loop on the fused vertex, worth 1; k loops are worth k mod 2.
	g.val = g.val[:0]
	for range g.top {
		g.val = append(g.val, 0)
	}
	for e, ends := range g.ends {
		if e != skip && !g.bridge[e] && g.tin[ends[0]] >= 0 {
			g.val[g.compOf[ends[0]]] ^= 1
		}
	}
	// Colon: the bridges form a tree of components; going from the last
	// component to the first, each adds 1 + its value to its parent's.
	for c := len(g.top) - 1; c >= 1; c-- {
		g.val[g.parent(c)] ^= g.val[c] + 1
	}
	return g.val[0]
}

// parent returns the component that component c (c >= 1) hangs from.
func (g *indexed) parent(c int) int {
	v := g.top[c]
	return g.compOf[g.other(g.treeEdge[g.tin[v]], v)]
}

// fuse finds the bridges of the graph without edge skip and its
// 2-edge-connected components: compOf by vertex, top (a component's
// first vertex in DFS order) by component, parents before children; tin
// is -1 at the vertices that have fallen.
func (g *indexed) fuse(skip int) {
	// Bridges of what stands, by Tarjan's lowpoint from the ground. An
	// edge is told from a parallel one by its index, so parallel edges
	// are never bridges, and a loop never is.
	for i := range g.tin {
		g.tin[i] = -1
	}
	for i := range g.bridge {
		g.bridge[i] = false
	}
	g.order = append(g.order[:0], 0)
	g.treeEdge = append(g.treeEdge[:0], -1)
	g.tin[0], g.low[0] = 0, 0
	g.stack = append(g.stack[:0], frame{0, -1, 0})
	for len(g.stack) > 0 {
		f := &g.stack[len(g.stack)-1]
		if f.next < len(g.adj[f.v]) {
			e := g.adj[f.v][f.next]
			f.next++
			if e == skip || e == f.parentEdge {
				continue
			}
			w := g.other(e, f.v)
			if g.tin[w] < 0 {
				g.tin[w], g.low[w] = len(g.order), len(g.order)
				g.order = append(g.order, w)
				g.treeEdge = append(g.treeEdge, e)
				g.stack = append(g.stack, frame{w, e, 0})
			} else {
				g.low[f.v] = min(g.low[f.v], g.tin[w])
			}
			continue
		}
		v, pe := f.v, f.parentEdge
		g.stack = g.stack[:len(g.stack)-1]
		if pe >= 0 {
			u := g.stack[len(g.stack)-1].v
			g.low[u] = min(g.low[u], g.low[v])
			if g.low[v] > g.tin[u] {
				g.bridge[pe] = true
			}
		}
	}
	// Fusion: each 2-edge-connected component becomes one vertex. A vertex
	// is in the component of its DFS parent unless the tree edge between
	// them is a bridge; then it is the top of a new component. Parents
	// are discovered first, so components are numbered parents first.
	g.top = g.top[:0]
	for i, v := range g.order {
		if e := g.treeEdge[i]; e >= 0 && !g.bridge[e] {
			g.compOf[v] = g.compOf[g.other(e, v)]
			continue
		}
		g.compOf[v] = len(g.top)
		g.top = append(g.top, v)
	}
}

// positions bounds the positions reachable from the graph, itself and the
// bare ground included: a position is a set of standing edges, and what
// stands above a bridge stands only with it, so a component of k edges
// other than bridges with children c has at most 2^k·Π(1 + f(c)) of them
// (exactly Π(1 + f(c)) in a tree). It saturates at 2^62.
func (g *indexed) positions() int64 {
	const most = int64(1) << 62
	g.fuse(-1)
	loops := make([]int, len(g.top))
	for e, ends := range g.ends {
		if !g.bridge[e] && g.tin[ends[0]] >= 0 {
			loops[g.compOf[ends[0]]]++
		}
	}
	f := make([]int64, len(g.top))
	for c, k := range loops {
		f[c] = most
		if k < 62 {
			f[c] = 1 << k
		}
	}
	for c := len(g.top) - 1; c >= 1; c-- {
		p := g.parent(c)
		if f[p] > most/(1+f[c]) {
			f[p] = most
		} else {
			f[p] *= 1 + f[c]
		}
	}
	return f[0]
}

// GrundyOf returns the value of a graph by the fusion and colon
// principles (GraphValue), in time linear in its edges.
func (g Graph) GrundyOf(_ context.Context, p game.Position) (int, error) {
	edges, err := EdgesOf(p)
	if err != nil {
		return 0, game.Refuse(err)
	}
	return GraphValue(edges), nil
}

// WinningMovesOf deletes each edge in turn and keeps the graphs of value
// 0, valued by GraphValue: quadratic time in the edges. Parallel edges
// give one move.
func (g Graph) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	edges, err := EdgesOf(p)
	if err != nil {
		return nil, game.Refuse(err)
	}
	edges = canonicalEdges(PositionOf(edges))
	ig := newIndexed(edges)
	if ig.value(-1) == 0 {
		return nil, nil
	}
	var out []game.Position
	for i := range edges {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if i > 0 && edges[i] == edges[i-1] {
			continue
		}
		if ig.value(i) == 0 {
			out = append(out, PositionOf(without(edges, i)))
		}
	}
	return out, nil
}

// without returns edges without the i-th, in a new slice.
func without(edges []Edge, i int) []Edge {
	return append(slices.Clip(edges[:i]), edges[i+1:]...)
}

// Explain names the edge cut from from to reach to, what falls with it,
// and why what is left is a P-position.
func (g Graph) Explain(from, to game.Position) string {
	a, err1 := EdgesOf(from)
	b, err2 := EdgesOf(to)
	if err1 != nil || err2 != nil {
		return ""
	}
	a = canonicalEdges(PositionOf(a))
	want := PositionOf(b)
	if GraphValue(b) != 0 {
		return ""
	}
	left := map[Edge]int{} // edges left, less those of from: negative where edges went
	for _, e := range canonicalEdges(want) {
		left[e]++
	}
	for _, e := range a {
		left[e]--
	}
	// The cut edge is the one of those that went with an end still on
	// the ground (joined to it in to, or the ground itself); the edges
	// that fell have neither end there.
	grounded := map[int]bool{Ground: true}
	for _, v := range want {
		grounded[v] = true
	}
	cut := -1
	for i, e := range a {
		if left[e] >= 0 || (i > 0 && e == a[i-1]) || !(grounded[e.U] || grounded[e.V]) {
			continue
		}
		if slices.Equal(PositionOf(without(a, i)), want) {
			cut = i
		}
		break
	}
	if cut < 0 {
		return ""
	}
	var fallen []string
	left[a[cut]]++
	for i, e := range a {
		if left[e] < 0 && (i == 0 || e != a[i-1]) {
			for range -left[e] {
				fallen = append(fallen, e.String())
			}
		}
	}
	move := "Cutting edge " + a[cut].String()
	if len(fallen) > 0 {
		verb := " falls"
		if len(fallen) > 1 {
			verb = " fall"
		}
		move += " (" + listEdges(fallen) + verb + " with it)"
	}
	if len(want) == 0 {
		return move + " leaves the bare ground: your opponent cannot move."
	}
	return move + " leaves a graph of value 0: fusing each cycle into a vertex turns its edges into loops worth 1 each (fusion principle), and the branches at the ground then nim-sum to 0 (colon principle), so whatever you cut, I can bring the value back to 0."
}

// Cost: a value is linear in the edges, the winning moves and the options
// quadratic.
func (Graph) Cost(op game.Op, p game.Position) game.Cost {
	e := int64(len(p) / 2)
	value := game.Cost{Bytes: 256 + 160*e, Steps: e + 1, What: fmt.Sprintf("a graph of %d edges valued in linear time", e)}
	options := game.Cost{Bytes: 64 + e*(64+16*e), Steps: e*e + 1, What: fmt.Sprintf("%d options of up to %d edges", e, e)}
	switch op {
	case game.OpOptions:
		return options
	case game.OpWinningMoves:
		return game.Cost{Bytes: value.Bytes + options.Bytes, Steps: e*e + 1, What: fmt.Sprintf("%d values of graphs of up to %d edges", e, e)}
	}
	return value
}

// Reachable bounds the positions reachable from p, p included, for the
// brute-force solver (misère play): the subsets of the edges of each
// 2-edge-connected component, combined along the tree of bridges, exact
// on trees (stalks of 10, 10 and 10 reach 11³ positions, not 2^30).
func (Graph) Reachable(p game.Position) int64 {
	edges, err := EdgesOf(p)
	if err != nil {
		return 1 << 62
	}
	return newIndexed(edges).positions()
}

// listEdges joins edges for a message, the first five and how many more.
func listEdges(edges []string) string {
	if len(edges) > 5 {
		return strings.Join(edges[:5], ", ") + fmt.Sprintf(" and %d more", len(edges)-5)
	}
	return strings.Join(edges, ", ")
}
