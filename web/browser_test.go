package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/theorem"
	"github.com/mex-cgt/mex/web"
)

// The browser tests drive the page in headless Chromium, as a student
// and a researcher would: by mouse, by touch and by keyboard alone. They
// skip when no Chromium is found, except in CI (CI=true), which installs it.
//
// With MEX_LAB=static the same tests drive the static site instead (mex
// site, web/site.go): built once per test binary into a temporary
// directory and served by a plain file server, its API answered in the
// browser by the library compiled to WebAssembly. The recorder then reads
// the requests the page itself records (the "mex-request" events of
// js/transport.js). Tests that stand a wrapper between the page and the
// server (pageOptions.wrap) skip: the static site has no server.

// staticLab reports whether the browser tests drive the static site.
func staticLab() bool { return os.Getenv("MEX_LAB") == "static" }

// site is the static site of this test binary, built at its first use.
var site struct {
	once   sync.Once
	dir    string
	report web.SiteReport
	err    error
}

// staticSite returns the directory of the static site, building it once.
func staticSite(t *testing.T) string {
	t.Helper()
	site.once.Do(func() {
		if site.dir, site.err = os.MkdirTemp("", "mex-site-test-"); site.err != nil {
			return
		}
		site.report, site.err = web.WriteSite(context.Background(), site.dir, web.SiteOptions{Force: true})
	})
	if site.err != nil {
		t.Fatalf("building the static site: %v", site.err)
	}
	return site.dir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if site.dir != "" {
		os.RemoveAll(site.dir)
	}
	os.Exit(code)
}

// staticServer serves the static site's files. The page asks its API of
// the workers, never of the network: an API request from the browser is
// refused 404 and recorded, so that the tests' check of failed requests
// sees it. The tests' own requests (Go's HTTP client, as wantMove and
// p.fetch make) are answered by a server of the lab, as their oracle.
func staticServer(dir string, rec *recorder) http.Handler {
	files := http.FileServer(http.Dir(dir))
	oracle := web.NewSite().Handler() // the site's limits, as the page's workers have them
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			files.ServeHTTP(w, r)
			return
		}
		if strings.Contains(r.UserAgent(), "Chrome") {
			rec.add("network: "+r.URL.RequestURI(), http.StatusNotFound)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprintln(w, `{"error":"the static site has no API on the network"}`)
			return
		}
		oracle.ServeHTTP(w, r)
	})
}

// recordPage fills rec with the API requests the page records: each
// "mex-request" event of the transport is passed to a binding, whose calls
// come in order with the tab's other events.
func recordPage(p *page) {
	p.t.Helper()
	const binding = "mexRecorded"
	if err := chromedp.Listen(p.ctx, func(ev any) {
		e, ok := ev.(*runtime.EventBindingCalled)
		if !ok || e.Name != binding {
			return
		}
		var r struct {
			Path   string `json:"path"`
			Status int    `json:"status"`
		}
		if json.Unmarshal([]byte(e.Payload), &r) == nil {
			p.rec.add(r.Path, r.Status)
		}
	}); err != nil {
		p.t.Fatal(err)
	}
	p.do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, runtime.AddBinding, runtime.AddBindingParams{Name: binding}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
			Source: `addEventListener("mex-request", (e) => { if (window.` + binding + `) window.` + binding + `(JSON.stringify(e.detail)); });`,
		})
		return err
	}))
}

// recorder remembers the API requests the page made, with their status.
type recorder struct {
	mu       sync.Mutex
	requests []string
	statuses []int
}

func (r *recorder) add(uri string, status int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.requests = append(r.requests, uri)
	r.statuses = append(r.statuses, status)
}

func (r *recorder) failed() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for i, s := range r.statuses {
		if s >= 400 {
			out = append(out, fmt.Sprintf("%d %s", s, r.requests[i]))
		}
	}
	return out
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) { w.status = code; w.ResponseWriter.WriteHeader(code) }
func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// lab is one page in a fresh headless Chromium over a fresh server.
type page struct {
	t   *testing.T
	ctx context.Context
	url string
	rec *recorder
	// stopServer ends the server of the page, as if the network had gone.
	stopServer func()
}

type pageOptions struct {
	width, height int64
	mobile        bool
	// wrap, when set, stands between the page and the server (to delay or
	// fail requests).
	wrap func(http.Handler) http.Handler
}

