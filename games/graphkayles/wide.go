package graphkayles

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
)

// MaxWideVertices is the most vertices a WideGraph holds.
const MaxWideVertices = 1024

// A WideGraph is a simple undirected graph on the vertices 1..N() that
// are present, N() up to MaxWideVertices: a Graph of more than 64
// vertices, its vertex sets and neighbourhoods multiword bit sets (vertex
// i is bit (i-1)%64 of word (i-1)/64). It may carry symmetries,
// automorphisms checked when they are attached (WithSymmetries), which
// GrundyWide uses to memoize positions that a symmetry maps onto each
// other under one key, and lines, cliques that cover its edges
// (WithLines), by which Node Kayles keys a position in fewer words. The
// zero WideGraph is the graph with no vertex.
type WideGraph struct {
	n, words int
	alive    []uint64 // words
	adj      []uint64 // n rows of words: the row of vertex i+1 at i*words
	syms     [][]int32
	lines    []uint64 // WithLines: its cliques, rows of words
}

// NewWideGraph returns the graph on the vertices 1..n, all present, with
// the given edges (u-v and v-u are the same edge; repeats are ignored).
func NewWideGraph(n int, edges []Edge) (WideGraph, error) {
	if n < 0 || n > MaxWideVertices {
		return WideGraph{}, fmt.Errorf("a wide graph has 0 to %d vertices, not %d", MaxWideVertices, n)
	}
	words := (n + 63) / 64
	g := WideGraph{n: n, words: words, alive: make([]uint64, words), adj: make([]uint64, n*words)}
	for i := range n {
		g.alive[i/64] |= 1 << (i % 64)
	}
	for _, e := range edges {
		if e.U < 1 || e.U > n || e.V < 1 || e.V > n {
			return WideGraph{}, fmt.Errorf("edge %d-%d: vertices are 1..%d", e.U, e.V, n)
		}
		if e.U == e.V {
			return WideGraph{}, fmt.Errorf("edge %d-%d is a loop; the graphs are simple", e.U, e.V)
		}
		u, v := e.U-1, e.V-1
		g.adj[u*words+v/64] |= 1 << (v % 64)
		g.adj[v*words+u/64] |= 1 << (u % 64)
	}
	return g, nil
}

// WideOf returns g as a WideGraph (the same names, the same vertices
// present).
func WideOf(g Graph) WideGraph {
	n := g.N()
	w, _ := NewWideGraph(n, g.EdgeList())
	if n > 0 {
		w.alive[0] = g.Alive
	}
	return w
}

// Small returns g as a Graph when its vertices present are named 1..64 at
// most, and whether they are.
func (g WideGraph) Small() (Graph, bool) {
	top := g.top()
	if top > MaxVertices {
		return Graph{}, false
	}
	out := Graph{Adj: make([]uint64, top)}
	if top > 0 {
		out.Alive = g.alive[0]
	}
	for i := range top {
		if g.Has(i + 1) {
			out.Adj[i] = g.adj[i*g.words] & out.Alive
		}
	}
	return out, true
}

// top is the largest name of a vertex present (0 without vertices).
func (g WideGraph) top() int {
	for w := g.words - 1; w >= 0; w-- {
		if g.alive[w] != 0 {
			return 64*w + 64 - bits.LeadingZeros64(g.alive[w])
		}
	}
	return 0
}

// N is the largest vertex name the graph can hold.
func (g WideGraph) N() int { return g.n }

// Has reports whether vertex v is present.
func (g WideGraph) Has(v int) bool {
	return v >= 1 && v <= g.n && g.alive[(v-1)/64]>>((v-1)%64)&1 != 0
}

// Adjacent reports whether u and v are present and joined.
func (g WideGraph) Adjacent(u, v int) bool {
	return g.Has(u) && g.Has(v) && g.adj[(u-1)*g.words+(v-1)/64]>>((v-1)%64)&1 != 0
}

// Vertices is the number of vertices present.
func (g WideGraph) Vertices() int { return count(g.alive) }

// Edges is the number of edges between present vertices.
func (g WideGraph) Edges() int {
	m := 0
	for i := range g.n {
		if g.alive[i/64]>>(i%64)&1 != 0 {
			m += countAnd(g.row(i), g.alive)
		}
	}
	return m / 2
}

// EdgeList returns the edges between present vertices, sorted.
func (g WideGraph) EdgeList() []Edge {
	var out []Edge
	for u := 1; u <= g.n; u++ {
		for v := u + 1; v <= g.n; v++ {
			if g.Adjacent(u, v) {
				out = append(out, Edge{u, v})
			}
		}
	}
	return out
}

