package web_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/internal/cli"
)

// link is a download link of the page.
type link struct{ Format, Href, File string }

func (p *page) exports() map[string]link {
	p.t.Helper()
	out := map[string]link{}
	for _, l := range evalAs[[]link](p, `[...document.querySelectorAll("#exports a")].map(a => ({Format: a.dataset.format, Href: a.getAttribute("href"), File: a.download}))`) {
		out[l.Format] = l
	}
	return out
}

func (p *page) fetch(href string) []byte {
	p.t.Helper()
	res, err := http.Get(p.url + href)
	if err != nil {
		p.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		p.t.Fatalf("GET %s: %d %s", href, res.StatusCode, body)
	}
	return body
}

// mex runs the command line and returns what it prints, or the file it
// writes with -o.
func mex(t *testing.T, args ...string) []byte {
	t.Helper()
	var out, errOut bytes.Buffer
	file := ""
	for i, a := range args {
		if a == "-o" {
			file = filepath.Join(t.TempDir(), filepath.Base(args[i+1]))
			args[i+1] = file
		}
	}
	if code := cli.Main(args, &out, &errOut); code != 0 {
		t.Fatalf("mex %s: exit %d: %s", strings.Join(args, " "), code, errOut.String())
	}
	if file != "" {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	return out.Bytes()
}

// Every download of what is on screen is the bytes the command line writes:
// pictures (mex plot), JSON (--json) and b-files (--format bfile). The CLI
// has no CSV; the CSV is checked cell by cell against the CLI's JSON.
func TestBrowserExportsEqualCLI(t *testing.T) {
	p := newPage(t, pageOptions{})

	p.open("?game=wythoff&view=grundy&size=24")
	links := p.exports()
	for format, args := range map[string][]string{
		"png":  {"plot", "wythoff", "--kind", "grundy", "--size", "24", "-o", "w.png"},
		"svg":  {"plot", "wythoff", "--kind", "grundy", "--size", "24", "-o", "w.svg"},
		"json": {"grundy", "wythoff", "--size", "24", "--json"},
	} {
		l, ok := links[format]
		if !ok {
			t.Fatalf("no %s download; links %v", format, links)
		}
		if got, want := p.fetch(l.Href), mex(t, args...); !bytes.Equal(got, want) {
			t.Errorf("the %s download (%s, %d bytes) differs from mex %s (%d bytes)", format, l.Href, len(got), strings.Join(args, " "), len(want))
		}
	}
	var table struct{ Table [][]int }
	if err := json.Unmarshal(mex(t, "grundy", "wythoff", "--size", "24", "--json"), &table); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSuffix(string(p.fetch(links["csv"].Href)), "\n"), "\n")
	if len(rows) != 26 || !strings.HasPrefix(rows[0], `x\y,0,1,2`) {
		t.Fatalf("CSV of the table: %d rows, header %q", len(rows), rows[0])
	}
	for x, row := range rows[1:] {
		cells := strings.Split(row, ",")
		for y, v := range table.Table[x] {
			if cells[0] != strconv.Itoa(x) || cells[y+1] != strconv.Itoa(v) {
				t.Fatalf("CSV row %q; want x = %d and G(%d,%d) = %d", row, x, x, y, v)
			}
		}
	}

	p.open("?game=wythoff&alter-p=3,4&view=offset&size=40")
	links = p.exports()
	if got, want := p.fetch(links["png"].Href), mex(t, "plot", "wythoff", "--alter-p", "3,4", "--overlay", "offset", "--kind", "ppos", "--size", "40", "-o", "a.png"); !bytes.Equal(got, want) {
		t.Errorf("the offset picture (%s) differs from mex plot", links["png"].Href)
	}
	if got, want := p.fetch(links["json"].Href), mex(t, "ppos", "wythoff", "--alter-p", "3,4", "--size", "40", "--json"); !bytes.Equal(got, want) {
		t.Errorf("the P-positions JSON differs from mex ppos --json")
	}

	p.open("?game=kayles&size=150")
	links = p.exports()
	if got, want := p.fetch(links["b-file"].Href), mex(t, "grundy", "kayles", "--upto", "150", "--format", "bfile"); !bytes.Equal(got, want) {
		t.Errorf("the b-file differs from mex grundy kayles --upto 150 --format bfile")
	}
	if got, want := p.fetch(links["json"].Href), mex(t, "grundy", "kayles", "--upto", "150", "--json"); !bytes.Equal(got, want) {
		t.Errorf("the values JSON differs from mex grundy --json")
	}
	u, _ := url.Parse(links["png"].Href)
	args := []string{"plot", "kayles", "--kind", "sequence", "--size", "150", "-o", "k.png"}
	if m := u.Query().Get("mask"); m != "" {
		args = append(args, "--mask", m)
	}
	if got, want := p.fetch(links["png"].Href), mex(t, args...); !bytes.Equal(got, want) {
		t.Errorf("the sequence picture differs from mex %s", strings.Join(args, " "))
	}
	var values struct{ Values []int }
	json.Unmarshal(mex(t, "grundy", "kayles", "--upto", "150", "--json"), &values)
	rows = strings.Split(strings.TrimSuffix(string(p.fetch(links["csv"].Href)), "\n"), "\n")
	if len(rows) != 152 || rows[0] != "n,grundy" {
		t.Fatalf("CSV of the values: %d rows, header %q", len(rows), rows[0])
	}
	for n, v := range values.Values {
		if rows[n+1] != strconv.Itoa(n)+","+strconv.Itoa(v) {
			t.Fatalf("CSV row %q; want %d,%d", rows[n+1], n, v)
		}
	}
}
