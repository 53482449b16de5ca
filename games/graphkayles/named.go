package graphkayles

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/grammar"
)

// A Named graph is a path, a cycle or a strip (diamonds, squares,
// distance graphs) of any size, or the queens graph of a board of up to
// MaxWideVertices squares, with the vertices play has removed: the
// positions past MaxVertices, valued without listing their vertices (the
// queens graph by the wide search, GrundyWide).
// Node and Arc Kayles on a path are the octal games 0.137 and 0.07 on a
// heap of its vertices, whose periods are proven (Dawson's Chess: period
// 34 from heap 52), so a path or a cycle of any size is answered at once;
// a strip is valued along its line (StripValues), Node Kayles only.
type Named struct {
	// Kind is path, cycle, diamonds, squares, distance or queens.
	Kind string
	// Size is N of Kind:N (for distance, the number of vertices).
	Size *big.Int
	// Distances are distance's distances.
	Distances []int
	// Removed are the vertices play has removed (names from 1),
	// ascending; only when Size fits an int.
	Removed []int
}

// namedTag opens a Named position: [namedTag, kind, size, len(Distances),
// Distances…, Removed…]. No Graph position starts so but the one with all
// 64 vertices, which has 65 entries; a Named position has fewer.
const namedTag = -1

var namedKinds = []string{"", "path", "cycle", "diamonds", "squares", "distance", "queens"}

// strip returns the strip of a Named graph of a strip's kind.
func (nm Named) strip() (Strip, bool) {
	switch nm.Kind {
	case "diamonds":
		return Diamonds(), true
	case "squares":
		return Squares(), true
	case "distance":
		return Distance(nm.Distances...), true
	}
	return Strip{}, false
}

// vertices is the number of vertices of the graph before any removal.
func (nm Named) vertices() *big.Int {
	if nm.Kind == "queens" {
		return new(big.Int).Mul(nm.Size, nm.Size)
	}
	if nm.Kind == "diamonds" || nm.Kind == "squares" {
		v := new(big.Int).Mul(nm.Size, big.NewInt(3))
		return v.Add(v, big.NewInt(1))
	}
	return nm.Size
}

// String writes the graph as ParsePosition reads it: path:N, or path:N
// minus 4,5,6 after moves.
func (nm Named) String() string {
	var b strings.Builder
	b.WriteString(nm.Kind + ":" + nm.Size.String())
	for _, d := range nm.Distances {
		b.WriteString("," + strconv.Itoa(d))
	}
	if len(nm.Removed) > 0 {
		b.WriteString(" minus ")
		for i, v := range nm.Removed {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(v))
		}
	}
	return b.String()
}

// Big writes the graph as integers of any size (its Position when they
// fit an int).
func (nm Named) Big() []*big.Int {
	code := slices.Index(namedKinds, nm.Kind)
	out := []*big.Int{big.NewInt(namedTag), big.NewInt(int64(code)), new(big.Int).Set(nm.Size), big.NewInt(int64(len(nm.Distances)))}
	for _, d := range nm.Distances {
		out = append(out, big.NewInt(int64(d)))
	}
	for _, v := range nm.Removed {
		out = append(out, big.NewInt(int64(v)))
	}
	return out
}

// Position encodes the graph (Size must fit an int).
func (nm Named) Position() game.Position {
	big := nm.Big()
	p := make(game.Position, len(big))
	for i, v := range big {
		p[i] = int(v.Int64())
	}
	return p
}

// isNamed reports whether p is a Named position (see namedTag).
func isNamed(p game.Position) bool { return len(p) > 0 && p[0] == namedTag && len(p) != MaxVertices+1 }

// isNamedBig is isNamed for a position read as integers of any size.
func isNamedBig(p []*big.Int) bool {
	return len(p) > 0 && p[0].Cmp(big.NewInt(namedTag)) == 0 && len(p) != MaxVertices+1
}