func chromium(t *testing.T) string {
	t.Helper()
	path := os.Getenv("MEX_CHROME")
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path != "" {
			break
		}
		path, _ = exec.LookPath(name)
	}
	if path == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no Chromium found (install Debian's chromium); browser tests are required in CI")
		}
		t.Skip("no Chromium found; set MEX_CHROME or install chromium")
	}
	return path
}

func newPage(t *testing.T, o pageOptions) *page {
	t.Helper()
	path := chromium(t)
	if o.width == 0 {
		o.width, o.height = 1300, 1000
	}
	rec := &recorder{}
	var h http.Handler
	if staticLab() {
		if o.wrap != nil {
			t.Skip("MEX_LAB=static: the static site has no server to stand between it and the page (pageOptions.wrap delays or fails the server's answers)")
		}
		h = staticServer(staticSite(t), rec)
	} else {
		h = web.New().Handler()
		if o.wrap != nil {
			h = o.wrap(h)
		}
		inner := h
		h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			sw := &statusWriter{ResponseWriter: w, status: 200}
			inner.ServeHTTP(sw, r)
			if strings.HasPrefix(r.URL.Path, "/api/") {
				status := sw.status
				if r.Context().Err() != nil {
					status = 0 // the page left it (aborted): as the page's transport records it
				}
				rec.add(r.URL.RequestURI(), status)
			}
		})
	}
	server := httptest.NewServer(h)
	t.Cleanup(server.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(int(o.width), int(o.height)),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 120*time.Second)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	p := &page{t: t, ctx: ctx, url: server.URL, rec: rec, stopServer: server.Close}
	if o.mobile {
		p.do(chromedp.EmulateViewport(o.width, o.height, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	} else {
		p.do(chromedp.EmulateViewport(o.width, o.height))
	}
	if staticLab() {
		recordPage(p)
	}
	return p
}

func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

// open loads the page at a query string and waits until its view is drawn.
func (p *page) open(query string) {
	p.t.Helper()
	p.do(chromedp.Navigate(p.url + "/" + query))
	p.waitFor(`document.body.dataset.view && !["loading", ""].includes(document.body.dataset.view)`)
}

// waitFor waits until expr is true: up to 20 s, or 40 s in the static
// site, whose computations queue in one heavy worker where the server
// runs four at once.
func (p *page) waitFor(expr string) {
	p.t.Helper()
	wait := 20 * time.Second
	if staticLab() {
		wait = 40 * time.Second
	}
	deadline := time.Now().Add(wait)
	for {
		ok, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](expr))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("timed out waiting for %s (last error %v); status %q, view %q, errors %q %q", expr, err, p.text("#status"), p.data("view"), p.text("#spec-error"), p.text("#view-error"))
		}
		time.Sleep(40 * time.Millisecond)
	}
}

func evalAs[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

func (p *page) text(sel string) string {
	v, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel)))
	return v
}

func (p *page) data(name string) string {
	p.t.Helper()
	return evalAs[string](p, `document.body.dataset.`+name+` || ""`)
}

// key presses keys on the focused element.
func (p *page) key(keys ...string) {
	p.t.Helper()
	for _, k := range keys {
		p.do(chromedp.KeyEvent(k))
	}
}

const settled = `["you", "over", "error", "idle"].includes(document.body.dataset.turn)`

