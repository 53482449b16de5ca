package hackenbush_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/hackenbush"
)

// parse reads an edge list of a test, failing the test on an error.
func parse(t *testing.T, text string) []hackenbush.Edge {
	t.Helper()
	edges, err := hackenbush.ParseGraph(text)
	if err != nil {
		t.Fatalf("ParseGraph(%q): %v", text, err)
	}
	return edges
}

// TestGraphGolden checks small graphs whose values are worked out by hand
// from the rules (the comments give the options' values), and larger ones
// valued by the brute-force search.
func TestGraphGolden(t *testing.T) {
	tests := []struct {
		graph string
		want  int
	}{
		{"empty", 0},
		{"edges:0-0", 1},     // a loop at the ground: the only cut leaves nothing
		{"edges:0-1,0-1", 0}, // two parallel edges: either cut leaves a stalk of 1
		{"edges:0-1,1-1", 2}, // a stalk with a loop on top: cuts leave 0 (nothing), 1 (the stalk)
		// A triangle standing on the ground: cutting a side at the
		// ground leaves a stalk of 2, cutting the top side two stalks of 1.
		{"edges:0-1,1-2,2-0", 1}, // options 2, 2, 0
		// A square: every cut leaves stalks of 3, or of 1 and 2: value 3.
		{"edges:0-1,1-2,2-3,3-0", 0},
		{"edges:0-1,1-2,2-0,2-3", 0}, // triangle (1) and, fused to the ground, a stalk of 1
		{"stalks:3,5,6", 3 ^ 5 ^ 6},  // bamboo stalks are Nim heaps
	}
	for _, tt := range tests {
		if v := hackenbush.GraphValue(parse(t, tt.graph)); v != tt.want {
			t.Errorf("GraphValue(%s) = %d; want %d", tt.graph, v, tt.want)
		}
	}
	// Larger pictures: the brute-force search is the golden source.
	search := hackenbush.NewSearch()
	for _, graph := range []string{
		// A house: walls 0-1 and 0-2 on the ground, ceiling 1-2, roof 1-3-2.
		"edges:0-1,0-2,1-2,1-3,2-3",
		// The house with a chimney (3-4-5) and a tree beside it.
		"edges:0-1,0-2,1-2,1-3,2-3,3-4,4-5,0-6,6-7,6-8,8-9",
		// Two triangles sharing a vertex, on a stalk, with a loop on top.
		"edges:0-1,1-2,2-3,3-1,1-4,4-5,5-1,5-5",
		// K4 standing on one vertex, and a flag on the far side.
		"edges:0-1,0-2,0-3,1-2,1-3,2-3,3-4,4-5",
		// A cycle of 7 with a pendant stalk of 3 and a triple edge.
		"edges:0-1,1-2,2-3,3-4,4-5,5-6,6-0,3-7,7-8,8-9,9-10,9-10,9-10",
	} {
		edges := parse(t, graph)
		want, err := search.Value(edges)
		if err != nil {
			t.Fatal(err)
		}
		if v := hackenbush.GraphValue(edges); v != want {
			t.Errorf("GraphValue(%s) = %d; the search says %d", graph, v, want)
		}
	}
}

// multigraphs calls visit with every multiset of at most maxEdges edges on
// the vertices 0..vertices (loops included), in order.
func multigraphs(vertices, maxEdges int, visit func([]hackenbush.Edge)) {
	var kinds []hackenbush.Edge
	for u := 0; u <= vertices; u++ {
		for v := u; v <= vertices; v++ {
			kinds = append(kinds, hackenbush.Edge{U: u, V: v})
		}
	}
	var rec func(from int, edges []hackenbush.Edge)
	rec = func(from int, edges []hackenbush.Edge) {
		visit(edges)
		if len(edges) == maxEdges {
			return
		}
		for k := from; k < len(kinds); k++ {
			rec(k, append(edges, kinds[k]))
		}
	}
	rec(0, nil)
}

