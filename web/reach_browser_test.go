package web_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/mex-cgt/mex/theorem"
	"github.com/mex-cgt/mex/web"
)

// Every command of the command line that a page can answer is reached
// from the research desk (issue 25: "a researcher can reach every command
// of the CLI from the page"; docs/LAB.md has the table). These tests
// drive the controls the desk adds for the commands the page did not
// reach: ppos by index and in a box, mex plot of every kind, and the
// papers' experiments (offset with measurements, adjoin, defects, learn,
// census). What they show is what the command line prints.

// clickGo submits one of the desk's forms and waits until its output box
// is filled, done or failed; it returns the state.
func (p *page) clickGo(form, out string) string {
	p.t.Helper()
	evalAs[bool](p, fmt.Sprintf(`(document.getElementById(%q).dataset.state = "", true)`, out))
	p.do(chromedp.Click("#" + form + "-go"))
	p.waitFor(fmt.Sprintf(`["done", "error"].includes(document.getElementById(%q).dataset.state)`, out))
	return evalAs[string](p, fmt.Sprintf(`document.getElementById(%q).dataset.state`, out))
}

// cells reads the rows of a table of the desk as text.
func (p *page) cells(sel string) [][]string {
	p.t.Helper()
	return evalAs[[][]string](p, fmt.Sprintf(`[...document.querySelectorAll(%q)].map((r) => [...r.cells].map((c) => c.textContent))`, sel+" tbody tr"))
}

// posList writes the positions of mex ppos --json as the desk lists them.
func posList(t *testing.T, args ...string) []string {
	t.Helper()
	var r struct{ Positions [][]json.Number }
	if err := json.Unmarshal(mex(t, args...), &r); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range r.Positions {
		s := make([]string, len(p))
		for i, c := range p {
			s[i] = c.String()
		}
		out = append(out, "("+strings.Join(s, ",")+")")
	}
	return out
}

// ppos by index (any size of index) for a game of indexed pairs, in a box
// for one that has none (the by-index choice is then disabled), and the
// API's error for a box beyond the lab's cap.
func TestReachPpos(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=wythoff", "wythoff")
	if mode := evalAs[string](p, `document.getElementById("desk-ppos-mode").value`); mode != "count" {
		t.Errorf("the P-positions of wythoff are listed %q first; want by index", mode)
	}
	p.fill("#desk-ppos-from", "1000000000000000000000")
	p.fill("#desk-ppos-count", "3")
	if state := p.clickGo("desk-ppos-form", "desk-ppos-out"); state != "done" {
		t.Fatalf("ppos by index: %s %q", state, p.text("#desk-ppos-out"))
	}
	got := evalAs[[]string](p, `[...document.querySelectorAll("#desk-ppos-list li")].map((l) => l.textContent)`)
	want := posList(t, "ppos", "wythoff", "--count", "3", "--from", "1000000000000000000000", "--json")
	if strings.Join(got, " ") != strings.Join(want, " ") || len(want) != 3 {
		t.Errorf("ppos wythoff from 10^21: the desk lists %v; mex ppos prints %v", got, want)
	}
	if cli := p.text("#desk-ppos-out code"); cli != "mex ppos wythoff --count 3 --from 1000000000000000000000" {
		t.Errorf("the command line shown: %q", cli)
	}

	// the b-files of both sides, as mex ppos --format bfile --seq a|b writes them
	p.fill("#desk-ppos-from", "1")
	p.fill("#desk-ppos-count", "50")
	if state := p.clickGo("desk-ppos-form", "desk-ppos-out"); state != "done" {
		t.Fatalf("ppos by index from 1: %s %q", state, p.text("#desk-ppos-out"))
	}
	for _, seq := range []string{"a", "b"} {
		href := evalAs[string](p, fmt.Sprintf(`document.querySelector('#desk-ppos-out a[data-format="b-file of %s_i"]').getAttribute("href")`, seq))
		if got, want := p.fetch(href), mex(t, "ppos", "wythoff", "--count", "50", "--from", "1", "--format", "bfile", "--seq", seq); string(got) != string(want) {
			t.Errorf("the b-file of %s_i (%s) differs from mex ppos --format bfile --seq %s", seq, href, seq)
		}
	}

	p.moveTo("?game="+url.QueryEscape("subtraction:2,5,7"), "subtraction:2,5,7")
	if off := evalAs[bool](p, `document.querySelector("#desk-ppos-mode option[value=count]").disabled && document.getElementById("desk-ppos-mode").value === "size"`); !off {
		t.Error("a game without indexed pairs offers ppos by index")
	}
	p.fill("#desk-ppos-size", "30")
	if state := p.clickGo("desk-ppos-form", "desk-ppos-out"); state != "done" {
		t.Fatalf("ppos in a box: %s %q", state, p.text("#desk-ppos-out"))
	}
	got = evalAs[[]string](p, `[...document.querySelectorAll("#desk-ppos-list li")].map((l) => l.textContent)`)
	want = posList(t, "ppos", "subtraction:2,5,7", "--size", "30", "--json")
	if strings.Join(got, " ") != strings.Join(want, " ") || len(want) == 0 {
		t.Errorf("ppos subtraction:2,5,7 --size 30: the desk lists %v; mex ppos prints %v", got, want)
	}

	href := evalAs[string](p, `document.querySelector('#desk-ppos-out a[data-format="CSV"]').getAttribute("href")`)
	if got, want := p.fetch(href), mex(t, "ppos", "subtraction:2,5,7", "--size", "30", "--format", "csv"); string(got) != string(want) {
		t.Errorf("the CSV (%s) differs from mex ppos --format csv:\n%s\nwant\n%s", href, got, want)
	}

	p.fill("#desk-ppos-size", "5000")
	if state := p.clickGo("desk-ppos-form", "desk-ppos-out"); state != "error" || !strings.Contains(p.text("#desk-ppos-out"), "at most 2000") {
		t.Errorf("ppos --size 5000: %s %q; want the API's error naming the cap", state, p.text("#desk-ppos-out"))
	}
}

