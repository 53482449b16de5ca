package web

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"net/http"
	"net/url"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/render"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

//go:embed static
var static embed.FS

// Limits of the web lab: smaller than the command line's, so that one
// request stays within a few hundred MB and a few seconds (service.ServerLimits).
var Limits = service.ServerLimits

// Documented caps of the query parameters.
const (
	MaxSize       = 2000 // size= for tables, boxes and pictures
	MaxCount      = 10000
	MaxUpto       = 1 << 20
	MaxConcurrent = 4
	QueueWait     = 2 * time.Second
	Deadline      = 20 * time.Second
	// TotalMemory is the memory all requests together may reserve (each
	// request also within Limits.MaxBytes), checked while they run.
	TotalMemory = 2 << 30
)

// Server serves the lab.
//
// Requests run in two lanes of MaxConcurrent slots each: the small
// questions of play (outcome, moves, play, reply), whose cost the engine
// bounds, and the computations (tables, sequences, periods, checks,
// pictures). A heavy request can never starve a move. Each computation
// gets a context that is cancelled at the deadline (or when the client
// goes away); the library checks it between steps, so the slot is freed
// at once. A panic in a computation becomes a 500 with a JSON error and
// the server lives on.
type Server struct {
	svc   service.Service
	slots chan struct{} // the computations' lane
	light chan struct{} // the lane of play
	// Deadline bounds one computation and QueueWait the wait for a free
	// slot; tests shorten them.
	Deadline, QueueWait time.Duration
	// AllowedHosts are host names, besides localhost and IP addresses,
	// that the server answers under (see ownPages).
	AllowedHosts []string
	// checking holds the runs of the checks: one at a time, shared by its
	// readers, and the reports of every complete run (see checks).
	checking checkState
	// memory is the account of all requests; each request draws on a
	// child of it (see run).
	memory *budget.Account
	// seqs and tables keep the one-heap runs and two-pile tables the page
	// reads again (shelf.go), charged to memory.
	seqs   *shelf[seqRun]
	tables *shelf[table]
}

// SetMemory sets the memory one request may reserve while it runs and the
// memory all requests together may (before the server starts serving).
func (s *Server) SetMemory(perRequest, total int64) {
	s.svc.Limits.MaxBytes = perRequest
	s.memory = budget.New("the server", total)
	s.shelves()
}

// shelves makes the server's empty shelves on its memory account.
func (s *Server) shelves() {
	s.seqs = newShelf[seqRun]("sequence", MaxShelfBytes, s.memory)
	s.tables = newShelf[table]("table", MaxShelfBytes, s.memory)
}

// New returns a server with the web limits.
func New() *Server { return newServer(Limits) }

// SitePeriodValues bounds a period search that names no bound in the
// static site: 2^17 values, about 3 s in WebAssembly, where the server's
// 2^20 took 19-26 s, past the deadline (docs/SITE.md).
const SitePeriodValues = 1 << 17

// NewSite returns the server as the static site runs it in the browser
// (web/wasm): the web limits, with a period search bounded by
// SitePeriodValues.
func NewSite() *Server {
	limits := Limits
	limits.PeriodValues = SitePeriodValues
	return newServer(limits)
}

func newServer(limits service.Limits) *Server {
	s := &Server{svc: service.Service{Limits: limits}, slots: make(chan struct{}, MaxConcurrent), light: make(chan struct{}, MaxConcurrent),
		Deadline: Deadline, QueueWait: QueueWait, memory: budget.New("the server", TotalMemory)}
	s.shelves()
	return s
}

// HTTPServer returns an http.Server for addr with timeouts set.
func (s *Server) HTTPServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s.Handler(),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      s.Deadline + 10*time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    1 << 16,
	}
}

// Handler routes the page and the API: one route for each of the table of
// commands (service.Commands), and a 404 naming them for any other.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	page, _ := fs.Sub(static, "static")
	mux.Handle("GET /", http.FileServerFS(page))
	handlers := s.handlers()
	for _, route := range service.Routes() {
		h, ok := handlers[route]
		if !ok { // a route of the table with no handler: TestEveryRouteOfTheTable fails first
			h = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				writeError(w, http.StatusNotImplemented, fmt.Errorf("the lab has no handler for /api/%s", route))
			})
		}
		mux.Handle("GET /api/"+route, h)
	}
	want := strings.Join(service.Routes(), ", ")
	mux.HandleFunc("GET /api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Errorf("no API command %q: want %s", strings.TrimPrefix(r.URL.Path, "/api/"), want))
	})
	return ownPages(onlyGet(mux), s.AllowedHosts)
}

