package cram

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/game"
)

// piece is part of a board searched in one frame: the whole board when
// the bounding box of its squares that have a neighbour holds at most 64
// squares, else each component in a frame of its own.
type piece struct {
	f          *frame
	p          uint64
	row0, col0 int // the board's square at the frame's top-left corner
}

// bit returns the frame's bit of the board's square (r, c).
func (pc piece) bit(r, c int) uint64 { return 1 << ((r-pc.row0)*pc.f.w + c - pc.col0) }

// contains reports whether the board's square (r, c) is one of the piece's.
func (pc piece) contains(r, c int) bool {
	r, c = r-pc.row0, c-pc.col0
	return r >= 0 && r < pc.f.h && c >= 0 && c < pc.f.w && pc.p>>(r*pc.f.w+c)&1 != 0
}

type square struct{ r, c int }

// piecesOf splits a board (checked) into pieces, or says why it cannot.
func piecesOf(p game.Position) ([]piece, error) {
	rows, cols := p[0], p[1]
	empty := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && p[2+r]>>c&1 != 0 }
	var live []square // squares with an empty neighbour: the others are never covered
	for r := range rows {
		for c := range cols {
			if empty(r, c) && (empty(r-1, c) || empty(r+1, c) || empty(r, c-1) || empty(r, c+1)) {
				live = append(live, square{r, c})
			}
		}
	}
	if len(live) == 0 {
		return nil, nil
	}
	if pc, ok := pieceOf(live); ok {
		return []piece{pc}, nil
	}
	// each component in its frame
	seen := map[square]bool{}
	var out []piece
	for _, s := range live {
		if seen[s] {
			continue
		}
		comp := []square{s}
		seen[s] = true
		for i := 0; i < len(comp); i++ {
			q := comp[i]
			for _, n := range []square{{q.r - 1, q.c}, {q.r + 1, q.c}, {q.r, q.c - 1}, {q.r, q.c + 1}} {
				if empty(n.r, n.c) && !seen[n] {
					seen[n] = true
					comp = append(comp, n)
				}
			}
		}
		pc, ok := pieceOf(comp)
		if !ok {
			r0, r1, c0, c1 := box(comp)
			return nil, game.Refuse(fmt.Errorf("cram: a region of %d squares spans %d rows of %d squares, %d squares in all: the solver keeps a region in one 64-bit board, so the rectangle around it holds at most %d squares; a larger one needs a bitboard of two words (128 squares), which this package does not have", len(comp), r1-r0+1, c1-c0+1, (r1-r0+1)*(c1-c0+1), MaxSquares))
		}
		out = append(out, pc)
	}
	return out, nil
}

func box(squares []square) (r0, r1, c0, c1 int) {
	r0, c0 = squares[0].r, squares[0].c
	r1, c1 = r0, c0
	for _, s := range squares {
		r0, r1, c0, c1 = min(r0, s.r), max(r1, s.r), min(c0, s.c), max(c1, s.c)
	}
	return
}

// pieceOf lays squares out in the frame of their bounding box, if it holds
// at most 64 squares.
func pieceOf(squares []square) (piece, bool) {
	r0, r1, c0, c1 := box(squares)
	h, w := r1-r0+1, c1-c0+1
	if h*w > MaxSquares {
		return piece{}, false
	}
	pc := piece{f: frameOf(h, w), row0: r0, col0: c0}
	for _, s := range squares {
		pc.p |= pc.bit(s.r, s.c)
	}
	return pc, true
}

// frames are made once per size (a frame is read only).
var (
	framesMu sync.Mutex
	frames   = map[[2]int]*frame{}
)

func frameOf(h, w int) *frame {
	framesMu.Lock()
	defer framesMu.Unlock()
	f, ok := frames[[2]int{h, w}]
	if !ok {
		f = newFrame(h, w)
		frames[[2]int{h, w}] = f
	}
	return f
}

// run is one search on one frame with its workers (one a core).
type run struct {
	s       *search
	workers []*worker
}

// Threads is the number of workers a search runs (0: one a core).
var Threads = 0

func newRun(ctx context.Context, f *frame) *run {
	n := Threads
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	s := newSearch(ctx, f)
	r := &run{s: s}
	for range n {
		r.workers = append(r.workers, s.newWorker())
	}
	return r
}