// plotBytes reads the picture the desk shows, as bytes (its blob).
func (p *page) plotBytes() string {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`fetch(document.getElementById("desk-plot-img").src).then((r) => r.text())`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	return v
}

// mex plot of each kind the game has, byte for byte the command line's
// picture: P-positions and Grundy values of a two-pile game, the value
// sequence of a heap game, the strategy of a game with memory and the
// bitstrings, which draw no game; kinds a game has not are not offered,
// and a size beyond the cap is the API's error.
func TestReachPlot(t *testing.T) {
	p := newPage(t, pageOptions{})
	kinds := func() []string {
		return evalAs[[]string](p, `[...document.querySelectorAll("#desk-plot-kind option")].map((o) => o.value)`)
	}
	draw := func(fields map[string]string, args ...string) {
		t.Helper()
		for k, v := range fields {
			p.fill("#desk-plot-"+k, v)
		}
		p.fill("#desk-plot-format", "svg")
		if state := p.clickGo("desk-plot-form", "desk-plot-out"); state != "done" {
			t.Fatalf("mex %s: the desk says %s %q", strings.Join(args, " "), state, p.text("#desk-plot-out"))
		}
		want := string(mex(t, append(args, "-o", "picture.svg")...))
		if got := p.plotBytes(); got != want || !strings.HasPrefix(got, "<svg") {
			t.Errorf("mex %s: the desk's picture (%d bytes) is not the command line's (%d bytes)", strings.Join(args, " "), len(got), len(want))
		}
	}
	p.openDesk("?game=wythoff", "wythoff")
	if k := strings.Join(kinds(), ","); k != "ppos,grundy,strings" {
		t.Errorf("wythoff offers the kinds %s; want ppos,grundy,strings", k)
	}
	draw(map[string]string{"kind": "ppos", "size": "30"}, "plot", "wythoff", "--kind", "ppos", "--size", "30")
	draw(map[string]string{"kind": "grundy", "size": "20"}, "plot", "wythoff", "--kind", "grundy", "--size", "20")
	if link := evalAs[string](p, `document.getElementById("desk-plot-link").download`); link != "wythoff-grundy.svg" {
		t.Errorf("the download is named %q", link)
	}
	draw(map[string]string{"kind": "strings", "strings": "00100111,11001100", "steps": "3"}, "plot", "--kind", "strings", "--strings", "00100111,11001100", "--steps", "3")

	p.fill("#desk-plot-kind", "grundy")
	p.fill("#desk-plot-size", "3000")
	if state := p.clickGo("desk-plot-form", "desk-plot-out"); state != "error" || !strings.Contains(p.text("#desk-plot-out"), "at most 2000") {
		t.Errorf("plot --size 3000: %s %q; want the API's error", state, p.text("#desk-plot-out"))
	}

	p.moveTo("?game=kayles", "kayles")
	if k := strings.Join(kinds(), ","); k != "sequence,strings" {
		t.Errorf("kayles offers the kinds %s; want sequence,strings", k)
	}
	draw(map[string]string{"kind": "sequence", "size": "100", "mask": "1"}, "plot", "kayles", "--kind", "sequence", "--size", "100", "--mask", "1")

	p.moveTo("?game="+url.QueryEscape("imitation:p=1,m=1"), "imitation:p=1,m=1")
	if k := strings.Join(kinds(), ","); k != "ppos,strategy,strings" {
		t.Errorf("imitation offers the kinds %s; want ppos,strategy,strings", k)
	}
	draw(map[string]string{"kind": "strategy", "size": "12", "pos": ""}, "plot", "imitation:p=1,m=1", "--kind", "strategy", "--size", "12")
}

