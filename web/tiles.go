package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/binary"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// Heatmaps in tiles. /api/grundy?size=2000 is the command line's JSON of a
// whole table (18 MB for Wythoff); the page draws what is on screen from
// binary tiles instead:
//
//	GET /api/tile?game=G&x0=X&y0=Y&w=W&h=H[&step=S][&misere=1][&alter-p=…]
//
// answers the values G(X+i·S, Y+j·S) for 0 <= i < W, 0 <= j < H (S = 1
// unless given: a zoomed-out view asks every S-th cell, about one a screen
// pixel) as application/octet-stream, gzipped when the client accepts it:
//
//	offset 0  "MEXT"
//	       4  version, 1 (uint8)
//	       5  bytes a cell, 1 or 2 (uint8)
//	       6  S (uint16)
//	       8  X, Y, W, H (uint32 each)
//	      24  W·H cells, x-major (cell (i, j) at i·H + j), little-endian
//
// A cell is the value, or all ones (255 or 65535) where (x, y) is not a
// position of the game (a pile of 0 in euclid:grossman; -1 in the JSON).
// One byte a cell when every value of the tile is below 255. The values
// are those of /api/grundy?size=N (mex grundy --size N), read from a table
// the server keeps (shelf.go) up to the tile's far corner: a tile within a
// kept table is read from it, so that the page, which asks the farthest
// tile of a view first, computes the table of a view once, and the views
// panned and zoomed within it not at all.

// Caps of a tile.
const (
	// MaxTileCells bounds W·H: 512×512 cells, 512 KiB at two bytes a cell.
	MaxTileCells = 512 * 512
	// MaxTileStep bounds S.
	MaxTileStep = 64
	tileHeader  = 24
	// noCell marks a cell that is not a position, in a kept table.
	noCell = 0xFFFF
)

// table is a two-pile game's values G(x, y), 0 <= x, y <= n, x-major,
// noCell where (x, y) is not a position.
type table struct {
	n     int
	cells []uint16
}

func (t table) at(x, y int) uint16 { return t.cells[x*(t.n+1)+y] }

// value is G(x, y) as the JSON writes it (service.NotAPosition for noCell).
func (t table) value(x, y int) int {
	if v := t.at(x, y); v != noCell {
		return int(v)
	}
	return service.NotAPosition
}

// tableOf returns g's kept table reaching need, computing it up to need
// when no table reaches that far (through service.GrundyTable, under the
// request's limits and account). It is not rounded up: a table costs more
// than its cells in some games (misère Wythoff's at 40 takes seconds).
func (s *Server) tableOf(l *service.Service, g *spec.Spec, need int) (table, error) {
	n := need
	return s.tables.get(l.Context(), g.Text, need, n, false, func() (table, int64, error) {
		r, err := l.GrundyTable(g, n)
		if err != nil {
			return table{}, 0, err
		}
		t := table{n: n, cells: make([]uint16, (n+1)*(n+1))}
		if a := budget.From(l.Context()); a != nil {
			if err := a.Reserve(2 * int64(len(t.cells))); err != nil {
				return table{}, 0, err
			}
		}
		for x, row := range r.Table {
			for y, v := range row {
				switch {
				case v == service.NotAPosition:
					t.cells[x*(n+1)+y] = noCell
				case v < 0 || v >= noCell:
					return table{}, 0, service.Badf("%s has values beyond %d in its table up to %d, more than a tile's 16 bits; /api/grundy?size=%d answers them", g.Text, noCell-1, n, n)
				default:
					t.cells[x*(n+1)+y] = uint16(v)
				}
			}
		}
		return t, 2 * int64(len(t.cells)), nil
	})
}

// tileQuery is a tile's rectangle.
type tileQuery struct{ x0, y0, w, h, step int }

// coordinate reads a whole-number parameter name in [low, high], or def
// when it is absent.
func (q query) coordinate(name string, low, high, def int) (int, error) {
	v := q.Get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < low || n > high {
		return 0, bad(fmt.Errorf("%s=%.24q: want a whole number %d..%d", name, v, low, high))
	}
	return n, nil
}