// Remove returns the graph without the vertices vs (names absent or out of
// range are ignored); it keeps the symmetries that map the vertices left
// onto themselves.
func (g WideGraph) Remove(vs ...int) WideGraph {
	out := g
	out.alive = slices.Clone(g.alive)
	for _, v := range vs {
		if v >= 1 && v <= g.n {
			out.alive[(v-1)/64] &^= 1 << ((v - 1) % 64)
		}
	}
	out.syms = nil
	img := make([]uint64, g.words)
	for _, p := range g.syms {
		permute(img, out.alive, p)
		if slices.Equal(img, out.alive) {
			out.syms = append(out.syms, p)
		}
	}
	return out
}

// String writes the graph as an edge list, as Graph.String does.
func (g WideGraph) String() string {
	if g.Vertices() == 0 {
		return "empty"
	}
	b := []byte("edges:")
	for u := 1; u <= g.n; u++ {
		if !g.Has(u) {
			continue
		}
		alone := true
		for v := 1; v <= g.n; v++ {
			if g.Adjacent(u, v) {
				alone = false
				if v > u {
					b = fmt.Appendf(b, "%d-%d,", u, v)
				}
			}
		}
		if alone {
			b = strconv.AppendInt(b, int64(u), 10)
			b = append(b, ',')
		}
	}
	return string(b[:len(b)-1])
}

// WithSymmetries returns g carrying the given automorphisms, each a
// permutation of the names 1..N() (perm[i-1] is the image of vertex i):
// it checks that each maps the vertices present onto themselves and
// edges onto edges, and refuses one that does not. GrundyWide memoizes a
// position under the least of its images by the symmetries (and the
// identity), so they need not form a group.
func (g WideGraph) WithSymmetries(perms [][]int) (WideGraph, error) {
	out := g
	out.syms = slices.Clone(g.syms)
	img := make([]uint64, g.words)
	for k, perm := range perms {
		if len(perm) != g.n {
			return WideGraph{}, fmt.Errorf("symmetry %d maps %d vertices; the graph has %d", k+1, len(perm), g.n)
		}
		p := make([]int32, g.n)
		hit := make([]bool, g.n)
		for i, v := range perm {
			if v < 1 || v > g.n || hit[v-1] {
				return WideGraph{}, fmt.Errorf("symmetry %d is not a permutation of 1..%d", k+1, g.n)
			}
			hit[v-1] = true
			p[i] = int32(v - 1)
		}
		permute(img, g.alive, p)
		if !slices.Equal(img, g.alive) {
			return WideGraph{}, fmt.Errorf("symmetry %d does not map the vertices present onto themselves", k+1)
		}
		for u := 1; u <= g.n; u++ {
			for v := u + 1; v <= g.n; v++ {
				if g.Adjacent(u, v) != g.Adjacent(perm[u-1], perm[v-1]) {
					return WideGraph{}, fmt.Errorf("symmetry %d maps %d, %d to %d, %d, which are joined differently", k+1, u, v, perm[u-1], perm[v-1])
				}
			}
		}
		out.syms = append(out.syms, p)
	}
	return out, nil
}

// WithLines returns g carrying a cover of its edges by cliques, the
// lines (as rows, columns and diagonals of a board: squares are joined
// when a line holds both). It checks that each line is a clique of
// vertices present, that every edge lies in a line and every vertex
// present in one. Node Kayles then keys a component C by the lines that
// meet it, often fewer than the vertices: a set play reaches is the
// vertices on no line that misses it (a vertex not in C is taken or
// joined to a vertex taken, on a line of the vertex taken, all of it
// gone, or in another component, its lines all missing C), so the key
// is exact.
func (g WideGraph) WithLines(lines [][]int) (WideGraph, error) {
	out := g
	out.lines = make([]uint64, 0, len(lines)*g.words)
	covered := make([]uint64, g.words)
	onLine := make([][]int, g.n) // the lines of each vertex
	for k, line := range lines {
		row := make([]uint64, g.words)
		for _, v := range line {
			if !g.Has(v) {
				return WideGraph{}, fmt.Errorf("line %d holds %d, not a vertex present", k+1, v)
			}
			if row[(v-1)/64]>>((v-1)%64)&1 != 0 {
				return WideGraph{}, fmt.Errorf("line %d holds %d twice", k+1, v)
			}
			for _, u := range line {
				if u != v && !g.Adjacent(u, v) {
					return WideGraph{}, fmt.Errorf("line %d holds %d and %d, which are not joined", k+1, u, v)
				}
			}
			row[(v-1)/64] |= 1 << ((v - 1) % 64)
			onLine[v-1] = append(onLine[v-1], k)
		}
		for i := range covered {
			covered[i] |= row[i]
		}
		out.lines = append(out.lines, row...)
	}
	if !slices.Equal(covered, g.alive) {
		return WideGraph{}, fmt.Errorf("the lines miss a vertex present")
	}
	for _, e := range g.EdgeList() {
		shared := false
		for _, k := range onLine[e.U-1] {
			shared = shared || slices.Contains(onLine[e.V-1], k)
		}
		if !shared {
			return WideGraph{}, fmt.Errorf("no line holds the edge %d-%d", e.U, e.V)
		}
	}
	return out, nil
}