// NamedOf decodes a Named position written as integers of any size,
// checking it.
func NamedOf(p []*big.Int) (Named, error) {
	if len(p) < 4 || p[0].Cmp(big.NewInt(namedTag)) != 0 {
		return Named{}, fmt.Errorf("not a named graph position")
	}
	code := p[1].Int64()
	if !p[1].IsInt64() || code < 1 || code >= int64(len(namedKinds)) {
		return Named{}, fmt.Errorf("named graph of unknown kind %s", p[1])
	}
	nm := Named{Kind: namedKinds[code], Size: new(big.Int).Set(p[2])}
	k := p[3].Int64()
	if !p[3].IsInt64() || k < 0 || int64(len(p)) < 4+k || (k > 0) != (nm.Kind == "distance") {
		return Named{}, fmt.Errorf("named graph %s: bad distances", nm.Kind)
	}
	for _, d := range p[4 : 4+k] {
		if !d.IsInt64() || d.Int64() < 1 || d.Int64() > MaxStripWidth {
			return Named{}, fmt.Errorf("distance graph: a distance must be 1 to %d", MaxStripWidth)
		}
		nm.Distances = append(nm.Distances, int(d.Int64()))
	}
	if !slices.IsSorted(nm.Distances) || len(slices.Compact(slices.Clone(nm.Distances))) != len(nm.Distances) {
		return Named{}, fmt.Errorf("distance graph: distances must be ascending, without repeats")
	}
	if err := nm.checkSize(); err != nil {
		return Named{}, err
	}
	rest := p[4+k:]
	if len(rest) > 0 && !nm.vertices().IsInt64() {
		return Named{}, fmt.Errorf("%s: vertices are removed only from graphs of at most 2^62 vertices", nm.Kind)
	}
	last := 0
	for _, v := range rest {
		if !v.IsInt64() || v.Int64() <= int64(last) || v.Cmp(nm.vertices()) > 0 {
			return Named{}, fmt.Errorf("%s: removed vertices must be ascending names from 1 to %s", nm.Kind, nm.vertices())
		}
		last = int(v.Int64())
		nm.Removed = append(nm.Removed, last)
	}
	return nm, nil
}

// checkSize checks Size against the kind's bounds.
func (nm Named) checkSize() error {
	least := int64(0)
	switch nm.Kind {
	case "cycle":
		least = 3
	case "diamonds", "squares":
		least = 1
	}
	if nm.Size.Cmp(big.NewInt(least)) < 0 {
		return fmt.Errorf("%s:%s: at least %d", nm.Kind, nm.Size, least)
	}
	if nm.Kind == "queens" && nm.vertices().Cmp(big.NewInt(MaxWideVertices)) > 0 {
		return fmt.Errorf("queens:%s: the board has more than %d squares", grammar.Elide(nm.Size.String()), MaxWideVertices)
	}
	return nil
}

// namedOfPosition decodes a Named position.
func namedOfPosition(p game.Position) (Named, error) { return NamedOf(game.BigPosition(p)) }