// rect reads x0, y0, w, h and step, each within the web lab's caps; a
// missing one of x0, y0, w and h is an error unless given a default (not
// -1).
func (q query) rect(defY0, defW, defH int) (tileQuery, error) {
	var t tileQuery
	for _, p := range []struct {
		name      string
		into      *int
		low, high int
		def       int
	}{
		{"x0", &t.x0, 0, MaxSize, -1}, {"y0", &t.y0, 0, MaxSize, defY0},
		{"w", &t.w, 1, MaxSize + 1, defW}, {"h", &t.h, 1, MaxSize + 1, defH}, {"step", &t.step, 1, MaxTileStep, 1},
	} {
		n, err := q.coordinate(p.name, p.low, p.high, p.def)
		if err != nil {
			return t, err
		}
		if n < 0 {
			return t, bad(fmt.Errorf("missing parameter %s", p.name))
		}
		*p.into = n
	}
	if far := max(t.x0+(t.w-1)*t.step, t.y0+(t.h-1)*t.step); far > MaxSize {
		return t, bad(fmt.Errorf("the tile reaches coordinate %d; the web lab's tables end at %d", far, MaxSize))
	}
	return t, nil
}

// far is the largest coordinate the tile reads.
func (t tileQuery) far() int { return max(t.x0+(t.w-1)*t.step, t.y0+(t.h-1)*t.step) }

// tile answers one tile, encoded (not yet compressed).
func (s *Server) tile(l *service.Service, q query) ([]byte, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	t, err := q.rect(-1, -1, -1)
	if err != nil {
		return nil, err
	}
	if cells := t.w * t.h; cells > MaxTileCells {
		return nil, bad(fmt.Errorf("a tile of %d×%d = %d cells would be about %s; at most %d cells a tile (ask smaller tiles, or every step-th cell)", t.w, t.h, cells, budget.Bytes(int64(2*cells+tileHeader)), MaxTileCells))
	}
	tab, err := s.tableOf(l, g, t.far())
	if err != nil {
		return nil, err
	}
	return encodeTile(tab, t), nil
}

// encodeTile writes the tile t of tab in the format above.
func encodeTile(tab table, t tileQuery) []byte {
	width := 1
	for i := 0; i < t.w && width == 1; i++ {
		for j := 0; j < t.h; j++ {
			if v := tab.at(t.x0+i*t.step, t.y0+j*t.step); v >= 0xFF && v != noCell {
				width = 2
				break
			}
		}
	}
	out := make([]byte, tileHeader, tileHeader+width*t.w*t.h)
	copy(out, "MEXT")
	out[4], out[5] = 1, byte(width)
	binary.LittleEndian.PutUint16(out[6:], uint16(t.step))
	for k, v := range []int{t.x0, t.y0, t.w, t.h} {
		binary.LittleEndian.PutUint32(out[8+4*k:], uint32(v))
	}
	for i := 0; i < t.w; i++ {
		for j := 0; j < t.h; j++ {
			v := tab.at(t.x0+i*t.step, t.y0+j*t.step)
			if width == 1 {
				out = append(out, byte(min(v, 0xFF)))
			} else {
				out = binary.LittleEndian.AppendUint16(out, v)
			}
		}
	}
	return out
}

// tiles serves /api/tile in the computations' lane.
func (s *Server) tiles() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := query{r.URL.Query()}
		zip := acceptsGzip(r)
		ctx, note := withNote(r.Context())
		v, err := s.run(ctx, s.slots, func(ctx context.Context) (any, error) {
			body, err := s.tile(s.svc.WithContext(ctx), q)
			if err != nil || !zip {
				return body, err
			}
			var buf bytes.Buffer
			z, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
			z.Write(body)
			z.Close()
			return buf.Bytes(), nil
		})
		if h := note.header(); h != "" {
			w.Header().Set("Server-Timing", h)
		}
		if err != nil {
			writeError(w, status(err), err)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/octet-stream")
		h.Set("Cache-Control", "no-store")
		h.Set("Vary", "Accept-Encoding")
		if zip {
			h.Set("Content-Encoding", "gzip")
		}
		w.Write(v.([]byte))
	})
}

// acceptsGzip reports whether the request's Accept-Encoding takes gzip
// (and does not refuse it with q=0).
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), "gzip") {
			continue
		}
		weight, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
		if !ok {
			return true
		}
		q, err := strconv.ParseFloat(weight, 64)
		return err == nil && q > 0
	}
	return false
}
