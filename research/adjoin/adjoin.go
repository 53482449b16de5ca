package adjoin

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/fibonacci"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/games/wythoff"
)

// Fibonacci returns W(i, j) by the Fibonacci-numeration criteria, for
// non-negative i, j of any size.
func Fibonacci(i, j *big.Int) bool {
	switch i.Cmp(j) {
	case 0:
		return false
	case 1:
		i, j = j, i
	}
	if i.Sign() == 0 {
		return false
	}
	one, two := big.NewInt(1), big.NewInt(2)
	for _, d := range []*big.Int{one, two} {
		x, y := new(big.Int).Sub(i, d), new(big.Int).Sub(j, d)
		if x.Sign() < 0 {
			continue
		}
		if prefixPattern(fibonacci.Zeckendorf(x), fibonacci.Zeckendorf(y)) {
			return true
		}
	}
	ai, _ := wythoff.Pair(i)
	x := new(big.Int).Sub(j, ai)
	x.Sub(x, two)
	if x.Sign() < 0 {
		return false
	}
	rx := fibonacci.Zeckendorf(x)
	rxi := fibonacci.Zeckendorf(new(big.Int).Add(x, i))
	return strings.HasSuffix(rx, "1") && strings.HasSuffix(rxi, "0")
}

// prefixPattern reports whether (a, b) = (u0, u01) for some word u, the
// words padded with leading zeros as needed.
func prefixPattern(a, b string) bool {
	if !strings.HasSuffix(a, "0") || !strings.HasSuffix(b, "1") {
		return false
	}
	c := b[:len(b)-1]
	if c == "" {
		c = "0" // "1" padded to "01"
	}
	if !strings.HasSuffix(c, "0") {
		return false
	}
	return strings.TrimLeft(a[:len(a)-1], "0") == strings.TrimLeft(c[:len(c)-1], "0")
}

// DifferenceSets returns the matrix W(i,j), 0 <= i, j <= n, from the sets
// {(A_k - A_m, B_k - B_m)} and {(A_k - B_m, B_k - A_m)}, k > m, and their
// mirrors.
func DifferenceSets(n int) [][]bool {
	w := make([][]bool, n+1)
	for i := range w {
		w[i] = make([]bool, n+1)
	}
	set := func(i, j int) {
		if i >= 0 && j >= 0 && i <= n && j <= n {
			w[i][j], w[j][i] = true, true
		}
	}
	// (A_k - A_m, B_k - B_m): A_k - A_m >= k - m, so k - m <= n; for a
	// fixed k - m the differences take two values, both occurring for m
	// below 2n (density of {m phi}); m <= 4n + 10 is used.
	mMax := 4*n + 10
	A, B := make([]int, mMax+n+2), make([]int, mMax+n+2)
	for k := range A {
		a, b := wythoff.PairInt(int64(k))
		A[k], B[k] = int(a), int(b)
	}
	for m := 0; m <= mMax; m++ {
		for k := m + 1; k <= m+n && A[k]-A[m] <= n; k++ {
			set(A[k]-A[m], B[k]-B[m])
		}
	}
	// (A_k - B_m, B_k - A_m) with both in 0..n: B_k - A_m <= n and B_k > B_m
	// give B_m - A_m = m < n, and k stays below the arrays' end.
	for m := 0; m <= n; m++ {
		for k := m + 1; k < len(A) && B[k]-A[m] <= n; k++ {
			if A[k] >= B[m] {
				set(A[k]-B[m], B[k]-A[m])
			}
		}
	}
	for i := range w { // (i, i) and (0, j) are Wythoff moves already
		w[i][i], w[0][i], w[i][0] = false, false, false
	}
	return w
}

// SolveBox is the side of the box in which Solve compares the extended
// game with Wythoff's: every witness pair of P-positions differing by (i,j)
// with i, j <= n lies within 3n + 20 (B_k - A_m <= n bounds the indices).
func SolveBox(n int) int { return 3*n + 20 }

