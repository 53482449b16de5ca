package chomp

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
)

// The fast solver: the Grundy value of every position of a box of R rows
// of C squares at once, in one table indexed by rank.
//
// Ranking. A position of the box is a non-increasing sequence
// C >= r_1 >= r_2 >= … >= r_R >= 0 (its row lengths, padded with empty
// rows), which is a lattice path of R up-steps and C right-steps, so the
// box has C(R+C, R) of them, the empty one included (it is no position:
// the poisoned square is never taken). They are ranked in lexicographic
// order of (r_1, …, r_R), which is the combinatorial number system:
//
//	rank(r) = Σ_k T_k(r_k),  T_k(v) = C(v + R − k, R − k + 1),
//
// since the sequences that agree with r below row k and have a shorter
// row k number Σ_{v < r_k} C(v + R − k, R − k) = T_k(r_k) (hockey stick).
// The terms T_k(v), R(C+1) of them, are tabled once, by additions.
//
// Order. A move only shortens rows, so every option of a position has
// fewer squares. The table is filled level by level, the positions of n
// squares after those of fewer, each level walked in lexicographic order
// (the next position of a level lengthens the last row that can be and
// spreads the squares above it as evenly as possible). The positions of a
// level are independent: the workers (one a core) claim chunks of 256
// positions of a level as they are free and wait for each other at its
// end; each polls the context at every chunk.
//
// Options by sums. Taking the square in row k, column j cuts rows k..H to
// j − 1 squares, H the height of column j, so its rank is
// base(k) + S_j(k) − S_j(H+1) + rank − base(H+1), where base(k) is the
// sum of the terms of the rows below k and S_j(k) = Σ_{k' >= k} T_k'(j − 1)
// is tabled once. Column by column the last three parts are one constant,
// so an option costs two loads, two additions and one load from the table
// of values: the work is one table load per square of each position,
// C(R+C, R)·RC/2 in all (3.9·10^9 on the 14×14 box).
//
// Mex. A position with s squares has s − 1 options, so its value is at
// most s − 1. The values below 128 are marked in two words held in
// registers and the rarer larger ones in a bitset; the mex is the first
// zero bit.
//
// Memory. The table holds one byte a position when no position has more
// than 256 squares (values below 256), else two or four; the 14×14 box
// takes C(28, 14) = 40,116,600 bytes. The bytes are reserved from the
// memory account of the context before the table is allocated (package
// budget) and given back when the computation returns; a box whose table
// would pass what the account has left, or MaxTablePositions, is refused
// up front with its size.

// MaxTablePositions bounds the positions of a table (the empty diagram
// included): 2^34, 16 GiB of one-byte values, whatever the memory account
// allows.
const MaxTablePositions = 1 << 34

// Table is the Grundy value of every position of a box of Rows rows of
// Cols squares.
type Table struct {
	Rows, Cols int
	// n is the number of sequences ranked, C(Rows+Cols, Rows), the empty
	// diagram (rank 0) included.
	n int64
	// coef[(k-1)*(Cols+1)+v] = C(v + Rows − k, Rows − k + 1), the term of
	// row k of length v in the rank.
	coef []int64
	// value reads the value at a rank, from the table of one of the
	// widths below.
	value func(rank int64) int
}

// Positions returns the number of positions of the box: every Young
// diagram in it but the empty one, C(Rows+Cols, Rows) − 1.
func (t *Table) Positions() int64 { return t.n - 1 }

// Rank returns the rank of p in the table: p must fit the box (Fits).
func (t *Table) Rank(p game.Position) int64 {
	var r int64
	w := t.Cols + 1
	for k, v := range p {
		r += t.coef[k*w+v]
	}
	return r
}

// Fits reports whether the position p lies in the box.
func (t *Table) Fits(p game.Position) bool {
	return len(p) <= t.Rows && (len(p) == 0 || p[0] <= t.Cols)
}

// Value returns the Grundy value of p, which must be a position (Check)
// that fits the box.
func (t *Table) Value(p game.Position) int { return t.value(t.Rank(p)) }

// Unrank returns the position of rank r, 1 <= r < C(Rows+Cols, Rows).
func (t *Table) Unrank(r int64) game.Position {
	w := t.Cols + 1
	var p game.Position
	for k := range t.Rows {
		// the longest row k+1 whose term fits what is left of r
		row := t.coef[k*w : (k+1)*w]
		v := 0
		for v < t.Cols && row[v+1] <= r {
			v++
		}
		if v == 0 {
			break
		}
		p = append(p, v)
		r -= row[v]
	}
	return p
}

