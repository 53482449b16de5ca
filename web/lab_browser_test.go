package web_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Issue 25's light and accessible lab: heatmaps in binary tiles of what
// is on screen, one run of a sequence per page, exports of the window
// shown, a table of every canvas and a colour-blind-safe palette.

// resource is a request of the page as the browser's Resource Timing
// saw it: its bytes on the wire and in the body, and the server's
// Server-Timing (shelf;desc="read" or "computed").
type resource struct {
	Name     string
	Transfer int
	Body     int
	Timing   string
}

// resources lists the page's requests whose URL contains part. The
// static site has no network: there the transport's log (mexHook's
// requests) gives the same facts, its body's bytes for both sizes.
func (p *page) resources(part string) []resource {
	p.t.Helper()
	if staticLab() {
		return evalAs[[]resource](p, fmt.Sprintf(`mexHook.requests().filter(r => r.path.includes(%q)).map(r => ({Name: r.path, Transfer: r.bytes || 0, Body: r.bytes || 0,
			Timing: (r.timing || "").split(",").filter(t => t.trim() !== "").map(t => { const [name, ...rest] = t.split(";"); const d = rest.join(";").match(/desc="?([^";]*)"?/); return name.trim() + ":" + (d ? d[1] : ""); }).join(",")}))`, part))
	}
	return evalAs[[]resource](p, fmt.Sprintf(`performance.getEntriesByType("resource").filter(e => e.name.includes(%q)).map(e => ({Name: e.name, Transfer: e.transferSize, Body: e.encodedBodySize, Timing: (e.serverTiming || []).map(s => s.name + ":" + s.description).join(",")}))`, part))
}

// requested counts the page's requests to the API whose path and query
// start with prefix.
func (p *page) requested(prefix string) map[string]int {
	p.rec.mu.Lock()
	defer p.rec.mu.Unlock()
	out := map[string]int{}
	for _, r := range p.rec.requests {
		if strings.HasPrefix(r, prefix) {
			out[r]++
		}
	}
	return out
}

// wythoffTable is mex grundy wythoff --size n --json.
func wythoffTable(t *testing.T, n int) [][]int {
	t.Helper()
	var table struct{ Table [][]int }
	if err := json.Unmarshal(mex(t, "grundy", "wythoff", "--size", strconv.Itoa(n), "--json"), &table); err != nil {
		t.Fatal(err)
	}
	return table.Table
}

