package web_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/theorem"
	"github.com/mex-cgt/mex/web"
)

// The downloads are the bytes the command line writes: b-files of values
// (the command line streams those of octal games; the lab keeps them), of
// indexed pairs, the CSV of values, tables and P-positions, and the
// statistics of octal games.
func TestExportEqualsCLI(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	tests := []struct {
		path string
		args []string
	}{
		{"/api/export?format=bfile&game=kayles&upto=200", []string{"grundy", "kayles", "--upto", "200", "--format", "bfile"}},
		{"/api/export?format=bfile&game=grundy&upto=300", []string{"grundy", "grundy", "--upto", "300", "--format", "bfile"}},
		{"/api/export?format=bfile&game=subtraction:1,2,5&upto=50", []string{"grundy", "subtraction:1,2,5", "--upto", "50", "--format", "bfile"}},
		{"/api/export?format=bfile&game=wythoff&count=30&from=1&seq=b", []string{"ppos", "wythoff", "--count", "30", "--from", "1", "--format", "bfile", "--seq", "b"}},
		{"/api/export?format=bfile&game=wythoff:p=2,m=3&count=30", []string{"ppos", "wythoff:p=2,m=3", "--count", "30", "--format", "bfile"}},
		{"/api/export?format=csv&game=kayles&upto=100", []string{"grundy", "kayles", "--upto", "100", "--format", "csv"}},
		{"/api/export?format=csv&game=wythoff&size=20", []string{"grundy", "wythoff", "--size", "20", "--format", "csv"}},
		{"/api/export?format=csv&what=ppos&game=dr:r=2&size=30", []string{"ppos", "dr:r=2", "--size", "30", "--format", "csv"}},
		{"/api/stats?game=octal:0.6&upto=2000", []string{"stats", "octal:0.6", "--upto", "2000", "--json"}},
		{"/api/stats?game=kayles&upto=1000", []string{"stats", "kayles", "--upto", "1000", "--json"}},
	}
	for _, tt := range tests {
		code, _, body := get(t, server.URL, tt.path)
		want := string(mex(t, tt.args...))
		if code != 200 || body != want {
			t.Errorf("GET %s = %d (%d bytes); mex %s = %d bytes", tt.path, code, len(body), strings.Join(tt.args, " "), len(want))
		}
	}
}

// The CSV downloads, read back, hold what the command line's JSON holds.
func TestExportCSV(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	code, ctype, body := get(t, server.URL, "/api/export?format=csv&game="+url.QueryEscape("subtraction:1,2 + subtraction:1,3")+"&size=9")
	if code != 200 || !strings.HasPrefix(ctype, "text/csv") {
		t.Fatalf("CSV of a sum's table: %d %s %s", code, ctype, body)
	}
	var table struct{ Table [][]int }
	if err := json.Unmarshal(mex(t, "grundy", "subtraction:1,2 + subtraction:1,3", "--size", "9", "--json"), &table); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	if len(rows) != len(table.Table)+1 {
		t.Fatalf("%d rows; want %d", len(rows), len(table.Table)+1)
	}
	for x, row := range table.Table {
		var cells []string
		for _, v := range row {
			cells = append(cells, itoa(v))
		}
		if want := itoa(x) + "," + strings.Join(cells, ","); rows[x+1] != want {
			t.Fatalf("row %d: %q; want %q", x, rows[x+1], want)
		}
	}
	var ppos struct{ Positions [][]int }
	if err := json.Unmarshal(mex(t, "ppos", "dr:r=2", "--size", "30", "--json"), &ppos); err != nil {
		t.Fatal(err)
	}
	_, _, body = get(t, server.URL, "/api/export?format=csv&what=ppos&game=dr:r=2&size=30")
	rows = strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	if rows[0] != "x,y" || len(rows) != len(ppos.Positions)+1 {
		t.Fatalf("P-positions CSV: header %q, %d rows; want x,y and %d", rows[0], len(rows)-1, len(ppos.Positions))
	}
	for i, p := range ppos.Positions {
		if rows[i+1] != itoa(p[0])+","+itoa(p[1]) {
			t.Fatalf("row %d: %q; want %v", i, rows[i+1], p)
		}
	}
}

func itoa(v int) string { return strconv.Itoa(v) }

