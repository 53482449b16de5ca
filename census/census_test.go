package census_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/census"
)

var octal2 = census.Class{Digits: 2, Base: 8, D0: []int{0, 4}}

func TestCodes(t *testing.T) {
	codes := census.Class{Digits: 3, Base: 8, D0: []int{0, 4}}.Codes()
	if len(codes) != 1024 || codes[0] != "0.000" || codes[1] != "0.001" || codes[511] != "0.777" || codes[512] != "4.000" || codes[1023] != "4.777" {
		t.Fatalf("3-digit octal class: %d codes, %s %s … %s %s %s", len(codes), codes[0], codes[1], codes[511], codes[512], codes[1023])
	}
	seen := map[string]int{}
	for k := 1; k <= 7; k++ {
		for _, c := range (census.Shard{K: k, N: 7}).Of(codes) {
			seen[c]++
		}
	}
	for _, c := range codes {
		if seen[c] != 1 {
			t.Fatalf("%s is in %d shards of 7", c, seen[c])
		}
	}
	for _, bad := range []string{"0/3", "4/3", "3", "a/b", "1/0"} {
		if _, err := census.ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) = nil error", bad)
		}
	}
	for _, c := range []census.Class{{Digits: 3, Base: 10, D0: []int{0}}, {Digits: 0, Base: 8, D0: []int{0}}, {Digits: 2, Base: 8, D0: []int{1}}, {Digits: 8, Base: 16, D0: []int{0}}} {
		if err := c.Validate(); err == nil {
			t.Errorf("%+v: want an error", c)
		}
	}
}

// Published periods, each row with its source (OEIS gives "the last
// exception at n = x": the preperiod is x + 1; "has values a(n-1)" is a
// shift by one).
var published = []struct {
	code              string
	preperiod, period int
	source            string
}{
	{"0.77", 71, 12, "Winning Ways ch. 4 (Kayles); CGSuite GameHeapTest: Period 12, Preperiod 71"},
	{"0.07", 53, 34, "CGSuite GameHeapTest (Dawson's Kayles): Period 34, Preperiod 53"},
	{"0.137", 52, 34, "OEIS A002187 (Dawson's Chess): period 34, last exception 51"},
	{"0.177", 497, 20, "OEIS A071435: period 20, last exception at n = 496; Winning Ways p. 102"},
	{"0.450", 498, 20, "OEIS A071435: .450 has values a(n-1) of .177"},
	{"0.117", 47, 48, "OEIS A071453: period 48, the exceptions end at n = 46"},
	{"0.051", 48, 48, "OEIS A071453: .051 has values a(n-1) of .117"},
}

// longPublished needs 2^17 values: run with MEX_LONG=1.
var longPublished = []struct {
	code              string
	preperiod, period int
	source            string
}{
	{"0.127", 46578, 4, "OEIS A071464: period 4, last exception at n = 46577 (Gangolli and Plambeck 1989)"},
}

func TestPublishedPeriods(t *testing.T) {
	var results []census.Result
	rows := published
	if os.Getenv("MEX_LONG") == "1" {
		rows = append(rows, longPublished...)
	}
	for _, row := range rows {
		r, err := census.Solve(context.Background(), row.code, 1<<17)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != "periodic" || r.Preperiod != row.preperiod || r.Period != row.period {
			t.Errorf("%s: %s, preperiod %d, period %d; want %d, %d (%s)", row.code, r.Status, r.Preperiod, r.Period, row.preperiod, row.period, row.source)
		}
		results = append(results, r)
	}
	// OEIS A071435 and A071453: .450 is .177, .051 is .117, shifted by one.
	want := map[string]string{"0.450": "0.177 -1", "0.051": "0.117 -1"}
	got := map[string]string{}
	for _, e := range census.Equivalences(results) {
		if !e.Proven {
			t.Errorf("%+v: both are periodic well within the values compared; want proven", e)
		}
		got[e.Code] = e.Of + " " + strings.TrimPrefix(strings.Replace(itoa(e.Shift), "+", "", 1), "")
	}
	for code, w := range want {
		if got[code] != w {
			t.Errorf("%s plays like %q; want %q (OEIS)", code, got[code], w)
		}
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + string(rune('0'-n))
	}
	return string(rune('0' + n))
}