// The papers' experiments, which take no game: the offset of the page's
// alteration with its measurement, the adjoin question and its matrix,
// the defects and learning experiments and a census of a small class, each
// as the command line prints it; a census too large for a request is the
// API's error, which names the command line.
func TestReachExperiments(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=wythoff&alter-p=3,4", "wythoff")
	if alter := evalAs[string](p, `document.getElementById("desk-offset-alter").value`); alter != "P 3,4" {
		t.Errorf("the offset's alterations read %q; want the page's, P 3,4", alter)
	}
	p.fill("#desk-offset-measure", "100")
	if state := p.clickGo("desk-offset-form", "desk-offset-out"); state != "done" {
		t.Fatalf("offset: %s %q", state, p.text("#desk-offset-out"))
	}
	var off struct {
		Offset   [2]int
		Measured []struct{ Radius, Differ, Total int }
	}
	if err := json.Unmarshal(mex(t, "offset", "--alter-p", "3,4", "--measure", "100", "--json"), &off); err != nil {
		t.Fatal(err)
	}
	if said := p.text("#desk-offset-said"); !strings.Contains(said, fmt.Sprintf("(dx, dy) = (%d, %d)", off.Offset[0], off.Offset[1])) {
		t.Errorf("offset: %q; mex offset says %v", said, off.Offset)
	}
	if rows := p.cells("#desk-offset-out table"); len(rows) != 1 || len(off.Measured) != 1 || rows[0][1] != fmt.Sprint(off.Measured[0].Differ) || rows[0][2] != fmt.Sprint(off.Measured[0].Total) {
		t.Errorf("offset measured %v; mex offset measures %+v", rows, off.Measured)
	}

	for _, move := range []string{"3,5", "1,2"} {
		p.fill("#desk-adjoin-move", move)
		p.fill("#desk-adjoin-size", "")
		if state := p.clickGo("desk-adjoin-form", "desk-adjoin-out"); state != "done" {
			t.Fatalf("adjoin %s: %s %q", move, state, p.text("#desk-adjoin-out"))
		}
		var a struct{ Adjoinable bool }
		if err := json.Unmarshal(mex(t, "adjoin", move, "--json"), &a); err != nil {
			t.Fatal(err)
		}
		if said := p.text("#desk-adjoin-said"); strings.Contains(said, "keeps") != a.Adjoinable {
			t.Errorf("adjoin %s: %q; mex adjoin says adjoinable=%v", move, said, a.Adjoinable)
		}
	}
	p.fill("#desk-adjoin-move", "")
	p.fill("#desk-adjoin-size", "6")
	if state := p.clickGo("desk-adjoin-form", "desk-adjoin-out"); state != "done" {
		t.Fatalf("adjoin --size 6: %s %q", state, p.text("#desk-adjoin-out"))
	}
	var m struct{ Matrix [][]int }
	if err := json.Unmarshal(mex(t, "adjoin", "--size", "6", "--json"), &m); err != nil {
		t.Fatal(err)
	}
	rows := p.cells("#desk-adjoin-matrix")
	if len(rows) != 7 {
		t.Fatalf("adjoin matrix rows %v; want 7", rows)
	}
	for i, row := range m.Matrix {
		for j, w := range row {
			if rows[i][j+1] != fmt.Sprint(w) {
				t.Errorf("W(%d,%d) reads %s; mex adjoin says %d", i, j, rows[i][j+1], w)
			}
		}
	}

	p.fill("#desk-defects-rules", "nimhoff:1,0/0,1/1,1")
	p.fill("#desk-defects-radius", "500, 2000")
	if state := p.clickGo("desk-defects-form", "desk-defects-out"); state != "done" {
		t.Fatalf("defects: %s %q", state, p.text("#desk-defects-out"))
	}
	var d struct {
		Experiments []struct {
			Rules, Alteration string
			Converges         bool
		}
	}
	if err := json.Unmarshal(mex(t, "defects", "--rules", "nimhoff:1,0/0,1/1,1", "--radius", "500", "--radius", "2000", "--json"), &d); err != nil {
		t.Fatal(err)
	}
	rows = p.cells("#desk-defects-table")
	if len(rows) != len(d.Experiments) || len(rows) == 0 {
		t.Fatalf("defects rows %v; mex defects has %d", rows, len(d.Experiments))
	}
	for i, x := range d.Experiments {
		if rows[i][0] != x.Rules || rows[i][1] != x.Alteration || (rows[i][3] == "yes") != x.Converges || !strings.Contains(rows[i][2], "R=2000") {
			t.Errorf("defects row %d: %v; mex defects: %+v", i, rows[i], x)
		}
	}

	p.fill("#desk-learn-games", "40")
	if state := p.clickGo("desk-learn-form", "desk-learn-out"); state != "done" {
		t.Fatalf("learn: %s %q", state, p.text("#desk-learn-out"))
	}
	var l struct {
		Reports []struct {
			Game, Strategy string
			Revealed       int
			PPositions     int `json:"p_positions"`
		}
	}
	if err := json.Unmarshal(mex(t, "learn", "--p", "2", "--m", "1", "--games", "40", "--seed", "1", "--json"), &l); err != nil {
		t.Fatal(err)
	}
	rows = p.cells("#desk-learn-table")
	if len(rows) != len(l.Reports) || len(rows) != 9 {
		t.Fatalf("learn rows %v; mex learn has %d reports", rows, len(l.Reports))
	}
	for i, r := range l.Reports {
		if rows[i][0] != r.Game || rows[i][1] != r.Strategy || rows[i][3] != fmt.Sprintf("%d of %d", r.Revealed, r.PPositions) {
			t.Errorf("learn row %d: %v; mex learn: %+v", i, rows[i], r)
		}
	}

	p.fill("#desk-census-digits", "1")
	p.fill("#desk-census-upto", "100")
	if state := p.clickGo("desk-census-form", "desk-census-out"); state != "done" {
		t.Fatalf("census: %s %q", state, p.text("#desk-census-out"))
	}
	var c struct {
		Results []struct {
			Code, Status      string
			Preperiod, Period int
		}
	}
	if err := json.Unmarshal(mex(t, "census", "--digits", "1", "--upto", "100", "--json"), &c); err != nil {
		t.Fatal(err)
	}
	rows = p.cells("#desk-census-table")
	if len(rows) != len(c.Results) || len(rows) != 16 {
		t.Fatalf("census rows %v; mex census has %d codes", rows, len(c.Results))
	}
	for i, r := range c.Results {
		period := ""
		if r.Period > 0 {
			period = fmt.Sprint(r.Period)
		}
		if rows[i][0] != r.Code || rows[i][1] != r.Status || rows[i][2] != fmt.Sprint(r.Preperiod) || rows[i][3] != period {
			t.Errorf("census row %d: %v; mex census: %+v", i, rows[i], r)
		}
	}
	p.fill("#desk-census-digits", "3")
	p.fill("#desk-census-upto", "2^14")
	if state := p.clickGo("desk-census-form", "desk-census-out"); state != "error" || !strings.Contains(p.text("#desk-census-out"), "use mex census") {
		t.Errorf("census of 1024 codes to 2^14: %s %q; want the API's error", state, p.text("#desk-census-out"))
	}
}

