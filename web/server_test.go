package web_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mex-cgt/mex/internal/cli"
	"github.com/mex-cgt/mex/web"
)

func get(t *testing.T, base, path string) (int, string, string) {
	t.Helper()
	res, err := http.Get(base + path)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header.Get("Content-Type"), string(body)
}

// The API answers with exactly what `mex COMMAND … --json` prints.
func TestAPIMirrorsCLI(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	tests := []struct {
		path string
		args []string
	}{
		{"/api/outcome?game=wythoff&pos=3,5", []string{"outcome", "wythoff", "3,5"}},
		{"/api/outcome?game=" + url.QueryEscape("subtraction:1,2 + subtraction:1,3") + "&pos=" + url.QueryEscape("5 + 6"), []string{"outcome", "subtraction:1,2 + subtraction:1,3", "5 + 6"}},
		{"/api/moves?game=nim&pos=15,13,5", []string{"moves", "nim", "15,13,5"}},
		{"/api/grundy?game=kayles&upto=30", []string{"grundy", "kayles", "--upto", "30"}},
		{"/api/grundy?game=wythoff&size=6", []string{"grundy", "wythoff", "--size", "6"}},
		{"/api/grundy?game=nim&pos=3,5,6", []string{"grundy", "nim", "3,5,6"}},
		{"/api/ppos?game=wythoff:p=2,m=3&count=10", []string{"ppos", "wythoff:p=2,m=3", "--count", "10"}},
		{"/api/ppos?game=wythoff&count=2&from=1000000000000000000000", []string{"ppos", "wythoff", "--count", "2", "--from", "1000000000000000000000"}},
		{"/api/ppos?game=dr:r=2&size=12", []string{"ppos", "dr:r=2", "--size", "12"}},
		{"/api/period?game=subtraction:2,5,7", []string{"period", "subtraction:2,5,7"}},
		{"/api/offset?alter-p=3,4", []string{"offset", "--alter-p", "3,4"}},
		{"/api/ppos?game=wythoff&size=9&alter-p=0,1&alter-p=1,0&alter-n=0,0", []string{"ppos", "wythoff", "--size", "9", "--alter-p", "0,1", "--alter-p", "1,0", "--alter-n", "0,0"}},
		{"/api/adjoin?move=3,5", []string{"adjoin", "3,5"}},
		{"/api/adjoin?size=8", []string{"adjoin", "--size", "8"}},
		{"/api/classify?game=imitation:p=2,m=3&pos=4,9", []string{"classify", "imitation:p=2,m=3", "4,9"}},
		{"/api/outcome?game=imitation:p=2,m=1&pos=2,2/1,2/1,1/0,1", []string{"outcome", "imitation:p=2,m=1", "2,2/1,2/1,1/0,1"}},
		{"/api/check?name=kernel", []string{"check", "kernel"}},
		{"/api/form?game=kayles&pos=7", []string{"form", "kayles", "7"}},
	}
	for _, tt := range tests {
		code, ctype, body := get(t, server.URL, tt.path)
		var out, errOut bytes.Buffer
		exit := cli.Main(append(tt.args, "--json"), &out, &errOut)
		if code != 200 || exit != 0 || !strings.HasPrefix(ctype, "application/json") || body != out.String() {
			t.Errorf("GET %s = %d %q\n%s\nmex %s --json (exit %d) =\n%s", tt.path, code, ctype, body, strings.Join(tt.args, " "), exit, out.String())
		}
	}
}

// Bad requests get a 4xx and a JSON error; nothing panics.
func TestAPIErrors(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	tests := []struct {
		path string
		code int
	}{
		{"/api/outcome?game=wythoff", 400},
		{"/api/outcome?pos=3,5", 400},
		{"/api/outcome?game=wythoff&pos=3,-1", 400},
		{"/api/outcome?game=octal:0.9&pos=3", 400},
		{"/api/outcome?game=foo&pos=3", 400},
		{"/api/grundy?game=wythoff&size=100000", 400},
		{"/api/grundy?game=wythoff&size=5&upto=5", 400},
		{"/api/grundy?game=kayles&upto=2^40", 400},
		{"/api/ppos?game=wythoff&count=99999999", 400},
		{"/api/ppos?game=wythoff:p=2,m=3&count=3&from=100000000000000", 400},
		{"/api/ppos?game=wythoff&count=3&from=" + strings.Repeat("9", 3000), 400},
		{"/api/offset?alter-p=1,1&alter-n=1,1", 400},
		{"/api/offset?alter-p=x", 400},
		{"/api/offset?measure=99999999", 400},
		{"/api/adjoin?move=1,x", 400},
		{"/api/check?name=nothing", 400},
		{"/api/check?full=1", 400},
		{"/api/play?game=wythoff&pos=3,5&blocked=1", 400},
		{"/api/form?game=imitation:p=2,m=3&pos=4,9", 400},
		{"/api/form?game=kayles&pos=x", 400},
		{"/api/plot?game=wythoff&size=99999", 400},
		{"/api/plot?game=wythoff&format=gif", 400},
		{"/api/plot?game=wythoff&kind=grundy&size=1000&format=svg", 400},
		{"/api/nothing", 404},
	}
	for _, tt := range tests {
		code, ctype, body := get(t, server.URL, tt.path)
		var e struct{ Error string }
		if code != tt.code || !strings.HasPrefix(ctype, "application/json") || json.Unmarshal([]byte(body), &e) != nil || e.Error == "" {
			t.Errorf("GET %s = %d %q %q; want %d with a JSON error", tt.path, code, ctype, body, tt.code)
		}
	}
	res, err := http.Post(server.URL+"/api/outcome?game=wythoff&pos=3,5", "text/plain", nil)
	if err != nil || res.StatusCode != 405 {
		t.Errorf("POST: %v %v; want 405", err, res.StatusCode)
	}
}

