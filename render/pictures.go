package render

import (
	"fmt"
	"image"
	"image/color"
	"io"
)

// PPositions returns the picture of a P-set, optionally overlaid by a
// second one: cells in both are blue, in the first only red, in the second
// only amber (for an altered game against translated Wythoff, the red and
// amber cells are the defects).
func PPositions(title string, size int, primary, overlay [][2]int, primaryName, overlayName string) GridPicture {
	in := func(set [][2]int) map[[2]int]bool {
		m := make(map[[2]int]bool, len(set))
		for _, p := range set {
			m[p] = true
		}
		return m
	}
	a, b := in(primary), in(overlay)
	pic := GridPicture{Title: title, Size: size}
	pic.Fill = func(x, y int) (color.RGBA, bool) {
		p := [2]int{x, y}
		switch {
		case a[p] && (overlay == nil || b[p]):
			return Blue, true
		case a[p]:
			return Red, true
		case b[p]:
			return Amber, true
		}
		return color.RGBA{}, false
	}
	if overlay == nil {
		pic.Legend = []LegendEntry{{Blue, "P-position"}}
	} else {
		pic.Legend = []LegendEntry{{Blue, "P in both"}, {Red, "P in " + primaryName + " only"}, {Amber, "P in " + overlayName + " only"}}
	}
	return pic
}

// Heatmap returns the picture of a table of Sprague-Grundy values,
// table[x][y], coloured by a continuous palette, with 0 (the P-positions)
// in black.
func Heatmap(title string, table [][]int) GridPicture {
	high := 0
	for _, row := range table {
		for _, v := range row {
			high = max(high, v)
		}
	}
	pic := GridPicture{Title: title, Size: len(table) - 1, Gradient: Viridis, Low: 0, High: high,
		Legend: []LegendEntry{{Black, "G = 0 (P-position)"}}}
	pic.Fill = func(x, y int) (color.RGBA, bool) {
		v := table[x][y]
		switch {
		case v < 0: // not a position of the game
			return color.RGBA{200, 200, 200, 255}, true
		case v == 0:
			return Black, true
		}
		return Viridis(float64(v) / float64(max(high, 1))), true
	}
	pic.Label = func(x, y int) string {
		if v := table[x][y]; v >= 0 && v < 100 {
			return fmt.Sprint(v)
		}
		return ""
	}
	return pic
}

// Kind labels a cell of the Imitation Nim strategy picture.
type Kind int

const (
	KindNone    Kind = iota
	KindP            // the P-position of the picture
	KindOtherP       // other non-dynamic P-positions
	KindDynamic      // dynamic positions (D)
	KindNa           // non-dynamic N of type (iia) / N-stable (I)
	KindNb           // non-dynamic N of type (iib) / N-stable (II)
	KindN            // other non-dynamic N
)

var kindStyle = map[Kind]struct {
	color color.RGBA
	label string
}{
	KindP:       {Blue, "P"},
	KindOtherP:  {color.RGBA{120, 160, 220, 255}, "P"},
	KindDynamic: {Amber, "D"},
	KindNa:      {Red, "Na"},
	KindNb:      {color.RGBA{150, 60, 160, 255}, "Nb"},
	KindN:       {color.RGBA{235, 200, 200, 255}, ""},
}

// Strategy returns Larsson 2009's Figure 1/2 picture: each cell's kind, and
// arrows for a line of play.
func Strategy(title string, size int, kind func(x, y int) Kind, arrows [][2][2]int) GridPicture {
	pic := GridPicture{Title: title, Size: size, Arrows: arrows}
	pic.Fill = func(x, y int) (color.RGBA, bool) {
		s, ok := kindStyle[kind(x, y)]
		return s.color, ok
	}
	pic.Label = func(x, y int) string { return kindStyle[kind(x, y)].label }
	pic.Legend = []LegendEntry{
		{kindStyle[KindP].color, "P: the P-position"},
		{kindStyle[KindOtherP].color, "other non-dynamic P"},
		{kindStyle[KindDynamic].color, "D: dynamic"},
		{kindStyle[KindNa].color, "Na: N, same diagonal as a P below (iia)"},
		{kindStyle[KindNb].color, "Nb: N, (a,c) in P_W with c < a (iib)"},
		{kindStyle[KindN].color, "other non-dynamic N"},
	}
	return pic
}

