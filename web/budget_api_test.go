package web_test

import (
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/web"
)

// The server's total memory is an account its requests draw on while they
// run: a brute-force search of a sum that fits a request's limit but not
// the server's total is stopped with 422 and a line naming the server's
// budget, and gives its memory back, so that the next request runs.
func TestServerMemoryIsAnAccount(t *testing.T) {
	s := web.New()
	s.SetMemory(512<<20, 3<<20)
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	sum := "/api/outcome?game=" + url.QueryEscape("subtraction:1,2 + wythoff:p=2,m=3") + "&pos="
	var e struct{ Error string }
	// some 15,000 positions of (2,3)-Wythoff below (100,150), times six
	// heaps: about 14 MiB of memo
	code := getJSON(t, server.URL, sum+url.QueryEscape("5 + 100,150"), &e)
	if code != 422 || !strings.Contains(e.Error, "the server (3 MiB)") {
		t.Fatalf("a sum beyond the server's 3 MiB: %d %q; want 422 naming the server's budget", code, e.Error)
	}
	for range 3 { // memory given back: the same small search runs each time
		var o struct{ Outcome string }
		if code := getJSON(t, server.URL, sum+url.QueryEscape("5 + 20,30"), &o); code != 200 || o.Outcome == "" {
			t.Fatalf("a small search after the refusal: %d %+v", code, o)
		}
	}
}

// A table reserves its cells from the accounts before it is filled: a
// table that fits a request's limit but not what the server has left is
// refused with 422, and the next small one runs.
func TestTablesReserveFromTheServer(t *testing.T) {
	s := web.New()
	s.SetMemory(512<<20, 16<<20)
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	var e struct{ Error string }
	// 1001² cells at 40 bytes: about 38 MiB, beyond the server's 16 MiB
	if code := getJSON(t, server.URL, "/api/grundy?game=wythoff&size=1000", &e); code != 422 || !strings.Contains(e.Error, "the server (16 MiB)") {
		t.Fatalf("a table beyond the server's memory: %d %q; want 422 naming the server's budget", code, e.Error)
	}
	for range 6 { // 3.5 MiB each: six pass the server's 16 MiB only if each gives its cells back
		var r struct{ Table [][]int }
		if code := getJSON(t, server.URL, "/api/grundy?game=wythoff&size=300", &r); code != 200 || len(r.Table) != 301 {
			t.Fatalf("a table of 301² after the refusal: %d, %d rows", code, len(r.Table))
		}
	}
}
