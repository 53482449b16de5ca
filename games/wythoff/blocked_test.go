package wythoff_test

import (
	"context"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/games/wythoff"
)

// The blocked table equals the plain line-by-line table on every cell up
// to 2048² for Wythoff, two-heap Nim and D_2, D_3 (the plain one is tied to
// the rules' solver and to Duchêne et al. 2010's printed table elsewhere).
func TestBlockedAgainstLines(t *testing.T) {
	for _, c := range []struct{ step, n int }{{1, 2047}, {0, 700}, {2, 1000}, {3, 600}} {
		g := wythoff.LineGame{DiagonalStep: c.step}
		var want [][]int
		g.GrundyRowsLines(c.n, func(x int, row []int) { want = append(want, slices.Clone(row[x:])) })
		for threads := 1; threads <= 3; threads++ {
			x := 0
			err := g.GrundyRowsThreads(context.Background(), c.n, threads, func(xx int, row []int) {
				// visit runs on the workers: report, never t.Fatal here.
				if xx != x || !slices.Equal(row[x:], want[x]) {
					t.Errorf("step %d, %d threads: row %d (visited as %d) differs from the plain table", c.step, threads, x, xx)
				}
				x++
			})
			if err != nil || x != c.n+1 {
				t.Fatalf("step %d, %d threads: %d rows, %v; want %d", c.step, threads, x, err, c.n+1)
			}
		}
	}
}
