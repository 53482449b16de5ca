package cram_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/cram"
	"github.com/mex-cgt/mex/games/graphkayles"
	"github.com/mex-cgt/mex/games/octal"
)

var ctx = context.Background()

func fullRun() bool { return os.Getenv("MEX_FULL") != "" }

// board returns the rows×cols board whose empty squares are the set bits
// of mask, row by row from the top (bit r·cols+c).
func board(rows, cols int, mask uint64) game.Position {
	p := game.Position{rows, cols}
	for r := range rows {
		p = append(p, int(mask>>(r*cols))&(1<<cols-1))
	}
	return p
}

func samePositions(a, b []game.Position) bool {
	return slices.EqualFunc(a, b, func(p, q game.Position) bool { return p.Equal(q) })
}

// tie checks the search against the brute-force solver on the whole board
// (the rules' Options: no splitting, no reduction, no canonical form):
// the value, the outcome and, when moves is set, the winning moves.
func tie(t *testing.T, solver *game.Solver, p game.Position, moves bool) {
	t.Helper()
	g := cram.Any
	want, err := solver.GrundyValue(p)
	if err != nil {
		t.Fatal(err)
	}
	got, err := g.GrundyOf(ctx, p)
	if err != nil || got != want {
		t.Fatalf("%s: GrundyOf = %d, %v; brute force %d", g.FormatPosition(p), got, err, want)
	}
	o, err := g.OutcomeOf(ctx, p)
	if err != nil || o != (want != 0) {
		t.Fatalf("%s: OutcomeOf = %s, %v; brute force value %d", g.FormatPosition(p), o, err, want)
	}
	if !moves {
		return
	}
	gotMoves, err := g.WinningMovesOf(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	wantMoves, err := solver.WinningMoves(p)
	if err != nil {
		t.Fatal(err)
	}
	if !samePositions(gotMoves, wantMoves) {
		t.Fatalf("%s: winning moves %v; brute force %v", g.FormatPosition(p), gotMoves, wantMoves)
	}
}

// TestEverySubboard ties the search to the brute-force solver on every
// board whose squares are a subset of the 4×4 board (2^16 boards: every
// shape that fits it, in every place), of 3×5 and of 2×7, and their
// winning moves on every subset of 3×4.
func TestEverySubboard(t *testing.T) {
	solver := game.NewSolver(cram.Any)
	solver.Limit = 1 << 26
	for _, d := range [][3]int{{4, 4, 0}, {3, 5, 0}, {2, 7, 0}, {3, 4, 1}} {
		rows, cols := d[0], d[1]
		for mask := uint64(0); mask < 1<<(rows*cols); mask++ {
			tie(t, solver, board(rows, cols, mask), d[2] == 1)
		}
	}
}

// TestRectangles ties every rectangle up to 3×6 (and 4×5, 2×9) to brute
// force, with its winning moves.
func TestRectangles(t *testing.T) {
	solver := game.NewSolver(cram.Any)
	solver.Limit = 1 << 26
	for rows := 1; rows <= 3; rows++ {
		for cols := 1; cols <= 6; cols++ {
			tie(t, solver, cram.Rectangle(rows, cols), true)
		}
	}
	tie(t, solver, cram.Rectangle(4, 5), true)
	tie(t, solver, cram.Rectangle(2, 9), true)
}

// randomBoard returns a board of rows×cols with each square empty with
// probability fill.
func randomBoard(rng *rand.Rand, rows, cols int, fill float64) game.Position {
	var mask uint64
	for i := range rows * cols {
		if rng.Float64() < fill {
			mask |= 1 << i
		}
	}
	return board(rows, cols, mask)
}

// TestRandomBoards ties random boards of up to 18 squares to brute force
// (frames of every shape, so that the reductions, the 2×2 rule, the
// symmetries and the frames that do not turn all meet), and the search
// on one core to the search on two.
func TestRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 22))
	solver := game.NewSolver(cram.Any)
	solver.Limit = 1 << 26
	n := 300
	if fullRun() {
		n = 3000
	}
	for _, d := range [][2]int{{5, 5}, {4, 6}, {6, 4}, {3, 8}, {2, 12}, {1, 20}, {4, 7}, {6, 6}, {5, 8}} {
		for range n {
			fill := 0.5 + rng.Float64()*0.4
			p := randomBoard(rng, d[0], d[1], fill)
			empty := 0
			for _, m := range p[2:] {
				empty += popcount(m)
			}
			if empty > 18 {
				continue
			}
			tie(t, solver, p, empty <= 12)
		}
	}
}