// row is the neighbourhood of vertex i (from 0).
func (g WideGraph) row(i int) []uint64 { return g.adj[i*g.words : (i+1)*g.words] }

// permute sets dst to the image of the set src under p.
func permute(dst, src []uint64, p []int32) {
	clear(dst)
	for w, x := range src {
		for ; x != 0; x &= x - 1 {
			j := p[64*w+bits.TrailingZeros64(x)]
			dst[j/64] |= 1 << (j % 64)
		}
	}
}

func count(s []uint64) int {
	c := 0
	for _, x := range s {
		c += bits.OnesCount64(x)
	}
	return c
}

func countAnd(a, b []uint64) int {
	c := 0
	for i, x := range a {
		c += bits.OnesCount64(x & b[i])
	}
	return c
}

// GrundyWide returns the value of g under rule, as GrundyWideWith with
// the default options: components of at most 64 vertices are valued as
// Graphs.
func GrundyWide(ctx context.Context, rule Rule, g WideGraph) (int, error) {
	return GrundyWideWith(ctx, rule, g, WideOptions{})
}

// WideOptions tunes GrundyWideWith.
type WideOptions struct {
	// Small is the most vertices of a component valued as a Graph, at
	// most 64; 0 means 64. Larger components go to the outcome search,
	// memoized by their sets of vertices. Sparse graphs, whose pieces
	// repeat up to isomorphism (grids, paths), need the canonical memo
	// of the evaluator of Graph; on dense graphs such as the queens
	// graph a canonical form costs more than it shares, and a few
	// vertices (QueensSmall) go fastest.
	Small int
	// Workers is the number of searches run at once on one shared memo
	// (0 or 1: one). Each search is the whole search, the second and
	// later with the ties of the move order broken the other way round,
	// so that they settle other positions first and the memo gives each
	// what the others found; the first to finish answers.
	Workers int
}

// GrundyWideWith returns the value of g under rule: the nim-sum of its
// components' values. A component of at most o.Small vertices is renamed
// 0..k-1 and valued as a Graph: up to 10 vertices by the mex over all
// its induced subgraphs, memoized by its labelled adjacency matrix;
// above, as GrundyOf values it, by one evaluator for the whole search,
// so that its canonical memo serves every component. A larger component
// is valued by the outcome search (below), memoized under its exact set
// of vertices, or the least image of that set under g's symmetries. The
// memos draw their bytes from ctx's memory account, and the search stops
// when ctx is done.
func GrundyWideWith(ctx context.Context, rule Rule, g WideGraph, o WideOptions) (int, error) {
	small := o.Small
	if small <= 0 || small > MaxVertices {
		small = MaxVertices
	}
	s := newWideSearch(ctx, rule, g, small)
	defer s.close()
	if o.Workers <= 1 || s.keyWords > 4 {
		return s.run()
	}
	return runShared(s, o.Workers, func() *wideSearch { return newWideSearch(ctx, rule, g, small) })
}

// runShared runs first and workers-1 more searches from more on one
// shared memo, and returns the answer of the first to finish.
func runShared(first *wideSearch, workers int, more func() *wideSearch) (int, error) {
	memo := newSharedMemo()
	var stop atomic.Bool
	searches := []*wideSearch{first}
	for range workers - 1 {
		s := more()
		defer s.close()
		s.flip = true
		searches = append(searches, s)
	}
	type answer struct {
		v   int
		err error
	}
	answers := make(chan answer, len(searches))
	for _, s := range searches {
		s.memo, s.stop = memo, &stop
		go func() {
			v, err := s.run()
			answers <- answer{v, err}
		}()
	}
	var out answer
	for i := range searches {
		a := <-answers
		if i == 0 {
			out = a
			stop.Store(true)
		}
	}
	return out.v, out.err
}

