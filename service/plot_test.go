package service_test

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/render"
	"github.com/mex-cgt/mex/research/altered"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// svgCells parses the cells of an SVG picture.
func svgCells(t *testing.T, data []byte) map[[2]int]string {
	t.Helper()
	var doc struct {
		Rects []struct {
			Class string `xml:"class,attr"`
			X     int    `xml:"data-x,attr"`
			Y     int    `xml:"data-y,attr"`
			Fill  string `xml:"fill,attr"`
		} `xml:"rect"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("the SVG does not parse: %v", err)
	}
	cells := map[[2]int]string{}
	for _, r := range doc.Rects {
		if r.Class == "cell" {
			cells[[2]int{r.X, r.Y}] = r.Fill
		}
	}
	return cells
}

// plot draws the picture of game (none for "") with its options, if any.
func plot(t *testing.T, l *service.Service, game string, opt service.PlotOptions, options ...spec.Options) []byte {
	t.Helper()
	var g *spec.Spec
	if game != "" {
		g = mustGame(t, game, options...)
	}
	var buf bytes.Buffer
	if err := l.Plot(g, opt, &buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

const blue, orange = "#1f5cb0", "#e6a014"

// Wythoff's P-cell (3,5) is filled and (3,4) is not, in PNG and SVG.
func TestPPositionPicture(t *testing.T) {
	l := &service.Service{}
	data := plot(t, l, "wythoff", service.PlotOptions{Kind: "ppos", Size: 10, Cell: 10, Format: render.PNG})
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// Cell (x, y) spans x 44+10x..54+10x and, from the top, y 26+10(10-y)...
	at := func(x, y int) [3]uint32 {
		r, g, b, _ := img.At(44+10*x+5, 26+10*(10-y)+5).RGBA()
		return [3]uint32{r >> 8, g >> 8, b >> 8}
	}
	if got := at(3, 5); got != [3]uint32{31, 92, 176} {
		t.Errorf("pixel of cell (3,5) = %v; want the P-position blue", got)
	}
	if got := at(3, 4); got == [3]uint32{31, 92, 176} {
		t.Error("cell (3,4) is drawn as a P-position")
	}
	if got := at(0, 0); got != [3]uint32{31, 92, 176} {
		t.Errorf("pixel of cell (0,0) = %v; want blue (origin at the bottom left)", got)
	}
	cells := svgCells(t, plot(t, l, "wythoff", service.PlotOptions{Kind: "ppos", Size: 10, Format: render.SVG}))
	if cells[[2]int{3, 5}] != blue || cells[[2]int{5, 3}] != blue {
		t.Errorf("SVG cells (3,5), (5,3) = %q, %q; want %s", cells[[2]int{3, 5}], cells[[2]int{5, 3}], blue)
	}
	if _, ok := cells[[2]int{3, 4}]; ok {
		t.Error("SVG has a cell at (3,4)")
	}
}

// Altered Wythoff against translated Wythoff: the declared P (3,4) is a
// cell of the altered game only.
func TestOverlayPicture(t *testing.T) {
	cells := svgCells(t, plot(t, &service.Service{}, "wythoff", service.PlotOptions{Kind: "ppos", Size: 30, Overlay: "offset", Format: render.SVG}, spec.Options{Alteration: alteration34()}))
	if cells[[2]int{3, 4}] != "#c82828" {
		t.Errorf("cell (3,4) = %q; want red (altered only)", cells[[2]int{3, 4}])
	}
	// Further out the beams agree: Wythoff's (17,28) shifted by (1,1).
	if cells[[2]int{18, 29}] != blue {
		t.Errorf("cell (18,29) = %q; want blue (in both)", cells[[2]int{18, 29}])
	}
}

func TestHeatmap(t *testing.T) {
	cells := svgCells(t, plot(t, &service.Service{}, "wythoff", service.PlotOptions{Kind: "grundy", Size: 9, Format: render.SVG}))
	for _, p := range [][2]int{{0, 0}, {1, 2}, {2, 1}, {3, 5}} {
		if cells[p] != "#000000" {
			t.Errorf("heatmap cell %v = %q; want black (G = 0)", p, cells[p])
		}
	}
	if cells[[2]int{1, 1}] == "#000000" || len(cells) != 100 {
		t.Errorf("heatmap: G(1,1) = 2 drawn black, or %d cells instead of 100", len(cells))
	}
}

// Larsson 2009's Figure 1 for Imitation Nim: (1,3) is dynamic (Example 1),
// (3,4) non-dynamic N of type (iia), (1,2) non-dynamic P.
func TestStrategyPicture(t *testing.T) {
	cells := svgCells(t, plot(t, &service.Service{}, "imitation", service.PlotOptions{Kind: "strategy", Size: 10, Pos: "4,7", Format: render.SVG}))
	tests := []struct {
		pos  [2]int
		fill string
		what string
	}{
		{[2]int{4, 7}, blue, "the P-position"},
		{[2]int{1, 3}, "#e6a014", "dynamic"},
		{[2]int{3, 4}, "#c82828", "Na"},
		{[2]int{1, 2}, "#78a0dc", "non-dynamic P"},
	}
	for _, tt := range tests {
		if cells[tt.pos] != tt.fill {
			t.Errorf("cell %v = %q; want %s (%s)", tt.pos, cells[tt.pos], tt.fill, tt.what)
		}
	}
}

// The shaded squares of the first panel are the area between the strings
// of Sleator, Hu and Tsin 2024's example: 00100111 climbs 0,0,1,1 before its right steps,
// 11001100 climbs 2,2,4,4, so 2+2+3+3 = 10 squares lie between them.
func TestStringsPicture(t *testing.T) {
	data := plot(t, &service.Service{}, "", service.PlotOptions{Kind: "strings", Strings: "00100111,11001100", Steps: 0, Format: render.SVG})
	cells := svgCells(t, data)
	if len(cells) != 10 || altered.Area("00100111", "11001100") != 10 {
		t.Errorf("%d shaded squares, area %d; want 10", len(cells), altered.Area("00100111", "11001100"))
	}
}

func TestSequencePicture(t *testing.T) {
	data := plot(t, &service.Service{}, "kayles", service.PlotOptions{Kind: "sequence", Size: 20, Mask: 1, Format: render.SVG})
	cells := svgCells(t, data)
	if len(cells) != 21 {
		t.Fatalf("%d bars; want 21", len(cells))
	}
	// Kayles: G(0) = 0 (black), G(1) = 1 (v & 1 odd: common, blue), G(2) = 2
	// (v & 1 even: rare, red) — the class mex stats counts (game.RareClass;
	// the picture once marked the other class).
	if cells[[2]int{0, 0}] != "#000000" || cells[[2]int{1, 1}] != blue || cells[[2]int{2, 2}] != "#c82828" {
		t.Errorf("bars 0,1,2 = %q %q %q", cells[[2]int{0, 0}], cells[[2]int{1, 1}], cells[[2]int{2, 2}])
	}
}

// Misère Wythoff beside normal play: they differ only in the corner, where
// misère play has (0,1), (1,0), (2,2) for normal play's (0,0), (1,2), (2,1)
// (the rule of misère Wythoff, Wythoff 1907), and agree beyond.
func TestMisereOverlayPicture(t *testing.T) {
	cells := svgCells(t, plot(t, &service.Service{}, "wythoff", service.PlotOptions{Kind: "ppos", Size: 12, Overlay: "normal", Format: render.SVG}, spec.Options{Misere: true}))
	for _, c := range []struct {
		x, y int
		fill string
	}{{0, 1, "#c82828"}, {2, 2, "#c82828"}, {0, 0, orange}, {1, 2, orange}, {3, 5, blue}, {5, 3, blue}} {
		if got := cells[[2]int{c.x, c.y}]; got != c.fill {
			t.Errorf("cell (%d,%d) = %q; want %q", c.x, c.y, got, c.fill)
		}
	}
}

func TestPlotErrors(t *testing.T) {
	l := &service.Service{}
	for _, tt := range []struct {
		game string
		opt  service.PlotOptions
	}{
		{"wythoff", service.PlotOptions{Size: 100000}},
		{"wythoff", service.PlotOptions{Kind: "nonsense"}},
		{"wythoff", service.PlotOptions{Kind: "strategy"}},
		{"wythoff", service.PlotOptions{Overlay: "offset"}},
		{"wythoff", service.PlotOptions{Overlay: "normal"}},
		{"wythoff", service.PlotOptions{Overlay: "nonsense"}},
		{"", service.PlotOptions{Kind: "strings", Strings: "0102,11"}},
		{"imitation", service.PlotOptions{Kind: "strategy", Pos: "3,4"}},
		{"wythoff", service.PlotOptions{Kind: "grundy", Size: 2000, Format: render.SVG}},
	} {
		var buf bytes.Buffer
		var g *spec.Spec
		if tt.game != "" {
			g = mustGame(t, tt.game)
		}
		err := l.Plot(g, tt.opt, &buf)
		if err == nil || !service.IsInputError(err) || buf.Len() != 0 {
			t.Errorf("Plot(%q, %+v) = %v with %d bytes; want an input error and nothing written", tt.game, tt.opt, err, buf.Len())
		}
	}
	// The offset overlay translates the unaltered game's indexed pairs: D_2,
	// Nimhoff rules and Nim have none, so their altered pictures with it are
	// refused (D_2 was once drawn against Wythoff's offset); Wythoff's is drawn.
	altered := spec.Options{Alteration: game.Alteration{P: []game.Position{{3, 4}}}}
	for _, text := range []string{"dr:r=2", "nimhoff:1,0/0,1/1,2", "nim"} {
		var buf bytes.Buffer
		err := refused(text, altered, func(g *spec.Spec) error {
			return l.Plot(g, service.PlotOptions{Overlay: "offset", Size: 30}, &buf)
		})
		if err == nil || !service.IsInputError(err) || buf.Len() != 0 {
			t.Errorf("Plot(%s altered P(3,4), offset overlay) = %v with %d bytes; want an input error", text, err, buf.Len())
		}
	}
	if err := l.Plot(mustGame(t, "wythoff", altered), service.PlotOptions{Overlay: "offset", Size: 30}, &bytes.Buffer{}); err != nil {
		t.Errorf("Plot(wythoff altered P(3,4), offset overlay): %v", err)
	}
}

func TestPictureSize(t *testing.T) {
	data := plot(t, &service.Service{}, "wythoff", service.PlotOptions{Size: 1999, Format: render.PNG})
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width < 2000 || cfg.Height < 2000 {
		t.Fatalf("2000-cell picture is %dx%d (%v)", cfg.Width, cfg.Height, err)
	}
}