func popcount(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// TestOneAndTwoCores: the value does not depend on the number of workers.
func TestOneAndTwoCores(t *testing.T) {
	defer func(n int) { cram.Threads = n }(cram.Threads)
	rng := rand.New(rand.NewPCG(5, 7))
	for range 40 {
		p := randomBoard(rng, 5, 6, 0.85)
		cram.Threads = 1
		one, err1 := cram.Any.GrundyOf(ctx, p)
		cram.Threads = 2
		two, err2 := cram.Any.GrundyOf(ctx, p)
		if err1 != nil || err2 != nil || one != two {
			t.Fatalf("%s: one core %d (%v), two %d (%v)", cram.Any.FormatPosition(p), one, err1, two, err2)
		}
	}
}

// edges writes the grid graph of a board's empty squares as graphkayles
// reads it, squares numbered row by row from 1.
func edges(p game.Position) string {
	rows, cols := p[0], p[1]
	empty := func(r, c int) bool { return r < rows && c < cols && p[2+r]>>c&1 != 0 }
	var parts []string
	for r := range rows {
		for c := range cols {
			if !empty(r, c) {
				continue
			}
			v := r*cols + c + 1
			parts = append(parts, fmt.Sprint(v))
			if empty(r, c+1) {
				parts = append(parts, fmt.Sprintf("%d-%d", v, v+1))
			}
			if empty(r+1, c) {
				parts = append(parts, fmt.Sprintf("%d-%d", v, v+cols))
			}
		}
	}
	if len(parts) == 0 {
		return "empty"
	}
	return "edges:" + strings.Join(parts, ",")
}

// TestArcKaylesOnTheGrid: Cram is Arc Kayles on the grid graph of the
// empty squares; graphkayles values it as a graph (its own components and
// canonical forms of graphs, no bitboard) on rectangles up to 3×7 and 4×6
// (grid:A,B) and on random boards.
func TestArcKaylesOnTheGrid(t *testing.T) {
	arc := graphkayles.ArcKayles
	check := func(p game.Position, graph string) {
		t.Helper()
		q, err := arc.ParsePosition(graph)
		if err != nil {
			t.Fatal(err)
		}
		want, err := arc.GrundyOf(ctx, q)
		if err != nil {
			t.Fatalf("arckayles %s: %v", graph, err)
		}
		got, err := cram.Any.GrundyOf(ctx, p)
		if err != nil || got != want {
			t.Fatalf("%s: %d, %v; arckayles %s: %d", cram.Any.FormatPosition(p), got, err, graph, want)
		}
	}
	for rows := 1; rows <= 4; rows++ {
		for cols := 1; cols <= 7 && rows*cols <= 24; cols++ {
			check(cram.Rectangle(rows, cols), fmt.Sprintf("grid:%d,%d", rows, cols))
		}
	}
	rng := rand.New(rand.NewPCG(1, 38))
	for range 200 {
		p := randomBoard(rng, 5, 6, 0.7)
		check(p, edges(p))
	}
}

// TestDawsonsKayles: Cram on 1×n is Dawson's Kayles, octal 0.07, on a heap
// of n: OEIS A002187 shifted by one (G_0.07(n) = G_0.137(n−1)); its
// P-positions are OEIS A215721 (0, 1, 5, 9, 15, 21, 25, 29, 35, ...). Both
// as a row and as a column, to 1×62.
func TestDawsonsKayles(t *testing.T) {
	dk, err := octal.Parse("0.07")
	if err != nil {
		t.Fatal(err)
	}
	want := dk.GrundySequence(cram.MaxSide)
	a215721 := []int{1, 5, 9, 15, 21, 25, 29, 35, 39, 43, 55, 59}
	for n := 1; n <= cram.MaxSide; n++ {
		for _, p := range []game.Position{cram.Rectangle(1, n), cram.Rectangle(n, 1)} {
			got, err := cram.Any.GrundyOf(ctx, p)
			if err != nil || got != want[n] {
				t.Fatalf("1×%d: %d, %v; Dawson's Kayles %d", n, got, err, want[n])
			}
		}
		if (want[n] == 0) != slices.Contains(a215721, n) && n <= 59 {
			t.Fatalf("1×%d: value %d, but A215721 says P-position: %v", n, want[n], slices.Contains(a215721, n))
		}
	}
}

// TestGardner: the symmetry strategies. An even×even rectangle is a
// P-position (the second player answers each domino with its half turn)
// and an even×odd one an N-position (the first domino across the centre,
// then the same): every such board of at most 64 squares, decided at
// once.
func TestGardner(t *testing.T) {
	for rows := 1; rows <= 32; rows++ {
		for cols := 1; cols <= 32 && rows*cols <= 64; cols++ {
			if rows%2 == 1 && cols%2 == 1 {
				continue
			}
			c, cancel := context.WithTimeout(ctx, 5*time.Second)
			o, err := cram.Any.OutcomeOf(c, cram.Rectangle(rows, cols))
			cancel()
			if err != nil {
				if rows%2 == 0 && cols%2 == 0 {
					t.Fatalf("%d×%d: %v", rows, cols, err)
				}
				continue // an even×odd board may take longer than a test: its outcome needs a search
			}
			if want := game.Outcome(rows%2 == 1 || cols%2 == 1); o != want {
				t.Fatalf("%d×%d: %s; Gardner: %s", rows, cols, o, want)
			}
		}
	}
}

// The published values of the rectangles: Beling's igs README (its Cram
// table, as of November 2025: the boards of 4 to 7 rows; 9×7, 8×7, 9×6,
// 10×5, 11×4, 15×4, 12×5 first computed by igs) and Lemoine and Viennot's
// Glop records before it.
var published = map[[2]int]int{
	{4, 4}: 0, {4, 5}: 2, {4, 6}: 0, {4, 7}: 3, {4, 8}: 0, {4, 9}: 1, {4, 10}: 0, {4, 11}: 1, {4, 12}: 0,
	{4, 13}: 3, {4, 14}: 0, {4, 15}: 4,
	{5, 5}: 0, {5, 6}: 2, {5, 7}: 1, {5, 8}: 1, {5, 9}: 1, {5, 10}: 2, {5, 11}: 0, {5, 12}: 3,
	{6, 6}: 0, {6, 7}: 5, {6, 8}: 0, {6, 9}: 1, {6, 10}: 0, {6, 12}: 0, {6, 14}: 0,
	{7, 7}: 1, {7, 8}: 3, {7, 9}: 1,
}

// TestPublishedValues computes the published rectangles that take a
// second or so here (the rest: MEX_CRAM_RECORDS, records_test.go).
func TestPublishedValues(t *testing.T) {
	for _, d := range [][2]int{{4, 4}, {4, 5}, {4, 6}, {4, 7}, {5, 5}, {5, 4}, {7, 4}, {6, 6}, {4, 8}, {6, 8}, {8, 6}} {
		key := [2]int{min(d[0], d[1]), max(d[0], d[1])}
		got, err := cram.Any.GrundyOf(ctx, cram.Rectangle(d[0], d[1]))
		if err != nil || got != published[key] {
			t.Errorf("%d×%d: %d, %v; published %d", d[0], d[1], got, err, published[key])
		}
	}
}

// Parsing: pictures and rectangles, a canonical text, errors that say
// what is wanted, never a panic.
func TestParseAndFormat(t *testing.T) {
	g := cram.Any
	for _, tt := range []struct{ in, out string }{
		{"3,4", "..../..../...."},
		{"2x3", ".../..."},
		{" 2 × 2 ", "../.."},
		{"..#./..../....", "..#./..../...."},
		{" .# / #. ", ".#/#."},
		{"#", "#"},
	} {
		p, err := g.ParsePosition(tt.in)
		if err != nil {
			t.Fatalf("%q: %v", tt.in, err)
		}
		if s := g.FormatPosition(p); s != tt.out {
			t.Fatalf("%q is written %q; want %q", tt.in, s, tt.out)
		}
		q, err := g.ParsePosition(g.FormatPosition(p))
		if err != nil || !q.Equal(p) {
			t.Fatalf("%q does not read back: %v, %v", tt.out, q, err)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"", "empty position"},
		{"abc", `has 'a' at square 1`},
		{".../..", "row 2"},
		{"0,3", "at least 1"},
		{"3,63", "at most 62"},
		{"3,x", "not a whole number"},
		{"//", "row 1"},
		{strings.Repeat("./", 63) + ".", "at most 62"},
		{strings.Repeat(".", 63), "at most 62"},
	} {
		_, err := g.ParsePosition(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v; want an error with %q", tt.in, err, tt.want)
		}
	}
	four, _ := cram.New(4, 5)
	if _, err := four.ParsePosition("3,3"); err == nil || !strings.Contains(err.Error(), "4 rows of 5") {
		t.Errorf("cram:4,5 at 3,3: %v", err)
	}
	if p, err := four.ParsePosition("4,5"); err != nil || !p.Equal(four.Start()) {
		t.Errorf("cram:4,5 at 4,5: %v %v", p, err)
	}
	for _, p := range []game.Position{{}, {1}, {0, 3}, {2, 2, 3}, {1, 2, 4}, {1, 2, -1}, {63, 1}} {
		if err := g.Check(p); err == nil {
			t.Errorf("Check(%v) accepted it", p)
		}
	}
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"3,4", "..#./....", "#", "2x2", ".../..", "0,0", "a/b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := cram.Any.ParsePosition(s)
		if err != nil {
			return
		}
		if err := cram.Any.Check(p); err != nil {
			t.Fatalf("%q parsed to %v, which Check refuses: %v", s, p, err)
		}
		q, err := cram.Any.ParsePosition(cram.Any.FormatPosition(p))
		if err != nil || !q.Equal(p) {
			t.Fatalf("%q: %v does not read back: %v %v", s, p, q, err)
		}
	})
}