// Bad downloads are 400s with a JSON error naming the problem.
func TestExportErrors(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	for _, tt := range []struct{ path, want string }{
		{"/api/export?format=csv&game=wythoff", "exactly one of upto, size and count"},
		{"/api/export?format=csv&game=wythoff&size=3&upto=3", "exactly one"},
		{"/api/export?format=bfile&game=wythoff&count=3&from=" + strings.Repeat("9", 2001), "from: at most 2000 digits"},
		{"/api/grundy?game=nim", "exactly one of pos, upto and size"},
		{"/api/grundy?game=wythoff&pos=1,2&size=5", "exactly one of pos, upto and size"},
		{"/api/ppos?game=wythoff", "exactly one of size and count"},
		{"/api/ppos?pos=1", "missing parameter game"},
		{"/api/export?format=xml&game=kayles&upto=3", `format="xml"`},
		{"/api/export?format=bfile&game=wythoff&size=3", "format=bfile goes with"},
		{"/api/export?format=csv&game=wythoff&size=3&what=moves", `what="moves"`},
		{"/api/export?format=csv&game=foo&size=3", `unknown game "foo"`},
		{"/api/export?format=csv&game=kayles&upto=99999999", "upto"},
		{"/api/export?format=bfile&game=wythoff&count=3&seq=c", `seq="c"`},
		{"/api/export?format=bfile&game=kayles&count=3", "indexed P-positions"},
		{"/api/stats?game=wythoff&upto=10", "one-heap"},
		{"/api/stats?game=kayles", "missing parameter upto"},
		{"/api/checks?name=bogus", `no check named "bogus"`},
		{"/api/checks?full=1", "mex check --full"},
	} {
		code, ctype, body := get(t, server.URL, tt.path)
		var e struct{ Error string }
		json.Unmarshal([]byte(body), &e)
		if code != 400 || !strings.HasPrefix(ctype, "application/json") || !strings.Contains(e.Error, tt.want) {
			t.Errorf("GET %s = %d %s %s; want 400 with %q", tt.path, code, ctype, body, tt.want)
		}
	}
}

// /api/checks streams one JSON line per check, in order, each with the
// report mex check --json gives.
func TestChecksStream(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	res, err := server.Client().Get(server.URL + "/api/checks?name=nim")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "application/x-ndjson" {
		t.Fatalf("Content-Type %q", ct)
	}
	want, _ := theorem.Select("nim")
	var whole struct{ Checks []theorem.Result }
	if err := json.Unmarshal(mex(t, "check", "nim", "--json"), &whole); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(res.Body)
	n := 0
	for lines.Scan() {
		var line struct {
			Done, Total int
			Check       theorem.Result
		}
		if err := json.Unmarshal(lines.Bytes(), &line); err != nil {
			t.Fatalf("line %d: %v: %s", n+1, err, lines.Text())
		}
		n++
		if line.Done != n || line.Total != len(want) || line.Check.Name != want[n-1].Name || line.Check != whole.Checks[n-1] {
			t.Fatalf("line %d: %+v; want check %s of %d, as mex check reports it", n, line, want[n-1].Name, len(want))
		}
	}
	if n != len(want) {
		t.Fatalf("%d lines; want %d", n, len(want))
	}
}

// A reader who leaves the check stream stops the run: the next reader is
// served at once instead of waiting (one run goes at a time) for the
// checks the first one no longer reads.
func TestChecksStreamStopsWhenLeft(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	res, err := server.Client().Get(server.URL + "/api/checks") // every check: seconds
	if err != nil {
		t.Fatal(err)
	}
	if !bufio.NewScanner(res.Body).Scan() {
		t.Fatal("no first line")
	}
	res.Body.Close()
	server.CloseClientConnections()
	next, err := server.Client().Get(server.URL + "/api/checks?name=bouton")
	if err != nil {
		t.Fatal(err)
	}
	defer next.Body.Close()
	if next.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(next.Body)
		t.Fatalf("the next reader got %d %s: the abandoned run still holds the lab", next.StatusCode, body)
	}
}

// heapLines is the window from..upto of mex grundy GAME --upto upto in the
// command line's csv ("n,grundy" then "n,G(n)") or bfile ("n G(n)")
// layout, built from its --json values (not by filtering its text, as the
// server does).
func heapLines(t *testing.T, game string, from, upto int, format string) string {
	t.Helper()
	var r struct{ Values []int }
	if err := json.Unmarshal(mex(t, "grundy", game, "--upto", itoa(upto), "--json"), &r); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	sep := " "
	if format == "csv" {
		b.WriteString("n,grundy\n")
		sep = ","
	}
	for n := from; n <= upto; n++ {
		b.WriteString(itoa(n) + sep + itoa(r.Values[n]) + "\n")
	}
	return b.String()
}

// pposLines is the P-positions of mex ppos GAME --size size --format csv
// inside the box x0..x1 × y0..y1, from its --json positions.
func pposLines(t *testing.T, game string, size, x0, y0, x1, y1 int) string {
	t.Helper()
	var r struct{ Positions [][2]int }
	if err := json.Unmarshal(mex(t, "ppos", game, "--size", itoa(size), "--json"), &r); err != nil {
		t.Fatal(err)
	}
	b := strings.Builder{}
	b.WriteString("x,y\n")
	for _, p := range r.Positions {
		if p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1 {
			b.WriteString(itoa(p[0]) + "," + itoa(p[1]) + "\n")
		}
	}
	return b.String()
}

