package graphkayles

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/budget"
)

// randomGraph returns a graph on n vertices, each edge present with
// probability p, and vertex i absent with probability 1/8.
func randomGraph(r *rand.Rand, n int, p float64) Graph {
	var b builder
	for v := 1; v <= n; v++ {
		b.vertex(v)
	}
	for u := 1; u <= n; u++ {
		for v := u + 1; v <= n; v++ {
			if r.Float64() < p {
				b.edge(u, v)
			}
		}
	}
	g := b.g
	var gone uint64
	for v := range n {
		if r.IntN(8) == 0 {
			gone |= 1 << v
		}
	}
	out := g.Remove(gone)
	out.Adj = append(out.Adj, make([]uint64, n-len(out.Adj))...) // keep N() = n
	return out
}

// wideValue values g by the wide search with components of at most small
// vertices given to the evaluator (2: the outcome search values all but
// single vertices and edges).
func wideValue(t *testing.T, rule Rule, g WideGraph, small int) int {
	t.Helper()
	v, err := GrundyWideWith(context.Background(), rule, g, WideOptions{Small: small})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func graphValue(t *testing.T, rule Rule, g Graph) int {
	t.Helper()
	v, err := Game{rule}.GrundyOf(context.Background(), g.Position())
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestWideOfGraph: a Graph and its WideGraph are the same graph.
func TestWideOfGraph(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 1))
	for range 200 {
		n := r.IntN(65)
		g := randomGraph(r, n, r.Float64())
		w := WideOf(g)
		if w.N() != n || w.Vertices() != g.Vertices() || w.Edges() != g.Edges() || !slices.Equal(w.EdgeList(), g.EdgeList()) || w.String() != g.String() {
			t.Fatalf("%s: wide %s, N %d/%d, %d/%d vertices, %d/%d edges", g, w, w.N(), n, w.Vertices(), g.Vertices(), w.Edges(), g.Edges())
		}
		back, ok := w.Small()
		if !ok || !back.Position().Equal(g.Position()) {
			t.Fatalf("%s: back from wide %s, %v", g, back, ok)
		}
	}
}

// TestGrundyWideSmallGraphs ties the wide search to GrundyOf on random
// graphs of up to 64 vertices, both rules: by the default options (the
// evaluator values every component) and with the outcome search valuing
// every component of more than 2 (or 5) vertices.
func TestGrundyWideSmallGraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 2))
	for i := range 200 {
		rule := Rule(i % 2)
		n := 1 + r.IntN(14)
		if i%10 == 0 {
			n = 20 + r.IntN(25) // sparse: the evaluator's canonical memo: the evaluator's canonical memo
		}
		p := r.Float64()
		if n > 14 {
			p = 1.5 / float64(n)
		}
		g := randomGraph(r, n, p)
		want := graphValue(t, rule, g)
		w := WideOf(g)
		for _, small := range []int{0, 2, 5} {
			if n > 14 && small != 0 {
				continue
			}
			if got := wideValue(t, rule, w, small); got != want {
				t.Fatalf("%s on %s: GrundyWide (small %d) = %d; GrundyOf %d", Game{rule}, g, small, got, want)
			}
		}
	}
}

// TestGrundyWideLarge ties the wide search on graphs of up to 900
// vertices to GrundyOf: random graphs of up to 12 vertices are named
// anywhere in 1..900, several of them side by side (a sum: the nim-sum
// of their values), and joined by a vertex to all of one of them (its
// options: that vertex, leaving the others, or a vertex of it).
func TestGrundyWideLarge(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 3))
	for i := range 60 {
		rule := Rule(i % 2)
		size := []int{100, 200, 300, 900}[i%4]
		names := r.Perm(size)
		next := 0
		var edges []Edge
		var present []int // names, from 0
		want := 0
		for range 1 + r.IntN(4) {
			k := 3 + r.IntN(10)
			g := randomGraph(r, k, 0.2+0.6*r.Float64())
			g = g.Remove(0) // drop the absent vertices' slots
			name := names[next : next+k]
			next += k
			for _, e := range g.EdgeList() {
				edges = append(edges, Edge{name[e.U-1] + 1, name[e.V-1] + 1})
			}
			// a hub joined to every vertex of g makes it connected: the
			// hub's move takes it all
			var hubbed builder
			hubbed.g = Graph{Alive: g.Alive, Adj: slices.Clone(g.Adj)}
			hub := names[next] + 1
			next++
			present = append(present, hub-1)
			for v := 1; v <= len(g.Adj); v++ {
				if g.Alive>>(v-1)&1 != 0 {
					present = append(present, name[v-1])
					edges = append(edges, Edge{hub, name[v-1] + 1})
					hubbed.edge(v, k+1)
				}
			}
			want ^= graphValue(t, rule, hubbed.g)
		}
		w, err := NewWideGraph(size, edges)
		if err != nil {
			t.Fatal(err)
		}
		var gone []int
		for v := 1; v <= size; v++ {
			if !slices.Contains(present, v-1) {
				gone = append(gone, v)
			}
		}
		w = w.Remove(gone...)
		// every edge a line: Node Kayles keys components by the edges
		// at them
		var lines [][]int
		for _, e := range w.EdgeList() {
			lines = append(lines, []int{e.U, e.V})
		}
		lined, err := w.WithLines(lines)
		if err != nil {
			t.Fatal(err)
		}
		for _, small := range []int{0, 2} {
			if got := wideValue(t, rule, w, small); got != want {
				t.Fatalf("%s on %s: GrundyWide (small %d) = %d; GrundyOf by components %d", Game{rule}, w, small, got, want)
			}
			if got := wideValue(t, rule, lined, small); got != want {
				t.Fatalf("%s on %s with its edges as lines: GrundyWide (small %d) = %d; GrundyOf by components %d", Game{rule}, w, small, got, want)
			}
		}
	}
}