func (p *page) screenshot(name string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil || len(png) < 1000 {
		p.t.Fatalf("screenshot: %v (%d bytes)", err, len(png))
	}
	dir := os.Getenv("MEX_SCREENSHOTS")
	if dir == "" {
		dir = p.t.TempDir()
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot: %s", file)
}

// startByKeyboard fills the start, picks who moves first and presses Start,
// all from the keyboard.
func (p *page) startByKeyboard(pos string, computerFirst bool) {
	p.t.Helper()
	evalAs[bool](p, `(document.getElementById("start-pos").value = "") === ""`)
	p.do(chromedp.Focus("#start-pos"), chromedp.KeyEvent(pos))
	radio := "#first"
	if computerFirst {
		radio = "#second"
	}
	p.do(chromedp.Focus(radio), chromedp.KeyEvent(" "))
	p.do(chromedp.Focus("#start"), chromedp.KeyEvent(kb.Enter))
	p.waitFor(settled + ` && document.body.dataset.turn !== "idle"`)
}

// moves lists the enabled move buttons: their target and coordinates.
type move struct {
	To        string
	At        []int
	Imitation bool
}

func (p *page) moves() []move {
	p.t.Helper()
	return evalAs[[]move](p, `[...document.querySelectorAll("#moves button[data-to]:not(:disabled)")].map(b => ({To: b.dataset.to, At: (b.dataset.at || "").split(",").filter(s => s !== "").map(Number), Imitation: b.classList.contains("imitation")}))`)
}

func (p *page) clickMove(to string) {
	p.t.Helper()
	p.do(chromedp.Click(fmt.Sprintf(`#moves button[data-to=%q]`, to)))
	p.waitFor(settled)
}

// playMiddle plays the middle one of the listed moves k times, and
// returns the positions it moved from.
func (p *page) playMiddle(k int) []string {
	p.t.Helper()
	var from []string
	for range k {
		from = append(from, p.data("position"))
		p.playMiddleOnce()
	}
	return from
}

// playMiddleOnce plays the middle one of the listed moves.
func (p *page) playMiddleOnce() {
	p.t.Helper()
	ms := p.moves()
	p.clickMove(ms[len(ms)/2].To)
}

func isP(x, y int) bool { return wythoff.IsP(big.NewInt(int64(x)), big.NewInt(int64(y))) }

func (p *page) ints(name string) []int {
	var a, b int
	fmt.Sscanf(p.data(name), "%d,%d", &a, &b)
	return []int{a, b}
}

// steer moves the board's keyboard cursor to (x, y) with the arrow keys
// (queen: x across, y up; tokens: pile across, tokens left up) and plays.
func (p *page) steer(x, y int) {
	p.t.Helper()
	p.do(chromedp.Focus("#board"))
	c := p.ints("cursor")
	for ; c[0] < x; c[0]++ {
		p.key(kb.ArrowRight)
	}
	for ; c[0] > x; c[0]-- {
		p.key(kb.ArrowLeft)
	}
	for ; c[1] < y; c[1]++ {
		p.key(kb.ArrowUp)
	}
	for ; c[1] > y; c[1]-- {
		p.key(kb.ArrowDown)
	}
	if got := p.ints("cursor"); got[0] != x || got[1] != y {
		p.t.Fatalf("the cursor is at %v; want (%d,%d)", got, x, y)
	}
	p.key(kb.Enter)
	p.waitFor(settled)
}

// Corner the Queen from (3,5), the human moving second, by keyboard alone.
// First the human plays badly: the computer must answer every move with a
// P-position and win. Then the human plays the winning moves and must win.
func TestBrowserWythoffByKeyboard(t *testing.T) {
	p := newPage(t, pageOptions{})
	for _, perfect := range []bool{false, true} {
		p.open("?game=wythoff")
		p.startByKeyboard("3,5", true)
		for moves := 0; p.data("turn") == "you"; moves++ {
			q := p.ints("position")
			if moves > 0 && !perfect && !isP(q[0], q[1]) {
				t.Fatalf("the computer answered with %v, not a P-position", q)
			}
			var pick []int
			for _, m := range p.moves() {
				good := isP(m.At[0], m.At[1])
				if good == perfect && (pick == nil || !perfect) {
					pick = m.At
				}
			}
			if pick == nil {
				pick = p.moves()[0].At
			}
			p.steer(pick[0], pick[1])
		}
		want := map[bool]string{false: "computer", true: "you"}[perfect]
		if got := p.data("winner"); got != want {
			t.Fatalf("perfect=%v: winner %q; want %q (status %q)", perfect, got, want, p.text("#status"))
		}
		if live := evalAs[string](p, `document.getElementById("status").getAttribute("aria-live")`); live != "polite" {
			t.Fatalf("#status aria-live=%q", live)
		}
	}
	if n := evalAs[int](p, `document.querySelectorAll("#board-wrap div, #board-wrap span").length`); n != 0 {
		t.Fatalf("the board has %d DOM cells; want a canvas", n)
	}
}

// (2,1)-Imitation Nim from (2,2) with the computer moving first (Larsson
// 2009, Example 2), by keyboard alone: the human keeps imitating, the
// computer's every move leads to a P-state, the second imitation the human
// would need is shown forbidden, and the computer wins.
func TestBrowserImitationByKeyboard(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=imitation:p=2,m=1")
	p.startByKeyboard("2,2", true)
	l := &service.Service{}
	sawForbidden := false
	for p.data("turn") == "you" {
		record := p.data("record")
		if o, err := l.Outcome(parsed(t, "imitation:p=2,m=1"), record); err != nil || o.Outcome != "P" {
			t.Fatalf("the computer moved to %s, which is %v (%v); want a P-state", record, o.Outcome, err)
		}
		if p.data("forbidden") != "0" {
			sawForbidden = true
		}
		ms := p.moves()
		pick := ms[0]
		for _, m := range ms {
			if m.Imitation {
				pick = m
			}
		}
		// the pile that changes, and the tokens left in it
		piles := p.ints("position")
		pile := 0
		if pick.At[1] != piles[1] {
			pile = 1
		}
		p.steer(pile, pick.At[pile])
	}
	if p.data("forbidden") != "0" {
		sawForbidden = true
	}
	if got := p.data("winner"); got != "computer" {
		t.Fatalf("winner %q; want the computer", got)
	}
	if !sawForbidden {
		t.Fatal("the imitation rule never showed a forbidden token")
	}
	if record := p.data("record"); !strings.HasPrefix(record, "2,2/") {
		t.Fatalf("record %q", record)
	}
}

// Misère Wythoff as an alteration (Sleator, Hu and Tsin 2024: declare
// (0,1) and (1,0) P and (0,0) N). From (1,1): moving to (0,0) hands the
// computer a declared N-position, so the computer wins; moving to (0,1)
// hands it a declared P-position, so the human wins. The page must take
// the end and the winner from the API, not from "no moves left".
func TestBrowserMisereWythoff(t *testing.T) {
	p := newPage(t, pageOptions{})
	for _, tt := range []struct{ to, winner string }{{"0,0", "computer"}, {"0,1", "you"}} {
		p.open("?game=wythoff&alter-p=0,1&alter-p=1,0&alter-n=0,0&start=1,1")
		p.do(chromedp.Click("#first"), chromedp.Click("#start"))
		p.waitFor(settled + ` && document.body.dataset.turn !== "idle"`)
		p.clickMove(tt.to)
		p.waitFor(`document.body.dataset.turn === "over"`)
		if got := p.data("winner"); got != tt.winner {
			t.Errorf("misère Wythoff, (1,1) -> (%s): winner %q; want %q (status %q)", tt.to, got, tt.winner, p.text("#status"))
		}
	}
}

// delayed holds back /api/reply so that the page can be changed while the
// computer thinks.
func delayed(d time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/api/reply" {
				time.Sleep(d)
			}
			next.ServeHTTP(w, r)
		})
	}
}