func TestExportWindowEqualsCLI(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	// the table's window, cell by cell
	var table struct{ Table [][]int }
	if err := json.Unmarshal(mex(t, "grundy", "wythoff", "--size", "30", "--json"), &table); err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	want.WriteString(`x\y`)
	for y := 12; y <= 30; y++ {
		want.WriteString("," + itoa(y))
	}
	want.WriteString("\n")
	for x := 5; x <= 14; x++ {
		want.WriteString(itoa(x))
		for y := 12; y <= 30; y++ {
			want.WriteString("," + itoa(table.Table[x][y]))
		}
		want.WriteString("\n")
	}
	tests := []struct{ path, want string }{
		{"/api/export?format=csv&what=grundy&game=wythoff&x0=5&y0=12&w=10&h=19", want.String()},
		{"/api/export?format=csv&what=grundy&game=wythoff&x0=0&y0=0&w=21&h=21", string(mex(t, "grundy", "wythoff", "--size", "20", "--format", "csv"))},
		{"/api/export?format=csv&what=ppos&game=wythoff&x0=40&y0=20&w=31&h=61", pposLines(t, "wythoff", 80, 40, 20, 70, 80)},
		{"/api/export?format=csv&what=ppos&game=dr:r=2&x0=0&y0=0&w=31&h=31", string(mex(t, "ppos", "dr:r=2", "--size", "30", "--format", "csv"))},
		{"/api/export?format=csv&game=kayles&x0=70&w=31", heapLines(t, "kayles", 70, 100, "csv")},
		{"/api/export?format=bfile&game=grundy&x0=250&w=51", heapLines(t, "grundy", 250, 300, "bfile")},
		{"/api/export?format=bfile&game=grundy&x0=0&w=301", string(mex(t, "grundy", "grundy", "--upto", "300", "--format", "bfile"))},
	}
	for _, tt := range tests {
		code, _, body := get(t, server.URL, tt.path)
		if code != 200 || body != tt.want || strings.Count(body, "\n") < 2 {
			t.Errorf("GET %s = %d:\n%.300s\nwant:\n%.300s", tt.path, code, body, tt.want)
		}
	}
	for _, tt := range []struct{ path, want string }{
		{"/api/export?format=bfile&game=wythoff&x0=0&y0=0&w=5&h=5", "exported as csv"},
		{"/api/export?format=csv&game=kayles&x0=0&w=5&h=3", "x0 and w only"},
		{"/api/export?format=csv&game=kayles&x0=1048570&w=10", "reaches heap 1048579"},
		{"/api/export?format=json&game=wythoff&x0=0&y0=0&w=5&h=5", "csv or bfile"},
	} {
		code, _, body := get(t, server.URL, tt.path)
		if code != 400 || !strings.Contains(body, tt.want) || len(body) > 1024 {
			t.Errorf("GET %s = %d %.200s; want 400 with %q", tt.path, code, body, tt.want)
		}
	}
}

// /api/stats?time=D stops the run after D and answers the statistics of
// the values computed (as mex stats --time D --json), saying so; a time
// past the lab's deadline, or not a duration, is refused with 400.
func TestStatsTime(t *testing.T) {
	server := httptest.NewServer(web.New().Handler())
	defer server.Close()
	code, _, body := get(t, server.URL, "/api/stats?game=grundy&upto=1048576&time=200ms")
	var r struct {
		Stats     struct{ Values int }
		StoppedBy string `json:"stopped_by"`
		Upto      int
	}
	if err := json.Unmarshal([]byte(body), &r); code != 200 || err != nil || r.StoppedBy != "the time limit" || r.Upto != 1048576 || r.Stats.Values < 1 || r.Stats.Values > 1048576 {
		t.Fatalf("stats of grundy to 2^20 within 200 ms: %d %s", code, body)
	}
	if want := string(mex(t, "stats", "grundy", "--upto", strconv.Itoa(r.Stats.Values-1), "--json", "--threads", "1")); !strings.Contains(want, body[:strings.Index(body, `,"stopped_by"`)]) {
		t.Errorf("the statistics stopped by the time are not those of mex stats grundy --upto %d:\n%s\n%s", r.Stats.Values-1, body, want)
	}
	for _, bad := range []string{"1h", "-1s", "0s", "fast"} {
		if code, _, body := get(t, server.URL, "/api/stats?game=grundy&upto=1000&time="+bad); code != 400 || !strings.Contains(body, "time=") {
			t.Errorf("time=%s: %d %s; want 400 naming time", bad, code, body)
		}
	}
}