// parseNamed reads path:N, cycle:N, diamonds:N, squares:N or
// distance:N,D1,… of any size, optionally followed by "minus" and the
// vertices removed; ok is false for text of another form.
func parseNamed(text string) (nm Named, ok bool, err error) {
	base, removed, minus := strings.Cut(strings.TrimSpace(text), " minus ")
	kind, arg, hasArg := strings.Cut(strings.TrimSpace(base), ":")
	kind = strings.ToLower(strings.TrimSpace(kind))
	if slices.Index(namedKinds, kind) < 1 || !hasArg {
		return nm, false, nil
	}
	nm.Kind = kind
	size, rest, _ := strings.Cut(arg, ",")
	if nm.Size, err = grammar.ParseNumber(size); err != nil {
		return nm, true, fmt.Errorf("graph %s: %w", grammar.Quote(base), err)
	}
	if kind == "distance" {
		if nm.Distances, err = grammar.ParseInts(rest, "distance"); err != nil {
			return nm, true, fmt.Errorf("graph %s: want distance:N,D1,D2,…: %w", grammar.Quote(base), err)
		}
		slices.Sort(nm.Distances)
		nm.Distances = slices.Compact(nm.Distances)
		if nm.Distances[0] < 1 || nm.Distances[len(nm.Distances)-1] > MaxStripWidth {
			return nm, true, fmt.Errorf("graph %s: a distance must be 1 to %d", grammar.Quote(base), MaxStripWidth)
		}
	} else if rest != "" {
		return nm, true, fmt.Errorf("graph %s: want %s:N", grammar.Quote(base), kind)
	}
	if err := nm.checkSize(); err != nil {
		return nm, true, err
	}
	if minus {
		if !nm.vertices().IsInt64() || nm.vertices().Int64() > 1<<62 {
			return nm, true, fmt.Errorf("graph %s: vertices are removed only from graphs of at most 2^62 vertices", grammar.Quote(base))
		}
		vs, err := grammar.ParseInts(removed, "vertex")
		if err != nil {
			return nm, true, err
		}
		slices.Sort(vs)
		nm.Removed = slices.Compact(vs)
		if nm.Removed[0] < 1 || int64(nm.Removed[len(nm.Removed)-1]) > nm.vertices().Int64() {
			return nm, true, fmt.Errorf("graph %s: the vertices are named 1 to %s", grammar.Quote(base), nm.vertices())
		}
	}
	return nm, true, nil
}

// small returns the graph as a Graph when it has at most MaxVertices
// vertices.
func (nm Named) small() (Graph, bool) {
	if nm.vertices().Cmp(big.NewInt(MaxVertices)) > 0 {
		return Graph{}, false
	}
	n := int(nm.Size.Int64())
	var g Graph
	switch nm.Kind {
	case "path":
		g = Path(n)
	case "cycle":
		g = Cycle(n)
	case "queens":
		g = Queens(n)
	default:
		s, _ := nm.strip()
		g, _ = s.Member(n)
	}
	var mask uint64
	for _, v := range nm.Removed {
		mask |= 1 << (v - 1)
	}
	return g.Remove(mask), true
}

// present returns the ascending runs of vertices left, as [first, last]
// names (a cycle's run through vertex 1 is not joined to the one through
// its last vertex here; see runs).
func (nm Named) present() [][2]int {
	n := int(nm.vertices().Int64())
	var out [][2]int
	next := 1
	for _, r := range nm.Removed {
		if r > next {
			out = append(out, [2]int{next, r - 1})
		}
		next = r + 1
	}
	if next <= n {
		out = append(out, [2]int{next, n})
	}
	return out
}

// heapGame is the octal game of the rule on a path: Dawson's Chess
// (0.137) for Node Kayles, Dawson's Kayles (0.07) for Arc Kayles.
func (r Rule) heapGame() octal.Rules {
	code := "0.137"
	if r == Arc {
		code = "0.07"
	}
	g, _ := octal.Parse(code)
	return g
}

// pathValues returns the value of a path of n vertices, for every n,
// read off the octal game's proven period.
func (r Rule) pathValues(ctx context.Context, longest *big.Int) (func(n *big.Int) int, error) {
	hs, err := r.heapGame().HeapSequence(ctx, longest)
	if err != nil {
		return nil, err
	}
	return func(n *big.Int) int {
		v, _ := hs.Value(n) // HeapSequence covers n, or proved a period
		return v
	}, nil
}

// namedValuer values Named graphs of one game, keeping what it
// computed: the path values, the strip's interval types and lengths, the
// graph search's memo.
type namedValuer struct {
	rule   Rule
	ctx    context.Context
	path   func(n *big.Int) int
	strip  *stripValuer
	graph  *evaluator
	period *StripPeriod // the strip's, once proven
}

func newNamedValuer(ctx context.Context, rule Rule) *namedValuer {
	return &namedValuer{rule: rule, ctx: ctx}
}

func (nv *namedValuer) close() {
	if nv.strip != nil {
		nv.strip.close()
	}
	if nv.graph != nil {
		nv.graph.close()
	}
}

// namedValue values a Named graph (one valuation).
func (r Rule) namedValue(ctx context.Context, nm Named) (int, error) {
	nv := newNamedValuer(ctx, r)
	defer nv.close()
	return nv.value(nm)
}