// The heatmap reads binary tiles of what is on screen, each once, and
// never the 18 MB JSON of the whole table: Wythoff's 2000² is under 2 MB
// on the wire on a screen of one and of two device pixels a CSS pixel
// (every fourth and every second cell); zoomed in, the cells shown hold
// the command line's values; panning fetches only the tiles new to the
// window.
func TestBrowserHeatmapTiles(t *testing.T) {
	for _, scale := range []float64{1, 2} {
		p := newPage(t, pageOptions{})
		p.do(chromedp.EmulateViewport(1300, 1000, chromedp.EmulateScale(scale)))
		p.open("?game=wythoff&view=grundy&size=2000")
		if n := len(p.requested("/api/grundy")); n != 0 {
			t.Errorf("scale %v: the heatmap asked /api/grundy %d times", scale, n)
		}
		total, tiles := 0, p.resources("/api/tile?")
		for _, r := range tiles {
			total += r.Transfer
		}
		step := evalAs[string](p, `(document.querySelector("#facts [data-step]") || {dataset: {}}).dataset.step || ""`)
		t.Logf("scale %v: %d tiles at step %s, %d bytes on the wire", scale, len(tiles), step, total)
		// Served, the tiles cross the network compressed; in the static
		// site they cross from the worker as they are. Either way far less
		// than the whole 2001×2001 table (8 MB as it is): only what the
		// screen shows, at its resolution.
		limit := 2_000_000
		if staticLab() {
			limit = 4_000_000
		}
		if len(tiles) == 0 || total == 0 || total >= limit {
			t.Errorf("scale %v: %d tiles, %d bytes on the wire; want some, under %d", scale, len(tiles), total, limit)
		}
		if want := map[float64]string{1: "4", 2: "2"}[scale]; step != want {
			t.Errorf("scale %v: every %s-th cell drawn; want %s", scale, step, want)
		}
		for u, n := range p.requested("/api/tile?") {
			if n > 1 {
				t.Errorf("tile %s asked %d times", u, n)
			}
		}
		// a cell between the samples says its own value
		x, y := 1001, 1502
		if scale == 1 {
			tip := evalAs[string](p, fmt.Sprintf(`(() => {
				const c = document.getElementById("grid"), r = c.getBoundingClientRect(), g = mexHook.grid();
				c.dispatchEvent(new PointerEvent("pointermove", {clientX: r.left + 46 + (%d + 0.5) * g.cs, clientY: r.top + 10 + (g.n - 1 - %d + 0.5) * g.cs, pointerType: "mouse", bubbles: true}));
				return document.getElementById("cell-info").dataset.cell; })()`, x, y))
			if tip != fmt.Sprintf("%d,%d", x, y) {
				t.Fatalf("hovered %q; want %d,%d", tip, x, y)
			}
			want := fmt.Sprintf("G = %d", wythoffTable(t, 1502)[x][y])
			p.waitFor(fmt.Sprintf(`document.getElementById("cell-info").textContent.includes(%q)`, want))
		}
		if failed := p.rec.failed(); len(failed) > 0 {
			t.Fatalf("failed requests: %v", failed)
		}
	}

	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&view=grundy&size=20&x0=300&y0=120")
	table := wythoffTable(t, 340)
	window := func() []int {
		t.Helper()
		var w [3]int
		fmt.Sscanf(p.data("window"), "%d,%d,%d", &w[0], &w[1], &w[2])
		return w[:]
	}
	check := func() {
		t.Helper()
		w := window()
		got := evalAs[[][]int](p, fmt.Sprintf(`(() => { const out = []; for (let x = %d; x <= %d; x++) { const row = []; for (let y = %d; y <= %d; y++) row.push(mexHook.cellValue(x, y)); out.push(row); } return out; })()`, w[0], w[0]+w[2], w[1], w[1]+w[2]))
		for i, row := range got {
			for j, v := range row {
				if x, y := w[0]+i, w[1]+j; v != table[x][y] {
					t.Fatalf("the heatmap's G(%d,%d) = %d; mex grundy wythoff --size 340 has %d", x, y, v, table[x][y])
				}
			}
		}
	}
	check()
	if step := evalAs[bool](p, `document.querySelector("#facts [data-step]") !== null`); step {
		t.Error("a window of 21 cells is drawn at a step")
	}
	before := len(p.requested("/api/tile?"))
	p.do(chromedp.Focus("#grid"))
	p.do(chromedp.KeyEvent(kb.ArrowRight, chromedp.KeyModifiers(chromedp.ModifierShift))) // pan right by a quarter of the window
	p.waitFor(`document.body.dataset.window === "305,120,20"`)
	check()
	after := p.requested("/api/tile?")
	for u, n := range after {
		if n > 1 {
			t.Errorf("panning asked tile %s again (%d times)", u, n)
		}
	}
	t.Logf("tiles before panning %d, after %d", before, len(after))
}

// Grundy's game at 20000 heaps: the explorer asks the values and the
// statistics, and the server runs the sequence once, the other answer
// read from that run (its Server-Timing says which).
func TestBrowserOneSequencePerPage(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=grundy&size=20000")
	var how []string
	for _, r := range append(p.resources("/api/grundy?"), p.resources("/api/stats?")...) {
		how = append(how, r.Timing)
	}
	if strings.Join(how, " ") != `sequence:computed sequence:read` && strings.Join(how, " ") != `sequence:read sequence:computed` {
		t.Errorf("the values and statistics of Grundy's game were had as %q; want one computed and one read", how)
	}
	if got := evalAs[int](p, `mexHook.valuesLength()`); got < 20001 {
		t.Errorf("%d values on the page", got)
	}
}

