package web_test

import (
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/internal/cli"
	"github.com/mex-cgt/mex/web"
)

// The API reads hackenbush at an edge list as Green Hackenbush on that
// graph, as the command line does (issue 24): a triangle on the ground is
// worth 1 (three loops at the ground after fusion), with a pendant edge
// it is a P-position.
func TestAPIHackenbushTakesEdges(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for path, want := range map[string]string{
		"/api/grundy?game=hackenbush&pos=" + url.QueryEscape("edges:0-1,1-2,2-0"):      `{"grundy":1}`,
		"/api/grundy?game=hackenbush&pos=3,5":                                          `{"grundy":6}`,
		"/api/outcome?game=hackenbush&pos=" + url.QueryEscape("edges:0-1,1-2,2-0,2-3"): `"outcome":"P"`,
	} {
		code, _, body := get(t, server.URL, path)
		if code != 200 || !strings.Contains(body, want) {
			t.Errorf("%s: %d %s; want %s", path, code, body, want)
		}
	}
}

// /api/version answers what mex version --json prints, and the page's
// footer shows it (issue 25: every command reachable from the page).
func TestAPIVersion(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	code, _, body := get(t, server.URL, "/api/version")
	var out, errOut strings.Builder
	if c := cli.Main([]string{"version", "--json"}, &out, &errOut); c != 0 {
		t.Fatalf("mex version: %d %s", c, errOut.String())
	}
	if code != 200 || body != out.String() {
		t.Errorf("/api/version: %d %q; mex version --json prints %q", code, body, out.String())
	}
}
