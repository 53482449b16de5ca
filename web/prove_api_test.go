package web_test

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/internal/cli"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/web"
)

// /api/prove answers what `mex prove GAME --json` prints (every key of
// the command line's JSON, with its value, but the time taken), with the
// automaton, the Walnut files and, for svg=1, the picture.
func TestAPIProve(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for _, tt := range []struct {
		query string
		args  []string
	}{
		{"game=wythoff", []string{"prove", "wythoff"}},
		{"game=wythoff&misere=1", []string{"prove", "wythoff", "--misere"}},
		{"game=wythoff&alter-p=1,1", []string{"prove", "wythoff", "--alter-p", "1,1"}},
		{"game=" + url.QueryEscape("nimhoff:1,0/0,1/2,2") + "&box=64", []string{"prove", "nimhoff:1,0/0,1/2,2", "--box", "64"}},
	} {
		var api map[string]any
		if code := getJSON(t, server.URL, "/api/prove?"+tt.query, &api); code != 200 {
			t.Fatalf("prove?%s: %d %v", tt.query, code, api)
		}
		var out, errOut bytes.Buffer
		if exit := cli.Main(append(tt.args, "--json"), &out, &errOut); exit != 0 {
			t.Fatalf("mex %s: exit %d: %s", strings.Join(tt.args, " "), exit, errOut.String())
		}
		var want map[string]any
		if err := json.Unmarshal(out.Bytes(), &want); err != nil {
			t.Fatal(err)
		}
		for k, v := range want {
			if k == "seconds" {
				continue
			}
			a, _ := json.Marshal(api[k])
			b, _ := json.Marshal(v)
			if _, ok := api[k]; !ok || !bytes.Equal(a, b) {
				t.Errorf("prove?%s: %s = %s; mex %s --json says %s", tt.query, k, a, strings.Join(tt.args, " "), b)
			}
		}
		if _, ok := api["svg"]; ok {
			t.Errorf("prove?%s: a picture without svg=1", tt.query)
		}
	}

	var r struct {
		service.ProofResult
		SVG string `json:"svg"`
	}
	if code := getJSON(t, server.URL, "/api/prove?game=wythoff&svg=1", &r); code != 200 {
		t.Fatalf("prove svg=1: %d", code)
	}
	if !r.Proved || r.Verdict != "proved" || r.States != 8 || r.Automaton == nil || len(r.Automaton.Next) != 8 || *r.Numeration != "msd_fib" {
		t.Fatalf("wythoff: %+v", r.ProofResult)
	}
	if !strings.Contains(r.Walnut, "eval wythoff_absorbing") || !strings.HasPrefix(r.WalnutAutomaton, "msd_fib msd_fib\n") {
		t.Errorf("the Walnut files:\n%s\n%s", r.Walnut, r.WalnutAutomaton)
	}
	if !strings.HasPrefix(r.SVG, "<svg") || strings.Count(r.SVG, `class="ring"`) != 7 || !strings.Contains(r.SVG, "<desc") {
		t.Errorf("the picture: %.300s", r.SVG)
	}

	code, ctype, body := get(t, server.URL, "/api/prove.svg?game=wythoff&misere=1")
	if code != 200 || ctype != "image/svg+xml" || !strings.Contains(body, "misère wythoff: P-positions") || !strings.Contains(body, "14 states in msd_fib") {
		t.Errorf("prove.svg misère: %d %q %.400s", code, ctype, body)
	}
}

// Bad requests to /api/prove are JSON 400s: a game the prover does not
// take, bad options, and a picture of nothing.
func TestAPIProveErrors(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for _, tt := range []struct{ path, want string }{
		{"/api/prove", "missing parameter game"},
		{"/api/prove?game=kayles", "formula"},
		{"/api/prove?game=" + url.QueryEscape("nim + nim"), "sum"},
		{"/api/prove?game=euclid", "formula"},
		{"/api/prove?game=nosuch", ""},
		{"/api/prove?game=wythoff&states=10^9", "states"},
		{"/api/prove?game=wythoff&states=1", "states=1"},
		{"/api/prove?game=wythoff&box=4000", "limit is 2048"}, // the box the lab proves in (issue 35)
		{"/api/prove?game=wythoff&numeration=lsd_2", "numeration=lsd_2"},
		{"/api/prove?game=wythoff&numeration=msd_99", ""},
		{"/api/prove?game=wythoff&svg=2", "svg"},
		{"/api/prove?game=wythoff&alter-p=x", "alter-p"},
		{"/api/prove.svg?game=" + url.QueryEscape("nimhoff:1,0/0,1/2,2") + "&box=34", "no automaton"},
		{"/api/prove.svg?game=kayles", "formula"},
	} {
		code, ctype, body := get(t, server.URL, tt.path)
		var e struct{ Error string }
		if code != 400 || !strings.HasPrefix(ctype, "application/json") || json.Unmarshal([]byte(body), &e) != nil || !strings.Contains(e.Error, tt.want) {
			t.Errorf("GET %s = %d %q %s; want 400 with an error about %q", tt.path, code, ctype, body, tt.want)
		}
	}
}
