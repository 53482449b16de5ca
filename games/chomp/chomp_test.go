package chomp_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/chomp"
)

var ctx = context.Background()

// diagrams calls visit with every non-empty Young diagram of at most rows
// rows of at most cols squares, as a position.
func diagrams(rows, cols int, visit func(game.Position)) {
	var rec func(p game.Position, most int)
	rec = func(p game.Position, most int) {
		if len(p) > 0 {
			visit(p)
		}
		if len(p) == rows {
			return
		}
		for v := 1; v <= most; v++ {
			rec(append(p, v), v)
		}
	}
	rec(nil, cols)
}

// TestTableMatchesSolver ties the fast solver to the brute-force Solver
// on Options: every position of every board up to 5×5, its value from the
// board's table, and its value and winning moves through GrundyOf and
// WinningMovesOf (the rules without a table included).
func TestTableMatchesSolver(t *testing.T) {
	for rows := 1; rows <= 5; rows++ {
		for cols := 1; cols <= 5; cols++ {
			g, err := chomp.New(rows, cols)
			if err != nil {
				t.Fatal(err)
			}
			s := game.NewSolver(g)
			tab, err := chomp.Solve(ctx, rows, cols)
			if err != nil {
				t.Fatal(err)
			}
			n := int64(0)
			diagrams(rows, cols, func(p game.Position) {
				n++
				want, err := s.GrundyValue(p)
				if err != nil {
					t.Fatal(err)
				}
				if got := tab.Value(p); got != want {
					t.Fatalf("%s: the table values %s at %d; the solver %d", g, p, got, want)
				}
				if got, err := g.GrundyOf(ctx, p); err != nil || got != want {
					t.Fatalf("%s: GrundyOf(%s) = %d, %v; the solver %d", g, p, got, err, want)
				}
				if o, err := g.OutcomeOf(ctx, p); err != nil || o != game.Outcome(want != 0) {
					t.Fatalf("%s: OutcomeOf(%s) = %v, %v; the solver's value %d", g, p, o, err, want)
				}
				wantMoves, err := s.WinningMoves(p)
				if err != nil {
					t.Fatal(err)
				}
				gotMoves, err := g.WinningMovesOf(ctx, p)
				if err != nil || !slices.EqualFunc(gotMoves, wantMoves, game.Position.Equal) {
					t.Fatalf("%s: WinningMovesOf(%s) = %v, %v; the solver %v", g, p, gotMoves, err, wantMoves)
				}
			})
			if n != tab.Positions() {
				t.Fatalf("%s: %d positions; the table has %d", g, n, tab.Positions())
			}
		}
	}
}

// TestRanks: ranks are 1..C(R+C, R) − 1 in lexicographic order of the
// rows, Unrank inverts Rank, and every option has a smaller rank.
func TestRanks(t *testing.T) {
	for _, box := range [][2]int{{1, 6}, {6, 1}, {3, 4}, {4, 3}, {5, 5}, {2, 9}} {
		tab, err := chomp.Solve(ctx, box[0], box[1])
		if err != nil {
			t.Fatal(err)
		}
		var all []game.Position
		diagrams(box[0], box[1], func(p game.Position) { all = append(all, slices.Clone(p)) })
		slices.SortFunc(all, func(a, b game.Position) int { return slices.Compare(a, b) })
		for i, p := range all {
			if r := tab.Rank(p); r != int64(i+1) {
				t.Fatalf("%v: rank of %s is %d; want %d", box, p, r, i+1)
			}
			if q := tab.Unrank(int64(i + 1)); !q.Equal(p) {
				t.Fatalf("%v: Unrank(%d) = %s; want %s", box, i+1, q, p)
			}
			for _, q := range chomp.Any.Options(p) {
				if tab.Rank(q) >= tab.Rank(p) {
					t.Fatalf("%v: option %s of %s does not rank below it", box, q, p)
				}
			}
		}
	}
}

