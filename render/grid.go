package render

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
)

// LegendEntry is one swatch of a legend.
type LegendEntry struct {
	Color color.RGBA
	Label string
}

// GridPicture is a picture of positions (x, y), 0 <= x, y <= Size, with
// the origin at the bottom left, as in the papers.
type GridPicture struct {
	Title string
	Size  int // largest coordinate drawn
	Cell  int // pixels per cell; 0 chooses one
	// Fill gives the colour of the cell of (x, y), or false to leave it
	// blank.
	Fill func(x, y int) (color.RGBA, bool)
	// Label, if set, writes a short text in the cell (when cells are large
	// enough).
	Label func(x, y int) string
	// Arrows are moves drawn from one cell centre to another.
	Arrows [][2][2]int
	Legend []LegendEntry
	// Gradient, if set, draws a colour bar from Low to High.
	Gradient  func(t float64) color.RGBA
	Low, High int
}

const (
	marginLeft   = 44
	marginBottom = 34
	marginTop    = 26
)

// AutoCell chooses a cell size so that the picture is about 800 pixels.
func AutoCell(size int) int {
	return max(1, min(24, 800/(size+1)))
}

// Draw writes the picture in the given format.
func (g GridPicture) Draw(w io.Writer, f Format) error {
	if g.Size < 0 {
		return fmt.Errorf("render: negative size %d", g.Size)
	}
	cell := g.Cell
	if cell <= 0 {
		cell = AutoCell(g.Size)
	}
	n := g.Size + 1
	legendWidth := 0
	if len(g.Legend) > 0 || g.Gradient != nil {
		legendWidth = 170
		for _, e := range g.Legend {
			legendWidth = max(legendWidth, 30+7*len(e.Label))
		}
	}
	width := marginLeft + n*cell + 12 + legendWidth
	height := marginTop + n*cell + marginBottom
	c, write, err := newCanvas(f, image.Pt(width, height))
	if err != nil {
		return err
	}
	cellRect := func(x, y int) image.Rectangle {
		px := marginLeft + x*cell
		py := marginTop + (n-1-y)*cell
		return image.Rect(px, py, px+cell, py+cell)
	}
	c.Text(marginLeft, 16, g.Title, Ink)
	plot := image.Rect(marginLeft, marginTop, marginLeft+n*cell, marginTop+n*cell)
	c.Rect(plot, color.RGBA{250, 250, 250, 255})
	if cell >= 6 { // grid lines
		for i := 0; i <= n; i++ {
			c.Line(float64(marginLeft+i*cell), float64(marginTop), float64(marginLeft+i*cell), float64(marginTop+n*cell), Grid, 1)
			c.Line(float64(marginLeft), float64(marginTop+i*cell), float64(marginLeft+n*cell), float64(marginTop+i*cell), Grid, 1)
		}
	}
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			if col, ok := g.Fill(x, y); ok {
				c.Cell(cellRect(x, y), col, x, y)
			}
			if g.Label != nil && cell >= 14 {
				if s := g.Label(x, y); s != "" {
					r := cellRect(x, y)
					c.Text(r.Min.X+max(1, (cell-7*len(s))/2), r.Max.Y-max(2, (cell-9)/2), s, White)
				}
			}
		}
	}
	for _, a := range g.Arrows {
		from, to := cellRect(a[0][0], a[0][1]), cellRect(a[1][0], a[1][1])
		drawArrow(c, center(from), center(to), Black)
	}
	drawAxes(c, plot, n, cell)
	legendX := plot.Max.X + 14
	for i, e := range g.Legend {
		y := marginTop + i*20
		c.Rect(image.Rect(legendX, y, legendX+14, y+14), e.Color)
		c.Text(legendX+20, y+12, e.Label, Ink)
	}
	if g.Gradient != nil {
		top := marginTop + len(g.Legend)*20 + 10
		for i := 0; i < 150; i++ {
			c.Rect(image.Rect(legendX+i, top, legendX+i+1, top+14), g.Gradient(float64(i)/149))
		}
		c.Text(legendX, top+28, fmt.Sprint(g.Low), Ink)
		c.Text(legendX+150-7*len(fmt.Sprint(g.High)), top+28, fmt.Sprint(g.High), Ink)
	}
	return write(w)
}

func center(r image.Rectangle) [2]float64 {
	return [2]float64{float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2}
}

func drawArrow(c Canvas, from, to [2]float64, col color.RGBA) {
	c.Line(from[0], from[1], to[0], to[1], col, 2)
	angle := math.Atan2(to[1]-from[1], to[0]-from[0])
	for _, side := range []float64{-0.45, 0.45} {
		c.Line(to[0], to[1], to[0]-9*math.Cos(angle+side), to[1]-9*math.Sin(angle+side), col, 2)
	}
}

// drawAxes labels x along the bottom and y up the left, with ticks at
// round numbers.
func drawAxes(c Canvas, plot image.Rectangle, n, cell int) {
	c.Line(float64(plot.Min.X), float64(plot.Max.Y), float64(plot.Max.X), float64(plot.Max.Y), Ink, 1)
	c.Line(float64(plot.Min.X), float64(plot.Min.Y), float64(plot.Min.X), float64(plot.Max.Y), Ink, 1)
	step := tickStep(n, cell)
	for v := 0; v < n; v += step {
		px := plot.Min.X + v*cell + cell/2
		c.Line(float64(px), float64(plot.Max.Y), float64(px), float64(plot.Max.Y+4), Ink, 1)
		label := fmt.Sprint(v)
		c.Text(px-7*len(label)/2, plot.Max.Y+17, label, Ink)
		py := plot.Max.Y - v*cell - cell/2
		c.Line(float64(plot.Min.X-4), float64(py), float64(plot.Min.X), float64(py), Ink, 1)
		c.Text(plot.Min.X-8-7*len(label), py+4, label, Ink)
	}
	c.Text(plot.Max.X-7, plot.Max.Y+31, "x", Ink)
	c.Text(4, plot.Min.Y+4, "y", Ink)
}

// tickStep chooses 1, 2, 5, 10, 20, 50, … so that labels do not crowd.
func tickStep(n, cell int) int {
	for _, base := range []int{1, 2, 5} {
		for scale := 1; scale <= 1_000_000; scale *= 10 {
			step := base * scale
			if step*cell >= 36 || step >= n {
				return step
			}
		}
	}
	return n
}

// Viridis approximates the viridis palette at t in [0,1].
func Viridis(t float64) color.RGBA {
	stops := [][3]float64{{68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}}
	t = math.Max(0, math.Min(1, t))
	pos := t * float64(len(stops)-1)
	i := min(int(pos), len(stops)-2)
	f := pos - float64(i)
	mix := func(k int) uint8 { return uint8(stops[i][k] + f*(stops[i+1][k]-stops[i][k])) }
	return color.RGBA{mix(0), mix(1), mix(2), 255}
}