// value values a Named graph too large to be a Graph.
func (nv *namedValuer) value(nm Named) (int, error) {
	if _, ok := nm.strip(); ok {
		return nv.stripValue(nm)
	}
	if nm.Kind == "queens" {
		return nv.queensValue(nm)
	}
	if nv.path == nil {
		value, err := nv.rule.pathValues(nv.ctx, nm.Size)
		if err != nil {
			return 0, err
		}
		nv.path = value
	}
	if nm.Kind == "path" && len(nm.Removed) == 0 {
		return nv.path(nm.Size), nil // of any size
	}
	if nm.Kind == "cycle" && len(nm.Removed) == 0 {
		// Every first move on C_n leaves the path P_{n-3} (Node) or P_{n-2} (Arc).
		cut := int64(3)
		if nv.rule == Arc {
			cut = 2
		}
		if nv.path(new(big.Int).Sub(nm.Size, big.NewInt(cut))) == 0 {
			return 1, nil
		}
		return 0, nil
	}
	x := 0
	for _, run := range nm.runLengths() {
		x ^= nv.path(big.NewInt(int64(run)))
	}
	return x, nil
}

// runLengths returns the lengths of the runs of vertices left on a path
// or cycle with vertices removed: on a cycle, the run through its last
// vertex goes on through vertex 1.
func (nm Named) runLengths() []int {
	runs := nm.present()
	out := make([]int, len(runs))
	for i, r := range runs {
		out[i] = r[1] - r[0] + 1
	}
	n := int(nm.Size.Int64())
	if nm.Kind == "cycle" && len(runs) > 1 && runs[0][0] == 1 && runs[len(runs)-1][1] == n {
		out[0] += out[len(out)-1]
		out = out[:len(out)-1]
	}
	return out
}

// stripValue values a strip with vertices removed, Node Kayles: the
// line is cut where no edge crosses between vertices left, near the
// removed ones; a segment of at most MaxVertices vertices is valued as a
// Graph, a longer one along the strip, which needs its missing vertices
// within the strip's Width of its ends (as play leaves them).
func (nv *namedValuer) stripValue(nm Named) (int, error) {
	s, _ := nm.strip()
	if nv.rule == Arc {
		return 0, game.Refuse(fmt.Errorf("arckayles on %s: graphs of more than %d vertices are valued for Node Kayles on strips and for paths and cycles; Arc Kayles on %s is not", nm.Kind, MaxVertices, nm.Kind))
	}
	if nv.strip == nil {
		nv.strip = newStripValuer(nv.ctx, s)
		nv.graph = newEvaluator(nv.ctx, Node)
	}
	if len(nm.Removed) == 0 { // one interval of the member's own type, of any length
		return nv.longValue(interval{}, nm.vertices())
	}
	segments, err := nm.segments(s)
	if err != nil {
		return 0, err
	}
	x := 0
	for _, seg := range segments {
		if seg.length <= MaxVertices {
			g := seg.graph(s)
			x ^= nv.graph.value(g.Adj, g.Alive)
			if nv.graph.err != nil {
				return 0, nv.graph.err
			}
			continue
		}
		g, err := nv.longValue(seg.interval, big.NewInt(int64(seg.length)))
		if err != nil {
			return 0, err
		}
		x ^= g
	}
	return x, nil
}

// maxDirectStrip bounds the intervals a strip with no proven period is
// valued up to: the time grows as the square of the length (2^20
// vertices of squares, about an hour on two cores).
const maxDirectStrip = 1 << 20

