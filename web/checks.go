package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"runtime"
	"sync"
	"time"

	"github.com/mex-cgt/mex/theorem"
)

// checkLine is one line of the /api/checks stream: a report and how many
// of how many checks are done. A check that could not compute has ok
// false and says why in check.error (no counterexample); a claim proved
// for all positions by a decision procedure has check.proved true and
// says what was proved in check.statement.
type checkLine struct {
	Done  int            `json:"done"`
	Total int            `json:"total"`
	Check theorem.Result `json:"check"`
}

// checkGroup is a group of checks as /api/checks?groups=1 lists it.
type checkGroup struct {
	Name   string `json:"name"`
	Checks int    `json:"checks"`
}

// checkState holds the runs of the checks of a server. Its zero value is
// ready: slot is made at the first run.
type checkState struct {
	mu   sync.Mutex
	slot chan struct{}        // one run at a time: they take seconds
	runs map[string]*checkRun // the run going on, by name
	kept map[string][]checkLine
	// started counts the runs begun (for tests).
	started int
}

// checkRun is a run of the checks of one name, read by every reader of
// that name while it goes on. Its lines grow; changed is closed and
// replaced at each new line and at the end.
type checkRun struct {
	mu      sync.Mutex
	lines   []checkLine
	done    bool
	changed chan struct{}
	readers int // under checkState.mu
	cancel  context.CancelFunc
}

func (c *checkState) theSlot() chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.slot == nil {
		c.slot = make(chan struct{}, 1)
	}
	return c.slot
}

// checks streams the reports of `mex check [name]` as NDJSON, one line
// ({"done":…,"total":…,"check":{…}}) as each check finishes, so that a
// page shows them as they come. A bad name is a 400 before the stream.
//
// One run goes at a time (they take seconds), and its readers share it: a
// reader who comes while the run of its name goes on reads the lines so
// far at once and then the others as they come (the checks page ran all
// the checks, about 21 s, for each visitor, and a second visitor got 503
// after QueueWait; issue 39). A run stops within a second when its last
// reader leaves. The reports of a complete run are kept and replayed at
// once to later readers: the quick checks compute the same reports every
// time. A reader of another name waits QueueWait for the slot, then 503.
//
// /api/checks?groups=1 lists the groups of checks instead, with their
// number of checks: {"groups":[{"name":"altered","checks":3},…]}.
func (s *Server) checks() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := query{r.URL.Query()}
		if q.Get("full") != "" {
			writeError(w, http.StatusBadRequest, errors.New("full checks run for minutes; use mex check --full"))
			return
		}
		if g := q.Get("groups"); g != "" {
			if g != "1" && g != "true" {
				writeError(w, http.StatusBadRequest, errors.New("groups: want 1"))
				return
			}
			writeJSON(w, http.StatusOK, map[string][]checkGroup{"groups": checkGroups()})
			return
		}
		name := q.Get("name")
		if _, err := theorem.Select(name); err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
		c := &s.checking
		run, kept, err := c.join(r.Context(), name, s)
		switch {
		case err != nil:
			writeError(w, http.StatusServiceUnavailable, errBusy)
		case kept != nil:
			writeCheckLines(w, kept)
		case run != nil:
			defer c.leave(name, run)
			follow(r.Context(), w, run)
		}
	})
}

// checkGroups lists the groups of theorem's checks in the order of All
// (by name), with their number of checks.
func checkGroups() []checkGroup {
	var out []checkGroup
	for _, ch := range theorem.All() {
		if n := len(out); n > 0 && out[n-1].Name == ch.Group {
			out[n-1].Checks++
			continue
		}
		out = append(out, checkGroup{ch.Group, 1})
	}
	return out
}