// The downloads of a window panned away from the origin are what is
// shown: the CSV of its cells (the command line's, restricted to the
// window), the picture as drawn, and, for heaps, the b-file of its heaps;
// zooming changes them with the window.
func TestBrowserExportWhatIsShown(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&view=grundy&size=12&x0=30&y0=7")
	table := wythoffTable(t, 60)
	csvOf := func(x0, y0, side int) string {
		var b strings.Builder
		b.WriteString(`x\y`)
		for y := y0; y < y0+side; y++ {
			b.WriteString("," + strconv.Itoa(y))
		}
		b.WriteString("\n")
		for x := x0; x < x0+side; x++ {
			b.WriteString(strconv.Itoa(x))
			for y := y0; y < y0+side; y++ {
				b.WriteString("," + strconv.Itoa(table[x][y]))
			}
			b.WriteString("\n")
		}
		return b.String()
	}
	links := p.exports()
	if got := string(p.fetch(links["csv"].Href)); got != csvOf(30, 7, 13) {
		t.Errorf("the CSV of the window 30..42 × 7..19 (%s):\n%s\nwant:\n%s", links["csv"].Href, got, csvOf(30, 7, 13))
	}
	if _, ok := links["json"]; ok {
		t.Error("a panned window offers the JSON of the box from the origin")
	}
	// the picture as drawn: the canvas's own pixels
	evalAs[bool](p, `(document.querySelector("#exports a[data-drawn]").click(), true)`)
	p.waitFor(`!!document.querySelector("#exports a[data-drawn]").dataset.ready`)
	same, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`(async () => {
		const a = document.querySelector("#exports a[data-drawn]"), cv = document.getElementById("grid");
		const bmp = await createImageBitmap(await (await fetch(a.href)).blob());
		if (bmp.width !== cv.width || bmp.height !== cv.height) return false;
		const c = new OffscreenCanvas(bmp.width, bmp.height), x = c.getContext("2d");
		x.drawImage(bmp, 0, 0);
		const got = x.getImageData(0, 0, bmp.width, bmp.height).data, want = cv.getContext("2d").getImageData(0, 0, cv.width, cv.height).data;
		for (let i = 0; i < got.length; i++) if (got[i] !== want[i]) return false;
		return true; })()`, chromedp.EvalAwaitPromise))
	if err != nil || !same {
		t.Errorf("the PNG download is not the picture on the page (%v)", err)
	}
	// zoom in with the keyboard: the export follows the window
	p.do(chromedp.Focus("#grid"))
	p.key("+")
	p.waitFor(`document.body.dataset.window !== "30,7,12"`)
	var w [3]int
	fmt.Sscanf(p.data("window"), "%d,%d,%d", &w[0], &w[1], &w[2])
	links = p.exports()
	u, _ := url.Parse(links["csv"].Href)
	if q := u.Query(); q.Get("x0") != strconv.Itoa(w[0]) || q.Get("y0") != strconv.Itoa(w[1]) || q.Get("w") != strconv.Itoa(w[2]+1) || q.Get("h") != strconv.Itoa(w[2]+1) {
		t.Errorf("after zooming to %v the CSV is of %s", w, u.RawQuery)
	}
	if got := string(p.fetch(links["csv"].Href)); got != csvOf(w[0], w[1], w[2]+1) {
		t.Errorf("the CSV after zooming differs from the window's cells")
	}

	// heaps: the lines of the window of mex grundy --upto N
	p.open("?game=kayles&size=40&x0=60")
	links = p.exports()
	if got, want := string(p.fetch(links["csv"].Href)), heapLines(t, "kayles", 60, 100, "csv"); got != want {
		t.Errorf("the CSV of heaps 60..100:\n%s\nwant:\n%s", got, want)
	}
	if got, want := string(p.fetch(links["b-file"].Href)), heapLines(t, "kayles", 60, 100, "bfile"); got != want {
		t.Errorf("the b-file of heaps 60..100 differs from mex grundy kayles --upto 100 --format bfile's lines")
	}
	if !strings.Contains(p.text("#exports"), "60 ≤ n ≤ 100") {
		t.Errorf("the exports do not say the window: %q", p.text("#exports"))
	}
}

// gridTable reads the picture's table: caption, column headers, and rows
// of a header and cells.
type gridTable struct {
	Caption string
	Cols    []string
	Rows    [][]string
	Scopes  []string
}

