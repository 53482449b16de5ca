package render

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// An AutomatonDrawing is a deterministic automaton to draw: states
// 0..len(Next)-1, Next[q][i] the state after Letters[i] in state q. The
// letters of the automata of mex prove GAME are pairs of digits (x, y),
// labelled "0,1".
type AutomatonDrawing struct {
	// Title names what the automaton accepts ("wythoff: P-positions").
	Title string
	// Numeration is the system its digits are read in ("msd_fib").
	Numeration string
	Start      int
	Accepting  []bool
	Letters    []string
	Next       [][]int
}

// Geometry of the automaton picture, in pixels.
const (
	autRadius  = 18
	autColumn  = 132 // distance between columns (BFS depths)
	autRow     = 88  // distance between states of a column
	autLeft    = 60  // room for the start arrow
	autTop     = 84  // room for the title and the loops of the first row
	autBottom  = 40  // room below the last row, above the caption
	autPerLine = 3   // letters per line of an edge's label
)

// ReadableStates is the number of states up to which the automaton
// picture stays readable; beyond, it is drawn all the same and its caption
// says how many states it has.
const ReadableStates = 20

// autEdge is one arrow of the picture: every letter from one state to
// another, merged into one label.
type autEdge struct {
	from, to int
	letters  []string
}

// deadState returns the rejecting state that every letter keeps, other
// than the start (a word that reaches it is never accepted), or -1.
func (a AutomatonDrawing) deadState() int {
	for q, next := range a.Next {
		if q == a.Start || a.Accepting[q] {
			continue
		}
		loops := true
		for _, t := range next {
			loops = loops && t == q
		}
		if loops {
			return q
		}
	}
	return -1
}

func (a AutomatonDrawing) check() error {
	n := len(a.Next)
	if n == 0 || a.Start < 0 || a.Start >= n || len(a.Accepting) != n {
		return fmt.Errorf("render: an automaton needs states, a start among them and an accepting flag for each (%d states, start %d, %d flags)", n, a.Start, len(a.Accepting))
	}
	for q, next := range a.Next {
		if len(next) != len(a.Letters) {
			return fmt.Errorf("render: state %d has %d transitions for %d letters", q, len(next), len(a.Letters))
		}
		for _, t := range next {
			if t < 0 || t >= n {
				return fmt.Errorf("render: state %d goes to state %d, not among the %d states", q, t, n)
			}
		}
	}
	return nil
}

// layout places the drawn states: column = BFS depth from the start
// (letters in order), rows in the order found; states the start does not
// reach go in a last column.
func (a AutomatonDrawing) layout(dead int) (pos map[int][2]float64, cols [][]int) {
	depth := map[int]int{a.Start: 0}
	order := []int{a.Start}
	for i := 0; i < len(order); i++ {
		q := order[i]
		for _, t := range a.Next[q] {
			if _, seen := depth[t]; !seen && t != dead {
				depth[t] = depth[q] + 1
				order = append(order, t)
			}
		}
	}
	last := 0
	for _, d := range depth {
		last = max(last, d)
	}
	for q := range a.Next {
		if _, seen := depth[q]; !seen && q != dead {
			depth[q] = last + 1
			order = append(order, q)
		}
	}
	pos = map[int][2]float64{}
	for _, q := range order {
		d := depth[q]
		for len(cols) <= d {
			cols = append(cols, nil)
		}
		cols[d] = append(cols[d], q)
	}
	for d, col := range cols {
		for i, q := range col {
			pos[q] = [2]float64{float64(autLeft + autRadius + d*autColumn), float64(autTop + autRadius + i*autRow)}
		}
	}
	return pos, cols
}

