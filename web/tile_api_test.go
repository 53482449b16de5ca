package web_test

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/web"
)

// tile is a decoded /api/tile answer.
type tile struct {
	width, step, x0, y0, w, h int
	cells                     []int // x-major, -1 where not a position
}

// getTile asks a tile, gzipped or not, and decodes it as the page does;
// it returns the tile and its bytes on the wire.
func getTile(t *testing.T, base, query string, zip bool) (tile, int) {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/tile?"+query, nil)
	if zip {
		req.Header.Set("Accept-Encoding", "gzip")
	} else {
		req.Header.Set("Accept-Encoding", "identity")
	}
	res, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("tile %s: %d %s", query, res.StatusCode, raw)
	}
	if got := res.Header.Get("Content-Encoding") == "gzip"; got != zip {
		t.Fatalf("tile %s: gzipped %v, asked %v", query, got, zip)
	}
	wire := len(raw)
	if zip {
		z, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ = io.ReadAll(z)
	}
	if len(raw) < 24 || string(raw[:4]) != "MEXT" || raw[4] != 1 {
		t.Fatalf("tile %s: header %q", query, raw[:min(len(raw), 24)])
	}
	le := binary.LittleEndian
	tl := tile{width: int(raw[5]), step: int(le.Uint16(raw[6:])), x0: int(le.Uint32(raw[8:])), y0: int(le.Uint32(raw[12:])), w: int(le.Uint32(raw[16:])), h: int(le.Uint32(raw[20:]))}
	body := raw[24:]
	if len(body) != tl.width*tl.w*tl.h {
		t.Fatalf("tile %s: %d bytes of cells for %d×%d at %d bytes", query, len(body), tl.w, tl.h, tl.width)
	}
	for k := 0; k < tl.w*tl.h; k++ {
		v, none := int(body[k]), 0xFF
		if tl.width == 2 {
			v, none = int(le.Uint16(body[2*k:])), 0xFFFF
		}
		if v == none {
			v = -1
		}
		tl.cells = append(tl.cells, v)
	}
	return tl, wire
}

// A tile holds the values of mex grundy GAME --size N --json at its cells,
// anywhere in the table and at any step, gzipped or not, a byte a cell
// when its values allow.
func TestTileEqualsCLI(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	tests := []struct {
		game                 string
		x0, y0, w, h, step   int
		size, width          int
		misere, alterP, args string
	}{
		{game: "wythoff", x0: 0, y0: 0, w: 30, h: 30, step: 1, size: 40, width: 1},
		{game: "wythoff", x0: 300, y0: 120, w: 50, h: 70, step: 1, size: 400, width: 2},
		{game: "wythoff", x0: 5, y0: 7, w: 60, h: 40, step: 7, size: 420, width: 2},
		{game: "euclid:grossman", x0: 0, y0: 0, w: 12, h: 12, step: 1, size: 12, width: 1},
		{game: "wythoff", x0: 2, y0: 3, w: 20, h: 20, step: 1, size: 25, width: 1, misere: "1"},
		{game: "subtraction:1,2 + subtraction:1,3", x0: 4, y0: 1, w: 9, h: 9, step: 2, size: 30, width: 1},
	}
	for _, tt := range tests {
		q := url.Values{"game": {tt.game}}
		for k, v := range map[string]int{"x0": tt.x0, "y0": tt.y0, "w": tt.w, "h": tt.h, "step": tt.step} {
			q.Set(k, fmt.Sprint(v))
		}
		args := []string{"grundy", tt.game, "--size", fmt.Sprint(tt.size), "--json"}
		if tt.misere != "" {
			q.Set("misere", "1")
			args = append(args, "--misere")
		}
		var want struct{ Table [][]int }
		if err := json.Unmarshal(mex(t, args...), &want); err != nil {
			t.Fatal(err)
		}
		for _, zip := range []bool{false, true} {
			tl, _ := getTile(t, server.URL, q.Encode(), zip)
			if tl.width != tt.width || tl.step != tt.step || tl.x0 != tt.x0 || tl.y0 != tt.y0 || tl.w != tt.w || tl.h != tt.h {
				t.Errorf("%s: header %+v", q.Encode(), tl)
				continue
			}
			for i := 0; i < tl.w; i++ {
				for j := 0; j < tl.h; j++ {
					x, y := tt.x0+i*tt.step, tt.y0+j*tt.step
					if got := tl.cells[i*tl.h+j]; got != want.Table[x][y] {
						t.Fatalf("%s (gzip %v): G(%d,%d) = %d; mex %s has %d", q.Encode(), zip, x, y, got, strings.Join(args, " "), want.Table[x][y])
					}
				}
			}
		}
	}
}

// A heatmap of 2000² in tiles of at most 256×256 at the step the page
// takes on a screen of twice the density (every second cell) is under
// 2 MB over the wire, gzipped; the JSON of /api/grundy?size=2000 is 18 MB.
func TestTilesOfAHeatmapUnder2MB(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	const side, step, tileSide = 2001, 2, 256
	samples := (side + step - 1) / step
	total := 0
	for tx := 0; tx < samples; tx += tileSide {
		for ty := 0; ty < samples; ty += tileSide {
			q := fmt.Sprintf("game=wythoff&x0=%d&y0=%d&w=%d&h=%d&step=%d", tx*step, ty*step, min(tileSide, samples-tx), min(tileSide, samples-ty), step)
			_, n := getTile(t, server.URL, q, true)
			total += n
		}
	}
	if total >= 2_000_000 {
		t.Errorf("Wythoff's 2000² heatmap at step %d: %d bytes on the wire; want under 2 MB", step, total)
	}
}

// Bad tiles are refused with 400 and one short line; a tile too large
// says its estimate.
func TestTileErrors(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	long := strings.Repeat("9", 500)
	for _, tt := range []struct{ query, want string }{
		{"game=wythoff&x0=0&y0=0&w=2001&h=2001", "about 7 MiB; at most 262144 cells a tile"},
		{"game=wythoff&x0=0&y0=0&w=10", "missing parameter h"},
		{"game=wythoff&x0=-1&y0=0&w=10&h=10", `x0=\"-1\": want a whole number 0..2000`},
		{"game=wythoff&x0=" + long + "&y0=0&w=10&h=10", "want a whole number"},
		{"game=wythoff&x0=1990&y0=0&w=20&h=10", "reaches coordinate 2009"},
		{"game=wythoff&x0=0&y0=0&w=10&h=10&step=65", `step=\"65\"`},
		{"game=imitation:p=1,m=1&x0=0&y0=0&w=10&h=10", "game with memory"},
		{"game=nosuchgame&x0=0&y0=0&w=10&h=10", "nosuchgame"},
	} {
		code, _, body := get(t, server.URL, "/api/tile?"+tt.query)
		if code != 400 || !strings.Contains(body, tt.want) || len(body) > 1024 || strings.Count(body, "\n") != 1 || strings.Contains(body, long[:60]) {
			t.Errorf("tile %.80s = %d %s; want 400 with %q in one short line", tt.query, code, body, tt.want)
		}
	}
}