// Sequence draws G(0..n) of a one-heap game as bars; heaps that rare
// reports rare are red (rare may be nil), 0 is marked black; rareLabel
// names the class in the legend.
func Sequence(w io.Writer, f Format, title string, values []int, rare func(n, v int) bool, rareLabel string, cellWidth int) error {
	if len(values) == 0 {
		return fmt.Errorf("render: empty sequence")
	}
	if cellWidth <= 0 {
		cellWidth = max(1, min(12, 1200/len(values)))
	}
	high := 1
	for _, v := range values {
		high = max(high, v)
	}
	unit := max(2, min(16, 300/high))
	width := marginLeft + len(values)*cellWidth + 200
	height := marginTop + high*unit + unit + marginBottom
	c, write, err := newCanvas(f, image.Pt(width, height))
	if err != nil {
		return err
	}
	c.Text(marginLeft, 16, title, Ink)
	base := marginTop + high*unit + unit
	for n, v := range values {
		col := Blue
		switch {
		case v == 0:
			col = Black
		case rare != nil && rare(n, v):
			col = Red
		}
		top := base - v*unit
		if v == 0 {
			top = base - 2
		}
		c.Cell(image.Rect(marginLeft+n*cellWidth, top, marginLeft+(n+1)*cellWidth-min(1, cellWidth-1), base), col, n, v)
	}
	c.Line(float64(marginLeft), float64(base), float64(marginLeft+len(values)*cellWidth), float64(base), Ink, 1)
	step := tickStep(len(values), cellWidth)
	for n := 0; n < len(values); n += step {
		c.Text(marginLeft+n*cellWidth, base+16, fmt.Sprint(n), Ink)
	}
	for v := 0; v <= high; v += max(1, high/8) {
		c.Text(4, base-v*unit+4, fmt.Sprint(v), Ink)
		c.Line(float64(marginLeft-4), float64(base-v*unit), float64(marginLeft), float64(base-v*unit), Ink, 1)
	}
	legend := []LegendEntry{{Blue, "G(n)"}, {Black, "G(n) = 0"}}
	if rare != nil {
		legend = append(legend, LegendEntry{Red, rareLabel})
	}
	lx := marginLeft + len(values)*cellWidth + 14
	for i, e := range legend {
		c.Rect(image.Rect(lx, marginTop+i*20, lx+14, marginTop+i*20+14), e.Color)
		c.Text(lx+20, marginTop+i*20+12, e.Label, Ink)
	}
	return write(w)
}

// Strings draws two bitstrings as lattice paths (0 = right, 1 = up) with
// the area between them shaded, once per step of the Wythoff update
// applied to both (steps+1 panels side by side).
func Strings(w io.Writer, f Format, s, t string, steps int, update func(string) string) error {
	if len(s) == 0 || len(t) == 0 {
		return fmt.Errorf("render: empty bitstring")
	}
	for _, str := range []string{s, t} {
		for _, ch := range str {
			if ch != '0' && ch != '1' {
				return fmt.Errorf("render: %q is not a bitstring of 0s and 1s", str)
			}
		}
	}
	if steps < 0 || steps > 40 {
		return fmt.Errorf("render: %d steps; want 0..40", steps)
	}
	states := [][2]string{{s, t}}
	for range steps {
		last := states[len(states)-1]
		states = append(states, [2]string{update(last[0]), update(last[1])})
	}
	span := func(str string) (int, int) {
		ones := 0
		for _, ch := range str {
			if ch == '1' {
				ones++
			}
		}
		return len(str) - ones, ones
	}
	maxW, maxH := 1, 1
	for _, st := range states {
		for _, str := range st {
			zx, oy := span(str)
			maxW, maxH = max(maxW, zx), max(maxH, oy)
		}
	}
	unit := max(4, min(20, 260/max(maxW, maxH)))
	panelW, panelH := maxW*unit+30, maxH*unit+50
	c, write, err := newCanvas(f, image.Pt(len(states)*panelW+20, panelH+30))
	if err != nil {
		return err
	}
	c.Text(10, 16, "bitstrings as lattice paths (0 = right, 1 = up) under the Wythoff update", Ink)
	for i, st := range states {
		ox, oy := 10+i*panelW, 30+maxH*unit // origin of the panel
		shadeBetween(c, st[0], st[1], ox, oy, unit)
		for k, str := range st {
			col := []color.RGBA{Blue, Red}[k]
			x, y := ox, oy
			for _, ch := range str {
				nx, ny := x, y
				if ch == '0' {
					nx += unit
				} else {
					ny -= unit
				}
				c.Line(float64(x), float64(y), float64(nx), float64(ny), col, 2)
				x, y = nx, ny
			}
		}
		c.Text(ox, oy+16, fmt.Sprintf("step %d", i), Ink)
	}
	return write(w)
}

// shadeBetween fills the unit squares between the two paths, column by
// column (the area of Sleator, Hu and Tsin 2024).
func shadeBetween(c Canvas, s, t string, ox, oy, unit int) {
	heights := func(str string) []int {
		var h []int
		up := 0
		for _, ch := range str {
			if ch == '1' {
				up++
			} else {
				h = append(h, up)
			}
		}
		return h
	}
	hs, ht := heights(s), heights(t)
	for i := 0; i < min(len(hs), len(ht)); i++ {
		lo, hi := min(hs[i], ht[i]), max(hs[i], ht[i])
		for j := lo; j < hi; j++ {
			c.Cell(image.Rect(ox+i*unit, oy-(j+1)*unit, ox+(i+1)*unit, oy-j*unit), color.RGBA{200, 220, 245, 255}, i, j)
		}
	}
}