// The search draws on the context's memory account: with a budget too
// small for its table it evicts and still finds the value; a context
// that is done stops it with its error; a region too large for a bitboard
// is refused with what it would need.
func TestBudgetContextAndRefusals(t *testing.T) {
	small := budget.WithAccount(ctx, budget.New("this test", 1<<16))
	v, err := cram.Any.GrundyOf(small, cram.Rectangle(4, 7))
	if err != nil || v != 3 {
		t.Fatalf("4×7 in 64 KiB: %d, %v; want 3 (the table evicts)", v, err)
	}
	account := budget.New("this test", 1<<30)
	if _, err := cram.Any.GrundyOf(budget.WithAccount(ctx, account), cram.Rectangle(5, 6)); err != nil {
		t.Fatal(err)
	}
	if account.Used() != 0 {
		t.Fatalf("the search left %d bytes reserved", account.Used())
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := cram.Any.GrundyOf(done, cram.Rectangle(5, 7)); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled search: %v", err)
	}
	short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := cram.Any.GrundyOf(short, cram.Rectangle(7, 8)); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("7×8 in 50ms: %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("the search took %v to stop", d)
	}
	_, err = cram.Any.GrundyOf(ctx, cram.Rectangle(9, 9))
	if !game.IsRefused(err) || !strings.Contains(err.Error(), "two words") {
		t.Fatalf("9×9: %v", err)
	}
	// two regions of 36 squares each fit their own bitboards
	p, _ := cram.Any.ParsePosition(strings.Repeat("......#....../", 5) + "......#......")
	if v, err := cram.Any.GrundyOf(ctx, p); err != nil || v != 0 {
		t.Fatalf("two 6×6 boards side by side: %d, %v; want 0", v, err)
	}
	c := cram.Any.Cost(game.OpGrundy, cram.Rectangle(6, 7))
	if c.Bytes > 1<<20 || !strings.Contains(c.What, "42 empty squares") {
		t.Fatalf("cost of 6×7: %+v", c)
	}
}