func TestPageAndPlot(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	code, ctype, body := get(t, server.URL, "/")
	if code != 200 || !strings.HasPrefix(ctype, "text/html") || !strings.Contains(body, "js/main.js") {
		t.Fatalf("GET / = %d %q", code, ctype)
	}
	code, ctype, body = get(t, server.URL, "/api/plot?game=wythoff&size=10")
	if code != 200 || ctype != "image/png" || !strings.HasPrefix(body, "\x89PNG") {
		t.Fatalf("GET /api/plot = %d %q", code, ctype)
	}
	code, ctype, body = get(t, server.URL, "/api/plot?game=wythoff&size=10&format=svg")
	if code != 200 || ctype != "image/svg+xml" || !strings.Contains(body, `data-x="3" data-y="5"`) {
		t.Fatalf("GET /api/plot svg = %d %q", code, ctype)
	}
}

// A computation beyond the deadline answers 503 with a JSON error.
func TestDeadline(t *testing.T) {
	s := web.New()
	s.Deadline = time.Millisecond
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	code, _, body := get(t, server.URL, "/api/grundy?game=grundy&upto=1048576") // seconds of work, no period to shortcut
	// it names the deadline, and no size (none was given; the page once
	// told octal:0.6 at a 30-digit heap to "ask for a smaller size")
	if code != 503 || !strings.Contains(body, "deadline") || !strings.Contains(body, "after 1ms") || strings.Contains(body, "size") {
		t.Fatalf("slow request: %d %s; want 503 naming the deadline", code, body)
	}
}

// The load check: many concurrent requests on loopback, bounded in count
// and time; every answer is right, the concurrency cap holds (busy
// requests get 503, nothing else fails) and the heap stays bounded.
func TestLoad(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	paths := []string{
		"/api/outcome?game=wythoff&pos=3,5",
		"/api/moves?game=nim&pos=15,13,5",
		"/api/grundy?game=wythoff&size=200",
		"/api/ppos?game=wythoff:p=2,m=3&count=1000",
		"/api/reply?game=wythoff&pos=40,70",
		"/api/plot?game=wythoff&size=300",
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	const requests, workers = 600, 24
	var mu sync.Mutex
	var latencies []time.Duration
	codes := map[int]int{}
	jobs := make(chan string)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range jobs {
				start := time.Now()
				res, err := http.Get(server.URL + path)
				if err != nil {
					t.Error(err)
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				mu.Lock()
				latencies = append(latencies, time.Since(start))
				codes[res.StatusCode]++
				mu.Unlock()
			}
		}()
	}
	deadline := time.Now().Add(60 * time.Second)
	for i := range requests {
		if time.Now().After(deadline) {
			break
		}
		jobs <- paths[i%len(paths)]
	}
	close(jobs)
	wg.Wait()
	runtime.GC()
	runtime.ReadMemStats(&after)
	slices.Sort(latencies)
	p := func(q float64) time.Duration { return latencies[int(q*float64(len(latencies)-1))] }
	t.Logf("%d requests, %d workers: p50 %v, p95 %v, max %v; status %v; heap %d -> %d MB",
		len(latencies), workers, p(0.5), p(0.95), p(1), codes, before.HeapAlloc>>20, after.HeapAlloc>>20)
	for code, n := range codes {
		if code != 200 && code != 503 {
			t.Errorf("%d answers with status %d", n, code)
		}
	}
	if codes[200] < len(latencies)/2 {
		t.Errorf("only %d of %d requests succeeded", codes[200], len(latencies))
	}
	if after.HeapAlloc > before.HeapAlloc+256<<20 {
		t.Errorf("heap grew from %d to %d MB", before.HeapAlloc>>20, after.HeapAlloc>>20)
	}
}
