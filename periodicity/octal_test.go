package periodicity_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/periodicity"
	"github.com/mex-cgt/mex/sparse"
)

// sequences returns test sequences: random ones over small alphabets,
// eventually periodic ones with a random preperiod and period, and ones
// periodic but for a few broken values.
func sequences(rng *rand.Rand) [][]uint16 {
	var out [][]uint16
	for range 300 {
		n := 1 + rng.IntN(400)
		k := 1 + rng.IntN(4)
		g := make([]uint16, n)
		switch rng.IntN(3) {
		case 0:
			for i := range g {
				g[i] = uint16(rng.IntN(k))
			}
		case 1, 2:
			pre, per := rng.IntN(n/2+1), 1+rng.IntN(12)
			for i := range g {
				if i < pre || i < per {
					g[i] = uint16(rng.IntN(k + 1))
				} else {
					g[i] = g[i-per]
				}
			}
			for range rng.IntN(3) { // break the pattern here and there
				g[rng.IntN(n)] = uint16(rng.IntN(k + 1))
			}
		}
		out = append(out, g)
	}
	return out
}

var periodCodes = []string{"0.77", "0.07", "0.137", "0.4", "0.51", "0.106", "0.16", "0.31", "0.34", "0.35", "0.37", "0.04", "0.6", "4.07"}

func values(t testing.TB, code string, n int) []uint16 {
	t.Helper()
	r, err := octal.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	rules, _ := r.SparseRules()
	s := sparse.New(rules)
	for range n {
		if _, err := s.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return s.Values()
}

// The linear check answers what the plain walk answers, on every prefix of
// random and real sequences, for several last digits t.
func TestProvePeriodLinearAgainstPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	all := sequences(rng)
	for _, code := range periodCodes {
		all = append(all, values(t, code, 1500))
	}
	rules := []string{"0.7", "0.07", "0.137", "0.0001"} // t = 1, 2, 3, 4
	for _, g := range all {
		for _, code := range rules {
			r, _ := octal.Parse(code)
			for n := 0; n <= len(g); n++ {
				want, wok := periodicity.ProveOctal(g[:n], r.LastDigit())
				got, ok := periodicity.ProveOctalLinear(g[:n], r.LastDigit())
				if ok != wok || got != want {
					t.Fatalf("t=%d, %v (n = %d): linear %+v %v, plain %+v %v", r.LastDigit(), g[:n], n, got, ok, want, wok)
				}
			}
		}
	}
}

// The search fed values one by one stops no earlier than the first prefix
// the plain check proves, and at most 1/64 later, with the plain check's
// answer there; when it stops unproven its candidate is a real run.
func TestPeriodSearchAgainstPlain(t *testing.T) {
	for _, code := range periodCodes {
		r, _ := octal.Parse(code)
		g := values(t, code, 6000)
		first := -1
		for n := 1; n <= len(g); n++ {
			if _, ok := periodicity.ProveOctalLinear(g[:n], r.LastDigit()); ok {
				first = n
				break
			}
		}
		search := periodicity.NewSearch(r.LastDigit())
		stop, checks := -1, 0
		var got periodicity.Period
		for n := 1; n <= len(g); n++ {
			if n < search.Due() {
				continue
			}
			checks++
			if p, ok := search.Check(g[:n]); ok {
				stop, got = n, p
				break
			}
			if c, ok := search.Best(); ok {
				for i := c.Preperiod; i+c.Period < n; i++ {
					if g[i] != g[i+c.Period] {
						t.Fatalf("%s: candidate %+v is broken at %d", code, c, i)
					}
				}
			}
		}
		if first < 0 {
			if stop >= 0 {
				t.Errorf("%s: search proved %+v at %d; plain proves nothing up to %d", code, got, stop, len(g))
			}
			continue
		}
		if stop < first || stop > first+max(first/64, 16) {
			t.Fatalf("%s: search stopped at %d; the plain check first proves at %d", code, stop, first)
		}
		if want, _ := periodicity.ProveOctal(g[:stop], r.LastDigit()); got != want {
			t.Errorf("%s: search proved %+v; plain %+v", code, got, want)
		}
		t.Logf("%s: proven at %d values (first possible %d) after %d checks: %+v", code, stop, first, checks, got)
	}
}