// TestThreadsAndTransposes: one core and two fill the same table, square
// or not, and a position and its transpose (rows read as columns) have
// the same value.
func TestThreadsAndTransposes(t *testing.T) {
	for _, box := range [][2]int{{9, 9}, {7, 11}, {11, 7}, {2, 60}} {
		one, err := chomp.SolveThreads(ctx, box[0], box[1], 1)
		if err != nil {
			t.Fatal(err)
		}
		two, err := chomp.SolveThreads(ctx, box[0], box[1], 2)
		if err != nil {
			t.Fatal(err)
		}
		other, err := chomp.SolveThreads(ctx, box[1], box[0], 2)
		if err != nil {
			t.Fatal(err)
		}
		diagrams(box[0], box[1], func(p game.Position) {
			v := one.Value(p)
			if w := two.Value(p); w != v {
				t.Fatalf("%v: %s is %d on one core, %d on two", box, p, v, w)
			}
			if w := other.Value(transpose(p)); w != v {
				t.Fatalf("%v: %s is %d, its transpose %s %d", box, p, v, transpose(p), w)
			}
		})
	}
}

// transpose reads the columns of p as rows.
func transpose(p game.Position) game.Position {
	q := make(game.Position, p[0])
	for j := range q {
		for _, r := range p {
			if r > j {
				q[j]++
			}
		}
	}
	return q
}

// TestRulesWithoutTable ties the rules that answer L's, two rows and
// rectangles without a table to the table: two rows up to 40 squares
// a row, L's up to 12 rows of 12.
func TestRulesWithoutTable(t *testing.T) {
	tab, err := chomp.Solve(ctx, 2, 40)
	if err != nil {
		t.Fatal(err)
	}
	for a := 1; a <= 40; a++ {
		for b := 0; b <= a; b++ {
			p := game.Position{a}
			if b > 0 {
				p = append(p, b)
			}
			want := tab.Value(p)
			o, _ := chomp.Any.OutcomeOf(ctx, p)
			if o != game.Outcome(want != 0) {
				t.Fatalf("%s: outcome %v; the table's value %d", p, o, want)
			}
			// two rows: P iff the bottom row is one square longer
			if (want == 0) != (len(p) == 1 && a == 1 || len(p) == 2 && a == b+1) {
				t.Fatalf("%s has value %d", p, want)
			}
			moves, _ := chomp.Any.WinningMovesOf(ctx, p)
			var wantMoves []game.Position
			for _, q := range chomp.Any.Options(p) {
				if tab.Value(q) == 0 {
					wantMoves = append(wantMoves, q)
				}
			}
			if !slices.EqualFunc(moves, wantMoves, game.Position.Equal) {
				t.Fatalf("%s: winning moves %v; the table's %v", p, moves, wantMoves)
			}
		}
	}
	// an L of a bottom row of a and k rows: Nim on a-1 and k-1
	ell, err := chomp.Solve(ctx, 12, 12)
	if err != nil {
		t.Fatal(err)
	}
	for a := 1; a <= 12; a++ {
		for k := 1; k <= 12; k++ {
			p := game.Position{a}
			for range k - 1 {
				p = append(p, 1)
			}
			v, _ := chomp.Any.GrundyOf(ctx, p)
			if want := ell.Value(p); v != want || v != (a-1)^(k-1) {
				t.Fatalf("L %s: GrundyOf %d, the table %d, Nim %d", p, v, want, (a-1)^(k-1))
			}
		}
	}
}

// TestCheck: positions are the row lengths of a diagram, non-increasing,
// non-empty, fitting the board; errors say what is wanted.
func TestCheck(t *testing.T) {
	g, _ := chomp.New(4, 7)
	for _, tt := range []struct {
		p    game.Position
		want string // "" for a position
	}{
		{game.Position{7, 7, 7, 7}, ""},
		{game.Position{1}, ""},
		{game.Position{5, 3, 3, 1}, ""},
		{game.Position{}, "no row"},
		{game.Position{0}, "bottom row is empty"},
		{game.Position{3, 0, 1}, "row 3 (1 square) is longer than row 2 below it (0)"},
		{game.Position{3, 1, 0}, "row 3 is empty: write only the rows that have squares (3,1)"},
		{game.Position{3, -1}, "negative"},
		{game.Position{3, 5}, "row 2 (5 squares) is longer than row 1 below it (3)"},
		{game.Position{8}, "a bottom row of 8 squares does not fit the board of chomp:4,7 (4 rows of 7 squares)"},
		{game.Position{2, 2, 2, 2, 2}, "5 rows do not fit"},
	} {
		err := g.Check(tt.p)
		if (err == nil) != (tt.want == "") || err != nil && !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Check(%v) = %v; want %q", tt.p, err, tt.want)
		}
	}
	if err := chomp.Any.Check(game.Position{1 << 20, 5, 5}); err != nil {
		t.Errorf("chomp on any board: %v", err)
	}
}