// Count returns C(rows+cols, rows), the number of Young diagrams in the
// box of rows rows of cols squares, the empty one included.
func Count(rows, cols int) *big.Int {
	return new(big.Int).Binomial(int64(rows+cols), int64(min(rows, cols)))
}

// valueBytes is the width of a value in the table of a box: every value
// is below the number of squares of the box.
func valueBytes(rows, cols int) int64 {
	squares := int64(rows) * int64(cols)
	switch {
	case squares <= 1<<8:
		return 1
	case squares <= 1<<16:
		return 2
	}
	return 4
}

// TableCost is the memory and the work of the table of the rows×cols
// box, from its size alone: one value a position and the terms of the
// ranks; one table load per square of each position, C(R+C, R)·RC/2 in
// all.
func TableCost(rows, cols int) game.Cost {
	n := Count(rows, cols)
	what := fmt.Sprintf("the values of all %s positions of the %d×%d box", countText(n), rows, cols)
	bytes := new(big.Int).Mul(n, big.NewInt(valueBytes(rows, cols)))
	bytes.Add(bytes, big.NewInt(8*int64(rows)*int64(cols+1)))
	steps := new(big.Int).Mul(n, big.NewInt(int64(rows)*int64(cols)/2+1))
	return game.Cost{Bytes: saturate(bytes), Steps: saturate(steps), What: what}
}

// countText writes a count for a message: its digits up to 12 of them,
// else a power of ten.
func countText(n *big.Int) string {
	s := n.String()
	if len(s) <= 12 {
		return s
	}
	f, _ := new(big.Float).SetInt(n).Float64()
	return fmt.Sprintf("%.1f·10^%d", f/math.Pow(10, float64(len(s)-1)), len(s)-1)
}

func saturate(n *big.Int) int64 {
	if n.IsInt64() && n.Int64() < 1<<62 {
		return n.Int64()
	}
	return 1 << 62
}

// admit refuses, before anything is allocated, a table that passes
// MaxTablePositions or what the memory account of ctx has left, with its
// estimate in the message.
func admit(ctx context.Context, rows, cols int) (game.Cost, error) {
	c := TableCost(rows, cols)
	n := Count(rows, cols)
	if n.Cmp(big.NewInt(MaxTablePositions)) > 0 {
		return c, game.Refuse(fmt.Errorf("chomp: %s would need about %s of memory; at most 2^34 positions are tabled", c.What, game.ByteSize(c.Bytes)))
	}
	if a := budget.From(ctx); a != nil && c.Bytes > a.Limit()-a.Used() {
		return c, game.Refuse(fmt.Errorf("chomp: %s would need about %s of memory; the limit is %s (%s in use)", c.What, game.ByteSize(c.Bytes), game.ByteSize(a.Limit()), game.ByteSize(a.Used())))
	}
	return c, nil
}

// Solve computes the Grundy value of every position of the box of rows
// rows of cols squares (see the comment at the top of table.go) on every
// core (SolveThreads). It draws the table's memory from the account ctx
// carries while it computes, refuses up front a box whose table would not
// fit it (or passes MaxTablePositions), and stops with ctx.Err() when ctx
// is done.
func Solve(ctx context.Context, rows, cols int) (*Table, error) {
	return SolveThreads(ctx, rows, cols, 0)
}

// SolveThreads is Solve on threads cores (0: every core); a small box is
// valued on one.
func SolveThreads(ctx context.Context, rows, cols, threads int) (*Table, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("chomp: a box has 1 to 2^31 rows of 1 to 2^31 squares, not %d×%d", rows, cols)
	}
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	c, err := admit(ctx, rows, cols)
	if err != nil {
		return nil, err
	}
	memory := budget.NewMeter(ctx)
	defer memory.Close()
	if err := memory.Add(c.Bytes); err != nil {
		return nil, err
	}
	t := &Table{Rows: rows, Cols: cols, n: Count(rows, cols).Int64(), coef: terms(rows, cols)}
	switch valueBytes(rows, cols) {
	case 1:
		err = tabulate[uint8](ctx, t, threads)
	case 2:
		err = tabulate[uint16](ctx, t, threads)
	default:
		err = tabulate[uint32](ctx, t, threads)
	}
	if err != nil {
		return nil, err
	}
	return t, nil
}

// tabulate fills t with values of width V.
func tabulate[V value](ctx context.Context, t *Table, threads int) error {
	v, err := fill[V](ctx, t, threads)
	t.value = func(r int64) int { return int(v[r]) }
	return err
}

