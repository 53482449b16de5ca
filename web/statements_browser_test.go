package web_test

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/web"
)

// The desk decides Walnut statements as mex prove FILE does: the
// statements of prove/testdata/wythoff.txt (Wythoff's P-positions in
// msd_fib) pasted into the desk give, eval by eval, the verdicts and
// automaton sizes of `mex prove FILE --json`. The footer shows mex version.
func TestReachStatements(t *testing.T) {
	text, err := os.ReadFile("../prove/testdata/wythoff.txt")
	if err != nil {
		t.Fatal(err)
	}
	var want struct {
		Results []struct {
			Name    string
			Verdict *string
			States  int
		}
	}
	if err := json.Unmarshal(mex(t, "prove", "../prove/testdata/wythoff.txt", "--json"), &want); err != nil {
		t.Fatal(err)
	}
	if len(want.Results) == 0 {
		t.Fatal("the file has no eval")
	}
	p := newPage(t, pageOptions{})
	p.openDesk("?game=wythoff", "wythoff")
	p.waitFor(`document.getElementById("version").textContent !== ""`)
	if v := p.text("#version"); !strings.HasPrefix(v, service.Version().Version) {
		t.Errorf("the footer says version %q; mex version says %q", v, service.Version().Text())
	}
	p.fill("#desk-walnut-text", string(text))
	if state := p.clickGo("desk-walnut-form", "desk-walnut-out"); state != "done" {
		t.Fatalf("statements: %s %q", state, p.text("#desk-walnut-out"))
	}
	rows := p.cells("#desk-walnut-out table")
	if len(rows) != len(want.Results) {
		t.Fatalf("%d rows %v; mex prove FILE decides %d evals", len(rows), rows, len(want.Results))
	}
	for i, w := range want.Results {
		verdict := "free variables: an automaton"
		if w.Verdict != nil {
			verdict = *w.Verdict
		}
		if rows[i][0] != w.Name || rows[i][1] != verdict || rows[i][2] != strconv.Itoa(w.States) {
			t.Errorf("row %d: %v; mex prove says %s %s, %d states", i, rows[i], w.Name, verdict, w.States)
		}
	}
}

// /api/statements refuses what it cannot decide with a 400 and a line.
func TestAPIStatementsErrors(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for _, q := range []string{
		"",
		"text=" + url.QueryEscape("eval x \"?msd_fib Ax,y x+y=\";"),
		"text=" + url.QueryEscape(strings.Repeat("x", web.MaxStatementsText+1)),
		"text=" + url.QueryEscape("eval c \"A x x=x\";") + "&max-states=0",
	} {
		code, _, body := get(t, server.URL, "/api/statements?"+q)
		if code != 400 || !strings.HasPrefix(body, `{"error":`) || len(body) > 1024 {
			t.Errorf("%.60s: %d %.200s; want a 400 with a JSON error", q, code, body)
		}
	}
	code, _, body := get(t, server.URL, "/api/statements?text="+url.QueryEscape("eval c \"A x x=x\";"))
	if code != 200 || !strings.Contains(body, `"verdict":"TRUE"`) {
		t.Errorf("Ax x=x: %d %s", code, body)
	}
}