// The experiments' endpoints answer the bytes of the command line's JSON
// (census but its timings), and bad input is a 400 with a one-line JSON
// error under 1 KB that names the parameter.
func TestReachAPI(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for _, tt := range []struct {
		path string
		args []string
	}{
		{"/api/learn?games=30&p=1&m=1", []string{"learn", "--games", "30", "--p", "1", "--m", "1", "--json"}},
		{"/api/learn?games=20&start=10,7&seed=3", []string{"learn", "--games", "20", "--start", "10,7", "--seed", "3", "--json"}},
		{"/api/defects?radius=500", []string{"defects", "--radius", "500", "--json"}},
		{"/api/defects?rules=nimhoff:1,0/0,1/1,2&radius=300&radius=900", []string{"defects", "--rules", "nimhoff:1,0/0,1/1,2", "--radius", "300", "--radius", "900", "--json"}},
	} {
		code, ctype, body := get(t, server.URL, tt.path)
		want := string(mex(t, tt.args...))
		if code != 200 || !strings.HasPrefix(ctype, "application/json") || body != want {
			t.Errorf("GET %s = %d %s\n%s\nmex %s =\n%s", tt.path, code, ctype, body, strings.Join(tt.args, " "), want)
		}
	}
	// census: every field but the seconds each code took
	untimed := func(text string) string {
		var r map[string]any
		if err := json.Unmarshal([]byte(text), &r); err != nil {
			t.Fatalf("%v: %s", err, text)
		}
		for _, x := range r["results"].([]any) {
			delete(x.(map[string]any), "seconds")
		}
		b, _ := json.Marshal(r)
		return string(b)
	}
	code, _, body := get(t, server.URL, "/api/census?digits=2&upto=2^10")
	if want := string(mex(t, "census", "--digits", "2", "--upto", "2^10", "--json")); code != 200 || untimed(body) != untimed(want) {
		t.Errorf("GET /api/census?digits=2&upto=2^10 = %d\n%s\nmex census =\n%s", code, body, want)
	}
	code, _, body = get(t, server.URL, "/api/census?digits=1&hex=1&d0=0,8&upto=50")
	if want := string(mex(t, "census", "--digits", "1", "--hex", "--d0", "0,8", "--upto", "50", "--json")); code != 200 || untimed(body) != untimed(want) {
		t.Errorf("GET /api/census hexadecimal = %d\n%s\nmex census =\n%s", code, body, want)
	}

	for _, tt := range []struct{ path, want string }{
		{fmt.Sprintf("/api/learn?games=%d", web.MaxLearnGames+1), fmt.Sprintf("at most %d", web.MaxLearnGames)},
		{"/api/learn?p=0", "p=0: want 1 to"},
		{"/api/learn?side=81", "side: size 81 is too large"},
		{"/api/learn?start=x,y", "start"},
		{"/api/learn?games=abc", "games"},
		{fmt.Sprintf("/api/defects?radius=%d", web.MaxDefectsRadius+1), fmt.Sprintf("want 10 to %d", web.MaxDefectsRadius)},
		{"/api/defects?radius=5", "want 10 to"},
		{"/api/defects?radius=100&radius=200&radius=300&radius=400&radius=500", "at most 4 radii"},
		{"/api/defects?rules=kayles", "needs a game the column algorithm answers"},
		{"/api/defects?rules=" + strings.Repeat("x", 300), "at most 200 characters"},
		{"/api/census?upto=100", "missing parameter digits"},
		{"/api/census?digits=2", "missing parameter upto"},
		{"/api/census?digits=3&upto=2^14", "use mex census"},
		{"/api/census?digits=1&upto=100&d0=1", "d0 = 1"},
		{"/api/census?digits=1&upto=100&hex=2", "hex: want 1 or 0"},
		{"/api/census?digits=9&upto=2", "at most 8"},
	} {
		code, ctype, body := get(t, server.URL, tt.path)
		var e struct{ Error string }
		err := json.Unmarshal([]byte(body), &e)
		if code != 400 || !strings.HasPrefix(ctype, "application/json") || err != nil || !strings.Contains(e.Error, tt.want) || len(body) > 1024 || strings.Count(body, "\n") != 1 {
			t.Errorf("GET %s = %d %s %q; want 400 with one line of JSON containing %q", tt.path, code, ctype, body, tt.want)
		}
	}
}

