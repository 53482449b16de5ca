package web

import (
	"encoding/json"
	"errors"
	"net/http"
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

// checks streams the reports of `mex check [name]` as NDJSON, one line
// ({"done":…,"total":…,"check":{…}}) as each check finishes, so that a
// page shows them as they come. A bad name is a 400 before the stream.
// One run goes at a time (they take seconds; a run stops within a second
// when its reader leaves), and the reports of a complete run are kept and
// replayed at once to later readers: the quick checks compute the same
// reports every time, and the checks page reran all of them (about 18 s)
// on every visit, a second visitor getting 503.
func (s *Server) checks() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := query{r.URL.Query()}
		if q.Get("full") != "" {
			writeError(w, http.StatusBadRequest, errors.New("full checks run for minutes; use mex check --full"))
			return
		}
		name := q.Get("name")
		if _, err := theorem.Select(name); err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
		s.checkMu.Lock()
		kept, ok := s.checked[name]
		s.checkMu.Unlock()
		if ok {
			writeCheckLines(w, kept)
			return
		}
		select {
		case s.checkRuns <- struct{}{}:
		case <-time.After(s.QueueWait):
			writeError(w, http.StatusServiceUnavailable, errBusy)
			return
		case <-r.Context().Done():
			return
		}
		ctx := r.Context()
		lines := make(chan checkLine, 64)
		go func() {
			defer func() { <-s.checkRuns }()
			defer close(lines)
			// The reports go out as they come. Check's error is left: the
			// name was refused above if bad, and an interruption means ctx
			// is done, so the reader has left and there is no one to tell.
			var all []checkLine
			_, err := s.svc.WithContext(ctx).Check(name, false, func(c theorem.Result, done, total int) {
				all = append(all, checkLine{done, total, c})
				select {
				case lines <- checkLine{done, total, c}:
				case <-ctx.Done():
				}
			})
			if err == nil && ctx.Err() == nil && len(all) > 0 && all[len(all)-1].Done == all[len(all)-1].Total {
				s.checkMu.Lock()
				s.checked[name] = all
				s.checkMu.Unlock()
			}
		}()
		startNDJSON(w)
		flusher, _ := w.(http.Flusher)
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		for {
			select {
			case line, ok := <-lines:
				if !ok {
					return
				}
				if enc.Encode(line) != nil {
					return // the reader left: ctx ends the run
				}
				if flusher != nil {
					flusher.Flush()
				}
			case <-ctx.Done():
				return
			}
		}
	})
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
