package web

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// exportRoutes gives the handlers of the endpoints of the explorer page that the command
// line's JSON API does not cover: downloads in the command line's bytes,
// the sparse-space statistics of octal games, and the checks as a stream.
func (s *Server) exportRoutes(h map[string]http.Handler) {
	h["export"] = s.file(s.exportFile)
	h["stats"] = s.api(s.slots, s.apiStats)
	h["tile"] = s.tiles()
	h["checks"] = s.checks()
}

// MaxStatsUpto bounds /api/stats, as MaxUpto bounds /api/grundy.
const MaxStatsUpto = MaxUpto

// apiStats answers what `mex stats GAME --upto N --json` prints.
func (s *Server) apiStats(l *service.Service, q query) (any, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	upto, ok, err := q.size("upto", MaxStatsUpto)
	if err != nil {
		return nil, bad(err)
	}
	if !ok {
		return nil, bad(errors.New("missing parameter upto"))
	}
	limit, err := q.duration("time", s.Deadline)
	if err != nil {
		return nil, bad(err)
	}
	if limit > 0 { // its own run: what a limit stops is no run to share
		return l.StatsWithin(g, service.SequenceOptions{Upto: upto, Threads: 1}, limit)
	}
	if l.Streams(g) {
		return s.sharedStats(l, g, upto)
	}
	return l.Stats(g, service.SequenceOptions{Upto: upto, Threads: 1}) // one core a request: the server runs several
}

// duration reads the optional parameter name as a Go duration ("15s",
// "1m"), more than 0 and at most limit; 0 when it is absent.
func (q query) duration(name string, limit time.Duration) (time.Duration, error) {
	text := q.Get(name)
	if text == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(text)
	if err != nil || d <= 0 || d > limit {
		return 0, fmt.Errorf("%s=%q: want a duration such as 15s, more than 0 and at most %v", name, text, limit)
	}
	return d, nil
}

// download is a file: its bytes, type and suggested name ("" for a
// picture shown in the page).
type download struct {
	body        []byte
	contentType string
	name        string
}

// exportFile answers a download in the bytes the command line writes:
//
//	format=bfile&upto=N            mex grundy GAME --upto N --format bfile
//	format=bfile&count=K[&from=I][&seq=a|b]
//	                               mex ppos GAME --count K --from I --format bfile --seq a|b
//	format=csv&upto=N              the values G(0..N) as CSV
//	format=csv&size=N[&what=grundy|ppos]
//	                               the table G(x,y) or the P-positions in the box as CSV
//
// (the CSV forms are lab's TableResult.CSV, ValuesResult.CSV and
// PositionsResult.CSV), and the same of a window, what the page shows
// (see exportWindow):
//
//	format=csv|bfile&x0=X&w=W      heaps X..X+W-1
//	format=csv&x0=X&y0=Y&w=W&h=H[&what=grundy|ppos]
//	                               cells X..X+W-1 × Y..Y+H-1
func (s *Server) exportFile(l *service.Service, q query) (download, error) {
	g, err := q.game()
	if err != nil {
		return download{}, err
	}
	if q.Has("x0") || q.Has("y0") {
		return s.exportWindow(l, q, g)
	}
	mode, n, err := q.exactlyOne("", sizeParam{"upto", MaxUpto}, sizeParam{"size", MaxSize}, sizeParam{"count", MaxCount})
	if err != nil {
		return download{}, err
	}
	base := fileName(g.Base)
	switch format := q.Get("format"); {
	case format == "bfile" && mode == "upto":
		r, err := s.values(l, g, n)
		return download{[]byte(r.Bfile()), "text/plain; charset=utf-8", fmt.Sprintf("b-%s-%d.txt", base, n)}, err
	case format == "bfile" && mode == "count":
		return exportPairs(l, q, g, n)
	case format == "bfile":
		return download{}, bad(errors.New("format=bfile goes with upto=N (values) or count=K (indexed pairs)"))
	case format == "csv" && mode == "upto":
		r, err := s.values(l, g, n)
		return download{[]byte(r.CSV()), "text/csv; charset=utf-8", fmt.Sprintf("%s-grundy-%d.csv", base, n)}, err
	case format == "csv" && mode == "size":
		switch what := q.Get("what"); what {
		case "", "grundy":
			r, err := l.GrundyTable(g, n)
			return download{[]byte(r.CSV()), "text/csv; charset=utf-8", fmt.Sprintf("%s-grundy-%d.csv", base, n)}, err
		case "ppos":
			r, err := l.PPositionsInBox(g, n)
			return download{[]byte(r.CSV()), "text/csv; charset=utf-8", fmt.Sprintf("%s-ppos-%d.csv", base, n)}, err
		default:
			return download{}, bad(fmt.Errorf("what=%q: want grundy or ppos", what))
		}
	case format == "csv":
		return download{}, bad(errors.New("format=csv goes with upto=N or size=N"))
	default:
		return download{}, bad(fmt.Errorf("format=%q: want csv or bfile (JSON is /api/COMMAND itself, pictures /api/plot)", format))
	}
}