func (p *page) table(id string) gridTable {
	p.t.Helper()
	return evalAs[gridTable](p, fmt.Sprintf(`(() => { const t = document.querySelector("#%s table"); if (!t) return {Caption: "", Cols: [], Rows: [], Scopes: []};
		return {Caption: t.caption.textContent, Cols: [...t.tHead.rows[0].cells].map(c => c.textContent),
			Rows: [...t.tBodies[0].rows].map(r => [...r.cells].map(c => c.textContent)),
			Scopes: [...new Set([...t.querySelectorAll("th")].map(th => th.scope))]}; })()`, id))
}

// Every canvas has a table of what it shows, with headers: the window's
// outcomes and values (at most 32 a side), the sequence's heaps, the
// board's position.
func TestBrowserCanvasTables(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&size=20&x0=3")
	tab := p.table("grid-table")
	values := wythoffTable(t, 23)
	if len(tab.Cols) != 22 || tab.Cols[1] != "x = 3" || len(tab.Rows) != 21 || strings.Join(tab.Scopes, ",") != "col,row" || !strings.Contains(tab.Caption, "3 ≤ x ≤ 23") {
		t.Fatalf("the table of the window 3..23 × 0..20: caption %q, %d columns (%v…), %d rows, scopes %v", tab.Caption, len(tab.Cols), tab.Cols[:min(3, len(tab.Cols))], len(tab.Rows), tab.Scopes)
	}
	for r, row := range tab.Rows {
		y := 20 - r
		if row[0] != fmt.Sprintf("y = %d", y) {
			t.Fatalf("row %d is headed %q; want y = %d", r, row[0], y)
		}
		for i, cell := range row[1:] {
			x := 3 + i
			want := "N"
			if isP(x, y) {
				want = "P"
			}
			if want += " " + strconv.Itoa(values[x][y]); cell != want {
				t.Fatalf("the table's (%d,%d) is %q; want %q", x, y, cell, want)
			}
		}
	}
	p.open("?game=wythoff&size=200")
	if tab := p.table("grid-table"); len(tab.Rows) != 32 || len(tab.Cols) != 33 || !strings.Contains(tab.Caption, "32 × 32 cells") {
		t.Errorf("a window of 201 cells a side: a table of %d rows and %d columns, %q; want 32 × 32, said", len(tab.Rows), len(tab.Cols), tab.Caption)
	}
	p.open("?game=kayles&size=100")
	tab = p.table("grid-table")
	var seq struct{ Values []int }
	json.Unmarshal(mex(t, "grundy", "kayles", "--upto", "100", "--json"), &seq)
	if len(tab.Rows) != 101 || tab.Cols[1] != "G(n)" {
		t.Fatalf("the table of Kayles's heaps 0..100: %d rows, columns %v", len(tab.Rows), tab.Cols)
	}
	for n, row := range tab.Rows {
		if row[0] != strconv.Itoa(n) || row[1] != strconv.Itoa(seq.Values[n]) {
			t.Fatalf("the table's heap %s has %s; want %d, %d", row[0], row[1], n, seq.Values[n])
		}
	}
	p.open("?game=nim&start=3,5,6")
	p.do(chromedp.Click("#start"))
	p.waitFor(settled + ` && document.body.dataset.turn !== "idle"`)
	tab = p.table("board-table")
	rows := map[string]string{}
	for _, r := range tab.Rows {
		rows[r[0]] = r[1]
	}
	if rows["position"] != "3,5,6" || rows["heap 2"] != "5" || rows["to move"] != "you" {
		t.Errorf("the board's table: %v", rows)
	}
	p.clickMove(p.moves()[0].To)
	tab = p.table("board-table")
	rows = map[string]string{}
	for _, r := range tab.Rows {
		rows[r[0]] = r[1]
	}
	if !strings.Contains(rows["last move"], "→") || rows["position"] == "3,5,6" {
		t.Errorf("after two moves the board's table says %v", rows)
	}
}