// AutomatonSVG draws a deterministic automaton as SVG: states on a layered
// layout (one column per BFS depth from the start state), accepting states
// double-circled, the start marked by an arrow, each edge labelled with its
// letters (parallel edges merged into one label), self-loops as small
// loops, and the dead state (rejecting, every letter keeps it) omitted, as
// the caption says. The picture has a <title> and a <desc> with every
// transition in words, and scales to its container (a viewBox). States are
// <g class="state" data-state="q"> with a circle.ring and, when accepting,
// a circle.accept; edges are <g class="edge" data-from data-to> with their
// label in text.label. The output depends on the automaton only.
func AutomatonSVG(w io.Writer, a AutomatonDrawing) error {
	if err := a.check(); err != nil {
		return err
	}
	dead := a.deadState()
	pos, cols := a.layout(dead)
	rows := 0
	for _, c := range cols {
		rows = max(rows, len(c))
	}
	var edges []autEdge
	index := map[[2]int]int{}
	for q, next := range a.Next {
		if q == dead {
			continue
		}
		for i, t := range next {
			if t == dead {
				continue
			}
			k, ok := index[[2]int{q, t}]
			if !ok {
				k = len(edges)
				index[[2]int{q, t}] = k
				edges = append(edges, autEdge{from: q, to: t})
			}
			edges[k].letters = append(edges[k].letters, a.Letters[i])
		}
	}

	width := autLeft + 2*autRadius + (len(cols)-1)*autColumn + 40
	height := autTop + autRadius*2 + (rows-1)*autRow + autBottom
	title := a.Title
	if title == "" {
		title = "automaton"
	}
	caption := a.caption(dead)
	height += 16 * len(caption)
	for _, line := range append(caption, title) {
		width = max(width, int(7.5*float64(len([]rune(line))))+24)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-labelledby=\"automaton-title automaton-desc\" class=\"automaton\" data-states=\"%d\" data-drawn=\"%d\">\n",
		width, height, width, height, len(a.Next), len(pos))
	fmt.Fprintf(&b, "<title id=\"automaton-title\">%s</title>\n<desc id=\"automaton-desc\">%s</desc>\n", esc(title), esc(a.Text()))
	fmt.Fprintf(&b, "<defs><marker id=\"automaton-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"%s\"/></marker></defs>\n", hex(Ink))
	fmt.Fprintf(&b, "<rect width=\"100%%\" height=\"100%%\" fill=\"%s\"/>\n", hex(White))
	fmt.Fprintf(&b, "<text x=\"12\" y=\"20\" font-family=\"monospace\" font-size=\"13\" fill=\"%s\">%s</text>\n", hex(Ink), esc(title))

	// the edges first, so that the states are drawn over their ends
	for _, e := range edges {
		label := e.letters
		if e.from == e.to {
			writeLoop(&b, e.from, pos[e.from], label)
			continue
		}
		writeEdge(&b, e, pos, a.Next, label)
	}
	// the start arrow
	s := pos[a.Start]
	fmt.Fprintf(&b, "<g class=\"start\"><line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\" stroke-width=\"1.5\" marker-end=\"url(#automaton-arrow)\"/><text x=\"%s\" y=\"%s\" font-family=\"monospace\" font-size=\"11\" fill=\"%s\">start</text></g>\n",
		num(s[0]-autRadius-44), num(s[1]), num(s[0]-autRadius-1), num(s[1]), hex(Ink), num(s[0]-autRadius-46), num(s[1]-6), hex(Ink))
	for q := range a.Next {
		p, ok := pos[q]
		if !ok {
			continue
		}
		fill := hex(White)
		if a.Accepting[q] {
			fill = "#dde8f6"
		}
		fmt.Fprintf(&b, "<g class=\"state\" data-state=\"%d\" data-accepting=\"%t\"><circle class=\"ring\" cx=\"%s\" cy=\"%s\" r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"/>",
			q, a.Accepting[q], num(p[0]), num(p[1]), autRadius, fill, hex(Blue))
		if a.Accepting[q] {
			fmt.Fprintf(&b, "<circle class=\"accept\" cx=\"%s\" cy=\"%s\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>", num(p[0]), num(p[1]), autRadius-4, hex(Blue))
		}
		fmt.Fprintf(&b, "<text x=\"%s\" y=\"%s\" text-anchor=\"middle\" font-family=\"monospace\" font-size=\"13\" fill=\"%s\">%d</text></g>\n", num(p[0]), num(p[1]+4), hex(Ink), q)
	}
	for i, line := range caption {
		fmt.Fprintf(&b, "<text class=\"caption\" x=\"12\" y=\"%d\" font-family=\"monospace\" font-size=\"12\" fill=\"%s\">%s</text>\n", height-12-16*(len(caption)-1-i), hex(Ink), esc(line))
	}
	b.WriteString("</svg>\n")
	bw := bufio.NewWriter(w)
	bw.WriteString(b.String())
	return bw.Flush()
}

