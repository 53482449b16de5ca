package wythoff

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/game"
)

// blockLines is a family of lines (the columns, or the diagonals) whose
// bitsets are stored interleaved by blocks of 8: word w of line i is at
// (i/8)·8W + 8w + i%8. The cells of one row meet consecutive columns and
// consecutive diagonals, each scanned over nearly the same range of words,
// so eight neighbouring cells share every cache line instead of each line
// costing a line from memory (the plain layout is memory bound beyond a
// few thousand cells a side).
type blockLines struct {
	words [][8]uint64
	mex   []int32
	w     int // words per line
}

func newBlockLines(lines, maxValue int) blockLines {
	w := maxValue/64 + 1
	blocks := (lines + 7) / 8
	// One allocation: untouched pages cost no memory.
	return blockLines{words: make([][8]uint64, blocks*w), mex: make([]int32, lines), w: w}
}

// block returns the words of the block of line i: line i's word w is
// block[w][i&7].
func (b *blockLines) block(i int) [][8]uint64 {
	return b.words[(i>>3)*b.w : (i>>3+1)*b.w]
}

// add puts v in line i and moves the line's mex past the values present.
func (b *blockLines) add(i, v int) {
	blk, k := b.block(i), i&7
	blk[v>>6][k] |= 1 << (v & 63)
	m := int(b.mex[i])
	for m>>6 < len(blk) && blk[m>>6][k]&(1<<(m&63)) != 0 {
		m++
	}
	b.mex[i] = int32(m)
}

