package graphkayles_test

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/budget"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/graphkayles"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/sparse"
)

var ctx = context.Background()

var games = []graphkayles.Game{graphkayles.NodeKayles, graphkayles.ArcKayles}

// labelled returns the graph on vertices 1..n whose edges are the pairs
// (in the order 1-2, 1-3, 2-3, 1-4, …) of the set bits of code.
func labelled(n int, code uint64) graphkayles.Graph {
	var b strings.Builder
	b.WriteString("edges:")
	bit := 0
	for v := 1; v <= n; v++ {
		fmt.Fprintf(&b, "%d,", v)
		for u := 1; u < v; u++ {
			if code>>bit&1 != 0 {
				fmt.Fprintf(&b, "%d-%d,", u, v)
			}
			bit++
		}
	}
	g, err := graphkayles.ParseGraph(strings.TrimSuffix(b.String(), ","))
	if err != nil {
		panic(err)
	}
	return g
}

// TestEveryGraph ties the component and canonical-form valuation to the
// brute-force solver on the whole graph (the rules' Options, no
// splitting) for every labelled graph on up to 6 vertices (7 without
// -short: 2^21 graphs), both games; and the winning moves to the
// solver's on every graph up to 5 vertices.
func TestEveryGraph(t *testing.T) {
	top := 7
	if !fullRun() {
		top = 6
	}
	for _, g := range games {
		solver := game.NewSolver(g)
		solver.Limit = 1 << 26
		for n := 0; n <= top; n++ {
			for code := uint64(0); code < 1<<(n*(n-1)/2); code++ {
				tieToSolver(t, g, solver, labelled(n, code).Position(), n <= 5)
			}
		}
	}
}