// Switching the game while the computer thinks discards the old game: its
// late answer is dropped, and no Wythoff position is ever sent as a
// Kayles position.
func TestBrowserSwitchGameMidPlay(t *testing.T) {
	p := newPage(t, pageOptions{wrap: delayed(800 * time.Millisecond)})
	p.open("?game=wythoff&start=3,5")
	p.do(chromedp.Click("#start"))
	p.waitFor(settled + ` && document.body.dataset.turn === "you"`)
	p.do(chromedp.Click(`#moves button[data-to="2,5"]`))
	p.waitFor(`document.body.dataset.turn === "computer"`)
	// choose Kayles from the menu while the reply is on its way
	evalAs[bool](p, `(() => { const s = document.getElementById("preset"); s.selectedIndex = [...s.options].findIndex(o => o.textContent === "Kayles"); s.dispatchEvent(new Event("change")); return true; })()`)
	time.Sleep(1200 * time.Millisecond)
	if turn := p.data("turn"); turn != "idle" {
		t.Fatalf("after switching to Kayles the old game is still live: turn %q, status %q", turn, p.text("#status"))
	}
	if n := evalAs[int](p, `document.querySelectorAll("#moves button").length`); n != 0 {
		t.Fatalf("%d move buttons of the old game are left", n)
	}
	if !strings.Contains(p.text("#status"), "put away") {
		t.Fatalf("status %q does not say the old game was put away", p.text("#status"))
	}
	// a new game of Kayles plays normally
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	if got := p.data("position"); got != "9" {
		t.Fatalf("Kayles started at %q; want 9", got)
	}
	for _, uri := range p.rec.requests {
		if strings.Contains(uri, "game=kayles") && strings.Contains(uri, "pos=") && strings.Contains(uri, "%2C") {
			t.Fatalf("a pair was sent as a Kayles position: %s", uri)
		}
	}
	// unknown specs say so instead of showing a blank panel
	for _, q := range []string{"?game=bogus", "?game=foo"} {
		p.do(chromedp.Navigate(p.url + "/" + q))
		p.waitFor(`document.getElementById("spec-error").textContent !== ""`)
		if msg := p.text("#spec-error"); !strings.Contains(msg, "error") {
			t.Fatalf("%s: spec error %q", q, msg)
		}
	}
	p.do(chromedp.Navigate(p.url + "/?game=octal:0.6"))
	p.waitFor(`document.body.dataset.view === "sequence"`)
	if got := evalAs[string](p, `document.getElementById("preset").selectedOptions[0].textContent`); got != "octal:0.6" {
		t.Fatalf("?game=octal:0.6 leaves the menu on %q", got)
	}
}

