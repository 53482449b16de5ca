package census_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/census"
)

// lookup reads testdata/tczajka-lookup.md: code -> its representative.
func lookup(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open("testdata/tczajka-lookup.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		cols := strings.Split(line, "|")
		label := strings.TrimSpace(cols[0])
		for d := 1; d <= 7; d++ {
			code := normalCode(strings.Replace(label, "x", string(rune('0'+d)), 1))
			rep := strings.TrimSpace(cols[d])
			if rep == "-" {
				rep = code
			} else {
				rep = normalCode(rep)
			}
			out[code] = rep
		}
	}
	return out
}

// trimCode drops trailing zero digits: 0.100 -> 0.1, 4.000 -> 4.0.
func trimCode(code string) string {
	whole, frac, _ := strings.Cut(code, ".")
	frac = strings.TrimRight(frac, "0")
	if frac == "" {
		frac = "0"
	}
	return whole + "." + frac
}

// TestCensusAgainstTables compares a census file (MEX_CENSUS=FILE, from
// mex census --digits 3 -o FILE) with the tables of tczajka/octal-games:
// each code is mapped to its representative (GameLookup.md), whose
// published period must be the period proven here; codes whose
// representative is unsolved there (or solved with a proof beyond the
// census budget) must be open here, and any that are proven here are
// logged as new.
func TestCensusAgainstTables(t *testing.T) {
	path := os.Getenv("MEX_CENSUS")
	if path == "" {
		t.Skip("set MEX_CENSUS to a census JSON-lines file to compare it with the published tables")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	results, err := census.ReadLines(f, path)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	reps := lookup(t)
	period := map[string]int{"0.0": 1}
	need := map[string]int{"0.0": 1}
	for _, r := range readTable(t, "testdata/tczajka-trivial.md", 3) {
		period[r.code], need[r.code] = r.period, 1
	}
	for _, r := range readTable(t, "testdata/tczajka-solved.md", 0) {
		period[r.code], need[r.code] = r.period, 2*r.preperiod+r.period+3+3 // + t + an offset of up to 3
	}
	unsolved := map[string]bool{}
	data, _ := os.ReadFile("testdata/tczajka-unsolved.txt")
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, w := range strings.Fields(line) {
			unsolved[normalCode(w)] = true
		}
	}
	var agree, newlyProven, openBeyondBudget int
	for _, r := range results {
		code := trimCode(r.Code)
		rep, ok := reps[code]
		if !ok {
			rep = code // 1-digit codes and 0.0 are their own representatives
			if code == "0.0" || code == "4.0" {
				rep = map[string]string{"0.0": "0.0", "4.0": "4.0"}[code]
			}
		}
		p, published := period[rep]
		switch {
		case published && need[rep] <= r.Upto+1:
			if r.Status != "periodic" || r.Period != p {
				t.Errorf("%s (as %s): %s, period %d here; tczajka/octal-games: period %d", r.Code, rep, r.Status, r.Period, p)
			} else {
				agree++
			}
		case published:
			openBeyondBudget++
			if r.Status == "periodic" && r.Period != p {
				t.Errorf("%s (as %s): period %d here; tczajka/octal-games: period %d", r.Code, rep, r.Period, p)
			}
		case unsolved[rep]:
			if r.Status == "periodic" {
				newlyProven++
				t.Logf("NEW: %s (as %s, unsolved in tczajka/octal-games) is proven here: preperiod %d, period %d", r.Code, rep, r.Preperiod, r.Period)
			} else {
				agree++
			}
		default:
			t.Errorf("%s: its representative %s is in no table", r.Code, rep)
		}
	}
	t.Logf("%d lines: %d agree with the tables, %d published periods need more than the budget, %d proven here that are unsolved there", len(results), agree, openBeyondBudget, newlyProven)
}
