package cram

import (
	"context"
	"math/bits"
	"slices"
	"sync/atomic"
)

// search values the components of positions in one frame: Sprague-Grundy
// (a position is worth the nim-sum of its components), each component
// reduced and keyed by its canonical form (bitboard.go), its exact value
// kept in the transposition table (table.go), and found by the pruning of
// Beling and Rogalski (inSet). Its workers share the frame and the table.
type search struct {
	f    *frame
	tt   *table
	ctx  context.Context
	stop atomic.Bool // the context is done: every worker returns
	// nodes counts the components searched (not found in the table).
	nodes atomic.Int64
}

func newSearch(ctx context.Context, f *frame) *search {
	return &search{f: f, tt: newTable(ctx), ctx: ctx}
}

// worker is one goroutine's state: its stacks of options and of their
// unknown components, reused from node to node.
type worker struct {
	s     *search
	f     *frame
	comps []uint64
	opts  []option
	nodes int64
	added int64 // table entries made since the table last heard
	// abort, when set, gives up the worker's current task (another
	// worker has decided what it was for).
	abort *atomic.Bool
}

// option is a move's position: the xor of the values of its components
// known at once (a domino is worth 1, a path or a cycle its octal value,
// a symmetric component 0, a component in the table its entry), and its
// other components, comps[first:first+n], the hardest first.
type option struct {
	first, n int32
	x        int32
	cost     int32 // the sum of the squares of the unknown components' sizes
}

func (s *search) newWorker() *worker {
	return &worker{s: s, f: s.f, comps: make([]uint64, 0, 64), opts: make([]option, 0, 32)}
}

// notIn is what inSet returns for a value it did not decide.
const notIn = -1

// stopped reports whether the worker must give up: the context is done,
// or its task aborted.
func (w *worker) stopped() bool {
	return w.s.stop.Load() || (w.abort != nil && w.abort.Load())
}

// tick counts a node and looks at the context now and then.
func (w *worker) tick() {
	w.nodes++
	if w.nodes&4095 == 0 {
		w.s.nodes.Add(4096)
		if w.s.ctx.Err() != nil {
			w.s.stop.Store(true)
		}
	}
}

// store keeps a component's exact value in the table.
func (w *worker) store(key uint64, v int) { w.count(w.s.tt.put(key, v)) }

// count counts an entry made in the table, and tells the table every 64
// so that it grows (fewer than 0.6 of the smallest table, or a small table
// would fill up, make no new entry, and never hear that it is full).
func (w *worker) count(made bool) {
	if made {
		if w.added++; w.added >= 64 {
			w.s.tt.count.Add(w.added)
			w.added = 0
			w.s.tt.grow()
		}
	}
}

// known returns the value of the component c (connected, reduced) when it
// needs no search, else its key.
func (w *worker) known(c uint64) (v int, key uint64, ok bool) {
	if bits.OnesCount64(c) <= 3 {
		return 1, 0, true // a domino (three squares reduce to one)
	}
	l, r, u, d := w.f.hasNeighbours(c)
	return w.knownWith(c, l, r, u, d)
}

// knownWith is known given the squares of c with a neighbour on each side.
func (w *worker) knownWith(c, l, r, u, d uint64) (v int, key uint64, ok bool) {
	f := w.f
	n := bits.OnesCount64(c)
	if n <= 3 {
		return 1, 0, true // a domino (three squares reduce to one)
	}
	if (l&r&(u|d))|(u&d&(l|r)) == 0 { // no square has three neighbours
		switch bits.OnesCount64(r) + bits.OnesCount64(d) {
		case n - 1: // a path: Dawson's Kayles
			return dawson[n], 0, true
		case n: // a cycle: every move leaves a path of n-2
			if dawson[n-2] == 0 {
				return 1, 0, true
			}
			return 0, 0, true
		}
	}
	key, sym := f.canonical(c)
	if sym {
		return 0, 0, true
	}
	if v, ok := w.s.tt.get(key); ok {
		return v, 0, true
	}
	return 0, key, false
}

