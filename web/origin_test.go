package web

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// No other web page can drive the lab: a Host that is not this machine's
// (DNS rebinding) and API calls from another origin are refused with 403;
// the lab's own page, curl and named hosts are answered.
func TestOwnPagesOnly(t *testing.T) {
	s := New()
	s.AllowedHosts = []string{"lab.example"}
	h := s.Handler()
	tests := []struct {
		path, host string
		header     map[string]string
		want       int
	}{
		{"/api/outcome?game=nim&pos=3", "127.0.0.1:8080", nil, 200},
		{"/api/outcome?game=nim&pos=3", "localhost:8080", nil, 200},
		{"/api/outcome?game=nim&pos=3", "[::1]:8080", nil, 200},
		{"/api/outcome?game=nim&pos=3", "lab.example:8080", nil, 200},
		{"/api/outcome?game=nim&pos=3", "attacker.example", nil, 403},
		{"/", "attacker.example:8080", nil, 403},
		{"/api/outcome?game=nim&pos=3", "127.0.0.1:8080", map[string]string{"Origin": "http://attacker.example"}, 403},
		{"/api/outcome?game=nim&pos=3", "127.0.0.1:8080", map[string]string{"Origin": "http://127.0.0.1:8080"}, 200},
		{"/api/outcome?game=nim&pos=3", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"/api/outcome?game=nim&pos=3", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "same-origin"}, 200},
		{"/", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "cross-site"}, 200}, // following a link to the page is fine
	}
	for _, tt := range tests {
		r := httptest.NewRequest(http.MethodGet, tt.path, nil)
		r.Host = tt.host
		for k, v := range tt.header {
			r.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tt.want {
			t.Errorf("GET %s Host %s %v: %d %s; want %d", tt.path, tt.host, tt.header, w.Code, w.Body.String(), tt.want)
		}
	}
}
