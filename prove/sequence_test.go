package prove

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/budget"
)

// dawsonValues computes G(0..n) of Dawson's Kayles (octal 0.07: take two
// tokens from a heap, leaving it empty, one heap, or two) by the mex rule.
func dawsonValues(n int) []int {
	g := make([]int, n+1)
	for h := 2; h <= n; h++ {
		seen := map[int]bool{}
		rest := h - 2
		if rest == 0 {
			seen[0] = true
		}
		for a := 1; a <= rest; a++ { // one heap (b = 0) or two
			b := rest - a
			if a >= b {
				seen[g[a]^g[b]] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		g[h] = v
	}
	return g
}

// The word automaton of Dawson's Kayles (Guy and Smith: period 34)
// outputs G(n) at every n up to 2000, by the mex rule; its first terms are
// OEIS A002187's; the periodicity check is TRUE for the period and FALSE
// for half of it.
func TestPeriodicWordDawson(t *testing.T) {
	brute := dawsonValues(2000)
	// OEIS A002187 (Sprague-Grundy values of Dawson's Kayles), from n = 0.
	a002187 := []int{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0}
	for n, v := range a002187 {
		if brute[n] != v {
			t.Fatalf("the brute force gives G(%d) = %d; A002187 says %d", n, brute[n], v)
		}
	}
	const preperiod, period = 53, 34
	w, err := PeriodicWord(context.Background(), brute, preperiod, period)
	if err != nil {
		t.Fatal(err)
	}
	for n, v := range brute {
		if got := WordValue(w, uint64(n)); got != v {
			t.Fatalf("the word gives %d at %d; G = %d", got, n, v)
		}
	}
	check, decided, err := CheckPeriodicWord(context.Background(), "D", w, brute, preperiod, period)
	if err != nil || !decided || !check.Verdict {
		t.Fatalf("period 34: %+v %v %v", check, decided, err)
	}
	check, decided, err = CheckPeriodicWord(context.Background(), "D", w, brute[:preperiod+period], preperiod, period/2)
	if err != nil || !decided || check.Verdict {
		t.Fatalf("period 17 taken: %+v %v %v", check, decided, err)
	}
	wrong := append([]int(nil), brute[:100]...)
	wrong[60]++
	if _, _, err := CheckPeriodicWord(context.Background(), "D", w, wrong, preperiod, period); err == nil || !strings.Contains(err.Error(), "at 60") {
		t.Fatalf("a wrong value at 60: %v", err)
	}
	var b strings.Builder
	if err := WriteWord(&b, w); err != nil {
		t.Fatal(err)
	}
	back, err := ReadWord(context.Background(), strings.NewReader(b.String()), 0)
	if err != nil {
		t.Fatal(err)
	}
	for n := range 300 {
		if WordValue(back, uint64(n)) != brute[n] {
			t.Fatalf("the word written and read back gives %d at %d; G = %d", WordValue(back, uint64(n)), n, brute[n])
		}
	}
}

func TestPeriodicWordRefuses(t *testing.T) {
	for _, c := range []struct {
		values            []int
		preperiod, period int
		want              string
	}{
		{[]int{0, 1}, 0, 0, "period of at least 1"},
		{[]int{0, 1}, -1, 2, "preperiod of at least 0"},
		{[]int{0, 1}, 1, 2, "needs 3 values"},
		{nil, MaxWordStates, 1, "states before minimizing"},
	} {
		if _, err := PeriodicWord(context.Background(), c.values, c.preperiod, c.period); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("PeriodicWord(%v, %d, %d): %v; want %q", c.values, c.preperiod, c.period, err, c.want)
		}
	}
}

// The word's automata are drawn from the memory account before they are
// built: under a 16 KiB account (a meter reserves by the MiB) Dawson's
// Kayles is refused, and built without one.
func TestPeriodicWordMemory(t *testing.T) {
	values := dawsonValues(100)
	ctx := budget.Ensure(context.Background(), "this test", 16<<10)
	_, err := PeriodicWord(ctx, values, 53, 34)
	var exceeded *budget.ExceededError
	if !errors.As(err, &exceeded) {
		t.Fatalf("under 16 KiB: %v; want the account's error", err)
	}
	if _, err := PeriodicWord(context.Background(), values, 53, 34); err != nil {
		t.Fatal(err)
	}
}