// TestFamily: chomp:A,B and chomp parse; bad boards are errors that say
// what is wanted.
func TestFamily(t *testing.T) {
	for text, want := range map[string]string{"4,7": "chomp:4,7", " 3 , 5 ": "chomp:3,5", "1,1": "chomp:1,1"} {
		g, err := chomp.Family.Parse(text, true)
		if err != nil || g.String() != want {
			t.Errorf("chomp:%s = %v, %v; want %s", text, g, err, want)
		}
	}
	if g, err := chomp.Family.Parse("", false); err != nil || g.String() != "chomp" {
		t.Errorf("chomp = %v, %v", g, err)
	}
	for _, text := range []string{"", "4", "4,7,1", "0,3", "3,x", "-1,2", "4,10^10"} {
		if _, err := chomp.Family.Parse(text, true); err == nil || !strings.Contains(err.Error(), "want chomp:ROWS,COLUMNS") {
			t.Errorf("chomp:%s: %v; want an error that says what is wanted", text, err)
		}
	}
}

// TestRefusedUpFront: a box whose table passes the memory account is
// refused before any work, with its size; a cancelled context stops a
// pass.
func TestRefusedUpFront(t *testing.T) {
	small := budget.WithAccount(ctx, budget.New("this test", 1<<20))
	_, err := chomp.Solve(small, 14, 14)
	if err == nil || !game.IsRefused(err) || !strings.Contains(err.Error(), "40116600 positions of the 14×14 box") || !strings.Contains(err.Error(), "38.3 MiB") {
		t.Fatalf("14×14 under 1 MiB: %v; want a refusal with the estimate", err)
	}
	_, err = chomp.Solve(ctx, 40, 40)
	if err == nil || !game.IsRefused(err) || !strings.Contains(err.Error(), "1.1·10^23 positions") {
		t.Fatalf("40×40: %v; want a refusal with the estimate", err)
	}
	p := (chomp.Game{Rows: 40, Cols: 40}).Start()
	if _, err := chomp.Any.GrundyOf(ctx, append(p[:39:39], 39)); err == nil || !game.IsRefused(err) {
		t.Fatalf("40 rows: %v; want a refusal", err)
	}
	// the table's bytes are held on the account while it is computed, and
	// given back after
	account := budget.New("this test", 1<<30)
	if _, err := chomp.Solve(budget.WithAccount(ctx, account), 9, 9); err != nil || account.Used() != 0 {
		t.Fatalf("9×9 under an account: %v, %d bytes still reserved", err, account.Used())
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := chomp.Solve(done, 8, 8); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled solve: %v", err)
	}
}

// TestReachable: the positions below p, p included, are the diagrams
// inside it, as the options reach them.
func TestReachable(t *testing.T) {
	for _, p := range []game.Position{{1}, {3}, {2, 1}, {4, 4, 2}, {5, 3, 3, 1}, {6, 6, 6, 6, 6}} {
		seen := map[string]bool{}
		var walk func(q game.Position)
		walk = func(q game.Position) {
			if seen[q.Key()] {
				return
			}
			seen[q.Key()] = true
			for _, o := range chomp.Any.Options(q) {
				walk(o)
			}
		}
		walk(p)
		if got := chomp.Any.Reachable(p); got != int64(len(seen)) {
			t.Errorf("Reachable(%s) = %d; the options reach %d", p, got, len(seen))
		}
	}
}

// TestExplain names the square and the reason.
func TestExplain(t *testing.T) {
	e := game.NewEngine(chomp.Any)
	for _, tt := range []struct {
		from, to game.Position
		want     string
	}{
		{game.Position{2}, game.Position{1}, "row 1, column 2 leaves 1, the poisoned square alone"},
		{game.Position{5, 5, 5, 5, 5}, game.Position{5, 1, 1, 1, 1}, "row 2, column 2 leaves 5,1,1,1,1, an L whose arm and leg have 4 squares each"},
		{game.Position{6, 3}, game.Position{4, 3}, "row 1, column 5 leaves 4,3, two rows, the bottom one a square longer"},
		{game.Position{6, 4, 3}, game.Position{6, 3, 3}, "row 2, column 4 leaves 6,3,3, a P-position"},
	} {
		if got := e.Explain(tt.from, tt.to); !strings.Contains(got, tt.want) {
			t.Errorf("Explain(%s, %s) = %q; want %q", tt.from, tt.to, got, tt.want)
		}
	}
}