// tieToSolver checks the value of p, and its winning moves when moves is
// set, against the brute-force solver's.
func tieToSolver(t *testing.T, g graphkayles.Game, solver *game.Solver, p game.Position, moves bool) {
	t.Helper()
	want, err := solver.GrundyValue(p)
	if err != nil {
		t.Fatal(err)
	}
	got, err := g.GrundyOf(ctx, p)
	if err != nil || got != want {
		t.Fatalf("%s on %s: GrundyOf = %d, %v; brute force %d", g, g.FormatPosition(p), got, err, want)
	}
	if !moves {
		return
	}
	winning, err := g.WinningMovesOf(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	wantMoves, err := solver.WinningMoves(p)
	if err != nil {
		t.Fatal(err)
	}
	if !samePositions(winning, wantMoves) {
		t.Fatalf("%s on %s: winning moves %v; brute force %v", g, g.FormatPosition(p), winning, wantMoves)
	}
}

func samePositions(a, b []game.Position) bool {
	return slices.EqualFunc(a, b, func(p, q game.Position) bool { return p.Equal(q) })
}

// TestPathsAndCycles ties paths and cycles up to 20 vertices to the
// brute-force solver (14 with -short) and, up to 64, to the octal games they are: Node Kayles on
// P_n is Dawson's Chess 0.137 on a heap of n (OEIS A002187), Arc Kayles
// on P_n is Dawson's Kayles 0.07 on a heap of n (its edges are Node
// Kayles on P_{n-1}: G_0.07(n) = G_0.137(n−1)). A first move on C_n
// leaves P_{n−3} (Node) or P_{n−2} (Arc).
func TestPathsAndCycles(t *testing.T) {
	dawsonChess, err := octal.Parse("0.137")
	if err != nil {
		t.Fatal(err)
	}
	dawsonKayles, err := octal.Parse("0.07")
	if err != nil {
		t.Fatal(err)
	}
	chess, kayles := dawsonChess.GrundySequence(64), dawsonKayles.GrundySequence(64)
	brute := 20
	if !fullRun() {
		brute = 14
	}
	for _, g := range games {
		solver := game.NewSolver(g)
		for n := 0; n <= 64; n++ {
			path := graphkayles.Path(n).Position()
			got, err := g.GrundyOf(ctx, path)
			if err != nil {
				t.Fatal(err)
			}
			want := chess[n]
			if g.Rule == graphkayles.Arc {
				want = kayles[n]
			}
			if got != want {
				t.Errorf("%s on path:%d = %d; the octal game gives %d", g, n, got, want)
			}
			if n <= brute {
				if b, _ := solver.GrundyValue(path); b != got {
					t.Errorf("%s on path:%d = %d; brute force %d", g, n, got, b)
				}
			}
			if n < 3 {
				continue
			}
			cycle := graphkayles.Cycle(n).Position()
			got, err = g.GrundyOf(ctx, cycle)
			if err != nil {
				t.Fatal(err)
			}
			left := n - 3
			if g.Rule == graphkayles.Arc {
				left = n - 2
			}
			if want := min(1, chess[left]) ^ 1; g.Rule == graphkayles.Node && got != want {
				t.Errorf("%s on cycle:%d = %d; mex{G(P_%d)} = %d", g, n, got, left, want)
			}
			if want := min(1, kayles[left]) ^ 1; g.Rule == graphkayles.Arc && got != want {
				t.Errorf("%s on cycle:%d = %d; mex{G(P_%d)} = %d", g, n, got, left, want)
			}
			if n <= brute {
				if b, _ := solver.GrundyValue(cycle); b != got {
					t.Errorf("%s on cycle:%d = %d; brute force %d", g, n, got, b)
				}
			}
		}
	}
}

// TestLattices checks Node Kayles on grids against OEIS A316632 (3×n,
// n = 1..16 there; 1..13 here, every term in BenchmarkLattice) and its comments: 2×n alternates 1, 0, and
// 4×n is 0 (Brown, Daugherty, Fiorini, Maldonado, Manzano-Ruiz,
// Rainville, Waechter and Wong, "Nimber sequences of Node-Kayles games",
// J. Integer Seq. 23 (2020), Article 20.3.5). Grids up to 12 vertices are
// tied to brute force as well.
func TestLattices(t *testing.T) {
	top := 13
	if !fullRun() {
		top = 8
	}
	g := graphkayles.NodeKayles
	solver := game.NewSolver(g)
	check := func(a, b, want int) {
		p := graphkayles.Grid(a, b).Position()
		got, err := g.GrundyOf(ctx, p)
		if err != nil || got != want {
			t.Errorf("nodekayles grid:%d,%d = %d, %v; want %d", a, b, got, err, want)
		}
		if a*b <= 12 {
			if v, _ := solver.GrundyValue(p); v != got {
				t.Errorf("nodekayles grid:%d,%d = %d; brute force %d", a, b, got, v)
			}
		}
	}
	for n := 1; n <= top; n++ {
		check(3, n, a316632[n-1])
	}
	for n := 1; n <= 6; n++ {
		check(2, n, n%2)
		check(4, n, 0)
	}
}

// a316632 is OEIS A316632: Node Kayles on the 3×n grid, n = 1..16.
var a316632 = []int{2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3}

// BenchmarkLattice values Node Kayles on the grid MEX_GRID (rows,columns;
// default 3,16, the last term of OEIS A316632), and with MEX_CERT=FILE
// writes the valuation's certificate there (TestCertificateFile replays
// it):
//
//	MEX_GRID=3,17 MEX_CERT=3x17.cert go test -run '^$' -bench Lattice -benchtime 1x ./games/graphkayles/
//	MEX_CERT=3x17.cert go test -run CertificateFile -v ./games/graphkayles/
func BenchmarkLattice(b *testing.B) {
	rows, cols := 3, 16
	if env := os.Getenv("MEX_GRID"); env != "" {
		if _, err := fmt.Sscanf(env, "%d,%d", &rows, &cols); err != nil {
			b.Fatal(err)
		}
	}
	p := graphkayles.Grid(rows, cols).Position()
	threads := 1
	if env := os.Getenv("MEX_THREADS"); env != "" {
		if _, err := fmt.Sscanf(env, "%d", &threads); err != nil {
			b.Fatal(err)
		}
	}
	ctx := sparse.WithThreads(ctx, threads)
	for b.Loop() {
		v, err := graphkayles.NodeKayles.GrundyOf(ctx, p)
		if err != nil {
			b.Fatal(err)
		}
		if rows == 3 && cols <= len(a316632) && v != a316632[cols-1] {
			b.Fatalf("grid:3,%d = %d; OEIS A316632 says %d", cols, v, a316632[cols-1])
		}
		b.ReportMetric(float64(v), "value")
	}
	if path := os.Getenv("MEX_CERT"); path != "" {
		c, err := graphkayles.NodeKayles.Certify(ctx, graphkayles.Grid(rows, cols))
		if err != nil {
			b.Fatal(err)
		}
		f, err := os.Create(path)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := c.WriteTo(f); err != nil {
			b.Fatal(err)
		}
		if err := f.Close(); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(c.Components)), "components")
	}
}