// longValue values the interval of iv's type (phase and end patterns) of
// the given length: from the values computed, extended to it when it is
// within periodSearchLengths or no period is proven, else read off the
// proven period of the strip's types.
func (nv *namedValuer) longValue(iv interval, length *big.Int) (int, error) {
	v := nv.strip
	if length.Cmp(big.NewInt(MaxVertices)) <= 0 {
		iv.length = int(length.Int64())
		g := iv.graphOf(v.s)
		return nv.graph.value(g.Adj, g.Alive), nv.graph.err
	}
	if err := v.discover(interval{phase: iv.phase, length: 4 * v.shortLength, left: iv.left, right: iv.right}); err != nil {
		return 0, err
	}
	n := periodSearchLengths + 1
	if length.IsInt64() {
		n = int(min(length.Int64(), int64(n)))
	}
	if length.Cmp(big.NewInt(periodSearchLengths)) > 0 {
		if nv.period != nil && nv.period.types < len(v.types) {
			nv.period = nil // types met since: prove it again over all of them
		}
		if nv.period == nil {
			per, ok, err := v.stripPeriodOf(nv.ctx)
			if err != nil {
				return 0, err
			}
			if !ok && length.Cmp(big.NewInt(maxDirectStrip)) > 0 {
				return 0, game.Refuse(fmt.Errorf("%s: no period of its intervals is proven by those of up to %d vertices, and an interval of %s vertices is valued directly only up to %d (the time grows as the square of the length)", v.s.Name, periodSearchLengths, grammar.Elide(length.String()), maxDirectStrip))
			}
			if ok {
				nv.period = &per
			}
		}
		if nv.period != nil {
			n = nv.period.reduce(length)
		} else {
			n = int(length.Int64())
		}
	}
	iv.length = n
	if t, ok := v.typeIndex[endTypes{iv.phase, iv.left, iv.right}]; !ok || t >= len(v.values) || n >= len(v.values[t]) {
		if err := v.extend(max(n, v.computed())); err != nil {
			return 0, err
		}
	}
	g, err := v.value(iv)
	return int(g), err
}

// segment is a run of the strip between cuts: its interval (phase,
// length and, for a long one, its end patterns) and its missing vertices
// (offsets from its first vertex).
type segment struct {
	interval
	missing []int
}

// graph returns a short segment as a Graph.
func (seg segment) graph(s Strip) Graph {
	g := interval{phase: seg.phase, length: seg.length}.graphOf(s)
	var mask uint64
	for _, m := range seg.missing {
		mask |= 1 << m
	}
	return g.Remove(mask)
}

// graphOf returns the vertices of a short interval (at most
// MaxVertices), its missing ones apart, as a Graph named from 1.
func (iv interval) graphOf(s Strip) Graph {
	var b builder
	for y := 0; y < iv.length; y++ {
		b.vertex(y + 1)
		for x := max(0, y-s.Width); x < y; x++ {
			if s.Joined(iv.phase+x, iv.phase+y) {
				b.edge(x+1, y+1)
			}
		}
	}
	var mask uint64
	if iv.length > 2*s.Width {
		for i := range s.Width {
			mask |= (iv.left>>i&1)<<i | (iv.right>>i&1)<<(iv.length-1-i)
		}
	}
	return b.g.Remove(mask)
}

// segments cuts the strip with nm's vertices removed into segments.
func (nm Named) segments(s Strip) ([]segment, error) {
	n := int(nm.vertices().Int64())
	removed := make(map[int]bool, len(nm.Removed))
	for _, r := range nm.Removed {
		removed[r-1] = true
	}
	present := func(x int) bool { return x >= 0 && x < n && !removed[x] }
	// cutAfter reports whether no edge between vertices left crosses the
	// gap after x.
	cutAfter := func(x int) bool {
		for u := max(0, x-s.Width+1); u <= x; u++ {
			for v := x + 1; v <= min(n-1, u+s.Width); v++ {
				if present(u) && present(v) && s.Joined(u, v) {
					return false
				}
			}
		}
		return true
	}
	var gaps []int
	for _, r := range nm.Removed {
		for x := r - 1 - s.Width; x <= r-1+s.Width; x++ {
			if x >= 0 && x < n-1 && cutAfter(x) {
				gaps = append(gaps, x)
			}
		}
	}
	slices.Sort(gaps)
	gaps = append(slices.Compact(gaps), n-1)
	var out []segment
	from := 0
	for _, g := range gaps {
		first, last := from, g
		for first <= last && !present(first) {
			first++
		}
		for last >= first && !present(last) {
			last--
		}
		from = g + 1
		if first > last {
			continue
		}
		seg := segment{interval: interval{phase: first % s.Period, length: last - first + 1}}
		for _, r := range nm.Removed {
			if x := r - 1; x > first && x < last {
				seg.missing = append(seg.missing, x-first)
			}
		}
		if seg.length > MaxVertices {
			for _, m := range seg.missing {
				switch {
				case m < s.Width:
					seg.left |= 1 << m
				case m >= seg.length-s.Width:
					seg.right |= 1 << (seg.length - 1 - m)
				default:
					return nil, fmt.Errorf("%s: vertex %d is removed %d vertices from the ends of its segment; the valuation along the strip keys segments by what is missing within %d of their ends, as moves leave them", nm, first+m+1, min(m, seg.length-1-m), s.Width)
				}
			}
		}
		out = append(out, seg)
	}
	return out, nil
}