// TestGraphValueAllSmall ties the fusion and colon principles to the
// brute-force search on every multigraph of at most 7 edges on 4
// vertices and the ground, loops and multiple edges included (170544
// edge lists, those with fallen edges too), and the rules-level Options
// to the search through the generic solver.
func TestGraphValueAllSmall(t *testing.T) {
	start := time.Now()
	search := hackenbush.NewSearch()
	solver := game.NewSolver(hackenbush.Graph{})
	lists, standing := 0, 0
	multigraphs(4, 7, func(edges []hackenbush.Edge) {
		lists++
		want, err := search.Value(edges)
		if err != nil {
			t.Fatal(err)
		}
		if v := hackenbush.GraphValue(edges); v != want {
			t.Fatalf("%s: GraphValue %d; the search says %d", hackenbush.FormatEdges(edges), v, want)
		}
		if len(hackenbush.Standing(edges)) != len(edges) {
			return
		}
		standing++
		if g, err := solver.GrundyValue(hackenbush.PositionOf(edges)); err != nil || g != want {
			t.Fatalf("%s: the solver on Options says %d (%v); the search %d", hackenbush.FormatEdges(edges), g, err, want)
		}
	})
	if lists != 170544 {
		t.Errorf("enumerated %d edge lists; want C(22,7) = 170544", lists)
	}
	t.Logf("%d edge lists (%d standing), %d positions searched, in %v", lists, standing, search.Positions(), time.Since(start))
}

// randomGraph returns a random edge list of n edges on the ground and
// up to k other vertices, with scattered names, loops and parallel edges,
// in random order.
func randomGraph(rng *rand.Rand, n, k int) []hackenbush.Edge {
	names := []int{0}
	for i := 1; i <= k; i++ {
		names = append(names, i*7+rng.IntN(5)) // distinct: 7i..7i+4
	}
	edges := make([]hackenbush.Edge, n)
	for i := range edges {
		edges[i] = hackenbush.Edge{U: names[rng.IntN(len(names))], V: names[rng.IntN(len(names))]}
	}
	return edges
}

// TestGraphValueRandom ties the principles to the search on random graphs
// of up to 12 edges, and the fast winning moves to the search's values
// of every option.
func TestGraphValueRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	search := hackenbush.NewSearch()
	g := hackenbush.Graph{}
	ctx := context.Background()
	for trial := range 2000 {
		edges := randomGraph(rng, 1+rng.IntN(12), 1+rng.IntN(8))
		want, err := search.Value(edges)
		if err != nil {
			t.Fatal(err)
		}
		if v := hackenbush.GraphValue(edges); v != want {
			t.Fatalf("trial %d, %s: GraphValue %d; the search says %d", trial, hackenbush.FormatEdges(edges), v, want)
		}
		p := hackenbush.PositionOf(edges)
		moves, err := g.WinningMovesOf(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		var wantMoves []game.Position
		for _, q := range g.Options(p) {
			v, err := search.Value(canonical(q))
			if err != nil {
				t.Fatal(err)
			}
			if v == 0 {
				wantMoves = append(wantMoves, q)
			}
		}
		if !slices.EqualFunc(moves, wantMoves, slices.Equal) {
			t.Fatalf("%s: winning moves %v; the search's P-options %v", hackenbush.FormatEdges(edges), moves, wantMoves)
		}
		if (len(moves) > 0) != (want != 0) {
			t.Fatalf("%s: value %d but %d winning moves", hackenbush.FormatEdges(edges), want, len(moves))
		}
		for _, m := range moves {
			if e := g.Explain(p, m); !strings.HasPrefix(e, "Cutting edge ") {
				t.Fatalf("%s -> %s: explanation %q", g.FormatPosition(p), g.FormatPosition(m), e)
			}
		}
	}
}

func canonical(p game.Position) []hackenbush.Edge {
	edges, _ := hackenbush.EdgesOf(p)
	return edges
}