// terms returns the terms of the ranks, coef[(k-1)*(cols+1)+v] =
// C(v + rows − k, rows − k + 1), by additions only: with m = rows − k + 1,
// C(v + m − 1, m) = C(v − 1 + m − 1, m) + C(v + m − 2, m − 1). Every term
// is at most C(rows+cols, rows), so none overflows once the box is
// admitted.
func terms(rows, cols int) []int64 {
	w := cols + 1
	coef := make([]int64, rows*w)
	// row k = rows has m = 1: C(v, 1) = v
	prev := make([]int64, w) // m − 1 = 0: C(v − 1, 0) = 1 for v >= 1
	for v := 1; v < w; v++ {
		prev[v] = 1
	}
	for k := rows; k >= 1; k-- {
		row := coef[(k-1)*w : k*w]
		for v := 1; v < w; v++ {
			row[v] = row[v-1] + prev[v]
		}
		prev = row
	}
	return coef
}

// value is the width of a table's values.
type value interface{ ~uint8 | ~uint16 | ~uint32 }

// chunk is how many consecutive positions of a level one worker values
// before the next worker's turn, and between two looks at the context.
const chunk = 1 << 8

// fill values every position of t's box, level by level: the positions
// of n squares after those of fewer, as every option has fewer squares
// than its position. The positions of a level are independent, so threads
// workers share each level, chunk by chunk as each is free, and wait for
// each other before the next.
func fill[V value](ctx context.Context, t *Table, threads int) ([]V, error) {
	rows, cols := t.Rows, t.Cols
	vals := make([]V, t.n)
	// suffix[(j-1)*(rows+1)+k-1] = Σ_{k'=k..rows} T_k'(j-1): the terms of
	// the rows from k up, all cut to j-1 squares (0 for k = rows+1)
	suffix := make([]int64, cols*(rows+1))
	for j := 1; j <= cols; j++ {
		s := suffix[(j-1)*(rows+1) : j*(rows+1)]
		for k := rows; k >= 1; k-- {
			s[k-1] = s[k] + t.coef[(k-1)*(cols+1)+j-1]
		}
	}
	if int64(threads) > t.n/chunk {
		threads = max(1, int(t.n/chunk))
	}
	workers := make([]*walker[V], threads)
	for i := range workers {
		workers[i] = newWalker(t, vals, suffix)
	}
	errs := make([]error, threads)
	for n := 1; n <= rows*cols; n++ {
		if threads == 1 {
			if err := workers[0].level(ctx, n, nil); err != nil {
				return nil, err
			}
			continue
		}
		var claimed atomic.Int64
		var wg sync.WaitGroup
		for i, w := range workers {
			wg.Go(func() { errs[i] = w.level(ctx, n, &claimed) })
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return nil, err
			}
		}
	}
	return vals, nil
}

// walker is one worker of fill: the position it is at and its scratch.
type walker[V value] struct {
	t      *Table
	vals   []V
	suffix []int64
	// r[1..rows] is the position, r[0] = cols a sentinel; cur[k-1] its
	// row k's term; base[k] the sum of cur below row k+1.
	r          []int
	cur, base  []int64
	seen       []uint64 // values of 128 and more
	rows, cols int
}

func newWalker[V value](t *Table, vals []V, suffix []int64) *walker[V] {
	w := &walker[V]{t: t, vals: vals, suffix: suffix, rows: t.Rows, cols: t.Cols,
		r: make([]int, t.Rows+1), cur: make([]int64, t.Rows), base: make([]int64, t.Rows+1),
		seen: make([]uint64, (t.Rows*t.Cols)/64+1)}
	w.r[0] = t.Cols
	return w
}

