package web_test

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/web"
)

// An error body echoes a long argument as the command line does,
// "…(5000 characters)", and stays short: a request never gets its input
// back in full (issue 35, row 9).
func TestErrorBodiesShort(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	digits := strings.Repeat("7", 5000)
	long := strings.Repeat("x", 5000)
	numeration := strings.Repeat("1,", 1999) + "1"
	tests := []struct {
		path  string
		count string // the length the message reports
	}{
		{"/api/statements?text=" + url.QueryEscape("eval t \""+digits+" = 1\":"), "…(5000 characters)"},
		{"/api/statements?text=" + digits, "…(5003 characters)"},
		{"/api/prove?game=wythoff&numeration=" + numeration, "characters)"},
		{"/api/prove?game=wythoff&numeration=msd_ost_" + long, "characters)"},
		{"/api/" + long, "characters)"},
		{"/api/check?name=" + long, "characters)"},
		{"/api/export?game=nim&upto=10&format=" + long, "characters)"},
		{"/api/grundy?game=" + long + "&upto=4", "characters"},
		{"/api/outcome?game=wythoff&pos=" + digits, "characters"},
		{"/api/ppos?game=wythoff&count=3&from=" + digits, ""},
		{"/api/outcome?game=subtraction:" + numeration + "&pos=3", "characters"},
		{"/api/outcome?game=wythoff&pos=" + url.QueryEscape(strings.Repeat("\x01\"\u2028", 2000)), ""},
	}
	for _, tt := range tests {
		code, ctype, body := get(t, server.URL, tt.path)
		var e struct{ Error string }
		if code < 400 || code >= 500 || !strings.HasPrefix(ctype, "application/json") || json.Unmarshal([]byte(body), &e) != nil || e.Error == "" {
			t.Errorf("GET %.80s… = %d %q %.200q; want a 4xx with a JSON error", tt.path, code, ctype, body)
			continue
		}
		if len(body) > 2048 || !strings.Contains(e.Error, tt.count) {
			t.Errorf("GET %.80s… = %d bytes: %.300q; want at most 2 KB, the input elided as %q", tt.path, len(body), e.Error, tt.count)
		}
	}
}
