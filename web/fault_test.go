package web

import (
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mex-cgt/mex/internal/measure"
)

// The fault suite (issue 28): every worst case of the adversarial campaign
// against the API, under a short deadline. Each request is refused at once
// (4xx) or answered, or stopped by the deadline (503), within the deadline
// and a second; after all of them no computation is left running (the
// goroutines return to where they were). The deadline is 2 s here, the
// server's 20 s in use; the heavy sizes are the campaign's own.
func TestFaultSuite(t *testing.T) {
	if testing.Short() {
		t.Skip("the fault suite waits out deadlines")
	}
	s := New()
	s.Deadline = 2 * time.Second
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	rng := rand.New(rand.NewPCG(28, 9))
	seen := map[int]bool{}
	var moves []string
	for len(moves) < 9000 {
		m := 1 + rng.IntN(29999)
		if !seen[m] {
			seen[m] = true
			moves = append(moves, fmt.Sprint(m))
		}
	}
	cases := []struct {
		row     int
		path    string
		refused bool // must be refused with a 4xx before the deadline
	}{
		{1, "/api/outcome?game=wythoff&pos=3,5&alter-p=1000000000000001,1000000000000007", false},
		{2, "/api/ppos?game=wythoff:p=3,m=2&count=10000&from=19999989999", true},
		{3, "/api/grundy?game=subtraction:" + url.QueryEscape(strings.Join(moves, ",")) + "&pos=10%5E30", false},
		{4, "/api/moves?game=" + url.QueryEscape("nimhoff:1,0/0,1/1,1/1,2/2,1/1,3/3,1/2,3/3,2") + "&pos=4999998,4999999", false},
		{5, "/api/outcome?game=" + url.QueryEscape("wythoff:p=2,m=3 + wythoff:p=2,m=3") + "&pos=" + url.QueryEscape("1000,2000 + 1000,2001"), false},
		{6, "/api/form?game=wythoff&pos=1000000,1000000", false},
		{11, "/api/grundy?game=octal:0.6&pos=123456789012345678901234567890", true},
		{11, "/api/grundy?game=grundy&pos=123456789012345678901234567890", true},
		{13, "/api/grundy?game=wythoff&size=2000", false},
	}
	runtime.GC()
	before := runtime.NumGoroutine()
	for _, c := range cases {
		peak, stop := measure.WatchHeap()
		start := time.Now()
		res, err := http.Get(server.URL + c.path)
		if err != nil {
			t.Fatalf("row %d: %v", c.row, err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		took := time.Since(start)
		stop()
		if limit := uint64(Limits.MaxBytes); peak() > limit+limit/10 {
			t.Errorf("row %d: the heap reached %d MiB; a request's budget is %d MiB", c.row, peak()>>20, limit>>20)
		}
		ok := res.StatusCode == 200 || res.StatusCode == 503 || res.StatusCode >= 400 && res.StatusCode < 500
		if !ok || took > s.Deadline+time.Second {
			t.Errorf("row %d: status %d after %v (deadline %v): %.200s", c.row, res.StatusCode, took.Round(time.Millisecond), s.Deadline, body)
		}
		if c.refused && (res.StatusCode < 400 || res.StatusCode >= 500 || took >= s.Deadline) {
			t.Errorf("row %d: status %d after %v: %.200s; want a refusal (4xx) before the deadline", c.row, res.StatusCode, took.Round(time.Millisecond), body)
		}
		if res.StatusCode >= 400 && len(body) > 1024 {
			t.Errorf("row %d: an error of %d bytes; at most 1 KB", c.row, len(body))
		}
		t.Logf("row %2d: %d in %v", c.row, res.StatusCode, took.Round(time.Millisecond))
	}
	// All at once: the heap stays within the server's total memory (and
	// a tenth), whatever the lanes and the queue let in together.
	peak, stop := measure.WatchHeap()
	var wg sync.WaitGroup
	for _, c := range cases {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if res, err := http.Get(server.URL + c.path); err == nil {
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
			}
		}()
	}
	wg.Wait()
	stop()
	if total := uint64(TotalMemory); peak() > total+total/10 {
		t.Errorf("all rows at once: the heap reached %d MiB; the server's total is %d MiB", peak()>>20, total>>20)
	}
	t.Logf("all rows at once: heap peak %d MiB", peak()>>20)
	// Every computation stopped: the goroutines come back (the idle
	// connections of the test client aside) within two seconds.
	http.DefaultClient.CloseIdleConnections()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before+2 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before+2 {
		t.Errorf("%d goroutines after the suite, %d before: a computation is still running", n, before)
	}
}
