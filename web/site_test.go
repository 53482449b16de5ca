package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/mex-cgt/mex/web"
)

// fakeWasm writes a file that begins as WebAssembly does, and a
// wasm_exec.js beside it, and returns the wasm's path.
func fakeWasm(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	wasm := filepath.Join(dir, "mex.wasm")
	if err := os.WriteFile(wasm, append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("mex "), 1000)...), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), []byte("// the toolchain's glue\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return wasm
}

// A site with a given wasm has every file of the page, the wasm and its
// glue, the worker and the service worker, and site.json listing them; its
// HTML pages say they are the static site, and nothing else differs from
// the page mex serve serves.
func TestWriteSite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "lab")
	wasm := fakeWasm(t)
	rep, err := web.WriteSite(context.Background(), dir, web.SiteOptions{Wasm: wasm})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Built || rep.WasmBytes != 4008 || rep.WasmGzip <= 0 || rep.WasmGzip >= rep.WasmBytes || rep.TooLarge || len(rep.Version) != 16 {
		t.Fatalf("report %+v", rep)
	}
	for _, f := range []string{"index.html", "checks.html", "mex.wasm", "wasm_exec.js", "worker.js", "sw.js", "site.json", "js/transport.js", "js/api.js", "style.css"} {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(f))); err != nil {
			t.Errorf("the site lacks %s: %v", f, err)
		}
	}
	var manifest web.SiteManifest
	b, err := os.ReadFile(filepath.Join(dir, "site.json"))
	if err != nil || json.Unmarshal(b, &manifest) != nil {
		t.Fatalf("site.json: %v %s", err, b)
	}
	if manifest.Version != rep.Version || manifest.WasmBytes != rep.WasmBytes || manifest.WasmGzip != rep.WasmGzip {
		t.Fatalf("site.json %+v; report %+v", manifest, rep)
	}
	listed := map[string]bool{}
	for _, f := range manifest.Files {
		listed[f] = true
	}
	if rep.Files != len(manifest.Files)+2 { // and sw.js, site.json
		t.Errorf("%d files written; site.json lists %d", rep.Files, len(manifest.Files))
	}
	err = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if !listed[rel] && rel != "sw.js" && rel != "site.json" {
			t.Errorf("%s is not in site.json", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// the page is the served page, but for the two lines that mark it
	served := httpGet(t, "/")
	got, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	mark := fmt.Sprintf("\n<meta name=\"mex-lab\" content=\"static\">\n<meta name=\"mex-lab-version\" content=%q>", rep.Version)
	if !bytes.Contains(got, []byte(mark)) || !bytes.Equal(bytes.Replace(got, []byte(mark), nil, 1), served) {
		t.Fatalf("index.html is not the served page with the static mark:\n%.400s", got)
	}
	for _, f := range []string{"js/transport.js", "worker.js", "style.css"} {
		got, _ := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if !bytes.Equal(got, httpGet(t, "/"+f)) {
			t.Errorf("%s differs from the served file", f)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "wasm_exec.js")); string(b) != "// the toolchain's glue\n" {
		t.Errorf("wasm_exec.js is not the one beside --wasm: %q", b)
	}

	// again: refused without --force, written over with it
	_, err = web.WriteSite(context.Background(), dir, web.SiteOptions{Wasm: wasm})
	if se := (*web.SiteError)(nil); !errors.As(err, &se) || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("a site over a site without force: %v", err)
	}
	if _, err := web.WriteSite(context.Background(), dir, web.SiteOptions{Wasm: wasm, Force: true}); err != nil {
		t.Fatalf("with force: %v", err)
	}
}

func httpGet(t *testing.T, path string) []byte {
	t.Helper()
	rec := httptest.NewRecorder()
	web.New().Handler().ServeHTTP(rec, httptest.NewRequest("GET", "http://localhost"+path, nil))
	if rec.Code != 200 {
		t.Fatalf("GET %s: %d", path, rec.Code)
	}
	return rec.Body.Bytes()
}

