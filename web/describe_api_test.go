package web_test

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
	"github.com/mex-cgt/mex/web"
)

func getJSON(t *testing.T, base, path string, into any) int {
	t.Helper()
	code, ctype, body := get(t, base, path)
	if !strings.HasPrefix(ctype, "application/json") {
		t.Fatalf("%s: content type %q", path, ctype)
	}
	if err := json.Unmarshal([]byte(body), into); err != nil {
		t.Fatalf("%s: %v in %s", path, err, body)
	}
	return code
}

// /api/families lists every family of the grammar with its rules and
// presets; /api/describe describes a game under the request's settings,
// as service.Describe does, with values_upto within the web lab's caps; bad
// requests are JSON 400s.
func TestAPIFamiliesAndDescribe(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	var fams service.FamiliesResult
	if code := getJSON(t, server.URL, "/api/families", &fams); code != 200 {
		t.Fatalf("families: %d", code)
	}
	if len(fams.Families) != len(spec.Families()) || len(fams.SumPresets) != len(spec.SumPresets) {
		t.Fatalf("families: %d families, %d sum presets; want %d and %d", len(fams.Families), len(fams.SumPresets), len(spec.Families()), len(spec.SumPresets))
	}
	for _, f := range fams.Families {
		if f.Rules == "" || f.Board == "" || f.Presets == nil {
			t.Errorf("family %s: %+v", f.Name, f)
		}
	}
	l := &service.Service{Limits: web.Limits}
	for _, tt := range []struct{ query, spec string }{
		{"game=kayles&misere=1", "kayles"},
		{"game=kayles", "kayles"},
		{"game=wythoff&alter-p=3,4", "wythoff"},
		{"game=wythoff:p=2,m=3", "wythoff:p=2,m=3"},
		{"game=" + url.QueryEscape("kayles + dawson"), "kayles + dawson"},
	} {
		var d service.GameDescription
		if code := getJSON(t, server.URL, "/api/describe?"+tt.query, &d); code != 200 {
			t.Fatalf("describe?%s: %d", tt.query, code)
		}
		q, _ := url.ParseQuery(tt.query)
		opt := spec.Options{Misere: q.Get("misere") == "1"}
		if q.Get("alter-p") != "" {
			opt.Alteration = game.Alteration{P: []game.Position{{3, 4}}}
		}
		want, err := l.Describe(parsed(t, tt.spec, opt))
		if err != nil {
			t.Fatal(err)
		}
		want.ValuesUpto = min(want.ValuesUpto, map[string]int{"oneheap": web.MaxUpto, "twopile": web.MaxSize}[want.View])
		a, _ := json.Marshal(d)
		b, _ := json.Marshal(want)
		if string(a) != string(b) {
			t.Errorf("describe?%s:\n got %s\nwant %s", tt.query, a, b)
		}
		// the values the description promises are answered
		switch {
		case d.View == "oneheap" && d.ValuesUpto >= 0:
			if code, _, body := get(t, server.URL, "/api/grundy?upto="+itoa(d.ValuesUpto)+"&"+tt.query); code != 200 {
				t.Errorf("describe?%s promises values to %d; grundy says %d %s", tt.query, d.ValuesUpto, code, body)
			}
		}
	}
	for _, path := range []string{"/api/describe", "/api/describe?game=bogus", "/api/describe?game=imitation&misere=1", "/api/describe?game=wythoff&alter-p=x"} {
		var e struct{ Error string }
		if code := getJSON(t, server.URL, path, &e); code != 400 || e.Error == "" {
			t.Errorf("%s: %d %q; want a 400 with a message", path, code, e.Error)
		}
	}
}

// Misère Kayles splits heaps, so its misère values stop at heap 48 (the
// genus of larger heaps is refused): the description says so, and the
// values up to there are answered.
func TestAPIDescribeMisereKayles(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	var d service.GameDescription
	getJSON(t, server.URL, "/api/describe?game=kayles&misere=1", &d)
	if d.ValuesUpto != 48 || d.View != "oneheap" || d.HasValues {
		t.Fatalf("misère Kayles: values_upto %d, view %s, has_values %v; want 48, oneheap, false", d.ValuesUpto, d.View, d.HasValues)
	}
	if code, _, body := get(t, server.URL, "/api/grundy?game=kayles&misere=1&upto=49"); code != 400 {
		t.Fatalf("misère Kayles to 49: %d %s; want refused", code, body)
	}
}

// The losing computer plays the slowest loss: at Nim from (5,5), a
// P-position, it takes one token (remoteness), never a whole heap.
func TestAPIReplySlowestLossAtNim(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	var r struct {
		Move struct{ To string }
		Over bool
	}
	if code := getJSON(t, server.URL, "/api/reply?game=nim&pos=5,5", &r); code != 200 {
		t.Fatalf("reply: %d", code)
	}
	if r.Move.To != "4,5" && r.Move.To != "5,4" {
		t.Fatalf("from (5,5) the computer moved to %s; want one token taken (4,5 or 5,4), the slowest loss", r.Move.To)
	}
}