// The analyser classifies a position of a game with memory as mex
// classify does (the row shows only for such games).
func TestReachClassify(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game="+url.QueryEscape("imitation:p=2,m=3"), "imitation:p=2,m=3")
	p.fill("#desk-pos", "4,9")
	p.do(chromedp.Click("#desk-analyse"))
	a := p.answersOf("desk-analysis")
	var c struct {
		Class, Stability string
		Histories        map[string]int
		StartsUpTo       int `json:"starts_up_to"`
	}
	if err := json.Unmarshal(mex(t, "classify", "imitation:p=2,m=3", "4,9", "--json"), &c); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%s; %s (histories: N %d, P %d; starts up to %d)", c.Class, c.Stability, c.Histories["N"], c.Histories["P"], c.StartsUpTo)
	if a["class"] != want {
		t.Errorf("classification of 4,9: %q; mex classify: %q", a["class"], want)
	}
	p.moveTo("?game=wythoff", "wythoff")
	p.fill("#desk-pos", "3,5")
	p.do(chromedp.Click("#desk-analyse"))
	if a := p.answersOf("desk-analysis"); a["class"] != "" {
		t.Errorf("a game without memory is classified: %q", a["class"])
	}
}

// outcomeOfPage asks /api/outcome of the game the page plays (mexHook.config():
// game, misère, alterations) at the page's start.
func (p *page) outcomeOfPage() (string, string) {
	p.t.Helper()
	start := evalAs[string](p, `document.getElementById("start-pos").value.trim()`)
	ask := url.Values{"game": {evalAs[string](p, `mexHook.config().spec`)}, "pos": {start}}
	for _, kv := range evalAs[[][2]string](p, `mexHook.config().alter`) {
		ask.Add(kv[0], kv[1])
	}
	if evalAs[bool](p, `!!mexHook.config().misere`) {
		ask.Set("misere", "1")
	}
	var o struct{ Outcome string }
	getJSON(p.t, p.url, "/api/outcome?"+ask.Encode(), &o)
	return start, o.Outcome
}