// failing answers 503 to the next request of a path while armed.
type failing struct {
	mu    sync.Mutex
	paths map[string]bool
}

func (f *failing) arm(path string) { f.mu.Lock(); f.paths[path] = true; f.mu.Unlock() }

func (f *failing) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		fail := f.paths[r.URL.Path]
		delete(f.paths, r.URL.Path)
		f.mu.Unlock()
		if fail {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintln(w, `{"error":"the lab is busy with other computations; try again in a moment"}`)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// A 503 during the computer's move or the human's is shown in the page,
// leaves the game playable, and Retry goes on; no promise rejection is
// left uncaught.
func TestBrowserAPIErrorThenRetry(t *testing.T) {
	f := &failing{paths: map[string]bool{}}
	p := newPage(t, pageOptions{wrap: f.wrap})
	p.open("?game=wythoff&start=3,5")
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)

	f.arm("/api/reply")
	p.clickMove("2,5")
	if turn := p.data("turn"); turn != "error" {
		t.Fatalf("after a failed reply the turn is %q; want error", turn)
	}
	if msg := p.text("#status"); !strings.Contains(msg, "busy") {
		t.Fatalf("status %q does not show the API's error", msg)
	}
	p.do(chromedp.Click("#retry"))
	p.waitFor(settled + ` && document.body.dataset.turn !== "error"`)
	if turn := p.data("turn"); turn != "you" {
		t.Fatalf("after Retry the turn is %q (status %q)", turn, p.text("#status"))
	}
	q := p.ints("position")
	if !isP(q[0], q[1]) {
		t.Fatalf("after Retry the computer moved to %v, not a P-position", q)
	}

	before := p.data("position")
	ms := p.moves()
	f.arm("/api/play")
	p.clickMove(ms[0].To)
	if turn, pos := p.data("turn"), p.data("position"); turn != "you" || pos != before {
		t.Fatalf("after a failed move: turn %q at %q; want your move still at %q", turn, pos, before)
	}
	if n := len(p.moves()); n == 0 {
		t.Fatal("no move is playable after the error")
	}
	p.do(chromedp.Click("#retry"))
	p.waitFor(settled + ` && document.body.dataset.position !== "` + before + `"`)
	if r := p.data("rejections"); r != "" {
		t.Fatalf("%s unhandled promise rejection(s)", r)
	}
}