// TestGrundyWideSymmetries: a cycle of 70 vertices carrying its
// rotations and reflections is worth what it is worth without them, and
// what the rule makes it: every first move leaves a path of 67 (Node) or
// 68 (Arc) vertices.
func TestGrundyWideSymmetries(t *testing.T) {
	const n = 70
	var edges []Edge
	var syms [][]int
	for i := 1; i <= n; i++ {
		edges = append(edges, Edge{i, i%n + 1})
	}
	for s := 1; s < n; s++ {
		rot, ref := make([]int, n), make([]int, n)
		for i := range n {
			rot[i] = (i+s)%n + 1
			ref[i] = (s-i+n)%n + 1
		}
		syms = append(syms, rot, ref)
	}
	cycle, err := NewWideGraph(n, edges)
	if err != nil {
		t.Fatal(err)
	}
	sym, err := cycle.WithSymmetries(syms)
	if err != nil {
		t.Fatal(err)
	}
	for _, rule := range []Rule{Node, Arc} {
		left := n - 3
		if rule == Arc {
			left = n - 2
		}
		path := cycle.Remove(n)
		for v := left + 1; v < n; v++ {
			path = path.Remove(v)
		}
		p := wideValue(t, rule, path, 2)
		want := 0
		if p == 0 {
			want = 1
		}
		for _, small := range []int{0, 2, 5} {
			if got := wideValue(t, rule, cycle, small); got != want {
				t.Errorf("%s on the %d-cycle (small %d) = %d; the path of %d is worth %d", Game{rule}, n, small, got, left, p)
			}
			if got := wideValue(t, rule, sym, small); got != want {
				t.Errorf("%s on the %d-cycle with its symmetries (small %d) = %d; want %d", Game{rule}, n, small, got, want)
			}
		}
	}
	if _, err := cycle.WithSymmetries([][]int{append([]int{2, 1}, syms[0][2:]...)}); err == nil {
		t.Error("a permutation that is no automorphism was taken as a symmetry")
	}
	if _, err := cycle.Remove(1).WithSymmetries(syms[:1]); err == nil {
		t.Error("a rotation of a cycle less a vertex was taken as a symmetry")
	}
}