// handlers returns the handler of each route of the API: the
// computations run in their lane (slots), the quick answers in theirs
// (light).
func (s *Server) handlers() map[string]http.Handler {
	h := map[string]http.Handler{}
	for name, f := range map[string]func(*service.Service, query) (any, error){
		"grundy": s.apiGrundy, "ppos": apiPpos, "period": apiPeriod, "offset": apiOffset,
		"adjoin": apiAdjoin, "check": apiCheck, "classify": atPosition((*service.Service).Classify),
		"form": atPosition((*service.Service).Form), "genus": apiGenus, "quotient": apiQuotient,
		"learn": apiLearn, "defects": apiDefects, "census": apiCensus, // desk.go
	} {
		h[name] = s.api(s.slots, f)
	}
	for name, f := range map[string]func(*service.Service, query) (any, error){
		"outcome": atPosition((*service.Service).Outcome), "moves": atPosition((*service.Service).Moves),
		"play": withBlocked((*service.Service).Play), "reply": withBlocked((*service.Service).Reply),
		"describe": apiDescribe, "families": apiFamilies, "version": apiVersion,
	} {
		h[name] = s.api(s.light, f)
	}
	h["plot"] = s.file(plot)
	s.exportRoutes(h) // export, stats, tile, checks (export.go)
	s.proveRoutes(h)  // prove, prove.svg, statements (prove.go)
	return h
}

