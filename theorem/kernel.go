package theorem

import (
	"context"
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/games/wythoff"
)

// checkGrundyKernel is an experiment: it claims nothing. A two-track
// sequence is Fibonacci-automatic when its Fibonacci kernel is finite:
// the functions (s,t) -> G(ps, qt), over the prefixes (p,q) (msd first,
// the same length l), are finitely many. Here the kernel is cut to
// suffixes of length m and prefixes of length l <= L, over the table of
// numbers of at most l+m Zeckendorf digits, and its distinct rows are
// counted for each l: for the P-positions (G = 0, proved automatic by
// wythoff-proved) and for G itself, whose values are unbounded (so it is
// not automatic; whether it is Fibonacci-regular is Duchêne et al.'s open
// question, which these counts do not decide).
func checkGrundyKernel(ctx context.Context, full bool) (Report, error) {
	const m = 4
	maxL := pick(full, 9, 12)
	fib := []int{1, 2} // fib[i] is the weight of the i-th digit from the right
	for len(fib) < maxL+m+2 {
		fib = append(fib, fib[len(fib)-1]+fib[len(fib)-2])
	}
	side := fib[maxL+m] // the numbers of at most maxL+m digits
	table, err := wythoff.LineGame{DiagonalStep: 1}.GrundyTableContext(ctx, side-1)
	if err != nil {
		return Report{}, err
	}
	// word[x] is x's Zeckendorf word as a bit mask, the last digit lowest.
	word := make([]int, side)
	for x := range word {
		w, r := 0, x
		for i := len(fib) - 1; i >= 0; i-- {
			if fib[i] <= r {
				r -= fib[i]
				w |= 1 << i
			}
		}
		word[x] = w
	}
	// A suffix word of m digits is a column by its value (< fib[m]).
	cols := fib[m] * fib[m]
	val := func(mask int) int {
		v := 0
		for i := 0; i < m; i++ {
			if mask&(1<<i) != 0 {
				v += fib[i]
			}
		}
		return v
	}
	var gRows, pRows, dRows []string
	for l := 0; l <= maxL; l++ {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		n := fib[l+m] // the numbers of at most l+m digits
		rows := map[[2]int][]int{}
		for x := 0; x < n; x++ {
			for y := 0; y < n; y++ {
				key := [2]int{word[x] >> m, word[y] >> m}
				row, ok := rows[key]
				if !ok {
					row = make([]int, cols)
					for i := range row {
						row[i] = -1 // ps or qt is not a Zeckendorf word
					}
					rows[key] = row
				}
				row[val(word[x]&(1<<m-1))*fib[m]+val(word[y]&(1<<m-1))] = table[x][y]
			}
		}
		g, p, d := map[string]bool{}, map[string]bool{}, map[string]bool{}
		for _, row := range rows {
			var gs, ps, ds strings.Builder
			for _, v := range row {
				fmt.Fprintf(&gs, "%d,", v)
				if v >= 0 {
					fmt.Fprintf(&ds, "%d,", v-row[0]) // row[0]: the suffixes 0...0
				} else {
					ds.WriteString("-,")
				}
				switch {
				case v < 0:
					ps.WriteByte('-')
				case v == 0:
					ps.WriteByte('P')
				default:
					ps.WriteByte('N')
				}
			}
			g[gs.String()], p[ps.String()], d[ds.String()] = true, true, true
		}
		gRows = append(gRows, fmt.Sprint(len(g)))
		dRows = append(dRows, fmt.Sprint(len(d)))
		pRows = append(pRows, fmt.Sprint(len(p)))
	}
	return held("an experiment, no claim: Fibonacci kernel of G on the table 0 <= x,y < %d, suffix pairs of %d digits (%d columns), prefix pairs of l = 0..%d digits: "+
		"distinct rows of the P-positions (G = 0) %s; distinct rows of G %s (of %d prefix pairs at l = %d); "+
		"distinct rows of G minus the row's value at the suffixes 0...0 %s. "+
		"The P-positions' rows stay bounded, as an automaton's states; G's rows grow with its values (G is unbounded, so not automatic); "+
		"this sees no bound on the rows' shapes either, which suggests but does not decide that G is not Fibonacci-regular (the open question stays open)",
		side, m, cols, maxL, strings.Join(pRows, ", "), strings.Join(gRows, ", "), fib[maxL]*fib[maxL], maxL, strings.Join(dRows, ", "))
}