// Bad requests are errors of the request (SiteError), each one line, and
// leave no site behind.
func TestWriteSiteRefuses(t *testing.T) {
	wasm := fakeWasm(t)
	notWasm := filepath.Join(t.TempDir(), "mex.wasm")
	os.WriteFile(notWasm, []byte("#!/bin/sh\n"), 0o644)
	file := filepath.Join(t.TempDir(), "a-file")
	os.WriteFile(file, []byte("x"), 0o644)
	for _, tt := range []struct {
		dir  string
		o    web.SiteOptions
		want string
	}{
		{"", web.SiteOptions{Wasm: wasm}, "give -o DIR"},
		{file, web.SiteOptions{Wasm: wasm}, "is a file"},
		{filepath.Join(file, "sub"), web.SiteOptions{Wasm: wasm}, "not a directory"},
		{t.TempDir(), web.SiteOptions{Wasm: notWasm}, "not WebAssembly"},
		{t.TempDir(), web.SiteOptions{Wasm: filepath.Join(t.TempDir(), "none.wasm")}, "--wasm"},
		{t.TempDir(), web.SiteOptions{Go: "/nonexistent/go"}, "needs the go command"},
		{t.TempDir(), web.SiteOptions{Source: t.TempDir()}, "--source"},
	} {
		_, err := web.WriteSite(context.Background(), tt.dir, tt.o)
		var se *web.SiteError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("WriteSite(%q, %+v): %v; want one line with %q", tt.dir, tt.o, err, tt.want)
		}
		if tt.dir != "" && tt.dir != file {
			if entries, _ := os.ReadDir(tt.dir); len(entries) > 0 {
				t.Errorf("WriteSite(%q, %+v) left %d files", tt.dir, tt.o, len(entries))
			}
		}
	}
	if os.Geteuid() != 0 { // root writes anywhere
		ro := t.TempDir()
		os.Chmod(ro, 0o555)
		defer os.Chmod(ro, 0o755)
		if _, err := web.WriteSite(context.Background(), ro, web.SiteOptions{Wasm: wasm}); err == nil || !strings.Contains(err.Error(), "cannot write") {
			t.Errorf("an unwritable directory: %v", err)
		}
	}
}

// The real build: mex.wasm from this module's source, within the size the
// static site can load quickly. It is the site the browser tests drive in
// static mode, so it runs with them (the build takes 5 to 60 seconds).
func TestWriteSiteBuildsWasm(t *testing.T) {
	staticOnly(t)
	staticSite(t)
	rep := site.report
	t.Logf("mex.wasm %d bytes, %d gzipped; the site %d files, %d bytes, written in %.1fs", rep.WasmBytes, rep.WasmGzip, rep.Files, rep.Bytes, rep.Seconds)
	if !rep.Built || rep.WasmGzip > web.MaxWasmGzip || rep.TooLarge {
		t.Fatalf("report %+v: want a built mex.wasm of at most %d bytes gzipped", rep, web.MaxWasmGzip)
	}
}

// longComputation is a request that computes for longer than the lab's
// deadline in the browser: the values of 0.04, an octal game with no
// period known whose values the dense engine computes at a cost that
// grows as the square of the heap, to 2^20. It passes the deadline even
// natively (20 s measured on mex serve, quiet machine); a census of the
// two-digit codes to 32768 values, tried first, finished in 18.9 s in the
// browser on a quiet machine and missed it.
const longComputation = "/api/grundy?game=octal:0.04&upto=1048576"

// staticOnly skips a test of the static site unless MEX_LAB=static.
func staticOnly(t *testing.T) {
	t.Helper()
	if !staticLab() {
		t.Skip("a test of the static site: run with MEX_LAB=static")
	}
}

// transportEval runs the body of an async function with the page's
// transport module as t, and returns what it returns.
func transportEval[T any](p *page, body string) T {
	p.t.Helper()
	return awaitAs[T](p, `(async () => { const t = await import("/js/transport.js"); `+body+` })()`)
}

// awaitAs evaluates expr and the promise it returns.
func awaitAs[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("evaluating %.200s: %v", expr, err)
	}
	return v
}