// TestOptions checks the rules on a picture: cutting the stalk under a
// triangle drops the triangle, parallel edges give one option, and
// options are canonical.
func TestOptions(t *testing.T) {
	g := hackenbush.Graph{}
	p, err := g.ParsePosition("edges:2-1,0-1,1-3,3-2,0-4,0-4")
	if err != nil {
		t.Fatal(err)
	}
	if got := g.FormatPosition(p); got != "edges:0-1,0-4,0-4,1-2,1-3,2-3" {
		t.Errorf("canonical form %s", got)
	}
	var got []string
	for _, q := range g.Options(p) {
		got = append(got, g.FormatPosition(q))
	}
	want := []string{
		"edges:0-4,0-4",             // 0-1: the triangle falls
		"edges:0-1,0-4,1-2,1-3,2-3", // one of the parallel edges 0-4
		"edges:0-1,0-4,0-4,1-3,2-3", // 1-2
		"edges:0-1,0-4,0-4,1-2,2-3", // 1-3
		"edges:0-1,0-4,0-4,1-2,1-3", // 2-3
	}
	if !slices.Equal(got, want) {
		t.Errorf("options\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// A stalk of 3 carrying a triangle, fused into a vertex with three
	// loops worth 1 (colon: ((1 + 1) + 1) + 1 = 4), and a stalk of 1: worth
	// 4 xor 1 = 5. Cutting 1-2 leaves 1 xor 1 = 0, and what stood on it
	// falls.
	from, _ := g.ParsePosition("edges:0-1,1-2,2-3,3-5,5-6,6-3,0-4")
	to, _ := g.ParsePosition("edges:0-1,0-4")
	e := g.Explain(from, to)
	if !strings.HasPrefix(e, "Cutting edge 1-2 (2-3, 3-5, 3-6, 5-6 fall with it) leaves a graph of value 0") {
		t.Errorf("Explain = %q", e)
	}
	if e := g.Explain(from, g.Options(from)[0]); e != "" {
		t.Errorf("Explain of a losing move = %q", e)
	}
}

// TestTreesAndStalks checks the graph value against Nim (bamboo stalks of
// any length: a stalk of n is a heap of n) and against the forests'
// colon principle, on graphs at the size bound.
func TestTreesAndStalks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 50 {
		heights := make([]int, 1+rng.IntN(5))
		x := 0
		for i := range heights {
			heights[i] = rng.IntN(hackenbush.MaxEdges / len(heights))
			x ^= heights[i]
		}
		if v := hackenbush.GraphValue(hackenbush.StalkEdges(heights)); v != x {
			t.Fatalf("stalks %v: %d; want the nim-sum %d", heights, v, x)
		}
		parents := make(game.Position, 1+rng.IntN(hackenbush.MaxEdges))
		var edges []hackenbush.Edge
		for i := range parents {
			parents[i] = rng.IntN(i + 1)
			edges = append(edges, hackenbush.Edge{U: i + 1, V: parents[i]})
		}
		if v, w := hackenbush.GraphValue(edges), hackenbush.Value(parents); v != w {
			t.Fatalf("tree %v: graph value %d; the forest's colon principle %d", parents, v, w)
		}
	}
}

// TestLargeGraph times the fast paths at MaxEdges: a value in linear
// time, the winning moves in quadratic time.
func TestLargeGraph(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	edges := make([]hackenbush.Edge, 0, hackenbush.MaxEdges)
	for i := 1; len(edges) < hackenbush.MaxEdges; i++ {
		// a random tree, thickened by an edge back down now and then
		edges = append(edges, hackenbush.Edge{U: i, V: rng.IntN(i)})
		if i%3 == 0 && len(edges) < hackenbush.MaxEdges {
			edges = append(edges, hackenbush.Edge{U: i, V: rng.IntN(i)})
		}
	}
	g := hackenbush.Graph{}
	p := hackenbush.PositionOf(edges)
	if err := g.Check(p); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	moves, err := g.WinningMovesOf(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	elapsed := time.Since(start)
	for _, m := range moves {
		if v := hackenbush.GraphValue(canonical(m)); v != 0 {
			t.Fatalf("a winning move leaves value %d", v)
		}
		if e := g.Explain(p, m); !strings.HasPrefix(e, "Cutting edge ") {
			t.Fatalf("explanation %q", e)
		}
	}
	t.Logf("%d edges, value %d: %d winning moves in %v", len(edges), hackenbush.GraphValue(edges), len(moves), elapsed)
	if elapsed > 20*time.Second {
		t.Errorf("winning moves of %d edges took %v", len(edges), elapsed)
	}
	// Cutting a long stalk at the ground drops all of it.
	from, _ := g.ParsePosition("stalks:4000,1,1")
	to, _ := g.ParsePosition("edges:0-4001,0-4002")
	start = time.Now()
	e := g.Explain(from, to)
	if want := "Cutting edge 0-1 (1-2, 2-3, 3-4, 4-5, 5-6 and 3994 more fall with it) leaves a graph of value 0"; !strings.HasPrefix(e, want) {
		t.Errorf("Explain = %q; want %q…", e, want)
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Errorf("Explain took %v", elapsed)
	}
}

// TestParseErrors checks that malformed positions are one-line errors.
func TestParseErrors(t *testing.T) {
	g := hackenbush.Graph{}
	big := "edges:" + strings.Repeat("0-1,", hackenbush.MaxEdges) + "0-1"
	tests := []struct{ text, want string }{
		{"edges:0-1,12", `"12" is not an edge`},
		{"edges:0-x", `vertex "x" is not a whole number`},
		{"edges:0-1,-1-2", "a vertex is missing"},
		{"edges:0-1,,1-2", "edge 2 is empty"},
		{"edges:0-1,1-2000000", "too large"},
		{"edges:0-1,2-3", "edge 2-3 is not connected to the ground"},
		{"edges:0-1,2-3,3-4,4-5,5-6,6-7,7-8", "edges 2-3, 3-4, 4-5, 5-6, 6-7 and 1 more are not connected to the ground"},
		{"cycle:5", "unknown hackenbush graph"},
		{"", "unknown hackenbush graph"},
		{"stalks:3,-1", "want 0 or more"},
		{"stalks:5000", "more than 4096 segments"},
		{"stalks:1,9223372036854775807", "more than 4096 segments"},
		{big, "at most 4096"},
	}
	for _, tt := range tests {
		_, err := g.ParsePosition(tt.text)
		if err == nil {
			t.Errorf("ParsePosition(%.40q) accepted", tt.text)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, tt.want) || strings.Contains(msg, "\n") {
			t.Errorf("ParsePosition(%.40q) = %q; want one line containing %q", tt.text, msg, tt.want)
		}
	}
	for _, p := range []game.Position{{0}, {0, -1}, {1, 2}, make(game.Position, 2*hackenbush.MaxEdges+2)} {
		if g.Check(p) == nil {
			t.Errorf("Check(%.20v) accepted", p)
		}
	}
	if _, err := hackenbush.NewSearch().Value(make([]hackenbush.Edge, hackenbush.MaxSearchEdges+1)); err == nil {
		t.Error("the search accepted a graph beyond MaxSearchEdges")
	}
}

// FuzzParsePosition checks that any text is read without a panic, and
// that what is read is written back to the same position.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"edges:0-1,1-2,2-0", "0-0", "stalks:3,5", "empty", "edges:", "edges:1-0,0-1,1-1", "edges:0-"} {
		f.Add(s)
	}
	g := hackenbush.Graph{}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := g.ParsePosition(text)
		if err != nil {
			return
		}
		if err := g.Check(p); err != nil {
			t.Fatalf("%q parsed to %v, which Check refuses: %v", text, p, err)
		}
		q, err := g.ParsePosition(g.FormatPosition(p))
		if err != nil || !slices.Equal(p, q) {
			t.Fatalf("%q: written %s, read back %v (%v)", text, g.FormatPosition(p), q, err)
		}
	})
}

// TestReachable checks the bound on the positions below a graph against
// the positions the search visits: never fewer, and as many on trees.
func TestReachable(t *testing.T) {
	g := hackenbush.Graph{}
	if n := g.Reachable(hackenbush.PositionOf(hackenbush.StalkEdges([]int{10, 10, 10}))); n != 11*11*11 {
		t.Errorf("stalks 10, 10, 10: %d positions; want 11^3", n)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		edges := randomGraph(rng, 1+rng.IntN(12), 1+rng.IntN(8))
		tree := rng.IntN(3) == 0
		if tree {
			edges = edges[:0]
			n := 1 + rng.IntN(12)
			for v := 1; v <= n; v++ {
				edges = append(edges, hackenbush.Edge{U: rng.IntN(v), V: v})
			}
		}
		search := hackenbush.NewSearch()
		if _, err := search.Value(edges); err != nil {
			t.Fatal(err)
		}
		bound := g.Reachable(hackenbush.PositionOf(edges))
		if n := int64(search.Positions()); bound < n || (tree && bound != n) {
			t.Fatalf("%s: bound %d; the search visits %d positions", hackenbush.FormatEdges(edges), bound, n)
		}
	}
}
