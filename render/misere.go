package render

import (
	"fmt"
	"image"
	"image/color"
	"io"
)

// MisereVersusNormal returns the P-positions of a two-pile game under
// normal and misère play in one picture: blue where both conventions agree
// on P, red for P in normal play only, amber for P in misère play only
// (for Wythoff's game the difference is confined to the 3x3 corner).
func MisereVersusNormal(title string, size int, normal, misere [][2]int) GridPicture {
	return PPositions(title, size, normal, misere, "normal play", "misère play")
}

// GenusRow is one heap of a genus table.
type GenusRow struct {
	Heap          int
	Normal        int    // G⁺
	Misere        int    // G⁻ = γ0
	Genus         string // e.g. 4^146
	Tame          bool   // the heap is tame
	TameGenusOnly bool   // its genus is tame but an option is not
}

// Light backgrounds of the genus table.
var (
	tameShade  = color.RGBA{214, 229, 247, 255}
	mixedShade = color.RGBA{250, 236, 205, 255}
	wildShade  = color.RGBA{247, 214, 214, 255}
)

// GenusTable draws the genus of each heap as a table, one row per heap:
// the heap, G⁺, G⁻ and the genus, shaded blue for tame heaps, amber for a
// tame genus with a wild option and red for wild heaps. SVG rows carry
// data-x (the heap) and data-y = 0.
func GenusTable(w io.Writer, f Format, title string, rows []GenusRow) error {
	if len(rows) == 0 {
		return fmt.Errorf("render: empty genus table")
	}
	const rowHeight, top, left = 18, 44, 12
	columns := []int{0, 60, 110, 160, 330}
	width := left + columns[len(columns)-1] + 10
	height := top + rowHeight*len(rows) + 40
	c, write, err := newCanvas(f, image.Pt(width, height))
	if err != nil {
		return err
	}
	c.Rect(image.Rect(0, 0, width, height), White)
	c.Text(left, 16, title, Ink)
	for i, h := range []string{"heap", "G+", "G-", "genus"} {
		c.Text(left+columns[i], top-8, h, Ink)
	}
	for i, r := range rows {
		y := top + i*rowHeight
		shade := wildShade
		switch {
		case r.Tame:
			shade = tameShade
		case r.TameGenusOnly:
			shade = mixedShade
		}
		c.Cell(image.Rect(left-4, y, left+columns[len(columns)-1], y+rowHeight-2), shade, r.Heap, 0)
		for j, text := range []string{fmt.Sprint(r.Heap), fmt.Sprint(r.Normal), fmt.Sprint(r.Misere), r.Genus} {
			c.Text(left+columns[j], y+13, text, Ink)
		}
	}
	ly := top + rowHeight*len(rows) + 14
	for i, e := range []LegendEntry{{tameShade, "tame"}, {mixedShade, "tame genus, wild option"}, {wildShade, "wild"}} {
		x := left + i*110
		c.Rect(image.Rect(x, ly, x+14, ly+14), e.Color)
		c.Text(x+18, ly+12, e.Label, Ink)
	}
	return write(w)
}