// Presets start where the student can win: the page's default game and
// every preset of the menu (every family's and every sum) start at an
// N-position, and Grundy's game is in the menu (the issue found 4 of 16
// presets, the default among them, starting at a P-position, and no
// Grundy's game).
func TestReachPresetsWinnable(t *testing.T) {
	p := newPage(t, pageOptions{})
	var fams struct {
		Families []struct {
			Name    string
			Presets []struct{ Label, Game, Alter, Start string }
		}
		SumPresets []struct{ Label, Game, Start string } `json:"sum_presets"`
	}
	getJSON(t, p.url, "/api/families", &fams)
	p.open("")
	p.waitFor(`window.mexHook && mexHook.config() && mexHook.config().spec !== "" && document.getElementById("start-pos").value !== ""`)
	if start, o := p.outcomeOfPage(); o != "N" {
		t.Errorf("the default game %s starts at %s, an %s-position; want one the student can win", evalAs[string](p, `mexHook.config().spec`), start, o)
	}
	type preset struct{ family, label, game, alter, start string }
	var all []preset
	grundy := false
	for _, f := range fams.Families {
		for _, pr := range f.Presets {
			all = append(all, preset{f.Name, pr.Label, pr.Game, pr.Alter, pr.Start})
			grundy = grundy || f.Name == "grundy"
		}
	}
	for _, s := range fams.SumPresets {
		all = append(all, preset{"sum", s.Label, s.Game, "", s.Start})
	}
	if !grundy {
		t.Error("Grundy's game has no preset")
	}
	menu := evalAs[[]string](p, `[...document.getElementById("preset").options].map((o) => o.textContent)`)
	for _, pr := range all {
		found := false
		for _, m := range menu {
			found = found || m == pr.label
		}
		if !found {
			t.Errorf("the preset %q (%s) is not in the menu %q", pr.label, pr.family, menu)
			continue
		}
		evalAs[bool](p, fmt.Sprintf(`(() => { const s = document.getElementById("preset"); s.selectedIndex = [...s.options].findIndex(o => o.textContent === %q); return s.dispatchEvent(new Event("change")); })()`, pr.label))
		// the alterations as the page keeps them: "P 3,4; N 0,0" is [["alter-p", "3,4"], ["alter-n", "0,0"]]
		var alter [][2]string
		for _, part := range strings.Split(pr.alter, ";") {
			if f := strings.Fields(part); len(f) == 2 {
				alter = append(alter, [2]string{map[string]string{"P": "alter-p", "N": "alter-n"}[f[0]], f[1]})
			}
		}
		sameAlter, _ := json.Marshal(alter)
		if alter == nil {
			sameAlter = []byte("[]")
		}
		p.waitFor(fmt.Sprintf(`window.mexHook && mexHook.config() && mexHook.config().spec === %q && JSON.stringify([...mexHook.config().alter].sort()) === JSON.stringify(%s.sort()) && document.getElementById("start-pos").value === %q && !["loading", ""].includes(document.body.dataset.view)`, pr.game, sameAlter, pr.start))
		if start, o := p.outcomeOfPage(); o != "N" {
			t.Errorf("the preset %q starts at %s, an %s-position", pr.label, start, o)
		}
	}
	t.Logf("%d presets start at N-positions", len(all))
}