// A link reproduces the page: game, view, zoom and position; the back
// button walks back through the moves; Undo and Redo take back and replay.
func TestBrowserPermalinkHistoryUndo(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&start=9,14")
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	visited := p.playMiddle(2)
	now := p.data("position")
	p.do(chromedp.NavigateBack())
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q`, visited[1]))
	p.do(chromedp.NavigateBack())
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q`, visited[0]))
	p.do(chromedp.NavigateForward(), chromedp.NavigateForward())
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q && document.body.dataset.turn === "you"`, now))
	p.do(chromedp.SetValue("#view-kind", "grundy"))
	evalAs[bool](p, `document.getElementById("view-kind").dispatchEvent(new Event("change"))`)
	p.waitFor(`document.body.dataset.view === "grundy"`)
	p.do(chromedp.Click("#zoom-out"))
	p.waitFor(`document.body.dataset.view === "grundy" && document.body.dataset.window === "0,0,30"`)
	p.do(chromedp.Click("#pan-right"))
	p.waitFor(`document.body.dataset.window === "8,0,30"`)
	link := evalAs[string](p, `location.href`)
	position, record := p.data("position"), p.data("record")
	picture := evalAs[string](p, `document.getElementById("grid").toDataURL()`)
	for _, want := range []string{"game=wythoff", "view=grundy", "size=30", "x0=8", "pos="} {
		if !strings.Contains(link, want) {
			t.Fatalf("the link %s lacks %s", link, want)
		}
	}

	// the same link in a fresh load
	p.do(chromedp.Navigate("about:blank"), chromedp.Navigate(link))
	p.waitFor(`document.body.dataset.view === "grundy" && document.body.dataset.turn === "you"`)
	if got := p.data("position"); got != position || p.data("record") != record {
		t.Fatalf("reloaded at %q; want %q", got, position)
	}
	if got := p.data("window"); got != "8,0,30" {
		t.Fatalf("reloaded window %q; want 8,0,30", got)
	}
	p.waitFor(fmt.Sprintf(`document.getElementById("grid").toDataURL() === %q`, picture))

	// Undo and Redo in the first session's history are gone with the reload;
	// play one more move, then walk back with the browser.
	ms := p.moves()
	p.clickMove(ms[0].To)
	after := p.data("position")
	p.do(chromedp.Click("#undo"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	if got := p.data("position"); got != position {
		t.Fatalf("Undo went to %q; want %q", got, position)
	}
	p.do(chromedp.Click("#redo"))
	if got := p.data("position"); got != after {
		t.Fatalf("Redo went to %q; want %q", got, after)
	}
	p.do(chromedp.NavigateBack())
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q`, position))
	p.do(chromedp.NavigateBack())
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q`, after))
}

// At 390x844 and 360x740 nothing is wider than the screen, Play is in
// the first screenful, and a game can be played by touch.
func TestBrowserPhone(t *testing.T) {
	for _, size := range [][2]int64{{390, 844}, {360, 740}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			p := newPage(t, pageOptions{width: size[0], height: size[1], mobile: true})
			p.open("?game=wythoff&start=3,5")
			check := func(when string) {
				t.Helper()
				sw, iw := evalAs[int](p, `document.documentElement.scrollWidth`), evalAs[int](p, `window.innerWidth`)
				if sw > iw {
					t.Fatalf("%s: the page is %d px wide on a %d px screen", when, sw, iw)
				}
			}
			check("on load")
			bottom := evalAs[float64](p, `document.getElementById("start").getBoundingClientRect().bottom`)
			if bottom > float64(size[1]) {
				t.Fatalf("the Start button ends at %.0f px, below the first screen of %d px", bottom, size[1])
			}
			p.do(chromedp.Tap("#start"))
			p.waitFor(`document.body.dataset.turn === "you"`)
			check("in play")
			// tap a legal square of the board: (2,5), the queen moving left
			p.do(chromedp.ScrollIntoView("#board"))
			xy := evalAs[[]float64](p, `(() => { const c = document.getElementById("board"), r = c.getBoundingClientRect(), side = 6, cs = (r.width - 18) / side; return [r.left + 18 + 2.5*cs, r.top + (side-1-5+0.5)*cs]; })()`)
			p.do(chromedp.TapXY(xy[0], xy[1]))
			p.waitFor(settled + ` && document.body.dataset.position !== "3,5"`)
			if pos := p.ints("position"); !isP(pos[0], pos[1]) && p.data("turn") == "you" {
				t.Fatalf("after the tap the computer left %v", pos)
			}
			check("after a move")
			// a tap on the picture reads a cell: (3,5)
			p.do(chromedp.ScrollIntoView("#grid"))
			xy = evalAs[[]float64](p, `(() => { const c = document.getElementById("grid"), r = c.getBoundingClientRect(), n = 21, cs = (r.width - 56) / n; return [r.left + 46 + 3.5*cs, r.top + 10 + (n-1-5+0.5)*cs]; })()`)
			p.do(chromedp.TapXY(xy[0], xy[1]))
			p.waitFor(`document.getElementById("cell-info").dataset.cell === "3,5"`)
			if info := p.text("#cell-info"); !strings.Contains(info, "(3,5): P") {
				t.Fatalf("a tap on (3,5) reads %q", info)
			}
			if size[0] == 390 {
				p.screenshot("lab-phone.png")
			}
		})
	}
}

// The explorer: a heatmap with a legend where values exist, outcomes and
// no failed requests where they do not, periods and rare values of one-heap
// games, the offset of an altered game, and a cell read by hover.
func TestBrowserExplorer(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff:p=2,m=1")
	if opts := evalAs[string](p, `[...document.getElementById("view-kind").options].map(o => o.value).join(",")`); opts != "ppos" {
		t.Fatalf("(2,1)-Wythoff offers the views %q; want only ppos", opts)
	}
	if facts := p.text("#facts"); !strings.Contains(facts, "not defined") {
		t.Fatalf("facts %q do not say why there are no values", facts)
	}
	hover := func(x, y int) string {
		p.t.Helper()
		return evalAs[string](p, fmt.Sprintf(`(() => {
			const c = document.getElementById("grid"), r = c.getBoundingClientRect(), n = +document.body.dataset.window.split(",")[2] + 1;
			const side = r.width - 46 - 10, cs = side / n;
			c.dispatchEvent(new PointerEvent("pointermove", {clientX: r.left + 46 + (%d + 0.5) * cs, clientY: r.top + 10 + (n - 1 - %d + 0.5) * cs, pointerType: "mouse", bubbles: true}));
			return document.getElementById("cell-info").textContent; })()`, x, y))
	}
	l := &service.Service{}
	for y := 0; y <= 20; y++ { // the P-position (2,y) by the rules, read on the page
		if o, err := l.Outcome(parsed(t, "wythoff:p=2,m=1"), fmt.Sprintf("2,%d", y)); err == nil && o.Outcome == "P" {
			if tip := hover(2, y); !strings.Contains(tip, fmt.Sprintf("(2,%d): P", y)) {
				t.Fatalf("hover on (2,%d) of (2,1)-Wythoff: %q; want P", y, tip)
			}
			break
		}
	}

	p.open("?game=wythoff&view=grundy")
	if tip := hover(3, 5); !strings.Contains(tip, "(3,5): P") || !strings.Contains(tip, "G = 0") {
		t.Fatalf("hover on (3,5): %q; want P with G = 0", tip)
	}
	if tip := hover(8, 5); !strings.Contains(tip, "G = 2") { // Duchêne et al. 2010 print 1; the rules give 2
		t.Fatalf("hover on (8,5): %q; want G = 2", tip)
	}
	if max := evalAs[string](p, `document.querySelector("#legend [data-max]").dataset.max`); max == "" {
		t.Fatal("the heatmap has no legend")
	}
	// the picture of the README: a game in play beside the heatmap
	p.open("?game=wythoff&view=grundy&size=22&start=10,15")
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.clickMove("10,9")
	hover(4, 7)
	p.waitFor(`document.querySelector("#cell-info .winning") !== null`)
	p.screenshot("lab-desktop.png")

	p.open("?game=kayles&size=200")
	if got := evalAs[string](p, `document.querySelector("#facts [data-period]").dataset.period`); got != "71,12" {
		t.Fatalf("Kayles period %q; want preperiod 71, period 12 (Guy and Smith)", got)
	}
	p.open("?game=octal:0.6&size=300")
	if n := evalAs[string](p, `(document.querySelector("#facts [data-rare]") || {dataset: {}}).dataset.rare || ""`); n == "" || n == "0" {
		t.Fatalf("octal:0.6 marks %q rare values in G(0..300)", n)
	}
	p.open("?game=wythoff&alter-p=3,4&view=offset&size=60")
	if facts := p.text("#facts"); !strings.Contains(facts, "Offset (1,1)") {
		t.Fatalf("offset facts %q; want (1,1) (Sleator, Hu and Tsin 2024)", facts)
	}
	// zoom out to the server's cap
	p.open("?game=wythoff&size=1500")
	p.do(chromedp.Click("#zoom-out"))
	p.waitFor(`document.body.dataset.window === "0,0,2000"`)
	if failed := p.rec.failed(); len(failed) > 0 {
		t.Fatalf("failed requests: %v", failed)
	}
}

// A start of (1000,1600) does not freeze the page: no board of a million
// squares, the moves in a menu, and play goes on.
func TestBrowserLargeStart(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&start=1000,1600")
	began := time.Now()
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	if d := time.Since(began); d > 10*time.Second {
		t.Fatalf("starting at (1000,1600) took %v", d)
	}
	if hidden := evalAs[bool](p, `document.getElementById("board").hidden`); !hidden {
		t.Fatal("a 1601-square board was drawn")
	}
	if n := evalAs[int](p, `document.querySelectorAll("#move-menu option").length`); n != 1000+1600+1000 {
		t.Fatalf("the move menu has %d moves; want 3600", n)
	}
	// move the queen down to (1000,0) with the menu; the computer takes her to the corner
	evalAs[bool](p, `(() => { const s = document.getElementById("move-menu"); s.selectedIndex = [...s.options].findIndex(o => o.textContent === "1000,0"); return s.selectedIndex >= 0; })()`)
	p.do(chromedp.Click("#moves button"))
	p.waitFor(`document.body.dataset.turn === "over"`)
	if got, winner := p.data("position"), p.data("winner"); got != "0,0" || winner != "computer" {
		t.Fatalf("after (1000,0) the game ended at %q won by %q; want 0,0 by the computer", got, winner)
	}
}

// The checks page shows every report of a group as it streams in.
func TestBrowserChecks(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.do(chromedp.Navigate(p.url + "/checks.html?name=nim"))
	p.waitFor(`document.body.dataset.state === "done"`)
	want, err := theorem.Select("nim")
	if err != nil {
		t.Fatal(err)
	}
	if n := evalAs[int](p, `document.querySelectorAll(".report").length`); n != len(want) {
		t.Fatalf("%d reports shown; want %d", n, len(want))
	}
	if text := p.text(".report"); !strings.Contains(text, "claim:") || !strings.Contains(text, "source:") {
		t.Fatalf("a report reads %q", text)
	}
	// Nim's G = x xor y is proved for all positions: its report says PROVED,
	// in the style of a proof, not of a bounded check.
	proved := evalAs[string](p, `(() => { const r = document.querySelector('.report[data-verdict="proved"]'); return r ? r.textContent + "|" + getComputedStyle(r).borderLeftStyle : ""; })()`)
	if !strings.Contains(proved, "PROVED") || !strings.HasSuffix(proved, "|double") {
		t.Fatalf("the proved report reads %q; want PROVED with a double border", proved)
	}
}

// The picture answers the keyboard (arrows select a cell, Enter plays from
// it), and typed alterations apply without pressing Show.
func TestBrowserExplorerKeysAndTypedAlteration(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff")
	p.do(chromedp.Focus("#grid"))
	p.key(kb.ArrowRight, kb.ArrowRight, kb.ArrowRight)
	p.key(kb.ArrowUp, kb.ArrowUp, kb.ArrowUp, kb.ArrowUp, kb.ArrowUp)
	if cell, info := evalAs[string](p, `document.getElementById("cell-info").dataset.cell`), p.text("#cell-info"); cell != "3,5" || !strings.Contains(info, "(3,5): P") {
		t.Fatalf("after the arrows the cell is %q: %q; want (3,5), a P-position", cell, info)
	}
	p.key(kb.Enter)
	p.waitFor(`document.body.dataset.turn === "you"`)
	if got := p.data("position"); got != "3,5" {
		t.Fatalf("Enter started at %q; want 3,5", got)
	}
	p.do(chromedp.Focus("#alter"), chromedp.KeyEvent("P 3,4"), chromedp.KeyEvent(kb.Tab))
	p.waitFor(`location.search.includes("alter-p=3%2C4")`)
	if opts := evalAs[string](p, `[...document.getElementById("view-kind").options].map(o => o.value).join(",")`); !strings.Contains(opts, "offset") {
		t.Fatalf("after typing the alteration the views are %q; want the offset overlay", opts)
	}
	if turn := p.data("turn"); turn != "idle" {
		t.Fatalf("the game of plain Wythoff is still live after the alteration (turn %q)", turn)
	}
}

// Heaps are played with buttons: Nim from (3,4,5), the human moving first
// and always restoring a nim-sum of 0 (Bouton), wins.
func TestBrowserNimByButtons(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nim&start=3,4,5")
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	for p.data("turn") == "you" {
		pick := ""
		for _, m := range p.moves() {
			sum := 0
			for _, f := range strings.Split(m.To, ",") {
				var v int
				fmt.Sscan(f, &v)
				sum ^= v
			}
			if sum == 0 {
				pick = m.To
			}
		}
		if pick == "" {
			t.Fatalf("no move to nim-sum 0 from %s", p.data("position"))
		}
		p.clickMove(pick)
	}
	if got := p.data("winner"); got != "you" {
		t.Fatalf("winner %q; want you (status %q)", got, p.text("#status"))
	}
}