// The static site: a request through the transport is answered by the
// library in the browser, with the server's status, headers and body, and
// is recorded; a stream comes line by line; an unknown route is the
// server's 404.
func TestStaticTransport(t *testing.T) {
	staticOnly(t)
	p := newPage(t, pageOptions{})
	p.do(chromedp.Navigate(p.url + "/"))
	type answer struct {
		Status int
		Type   string
		Body   string
		Mode   string
	}
	ask := func(path string) answer {
		t.Helper()
		return transportEval[answer](p, fmt.Sprintf(`const r = await t.send(%q); return {Status: r.status, Type: r.headers.get("Content-Type") || "", Body: await r.text(), Mode: t.mode};`, path))
	}
	if a := ask("/api/outcome?game=nim&pos=3,4,5"); a.Mode != "static" || a.Status != 200 || a.Type != "application/json" || strings.TrimSpace(a.Body) != `{"outcome":"N"}` {
		t.Fatalf("outcome: %+v", a)
	}
	if a := ask("/api/bogus"); a.Status != 404 || !strings.Contains(a.Body, `no API command \"bogus\"`) {
		t.Fatalf("bogus: %+v", a)
	}
	if a := ask("/api/plot?game=wythoff&size=10&format=svg"); a.Status != 200 || a.Type != "image/svg+xml" || !strings.HasPrefix(a.Body, "<svg") {
		t.Fatalf("plot: %+v", a)
	}
	if a := ask("/api/outcome?game=nim&pos=x"); a.Status != 400 || !strings.Contains(a.Body, `"error"`) {
		t.Fatalf("a bad position: %+v", a)
	}
	lines := transportEval[[]string](p, `const r = await t.send("/api/checks?name=nim"); const rd = r.body.getReader(), dec = new TextDecoder(); let s = "", chunks = []; for (;;) { const {done, value} = await rd.read(); if (done) break; chunks.push(dec.decode(value)); } return chunks;`)
	if n := strings.Count(strings.Join(lines, ""), "\n"); n < 3 || !strings.Contains(lines[0], `"done":1`) {
		t.Fatalf("the checks' stream: %d lines in %d chunks: %.300q", n, len(lines), lines)
	}
	// the page's requests and these, each with its status
	want := map[string]int{"/api/outcome?game=nim&pos=3,4,5": 200, "/api/bogus": 404, "/api/outcome?game=nim&pos=x": 400, "/api/checks?name=nim": 200}
	p.rec.mu.Lock()
	defer p.rec.mu.Unlock()
	for i, r := range p.rec.requests {
		if s, ok := want[r]; ok && s == p.rec.statuses[i] {
			delete(want, r)
		}
	}
	if len(want) > 0 {
		t.Fatalf("not recorded: %v; recorded %q %v", want, p.rec.requests, p.rec.statuses)
	}
}

// The static site answers the first move of a game of Nim within 3
// seconds of opening the page in a browser with nothing cached: the page
// loads, the light worker starts, the human moves and the computer replies.
func TestStaticFirstMove(t *testing.T) {
	staticOnly(t)
	p := newPage(t, pageOptions{})
	p.open("?game=nim&start=3,4,5")
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.clickMove("3,4,1")
	p.waitFor(`document.body.dataset.turn === "you" && document.body.dataset.position !== "3,4,1"`)
	ms := evalAs[float64](p, `performance.now()`)
	t.Logf("the computer answered the first move %.0f ms after the page began to load", ms)
	if ms > 3000 {
		t.Fatalf("the computer answered the first move %.0f ms after the page began to load; want at most 3000", ms)
	}
}