// Solver decides W(i, j) by solving the extended game in a fixed box.
type Solver struct {
	box     int
	partner []int // partner[x]: the row of Wythoff's P-position in column x
}

// NewSolver prepares Wythoff's column rows for the box.
func NewSolver(box int) *Solver { return &Solver{box: box, partner: WythoffColumns(box)} }

// WythoffColumns returns partner[x], the row of Wythoff's P-position in
// column x, for 0 <= x <= box (it may exceed box).
func WythoffColumns(box int) []int {
	partner := make([]int, box+1)
	for n := int64(0); ; n++ {
		a, b := wythoff.PairInt(n)
		if a > int64(box) {
			break
		}
		partner[a] = int(b)
		if b <= int64(box) {
			partner[b] = int(a)
		}
	}
	return partner
}

// W returns W(i, j) by computing the P-positions of Wythoff's game with the
// single move (i, j) adjoined, column by column in the box, and comparing
// each column with Wythoff's.
func (s *Solver) W(i, j int) (bool, error) {
	if i == j || i == 0 || j == 0 {
		return false, nil // already a move of Wythoff's game
	}
	changed := false
	err := nimhoff.Wythoff().ColumnsWith(game.Alteration{}, []nimhoff.Vector{{A: i, B: j}}, s.box, func(x int, ys []int) {
		if len(ys) != 1 || ys[0] != s.partner[x] {
			changed = true
		}
	})
	return changed, err
}

// CompareThreeWays computes W(i,j) for 0 <= i, j <= n by the difference
// sets, the Fibonacci criteria and the extended games (in the box
// SolveBox(n)), and returns the number of entries equal to 1, or a
// description of the first entry where the three disagree. It stops
// with ctx.Err() when ctx is done.
func CompareThreeWays(ctx context.Context, n int) (ones int, mismatch string, err error) {
	diff := DifferenceSets(n)
	solver := NewSolver(SolveBox(n))
	for i := 0; i <= n; i++ {
		if err := ctx.Err(); err != nil {
			return ones, "", err
		}
		for j := 0; j <= n; j++ {
			fib := Fibonacci(big.NewInt(int64(i)), big.NewInt(int64(j)))
			solved, err := solver.W(i, j)
			if err != nil {
				return ones, "", err
			}
			if fib != diff[i][j] || solved != diff[i][j] {
				return ones, fmt.Sprintf("W(%d,%d): difference sets %v, Fibonacci %v, extended game %v", i, j, diff[i][j], fib, solved), nil
			}
			if fib {
				ones++
			}
		}
	}
	return ones, "", nil
}

// WithoutMove is Wythoff's game with the single move (a, b) removed, one of
// (k,0), (0,k) or (k,k); it labels the box by the definition, cell by
// cell, and reports whether its P-positions differ from Wythoff's there.
func WithoutMove(a, b, box int, partner []int) bool {
	// rowP[y], colP[x], diagP[d+box] list the x (or y) of P-positions.
	rowP := make([][]int, box+1)
	colP := make([][]int, box+1)
	diagP := make([][]int, 2*box+1)
	removed := func(dx, dy int) bool { return dx == a && dy == b }
	for x := 0; x <= box; x++ {
		for y := 0; y <= box; y++ {
			p := true
			for _, x2 := range rowP[y] {
				if !removed(x-x2, 0) {
					p = false
				}
			}
			for _, y2 := range colP[x] {
				if !removed(0, y-y2) {
					p = false
				}
			}
			for _, x2 := range diagP[y-x+box] {
				if !removed(x-x2, x-x2) {
					p = false
				}
			}
			if p {
				rowP[y] = append(rowP[y], x)
				colP[x] = append(colP[x], y)
				diagP[y-x+box] = append(diagP[y-x+box], x)
				if partner[x] != y {
					return true
				}
			} else if partner[x] == y {
				return true
			}
		}
	}
	return false
}
