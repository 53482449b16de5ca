package wythoff

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"

	"github.com/mex-cgt/mex/game"
)

// LineGame describes a two-pile game whose moves run along lines: any
// removal from one pile, and, if DiagonalStep > 0, removing the same k
// from both piles for every positive multiple k of DiagonalStep. Wythoff is
// {1}, D_r is {r}, Nim on two heaps is {0}.
type LineGame struct {
	DiagonalStep int
}

// Options lists the moves from (x, y) along the lines: from the first
// pile, from the second, then the same k from both.
func (g LineGame) Options(p game.Position) []game.Position {
	x, y := p[0], p[1]
	diagonal := 0
	if g.DiagonalStep > 0 {
		diagonal = min(x, y) / g.DiagonalStep
	}
	out := make([]game.Position, 0, x+y+diagonal)
	for i := 1; i <= x; i++ {
		out = append(out, game.Position{x - i, y})
	}
	for j := 1; j <= y; j++ {
		out = append(out, game.Position{x, y - j})
	}
	for k := 1; k <= diagonal; k++ {
		out = append(out, game.Position{x - k*g.DiagonalStep, y - k*g.DiagonalStep})
	}
	return out
}

// line is a growable bitset of the values seen on one line, with the
// least value not in it (every smaller value is present).
type line struct {
	words []uint64
	mex   int
}

func (l *line) add(v int) {
	w := v >> 6
	for w >= len(l.words) {
		l.words = append(l.words, 0)
	}
	l.words[w] |= 1 << (v & 63)
	for l.mex>>6 < len(l.words) && l.words[l.mex>>6]&(1<<(l.mex&63)) != 0 {
		l.mex++
	}
}

func (l *line) word(i int) uint64 {
	if i < len(l.words) {
		return l.words[i]
	}
	return 0
}

func (l *line) clone() line {
	return line{words: append([]uint64(nil), l.words...), mex: l.mex}
}

// GrundyRows computes G(x, y) for 0 <= x <= y <= n row by row and calls
// visit(x, row) with row[y] = G(x, y) for y = x..n (the entries below x are
// stale; G(x, y) = G(y, x)); row is reused between calls. Each row, column and diagonal holds each value at most once, so
// G(x, y) is the least value missing from the union of the three lines'
// bitsets before (x, y); by symmetry only y >= x is computed. Memory is
// O(n^2) bits, time O(n^2 (1 + G/64)) word operations.
func (g LineGame) GrundyRows(n int, visit func(x int, row []int)) error {
	return g.GrundyRowsContext(context.Background(), n, visit)
}

// GrundyRowsContext is GrundyRows that stops with ctx.Err() when ctx is
// done (looked at before every row).
func (g LineGame) GrundyRowsContext(ctx context.Context, n int, visit func(x int, row []int)) error {
	if n < 0 {
		return game.Refuse(fmt.Errorf("wythoff: negative size %d", n))
	}
	return g.grundyRowsBlocked(ctx, n, runtime.GOMAXPROCS(0), visit)
}

// GrundyRowsThreads is GrundyRowsContext on the given number of threads
// (0: all cores); visit is still called in row order, one row at a time.
func (g LineGame) GrundyRowsThreads(ctx context.Context, n, threads int, visit func(x int, row []int)) error {
	if n < 0 {
		return game.Refuse(fmt.Errorf("wythoff: negative size %d", n))
	}
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	return g.grundyRowsBlocked(ctx, n, threads, visit)
}

// grundyRowsLines is GrundyRows with one growable bitset per line: the
// plain form, kept as the reference of grundyRowsBlocked.
func (g LineGame) grundyRowsLines(ctx context.Context, n int, visit func(x int, row []int)) error {
	step := g.DiagonalStep
	residues := max(step, 1)
	columns := make([]line, n+1)
	diagonals := make([]line, (n+1)*residues) // index d*residues + x%step
	row := make([]int, n+1)
	for x := 0; x <= n; x++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		current := columns[x].clone() // G(x, y), y < x, equals G(y, x)
		for y := x; y <= n; y++ {
			col := &columns[y]
			var diag *line
			if step > 0 {
				diag = &diagonals[(y-x)*residues+x%step]
			}
			v := mexOf(&current, col, diag)
			row[y] = v
			current.add(v)
			col.add(v)
			if diag != nil {
				diag.add(v)
			}
		}
		visit(x, row)
	}
	return nil
}

func mexOf(a, b, c *line) int {
	start := max(a.mex, b.mex)
	if c != nil {
		start = max(start, c.mex)
	}
	for w := start >> 6; ; w++ {
		word := a.word(w) | b.word(w)
		if c != nil {
			word |= c.word(w)
		}
		if w == start>>6 {
			word |= (1 << (start & 63)) - 1 // values below start are taken
		}
		if word != ^uint64(0) {
			return w<<6 + bits.TrailingZeros64(^word)
		}
	}
}

// GrundyTable returns the whole table G(x, y), 0 <= x, y <= n.
func (g LineGame) GrundyTable(n int) ([][]int, error) {
	return g.GrundyTableContext(context.Background(), n)
}

// GrundyTableContext is GrundyTable that stops with ctx.Err() when ctx is
// done.
func (g LineGame) GrundyTableContext(ctx context.Context, n int) ([][]int, error) {
	table := make([][]int, n+1)
	for i := range table {
		table[i] = make([]int, n+1)
	}
	err := g.GrundyRowsContext(ctx, n, func(x int, row []int) {
		for y := x; y <= n; y++ {
			table[x][y] = row[y]
			table[y][x] = row[y]
		}
	})
	return table, err
}
