package web_test

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/web"
)

// Issue 35, rows 7 and 8: an illegal position is a 400 with a JSON error
// from every endpoint that takes one (moves and grundy answered 500 on
// euclid:grossman 0,5), and an answer that would grow past the lab's
// limit (the winning moves of fibonacci-nim at 10^5000, 40 MB) is refused
// up front with a 400, not sent.
func TestPositionInputIsBadRequest(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	positions := []struct{ game, pos string }{
		{"euclid:grossman", "0,5"},
		{"euclid:grossman", "0,0"},
		{"euclid:grossman", "0,10^30"},
		{"fibonacci-nim", "20,0"},
		{"fibonacci-nim", "1,2,3"},
		{"wythoff", "1,2,3"},
		{"kayles", "-1"},
		{"fibonacci-nim", "10^5000"},
	}
	for _, p := range positions {
		for _, endpoint := range []string{"outcome", "moves", "grundy", "play", "reply", "form", "classify"} {
			if p.pos == "10^5000" && endpoint != "moves" {
				continue
			}
			for _, misere := range []string{"", "&misere=1"} {
				path := "/api/" + endpoint + "?game=" + url.QueryEscape(p.game) + "&pos=" + url.QueryEscape(p.pos) + misere
				code, _, body := get(t, server.URL, path)
				var e struct{ Error string }
				if code != 400 || json.Unmarshal([]byte(body), &e) != nil || e.Error == "" {
					t.Errorf("GET %s: %d %s; want 400 with a JSON error", path, code, strings.TrimSpace(body[:min(len(body), 200)]))
				}
			}
		}
	}
}