// errStopped stops a search of runShared when another has answered.
var errStopped = errors.New("stopped: another search answered")

// sharedMemo is the memo of searches run at once: four-word keys, in
// shards each under a lock; a put adds to what the entry knows.
type sharedMemo struct {
	shards [64]struct {
		mu sync.Mutex
		m  map[[4]uint64]uint16
	}
	n atomic.Int64
}

func newSharedMemo() *sharedMemo {
	m := &sharedMemo{}
	for i := range m.shards {
		m.shards[i].m = make(map[[4]uint64]uint16)
	}
	return m
}

func (m *sharedMemo) shard(k *[4]uint64) int {
	return int((k[0] ^ k[1]*0x9e3779b97f4a7c15 ^ k[2]*0xc2b2ae3d27d4eb4f ^ k[3]) * 0xff51afd7ed558ccd >> 58)
}

func (m *sharedMemo) get(set []uint64) (uint16, bool) {
	var k [4]uint64
	copy(k[:], set)
	sh := &m.shards[m.shard(&k)]
	sh.mu.Lock()
	v, ok := sh.m[k]
	sh.mu.Unlock()
	return v, ok
}

func (m *sharedMemo) put(set []uint64, v uint16) {
	var k [4]uint64
	copy(k[:], set)
	sh := &m.shards[m.shard(&k)]
	sh.mu.Lock()
	old, ok := sh.m[k]
	switch {
	case !ok:
		m.n.Add(1)
	case old&exactFlag != 0:
		v = old
	case v&exactFlag == 0:
		v |= old
	}
	sh.m[k] = v
	sh.mu.Unlock()
}

func (m *sharedMemo) len() int { return int(m.n.Load()) }

func (m *sharedMemo) entryBytes() int64 { return 64 }

// wideSearch values the induced subgraphs of one WideGraph.
type wideSearch struct {
	rule  Rule
	ctx   context.Context
	g     WideGraph
	words int
	e     *evaluator // components of at most small vertices
	small int
	// tiny[k]: 1 + the values of the labelled connected graphs on k <=
	// tinyVertices vertices met, by adjacency matrix (0: not yet met)
	tiny [tinyVertices + 1][]uint8
	// labelled: the values of the labelled graphs of more than
	// tinyVertices and at most subsetVertices vertices, by k<<48 | their
	// adjacency matrix
	labelled map[uint64]uint8
	subsets  []uint8 // subsetValue's table
	memo     wideMemo
	keyWords int // the words of a memo key
	// excluded: the values below it that an entry can say a component
	// does not have (15, the bits below exactFlag; the tests take fewer)
	excluded int
	// flip breaks the ties of the move order the other way round; stop,
	// when set, stops the search (runShared)
	flip bool
	stop *atomic.Bool
	// frames: the outcome search's sets, by depth
	frames []*frame
	meter  *budget.Meter
	calls  int
	err    error
	index  []int    // a vertex's place in the component being renamed
	local  []uint64 // the renamed component
	key    []uint64 // scratch for the canonical key
	img    []uint64
	// images[i]: the table of images of bytes under symmetry i
	// (imageTables), or nil
	images [][]uint64
	// lineOf: the table of lineTable when Node Kayles keys components by
	// the lines that meet them, into lineKey; else nil
	lineOf  []uint64
	lineKey []uint64
	// nodes counts the components valued by the search itself (not
	// the evaluator), for the benchmarks.
	nodes int64
}

func newWideSearch(ctx context.Context, rule Rule, g WideGraph, small int) *wideSearch {
	s := &wideSearch{rule: rule, ctx: ctx, g: g, words: g.words, small: small,
		e: newEvaluator(ctx, rule), meter: budget.NewMeter(ctx),
		index: make([]int, g.n), local: make([]uint64, 0, MaxVertices),
		labelled: make(map[uint64]uint8), subsets: make([]uint8, 1<<subsetVertices),
		key: make([]uint64, g.words), img: make([]uint64, g.words)}
	if s.images = imageTables(g); s.images != nil && s.meter.Add(int64(8*len(s.images)*len(s.images[0]))) != nil {
		s.images = nil // map bit by bit
	}
	keyWords := g.words
	if nl := len(g.lines) / max(g.words, 1); rule == Node && nl > 0 && (nl+63)/64 < g.words {
		lw := (nl + 63) / 64
		if s.meter.Add(int64(8*8*g.words*256*lw)) == nil {
			s.lineOf, s.lineKey = lineTable(g, lw), make([]uint64, lw)
			keyWords = lw
		}
	}
	switch {
	case keyWords <= 2:
		s.memo = &memo2{m: make(map[[2]uint64]uint16)}
	case keyWords <= 4:
		s.memo = &memo4{m: make(map[[4]uint64]uint16)}
	default:
		s.memo = &memoN{m: make(map[string]uint16), words: keyWords}
	}
	s.keyWords = keyWords
	s.excluded = 15
	return s
}

