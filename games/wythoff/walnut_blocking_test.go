package wythoff

import (
	"math"
	"slices"
	"testing"
)

// The continued fractions of the ratios, against floating point: the
// convergents of [pre; period…] approach α.
func TestBeattyFraction(t *testing.T) {
	for p := 1; p <= 6; p++ {
		for m := 1; m <= 12; m++ {
			pre, period, ok := beattyFraction(p, m)
			r := float64(m) / float64(p)
			alpha := (2 - r + math.Sqrt(r*r+4)) / 2
			if !ok {
				if root := math.Sqrt(float64(m*m + 4*p*p)); root != math.Trunc(root) {
					t.Errorf("(%d,%d): α = %v called rational", p, m, alpha)
				}
				continue
			}
			var qs []int
			qs = append(qs, pre...)
			for len(qs) < 24 {
				qs = append(qs, period...)
			}
			v := float64(qs[23])
			for i := 22; i >= 0; i-- {
				v = float64(qs[i]) + 1/v
			}
			if math.Abs(v-alpha) > 1e-9 {
				t.Errorf("(%d,%d): [%v; %v] = %v, want α = %v", p, m, pre, period, v, alpha)
			}
		}
	}
	// Fraenkel's (1,m): α = [1; m, m, …]
	for m := 1; m <= 5; m++ {
		pre, period, _ := beattyFraction(1, m)
		if !slices.Equal(pre, []int{1}) || !slices.Equal(period, []int{m}) {
			t.Errorf("(1,%d): [%v; %v], want [1; %d, %d, …]", m, pre, period, m, m)
		}
	}
	for _, c := range []struct {
		p, m int
		want []string
	}{
		{1, 1, []string{"msd_fib"}},
		{1, 3, []string{"msd_ost_0_r3"}},
		{2, 2, []string{"msd_fib"}},
		{2, 4, []string{"msd_ost_0_r2"}},
		{2, 3, []string{"msd_2"}},
		{2, 1, []string{"msd_ost_0_r1_3_1"}}, // α = [1; 1, 3, 1, 1, 3, …],
	} {
		if got := ratioSystems(c.p, c.m); !slices.Equal(got, c.want) {
			t.Errorf("ratioSystems(%d,%d) = %v, want %v", c.p, c.m, got, c.want)
		}
	}
}
