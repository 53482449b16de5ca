package render

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// Canvas is the drawing surface shared by the PNG and SVG backends.
// Coordinates are pixels from the top left.
type Canvas interface {
	// Cell fills a grid cell of position (x, y) at pixel rectangle r.
	Cell(r image.Rectangle, c color.RGBA, x, y int)
	Rect(r image.Rectangle, c color.RGBA)
	Line(x0, y0, x1, y1 float64, c color.RGBA, width float64)
	Text(x, y int, s string, c color.RGBA)
	Size() image.Point
}

// Format is PNG or SVG.
type Format int

const (
	PNG Format = iota
	SVG
)

// FormatOf returns the format named by a file name's extension.
func FormatOf(name string) (Format, error) {
	switch {
	case strings.HasSuffix(strings.ToLower(name), ".png"):
		return PNG, nil
	case strings.HasSuffix(strings.ToLower(name), ".svg"):
		return SVG, nil
	}
	return 0, fmt.Errorf("render: %q: want a file name ending in .png or .svg", name)
}

// MaxPixels bounds a picture: 64 megapixels.
const MaxPixels = 64 << 20

// newCanvas returns a canvas of the given size and a function that writes
// it out.
func newCanvas(f Format, size image.Point) (Canvas, func(io.Writer) error, error) {
	if size.X <= 0 || size.Y <= 0 || int64(size.X)*int64(size.Y) > MaxPixels {
		return nil, nil, fmt.Errorf("render: a %dx%d picture is beyond the %d-megapixel limit; use smaller cells or a smaller size", size.X, size.Y, MaxPixels>>20)
	}
	if f == SVG {
		s := &svgCanvas{size: size}
		return s, s.write, nil
	}
	p := &pngCanvas{img: image.NewRGBA(image.Rectangle{Max: size})}
	draw.Draw(p.img, p.img.Bounds(), &image.Uniform{White}, image.Point{}, draw.Src)
	return p, func(w io.Writer) error { return (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(w, p.img) }, nil
}

// Colours of the pictures.
var (
	White = color.RGBA{255, 255, 255, 255}
	Black = color.RGBA{0, 0, 0, 255}
	Grid  = color.RGBA{225, 225, 225, 255}
	Ink   = color.RGBA{40, 40, 40, 255}
	Blue  = color.RGBA{31, 92, 176, 255}
	Red   = color.RGBA{200, 40, 40, 255}
	Green = color.RGBA{40, 150, 70, 255}
	Amber = color.RGBA{230, 160, 20, 255}
	Grey  = color.RGBA{150, 150, 150, 255}
)

type pngCanvas struct{ img *image.RGBA }

func (p *pngCanvas) Size() image.Point { return p.img.Bounds().Max }

func (p *pngCanvas) Cell(r image.Rectangle, c color.RGBA, _, _ int) { p.Rect(r, c) }

func (p *pngCanvas) Rect(r image.Rectangle, c color.RGBA) {
	r = r.Intersect(p.img.Bounds())
	if c.A != 255 {
		draw.Draw(p.img, r, &image.Uniform{c}, image.Point{}, draw.Over)
		return
	}
	for y := r.Min.Y; y < r.Max.Y; y++ { // opaque: write the pixels directly
		row := p.img.Pix[p.img.PixOffset(r.Min.X, y):p.img.PixOffset(r.Max.X, y)]
		for i := 0; i < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 255
		}
	}
}

func (p *pngCanvas) Line(x0, y0, x1, y1 float64, c color.RGBA, width float64) {
	steps := int(math.Max(math.Abs(x1-x0), math.Abs(y1-y0))) + 1
	half := int(math.Max(width/2, 0.5))
	for i := 0; i <= steps; i++ {
		t := float64(i) / float64(steps)
		x := int(math.Round(x0 + t*(x1-x0)))
		y := int(math.Round(y0 + t*(y1-y0)))
		p.Rect(image.Rect(x-half+1, y-half+1, x+half, y+half), c)
		if half <= 1 {
			p.img.SetRGBA(x, y, c)
		}
	}
}

func (p *pngCanvas) Text(x, y int, s string, c color.RGBA) {
	d := font.Drawer{Dst: p.img, Src: &image.Uniform{c}, Face: basicfont.Face7x13, Dot: fixed.P(x, y)}
	d.DrawString(asciiFold.Replace(s))
}

// asciiFold spells the few non-ASCII letters of titles in the ASCII the
// bitmap font has (SVG keeps them).
var asciiFold = strings.NewReplacer("è", "e", "é", "e", "ξ", "xi", "γ", "g", "⁺", "+", "⁻", "-", "…", "...", "×", "x", "≤", "<=", "—", "-")

type svgCanvas struct {
	size image.Point
	body strings.Builder
}

func (s *svgCanvas) Size() image.Point { return s.size }

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func (s *svgCanvas) Cell(r image.Rectangle, c color.RGBA, x, y int) {
	fmt.Fprintf(&s.body, "<rect class=\"cell\" data-x=\"%d\" data-y=\"%d\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
		x, y, r.Min.X, r.Min.Y, r.Dx(), r.Dy(), hex(c))
}

func (s *svgCanvas) Rect(r image.Rectangle, c color.RGBA) {
	fmt.Fprintf(&s.body, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", r.Min.X, r.Min.Y, r.Dx(), r.Dy(), hex(c))
}

func (s *svgCanvas) Line(x0, y0, x1, y1 float64, c color.RGBA, width float64) {
	fmt.Fprintf(&s.body, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%.1f\"/>\n", x0, y0, x1, y1, hex(c), width)
}

func (s *svgCanvas) Text(x, y int, text string, c color.RGBA) {
	text = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(text)
	fmt.Fprintf(&s.body, "<text x=\"%d\" y=\"%d\" font-family=\"monospace\" font-size=\"12\" fill=\"%s\">%s</text>\n", x, y, hex(c), text)
}

func (s *svgCanvas) write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n",
		s.size.X, s.size.Y, s.size.X, s.size.Y)
	bw.WriteString(s.body.String())
	bw.WriteString("</svg>\n")
	return bw.Flush()
}
