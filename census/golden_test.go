package census_test

import (
	"bufio"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/census"
	"github.com/mex-cgt/mex/games/takebreak"
)

// row is one line of a published table: a code with its preperiod
// ("prefix") and period, and for the trivial games the values.
type row struct {
	code              string
	preperiod, period int
	values            string // base 36, the period in parentheses; "" if not given
}

// readTable reads testdata/tczajka-*.md: "game | prefix | period | …".
func readTable(t *testing.T, path string, valuesColumn int) []row {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []row
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		cols := strings.Split(line, "|")
		for i := range cols {
			cols[i] = strings.TrimSpace(cols[i])
		}
		pre, err1 := strconv.Atoi(cols[1])
		per, err2 := strconv.Atoi(cols[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: bad row %q", path, line)
		}
		r := row{code: normalCode(cols[0]), preperiod: pre, period: per}
		if valuesColumn > 0 {
			r.values = cols[valuesColumn]
		}
		rows = append(rows, r)
	}
	return rows
}

// normalCode writes the tables' ".1", "4", "4.3" as 0.1, 4.0, 4.3.
func normalCode(s string) string {
	switch {
	case strings.HasPrefix(s, "."):
		return "0" + s
	case !strings.Contains(s, "."):
		return s + ".0"
	}
	return s
}

// Every trivial game of tczajka/octal-games (TrivialGames.md): the census
// proves the published preperiod and period, and the values agree with
// the published nimbers.
func TestGoldenTrivialGames(t *testing.T) {
	for _, r := range readTable(t, "testdata/tczajka-trivial.md", 3) {
		got, err := census.Solve(context.Background(), r.code, 1<<12)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.NewReplacer("(", "", ")", "").Replace(r.values)
		c, _ := takebreak.Parse(r.code)
		v, _, err := takebreak.Sequence(context.Background(), c, len(want)+3, takebreak.SequenceOptions{Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		// The table lists a game that cannot remove a heap of one with
		// the heap sizes reduced (its sequence offset by s): find s.
		s := -1
		for shift := 0; shift <= 3 && s < 0; shift++ {
			ok := true
			for i := range want {
				w, _ := strconv.ParseUint(want[i:i+1], 36, 8)
				if uint64(v[i+shift]) != w {
					ok = false
					break
				}
			}
			if ok {
				s = shift
			}
		}
		if s < 0 {
			t.Errorf("%s: G(0..%d) = %v matches tczajka/octal-games TrivialGames.md %s at no offset 0..3", r.code, len(want)-1, v[:len(want)], r.values)
			continue
		}
		// Periodic from prefix+s (from at most s when prefix = 0).
		preOK := got.Preperiod == r.preperiod+s || (r.preperiod == 0 && got.Preperiod <= s)
		if got.Status != "periodic" || !preOK || got.Period != r.period {
			t.Errorf("%s: %s, preperiod %d, period %d; tczajka/octal-games TrivialGames.md: %d, %d at offset %d", r.code, got.Status, got.Preperiod, got.Period, r.preperiod, r.period, s)
		}
	}
}

// The non-trivial solved games of tczajka/octal-games (SolvedGames.md,
// with the first solvers named there: Kenyon 1967, Austin 1976, Gangolli
// and Plambeck 1989) whose proof fits in 2^15 values (2^17 with
// MEX_LONG=1): the census proves
// the published preperiod and period.
func TestGoldenSolvedGames(t *testing.T) {
	for _, r := range readTable(t, "testdata/tczajka-solved.md", 0) {
		budget := 1 << 15
		if os.Getenv("MEX_LONG") == "1" {
			budget = 1 << 17 // adds .127 (preperiod 46578)
		}
		if 2*r.preperiod+r.period+3 > budget {
			continue // .16, .56, .376, .354 need far more values
		}
		got, err := census.Solve(context.Background(), r.code, budget)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != "periodic" || got.Preperiod != r.preperiod || got.Period != r.period {
			t.Errorf("%s: %s, preperiod %d, period %d; tczajka/octal-games SolvedGames.md: %d, %d", r.code, got.Status, got.Preperiod, got.Period, r.preperiod, r.period)
		}
	}
}