// TestGrundyWideStops: a cancelled context and a spent memory account
// stop the search with an error.
func TestGrundyWideStops(t *testing.T) {
	g, err := QueensWide(9)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := GrundyWideWith(ctx, Node, g, WideOptions{Small: QueensSmall}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	small := budget.WithAccount(context.Background(), budget.New("this test", 1<<18))
	_, err = GrundyWideWith(small, Node, g, WideOptions{Small: QueensSmall})
	var exceeded *budget.ExceededError
	if !errors.As(err, &exceeded) {
		t.Errorf("within 256 KiB: %v", err)
	}
}

// TestWithLines: a cover of the edges by cliques is checked.
func TestWithLines(t *testing.T) {
	// the path 1-2-3 and the triangle 4-5-6, vertex 7 alone
	g, err := NewWideGraph(7, []Edge{{1, 2}, {2, 3}, {4, 5}, {5, 6}, {4, 6}})
	if err != nil {
		t.Fatal(err)
	}
	good := [][]int{{1, 2}, {2, 3}, {4, 5, 6}, {7}}
	if _, err := g.WithLines(good); err != nil {
		t.Errorf("%v: %v", good, err)
	}
	for _, bad := range [][][]int{
		{{1, 2, 3}, {4, 5, 6}, {7}},      // 1, 3 not joined
		{{1, 2}, {4, 5, 6}, {7}},         // 2-3 on no line
		{{1, 2}, {2, 3}, {4, 5, 6}},      // 7 on no line
		{{1, 2}, {2, 3}, {4, 5, 6}, {8}}, // no vertex 8
		{{1, 2, 1}, {2, 3}, {4, 5, 6}, {7}},
	} {
		if _, err := g.WithLines(bad); err == nil {
			t.Errorf("%v was taken as lines", bad)
		}
	}
	if _, err := g.Remove(7).WithLines(good); err == nil {
		t.Error("a line of a vertex absent was taken")
	}
}

func TestNewWideGraphRefuses(t *testing.T) {
	for _, c := range []struct {
		n     int
		edges []Edge
	}{{MaxWideVertices + 1, nil}, {-1, nil}, {3, []Edge{{1, 4}}}, {3, []Edge{{2, 2}}}, {3, []Edge{{0, 1}}}} {
		if _, err := NewWideGraph(c.n, c.edges); err == nil {
			t.Errorf("NewWideGraph(%d, %v) was taken", c.n, c.edges)
		}
	}
}

// TestGrundyWideFewExclusions: with memo entries that exclude no value
// (or only 0), as values above 14 are kept, the outcome search still
// values the queens graphs and random graphs right.
func TestGrundyWideFewExclusions(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 4))
	for _, excluded := range []int{0, 1} {
		for n := 0; n <= 9; n++ {
			g, err := QueensWide(n)
			if err != nil {
				t.Fatal(err)
			}
			s := newWideSearch(context.Background(), Node, g, 2)
			s.excluded = excluded
			got, err := s.run()
			s.close()
			if err != nil || got != a344227[n] {
				t.Errorf("queens %d, %d values excluded: %d, %v; A344227 says %d", n, excluded, got, err, a344227[n])
			}
		}
		for i := range 100 {
			rule := Rule(i % 2)
			g := randomGraph(r, 3+r.IntN(10), r.Float64())
			want := graphValue(t, rule, g)
			s := newWideSearch(context.Background(), rule, WideOf(g), 2)
			s.excluded = excluded
			got, err := s.run()
			s.close()
			if err != nil || got != want {
				t.Fatalf("%s on %s, %d values excluded: %d, %v; GrundyOf %d", Game{rule}, g, excluded, got, err, want)
			}
		}
	}
}

// TestGrundyWideWorkers: searches run at once on one memo answer as one
// does, on the queens graphs and on random graphs named up to 250.
func TestGrundyWideWorkers(t *testing.T) {
	for n := 0; n <= 10; n++ {
		g, err := QueensWide(n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := GrundyWideWith(context.Background(), Node, g, WideOptions{Small: QueensSmall, Workers: 2})
		if err != nil || got != a344227[n] {
			t.Errorf("queens %d, two searches: %d, %v; A344227 says %d", n, got, err, a344227[n])
		}
	}
	r := rand.New(rand.NewPCG(38, 5))
	for i := range 40 {
		rule := Rule(i % 2)
		g := randomGraph(r, 3+r.IntN(12), r.Float64())
		want := graphValue(t, rule, g)
		// the same graph named backwards from 250 (four words: one shared memo)
		var edges []Edge
		for _, e := range g.EdgeList() {
			edges = append(edges, Edge{251 - e.U, 251 - e.V})
		}
		w, err := NewWideGraph(250, edges)
		if err != nil {
			t.Fatal(err)
		}
		var gone []int
		for v := 1; v <= 250; v++ {
			if v <= 250-len(g.Adj) || g.Alive>>(250-v)&1 == 0 {
				gone = append(gone, v)
			}
		}
		w = w.Remove(gone...)
		for _, workers := range []int{2, 3} {
			got, err := GrundyWideWith(context.Background(), rule, w, WideOptions{Small: 2, Workers: workers})
			if err != nil || got != want {
				t.Fatalf("%s on %s named backwards, %d searches: %d, %v; GrundyOf %d", Game{rule}, g, workers, got, err, want)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g, _ := QueensWide(9)
	if _, err := GrundyWideWith(ctx, Node, g, WideOptions{Small: QueensSmall, Workers: 2}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled, two searches: %v", err)
	}
}