func (r *run) close() { r.s.tt.close() }

// err returns the reason the search stopped, or nil.
func (r *run) err() error {
	if r.s.stop.Load() {
		if err := r.s.ctx.Err(); err != nil {
			return err
		}
		return context.Canceled
	}
	return nil
}

// parts returns the value of the components of q known at once and the
// others, easiest first.
func (r *run) parts(q uint64) (int, []uint64) {
	w := r.workers[0]
	base := len(w.comps)
	o := option{first: int32(base)}
	w.split(&o, q)
	comps := append([]uint64(nil), w.comps[base:]...)
	w.comps = w.comps[:base]
	for i := 1; i < len(comps); i++ { // fewest squares first
		for j := i; j > 0 && bits.OnesCount64(comps[j]) < bits.OnesCount64(comps[j-1]); j-- {
			comps[j], comps[j-1] = comps[j-1], comps[j]
		}
	}
	return int(o.x), comps
}

// value returns the value of the position q of the frame.
func (r *run) value(q uint64) (int, error) {
	x, comps := r.parts(q)
	for _, c := range comps {
		v := r.aspire(c, maxValue)
		if err := r.err(); err != nil {
			return 0, err
		}
		x ^= v
	}
	return x, nil
}

// is reports whether the position q of the frame is worth target.
func (r *run) is(q uint64, target int) (bool, error) {
	x, comps := r.parts(q)
	if len(comps) == 0 {
		return x == target, nil
	}
	for _, c := range comps[:len(comps)-1] {
		x ^= r.aspire(c, maxValue)
		if err := r.err(); err != nil {
			return false, err
		}
	}
	v := r.aspire(comps[len(comps)-1], target^x)
	if err := r.err(); err != nil {
		return false, err
	}
	return v == target^x, nil
}

// task is an option of the component a search aspires to value.
type task struct {
	comps []uint64 // hardest first
	x     int
	value int // once resolved
	done  bool
}

// aspire returns the value of the component key if it is at most limit,
// else notIn, by aspiration (Beling and Rogalski): for r = 0, 1, ...,
// every option not yet valued is asked whether it is worth r (inSet with
// the set {r}); an option found worth r rules r out, and r is the value
// once no option is worth it. The options of a round are shared among the
// workers; once one is found worth r, the others give up their option.
func (r *run) aspire(key uint64, limit int) int {
	if v, ok := r.s.tt.get(key); ok {
		return v
	}
	w := r.workers[0]
	ob, cb := len(w.opts), len(w.comps)
	_, known, pending, _ := w.options(key, upto(maxValue))
	tasks := make([]*task, len(pending))
	for i, o := range pending {
		tasks[i] = &task{comps: append([]uint64(nil), w.comps[o.first:o.first+o.n]...), x: int(o.x)}
	}
	w.opts, w.comps = w.opts[:ob], w.comps[:cb]
	for v := 0; v <= min(limit, maxValue); v++ {
		if known.has(v) {
			continue
		}
		if !r.round(tasks, v) {
			if r.s.stop.Load() {
				return notIn
			}
			w.store(key, v)
			return v
		}
		if r.s.stop.Load() {
			return notIn
		}
		left := tasks[:0]
		for _, t := range tasks {
			if t.done {
				known.add(t.value)
			} else {
				left = append(left, t)
			}
		}
		tasks = left
	}
	return notIn
}

// round asks every task whether it is worth v, on all workers, and
// reports whether one is.
func (r *run) round(tasks []*task, v int) bool {
	var next atomic.Int64
	var found atomic.Bool
	var wg sync.WaitGroup
	for _, w := range r.workers {
		wg.Add(1)
		go func(w *worker) {
			defer wg.Done()
			w.abort = &found
			defer func() { w.abort = nil }()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) || found.Load() || r.s.stop.Load() {
					return
				}
				t := tasks[i]
				x, ok := w.others(t.x, t.comps[1:])
				if !ok {
					return
				}
				u := w.inSet(t.comps[0], single(v^x))
				if u == notIn || w.stopped() {
					continue
				}
				t.value, t.done = u^x, true
				if u^x == v {
					found.Store(true)
				}
			}
		}(w)
	}
	wg.Wait()
	return found.Load()
}