// Every family the issue found without a picture is drawn: take-and-break
// codes in CGSuite's notation and hexadecimal codes as their value
// sequence, Nimble and Hackenbush as the table of two heaps, and the
// desk draws each as mex plot does.
func TestReachEveryFamilyDrawn(t *testing.T) {
	p := newPage(t, pageOptions{})
	for _, tt := range []struct{ game, start, view, kind string }{
		{"takebreak:0.3F", "20", "sequence", "sequence"},
		{"hex:0.3F", "20", "sequence", "sequence"},
		{"nimble", "1,3", "ppos", "grundy"},
		{"hackenbush", "3,5", "ppos", "grundy"},
	} {
		p.open("?game=" + url.QueryEscape(tt.game) + "&start=" + url.QueryEscape(tt.start))
		if v, caption := p.data("view"), p.text("#view-caption"); v != tt.view || strings.Contains(caption, "no picture") {
			t.Errorf("%s: view %q, caption %q; want the %s picture", tt.game, v, caption, tt.view)
		}
		if shown := evalAs[bool](p, `getComputedStyle(document.getElementById("grid")).display !== "none" && document.getElementById("grid").width > 0`); !shown {
			t.Errorf("%s: the picture is not drawn", tt.game)
		}
		p.do(chromedp.Click("#desk-toggle"))
		p.waitFor(fmt.Sprintf(`document.getElementById("desk-game").dataset.game === %q`, tt.game))
		p.fill("#desk-plot-kind", tt.kind)
		p.fill("#desk-plot-size", "20")
		p.fill("#desk-plot-format", "svg")
		if state := p.clickGo("desk-plot-form", "desk-plot-out"); state != "done" {
			t.Errorf("%s: the desk's picture: %s %q", tt.game, state, p.text("#desk-plot-out"))
			continue
		}
		if got, want := p.plotBytes(), string(mex(t, "plot", tt.game, "--kind", tt.kind, "--size", "20", "-o", "f.svg")); got != want {
			t.Errorf("%s: the desk's picture is not mex plot's (%d and %d bytes)", tt.game, len(got), len(want))
		}
	}
}

// A value the lab cannot compute at a 31-digit heap is refused at once
// with the reason (no period known, where the values stop), not after the
// deadline with a 503 asking for a smaller size that was never given.
func TestReachHugeHeapRefused(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game="+url.QueryEscape("octal:0.6"), "octal:0.6")
	p.fill("#desk-pos", "1000000000000000000000000000000")
	p.do(chromedp.Click("#desk-analyse"))
	a := p.answersOf("desk-analysis")
	if v := a["value"]; !strings.HasPrefix(v, "error: ") || !strings.Contains(v, "no period known") || strings.Contains(v, "smaller size") {
		t.Errorf("octal:0.6 at 10^30: the value reads %q; want the refusal with its reason", v)
	}
	for _, f := range p.rec.failed() {
		if strings.HasPrefix(f, "503") {
			t.Errorf("a request passed the deadline: %s", f)
		}
	}
}

// The checks page served twice at once and again: every visitor gets
// every report (a second visitor got 503 while the first run held the
// slot; TestChecksKept holds the slot itself to show the reports kept).
func TestReachChecksTwice(t *testing.T) {
	p := newPage(t, pageOptions{})
	checks, err := theorem.Select("nim")
	if err != nil {
		t.Fatal(err)
	}
	want := len(checks)
	second, cancel := chromedp.NewContext(p.ctx)
	defer cancel()
	q := &page{t: t, ctx: second, url: p.url, rec: p.rec}
	p.do(chromedp.Navigate(p.url + "/checks.html?name=nim"))
	q.do(chromedp.Navigate(p.url + "/checks.html?name=nim"))
	for _, v := range []*page{p, q, p} {
		v.waitFor(`document.body.dataset.state === "done"`)
		if n := evalAs[int](v, `document.querySelectorAll(".report").length`); n != want {
			t.Errorf("%d reports shown; want %d", n, want)
		}
		if v == q { // then the first visitor comes back
			p.do(chromedp.Reload())
		}
	}
	for _, f := range p.rec.failed() {
		t.Errorf("failed request %s", f)
	}
}

// Proof with options: mex prove GAME --states N --box N --numeration S on
// the desk, for a game the description says provable; the verdict and
// statement are the command line's, also when no automaton is found, and
// a game the prover does not take offers no form.
func TestReachProveOptions(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=wythoff", "wythoff")
	for _, opt := range [][3]string{{"16", "64", ""}, {"16", "64", "msd_2"}} {
		p.fill("#desk-prove-states", opt[0])
		p.fill("#desk-prove-box", opt[1])
		p.fill("#desk-prove-numeration", opt[2])
		p.do(chromedp.Click("#desk-prove-form-go"))
		a := p.answersOf("desk-prove-out")
		args := []string{"prove", "wythoff", "--states", opt[0], "--box", opt[1]}
		if opt[2] != "" {
			args = append(args, "--numeration", opt[2])
		}
		var r struct {
			Proved     bool
			Statement  string
			States     int
			Numeration *string
		}
		if err := json.Unmarshal(mex(t, append(args, "--json")...), &r); err != nil {
			t.Fatal(err)
		}
		verdict := map[bool]string{true: "proved", false: "not proved"}[r.Proved]
		if a["verdict"] != verdict || a["statement"] != r.Statement || a["cli"] != "mex "+strings.Join(args, " ") {
			t.Errorf("mex %s: the desk says %q; want %s, %q", strings.Join(args, " "), a, verdict, r.Statement)
		}
		if r.Numeration != nil && !strings.HasPrefix(a["automaton"], fmt.Sprintf("%d states in %s", r.States, *r.Numeration)) {
			t.Errorf("mex %s: the automaton reads %q; want %d states in %s", strings.Join(args, " "), a["automaton"], r.States, *r.Numeration)
		}
	}
	p.moveTo("?game=kayles", "kayles")
	if evalAs[bool](p, `document.getElementById("desk-prove-form").offsetParent !== null || document.getElementById("desk-prove-none").offsetParent === null`) {
		t.Error("kayles, which the prover does not take, is offered a proof")
	}
}

