package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
	"github.com/mex-cgt/mex/web"
)

// The page knows no family by its name: no family of the grammar appears
// as a string in the page's modules (the menu, the views and the boards
// come from /api/families and /api/describe).
func TestPageNamesNoFamily(t *testing.T) {
	var files []string
	for _, dir := range []string{"static/js", "static/boards", "static/boards/lib"} {
		got, _ := filepath.Glob(filepath.Join(dir, "*.js"))
		files = append(files, got...)
	}
	if len(files) < 10 {
		t.Fatalf("the page's modules: %v", files)
	}
	// words that are families' names and something else too
	other := map[string]string{
		"grundy":    "the API command /api/grundy and the view of Sprague-Grundy values",
		"imitation": "the flag Move.imitation of the API and the class of its buttons",
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), `split(":")`) {
			t.Errorf(`%s reads a family name off a spec (split(":"))`, file)
		}
		for _, f := range spec.Families() {
			if other[f.Name] != "" {
				continue
			}
			re := regexp.MustCompile("[\"'`]" + regexp.QuoteMeta(f.Name) + "([:\"'`]|\\b)")
			if loc := re.FindIndex(src); loc != nil {
				line := strings.Count(string(src[:loc[0]]), "\n") + 1
				t.Errorf("%s:%d names the family %s: %s", file, line, f.Name, src[loc[0]:min(len(src), loc[1]+30)])
			}
		}
	}
}

// The menu is the families' presets and the sums; #about shows the rules
// of the game chosen, of each part of a sum.
func TestBrowserMenuAndRules(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff:p=2,m=3")
	fams := service.Families()
	want := len(fams.SumPresets)
	for _, f := range fams.Families {
		want += len(f.Presets)
	}
	if n := evalAs[int](p, `document.querySelectorAll("#preset option").length`); n != want+1 {
		t.Fatalf("the menu has %d entries; want the %d presets and Custom", n, want)
	}
	var rules string
	for _, f := range spec.Families() {
		if f.Name == "wythoff" {
			rules = f.RulesParagraph()
		}
	}
	if about := p.text("#about"); !strings.Contains(about, rules) {
		t.Fatalf("#about reads %q; want the rules %q", about, rules)
	}
	p.open("?game=" + url.QueryEscape("kayles + dawson"))
	if n := evalAs[int](p, `document.querySelectorAll("#about .part-rules").length`); n != 2 {
		t.Fatalf("a sum of two games shows %d rules of parts; want 2 (%q)", n, p.text("#about"))
	}
	if p.data("view") != "ppos" {
		t.Fatalf("a sum of two one-heap games is drawn as %q; want pairs (ppos)", p.data("view"))
	}
	// with no game in the link, the first preset of the first board
	p.open("")
	if got := evalAs[string](p, `document.getElementById("spec").value`); got != fams.Families[slicesIndexBoard(fams, "queen")].Presets[0].Game {
		t.Fatalf("the page opens on %q", got)
	}
}

func slicesIndexBoard(fams service.FamiliesResult, board string) int {
	for i, f := range fams.Families {
		if string(f.Board) == board && len(f.Presets) > 0 {
			return i
		}
	}
	return -1
}

