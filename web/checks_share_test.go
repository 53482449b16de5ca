package web

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mex-cgt/mex/theorem"
)

// Two readers of the checks at once share one run (issue 39: the second
// visitor of the checks page got 503 after QueueWait while the first run,
// about 21 s, was in progress). The second comes when the first has read
// its first report, and so while the run goes on: it gets the reports so
// far at once and then the rest as they come, the same lines as the
// first, from the one run; neither waits for the slot.
func TestChecksSharedRun(t *testing.T) {
	s := New()
	s.QueueWait = 50 * time.Millisecond // the second reader would be refused at once
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	const name = "imitation" // about 5 s of checks, one report every second or so
	open := func() *http.Response {
		res, err := http.Get(server.URL + "/api/checks?name=" + name)
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != 200 {
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			t.Fatalf("/api/checks?name=%s: %d %s", name, res.StatusCode, body)
		}
		return res
	}
	first := open()
	defer first.Body.Close()
	r := bufio.NewReader(first.Body)
	line, err := r.ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	var l checkLine
	if err := json.Unmarshal([]byte(line), &l); err != nil || l.Done >= l.Total {
		t.Fatalf("the first line %q (%v): want a run still going", line, err)
	}
	second := open() // while the run goes on
	defer second.Body.Close()
	var wg sync.WaitGroup
	var rest [2]string
	for i, r := range []io.Reader{r, second.Body} {
		wg.Go(func() {
			b, _ := io.ReadAll(r)
			rest[i] = string(b)
		})
	}
	wg.Wait()
	one, two := line+rest[0], rest[1]
	if one != two || strings.Count(one, "\n") < 2 {
		t.Errorf("the readers read different reports:\n%s\n---\n%s", one, two)
	}
	var last checkLine
	lines := strings.Split(strings.TrimSpace(two), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil || last.Done != last.Total || last.Total != len(lines) {
		t.Errorf("the second reader's last line %q of %d: want the run complete", lines[len(lines)-1], len(lines))
	}
	if n := s.checking.started; n != 1 {
		t.Errorf("%d runs of the checks; want one shared", n)
	}
}

// A run whose every reader has left stops, and is neither kept nor
// shared: the next reader starts a run of its own and reads it whole.
func TestChecksRunStopsWhenAlone(t *testing.T) {
	s := New()
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	res, err := http.Get(server.URL + "/api/checks?name=imitation")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bufio.NewReader(res.Body).ReadString('\n'); err != nil {
		t.Fatal(err)
	}
	res.Body.Close() // the reader leaves part way
	res, err = http.Get(server.URL + "/api/checks?name=imitation")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	lines := strings.Split(strings.TrimSpace(string(body)), "\n")
	var last checkLine
	if res.StatusCode != 200 || json.Unmarshal([]byte(lines[len(lines)-1]), &last) != nil || last.Done != last.Total || last.Total != len(lines) {
		t.Fatalf("the next reader: %d, %d lines, the last %q; want the whole run", res.StatusCode, len(lines), lines[len(lines)-1])
	}
	if n := s.checking.started; n != 2 {
		t.Errorf("%d runs; want 2 (the first stopped when its reader left)", n)
	}
}

// The groups of the checks, for the checks page's menu: every group of
// theorem's checks once, with its number of checks.
func TestChecksGroups(t *testing.T) {
	server := httptest.NewServer(New().Handler())
	defer server.Close()
	res, err := http.Get(server.URL + "/api/checks?groups=1")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var r struct {
		Groups []struct {
			Name   string
			Checks int
		}
	}
	if err := json.NewDecoder(res.Body).Decode(&r); err != nil || res.StatusCode != 200 {
		t.Fatalf("/api/checks?groups=1: %d %v", res.StatusCode, err)
	}
	total := 0
	for _, g := range r.Groups {
		total += g.Checks
	}
	in := map[string]int{}
	for _, c := range theorem.All() {
		in[c.Group]++
	}
	if len(r.Groups) != len(in) || total != len(theorem.All()) {
		t.Errorf("groups %+v: %d checks; want the %d groups, %d checks in all", r.Groups, total, len(in), len(theorem.All()))
	}
	for _, g := range r.Groups {
		if in[g.Name] != g.Checks {
			t.Errorf("group %s: %d checks listed; it has %d", g.Name, g.Checks, in[g.Name])
		}
	}
}