func (s *wideSearch) close() {
	s.e.close()
	s.meter.Close()
}

func (s *wideSearch) run() (int, error) {
	if s.g.words == 0 {
		return 0, nil
	}
	v := s.outcome(s.g.alive)
	if s.err == nil {
		s.err = s.e.err
	}
	if s.err != nil {
		return 0, s.err
	}
	return v, nil
}

// canonical returns the least image of set under the graph's symmetries
// and the identity (a scratch slice, valid until the next call).
func (s *wideSearch) canonical(set []uint64) []uint64 {
	copy(s.key, set)
	for i, p := range s.g.syms {
		if s.images != nil {
			s.permuteBytes(s.img, set, s.images[i])
		} else {
			permute(s.img, set, p)
		}
		if slices.Compare(s.img, s.key) < 0 {
			copy(s.key, s.img)
		}
	}
	if s.lineOf == nil {
		return s.key
	}
	// the lines that meet the set, a byte of vertices at a time
	clear(s.lineKey)
	lw := len(s.lineKey)
	for w, x := range s.key {
		for b := 0; x != 0; b, x = b+1, x>>8 {
			if y := x & 255; y != 0 {
				row := s.lineOf[((8*w+b)*256+int(y))*lw:][:lw]
				for i := range s.lineKey {
					s.lineKey[i] |= row[i]
				}
			}
		}
	}
	return s.lineKey
}

// lineTable returns, for each byte of a set and each value of it, the
// lines (of g, less the vertices absent) that meet it, lw words each.
func lineTable(g WideGraph, lw int) []uint64 {
	t := make([]uint64, 8*g.words*256*lw)
	nl := len(g.lines) / max(g.words, 1)
	for b := range 8 * g.words {
		for x := 1; x < 256; x++ {
			row := t[(b*256+x)*lw:][:lw]
			for bit := range 8 {
				v := 8*b + bit
				if x>>bit&1 == 0 || v >= g.n {
					continue
				}
				for l := range nl {
					if g.lines[l*g.words+v/64]>>(v%64)&1 != 0 {
						row[l/64] |= 1 << (l % 64)
					}
				}
			}
		}
	}
	return t
}

// maxImages bounds the bytes of the tables of images.
const maxImages = 16 << 20

// imageTables returns, for each symmetry, the image of each byte value
// at each byte of a set (words words an image), or nil when they would
// pass maxImages bytes.
func imageTables(g WideGraph) [][]uint64 {
	per := 8 * g.words * 256 * g.words
	if len(g.syms) == 0 || 8*per*len(g.syms) > maxImages {
		return nil
	}
	out := make([][]uint64, len(g.syms))
	for i, p := range g.syms {
		t := make([]uint64, per)
		for b := range 8 * g.words {
			for x := 1; x < 256; x++ {
				img := t[(b*256+x)*g.words:][:g.words]
				for bit := range 8 {
					if v := 8*b + bit; x>>bit&1 != 0 && v < g.n {
						j := p[v]
						img[j/64] |= 1 << (j % 64)
					}
				}
			}
		}
		out[i] = t
	}
	return out
}

// permuteBytes sets dst to the image of src by a table of imageTables.
func (s *wideSearch) permuteBytes(dst, src, table []uint64) {
	clear(dst)
	words := s.words
	for w, x := range src {
		for b := 0; x != 0; b, x = b+1, x>>8 {
			if y := x & 255; y != 0 {
				img := table[((8*w+b)*256+int(y))*words:][:words]
				for i := range dst {
					dst[i] |= img[i]
				}
			}
		}
	}
}