// neighbours calls visit with the neighbours of vertex x (from 0) of the
// graph before any removal.
func (nm Named) neighbours(x int, visit func(y int)) {
	n := int(nm.vertices().Int64())
	switch nm.Kind {
	case "path", "cycle":
		ys := []int{x - 1, x + 1}
		if nm.Kind == "cycle" {
			ys = []int{(x - 1 + n) % n, (x + 1) % n}
		}
		slices.Sort(ys)
		for i, y := range ys {
			if y >= 0 && y < n && y != x && (i == 0 || y != ys[0]) {
				visit(y)
			}
		}
		return
	}
	if nm.Kind == "queens" {
		side := int(nm.Size.Int64())
		r, c := x/side, x%side
		for y := range n {
			rr, cc := y/side, y%side
			if y != x && (rr == r || cc == c || rr-cc == r-c || rr+cc == r+c) {
				visit(y)
			}
		}
		return
	}
	s, _ := nm.strip()
	for y := max(0, x-s.Width); y <= min(n-1, x+s.Width); y++ {
		if y != x && s.Joined(x, y) {
			visit(y)
		}
	}
}

// moves calls visit with each move's removed vertices (names from 1,
// ascending), in the order of Options: for Node Kayles each vertex left
// with its neighbours left, for Arc Kayles each edge u-v, u < v.
func (nm Named) moves(rule Rule, visit func(removed []int)) {
	gone := make(map[int]bool, len(nm.Removed))
	for _, r := range nm.Removed {
		gone[r-1] = true
	}
	n := int(nm.vertices().Int64())
	for x := 0; x < n; x++ {
		if gone[x] {
			continue
		}
		if rule == Node {
			removed := []int{x + 1}
			nm.neighbours(x, func(y int) {
				if !gone[y] {
					removed = append(removed, y+1)
				}
			})
			slices.Sort(removed)
			visit(slices.Compact(removed))
			continue
		}
		nm.neighbours(x, func(y int) {
			if y > x && !gone[y] {
				visit([]int{x + 1, y + 1})
			}
		})
	}
}

// without returns nm with the vertices removed also removed.
func (nm Named) without(removed []int) Named {
	out := nm
	out.Removed = append(slices.Clone(nm.Removed), removed...)
	slices.Sort(out.Removed)
	return out
}

// namedWinningMoves lists the moves from nm to a graph of value 0.
func (r Rule) namedWinningMoves(ctx context.Context, nm Named) ([]game.Position, error) {
	nv := newNamedValuer(ctx, r)
	defer nv.close()
	total, err := nv.value(nm)
	if err != nil || total == 0 {
		return nil, err
	}
	var out []game.Position
	nm.moves(r, func(removed []int) {
		if err != nil {
			return
		}
		next := nm.without(removed)
		var v int
		if v, err = nv.value(next); err == nil && v == 0 {
			out = append(out, next.Position())
		}
	})
	return out, err
}

// maxNamedMoves bounds the vertices of a named graph whose moves are
// listed (Options) or checked one by one (WinningMovesOf).
const maxNamedMoves = 1 << 16

