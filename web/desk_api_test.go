package web_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/web"
)

// The desk's misère commands answer the bytes of the command line's JSON:
// /api/genus is mex genus --json, /api/quotient is mex quotient --json.
func TestDeskAPIEqualsCLI(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for _, tt := range []struct {
		path string
		args []string
	}{
		{"/api/genus?game=kayles&upto=10", []string{"genus", "kayles", "--upto", "10", "--json"}},
		{"/api/genus?game=dawson&upto=20", []string{"genus", "dawson", "--upto", "20", "--json"}},
		{"/api/genus?game=subtraction:1,2,5&upto=300", []string{"genus", "subtraction:1,2,5", "--upto", "300", "--json"}},
		{"/api/quotient?game=octal:0.75&maxheap=12", []string{"quotient", "octal:0.75", "--maxheap", "12", "--json"}},
		{"/api/quotient?game=dawson&maxheap=14&sum=4,7,10", []string{"quotient", "dawson", "--maxheap", "14", "--sum", "4,7,10", "--json"}},
		{"/api/quotient?game=kayles&maxheap=20", []string{"quotient", "kayles", "--maxheap", "20", "--json"}},
	} {
		code, ctype, body := get(t, server.URL, tt.path)
		want := string(mex(t, tt.args...))
		if code != 200 || !strings.HasPrefix(ctype, "application/json") || body != want {
			t.Errorf("GET %s = %d %s\n%s\nmex %s =\n%s", tt.path, code, ctype, body, strings.Join(tt.args, " "), want)
		}
	}
	// the numbers the desk shows: Kayles heap 5 has genus 4^146 (Conway,
	// ONAG ch. 12), and the quotient of 0.75 is of order 8 (Plambeck and
	// Siegel 2008)
	var genus struct{ Heaps []struct{ Text string } }
	getJSON(t, server.URL, "/api/genus?game=kayles&upto=10", &genus)
	if len(genus.Heaps) != 11 || genus.Heaps[5].Text != "4^146" {
		t.Errorf("genus of kayles to 10: %+v; want 11 heaps, heap 5 of genus 4^146", genus.Heaps)
	}
	var q struct{ Order int }
	getJSON(t, server.URL, "/api/quotient?game=octal:0.75&maxheap=12", &q)
	if q.Order != 8 {
		t.Errorf("the quotient of octal:0.75 to 12 has order %d; want 8", q.Order)
	}
}

// Sizes beyond the lab's caps, missing sizes and games without a genus are
// 400s with a JSON error that names the parameter and the cap.
func TestDeskAPIErrors(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for _, tt := range []struct{ path, want string }{
		{fmt.Sprintf("/api/genus?game=kayles&upto=%d", web.MaxGenusUpto+1), fmt.Sprintf("upto: size %d is too large: at most %d", web.MaxGenusUpto+1, web.MaxGenusUpto)},
		{"/api/genus?game=subtraction:1,2&upto=2^20", "at most 10000"},
		{"/api/genus?game=kayles", "missing parameter upto"},
		{"/api/genus?game=kayles&upto=49", "at most heap 48"},
		{"/api/genus?game=wythoff&upto=5", "not a heap game"},
		{"/api/genus?upto=5", "missing parameter game"},
		{fmt.Sprintf("/api/quotient?game=octal:0.75&maxheap=%d", web.MaxQuotientHeap+1), fmt.Sprintf("maxheap: size %d is too large: at most %d", web.MaxQuotientHeap+1, web.MaxQuotientHeap)},
		{"/api/quotient?game=octal:0.75", "missing parameter maxheap"},
		{"/api/quotient?game=octal:0.75&maxheap=12&sum=1,20", "sum=20: want heaps 0..12"},
		{"/api/quotient?game=octal:0.75&maxheap=12&sum=x", `heap "x" is not a whole number`},
		{"/api/quotient?game=nim&maxheap=12", "not a heap game"},
	} {
		code, ctype, body := get(t, server.URL, tt.path)
		var e struct{ Error string }
		json.Unmarshal([]byte(body), &e)
		if code != 400 || !strings.HasPrefix(ctype, "application/json") || !strings.Contains(e.Error, tt.want) {
			t.Errorf("GET %s = %d %s %s; want 400 with %q", tt.path, code, ctype, body, tt.want)
		}
	}
	// the list of commands of a 404 names the desk's two
	_, _, body := get(t, server.URL, "/api/genera")
	if !strings.Contains(body, "genus, quotient") {
		t.Errorf("the 404 does not list genus and quotient: %s", body)
	}
}