// onlyGet answers other methods with 405 and a JSON error.
func onlyGet(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			writeError(w, http.StatusMethodNotAllowed, fmt.Errorf("method %s: the lab answers GET only", r.Method))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// query wraps the URL parameters with validating accessors.
type query struct{ url.Values }

// misere reads misere=1 (or true): misère play.
func (q query) misere() bool {
	v := q.Get("misere")
	return v == "1" || v == "true"
}

func (q query) need(name string) (string, error) {
	v := q.Get(name)
	if strings.TrimSpace(v) == "" {
		return "", fmt.Errorf("missing parameter %s", name)
	}
	return v, nil
}

func (q query) size(name string, limit int) (int, bool, error) {
	v := q.Get(name)
	if v == "" {
		return 0, false, nil
	}
	n, err := spec.ParseSize(v, limit)
	if err != nil {
		return 0, true, fmt.Errorf("%s: %w (the web lab's limit is %d)", name, err, limit)
	}
	return n, true, nil
}

// sizeParam is a size parameter and the web lab's limit for it.
type sizeParam struct {
	name  string
	limit int
}

// exactlyOne reads a request that takes exactly one of the size
// parameters (and, when text is not "", of the text parameter so named,
// as pos): it returns the name given and, for a size, its value.
func (q query) exactlyOne(text string, params ...sizeParam) (string, int, error) {
	var names []string
	given, value, count := "", 0, 0
	if text != "" {
		names = append(names, text)
		if q.Get(text) != "" {
			given, count = text, 1
		}
	}
	for _, p := range params {
		names = append(names, p.name)
		n, ok, err := q.size(p.name, p.limit)
		if err != nil {
			return "", 0, bad(err)
		}
		if ok {
			given, value, count = p.name, n, count+1
		}
	}
	if count != 1 {
		last := len(names) - 1
		return "", 0, bad(fmt.Errorf("give exactly one of %s and %s", strings.Join(names[:last], ", "), names[last]))
	}
	return given, value, nil
}

// from reads from=I, the index of the first P-position asked for (0 when absent).
func (q query) from() (string, error) {
	from := q.Get("from")
	if from == "" {
		return "0", nil
	}
	if len(from) > 2000 {
		return "", bad(errors.New("from: at most 2000 digits"))
	}
	return from, nil
}

// game reads the game every command but check, offset and adjoin needs:
// game=G with its play convention (misere=1) and alterations (alter-p,
// alter-n), parsed once into the request's typed game.
func (q query) game() (*spec.Spec, error) {
	text, err := q.need("game")
	if err != nil {
		return nil, bad(err)
	}
	alt, err := q.alteration()
	if err != nil {
		return nil, bad(err)
	}
	g, err := service.ParseGame(text, spec.Options{Alteration: alt, Misere: q.misere()})
	if err != nil {
		return nil, err
	}
	if pos := q.Get("pos"); pos != "" {
		routed, err := g.At(pos) // hackenbush at edges:… is Green Hackenbush on that graph
		return routed, bad(err)
	}
	return g, nil
}

// alteration reads alter-p and alter-n (repeatable).
func (q query) alteration() (game.Alteration, error) {
	var alt game.Alteration
	for _, set := range []struct {
		key  string
		into *[]game.Position
	}{{"alter-p", &alt.P}, {"alter-n", &alt.N}} {
		for _, item := range q.Values[set.key] {
			v, err := grammar.ParseInts(item, "coordinate")
			if err != nil || len(v) != 2 {
				return alt, fmt.Errorf("%s=%q: want X,Y", set.key, item)
			}
			*set.into = append(*set.into, game.Position{v[0], v[1]})
		}
	}
	if len(alt.P)+len(alt.N) > 100 {
		return alt, fmt.Errorf("at most 100 altered positions")
	}
	return alt, alt.Check(2)
}

func (q query) blocked() ([][2]int, error) {
	var out [][2]int
	if v := q.Get("blocked"); v != "" {
		for _, part := range strings.Split(v, "/") {
			xy, err := grammar.ParseInts(part, "coordinate")
			if err != nil || len(xy) != 2 {
				return nil, fmt.Errorf("blocked=%q: want X,Y/X,Y", v)
			}
			out = append(out, [2]int{xy[0], xy[1]})
		}
	}
	return out, nil
}

type errorBody struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		status, buf = http.StatusInternalServerError, *bytes.NewBufferString(`{"error":"encoding the answer failed"}` + "\n")
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// writeError writes err as the JSON body {"error": …} with status: one
// line, elided as the command line prints it (service.Elide), so that an
// echoed parameter of 5000 digits costs a few words and the body stays
// under 2 KB. Control characters become spaces and invalid UTF-8 becomes
// U+FFFD, which JSON writes as they are: at most two bytes of body for each
// byte of the message.
func writeError(w http.ResponseWriter, status int, err error) {
	msg := strings.ToValidUTF8(strings.ReplaceAll(err.Error(), "\n", "; "), "\uFFFD")
	msg = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, msg)
	writeJSON(w, status, errorBody{Error: service.Elide(msg)})
}

var errBusy = errors.New("the lab is busy with other computations; try again in a moment")
var errTimeout = errors.New("the computation passed the server's deadline and was stopped")

// timeout is errTimeout with the deadline, and where to go without one.
func (s *Server) timeout() error {
	return fmt.Errorf("%w after %s (the command line, mex, has no deadline)", errTimeout, s.Deadline)
}

// run executes f in a slot of lane, with a context cancelled at the
// deadline; a panic in f is recovered as an internal error.
func (s *Server) run(ctx context.Context, lane chan struct{}, f func(ctx context.Context) (any, error)) (any, error) {
	wait, cancel := context.WithTimeout(ctx, s.QueueWait)
	defer cancel()
	select {
	case lane <- struct{}{}:
	case <-wait.Done():
		return nil, errBusy
	}
	work, stop := context.WithTimeout(ctx, s.Deadline)
	defer stop()
	account := s.memory.Child("the request", s.svc.Limits.MaxBytes)
	work = budget.WithAccount(work, account)
	type answer struct {
		v   any
		err error
	}
	done := make(chan answer, 1)
	go func() {
		defer func() { <-lane }() // the slot is held until the work ends
		defer account.Close()     // and its memory is given back with it
		defer func() {
			if r := recover(); r != nil {
				log.Printf("mex serve: panic in a computation: %v\n%s", r, debug.Stack())
				done <- answer{nil, fmt.Errorf("internal error: %v", r)}
			}
		}()
		v, err := f(work)
		done <- answer{v, err}
	}()
	select {
	case a := <-done:
		if errors.Is(a.err, context.DeadlineExceeded) && budget.Err(work) != nil { // the clock, not work.Err(): the run may see its deadline before the timer fires
			return nil, s.timeout()
		}
		return a.v, a.err
	case <-work.Done():
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, s.timeout()
	}
}

