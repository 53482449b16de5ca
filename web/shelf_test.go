package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func getBody(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", url, res.StatusCode, body)
	}
	return string(body)
}

// jsonOf is what writeJSON sends for v.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// One page's values and statistics of Grundy's game, and of 0.6, come from one run of
// the sequence, whichever request comes first and however they overlap,
// and both answers are those of the service run alone (mex grundy --upto,
// mex stats --upto --json). Issue 25: each computed it, about 3 s each at
// 2^20.
func TestOneSequencePerPage(t *testing.T) {
	for _, game := range []string{"grundy", "octal:0.6"} { // no period in their first values: the run is what the values cost
		oneSequencePerPage(t, game)
	}
}

func oneSequencePerPage(t *testing.T, game string) {
	const upto = 1 << 15
	g, err := spec.Parse(game)
	if err != nil {
		t.Fatal(err)
	}
	var alone service.Service
	values, err := alone.GrundyUpto(g, upto)
	if err != nil {
		t.Fatal(err)
	}
	stats, err := alone.Stats(g, service.SequenceOptions{Upto: upto, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	wantValues, wantStats := jsonOf(t, values), jsonOf(t, stats)
	paths := []string{fmt.Sprintf("/api/grundy?game=%s&upto=%d", game, upto), fmt.Sprintf("/api/stats?game=%s&upto=%d", game, upto)}
	for _, order := range []string{"grundy first", "stats first", "at once"} {
		s := New()
		server := httptest.NewServer(s.Handler())
		got := make([]string, 2)
		switch order {
		case "grundy first":
			got[0], got[1] = getBody(t, server.URL+paths[0]), getBody(t, server.URL+paths[1])
		case "stats first":
			got[1], got[0] = getBody(t, server.URL+paths[1]), getBody(t, server.URL+paths[0])
		default:
			var wg sync.WaitGroup
			for i := range paths {
				wg.Go(func() { got[i] = getBody(t, server.URL+paths[i]) })
			}
			wg.Wait()
		}
		server.Close()
		if got[0] != wantValues || got[1] != wantStats {
			t.Errorf("%s, %s: the answers differ from the service's (values %d bytes against %d, stats %q against %q)", game, order, len(got[0]), len(wantValues), got[1], wantStats)
		}
		if n, m := s.seqs.computed.Load(), s.seqs.served.Load(); n != 1 || m != 1 {
			t.Errorf("%s, %s: the sequence was run %d times and read %d times from a run; want one run, read once more", game, order, n, m)
		}
	}
}

// A shorter prefix is read from a kept run.
func TestSequencePrefixFromShelf(t *testing.T) {
	s := New()
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	getBody(t, server.URL+"/api/stats?game=grundy&upto=20000")
	got := getBody(t, server.URL+"/api/grundy?game=grundy&upto=19000")
	g, _ := spec.Parse("grundy")
	var alone service.Service
	want, _ := alone.GrundyUpto(g, 19000)
	if got != jsonOf(t, want) {
		t.Errorf("the prefix G(0..19000) read from the kept run differs from mex grundy --upto 19000")
	}
	if n, m := s.seqs.computed.Load(), s.seqs.served.Load(); n != 1 || m != 1 {
		t.Errorf("run %d times, read %d times; want once each", n, m)
	}
	// Kayles's values alone come from its period, not from a run.
	getBody(t, server.URL+"/api/grundy?game=kayles&upto=100000")
	if n := s.seqs.computed.Load(); n != 1 {
		t.Errorf("Kayles's values ran the sequence (%d runs); they fill from the period alone", n)
	}
}

// The tiles of a view read one table, computed once however many tiles
// are asked at once.
func TestTilesReadOneTable(t *testing.T) {
	s := New()
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	var wg sync.WaitGroup
	for _, xy := range [][2]int{{100, 100}, {0, 100}, {100, 0}, {0, 0}, {50, 50}} {
		wg.Go(func() {
			w := 200 - max(xy[0], xy[1]) // every tile reaches 199
			getBody(t, fmt.Sprintf("%s/api/tile?game=wythoff&x0=%d&y0=%d&w=%d&h=%d", server.URL, xy[0], xy[1], w, w))
		})
	}
	wg.Wait()
	if n, m := s.tables.computed.Load(), s.tables.served.Load(); n != 1 || m != 4 {
		t.Errorf("the table was computed %d times for five tiles and read %d times; want once, read four times more", n, m)
	}
	// the requests' own accounts are given back as they end
	for i := 0; i < 100 && s.memory.Used() != s.tables.bytesKept(); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	if kept, used := s.tables.bytesKept(), s.memory.Used(); kept != 2*200*200 || used != kept {
		t.Errorf("the kept table holds %d bytes and the server's account %d; want 2·200² both", kept, used)
	}
}

// A shelf keeps at most its limit, dropping the least recently read
// entries, and charges what it keeps to the account it is given; what it
// cannot keep it hands over all the same.
func TestShelfLimitAndAccount(t *testing.T) {
	account := budget.New("the server", 1000)
	sh := newShelf[int]("test", 300, account)
	ctx := context.Background()
	put := func(game string, n int, bytes int64) {
		t.Helper()
		v, err := sh.get(ctx, game, n, n, false, func() (int, int64, error) { return n, bytes, nil })
		if err != nil || v != n {
			t.Fatalf("get %s %d = %d, %v", game, n, v, err)
		}
	}
	put("a", 1, 100)
	put("b", 1, 100)
	put("c", 1, 100)
	if _, ok := sh.cached(ctx, "a", 1); !ok { // a read: b is now the oldest
		t.Fatal("a was not kept")
	}
	put("d", 1, 100)
	if _, ok := sh.cached(ctx, "b", 1); ok {
		t.Error("b, the least recently read, is still kept past the limit")
	}
	if sh.bytesKept() != 300 || account.Used() != 300 {
		t.Errorf("kept %d bytes, account %d; want 300 each", sh.bytesKept(), account.Used())
	}
	put("e", 1, 400) // beyond the limit: answered, not kept
	if _, ok := sh.cached(ctx, "e", 1); ok || account.Used() != 300 {
		t.Errorf("an entry beyond the limit was kept (account %d)", account.Used())
	}
	small := newShelf[int]("test", 300, budget.New("the server", 50)) // a full server keeps nothing
	if v, err := small.get(ctx, "f", 1, 1, false, func() (int, int64, error) { return 7, 100, nil }); v != 7 || err != nil {
		t.Errorf("get = %d, %v", v, err)
	}
	if _, ok := small.cached(ctx, "f", 1); ok {
		t.Error("an entry the server's account cannot cover was kept")
	}
	// an entry reaching further answers a shorter need; exact needs its own
	if v, _ := sh.get(ctx, "a", 0, 0, false, func() (int, int64, error) { return -1, 1, nil }); v != 1 {
		t.Errorf("need 0 of a = %d; want the kept entry of reach 1", v)
	}
	if v, _ := sh.get(ctx, "a", 0, 0, true, func() (int, int64, error) { return -1, 1, nil }); v != -1 {
		t.Errorf("exactly 0 of a = %d; want a computation", v)
	}
	// a failed computation is not kept, and its waiters compute again
	boom := errors.New("boom")
	if _, err := sh.get(ctx, "g", 1, 1, false, func() (int, int64, error) { return 0, 1, boom }); err != boom {
		t.Errorf("err %v", err)
	}
	put("g", 1, 10)
	// a computation that panics (the server recovers it) lets its waiters go
	func() {
		defer func() { recover() }()
		sh.get(ctx, "h", 1, 1, false, func() (int, int64, error) { panic("boom") })
	}()
	bounded, cancel := context.WithTimeout(ctx, 10*time.Second) // a wait left hanging fails instead
	defer cancel()
	if v, err := sh.get(bounded, "h", 1, 1, false, func() (int, int64, error) { return 5, 1, nil }); v != 5 || err != nil {
		t.Errorf("after a panic: %d, %v; want a fresh computation", v, err)
	}
}