// The colour-blind-safe palette (palette=cb, or the Colours menu): the
// heatmap in cividis, P-positions in Okabe and Ito's blue, each kind at
// least 3:1 against the white of N-positions, and in both palettes a
// P-position carries a white dot: shape, not colour alone.
func TestBrowserColourBlindPalette(t *testing.T) {
	p := newPage(t, pageOptions{})
	white := [3]float64{251, 251, 251}
	// pixel reads the canvas at a cell's centre (fx = fy = 0.5) or near its corner
	pixel := func(x, y int, fx, fy float64) [3]float64 {
		t.Helper()
		c := evalAs[[]float64](p, fmt.Sprintf(`(() => { const cv = document.getElementById("grid"), g = mexHook.grid(), v = mexHook.viewport(), dpr = cv.width / g.cssW;
			const px = 46 + (%d - v.x0 + %f) * g.cs, py = 10 + (g.n - 1 - (%d - v.y0) + %f) * g.cs;
			return [...cv.getContext("2d").getImageData(Math.floor(px * dpr), Math.floor(py * dpr), 1, 1).data].slice(0, 3); })()`, x, fx, y, fy))
		return [3]float64{c[0], c[1], c[2]}
	}
	for _, pal := range []struct {
		name string
		P    [3]float64
	}{{"standard", [3]float64{31, 92, 176}}, {"cb", [3]float64{0, 114, 178}}} {
		p.open("?game=wythoff&size=20&palette=" + pal.name)
		if got := p.data("palette"); got != pal.name {
			t.Fatalf("palette %q; want %s", got, pal.name)
		}
		if got := pixel(3, 5, 0.15, 0.15); got != pal.P {
			t.Errorf("%s: the P-position (3,5) is drawn %v; want %v", pal.name, got, pal.P)
		}
		if got := pixel(3, 5, 0.5, 0.5); got != [3]float64{255, 255, 255} {
			t.Errorf("%s: the P-position (3,5) has %v at its centre; want the white dot", pal.name, got)
		}
		if got := pixel(3, 4, 0.5, 0.5); got != white {
			t.Errorf("%s: the N-position (3,4) has %v at its centre; want N's white, no dot", pal.name, got)
		}
		swatches := evalAs[[]string](p, `[...document.querySelectorAll("#legend .sw[data-rgb]")].map(s => s.dataset.rgb)`)
		if len(swatches) == 0 {
			t.Fatalf("%s: no swatches in the legend", pal.name)
		}
	}
	// every kind of cell of either palette, 3:1 or more against N
	for _, pal := range []string{"standard", "cb"} {
		for _, view := range []string{"?game=wythoff&alter-p=3,4&view=offset&size=20", "?game=octal:0.6&size=300"} {
			p.open(view + "&palette=" + pal)
			for _, c := range evalAs[[]string](p, `[...document.querySelectorAll("#legend .sw[data-rgb]")].map(s => s.dataset.rgb)`) {
				var rgb [3]float64
				fmt.Sscanf(c, "%f,%f,%f", &rgb[0], &rgb[1], &rgb[2])
				if rgb != white && contrast(rgb, white) < 3 {
					t.Errorf("the %s palette's %v (%s) has %.2f:1 against N's white; want at least 3:1", pal, rgb, view, contrast(rgb, white))
				}
			}
		}
	}
	// the heatmap in cividis: G = 0 in its darkest blue, with the dot
	p.open("?game=wythoff&view=grundy&size=20&palette=cb")
	if got := pixel(3, 5, 0.15, 0.15); got != [3]float64{0, 32, 77} {
		t.Errorf("the cb heatmap draws G(3,5) = 0 as %v; want cividis's (0,32,77)", got)
	}
	// the menu switches and the link keeps it
	evalAs[bool](p, `(() => { const s = document.getElementById("palette"); s.value = "standard"; s.dispatchEvent(new Event("change")); return true; })()`)
	p.waitFor(`document.body.dataset.palette === "standard" && !location.search.includes("palette")`)
	if got := pixel(3, 5, 0.15, 0.15); got != [3]float64{68, 1, 84} {
		t.Errorf("the standard heatmap draws G(3,5) = 0 as %v; want viridis's (68,1,84)", got)
	}
}