// A growing-value game stays open at a small budget, with its statistics.
func TestOpenGame(t *testing.T) {
	r, err := census.Solve(context.Background(), "0.06", 3000)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != "open" || r.Values != 3001 || r.Largest < 50 || r.Engine != "dense" {
		t.Fatalf("0.06 to 3000: %+v", r)
	}
}

func strip(rs []census.Result) []census.Result {
	out := make([]census.Result, len(rs))
	for i, r := range rs {
		r.Seconds = 0
		out[i] = r
	}
	return out
}

func equal(a, b []census.Result) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Code != y.Code || x.Status != y.Status || x.Preperiod != y.Preperiod || x.Period != y.Period || x.Values != y.Values ||
			x.Largest != y.Largest || x.RareCount != y.RareCount || strings.Join(x.Fingerprints, "") != strings.Join(y.Fingerprints, "") {
			return false
		}
	}
	return true
}

// The sharded census merged equals the whole one, and a run killed half
// way resumes to the same lines.
func TestShardMergeResume(t *testing.T) {
	dir := t.TempDir()
	const upto = 1 << 11
	whole, err := census.Run(context.Background(), census.Options{Class: octal2, Upto: upto, Workers: 2, Output: filepath.Join(dir, "whole.jsonl")})
	if err != nil {
		t.Fatal(err)
	}
	var parts [][]census.Result
	for k := 1; k <= 3; k++ {
		path := filepath.Join(dir, "part.jsonl"+itoa(k))
		if _, err := census.Run(context.Background(), census.Options{Class: octal2, Upto: upto, Workers: 1, Shard: census.Shard{K: k, N: 3}, Output: path}); err != nil {
			t.Fatal(err)
		}
		f, _ := os.Open(path)
		lines, err := census.ReadLines(f, path)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, lines)
	}
	merged, err := census.Merge(octal2, parts...)
	if err != nil {
		t.Fatal(err)
	}
	if !equal(strip(merged), strip(whole)) {
		t.Fatal("the merged shards differ from the whole census")
	}
	if _, err := census.Merge(octal2, parts[0], parts[1]); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Fatalf("merge without a shard: %v; want missing codes", err)
	}

	// Kill after 20 codes, tear the last line, resume.
	path := filepath.Join(dir, "resume.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	_, err = census.Run(ctx, census.Options{Class: octal2, Upto: upto, Workers: 2, Output: path, Progress: func(done, _ int, _ census.Result) {
		if done == 20 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("killed run: %v; want context.Canceled", err)
	}
	data, _ := os.ReadFile(path)
	if n := bytes.Count(data, []byte("\n")); n < 20 || n >= len(whole) {
		t.Fatalf("killed run wrote %d lines", n)
	}
	os.WriteFile(path, append(data, []byte(`{"code":"0.7`)...), 0o644)
	resumed, err := census.Run(context.Background(), census.Options{Class: octal2, Upto: upto, Workers: 2, Output: path})
	if err != nil {
		t.Fatal(err)
	}
	if !equal(strip(resumed), strip(whole)) {
		t.Fatal("the resumed census differs from the whole one")
	}
	f, _ := os.Open(path)
	lines, err := census.ReadLines(f, path)
	f.Close()
	if err != nil || len(lines) != len(whole) {
		t.Fatalf("resumed file: %d lines, %v; want %d", len(lines), err, len(whole))
	}
}

func TestTables(t *testing.T) {
	var results []census.Result
	for _, code := range []string{"0.07", "0.137", "0.77", "0.06"} {
		r, err := census.Solve(context.Background(), code, 2000)
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, r)
	}
	var md, csv bytes.Buffer
	if err := census.Markdown(&md, results); err != nil {
		t.Fatal(err)
	}
	if err := census.CSV(&csv, results); err != nil {
		t.Fatal(err)
	}
	// Dawson's Chess 0.137 is Dawson's Kayles 0.07 shifted (OEIS A002187).
	for _, want := range []string{"| 0.77 | 71 | 12 | 0 |", "| 0.137 | 52 | 34 | 0 |", "0.07 shifted by +1", "### Open", "| 0.06 | 2001 |"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	if lines := strings.Count(csv.String(), "\n"); lines != 5 {
		t.Errorf("CSV has %d lines; want a header and 4 rows", lines)
	}
}

func numCPU() int { return runtime.NumCPU() }

func ExampleSolve() {
	r, _ := census.Solve(context.Background(), "0.137", 1<<12)
	fmt.Println(r.Status, r.Preperiod, r.Period)
	// Output: periodic 52 34
}