// A long computation in the heavy worker does not hold up the page, nor
// play (the light worker answers it); Stop (its request aborted) ends it,
// and the heavy lane answers again at once.
func TestStaticLongComputation(t *testing.T) {
	staticOnly(t)
	p := newPage(t, pageOptions{})
	p.open("?game=nim&start=3,4,5")
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	// the page's own transport (one module instance): start the long
	// computation in its heavy lane
	evalAs[bool](p, `(() => { window.stop = new AbortController(); window.long = import("/js/transport.js").then(t => t.send("`+longComputation+`", {signal: stop.signal})).then(r => "status " + r.status, e => e.name); return true; })()`)
	time.Sleep(time.Second)
	// input is handled within 100 ms, and a move is answered within a second
	evalAs[bool](p, `(window.inputDelay = [], addEventListener("pointerdown", (e) => inputDelay.push(performance.now() - e.timeStamp), true), true)`)
	began := time.Now()
	p.clickMove("3,4,1")
	p.waitFor(`document.body.dataset.turn === "you" && document.body.dataset.position !== "3,4,1"`)
	took := time.Since(began)
	delay := evalAs[[]float64](p, `inputDelay`)
	t.Logf("while the heavy worker computed, a move was answered in %v, its input handled after %v ms", took, delay)
	if len(delay) == 0 || delay[0] > 100 {
		t.Errorf("while the heavy worker computed, the page handled a click after %v ms; want at most 100", delay)
	}
	if took > 2*time.Second {
		t.Errorf("while the heavy worker computed, a move took %v", took)
	}
	if pending := awaitAs[string](p, `Promise.race([long, new Promise(ok => setTimeout(() => ok("pending"), 0))])`); pending != "pending" {
		t.Fatalf("the long computation ended early: %q", pending)
	}
	stopped := awaitAs[string](p, `(async () => { stop.abort(); return await long; })()`)
	if stopped != "AbortError" {
		t.Fatalf("Stop: %q", stopped)
	}
	// the heavy lane answers again after its worker was replaced
	ms := transportEval[float64](p, `const t0 = performance.now(); const r = await t.send("/api/grundy?game=nim&pos=5,6"); if (!r.ok) throw new Error(await r.text()); await r.json(); return performance.now() - t0;`)
	t.Logf("after Stop the heavy lane answered in %.0f ms", ms)
	if ms > 3000 {
		t.Fatalf("after Stop the heavy lane took %.0f ms", ms)
	}
	if failed := p.rec.failed(); len(failed) > 0 {
		t.Fatalf("failed requests: %v", failed)
	}
}

// The deadline: a computation past web.Deadline is stopped with 503 and
// the server's kind of message.
func TestStaticDeadline(t *testing.T) {
	staticOnly(t)
	if testing.Short() {
		t.Skip("waits for the lab's deadline (21 s)")
	}
	p := newPage(t, pageOptions{})
	p.do(chromedp.Navigate(p.url + "/?game=nim"))
	type answer struct {
		Status int
		Body   string
		MS     float64
	}
	a := transportEval[answer](p, `const t0 = performance.now(); const r = await t.send("`+longComputation+`"); return {Status: r.status, Body: await r.text(), MS: performance.now() - t0};`)
	// Go's own timer stops it when the computation lets it run, the
	// transport's a moment later when it does not
	if a.Status != 503 || !strings.Contains(a.Body, "deadline and was stopped after 20s") || a.MS < 20000 || a.MS > 30000 {
		t.Fatalf("a computation past the deadline: %+v", a)
	}
}

// After its first load the static site works offline: its service worker
// keeps the files, and the library answers in the browser.
func TestStaticOffline(t *testing.T) {
	staticOnly(t)
	p := newPage(t, pageOptions{})
	p.do(chromedp.Navigate(p.url + "/?game=nim"))
	transportEval[bool](p, `return t.mode === "static";`)
	p.waitFor(`navigator.serviceWorker && navigator.serviceWorker.controller !== null`)
	p.stopServer()
	p.do(chromedp.Reload())
	got := transportEval[string](p, `const r = await t.send("/api/outcome?game=nim&pos=1,2,3"); return r.status + " " + (await r.text()).trim();`)
	if got != `200 {"outcome":"P"}` {
		t.Fatalf("offline: %q", got)
	}
}

// The site's server bounds a period search that names no bound by
// SitePeriodValues and says so; the served lab keeps the command line's
// bound. Officers (octal:0.6) has no known period, so each search runs to
// its bound.
func TestSitePeriodBound(t *testing.T) {
	for _, c := range []struct {
		name   string
		server *web.Server
		want   int
	}{
		{"served", web.New(), 1 << 20},
		{"site", web.NewSite(), web.SitePeriodValues},
	} {
		if testing.Short() && c.want > web.SitePeriodValues {
			continue
		}
		server := httptest.NewServer(c.server.Handler())
		var r struct {
			Period    int
			Checked   int
			StoppedBy string `json:"stopped_by"`
		}
		code := getJSON(t, server.URL, "/api/period?game=octal:0.6", &r)
		server.Close()
		if code != 200 || r.Period != 0 || r.Checked != c.want || r.StoppedBy != fmt.Sprintf("upto %d", c.want-1) {
			t.Errorf("%s: /api/period?game=octal:0.6: %d %+v; want no period, %d values checked", c.name, code, r, c.want)
		}
	}
}