// TestSmallFamilies ties stars, complete graphs, the Petersen graph and
// small grids, both games, to brute force, and states the values a
// student can check by hand: in Node Kayles a complete graph is gone
// after one move (value 1), and a star of n leaves goes by its centre
// (to 0) or by a leaf (to n−1 isolated vertices, worth (n−1) mod 2), so
// it is worth 2 for even n >= 2 and 1 for odd n; in Arc Kayles a star is
// one move (1), and K_n is ⌊n/2⌋ moves, worth ⌊n/2⌋ mod 2.
func TestSmallFamilies(t *testing.T) {
	for _, g := range games {
		solver := game.NewSolver(g)
		for _, text := range []string{"petersen", "grid:3,3", "grid:3,4", "grid:2,5", "star:7", "complete:8", "edges:1-2,1-3,1-4,5-6,6-7,7-8"} {
			p, err := g.ParsePosition(text)
			if err != nil {
				t.Fatal(err)
			}
			got, err := g.GrundyOf(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			if want, _ := solver.GrundyValue(p); got != want {
				t.Errorf("%s %s = %d; brute force %d", g, text, got, want)
			}
			moves, err := g.WinningMovesOf(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			if want, _ := solver.WinningMoves(p); !samePositions(moves, want) {
				t.Errorf("%s %s: winning moves %v; brute force %v", g, text, moves, want)
			}
		}
		for n := 1; n <= 12; n++ {
			star, _ := g.GrundyOf(ctx, graphkayles.Star(n).Position())
			complete, _ := g.GrundyOf(ctx, graphkayles.Complete(n).Position())
			wantStar, wantComplete := 2-n%2, 1
			if g.Rule == graphkayles.Arc {
				wantStar, wantComplete = 1, n/2%2
			}
			if star != wantStar || complete != wantComplete {
				t.Errorf("%s: star:%d = %d, complete:%d = %d; want %d, %d", g, n, star, n, complete, wantStar, wantComplete)
			}
		}
	}
}

// TestCanonicalForm counts the classes of every labelled graph on n
// vertices under the canonical form: the numbers of graphs up to
// isomorphism, OEIS A000088 (1, 1, 2, 4, 11, 34, 156, 1044), so the form
// neither splits a class nor joins two. (Through Node Kayles' memo: the
// number of distinct forms is read from CanonicalKey.)
func TestCanonicalForm(t *testing.T) {
	a000088 := []int{1, 1, 2, 4, 11, 34, 156, 1044}
	top := 7
	if !fullRun() {
		top = 6
	}
	for n := 0; n <= top; n++ {
		classes := map[string]bool{}
		for code := uint64(0); code < 1<<(n*(n-1)/2); code++ {
			classes[graphkayles.CanonicalKey(labelled(n, code))] = true
		}
		if len(classes) != a000088[n] {
			t.Errorf("%d vertices: %d canonical forms; A000088 counts %d graphs", n, len(classes), a000088[n])
		}
	}
	// relabelling a graph keeps its form
	g := graphkayles.Petersen()
	want := graphkayles.CanonicalKey(g)
	for shift := 1; shift < 10; shift++ {
		var b strings.Builder
		b.WriteString("edges:")
		for _, e := range g.EdgeList() {
			fmt.Fprintf(&b, "%d-%d,", (e.U*7+shift)%10+1, (e.V*7+shift)%10+1)
		}
		h, err := graphkayles.ParseGraph(strings.TrimSuffix(b.String(), ","))
		if err != nil {
			t.Fatal(err)
		}
		if got := graphkayles.CanonicalKey(h); got != want {
			t.Errorf("relabelled Petersen graph %s has another canonical form", h)
		}
	}
}

func TestParseAndFormat(t *testing.T) {
	g := graphkayles.NodeKayles
	for text, want := range map[string]string{
		"path:4":                 "edges:1-2,2-3,3-4",
		"cycle:3":                "edges:1-2,1-3,2-3",
		"star:2":                 "edges:1-2,1-3",
		"complete:1":             "edges:1",
		"grid:2,2":               "edges:1-2,1-3,2-4,3-4",
		"empty":                  "empty",
		"edges:":                 "empty",
		"path:0":                 "empty",
		"edges:3-1,5":            "edges:1-3,5",
		"edges:1-2,3":            "edges:1-2,3",
		"edges:1-":               "",
		"edges:1-2,3-":           "",
		"edges:-1":               "",
		"1-":                     "",
		"edges:1-2-3":            "",
		"1-2, 2-3":               "edges:1-2,2-3",
		"edges:64-1":             "edges:1-64",
		" Petersen ":             "edges:1-2,1-5,1-6,2-3,2-7,3-4,3-8,4-5,4-9,5-10,6-8,6-9,7-9,7-10,8-10",
		"edges:2-2x":             "",
		"edges:1-1":              "edges:1-1",
		"edges:2-1,1-1,1-2":      "edges:1-1,1-2",
		"edges:0-1":              "",
		"edges:1-65":             "",
		"cycle:2":                "",
		"path:65":                "path:65",
		"path:100 minus 7,5,6,5": "path:100 minus 5,6,7",
		"cycle:10 minus 1":       "edges:2-3,3-4,4-5,5-6,6-7,7-8,8-9,9-10",
		"distance:70,3,1":        "distance:70,1,3",
		"squares:30":             "squares:30",
		"path:100 minus 101":     "",
		"path:100 minus 0":       "",
		"path:100 minus x":       "",
		"cycle:10^30":            "",
		"squares:10^13":          "squares:10000000000000",
		"queens:33":              "",
		"queens:2":               "edges:1-2,1-3,1-4,2-3,2-4,3-4",
		"diamonds:0":             "",
		"distance:100,0":         "",
		"distance:100,17":        "",
		"distance:100":           "",
		"squares:5,2":            "",
		"grid:8,9":               "",
		"grid:3":                 "",
		"petersen:3":             "",
		"wheel:5":                "",
		"":                       "",
		"edges:1-2,,2-3":         "",
		"star:64":                "",
		"complete:10^1000":       "",
	} {
		p, err := g.ParsePosition(text)
		if want == "" {
			if err == nil {
				t.Errorf("ParsePosition(%q) = %v; want an error", text, p)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", text, err)
			continue
		}
		if err := g.Check(p); err != nil {
			t.Errorf("Check(%q): %v", text, err)
		}
		if got := g.FormatPosition(p); got != want {
			t.Errorf("FormatPosition(ParsePosition(%q)) = %q; want %q", text, got, want)
		}
		if q, err := g.ParsePosition(want); err != nil || !q.Equal(p) {
			t.Errorf("ParsePosition(%q) = %v, %v; want %v", want, q, err, p)
		}
	}
	for _, p := range []game.Position{{}, {1, 0, 0}, {3, 2, 0}, {1, 2}, {-1}} {
		if err := g.Check(p); err == nil {
			t.Errorf("Check(%v) accepted a position that is not a graph as Position writes it", p)
		}
	}
	// vertex 64 is the sign bit of its mask
	p, _ := g.ParsePosition("edges:63-64")
	if v, err := g.GrundyOf(ctx, p); err != nil || v != 1 {
		t.Errorf("nodekayles edges:63-64 = %d, %v; want 1", v, err)
	}
}

// TestMovesKeepNames: options keep the vertices' names, and the whole
// graph's options are the rules (Node: one per vertex; Arc: one per edge).
func TestMovesKeepNames(t *testing.T) {
	p, _ := graphkayles.NodeKayles.ParsePosition("path:5")
	var texts []string
	for _, q := range graphkayles.NodeKayles.Options(p) {
		texts = append(texts, graphkayles.NodeKayles.FormatPosition(q))
	}
	want := []string{"edges:3-4,4-5", "edges:4-5", "edges:1,5", "edges:1-2", "edges:1-2,2-3"}
	if !slices.Equal(texts, want) {
		t.Errorf("options of path:5: %v; want %v", texts, want)
	}
	p, _ = graphkayles.ArcKayles.ParsePosition("cycle:4")
	if n := len(graphkayles.ArcKayles.Options(p)); n != 4 {
		t.Errorf("arckayles cycle:4 has %d options; want 4 (one per edge)", n)
	}
}

// TestRefusals: a valuation is a search whose memo draws on the memory
// account as it grows, so a hopeless graph stops when the account is
// spent, saying how far it got; its cost up front says how many
// components it may meet; a cancelled context stops a valuation.
func TestRefusals(t *testing.T) {
	g := graphkayles.NodeKayles
	p, _ := g.ParsePosition("grid:8,8")
	small4 := budget.WithAccount(ctx, budget.New("a small account", 4<<20))
	var over *budget.ExceededError
	if _, err := g.GrundyOf(small4, p); !game.IsRefused(err) || !errors.As(err, &over) || !strings.Contains(err.Error(), "components") {
		t.Errorf("grid:8,8 under 4 MiB: %v; want a refusal when the account is spent, with the components held", err)
	}
	c := g.Cost(game.OpGrundy, p)
	if c.Bytes > 1<<20 || !strings.Contains(c.What, "2^") {
		t.Errorf("cost of grid:8,8 = %+v; want the memo's first megabyte, and the bound in words", c)
	}
	small, _ := g.ParsePosition("path:12")
	if c := g.Cost(game.OpGrundy, small); c.Bytes > 1<<20 {
		t.Errorf("cost of path:12 = %+v; want at most 144 components", c)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	q, _ := g.ParsePosition("grid:4,6")
	if _, err := g.GrundyOf(cancelled, q); err == nil {
		t.Errorf("a cancelled valuation of grid:4,6 returned no error")
	}
	if b := g.StateBound(graphkayles.Path(10)); b != 100 {
		t.Errorf("StateBound(path:10) = %d; want 100", b)
	}
	spider, _ := graphkayles.ParseGraph("edges:1-2,1-3,1-4,4-5")
	if b := g.StateBound(spider); b != 17 {
		t.Errorf("StateBound(%s) = %d; want 17 connected subsets", spider, b)
	}
	_ = bits.Len
}

// TestFamilies: the families build their games, refuse parameters, and
// start their presets (and examples) at N-positions.
func TestFamilies(t *testing.T) {
	for _, f := range []game.Family{graphkayles.NodeFamily, graphkayles.ArcFamily} {
		g, err := f.Parse("", false)
		if err != nil || g.String() != f.Name {
			t.Fatalf("%s: Parse = %v, %v", f.Name, g, err)
		}
		if _, err := f.Parse("3", true); err == nil {
			t.Errorf("%s:3 accepted a parameter", f.Name)
		}
		if strings.Contains(f.RulesParagraph(), "\n") || f.Syntax != f.Name {
			t.Errorf("%s: rules or syntax malformed", f.Name)
		}
		starts := []string{strings.TrimPrefix(f.Example, f.Name+" ")}
		for _, pr := range f.Presets {
			if pr.Game != f.Name {
				t.Errorf("%s: preset %q is of game %q", f.Name, pr.Label, pr.Game)
			}
			starts = append(starts, pr.Start)
		}
		codec := g.(game.PositionCodec)
		for _, s := range starts {
			p, err := codec.ParsePosition(s)
			if err != nil {
				t.Fatal(err)
			}
			v, err := g.(game.GrundyValuer).GrundyOf(ctx, p)
			if err != nil || v == 0 {
				t.Errorf("%s %s = %d, %v; a start should be an N-position", f.Name, s, v, err)
			}
		}
		if game.ShapeOf(g) != game.Graph {
			t.Errorf("%s: shape %s", f.Name, game.ShapeOf(g))
		}
	}
}

// fullRun reports whether the exhaustive sizes run (MEX_FULL=1: every
// graph on 7 vertices, paths to 20, grids to 3×11, about three minutes);
// the default sizes keep the test suite quick, as heavy verification
// lives outside every test run.
func fullRun() bool { return os.Getenv("MEX_FULL") != "" }

// a316533 is OEIS A316533: Node Kayles on the generalized Petersen graph
// P(n,2), n = 5..26.
var a316533 = []int{1, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0}

// TestGeneralizedPetersen checks petersen:N,2 against OEIS A316533 to
// n = 16 (every term, to 26, in BENCHMARKS.md: 97 s at most), and P(n,k)
// on up to 12 vertices against brute force.
func TestGeneralizedPetersen(t *testing.T) {
	g := graphkayles.NodeKayles
	for n := 5; n <= 16; n++ {
		gr, err := graphkayles.ParseGraph(fmt.Sprintf("petersen:%d,2", n))
		if err != nil {
			t.Fatal(err)
		}
		if got, err := g.GrundyOf(ctx, gr.Position()); err != nil || got != a316533[n-5] {
			t.Errorf("nodekayles petersen:%d,2 = %d, %v; OEIS A316533 says %d", n, got, err, a316533[n-5])
		}
	}
	for _, rule := range []graphkayles.Game{graphkayles.NodeKayles, graphkayles.ArcKayles} {
		solver := game.NewSolver(rule)
		for n := 3; n <= 6; n++ {
			for k := 1; 2*k < n; k++ {
				p := graphkayles.GeneralizedPetersen(n, k).Position()
				got, err := rule.GrundyOf(ctx, p)
				if want, _ := solver.GrundyValue(p); err != nil || got != want {
					t.Errorf("%s P(%d,%d) = %d, %v; brute force %d", rule, n, k, got, err, want)
				}
			}
		}
	}
	for _, bad := range []string{"petersen:5", "petersen:4,2", "petersen:33,2", "petersen:2,1", "petersen:x,2"} {
		if _, err := graphkayles.ParseGraph(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