// smallValue renames a connected set of k <= 64 vertices 0..k-1, in
// order, and values it by the evaluator.
func (s *wideSearch) smallValue(comp []uint64, k int) int {
	i := 0
	for w, y := range comp {
		for ; y != 0; y &= y - 1 {
			s.index[64*w+bits.TrailingZeros64(y)] = i
			i++
		}
	}
	local := s.local[:k]
	clear(local)
	i = 0
	words := s.words
	for w, y := range comp {
		for ; y != 0; y &= y - 1 {
			row := s.g.adj[(64*w+bits.TrailingZeros64(y))*words:]
			var m uint64
			for j := range words {
				for b := row[j] & comp[j]; b != 0; b &= b - 1 {
					m |= 1 << s.index[64*j+bits.TrailingZeros64(b)]
				}
			}
			local[i] = m
			i++
		}
	}
	if k > subsetVertices {
		v := s.e.component(local, ^uint64(0)>>(64-k))
		if s.e.err != nil && s.err == nil {
			s.err = s.e.err
		}
		return v
	}
	// the upper triangle of the adjacency matrix, row by row
	code := uint64(0)
	for i, m := range local {
		code = code<<(k-1-i) | m>>(i+1)
	}
	if k <= tinyVertices {
		table := s.tiny[k]
		if table == nil {
			if err := s.meter.Add(1 << (k * (k - 1) / 2)); err != nil {
				s.err = game.Refuse(err)
				return 0
			}
			table = make([]uint8, 1<<(k*(k-1)/2))
			s.tiny[k] = table
		}
		if v := table[code]; v != 0 {
			return int(v - 1)
		}
		v := s.subsetValue(local)
		table[code] = uint8(v + 1)
		return v
	}
	code |= uint64(k) << 48
	if v, ok := s.labelled[code]; ok {
		return int(v)
	}
	v := s.subsetValue(local)
	if err := s.meter.Add(32); err != nil {
		s.err = game.Refuse(err)
		return 0
	}
	s.labelled[code] = uint8(v)
	return v
}

// Components of up to subsetVertices vertices are valued by the mex
// over their options, every induced subgraph in turn (subsetValue), and
// memoized by their labelled adjacency matrices: in a table of all
// 2^(k(k-1)/2) of them for up to tinyVertices vertices (2 MiB for 7),
// in a map above.
const (
	tinyVertices   = 7
	subsetVertices = 10
)

// subsetValue returns the value of the graph on the vertices 0..k-1,
// k <= subsetVertices, with neighbour masks local: the value of each of
// its induced subgraphs, by their vertex sets in increasing order, is
// the mex of the values of its options, read from the same table.
func (s *wideSearch) subsetValue(local []uint64) int {
	k := len(local)
	g := s.subsets[:1<<k]
	g[0] = 0
	for set := uint64(1); set < 1<<k; set++ {
		var seen uint64
		for m := set; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m)
			if s.rule == Node {
				seen |= 1 << g[set&^(local[v]|1<<v)]
				continue
			}
			for b := local[v] & set & m &^ (1 << v); b != 0; b &= b - 1 {
				seen |= 1 << g[set&^(1<<v|1<<bits.TrailingZeros64(b))]
			}
		}
		g[set] = uint8(bits.TrailingZeros64(^seen))
	}
	return int(g[1<<k-1])
}

// wideMemo memoizes the values of large components by their vertex sets.
type wideMemo interface {
	get(set []uint64) (uint16, bool)
	put(set []uint64, v uint16)
	len() int
	entryBytes() int64
}

// memo2 keys sets by two words.
type memo2 struct{ m map[[2]uint64]uint16 }

func (m *memo2) get(set []uint64) (uint16, bool) {
	var k [2]uint64
	copy(k[:], set)
	v, ok := m.m[k]
	return v, ok
}

func (m *memo2) put(set []uint64, v uint16) {
	var k [2]uint64
	copy(k[:], set)
	m.m[k] = v
}

func (m *memo2) len() int { return len(m.m) }

// entryBytes: the key, the value and the map's slot overhead.
func (m *memo2) entryBytes() int64 { return 40 }

// memo4 keys sets by four words.
type memo4 struct{ m map[[4]uint64]uint16 }

func (m *memo4) get(set []uint64) (uint16, bool) {
	var k [4]uint64
	copy(k[:], set)
	v, ok := m.m[k]
	return v, ok
}

func (m *memo4) put(set []uint64, v uint16) {
	var k [4]uint64
	copy(k[:], set)
	m.m[k] = v
}

func (m *memo4) len() int { return len(m.m) }

// entryBytes: the key, the value and the map's slot overhead.
func (m *memo4) entryBytes() int64 { return 64 }

// memoN keys larger sets by their words as bytes.
type memoN struct {
	m     map[string]uint16
	words int
}

func (m *memoN) get(set []uint64) (uint16, bool) {
	v, ok := m.m[setKey(set)]
	return v, ok
}

func (m *memoN) put(set []uint64, v uint16) { m.m[setKey(set)] = v }

func (m *memoN) len() int { return len(m.m) }

func (m *memoN) entryBytes() int64 { return int64(m.words)*8 + 64 }