// Rare values: the page counts, in the window 0..1000 of octal:0.6, as
// many rare values as mex stats counts rare positions there.
func TestBrowserRareValuesMatchStats(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=octal:0.6&size=1000")
	p.waitFor(`document.querySelector("#facts [data-rare]") !== null`)
	if w := p.data("window"); w != "0,0,1000" {
		t.Fatalf("window %q; want 0,0,1000", w)
	}
	page := evalAs[string](p, `document.querySelector("#facts [data-rare]").dataset.rare`)
	r, err := (&service.Service{Limits: web.Limits}).Stats(parsed(t, "octal:0.6"), service.SequenceOptions{Upto: 1000, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Stats.Values != 1001 {
		t.Fatalf("stats to 1000 computed %d values", r.Stats.Values)
	}
	if page != fmt.Sprint(r.Stats.RareCount) {
		t.Fatalf("the page marks %s rare values in G(0..1000); mex stats counts %d rare positions", page, r.Stats.RareCount)
	}
	t.Logf("octal:0.6, G(0..1000): %s rare values on the page, %d by mex stats", page, r.Stats.RareCount)
}

// In (2,3)-Wythoff the human blocks too: from (8,13) the human moves to
// (7,13), whose winning reply (4,10) is a diagonal move, blocks it, and
// the computer must play something else.
func TestBrowserHumanBlocks(t *testing.T) {
	const g = "wythoff:p=2,m=3"
	l := &service.Service{Limits: web.Limits}
	if r, err := l.Reply(parsed(t, g), "7,13", nil); err != nil || r.Move.To != "4,10" {
		t.Fatalf("unblocked, the computer answers (7,13) with %v (%v); the test wants 4,10", r.Move.To, err)
	}
	p := newPage(t, pageOptions{})
	p.open("?game=" + g + "&start=8,13")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.do(chromedp.Click(`#moves button[data-to="7,13"]`))
	p.waitFor(`document.body.dataset.turn === "block"`)
	if n := evalAs[int](p, `document.querySelectorAll("#moves button[data-block]").length`); n == 0 {
		t.Fatal("no blockable move of the computer is offered")
	}
	p.do(chromedp.Click(`#moves button[data-block="4,10"]`))
	if pressed := evalAs[string](p, `document.querySelector('#moves button[data-block="4,10"]').getAttribute("aria-pressed")`); pressed != "true" {
		t.Fatalf("the block of 4,10 is not shown pressed (%q)", pressed)
	}
	p.do(chromedp.Click("#let-computer-move"))
	p.waitFor(settled)
	if got := p.data("position"); got == "4,10" {
		t.Fatalf("the computer played the blocked move 4,10")
	}
	sent := false
	for _, uri := range p.rec.requests {
		if strings.HasPrefix(uri, "/api/reply?") && strings.Contains(uri, "blocked=4%2C10") {
			sent = true
		}
	}
	if !sent {
		t.Fatalf("no reply was asked with the block: %v", p.rec.requests)
	}
	t.Logf("blocked 4,10; the computer moved to %s", p.data("position"))

	// by keyboard: the cursor on a blockable square, Enter blocks it
	p.open("?game=" + g + "&start=8,13")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.do(chromedp.Click(`#moves button[data-to="7,13"]`))
	p.waitFor(`document.body.dataset.turn === "block"`)
	p.do(chromedp.Focus("#board"))
	for c := p.ints("cursor"); c[0] > 4; c[0]-- {
		p.key(kb.ArrowLeft)
	}
	for c := p.ints("cursor"); c[1] > 10; c[1]-- {
		p.key(kb.ArrowDown)
	}
	p.key(kb.Enter)
	if pressed := evalAs[string](p, `document.querySelector('#moves button[data-block="4,10"]').getAttribute("aria-pressed")`); pressed != "true" {
		t.Fatalf("Enter on (4,10) did not block it; board info %q", p.text("#board-info"))
	}
}

// A finished game's link shows the winner the state gives: the human who
// took the last token won, also after a reload (it said "The computer
// wins"), on the queen's board and in a game record.
func TestBrowserReloadFinishedGame(t *testing.T) {
	p := newPage(t, pageOptions{})
	for _, tt := range []struct{ game, start, to string }{
		{"wythoff", "0,3", "0,0"},
		{"imitation", "0,1", "0,1/0,0"},
	} {
		p.open("?game=" + tt.game + "&start=" + tt.start)
		p.do(chromedp.Click("#first"), chromedp.Click("#start"))
		p.waitFor(`document.body.dataset.turn === "you"`)
		p.clickMove(tt.to)
		p.waitFor(`document.body.dataset.turn === "over"`)
		if w := p.data("winner"); w != "you" {
			t.Fatalf("%s: taking the last token, the winner is %q", tt.game, w)
		}
		link := evalAs[string](p, `location.href`)
		p.do(chromedp.Navigate("about:blank"), chromedp.Navigate(link))
		p.waitFor(`document.body.dataset.turn === "over"`)
		if w, status := p.data("winner"), p.text("#status"); w != "you" || !strings.Contains(status, "You win") {
			t.Fatalf("%s: the reloaded link %s shows winner %q: %q", tt.game, link, w, status)
		}
	}
}

// Misère Kayles splits heaps, so the server values heaps up to 48 only:
// the page asks no further, draws the sequence and starts from 9.
func TestBrowserMisereKaylesStarts(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=kayles&misere=1&start=9")
	if v := p.data("view"); v != "sequence" {
		t.Fatalf("view %q (errors %q %q)", v, p.text("#spec-error"), p.text("#view-error"))
	}
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	if got := p.data("position"); got != "9" {
		t.Fatalf("started at %q", got)
	}
	if failed := p.rec.failed(); len(failed) > 0 {
		t.Fatalf("failed requests: %v", failed)
	}
	if w := p.data("window"); w != "0,0,48" {
		t.Fatalf("window %q; want 0,0,48 (misère values to heap 48)", w)
	}
}

// A declared position ends play: Wythoff altered by P(3,4), started at
// (3,4), is over at once and the computer has won (the human, to move at
// a declared P-position, has lost). It used to say "every move loses"
// while moves were listed.
func TestBrowserDeclaredPositionEndsPlay(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&alter-p=3,4&start=3,4")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(settled + ` && document.body.dataset.turn !== "idle"`)
	if turn, w := p.data("turn"), p.data("winner"); turn != "over" || w != "computer" {
		t.Fatalf("at the declared P-position (3,4): turn %q, winner %q, status %q; want over, the computer", turn, w, p.text("#status"))
	}
	if n := evalAs[int](p, `document.querySelectorAll("#moves button").length`); n != 0 {
		t.Fatalf("%d moves are offered where play is over", n)
	}
}

// A check that could not compute is shown as an error with its message,
// not as a bare FAIL.
func TestBrowserChecksShowErrors(t *testing.T) {
	line := func(done int, r map[string]any) string {
		b, _ := json.Marshal(map[string]any{"done": done, "total": 2, "check": r})
		return string(b) + "\n"
	}
	fake := func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/api/checks" {
				next.ServeHTTP(w, r)
				return
			}
			w.Header().Set("Content-Type", "application/x-ndjson")
			fmt.Fprint(w, line(1, map[string]any{"name": "a", "group": "g", "claim": "c", "ok": true, "holds": true, "checked": "x"}))
			fmt.Fprint(w, line(2, map[string]any{"name": "b", "group": "g", "claim": "c", "ok": false, "holds": false, "error": "the solver refused heap 99"}))
		})
	}
	p := newPage(t, pageOptions{wrap: fake})
	p.do(chromedp.Navigate(p.url + "/checks.html?name=nim"))
	p.waitFor(`document.body.dataset.state === "done"`)
	text := p.text(`.report[data-name="b"]`)
	if v := evalAs[string](p, `document.querySelector('.report[data-name="b"]').dataset.verdict`); v != "error" || !strings.Contains(text, "ERROR") || !strings.Contains(text, "the solver refused heap 99") {
		t.Fatalf("the report of a check that could not compute: verdict %q, %q", v, text)
	}
	if strings.Contains(text, "FAIL") {
		t.Fatalf("an error is shown as FAIL: %q", text)
	}
	if s := p.text("#summary"); !strings.Contains(s, "1 could not be computed") {
		t.Fatalf("summary %q", s)
	}
}
