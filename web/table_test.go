package web

import (
	"maps"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/service"
)

// The lab answers exactly the routes of the table of commands: every
// route has a handler, every handler a route, and an unknown route is a
// 404 that names them all.
func TestEveryRouteOfTheTable(t *testing.T) {
	s := New()
	handlers := slices.Sorted(maps.Keys(s.handlers()))
	routes := slices.Sorted(slices.Values(service.Routes()))
	if !slices.Equal(handlers, routes) {
		t.Errorf("handlers %v; the table's routes %v", handlers, routes)
	}
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	resp, err := server.Client().Get(server.URL + "/api/nosuch")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		body.Write(buf[:n])
		if err != nil {
			break
		}
	}
	if resp.StatusCode != 404 {
		t.Errorf("/api/nosuch: %d; want 404", resp.StatusCode)
	}
	for _, r := range service.Routes() {
		if !strings.Contains(body.String(), r) {
			t.Errorf("the 404 text %s does not name %s", body.String(), r)
		}
	}
}
