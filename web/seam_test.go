package web

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

func fetch(t *testing.T, url string) (int, map[string]any) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	var v map[string]any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("%s: %d, not JSON: %q", url, res.StatusCode, body)
	}
	return res.StatusCode, v
}

// Four heavy requests past the deadline get 503 and free their slots at
// once: the cancelled context stops the computation. Meanwhile and after,
// small requests are answered.
func TestDeadlineFreesSlots(t *testing.T) {
	s := New()
	s.Deadline, s.QueueWait = 300*time.Millisecond, 2*time.Second
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	heavy := server.URL + "/api/grundy?game=grundy&upto=1048576" // Grundy's game: no period to shortcut
	var wg sync.WaitGroup
	codes := make([]int, MaxConcurrent)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _ = fetch(t, heavy)
		}()
	}
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	if code, v := fetch(t, server.URL+"/api/outcome?game=wythoff&pos=3,5"); code != 200 || v["outcome"] != "P" {
		t.Errorf("outcome beside heavy requests: %d %v", code, v)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("a small request beside four heavy ones took %v", d)
	}
	wg.Wait()
	for i, c := range codes {
		if c != http.StatusServiceUnavailable {
			t.Errorf("heavy request %d: status %d; want 503 at the deadline", i, c)
		}
	}
	start = time.Now()
	if code, v := fetch(t, server.URL+"/api/grundy?game=kayles&upto=30"); code != 200 {
		t.Errorf("a computation after the 503s: %d %v", code, v)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the computations' lane was still busy %v after the deadline", d)
	}
}

// With every slot of the computations' lane taken, a further computation
// waits QueueWait and gets 503, while the questions of play, in their own
// lane, are answered; once the slots are free the computation is served.
// The slots are held by the test itself, so no computation's speed
// decides the outcome (the earlier version held them with Wythoff tables
// that the issue-15 column algorithm made too quick to still be running).
func TestConcurrencyCap(t *testing.T) {
	s := New()
	s.QueueWait = 20 * time.Millisecond
	server := httptest.NewServer(s.Handler())
	defer server.Close()
	for range MaxConcurrent {
		s.slots <- struct{}{}
	}
	code, v := fetch(t, server.URL+"/api/grundy?game=kayles&upto=30")
	if msg, _ := v["error"].(string); code != http.StatusServiceUnavailable || !strings.Contains(msg, "busy") {
		t.Errorf("a computation with every slot taken: %d %v; want 503 busy", code, v)
	}
	if code, v := fetch(t, server.URL+"/api/outcome?game=wythoff&pos=3,5"); code != 200 || v["outcome"] != "P" {
		t.Errorf("a question of play beside a full lane: %d %v; want 200 P", code, v)
	}
	for range MaxConcurrent {
		<-s.slots
	}
	if code, v := fetch(t, server.URL+"/api/grundy?game=kayles&upto=30"); code != 200 {
		t.Errorf("a computation once the slots are free: %d %v; want 200", code, v)
	}
}

// A panic inside a computation is a 500 with a JSON error; the server
// and its slot live on.
func TestPanicIsInternalError(t *testing.T) {
	log.SetOutput(io.Discard)
	defer log.SetOutput(os.Stderr)
	s := New()
	for range MaxConcurrent + 1 { // more panics than slots: each frees its slot
		_, err := s.run(context.Background(), s.slots, func(context.Context) (any, error) { panic("boom") })
		if err == nil || !strings.Contains(err.Error(), "internal error: boom") || status(err) != http.StatusInternalServerError {
			t.Fatalf("panic: err %v, status %d; want an internal error, 500", err, status(err))
		}
	}
	v, err := s.run(context.Background(), s.slots, func(context.Context) (any, error) { return 42, nil })
	if err != nil || v != 42 {
		t.Fatalf("after panics: %v, %v", v, err)
	}
}

// Misère Wythoff (declared P (0,1),(1,0), declared N (0,0)): a declared
// position ends play with its declared outcome. From (1,1) the computer
// moves to (0,1), declared P: the human, to move there, has lost; and at
// (0,1) itself play is already over.
func TestMisereWythoffReply(t *testing.T) {
	server := httptest.NewServer(New().Handler())
	defer server.Close()
	const misere = "&alter-p=0,1&alter-p=1,0&alter-n=0,0"
	code, v := fetch(t, server.URL+"/api/reply?game=wythoff&pos=1,1"+misere)
	if code != 200 {
		t.Fatalf("reply: %d %v", code, v)
	}
	if v["over"] != true || v["winner"] != "computer" {
		t.Errorf("reply from (1,1) of misère Wythoff: over %v, winner %v; want over, the computer wins (%v)", v["over"], v["winner"], v["explanation"])
	}
	state := v["state"].(map[string]any)
	if state["over"] != true || state["mover_wins"] != false {
		t.Errorf("state after the move: %v", state)
	}
	// A finished game is a state, not an error: at (0,1) the computer,
	// to move, has lost; there is no move (issue 35, row 12).
	if code, v := fetch(t, server.URL+"/api/reply?game=wythoff&pos=0,1"+misere); code != 200 || v["over"] != true || v["winner"] != "you" || v["move"] != nil {
		t.Errorf("reply at the declared (0,1): %d %v; want 200, over, you win, no move", code, v)
	}
	// Normal Wythoff from (0,1): the computer takes the last token and wins.
	_, v = fetch(t, server.URL+"/api/reply?game=wythoff&pos=0,1")
	if v["over"] != true || v["winner"] != "computer" {
		t.Errorf("reply from (0,1) of Wythoff: over %v, winner %v; want the computer", v["over"], v["winner"])
	}
	// Play from a declared position reports the end at once.
	_, v = fetch(t, server.URL+"/api/play?game=wythoff&pos=0,0&alter-p=0,1&alter-p=1,0&alter-n=0,0")
	if v["over"] != true || v["mover_wins"] != true {
		t.Errorf("play at (0,0) of misère Wythoff: %v", v)
	}
}

// Requests that would exhaust memory are refused up front, quickly.
func TestRefusedUpFront(t *testing.T) {
	server := httptest.NewServer(New().Handler())
	defer server.Close()
	sum := strings.Repeat("kayles + ", 2999) + "kayles"
	pos := strings.Repeat("30 + ", 2999) + "30"
	for _, path := range []string{
		"/api/play?game=" + urlEscape(sum) + "&pos=" + urlEscape(pos),
		"/api/classify?game=imitation:p=64,m=64&pos=40,39",
	} {
		start := time.Now()
		code, v := fetch(t, server.URL+path)
		if code != http.StatusBadRequest || v["error"] == nil {
			t.Errorf("%.80s: %d %v; want 400 with the estimate", path, code, v)
		}
		// About 0.2 s of CPU here; the bound leaves room for a loaded
		// machine running other packages' tests.
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%.80s: refused after %v", path, d)
		}
	}
}

func urlEscape(s string) string {
	return strings.NewReplacer(" ", "%20", "+", "%2B").Replace(s)
}

var _ = errors.New