func setKey(set []uint64) string {
	b := make([]byte, 0, 8*len(set))
	for _, x := range set {
		b = append(b, byte(x), byte(x>>8), byte(x>>16), byte(x>>24), byte(x>>32), byte(x>>40), byte(x>>48), byte(x>>56))
	}
	return string(b)
}

// The outcome search. Rather than the mex of every option's value, a
// large component C is asked whether its value differs from k, the
// outcome of C + *k: G(C) ≠ k when an option has the value k (a move to
// the P-position C' + *k), or G(C) is some j < k (a move of *k to *j
// with C + *j a P-position); else G(C) = k. The first option found with
// the value k settles the question, so most positions are asked about
// once or twice and most of their options are never valued. A component's
// memo entry keeps what is known of its value: exact, or the values it is
// known not to have.

// Memo entries of the outcome search: exactFlag|v for a value v known, or
// a mask of the values (below 15) known not to be the value.
const exactFlag = 1 << 15

// frame holds the sets of one level of the outcome search.
type frame struct {
	key, opt, left, comp, frontier []uint64
	bigs                           []uint64 // the large components of an option, words each
	moves                          []uint32 // Node: left<<10 | v; Arc: v<<10 | u
}

func (s *wideSearch) frame(d int) *frame {
	for len(s.frames) <= d {
		w := s.words
		s.frames = append(s.frames, &frame{key: make([]uint64, s.keyWords), opt: make([]uint64, w), left: make([]uint64, w),
			comp: make([]uint64, w), frontier: make([]uint64, w)})
	}
	return s.frames[d]
}

// outcome returns the value of the subgraph induced by set by the
// outcome search.
func (s *wideSearch) outcome(set []uint64) int {
	f := s.frame(0)
	copy(f.left, set)
	x := 0
	for s.err == nil {
		first := firstOf(f.left)
		if first < 0 {
			break
		}
		s.component(f.left, first, f.comp, f.frontier)
		for w := range f.left {
			f.left[w] &^= f.comp[w]
		}
		if c := count(f.comp); c <= s.small {
			x ^= s.smallComponent(f.comp, c)
		} else {
			x ^= s.exact(slices.Clone(f.comp), 1)
		}
	}
	return x
}

func firstOf(set []uint64) int {
	for w, y := range set {
		if y != 0 {
			return 64*w + bits.TrailingZeros64(y)
		}
	}
	return -1
}

// smallComponent values a connected set of at most small vertices.
func (s *wideSearch) smallComponent(comp []uint64, k int) int {
	switch {
	case k == 1:
		if s.rule == Node {
			return 1
		}
		return 0
	case k == 2:
		return 1
	}
	return s.smallValue(comp, k)
}

// exact returns the value of a connected large set.
func (s *wideSearch) exact(set []uint64, d int) int {
	f := s.frame(d)
	copy(f.key, s.canonical(set))
	st, _ := s.memo.get(f.key)
	if st&exactFlag != 0 {
		return int(st &^ exactFlag)
	}
	for j := 0; s.err == nil; j++ {
		if j < s.excluded && st>>j&1 != 0 {
			continue
		}
		if !s.win(set, j, d+1) {
			return j
		}
	}
	return 0
}

