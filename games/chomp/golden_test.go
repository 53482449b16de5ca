package chomp_test

import (
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/chomp"
)

// pos writes the rows (a, b, c, …) as a position, dropping empty rows.
func pos(rows ...int) game.Position {
	var p game.Position
	for _, r := range rows {
		if r > 0 {
			p = append(p, r)
		}
	}
	return p
}

// TestThreeRowsBrouwer: the P-positions (p, q, r) of three-rowed Chomp
// with a top row of at most 5 squares, as A. E. Brouwer's Chomp pages
// list them (quoted in OEIS A147983, comments): r = 0, p = q + 1; r = 1,
// only (3,1,1) and (2,2,1); r = 2, p = q + 2; r = 3, (6,3,3), (7,4,3) and
// (5,5,3); r = 4, (8,4,4), (9,5,4), (10,6,4) and (7,7,4); r = 5, (10,5,5),
// (9,6,5) and (a+11, a+7, 5), a >= 0. Checked for every bottom row up to
// 60 squares.
func TestThreeRowsBrouwer(t *testing.T) {
	const most = 60
	tab, err := chomp.Solve(ctx, 3, most)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[[3]int]bool{
		{3, 1, 1}: true, {2, 2, 1}: true,
		{6, 3, 3}: true, {7, 4, 3}: true, {5, 5, 3}: true,
		{8, 4, 4}: true, {9, 5, 4}: true, {10, 6, 4}: true, {7, 7, 4}: true,
		{10, 5, 5}: true, {9, 6, 5}: true,
	}
	for r := 0; r <= 5; r++ {
		for q := max(r, 1); q <= most; q++ {
			for p := q; p <= most; p++ {
				var want bool
				switch r {
				case 0:
					want = p == q+1
				case 2:
					want = p == q+2
				case 5:
					want = listed[[3]int{p, q, r}] || q >= 7 && p == q+4
				default:
					want = listed[[3]int{p, q, r}]
				}
				if got := tab.Value(pos(p, q, r)) == 0; got != want {
					t.Errorf("(%d,%d,%d) is P: %v; Brouwer's list says %v", p, q, r, got, want)
				}
			}
		}
	}
	if tab.Value(pos(1)) != 0 {
		t.Error("the poisoned square alone is not P")
	}
}

// a029900 is OEIS A029900, n = 0..55: the p such that (p, n, n) is a
// P-position of three-rowed Chomp (Brouwer, Horváth, Molnár-Sáska and
// Szabó's f(n, n)), the widths whose rectangle's winning first move is in
// the second row, at column n + 1.
var a029900 = []int{1, 3, 4, 6, 8, 10, 11, 13, 15, 16, 18, 20, 21, 24, 25, 27, 28, 30, 32, 34, 35, 37, 39, 40, 42, 44,
	45, 48, 49, 51, 53, 54, 56, 57, 59, 60, 63, 64, 66, 68, 70, 72, 73, 74, 76, 78, 80, 82, 83, 85, 87, 89, 88, 92, 93, 95}

// TestThreeRowsDiagonal ties the table to OEIS A029900: (p, n, n) is P
// for exactly one p >= n, the sequence's term.
func TestThreeRowsDiagonal(t *testing.T) {
	tab, err := chomp.Solve(ctx, 3, 100)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range a029900 {
		var found []int
		for p := max(n, 1); p <= 100; p++ {
			if tab.Value(pos(p, n, n)) == 0 {
				found = append(found, p)
			}
		}
		if !slices.Equal(found, []int{want}) {
			t.Errorf("n = %d: (p, %d, %d) is P for p in %v; A029900 says %d", n, n, n, found, want)
		}
	}
}

// TestThreeRowsOpening: every 3×n rectangle, n <= 95, has exactly one
// winning first move (Sheiner 2026, proving what Gale 1974 reported for
// n <= 100); it is in the second row exactly when n is a term of
// A029900, else in the third (A029901, its complement), and never in the
// first.
func TestThreeRowsOpening(t *testing.T) {
	g := chomp.Game{Rows: 3, Cols: 100}
	tab, err := chomp.Solve(ctx, 3, 100)
	if err != nil {
		t.Fatal(err)
	}
	second := map[int]bool{}
	for _, p := range a029900 {
		second[p] = true
	}
	for n := 1; n <= 95; n++ {
		start := pos(n, n, n)
		var rows []int
		for _, q := range g.Options(start) {
			if tab.Value(q) == 0 {
				i, _, _ := chomp.Square(start, q)
				rows = append(rows, i)
			}
		}
		want := 3
		if second[n] {
			want = 2
		}
		if !slices.Equal(rows, []int{want}) {
			t.Errorf("3×%d: the winning first moves are in rows %v; want one, in row %d", n, rows, want)
		}
		if n%19 == 0 { // WinningMovesOf solves the box of each
			if moves, err := g.WinningMovesOf(ctx, start); err != nil || len(moves) != 1 || i(start, moves[0]) != want {
				t.Errorf("3×%d: WinningMovesOf = %v, %v", n, moves, err)
			}
		}
	}
}

