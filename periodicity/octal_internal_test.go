package periodicity

import (
	"math/rand/v2"
	"testing"
)

// The compact run lengths equal the definition, walked back directly, in
// both forms: bytes with a list of long runs, and plain int32s once the
// long runs outgrow their share (a long tail of small period).
func TestTailRunsAgainstDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	widened, listed := 0, 0
	for trial := range 200 {
		n := 1 + rng.IntN(3000)
		per, pre := 1+rng.IntN(8), rng.IntN(n/2+1)
		if trial%4 == 0 {
			per = 200 + rng.IntN(400) // long runs at the multiples only
		}
		g := make([]uint16, n)
		for i := range g {
			if i < pre || i < per {
				g[i] = uint16(rng.IntN(3))
			} else {
				g[i] = g[i-per]
			}
		}
		m := n/2 + n/32 + 2
		var z runs
		tailRuns(g, &z, m)
		wide := z.wide != nil
		if wide {
			widened++
		} else if len(z.long) > 1 {
			listed++
		}
		for p := 1; p < m; p++ {
			want := 0
			for i := n - p - 1; i >= 0 && g[i] == g[i+p]; i-- {
				want++
			}
			if got := z.at(p); got != want {
				t.Fatalf("n = %d, period %d from %d: z[%d] = %d; want %d (wide form: %v)", n, per, pre, p, got, want, wide)
			}
		}
		if per == 1 && n-pre > 2000 && !wide {
			t.Errorf("n = %d, constant from %d: %d long runs kept in the byte form", n, pre, len(z.long))
		}
	}
	if widened == 0 || listed == 0 {
		t.Errorf("%d sequences widened, %d kept long runs in the list; want both forms tried", widened, listed)
	}
	t.Logf("%d sequences widened, %d kept long runs in the list", widened, listed)
}

// One runs value kept from check to check, as PeriodSearch keeps it, over
// longer and longer prefixes of a sequence whose tail has period 2: once
// the byte form overflows, the later checks use the wide form at once,
// and every run still equals its definition.
func TestTailRunsReused(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	g := make([]uint16, 12000)
	for i := range g {
		if i < 700 {
			g[i] = uint16(rng.IntN(3))
		} else {
			g[i] = g[i-2]
		}
	}
	var z runs
	wideAt := -1
	for n := 500; n <= len(g); n += 500 {
		m := n/2 + n/32 + 2
		tailRuns(g[:n], &z, m)
		if z.wideOnly && wideAt < 0 {
			wideAt = n
		}
		if wideAt >= 0 && z.wide == nil {
			t.Fatalf("n = %d: byte form again after the wide one at %d", n, wideAt)
		}
		for p := 1; p < m; p++ {
			want := 0
			for i := n - p - 1; i >= 0 && g[i] == g[i+p]; i-- {
				want++
			}
			if got := z.at(p); got != want {
				t.Fatalf("n = %d: z[%d] = %d; want %d (wide form: %v)", n, p, got, want, z.wide != nil)
			}
		}
	}
	if wideAt < 0 || wideAt == len(g) {
		t.Errorf("the wide form was taken at %d; want it before the last check", wideAt)
	}
}