// caption says how many states the automaton has, which is not drawn
// and how to read the picture, a line each.
func (a AutomatonDrawing) caption(dead int) []string {
	n := len(a.Next)
	count := fmt.Sprintf("%d states", n)
	if n == 1 {
		count = "1 state"
	}
	if a.Numeration != "" {
		count += " in " + a.Numeration
	}
	if n-boolInt(dead >= 0) > ReadableStates {
		count += " (many to read)"
	}
	lines := []string{count}
	if dead >= 0 {
		lines = append(lines, fmt.Sprintf("the dead state %d is not drawn: missing letters go there", dead))
	}
	return append(lines, "double circle: accepting", "edges: digits of x,y, most significant first")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Text describes the automaton in words: its states, start, accepting
// states and every transition (the picture's text alternative).
func (a AutomatonDrawing) Text() string {
	var b strings.Builder
	dead := a.deadState()
	fmt.Fprintf(&b, "A deterministic automaton with %d states", len(a.Next))
	if a.Numeration != "" {
		fmt.Fprintf(&b, " reading the digits of x and y in %s, most significant first, one pair at a time", a.Numeration)
	}
	fmt.Fprintf(&b, ". Start state %d. ", a.Start)
	var acc []string
	for q, ok := range a.Accepting {
		if ok {
			acc = append(acc, strconv.Itoa(q))
		}
	}
	if len(acc) == 0 {
		b.WriteString("No accepting state. ")
	} else {
		fmt.Fprintf(&b, "Accepting states: %s. ", strings.Join(acc, ", "))
	}
	if dead >= 0 {
		fmt.Fprintf(&b, "State %d is dead (rejecting, and every letter stays there); transitions to it are not listed. ", dead)
	}
	var lines []string
	for q, next := range a.Next {
		if q == dead {
			continue
		}
		var to []string
		for i, t := range next {
			if t != dead {
				to = append(to, fmt.Sprintf("%s to %d", a.Letters[i], t))
			}
		}
		if len(to) > 0 {
			lines = append(lines, fmt.Sprintf("from %d: %s", q, strings.Join(to, ", ")))
		}
	}
	b.WriteString("Transitions " + strings.Join(lines, "; ") + ".")
	return b.String()
}

// writeLoop draws a self-loop above the state at p.
func writeLoop(b *strings.Builder, q int, p [2]float64, letters []string) {
	x, y := p[0], p[1]
	a0, a1 := -115*math.Pi/180, -65*math.Pi/180
	sx, sy := x+autRadius*math.Cos(a0), y+autRadius*math.Sin(a0)
	ex, ey := x+autRadius*math.Cos(a1), y+autRadius*math.Sin(a1)
	fmt.Fprintf(b, "<g class=\"edge loop\" data-from=\"%d\" data-to=\"%d\"><path d=\"M%s,%s C%s,%s %s,%s %s,%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.2\" marker-end=\"url(#automaton-arrow)\"/>",
		q, q, num(sx), num(sy), num(x-24), num(y-autRadius-34), num(x+24), num(y-autRadius-34), num(ex), num(ey), hex(Ink))
	writeLabel(b, x, y-autRadius-32-float64(12*(lineCount(letters)-1)), letters)
	b.WriteString("</g>\n")
}

// writeEdge draws the edge from e.from to e.to as a quadratic curve,
// bent away from the states it would cross and from its reverse edge.
func writeEdge(b *strings.Builder, e autEdge, pos map[int][2]float64, next [][]int, letters []string) {
	p0, p1 := pos[e.from], pos[e.to]
	dx, dy := p1[0]-p0[0], p1[1]-p0[1]
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l, dx/l
	reverse := false
	for _, t := range next[e.to] {
		reverse = reverse || t == e.from
	}
	bends := []float64{0, 22, 44, -44, 66, -66, 88, -88, 110}
	if reverse {
		bends = bends[1:]
	}
	mx, my := (p0[0]+p1[0])/2, (p0[1]+p1[1])/2
	h := bends[len(bends)-1]
	for _, try := range bends {
		cx, cy := mx+2*try*nx, my+2*try*ny
		if !crosses(p0, [2]float64{cx, cy}, p1, e, pos) {
			h = try
			break
		}
	}
	cx, cy := mx+2*h*nx, my+2*h*ny
	ux, uy := unit(cx-p0[0], cy-p0[1])
	vx, vy := unit(cx-p1[0], cy-p1[1])
	sx, sy := p0[0]+autRadius*ux, p0[1]+autRadius*uy
	ex, ey := p1[0]+(autRadius+1)*vx, p1[1]+(autRadius+1)*vy
	fmt.Fprintf(b, "<g class=\"edge\" data-from=\"%d\" data-to=\"%d\"><path d=\"M%s,%s Q%s,%s %s,%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.2\" marker-end=\"url(#automaton-arrow)\"/>",
		e.from, e.to, num(sx), num(sy), num(cx), num(cy), num(ex), num(ey), hex(Ink))
	// the label at the curve's middle, pushed to the side it bends to
	lx, ly := 0.25*sx+0.5*cx+0.25*ex, 0.25*sy+0.5*cy+0.25*ey
	side := 1.0
	if h < 0 {
		side = -1
	}
	lx += side * 8 * nx
	ly += side*8*ny - float64(6*(lineCount(letters)-1))
	writeLabel(b, lx, ly+4, letters)
	b.WriteString("</g>\n")
}

// crosses reports whether the curve p0-c-p1 passes through a state other
// than its ends.
func crosses(p0, c, p1 [2]float64, e autEdge, pos map[int][2]float64) bool {
	for q, p := range pos {
		if q == e.from || q == e.to {
			continue
		}
		for i := 1; i < 20; i++ {
			t := float64(i) / 20
			x := (1-t)*(1-t)*p0[0] + 2*t*(1-t)*c[0] + t*t*p1[0]
			y := (1-t)*(1-t)*p0[1] + 2*t*(1-t)*c[1] + t*t*p1[1]
			if math.Hypot(x-p[0], y-p[1]) < autRadius+8 {
				return true
			}
		}
	}
	return false
}

func lineCount(letters []string) int { return (len(letters) + autPerLine - 1) / autPerLine }

// writeLabel writes letters centred at (x, y), autPerLine a line, on a
// white halo so that they read over the edges.
func writeLabel(b *strings.Builder, x, y float64, letters []string) {
	fmt.Fprintf(b, "<text class=\"label\" x=\"%s\" y=\"%s\" text-anchor=\"middle\" font-family=\"monospace\" font-size=\"11\" fill=\"%s\" stroke=\"%s\" stroke-width=\"3\" paint-order=\"stroke\">", num(x), num(y), hex(Blue), hex(White))
	for i := 0; i < len(letters); i += autPerLine {
		line := strings.Join(letters[i:min(i+autPerLine, len(letters))], " ")
		if i == 0 {
			fmt.Fprintf(b, "<tspan x=\"%s\">%s</tspan>", num(x), esc(line))
		} else {
			fmt.Fprintf(b, "<tspan x=\"%s\" dy=\"12\">%s</tspan>", num(x), esc(line))
		}
	}
	b.WriteString("</text>")
}

func unit(x, y float64) (float64, float64) {
	l := math.Hypot(x, y)
	if l == 0 {
		return 0, 0
	}
	return x / l, y / l
}

// num writes a coordinate with one decimal at most.
func num(v float64) string {
	return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
}

// esc escapes text for SVG's text and attributes.
func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;").Replace(s)
}