// mex stats to any N the lab takes (the value table stops at 20000
// heaps): octal:0.6 to 2^18 as the command line counts it, a size beyond
// the cap is the API's error, and a game of two piles offers no form.
func TestReachStats(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game="+url.QueryEscape("octal:0.6"), "octal:0.6")
	p.fill("#desk-stats-upto", "2^18")
	p.do(chromedp.Click("#desk-stats-form-go"))
	a := p.answersOf("desk-stats-out")
	var r struct {
		Stats struct {
			Values, Mask, Largest int
			RareCount             int `json:"rare_count"`
			LastRare              int `json:"last_rare"`
			LargestAt             int `json:"largest_at"`
		}
	}
	if err := json.Unmarshal(mex(t, "stats", "octal:0.6", "--upto", "2^18", "--threads", "1", "--json"), &r); err != nil {
		t.Fatal(err)
	}
	st := r.Stats
	if !strings.HasPrefix(a["rare"], fmt.Sprintf("%d of %d (mask %d", st.RareCount, st.Values, st.Mask)) || !strings.HasSuffix(a["rare"], fmt.Sprintf("n = %d", st.LastRare)) {
		t.Errorf("rare values %q; mex stats: %d of %d, mask %d, last %d", a["rare"], st.RareCount, st.Values, st.Mask, st.LastRare)
	}
	if a["largest"] != fmt.Sprintf("%d at n = %d", st.Largest, st.LargestAt) {
		t.Errorf("largest %q; mex stats: %d at %d", a["largest"], st.Largest, st.LargestAt)
	}
	if total := evalAs[int](p, `[...document.querySelectorAll("#desk-stats-out td")].reduce((s, c) => s + Number(c.textContent), 0)`); total != st.Values {
		t.Errorf("the frequencies add up to %d; want %d", total, st.Values)
	}
	p.fill("#desk-stats-upto", "2^21")
	p.do(chromedp.Click("#desk-stats-form-go"))
	if a := p.answersOf("desk-stats-out"); !strings.HasPrefix(a["rare"], "error: ") || !strings.Contains(a["rare"], "at most") {
		t.Errorf("stats to 2^21: %q; want the API's error naming the cap", a["rare"])
	}
	p.moveTo("?game=wythoff", "wythoff")
	if evalAs[bool](p, `document.getElementById("desk-stats-form").offsetParent !== null || document.getElementById("desk-stats-none").offsetParent === null`) {
		t.Error("wythoff, a game of two piles, is offered sequence statistics")
	}
}

// A period search that finds none is said so, with how far it looked and
// the command that looks further: octal:0.6 (open since Guy and Smith)
// was shown as "Period 0, preperiod 0: G(n + 0) = G(n)".
func TestReachNoPeriodSaid(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game="+url.QueryEscape("octal:0.6"), "octal:0.6")
	p.fill("#desk-upto", "100")
	p.do(chromedp.Click("#desk-table-show"))
	p.waitFor(`document.getElementById("desk-table").dataset.state === "done"`)
	var r struct {
		Period    int
		Checked   int
		StoppedBy string `json:"stopped_by"`
	}
	getJSON(t, p.url, "/api/period?game=octal:0.6", &r)
	said := p.text("#desk-period")
	want := fmt.Sprintf("No period: none found in G(0..%d), stopped by %s; mex period", r.Checked-1, r.StoppedBy)
	if r.Period != 0 || !strings.HasPrefix(said, want) {
		t.Errorf("the period of octal:0.6 reads %q; want %q… (the API: %+v)", said, want, r)
	}
	if rows := evalAs[int](p, `document.querySelectorAll("#desk-table tr.desk-period-start").length`); rows != 0 {
		t.Errorf("%d rows are marked as the start of a period that was not found", rows)
	}
}
