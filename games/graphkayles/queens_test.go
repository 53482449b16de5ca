package graphkayles

import (
	"context"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"
)

// a344227 is OEIS A344227: Node Kayles on the n×n queens graph, n =
// 0..13, every published term.
var a344227 = []int{0, 1, 1, 2, 1, 3, 1, 2, 3, 1, 0, 1, 0, 1}

// TestQueens ties the queens graph as a Graph (n <= 8) to its wide form,
// edge for edge, and both valuations to A344227; the wide search, with
// the options QueensValue takes, to A344227 for n <= 10 (9 with -short).
func TestQueens(t *testing.T) {
	for n := 0; n <= 8; n++ {
		g := Queens(n)
		w, err := QueensWide(n)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(g.EdgeList(), w.EdgeList()) || g.Vertices() != n*n || w.Vertices() != n*n {
			t.Fatalf("queens %d: the Graph and the WideGraph differ", n)
		}
		if got := graphValue(t, Node, g); got != a344227[n] {
			t.Errorf("GrundyOf(queens %d) = %d; A344227 says %d", n, got, a344227[n])
		}
		for _, small := range []int{0, 2, QueensSmall} {
			if got := wideValue(t, Node, w, small); got != a344227[n] {
				t.Errorf("GrundyWide(queens %d, small %d) = %d; A344227 says %d", n, small, got, a344227[n])
			}
		}
	}
	// its lines are the rows, columns and diagonals of 2 squares or more:
	// 2n + 2(2n-3) of them
	for n := 2; n <= 32; n++ {
		if got := len(queensLines(n)); got != 2*n+2*(2*n-3) {
			t.Errorf("queens %d: %d lines; want %d", n, got, 2*n+2*(2*n-3))
		}
	}
	// a queen attacks along its row, column and diagonals: on the 8×8
	// board, a1 (1) sees h8 (64) and a8 (57), not b3 (18)
	g := Queens(8)
	if g.Adj[0]>>63&1 == 0 || g.Adj[0]>>56&1 == 0 || g.Adj[0]>>17&1 != 0 {
		t.Error("queens 8: a1's neighbours are wrong")
	}
	top := 10
	if testing.Short() {
		top = 9
	}
	for n := 9; n <= top; n++ {
		got, err := QueensValue(context.Background(), n)
		if err != nil || got != a344227[n] {
			t.Errorf("QueensValue(%d) = %d, %v; A344227 says %d", n, got, err, a344227[n])
		}
	}
	if _, err := QueensWide(33); err == nil {
		t.Error("the 33×33 queens graph, of 1089 vertices, was taken")
	}
}

// TestQueensLarge values the queens graphs from 11×11 (or
// MEX_QUEENS_FROM) to MEX_QUEENS×MEX_QUEENS and logs each time
// (MEX_QUEENS=13 go test -run QueensLarge -v ./games/graphkayles/: every
// published term of A344227 from n = 11); past 13 it logs the values
// A344227 does not have. MEX_QUEENS_WORKERS=2 runs two searches at once
// on one memo (WideOptions.Workers).
func TestQueensLarge(t *testing.T) {
	top, err := strconv.Atoi(os.Getenv("MEX_QUEENS"))
	if err != nil {
		t.Skip("MEX_QUEENS=N values the queens graphs 11..N (13: every published term of A344227)")
	}
	lo := 11
	if from, err := strconv.Atoi(os.Getenv("MEX_QUEENS_FROM")); err == nil {
		lo = max(from, 0)
	}
	workers, _ := strconv.Atoi(os.Getenv("MEX_QUEENS_WORKERS"))
	for n := lo; n <= top; n++ {
		start := time.Now()
		g, err := QueensWide(n)
		if err != nil {
			t.Fatal(err)
		}
		s := newWideSearch(context.Background(), Node, g, QueensSmall)
		var got int
		if workers > 1 {
			got, err = runShared(s, workers, func() *wideSearch { return newWideSearch(context.Background(), Node, g, QueensSmall) })
		} else {
			got, err = s.run()
		}
		s.close()
		if err != nil {
			t.Fatal(err)
		}
		took := time.Since(start).Round(time.Millisecond)
		published := "past the published terms"
		if n < len(a344227) {
			published = "A344227: " + strconv.Itoa(a344227[n])
			if got != a344227[n] {
				t.Errorf("queens %d = %d; A344227 says %d", n, got, a344227[n])
			}
		}
		t.Logf("queens %d: %d (%s) in %v; %d positions searched (by the first search), %d memoized", n, got, published, took, s.nodes, s.memo.len())
	}
}
