package web_test

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/web"
)

// An error body echoes a long argument as the command line does,
// "7777…(5000 characters)", so that no word is longer than
// service.MaxEchoedToken and the body stays under 2 KB: a request never
// gets its input back in full (issue 35, row 9).
func TestErrorBodiesShort(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	digits := strings.Repeat("7", 5000)
	long := strings.Repeat("x", 5000)
	numeration := strings.Repeat("1,", 1999) + "1"
	tests := []string{
		"/api/statements?text=" + url.QueryEscape("eval t \""+digits+" = 1\":"),
		"/api/statements?text=" + digits,
		"/api/prove?game=wythoff&numeration=" + numeration,
		"/api/prove?game=wythoff&numeration=msd_ost_" + long,
		"/api/" + long,
		"/api/check?name=" + long,
		"/api/export?game=nim&upto=10&format=" + long,
		"/api/grundy?game=" + long + "&upto=4",
		"/api/outcome?game=wythoff&pos=" + digits,
		"/api/ppos?game=wythoff&count=3&from=" + digits,
		"/api/outcome?game=subtraction:" + numeration + "&pos=3",
		"/api/outcome?game=wythoff&pos=" + url.QueryEscape(strings.Repeat("\x01\"\u2028", 2000)),
	}
	for _, path := range tests {
		code, ctype, body := get(t, server.URL, path)
		var e struct{ Error string }
		if code < 400 || code >= 500 || !strings.HasPrefix(ctype, "application/json") || json.Unmarshal([]byte(body), &e) != nil || e.Error == "" {
			t.Errorf("GET %.80s… = %d %q %.200q; want a 4xx with a JSON error", path, code, ctype, body)
			continue
		}
		longest := 0
		for _, w := range strings.Fields(e.Error) {
			longest = max(longest, len(w))
		}
		if len(body) > 2048 || longest > service.MaxEchoedToken {
			t.Errorf("GET %.80s… = %d bytes, a word of %d: %.300q; want at most 2 KB, the input elided", path, len(body), longest, e.Error)
		}
	}
}

// /api/prove?box= is refused with one range whatever the size: the web
// lab's check and the service's agree (box=5000 said "the web lab's limit
// is 4096" while box=4096 said "want a box of side 4..2048").
func TestProveBoxOneLimit(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	side := int(math.Sqrt(float64(web.Limits.MaxCells)))
	for _, box := range []int{side + 1, service.MaxProveBox, service.MaxProveBox + 1, 5000, 1 << 40} {
		code, _, body := get(t, server.URL, fmt.Sprintf("/api/prove?game=nim&box=%d", box))
		if code != 400 || !strings.Contains(body, fmt.Sprint(side)) || strings.Contains(body, fmt.Sprintf("limit is %d", service.MaxProveBox)) && side != service.MaxProveBox {
			t.Errorf("box=%d: %d %s; want 400 naming the limit %d", box, code, body, side)
		}
	}
	if code, _, body := get(t, server.URL, fmt.Sprintf("/api/prove?game=nim&box=%d", side)); code != 200 {
		t.Errorf("box=%d: %d %.200s; want 200", side, code, body)
	}
}
