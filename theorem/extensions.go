package theorem

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/extension"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/research/adjoin"
)

func checkAdjoin(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 150, 400)
	ones, mismatch, err := adjoin.CompareThreeWays(ctx, n)
	switch {
	case err != nil:
		return Report{}, err
	case mismatch != "":
		return failed("%s", mismatch)
	case ones == 0:
		return failed("no entry of W is 1: the three ways agree only trivially")
	}
	return held("all 0 <= i,j <= %d (%d entries equal to 1), the extended games solved in the box of side %d", n, ones, adjoin.SolveBox(n))
}

func checkDifferences(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 2000, 20000)
	limit := int64(n)
	// A_k - A_i >= k - i, so pairs with a first difference <= n have
	// j - i <= n; i runs to 4n so that both values for each j - i occur.
	size := 5*n + 2
	A, B := make([]int64, size), make([]int64, size)
	for k := range A {
		if err := pollEvery(ctx, k, 4096); err != nil {
			return Report{}, err
		}
		A[k], B[k] = wythoff.PairInt(int64(k))
	}
	got := map[[2]int64]bool{}
	for i := 0; i <= 4*n; i++ {
		if err := pollEvery(ctx, i, 1024); err != nil {
			return Report{}, err
		}
		for j := i + 1; j < size && A[j]-A[i] <= limit; j++ {
			got[[2]int64{A[j] - A[i], B[j] - B[i]}] = true
		}
	}
	want := map[[2]int64]bool{}
	for k := 1; k < size && A[k] <= limit; k++ {
		want[[2]int64{A[k], B[k]}] = true
		if A[k]+1 <= limit {
			want[[2]int64{A[k] + 1, B[k] + 1}] = true
		}
	}
	for d := range got {
		if !want[d] {
			return failed("(%d,%d) is a difference but neither (A_n,B_n) nor (A_n+1,B_n+1)", d[0], d[1])
		}
	}
	for d := range want {
		if !got[d] {
			return failed("(%d,%d) is never a difference (i <= %d)", d[0], d[1], 4*n)
		}
	}
	return held("every difference with first coordinate <= %d, from pairs i <= %d", n, 4*n)
}

func checkNoRedundantMove(ctx context.Context, full bool) (Report, error) {
	maxK := pick(full, 40, 100)
	for k := 1; k <= maxK; k++ {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		box := 3*k + 20
		partner := adjoin.WythoffColumns(box)
		for _, move := range [][2]int{{k, 0}, {0, k}, {k, k}} {
			if !adjoin.WithoutMove(move[0], move[1], box, partner) {
				return failed("removing the move (%d,%d) leaves Wythoff's P-positions unchanged in the box of side %d", move[0], move[1], box)
			}
		}
	}
	return held("every single move (k,0), (0,k), (k,k) with k <= %d; each removal changes a P-position within 3k+20", maxK)
}

func checkHoVariants(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 60, 150)
	for _, g := range []game.Game{extension.HoRestriction{}, extension.HoExtension{}} {
		beatty := func(x, y int) bool { return wythoff.IsP(bigInt(x), bigInt(y)) }
		bad, err := firstInSquare(ctx, n, outcomesAgree(game.NewSolver(g), fmt.Sprintf("%s at ", g), beatty, func(x, y int, o game.Outcome, _ bool) string {
			return fmt.Sprintf("%s at (%d,%d): %v, but Wythoff differs", g, x, y, o)
		}))
		if err != nil || bad != "" {
			return found(bad, err)
		}
	}
	return held("both games from their rules on every position <= %d", n)
}
