package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// The reports of a complete run of the quick checks are kept: a second
// reader gets the same lines at once, even while a run of the checks holds
// the one slot (the checks page reran every check on each visit, about
// 18 s, and a second visitor got 503; issue 25).
func TestChecksKept(t *testing.T) {
	s := New()
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	get := func() (string, time.Duration) {
		start := time.Now()
		res, err := http.Get(server.URL + "/api/checks?name=nim")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 {
			t.Fatalf("/api/checks: %d %s", res.StatusCode, body)
		}
		return string(body), time.Since(start)
	}
	first, _ := get()
	s.checking.theSlot() <- struct{}{} // a run of other checks holds the slot
	defer func() { <-s.checking.theSlot() }()
	second, took := get()
	if second != first || strings.Count(first, "\n") < 2 {
		t.Errorf("the kept reports differ from the run's:\n%s\n---\n%s", first, second)
	}
	if took > time.Second {
		t.Errorf("the kept reports took %v", took)
	}
}
