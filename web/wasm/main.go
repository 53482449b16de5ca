//go:build js && wasm

// Command wasm is the lab's library compiled to WebAssembly, for the
// static site that `mex site` writes: it runs in a Web Worker (worker.js)
// and answers the page's API requests through the same handler as
// `mex serve` (web.NewSite().Handler(): the server's limits, with a shorter
// period search), so the page cannot tell the two apart.
//
// It defines one function on the worker's global object:
//
//	mexServe(path, sink) -> Promise
//
// path is a request path with its query ("/api/outcome?game=nim&pos=3,4,5").
// The answer goes to sink as it is written: sink.head(status, headers) once,
// headers a JSON array of [name, value] pairs, then sink.chunk(Uint8Array)
// for each flushed part of the body (the NDJSON stream of /api/checks
// flushes once a line). The promise resolves when the answer is complete.
//
// Go's WebAssembly is single-threaded and never preempts a goroutine: a
// long computation holds the worker until it ends, and the server's
// deadline, whose timer cannot fire meanwhile, is enforced by the page's
// transport (web/static/js/transport.js), which terminates the worker.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"syscall/js"

	"github.com/mex-cgt/mex/web"
)

func main() {
	h := web.NewSite().Handler()
	js.Global().Set("mexServe", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeObject {
			return rejected("mexServe(path, sink): want a path and a sink")
		}
		path, sink := args[0].String(), args[1]
		return promise(func() error { return serve(h, path, sink) })
	}))
	select {} // the handler lives as long as the worker
}

// serve answers one GET request for path through h, into sink.
func serve(h http.Handler, path string, sink js.Value) error {
	w := &writer{header: http.Header{}, sink: sink}
	if !strings.HasPrefix(path, "/") {
		w.fail(http.StatusBadRequest, fmt.Sprintf("a request path begins with /: %.60q", path))
		return nil
	}
	r, err := http.NewRequest(http.MethodGet, "http://localhost"+path, nil)
	if err != nil {
		w.fail(http.StatusBadRequest, "a request path that is not a URL: "+err.Error())
		return nil
	}
	func() {
		defer func() { // the handler recovers computations' panics; this is the backstop
			if p := recover(); p != nil {
				if !w.sent {
					w.header = http.Header{}
					w.status, w.body = 0, nil
					w.fail(http.StatusInternalServerError, fmt.Sprintf("internal error: %v", p))
				}
			}
		}()
		h.ServeHTTP(w, r)
	}()
	w.Flush()
	return nil
}

// writer collects an answer and hands it to the sink: the head at the
// first flush, then each flushed part of the body.
type writer struct {
	header http.Header
	status int
	body   []byte
	sent   bool // the head went to the sink
	sink   js.Value
}

func (w *writer) Header() http.Header { return w.header }

func (w *writer) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *writer) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.body = append(w.body, p...)
	return len(p), nil
}

// Flush sends the head, if not yet sent, and the body written since the
// last flush.
func (w *writer) Flush() {
	if !w.sent {
		if w.status == 0 {
			w.status = http.StatusOK
		}
		if w.header.Get("Content-Type") == "" && len(w.body) > 0 {
			w.header.Set("Content-Type", http.DetectContentType(w.body))
		}
		var pairs [][2]string
		for name, values := range w.header {
			for _, v := range values {
				pairs = append(pairs, [2]string{name, v})
			}
		}
		headers, _ := json.Marshal(pairs)
		w.sink.Call("head", w.status, string(headers))
		w.sent = true
	}
	if len(w.body) > 0 {
		chunk := js.Global().Get("Uint8Array").New(len(w.body))
		js.CopyBytesToJS(chunk, w.body)
		w.body = w.body[:0]
		w.sink.Call("chunk", chunk)
	}
}

// fail answers with the API's JSON error.
func (w *writer) fail(status int, msg string) {
	body, _ := json.Marshal(map[string]string{"error": msg})
	w.header.Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(body, '\n'))
}

// promise runs f in a goroutine (a js.FuncOf callback must not block) and
// returns a Promise settled by its result.
func promise(f func() error) js.Value {
	var executor js.Func
	executor = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resolve, reject := args[0], args[1]
		go func() {
			defer executor.Release()
			if err := f(); err != nil {
				reject.Invoke(js.Global().Get("Error").New(err.Error()))
				return
			}
			resolve.Invoke()
		}()
		return nil
	})
	return js.Global().Get("Promise").New(executor)
}

func rejected(msg string) js.Value {
	return js.Global().Get("Promise").Call("reject", js.Global().Get("Error").New(msg))
}