// join returns the kept reports of name, or the run of name to follow:
// the one going on, or a new one when the slot is free within
// s.QueueWait (errBusy when not; nothing when the reader left).
func (c *checkState) join(ctx context.Context, name string, s *Server) (*checkRun, []checkLine, error) {
	if run, kept := c.find(name); run != nil || kept != nil {
		return run, kept, nil
	}
	slot := c.theSlot()
	select {
	case slot <- struct{}{}:
	case <-time.After(s.QueueWait):
		// the run of this name may have begun while this reader waited
		if run, kept := c.find(name); run != nil || kept != nil {
			return run, kept, nil
		}
		return nil, nil, errBusy
	case <-ctx.Done():
		return nil, nil, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.kept[name]; ok { // a run of name ended while this one waited
		<-slot
		return nil, kept, nil
	}
	runCtx, cancel := context.WithCancel(context.Background())
	run := &checkRun{changed: make(chan struct{}), readers: 1, cancel: cancel}
	if c.runs == nil {
		c.runs, c.kept = map[string]*checkRun{}, map[string][]checkLine{}
	}
	c.runs[name] = run
	c.started++
	go c.execute(runCtx, name, run, s)
	return run, nil, nil
}

// find returns the kept reports of name or its run going on, counting
// the reader in.
func (c *checkState) find(name string) (*checkRun, []checkLine) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.kept[name]; ok {
		return nil, kept
	}
	if run := c.runs[name]; run != nil {
		run.readers++
		return run, nil
	}
	return nil, nil
}

// leave counts a reader out: the last one to leave a run going on stops
// it, and a later reader starts anew.
func (c *checkState) leave(name string, run *checkRun) {
	c.mu.Lock()
	defer c.mu.Unlock()
	run.readers--
	if run.readers == 0 {
		if c.runs[name] == run {
			delete(c.runs, name)
		}
		run.cancel()
	}
}

// execute runs the checks of name into run, keeps the reports of a
// complete run and frees the slot.
func (c *checkState) execute(ctx context.Context, name string, run *checkRun, s *Server) {
	defer func() { <-c.theSlot() }()
	defer run.cancel()
	// Check's error is left: the name was refused before if bad, and an
	// interruption means every reader has left.
	_, err := s.svc.WithContext(ctx).Check(name, false, func(r theorem.Result, done, total int) {
		run.add(checkLine{done, total, r})
		// let the readers send the line now: in WebAssembly (the static
		// site) nothing interrupts a running goroutine, and the reports
		// would go out in two or three batches instead of one by one
		runtime.Gosched()
	})
	c.mu.Lock()
	if c.runs[name] == run {
		delete(c.runs, name)
	}
	lines := run.finish()
	if n := len(lines); err == nil && ctx.Err() == nil && n > 0 && lines[n-1].Done == lines[n-1].Total {
		c.kept[name] = lines
	}
	c.mu.Unlock()
}

func (run *checkRun) add(line checkLine) {
	run.mu.Lock()
	defer run.mu.Unlock()
	run.lines = append(run.lines, line)
	close(run.changed)
	run.changed = make(chan struct{})
}

func (run *checkRun) finish() []checkLine {
	run.mu.Lock()
	defer run.mu.Unlock()
	run.done = true
	close(run.changed)
	return run.lines
}

// since returns the lines from the i-th on, whether the run is over, and
// the channel closed at its next change.
func (run *checkRun) since(i int) ([]checkLine, bool, chan struct{}) {
	run.mu.Lock()
	defer run.mu.Unlock()
	return run.lines[i:], run.done, run.changed
}

// follow writes the lines of run so far, then the others as they come,
// until the run ends or the reader leaves.
func follow(ctx context.Context, w http.ResponseWriter, run *checkRun) {
	startNDJSON(w)
	flusher, _ := w.(http.Flusher)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := 0; ; {
		lines, done, changed := run.since(i)
		for _, line := range lines {
			if enc.Encode(line) != nil {
				return // the reader left
			}
		}
		i += len(lines)
		if flusher != nil && len(lines) > 0 {
			flusher.Flush()
		}
		if done {
			return
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return
		}
	}
}

// startNDJSON begins a stream of JSON lines.
func startNDJSON(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
}

// writeCheckLines writes kept reports as the stream of a run would.
func writeCheckLines(w http.ResponseWriter, lines []checkLine) {
	startNDJSON(w)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, line := range lines {
		if enc.Encode(line) != nil {
			return
		}
	}
}