// exportPairs is the b-file of one side (seq=a or b) of count indexed
// P-positions from index from, as mex ppos --format bfile writes it.
func exportPairs(l *service.Service, q query, g *spec.Spec, count int) (download, error) {
	side := map[string]int{"": 0, "a": 0, "b": 1}
	k, ok := side[q.Get("seq")]
	if !ok {
		return download{}, bad(fmt.Errorf("seq=%q: want a or b", q.Get("seq")))
	}
	from, err := q.from()
	if err != nil {
		return download{}, err
	}
	r, err := l.PPositionsByIndex(g, from, count)
	if err != nil {
		return download{}, err
	}
	text, err := r.Bfile(k)
	return download{[]byte(text), "text/plain; charset=utf-8", fmt.Sprintf("b-%s-%s.txt", fileName(g.Base), []string{"a", "b"}[k])}, err
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9.,=_-]+`)

// fileName turns a spec into a file name: "wythoff:p=2,m=3" -> "wythoff-p=2,m=3".
func fileName(spec string) string {
	name := strings.Trim(unsafeName.ReplaceAllString(spec, "-"), "-")
	if len(name) > 60 {
		name = name[:60]
	}
	if name == "" {
		name = "game"
	}
	return name
}

// exportWindow answers the download of a window, which is the command
// line's output for the box from the origin to the window's far corner,
// restricted to the window: of a one-heap game (x0 and w; y0 and h absent)
// the lines of heaps x0..x0+w-1 of the CSV or b-file of mex grundy --upto;
// of a two-pile game the rows x0..x0+w-1 and columns y0..y0+h-1 of the CSV
// of mex grundy --size (what=grundy), or the rows of the P-positions in the
// window of the CSV of mex ppos --size (what=ppos).
func (s *Server) exportWindow(l *service.Service, q query, g *spec.Spec) (download, error) {
	base, format, what := fileName(g.Base), q.Get("format"), q.Get("what")
	if format != "csv" && format != "bfile" {
		return download{}, bad(fmt.Errorf("format=%.20q: a window is exported as csv or bfile", format))
	}
	if !q.Has("y0") { // heaps
		if what != "" || q.Has("h") || q.Has("step") {
			return download{}, bad(errors.New("a window of heaps takes x0 and w only"))
		}
		x0, err := q.coordinate("x0", 0, MaxUpto, 0)
		if err != nil {
			return download{}, err
		}
		w, err := q.coordinate("w", 1, MaxUpto+1, -1)
		if err != nil {
			return download{}, err
		}
		if w < 0 {
			return download{}, bad(errors.New("missing parameter w"))
		}
		last := x0 + w - 1
		if last > MaxUpto {
			return download{}, bad(fmt.Errorf("the window reaches heap %d; the web lab's values end at %d", last, MaxUpto))
		}
		values, err := s.values(l, g, last)
		if err != nil {
			return download{}, err
		}
		text, header, ctype, name := values.CSV(), true, "text/csv; charset=utf-8", fmt.Sprintf("%s-grundy-%d-%d.csv", base, x0, last)
		if format == "bfile" {
			text, header, ctype, name = values.Bfile(), false, "text/plain; charset=utf-8", fmt.Sprintf("b-%s-%d-%d.txt", base, x0, last)
		}
		return download{[]byte(linesWithin(text, header, func(c []int) bool { return c[0] >= x0 })), ctype, name}, nil
	}
	if format != "csv" {
		return download{}, bad(errors.New("format=bfile is of heaps: a window of a table is exported as csv"))
	}
	t, err := q.rect(-1, -1, -1)
	if err != nil {
		return download{}, err
	}
	if t.step != 1 {
		return download{}, bad(errors.New("a window is exported cell by cell (no step)"))
	}
	x1, y1 := t.x0+t.w-1, t.y0+t.h-1
	name := fmt.Sprintf("%s-%%s-%d-%d-%d-%d.csv", base, t.x0, t.y0, x1, y1)
	switch what {
	case "", "grundy":
		tab, err := s.tableOf(l, g, t.far())
		if err != nil {
			return download{}, err
		}
		var b strings.Builder
		b.WriteString(`x\y`)
		for y := t.y0; y <= y1; y++ {
			fmt.Fprintf(&b, ",%d", y)
		}
		b.WriteByte('\n')
		for x := t.x0; x <= x1; x++ {
			b.WriteString(strconv.Itoa(x))
			for y := t.y0; y <= y1; y++ {
				b.WriteByte(',')
				b.WriteString(strconv.Itoa(tab.value(x, y)))
			}
			b.WriteByte('\n')
		}
		return download{[]byte(b.String()), "text/csv; charset=utf-8", fmt.Sprintf(name, "grundy")}, nil
	case "ppos":
		r, err := l.PPositionsInBox(g, t.far())
		if err != nil {
			return download{}, err
		}
		in := func(c []int) bool { return len(c) == 2 && c[0] >= t.x0 && c[0] <= x1 && c[1] >= t.y0 && c[1] <= y1 }
		return download{[]byte(linesWithin(r.CSV(), true, in)), "text/csv; charset=utf-8", fmt.Sprintf(name, "ppos")}, nil
	}
	return download{}, bad(fmt.Errorf("what=%.20q: want grundy or ppos", what))
}

// linesWithin keeps the lines of text (after its header line, when it has
// one) whose leading numbers, separated by commas or spaces, are within.
func linesWithin(text string, header bool, within func([]int) bool) string {
	var b strings.Builder
	for i, line := range strings.SplitAfter(text, "\n") {
		if line == "" {
			continue
		}
		if i == 0 && header {
			b.WriteString(line)
			continue
		}
		var c []int
		for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' }) {
			v, err := strconv.Atoi(f)
			if err != nil {
				break
			}
			c = append(c, v)
		}
		if len(c) > 0 && within(c) {
			b.WriteString(line)
		}
	}
	return b.String()
}