func status(err error) int {
	var spent *budget.ExceededError
	switch {
	case errors.As(err, &spent):
		return http.StatusUnprocessableEntity
	case service.IsInputError(err):
		return http.StatusBadRequest
	case errors.Is(err, errBusy), errors.Is(err, errTimeout):
		return http.StatusServiceUnavailable
	case errors.Is(err, context.Canceled): // only the client's leaving cancels a request's work
		return statusClientClosed
	}
	return http.StatusInternalServerError
}

// statusClientClosed answers a request whose client left before its
// answer (the page's Stop, a section asked again): the answer reaches no
// one, and it is no failure of the server's (nginx's 499).
const statusClientClosed = 499

// api answers with the JSON of what h returns.
func (s *Server) api(lane chan struct{}, h func(*service.Service, query) (any, error)) http.Handler {
	return s.answer(lane, h, func(w http.ResponseWriter, v any) { writeJSON(w, http.StatusOK, v) })
}

// file answers with the bytes of the download h returns.
func (s *Server) file(h func(*service.Service, query) (download, error)) http.Handler {
	return s.answer(s.slots, func(l *service.Service, q query) (any, error) { return h(l, q) }, func(w http.ResponseWriter, v any) {
		d := v.(download)
		w.Header().Set("Content-Type", d.contentType)
		if d.name != "" {
			w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", d.name))
		}
		w.Header().Set("Cache-Control", "no-store")
		w.Write(d.body)
	})
}

// answer runs h on the request in a slot of lane, under the server's
// deadline, and hands the value to write; every error is a JSON error with
// its status.
func (s *Server) answer(lane chan struct{}, h func(*service.Service, query) (any, error), write func(http.ResponseWriter, any)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := query{r.URL.Query()}
		ctx, note := withNote(r.Context())
		v, err := s.run(ctx, lane, func(ctx context.Context) (any, error) { return h(s.svc.WithContext(ctx), q) })
		if h := note.header(); h != "" {
			w.Header().Set("Server-Timing", h)
		}
		if err != nil {
			writeError(w, status(err), err)
			return
		}
		write(w, v)
	})
}

// bad marks parameter errors as input errors.
func bad(err error) error { return service.Bad(err) }

// gamePos reads the two parameters most commands need.
func (q query) gamePos() (*spec.Spec, string, error) {
	g, err := q.game()
	if err != nil {
		return nil, "", err
	}
	pos, err := q.need("pos")
	return g, pos, bad(err)
}

// atPosition answers a command that takes game=G&pos=P.
func atPosition[R any](command func(*service.Service, *spec.Spec, string) (R, error)) func(*service.Service, query) (any, error) {
	return func(l *service.Service, q query) (any, error) {
		g, pos, err := q.gamePos()
		if err != nil {
			return nil, err
		}
		return command(l, g, pos)
	}
}

// withBlocked answers a command of play that takes game=G&pos=P and the
// blocked moves blocked=X,Y/X,Y of (p,m)-Wythoff Nim with blocking.
func withBlocked[R any](command func(*service.Service, *spec.Spec, string, [][2]int) (R, error)) func(*service.Service, query) (any, error) {
	return func(l *service.Service, q query) (any, error) {
		g, pos, err := q.gamePos()
		if err != nil {
			return nil, err
		}
		blocked, err := q.blocked()
		if err != nil {
			return nil, bad(err)
		}
		return command(l, g, pos, blocked)
	}
}

// apiDescribe answers what the page needs to know of game=G under the
// request's misère and alterations: its shape, view and board, its
// capabilities, its rules and its family's presets. values_upto is the
// largest upto= (view oneheap) or size= (view twopile) that /api/grundy
// answers, within the web lab's caps.
func apiDescribe(l *service.Service, q query) (any, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	d, err := l.Describe(g)
	if err != nil {
		return nil, err
	}
	switch d.View {
	case "oneheap":
		d.ValuesUpto = min(d.ValuesUpto, MaxUpto)
	case "twopile":
		d.ValuesUpto = min(d.ValuesUpto, MaxSize)
	}
	return d, nil
}

