package web

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// routes registers the endpoints of the explorer page that the command
// line's JSON API does not cover: downloads in the command line's bytes,
// the sparse-space statistics of octal games, and the checks as a stream.
func (s *Server) routes(mux *http.ServeMux) {
	mux.Handle("GET /api/export", s.file(exportFile))
	mux.Handle("GET /api/stats", s.api(s.slots, apiStats))
	mux.Handle("GET /api/checks", s.checks())
}

// MaxStatsUpto bounds /api/stats, as MaxUpto bounds /api/grundy.
const MaxStatsUpto = MaxUpto

// apiStats answers what `mex stats GAME --upto N --json` prints.
func apiStats(l *service.Service, q query) (any, error) {
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
	return l.Stats(g, service.SequenceOptions{Upto: upto, Threads: 1}) // one core a request: the server runs several
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
// PositionsResult.CSV).
func exportFile(l *service.Service, q query) (download, error) {
	g, err := q.game()
	if err != nil {
		return download{}, err
	}
	mode, n, err := q.exactlyOne("", sizeParam{"upto", MaxUpto}, sizeParam{"size", MaxSize}, sizeParam{"count", MaxCount})
	if err != nil {
		return download{}, err
	}
	base := fileName(g.Base)
	switch format := q.Get("format"); {
	case format == "bfile" && mode == "upto":
		r, err := l.GrundyUpto(g, n)
		return download{[]byte(r.Bfile()), "text/plain; charset=utf-8", fmt.Sprintf("b-%s-%d.txt", base, n)}, err
	case format == "bfile" && mode == "count":
		return exportPairs(l, q, g, n)
	case format == "bfile":
		return download{}, bad(errors.New("format=bfile goes with upto=N (values) or count=K (indexed pairs)"))
	case format == "csv" && mode == "upto":
		r, err := l.GrundyUpto(g, n)
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