// Options and the rules: a domino covers two empty squares side by side.
func TestOptions(t *testing.T) {
	g := cram.Any
	p, _ := g.ParsePosition("..#/...")
	var got []string
	for _, q := range g.Options(p) {
		got = append(got, g.FormatPosition(q))
	}
	want := []string{"###/...", "#.#/#..", ".##/.#.", "..#/##.", "..#/.##"}
	if !slices.Equal(got, want) {
		t.Fatalf("options of ..#/...: %v; want %v", got, want)
	}
}

// Explain says which domino and why it wins.
func TestExplain(t *testing.T) {
	g := cram.Any
	p := cram.Rectangle(2, 3)
	moves, err := g.WinningMovesOf(ctx, p)
	if err != nil || len(moves) != 3 {
		t.Fatalf("2×3: winning moves %v, %v", moves, err)
	}
	e := game.NewEngine(g)
	if s := e.Explain(p, moves[1]); !strings.Contains(s, "square 2 of rows 1 and 2") || !strings.Contains(s, "nim-sum is 0") {
		t.Fatalf("2×3: %q", s)
	}
}

// TestWideFrames: a board whose squares span 8×8 (or 7×9) is searched in
// a frame of 57 to 64 squares, whose keys of the last 8 squares go to the
// table's map; tied to graphkayles on sparse random boards.
func TestWideFrames(t *testing.T) {
	arc := graphkayles.ArcKayles
	rng := rand.New(rand.NewPCG(8, 8))
	tied := 0
	for _, d := range [][2]int{{8, 8}, {7, 9}, {9, 7}} {
		for range 30 {
			p := randomBoard(rng, d[0], d[1], 0.45)
			p[2] |= 3                      // the corners, with a neighbour each
			p[len(p)-1] |= 3 << (d[1] - 2) // so that the frame is the whole board
			q, err := arc.ParsePosition(edges(p))
			if err != nil {
				t.Fatal(err)
			}
			want, err := arc.GrundyOf(ctx, q)
			if err != nil {
				continue // too large for graphkayles' bound
			}
			got, err := cram.Any.GrundyOf(ctx, p)
			if err != nil || got != want {
				t.Fatalf("%s: %d, %v; arckayles %d", cram.Any.FormatPosition(p), got, err, want)
			}
			tied++
		}
	}
	if tied < 60 {
		t.Fatalf("only %d of 90 boards tied to graphkayles", tied)
	}
}