// split adds the components of q (any position) to the option o: the
// value of those known at once to o.x, the others to the stack, each
// pair of equal components cancelling (G + G = 0).
func (w *worker) split(o *option, q uint64) {
	f := w.f
	q, l, r, u, d := f.reduce(q)
	cut := f.twins(l, r, u, d)
	whole := q
	for q != 0 {
		c := f.component(q, r, q&-q, cut)
		var v int
		var key uint64
		var ok bool
		switch {
		case c == whole: // one component: its neighbours are q's
			v, key, ok = w.knownWith(c, l, r, u, d)
		case cut != 0:
			if rc, _, _, _, _ := f.reduce(c); rc != c {
				q &^= c
				w.split(o, rc)
				continue
			}
			v, key, ok = w.known(c)
		default:
			v, key, ok = w.known(c)
		}
		q &^= c
		if ok {
			o.x ^= int32(v)
			continue
		}
		top := int(o.first + o.n)
		if i := slices.Index(w.comps[o.first:top], key); i >= 0 {
			last := top - 1
			w.comps[int(o.first)+i] = w.comps[last]
			w.comps = w.comps[:last]
			o.n--
			n := int32(bits.OnesCount64(key))
			o.cost -= n * n
			continue
		}
		w.comps = append(w.comps, key)
		o.n++
		n := int32(bits.OnesCount64(key))
		o.cost += n * n
	}
}

// options lists the options of the component c on the stacks, and counts
// them as inSet does (p, see there): it returns p after the options whose
// values are known at once (their values are in known) and the options
// left to search, without duplicates, easiest first (fewest squares in
// their unknown components; among equals, the dominoes nearest the middle
// first), each with its hardest component first. It stops early, with ok
// false, once p no longer meets want: the value is not in want.
func (w *worker) options(c uint64, want nimset) (p, known nimset, pending []option, ok bool) {
	f := w.f
	base := len(w.opts)
	h, v := f.moves(c)
	p = upto(bits.OnesCount64(h) + bits.OnesCount64(v))
	ok = true
	add := func(q uint64) {
		o := option{first: int32(len(w.comps))}
		w.split(&o, q)
		if o.n == 0 {
			known.add(int(o.x))
			p.removeOrLargest(int(o.x))
			ok = p.meets(want)
			return
		}
		w.opts = append(w.opts, o)
	}
	// vertical dominoes from the middle column out, then horizontal ones
	// from the middle row out (c is aligned with the top-left corner)
	_, bh, bw := f.align(c)
	mid := f.firstCol << ((bw - 1) / 2)
	for span := uint64(0); v != 0 && ok; {
		near := v & (mid | span)
		for ; near != 0 && ok; near &= near - 1 {
			b := near & -near
			add(c &^ (b | b<<f.w))
		}
		v &^= mid | span
		span |= mid | f.right(mid|span) | f.left(mid|span)
	}
	mid = f.firstRow << (((bh - 1) / 2) * f.w)
	for span := uint64(0); h != 0 && ok; {
		near := h & (mid | span)
		for ; near != 0 && ok; near &= near - 1 {
			b := near & -near
			add(c &^ (b | b<<1))
		}
		h &^= mid | span
		span |= mid | f.down(mid|span) | f.up(mid|span)
	}
	if !ok {
		w.opts = w.opts[:base]
		return p, known, nil, false
	}
	pending = w.opts[base:]
	for i := range pending {
		o := &pending[i]
		comps := w.comps[o.first : o.first+o.n]
		slices.SortFunc(comps, func(a, b uint64) int { // hardest first, then by key
			na, nb := bits.OnesCount64(a), bits.OnesCount64(b)
			if na != nb {
				return nb - na
			}
			if a < b {
				return -1
			}
			return 1
		})
	}
	slices.SortStableFunc(pending, func(a, b option) int { return int(a.cost - b.cost) })
	// drop duplicates (equal options have equal costs); each counts as an
	// option that takes the largest value out of p
	n := 0
	for i, o := range pending {
		dup := false
		for j := n - 1; j >= 0 && pending[j].cost == o.cost; j-- {
			if q := pending[j]; q.n == o.n && q.x == o.x && slices.Equal(w.comps[q.first:q.first+q.n], w.comps[o.first:o.first+o.n]) {
				dup = true
				break
			}
		}
		if dup {
			p.remove(p.max())
			continue
		}
		pending[n] = pending[i]
		n++
	}
	pending = pending[:n]
	w.opts = w.opts[:base+n]
	return p, known, pending, p.meets(want)
}