// apiFamilies lists the game families of the grammar with their rules and
// presets, and the sum presets: the page's menu of games.
func apiFamilies(*service.Service, query) (any, error) { return service.Families(), nil }

// apiVersion answers what mex version --json prints.
func apiVersion(*service.Service, query) (any, error) { return service.Version(), nil }

func (s *Server) apiGrundy(l *service.Service, q query) (any, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	mode, n, err := q.exactlyOne("pos", sizeParam{"upto", MaxUpto}, sizeParam{"size", MaxSize})
	switch {
	case err != nil:
		return nil, err
	case mode == "upto":
		return s.values(l, g, n)
	case mode == "size":
		return l.GrundyTable(g, n)
	}
	return l.Grundy(g, q.Get("pos"))
}

func apiPpos(l *service.Service, q query) (any, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	mode, n, err := q.exactlyOne("", sizeParam{"size", MaxSize}, sizeParam{"count", MaxCount})
	if err != nil {
		return nil, err
	}
	if mode == "size" {
		return l.PPositionsInBox(g, n)
	}
	from, err := q.from()
	if err != nil {
		return nil, err
	}
	return l.PPositionsByIndex(g, from, n)
}

func apiPeriod(l *service.Service, q query) (any, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	return l.Period(g)
}

func apiOffset(l *service.Service, q query) (any, error) {
	var radii []int
	for _, v := range q.Values["measure"] {
		r, err := strconv.Atoi(v)
		if err != nil || r < 1 || r > 20000 {
			return nil, bad(fmt.Errorf("measure=%q: want a radius 1..20000", v))
		}
		radii = append(radii, r)
	}
	alt, err := q.alteration()
	if err != nil {
		return nil, bad(err)
	}
	return l.Offset(alt, radii)
}

func apiAdjoin(l *service.Service, q query) (any, error) {
	size, hasSize, err := q.size("size", MaxSize)
	if err != nil {
		return nil, bad(err)
	}
	move := q.Get("move")
	if move == "" {
		move = q.Get("pos")
	}
	if hasSize == (move != "") {
		return nil, bad(errors.New("give exactly one of move=I,J and size=N"))
	}
	if hasSize {
		return l.AdjoinMatrix(size)
	}
	if len(move) > 4000 {
		return nil, bad(errors.New("move: at most 4000 characters"))
	}
	return l.Adjoin(move)
}

func apiCheck(l *service.Service, q query) (any, error) {
	if q.Get("full") != "" {
		return nil, bad(errors.New("full checks run for minutes; use mex check --full"))
	}
	return l.Check(q.Get("name"), false, nil)
}

// plot draws the picture of game=G as PNG or SVG (format=png|svg), with
// the options of mex plot: kind, overlay, pos, strings, size, cell, steps
// and mask.
func plot(l *service.Service, q query) (download, error) {
	opt := service.PlotOptions{Kind: q.Get("kind"), Overlay: q.Get("overlay"), Pos: q.Get("pos"), Strings: q.Get("strings"), Format: render.PNG}
	contentType := "image/png"
	switch f := q.Get("format"); f {
	case "svg":
		opt.Format, contentType = render.SVG, "image/svg+xml"
	case "", "png":
	default:
		return download{}, bad(fmt.Errorf("format=%q: want png or svg", f))
	}
	for _, p := range []struct {
		name  string
		into  *int
		limit int
	}{{"size", &opt.Size, MaxSize}, {"cell", &opt.Cell, 64}, {"steps", &opt.Steps, 40}, {"mask", &opt.Mask, 1 << 20}} {
		n, ok, err := q.size(p.name, p.limit)
		if err != nil {
			return download{}, bad(err)
		}
		if ok {
			*p.into = n
		}
	}
	var g *spec.Spec // the bitstring picture draws no game
	if q.Get("game") != "" || opt.Kind != "strings" {
		var err error
		if g, err = q.game(); err != nil {
			return download{}, err
		}
	}
	var buf bytes.Buffer
	err := l.Plot(g, opt, &buf)
	return download{buf.Bytes(), contentType, ""}, err
}