// level values the positions of n squares, walking them in
// lexicographic order of their rows: all of them, or, when workers share
// the level, the chunks it claims, each the next one no worker has
// claimed (so that a worker the system holds back holds no one up but at
// the end of the level). A position and its transpose have one value (a
// move on one is the transposed move on the other): when the transpose
// fits the box, the one that comes first is valued and its value written
// for both, the other skipped.
func (w *walker[V]) level(ctx context.Context, n int, claimed *atomic.Int64) error {
	w.spread(1, n) // the first: n spread as evenly as the rows allow
	at := int64(0) // the index of the position w is at in the level
	for {
		start := at
		if claimed != nil {
			start = (claimed.Add(1) - 1) * chunk
		}
		for ; at < start; at++ {
			if !w.next() {
				return nil
			}
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		for ; at < start+chunk; at++ {
			h := 1
			for h < w.rows && w.r[h+1] > 0 {
				h++
			}
			if mirrored, ok := w.transpose(h); ok {
				rank := w.load(h)
				v := w.value(rank, h, n)
				w.vals[rank] = v
				if mirrored >= 0 {
					w.vals[mirrored] = v
				}
			}
			if !w.next() {
				return nil
			}
		}
	}
}

// transpose compares the position w is at, of h rows, with its
// transpose, whose row j is the height of column j. It reports false when
// the transpose fits the box and comes first in lexicographic order (it
// is valued, and its value written for both); else true, with the rank of
// the transpose when it fits the box and is another position, -1 when
// not.
func (w *walker[V]) transpose(h int) (int64, bool) {
	r := w.r
	if h > w.cols || r[1] > w.rows {
		return -1, true
	}
	coef, width := w.t.coef, w.cols+1
	var rank int64
	height := h
	decided := false // the rows and the columns differ before j
	for j := 1; j <= r[1]; j++ {
		for r[height] < j {
			height--
		}
		if !decided && height != r[j] {
			if height < r[j] {
				return 0, false // the transpose comes first
			}
			decided = true
		}
		rank += coef[(j-1)*width+height]
	}
	if !decided && h > r[1] {
		return 0, false // equal up to r[1], then the transpose ends first
	}
	if !decided && h == r[1] {
		return -1, true // self-transposed
	}
	return rank, true
}

// spread sets rows from..rows to s squares in all, as evenly as possible,
// the longer rows below: the least such rows in lexicographic order.
func (w *walker[V]) spread(from, s int) {
	m := w.rows - from + 1
	q, rem := s/m, s%m
	for k := from; k <= w.rows; k++ {
		w.r[k] = q
		if k-from < rem {
			w.r[k]++
		}
	}
}

// next moves to the next position of the same squares in lexicographic
// order: lengthen the last row that can be (shorter than the row below
// it, with squares above it to take), and spread what is left above it
// as evenly as possible. It reports false after the last.
func (w *walker[V]) next() bool {
	r := w.r
	above := 0
	for i := w.rows; i >= 1; i-- {
		if above > 0 && r[i] < r[i-1] {
			r[i]++
			w.spread(i+1, above-1)
			return true
		}
		above += r[i]
	}
	return false
}

// load reads the position w is at, of h rows: its rows' terms and the
// sums below each row; it returns its rank.
func (w *walker[V]) load(h int) (rank int64) {
	r, cur, base := w.r, w.cur, w.base
	coef, width := w.t.coef, w.cols+1
	for k := 1; k <= h; k++ {
		cur[k-1] = coef[(k-1)*width+r[k]]
		base[k-1] = rank
		rank += cur[k-1]
	}
	base[h] = rank
	return rank
}

// value returns the value of the position w is at, of rank rank, h rows
// and squares squares (load): the mex of its options' values.
func (w *walker[V]) value(rank int64, h, squares int) V {
	lo, hi := w.mark(rank, h)
	var mex int
	switch {
	case lo != math.MaxUint64:
		mex = bits.TrailingZeros64(^lo)
	case hi != math.MaxUint64:
		mex = 64 + bits.TrailingZeros64(^hi)
	default:
		mex = 128
		for x := 2; w.seen[x] == math.MaxUint64; x++ {
			mex += 64
		}
		mex += bits.TrailingZeros64(^w.seen[mex>>6])
	}
	if squares > 128 { // the words of w.seen its options' values may have marked
		clear(w.seen[2 : (squares-1)/64+1])
	}
	return V(mex)
}

// mark marks the values of the options of the position w is at, of rank
// rank and h rows: those below 64 in lo, those below 128 in hi, the
// others in w.seen.
//
// The square in row k, column j cuts the rows k..H to j−1 squares, H the
// height of column j; the option's rank is the terms of the rows below k
// as they are (base[k-1]), plus those of rows k..H cut
// (suffix_j(k) − suffix_j(H+1)), plus those of the rows above H as they
// are (rank − base[H]). Column by column, the last two parts are one
// constant, so each option is ranked by two loads and two additions.
func (w *walker[V]) mark(rank int64, h int) (lo, hi uint64) {
	r, base, vals, rows := w.r, w.base, w.vals, w.rows
	height := h
	for j := 1; j <= r[1]; j++ {
		for r[height] < j {
			height--
		}
		first := 0 // the bottom row: its first square is poisoned
		if j == 1 {
			first = 1
		}
		cut := w.suffix[(j-1)*(rows+1) : (j-1)*(rows+1)+height+1]
		c := rank - base[height] - cut[height]
		below := base[:height]
		for k := first; k < len(below); k++ {
			v := uint(vals[below[k]+cut[k]+c])
			if v < 64 {
				lo |= 1 << (v & 63)
				continue
			}
			if v < 128 {
				hi |= 1 << (v & 63)
				continue
			}
			w.seen[v>>6] |= 1 << (v & 63)
		}
	}
	return lo, hi
}