// namedCost estimates the work on a Named graph: listing its options (one
// a vertex or edge), or valuing it: a path or cycle reads the octal
// game's period; a strip holds two bytes per vertex and interval type
// (up to namedTypes) and its time grows as the square of its vertices.
func (g Game) namedCost(op game.Op, p game.Position) game.Cost {
	nm, err := namedOfPosition(p)
	if err != nil {
		return game.Cost{}
	}
	n := nm.vertices().Int64()
	if op == game.OpOptions {
		return game.Cost{Bytes: 64 + n*int64(len(p)+3)*8, Steps: n, What: fmt.Sprintf("%d options", n)}
	}
	if _, ok := nm.strip(); !ok {
		return game.Cost{Bytes: 1 << 20, Steps: int64(len(nm.Removed)) + 1, What: "the period of the octal game on a path"}
	}
	held := min(n, maxDirectStrip) // a longer strip is read off its period, or refused
	c := game.Cost{Bytes: namedTypes * 2 * held, Steps: namedTypes * held * held / 2, What: fmt.Sprintf("values of up to %d interval types at each of %d lengths", namedTypes, held)}
	if op == game.OpWinningMoves {
		c.Steps += n * int64(len(nm.Removed)+1)
	}
	return c
}

// namedTypes is what namedCost counts of interval types: diamonds and
// squares have 6, distance:N,1,3 4, distance:N,1 and distance:N,1,2,3 1
// (the types found from the member's own type). The valuation draws what
// it holds from the memory account in any case.
const namedTypes = 8

// ParsePositionBig reads a position as integers of any size
// (game.BigPositionCodec): a path or cycle of any number of vertices, a
// strip of up to 2^40 members, as Named.Big writes them; any other graph
// as its Position.
func (g Game) ParsePositionBig(text string) ([]*big.Int, error) {
	if nm, ok, err := parseNamed(text); ok {
		if err != nil {
			return nil, err
		}
		if _, small := nm.small(); !small {
			return nm.Big(), nil
		}
	}
	p, err := g.ParsePosition(text)
	if err != nil {
		return nil, err
	}
	return game.BigPosition(p), nil
}

// GrundyBig values a position read by ParsePositionBig
// (game.BigGrundyValuer).
func (g Game) GrundyBig(ctx context.Context, p []*big.Int) (*big.Int, error) {
	if isNamedBig(p) {
		nm, err := NamedOf(p)
		if err != nil {
			return nil, game.Refuse(err)
		}
		v, err := g.Rule.namedValue(ctx, nm)
		return big.NewInt(int64(v)), err
	}
	small := make(game.Position, len(p))
	for i, x := range p {
		if !x.IsInt64() {
			return nil, game.Refuse(fmt.Errorf("not a graph position"))
		}
		small[i] = int(x.Int64())
	}
	v, err := g.GrundyOf(ctx, small)
	return big.NewInt(int64(v)), err
}

// CheckBig checks a position read by ParsePositionBig (game.BigChecker).
func (g Game) CheckBig(p []*big.Int) error {
	if isNamedBig(p) {
		_, err := NamedOf(p)
		return err
	}
	return nil
}

var _ = []any{game.BigPositionCodec(Game{}), game.BigGrundyValuer(Game{}), game.BigChecker(Game{})}

// queensValue values the queens graph with vertices removed by the wide
// search (GrundyWide), its board's symmetries kept where the removed
// squares allow.
func (nv *namedValuer) queensValue(nm Named) (int, error) {
	g, err := QueensWide(int(nm.Size.Int64()))
	if err != nil {
		return 0, game.Refuse(err)
	}
	if nv.rule == Arc { // QueensSmall is Node Kayles': Arc Kayles keeps the canonical memo for every small component
		return GrundyWide(nv.ctx, nv.rule, g.Remove(nm.Removed...))
	}
	return GrundyWideWith(nv.ctx, nv.rule, g.Remove(nm.Removed...), WideOptions{Small: QueensSmall})
}

// maxQueensMoves bounds the board whose winning moves are checked one by
// one, each a search of its own: 10×10.
const maxQueensMoves = 100