// inSet finds the value of the component key if it is in want, by the
// method of Beling and Rogalski ("On pruning search trees of impartial
// games", Artificial Intelligence 283, 2020): it returns the value, or
// notIn when the value is not in want and the search could not tell it
// more cheaply. A component with n options has a value in {0..n}; P holds
// the |P| least values that no option examined so far has, and each
// option takes one value out of P: its own if it is there, else the
// largest. After every option P holds one value, the mex. An option is
// asked only for the values of P below the largest (its value matters
// only there) and at most max(want) (P agrees with the truth up to
// there), and the search stops as soon as P and want no longer meet.
// The table keeps exact values, and the values below 7 of want when the
// answer is notIn (the value is none of them); a later question leaves
// out the values the table rules out, and needs no search once none is
// left.
func (w *worker) inSet(key uint64, want nimset) int {
	v, not, ok := w.s.tt.lookup(key)
	if ok {
		return v
	}
	want[0] &^= uint64(not)
	if want.empty() {
		return notIn
	}
	v = w.search(key, want)
	if v == notIn && !w.stopped() {
		// notIn from a search that was not stopped: the value is not in want
		if m := uint8(want[0]) & notMask; m != 0 {
			w.count(w.s.tt.putNot(key, m))
		}
	}
	return v
}

// search is inSet for a component not in the table.
func (w *worker) search(key uint64, want nimset) int {
	w.tick()
	if w.stopped() {
		return notIn
	}
	optsBase, compsBase := len(w.opts), len(w.comps)
	defer func() { w.opts, w.comps = w.opts[:optsBase], w.comps[:compsBase] }()
	p, _, pending, ok := w.options(key, want)
	if !ok {
		return notIn
	}
	top := want.max()
	below := upto(top)
	exact := true
	for i := range pending {
		if !p.meets(want) {
			return notIn
		}
		o := pending[i]
		x, ok := w.others(int(o.x), w.comps[o.first+1:o.first+o.n])
		if !ok {
			return notIn
		}
		lower := p
		lower.remove(p.max())
		ask := lower.and(below).xor(x)
		v := notIn
		if !ask.empty() {
			v = w.inSet(w.comps[o.first], ask)
			if w.stopped() {
				return notIn
			}
		}
		if v == notIn {
			p.remove(p.max())
			exact = false
			continue
		}
		p.removeOrLargest(v ^ x)
	}
	v := p.min()
	if exact || v <= top {
		w.store(key, v)
		return v
	}
	return notIn
}

// others returns the xor of x and the exact values of comps (an option's
// components other than its hardest).
func (w *worker) others(x int, comps []uint64) (int, bool) {
	for _, c := range comps {
		v := w.exact(c)
		if v == notIn {
			return 0, false
		}
		x ^= v
	}
	return x, true
}

// exact returns the value of the component key (notIn if stopped).
func (w *worker) exact(key uint64) int {
	return w.inSet(key, upto(w.f.moveCount(key)))
}

// dawson[n] is the value of Arc Kayles on a path of n squares: Dawson's
// Kayles, the octal game 0.07, on a heap of n (OEIS A002187 shifted by
// one: G_0.07(n) = G_0.137(n−1)).
var dawson = func() []int {
	g := make([]int, MaxSquares+1)
	for n := 2; n <= MaxSquares; n++ {
		var seen nimset
		for i := 0; i <= n-2; i++ {
			seen.add(g[i] ^ g[n-2-i])
		}
		for seen.has(g[n]) {
			g[n]++
		}
	}
	return g
}()