// i is the row of the square taken from p to q.
func i(p, q game.Position) int {
	row, _, _ := chomp.Square(p, q)
	return row
}

// a395126 is OEIS A395126: the last row d of the P-positions (a,b,c,d) of
// four-rowed Chomp in lexicographic order, the first 87 terms.
var a395126 = []int{0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 2, 0, 2, 0, 2, 0, 0, 0, 2, 0, 2, 0, 2, 3, 4, 0, 3, 0, 3, 2, 0, 2, 0, 2,
	0, 2, 2, 3, 3, 0, 2, 2, 0, 4, 0, 4, 0, 4, 0, 5, 6, 7, 3, 4, 0, 0, 2, 3, 2, 3, 4, 5, 6, 0, 2, 3, 4, 5, 7, 0, 5, 2, 4, 4, 3,
	3, 0, 2, 0, 2, 3, 0, 2, 0, 2}

// TestFourRows ties the table to OEIS A395126: the P-positions of at most
// four rows, in lexicographic order of (a, b, c, d), bottom row a; those
// with a bottom row of at most 30 squares come first, so their last rows
// begin the sequence. The sequence's first ten positions are named in its
// comment.
func TestFourRows(t *testing.T) {
	const most = 30
	tab, err := chomp.Solve(ctx, 4, most)
	if err != nil {
		t.Fatal(err)
	}
	var ps []game.Position
	var last []int
	for a := 1; a <= most; a++ {
		for b := 0; b <= a; b++ {
			for c := 0; c <= b; c++ {
				for d := 0; d <= c; d++ {
					if tab.Value(pos(a, b, c, d)) == 0 {
						ps = append(ps, game.Position{a, b, c, d})
						last = append(last, d)
					}
				}
			}
		}
	}
	if len(last) < len(a395126) || !slices.Equal(last[:len(a395126)], a395126) {
		t.Fatalf("the last rows of the P-positions: %v…; A395126: %v", last[:min(len(last), len(a395126))], a395126)
	}
	first := []game.Position{{1, 0, 0, 0}, {2, 1, 0, 0}, {2, 2, 1, 0}, {2, 2, 2, 1}, {3, 1, 1, 0}, {3, 2, 0, 0}, {3, 3, 1, 1}, {4, 1, 1, 1}, {4, 2, 2, 0}, {4, 3, 0, 0}}
	if !slices.EqualFunc(ps[:10], first, game.Position.Equal) {
		t.Errorf("the first P-positions: %v; A395126 names %v", ps[:10], first)
	}
}

// TestRectangles: every rectangle up to 12×12 but the poisoned square
// alone is N (Gale 1974, strategy stealing), as the table and OutcomeOf's
// rule say; on the n×n board the square at row 2, column 2 leaves an L of
// equal arms, a P-position; on 2×n the one winning move takes the
// top-right square, leaving (n, n−1).
func TestRectangles(t *testing.T) {
	tab, err := chomp.Solve(ctx, 12, 12)
	if err != nil {
		t.Fatal(err)
	}
	for rows := 1; rows <= 12; rows++ {
		for cols := 1; cols <= 12; cols++ {
			p := (chomp.Game{Rows: rows, Cols: cols}).Start()
			n := tab.Value(p) != 0
			if n != (rows*cols > 1) {
				t.Errorf("%d×%d has value %d", rows, cols, tab.Value(p))
			}
			if o, err := chomp.Any.OutcomeOf(ctx, p); err != nil || o != game.Outcome(n) {
				t.Errorf("%d×%d: OutcomeOf %v, %v", rows, cols, o, err)
			}
		}
		if rows >= 2 {
			square := (chomp.Game{Rows: rows, Cols: rows}).Start()
			if l := chomp.Take(square, 2, 2); tab.Value(l) != 0 {
				t.Errorf("%d×%d: taking row 2, column 2 leaves %s, of value %d", rows, rows, l, tab.Value(l))
			}
		}
	}
	for n := 2; n <= 40; n++ {
		moves, err := chomp.Any.WinningMovesOf(ctx, pos(n, n))
		if err != nil || len(moves) != 1 || !moves[0].Equal(pos(n, n-1)) {
			t.Errorf("2×%d: winning moves %v, %v; want %d,%d", n, moves, err, n, n-1)
		}
	}
}