// win reports whether the value of a connected large set differs from k.
func (s *wideSearch) win(set []uint64, k int, d int) bool {
	if s.err != nil {
		return true
	}
	f := s.frame(d)
	copy(f.key, s.canonical(set))
	st, _ := s.memo.get(f.key)
	if st&exactFlag != 0 {
		return int(st&^exactFlag) != k
	}
	if k < s.excluded && st>>k&1 != 0 {
		return true
	}
	if s.calls++; s.calls%256 == 0 {
		if err := s.ctx.Err(); err != nil {
			s.err = err
			return true
		}
		if s.stop != nil && s.stop.Load() {
			s.err = errStopped
			return true
		}
	}
	s.nodes++
	words := s.words
	f.moves = f.moves[:0]
	size := count(set)
	for w, y := range set {
		for ; y != 0; y &= y - 1 {
			v := 64*w + bits.TrailingZeros64(y)
			row := s.g.adj[v*words : (v+1)*words]
			if s.rule == Node {
				// the vertices left by the move, then the vertex
				tie := uint32(v)
				if s.flip {
					tie = 1023 - tie
				}
				f.moves = append(f.moves, uint32(size-countAnd(set, row)-1)<<10|tie)
				continue
			}
			for i := v / 64; i < words; i++ {
				b := row[i] & set[i]
				if i == v/64 {
					b &^= 1<<(v%64+1) - 1
				}
				for ; b != 0; b &= b - 1 {
					f.moves = append(f.moves, uint32(v)<<10|uint32(64*i+bits.TrailingZeros64(b)))
				}
			}
		}
	}
	if s.rule == Node {
		// the moves that leave least first: their positions are quickest
		// settled, and one worth k settles this one (on the queens
		// graphs, a third of the positions of vertex order)
		slices.Sort(f.moves)
	}
	found := false
	for i := 0; i < len(f.moves) && !found && s.err == nil; i++ {
		m := f.moves[i]
		v := int(m & 1023)
		if s.rule == Node {
			if s.flip {
				v = 1023 - v
			}
			row := s.g.adj[v*words : (v+1)*words]
			for i := range words {
				f.opt[i] = set[i] &^ row[i]
			}
			f.opt[v/64] &^= 1 << (v % 64)
		} else {
			u := v
			v = int(m >> 10)
			copy(f.opt, set)
			f.opt[v/64] &^= 1 << (v % 64)
			f.opt[u/64] &^= 1 << (u % 64)
		}
		found = !s.optionWin(f.opt, k, d+1)
	}
	if s.err != nil {
		return true
	}
	result := true
	if !found {
		// no option is worth k: the value is k unless it is less
		result = false
		for j := 0; j < k; j++ {
			st, _ := s.memo.get(f.key)
			if st&exactFlag != 0 {
				// a value found by the searches below (of values above 14,
				// which the memo does not exclude)
				result = int(st&^exactFlag) != k
				break
			}
			if j < s.excluded && st>>j&1 != 0 {
				continue
			}
			if !s.win(set, j, d+1) {
				result = true
				break
			}
		}
		if s.err != nil {
			return true
		}
	}
	st, known := s.memo.get(f.key)
	switch {
	case st&exactFlag != 0:
		return result
	case !result && k < exactFlag:
		st = exactFlag | uint16(k)
	case result && k < s.excluded:
		st |= 1 << k
	default:
		return result
	}
	if !known {
		if err := s.meter.Add(s.memo.entryBytes()); err != nil {
			s.err = game.Refuse(fmt.Errorf("%s: the search held %d components of more than %d vertices (%s) when the memory account was spent: %w", s.rule.game(), s.memo.len(), s.small, budget.Bytes(s.meter.Used()), err))
			return true
		}
	}
	s.memo.put(f.key, st)
	return result
}

// optionWin reports whether the value of the subgraph induced by opt
// (any set) differs from k. Its components of at most small vertices are
// valued exactly, and so are its large ones but the largest, which is
// asked about k xor the others' values.
func (s *wideSearch) optionWin(opt []uint64, k int, d int) bool {
	f := s.frame(d)
	copy(f.left, opt)
	f.bigs = f.bigs[:0]
	x := 0
	largest, largestSize := -1, 0
	for {
		first := firstOf(f.left)
		if first < 0 {
			break
		}
		s.component(f.left, first, f.comp, f.frontier)
		for w := range f.left {
			f.left[w] &^= f.comp[w]
		}
		c := count(f.comp)
		if c <= s.small {
			x ^= s.smallComponent(f.comp, c)
			continue
		}
		if c > largestSize {
			largest, largestSize = len(f.bigs)/s.words, c
		}
		f.bigs = append(f.bigs, f.comp...)
	}
	if largest < 0 {
		return x != k
	}
	w := s.words
	for i := 0; i < len(f.bigs)/w; i++ {
		if i != largest {
			x ^= s.exact(f.bigs[i*w:(i+1)*w], d+1)
		}
	}
	return s.win(f.bigs[largest*w:(largest+1)*w], k^x, d+1)
}

// component sets comp to the component of vertex v in set, using
// frontier as scratch.
func (s *wideSearch) component(set []uint64, v int, comp, frontier []uint64) {
	clear(comp)
	clear(frontier)
	comp[v/64] |= 1 << (v % 64)
	frontier[v/64] |= 1 << (v % 64)
	words := s.words
	adj := s.g.adj
	for {
		// next: the neighbours of the frontier in set, not yet in comp
		var next [MaxWideVertices / 64]uint64
		for w, y := range frontier {
			for ; y != 0; y &= y - 1 {
				row := adj[(64*w+bits.TrailingZeros64(y))*words:]
				for i := range words {
					next[i] |= row[i]
				}
			}
		}
		grew := false
		for i := range words {
			n := next[i] & set[i] &^ comp[i]
			frontier[i] = n
			comp[i] |= n
			grew = grew || n != 0
		}
		if !grew {
			return
		}
	}
}