// grundyRowsBlocked is GrundyRowsContext with blocked columns and
// diagonals, on threads goroutines: row x goes to worker x mod threads and
// follows row x-1 at a distance, since G(x, y) needs only the cells of the
// earlier rows at columns <= y (published every 64 cells); rows are visited
// in order. Values are bounded by x + y + min(x,y), the number of options.
func (g LineGame) grundyRowsBlocked(ctx context.Context, n, threads int, visit func(x int, row []int)) error {
	step := g.DiagonalStep
	residues := max(step, 1)
	maxValue := 2*n + 1
	if step > 0 {
		maxValue = 3*n + 1
	}
	if need := tableBytes(n, step); need > MaxTableBytes {
		return game.Refuse(fmt.Errorf("wythoff: a Grundy table of side %d needs about %d MB of bitsets; at most %d MB are allowed", n+1, need>>20, MaxTableBytes>>20))
	}
	t := &tableRun{g: g, n: n, columns: newBlockLines(n+1, maxValue), progress: make([]atomic.Int32, n+1)}
	t.wake = sync.NewCond(&t.mu)
	if step > 0 {
		t.diagonals = newBlockLines((n+1)*residues, maxValue)
	}
	threads = max(1, min(threads, n+1))
	var wg sync.WaitGroup
	errs := make([]error, threads)
	for w := range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = t.rows(ctx, w, threads, visit)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// MaxTableBytes bounds the bitsets of one Grundy table (the pages a
// table touches are about two thirds of its estimate).
const MaxTableBytes = 8 << 30

// tableBytes estimates the bitsets of a table of side n+1: a line of
// maxValue bits for each column and each diagonal.
func tableBytes(n, step int) int64 {
	lines := int64(n + 8)
	maxValue := int64(2*n + 1)
	if step > 0 {
		lines += int64(n+8) * int64(step)
		maxValue = int64(3*n + 1)
	}
	return lines * (maxValue/64 + 1) * 8
}

// tableRun is the state the workers of one table share.
type tableRun struct {
	g                  LineGame
	n                  int
	columns, diagonals blockLines
	// progress[x] is 1 + the last y of row x done; n+1 when the row is
	// complete, -1 when the run stops.
	progress []atomic.Int32
	visited  atomic.Int32 // rows handed to visit
	// A worker that has waited a while sleeps on wake; publishers
	// broadcast when sleepers is not zero (a shared machine makes
	// spinning costly: the worker waited for may not be running).
	mu       sync.Mutex
	wake     *sync.Cond
	sleepers atomic.Int32
}

// publish sets progress[x] and wakes the sleeping workers; a stopped run
// (-1) stays stopped.
func (t *tableRun) publish(x, p int) {
	for {
		old := t.progress[x].Load()
		if old < 0 {
			return
		}
		if t.progress[x].CompareAndSwap(old, int32(p)) {
			break
		}
	}
	t.broadcast()
}

// broadcast wakes the sleeping workers, if any.
func (t *tableRun) broadcast() {
	if t.sleepers.Load() > 0 {
		t.mu.Lock()
		t.wake.Broadcast()
		t.mu.Unlock()
	}
}

// sleepUntil blocks until ok() holds, after a short spin.
func (t *tableRun) sleepUntil(ok func() bool) {
	for range 200 {
		if ok() {
			return
		}
	}
	t.mu.Lock()
	t.sleepers.Add(1)
	for !ok() {
		t.wake.Wait()
	}
	t.sleepers.Add(-1)
	t.mu.Unlock()
}

// lead is how far a row keeps behind the row before it.
const lead = 512

// waitFor returns once progress[x] > y (or the run stopped: false).
func (t *tableRun) waitFor(x, y int) bool {
	t.sleepUntil(func() bool { p := t.progress[x].Load(); return p < 0 || int(p) > y })
	return t.progress[x].Load() >= 0
}

func (t *tableRun) stop(from int) {
	for x := from; x <= t.n; x++ {
		t.progress[x].Store(-1)
	}
	t.visited.Store(-1)
	t.mu.Lock()
	t.wake.Broadcast()
	t.mu.Unlock()
}

// rows computes rows first, first+threads, …
func (t *tableRun) rows(ctx context.Context, first, threads int, visit func(x int, row []int)) error {
	n, step := t.n, t.g.DiagonalStep
	residues := max(step, 1)
	columns, diagonals := &t.columns, &t.diagonals
	w := columns.w
	current := make([]uint64, w) // the values of row x so far
	row := make([]int, n+1)
	for x := first; x <= n; x += threads {
		if err := ctx.Err(); err != nil {
			t.stop(0)
			return err
		}
		t.publish(x, x)
		ready := x - 1 // row x-1 is done up to here
		if x > 0 {
			if !t.waitFor(x-1, x) {
				return nil
			}
			ready = int(t.progress[x-1].Load()) - 1
		}
		// G(x, y) for y < x equals G(y, x): column x so far.
		for i, word := range columns.block(x)[:len(current)] {
			current[i] = word[x&7]
		}
		rowMex := int(columns.mex[x])
		for y := x; y <= n; y++ {
			if x > 0 && y > ready {
				// Wait for a lead of some blocks: fewer waits, and the
				// two rows write different cache lines.
				if !t.waitFor(x-1, min(y+lead, n)) {
					return nil
				}
				ready = int(t.progress[x-1].Load()) - 1
			}
			start := max(rowMex, int(columns.mex[y]))
			var v int
			if step > 0 {
				d := (y-x)*residues + x%step
				start = max(start, int(diagonals.mex[d]))
				v = mex3(current, columns.block(y), y&7, diagonals.block(d), d&7, start)
				diagonals.add(d, v)
			} else {
				v = mex2(current, columns.block(y), y&7, start)
			}
			row[y] = v
			current[v>>6] |= 1 << (v & 63)
			for rowMex>>6 < w && current[rowMex>>6]&(1<<(rowMex&63)) != 0 {
				rowMex++
			}
			columns.add(y, v)
			if y&63 == 63 {
				t.publish(x, y+1)
			}
		}
		t.publish(x, n+1)
		t.sleepUntil(func() bool { v := t.visited.Load(); return v < 0 || v == int32(x) }) // rows are visited in order
		if t.visited.Load() < 0 {
			return nil
		}
		visit(x, row)
		if !t.visited.CompareAndSwap(int32(x), int32(x+1)) {
			return nil // stopped meanwhile (-1 stays)
		}
		t.broadcast()
	}
	return nil
}

// mex3 returns the least value >= start in none of cur, line ci of the
// block col and line di of the block diag (the loop has no bounds checks).
func mex3(cur []uint64, col [][8]uint64, ci int, diag [][8]uint64, di int, start int) int {
	col, diag = col[:len(cur)], diag[:len(cur)]
	ci, di = ci&7, di&7
	w := start >> 6
	word := cur[w] | col[w][ci] | diag[w][di] | (uint64(1)<<(start&63) - 1) // values below start are taken
	for word == ^uint64(0) {
		w++
		word = cur[w] | col[w][ci] | diag[w][di]
	}
	return w<<6 + bits.TrailingZeros64(^word)
}

// mex2 is mex3 without a diagonal (two-heap Nim).
func mex2(cur []uint64, col [][8]uint64, ci int, start int) int {
	col = col[:len(cur)]
	ci &= 7
	w := start >> 6
	word := cur[w] | col[w][ci] | (uint64(1)<<(start&63) - 1)
	for word == ^uint64(0) {
		w++
		word = cur[w] | col[w][ci]
	}
	return w<<6 + bits.TrailingZeros64(^word)
}
