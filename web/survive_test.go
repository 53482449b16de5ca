package web

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// The rows of issue 35, sent to one running server in turn: each is
// refused (4xx) or answered, within the deadline, with a short body; none
// takes the server down (a fatal out-of-memory or a stack overflow here
// would end the test binary); after all of them the server answers a small
// question and its memory account is back to empty.
func TestServerSurvivesEveryRow(t *testing.T) {
	s := New()
	s.Deadline = 5 * time.Second
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	statements := func(text string) string { return "/api/statements?text=" + url.QueryEscape(text) }
	reg := func(k int) string {
		return statements(fmt.Sprintf(`reg r %s "[%s]*";`, strings.TrimSpace(strings.Repeat("msd_2 ", k)), strings.Repeat("0,", k-1)+"0"))
	}
	vars := make([]string, 28)
	for i := range vars {
		vars[i] = fmt.Sprintf("v%d=v%d", i, i)
	}
	cases := []struct {
		row     string
		path    string
		refused bool // 4xx; otherwise 200
	}{
		{"1", reg(33), true},
		{"2", reg(28), true},
		{"2", reg(26), true},
		{"2", reg(63), true},
		{"2", reg(64), true},
		{"3", statements(`eval a "?msd_2 ` + strings.Join(vars, " & ") + `";`), true},
		{"4", statements(`eval a "` + strings.Repeat("(", 3900) + "x=x" + strings.Repeat(")", 3900) + `";`), false},
		{"4", statements(`eval a "` + strings.Repeat("x=x&", 1990) + `x=x";`), false},
		{"7", "/api/moves?game=euclid:grossman&pos=0,5", true},
		{"7", "/api/grundy?game=euclid:grossman&pos=0,0", true},
		{"7", "/api/moves?game=fibonacci-nim&pos=20,0", true},
		{"7", "/api/moves?game=fibonacci-nim&pos=1,2,3", true},
		{"7", "/api/grundy?game=fibonacci-nim&pos=20,0", true},
		{"8", "/api/moves?game=fibonacci-nim&pos=10%5E30000", true},
		{"9", statements(`eval a "x = ` + strings.Repeat("7", 5000) + `";`), true},
		{"11", "/api/grundy?game=nodekayles&pos=complete:64", false},
		{"11", "/api/grundy?game=nodekayles&pos=star:63", false},
		{"12", "/api/reply?game=wythoff&pos=0,1&alter-p=0,1&alter-p=1,0&alter-n=0,0", false},
	}
	for _, c := range cases {
		begin := time.Now()
		resp, err := http.Get(server.URL + c.path)
		if err != nil {
			t.Fatalf("row %s: %v (did the server go down?)", c.row, err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		took := time.Since(begin)
		label := fmt.Sprintf("row %s (%.60s…)", c.row, c.path)
		switch {
		case c.refused && (resp.StatusCode < 400 || resp.StatusCode >= 500):
			t.Errorf("%s: %d %.200s; want a 4xx refusal", label, resp.StatusCode, body)
		case !c.refused && resp.StatusCode != http.StatusOK:
			t.Errorf("%s: %d %.200s; want an answer", label, resp.StatusCode, body)
		}
		if took > s.Deadline+time.Second {
			t.Errorf("%s took %s, past the deadline %s", label, took, s.Deadline)
		}
		if resp.StatusCode >= 400 && len(body) > 2048 {
			t.Errorf("%s: an error body of %d bytes; want at most 2 KB", label, len(body))
		}
	}
	resp, err := http.Get(server.URL + "/api/outcome?game=nim&pos=1,2,3")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("a small question after every row: %v %v", resp, err)
	}
	resp.Body.Close()
	deadline := time.Now().Add(5 * time.Second) // requests give their memory back as their work ends
	for s.memory.Used() != 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if used := s.memory.Used(); used != 0 {
		t.Errorf("the server's account holds %d bytes after every request ended", used)
	}
}
