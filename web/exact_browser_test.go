package web_test

import (
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The page reads every digit of numbers beyond 2^53: the API's JSON
// carries exact integers (a Nim heap of 10^30, its Grundy value, its
// winning moves), and the page parsed them as doubles and showed
// 1.2345678901234568e+29 (issue 28 row 10). Integers stay exact; strings
// and fractions are untouched.
func TestBrowserExactNumbers(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nim")
	for text, want := range map[string]string{
		`{"grundy":123456789012345678901234567890}`:                        "123456789012345678901234567890",
		`{"winning":[[123456789012345678901234567895,5]]}`:                 "123456789012345678901234567895,5",
		`{"s":"x\"12345678901234567890","f":1.12345678901234567890,"n":7}`: `x"12345678901234567890|1.1234567890123457|7`,
	} {
		got := evalAs[string](p, `(() => { const r = mexHook.parseExact(`+strconv.Quote(text)+`); return r.grundy !== undefined ? String(r.grundy) : r.winning ? r.winning.map((m) => m.join(",")).join(" ") : [r.s, r.f, r.n].join("|"); })()`)
		if got != want {
			t.Errorf("parseExact(%s) reads %q; want %q", text, got, want)
		}
	}
	// and every answer of the API goes through it: api.js reads JSON with
	// it, and no other module of the page asks the lab itself
	src, err := os.ReadFile("static/js/api.js")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "body = parseExact(text)") {
		t.Error("api.js does not read its answers with parseExact")
	}
	for _, dir := range []string{"static/js", "static/boards", "static/boards/lib"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.js"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if filepath.Base(f) != "transport.js" && (strings.Contains(string(b), "fetch(") || strings.Contains(string(b), ".json()")) {
				t.Errorf("%s asks the lab itself (fetch or .json()); the page asks through api.js", f)
			}
		}
	}
}

// An arithmetic period is shown with its saltus: subtraction:all-but:1,2
// was shown as "period 3 (proven)", dropping G(n+3) = G(n) + 1 (issue 25).
func TestBrowserSaltus(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=" + url.QueryEscape("subtraction:all-but:1,2") + "&size=60")
	p.waitFor(`document.querySelector("#facts [data-period]") !== null`)
	fact := p.text("#facts [data-period]")
	if !strings.Contains(fact, "saltus 1") || !strings.Contains(fact, "G(n+3) = G(n) + 1") {
		t.Errorf("the period reads %q; want its saltus 1", fact)
	}
}
