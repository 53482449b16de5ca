package periodicity_test

import (
	"fmt"
	"testing"

	"github.com/mex-cgt/mex/periodicity"
)

func TestDetect(t *testing.T) {
	seq := func(n int, f func(int) int) []int {
		g := make([]int, n)
		for i := range g {
			g[i] = f(i)
		}
		return g
	}
	tests := []struct {
		name string
		g    []int
		want periodicity.Arithmetic
		ok   bool
	}{
		{"Nim", seq(50, func(n int) int { return n }), periodicity.Arithmetic{Preperiod: 0, Period: 1, Saltus: 1, Checked: 50}, true},
		{"n mod 3", seq(50, func(n int) int { return n % 3 }), periodicity.Arithmetic{Preperiod: 0, Period: 3, Saltus: 0, Checked: 50}, true},
		// CGSuite GameHeapTest: Subtraction([2,3,7], allbut => true)
		{"all-but 2,3,7", []int{0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10}, periodicity.Arithmetic{Preperiod: 0, Period: 4, Saltus: 2, Checked: 21}, true},
		{"preperiod 3", append([]int{5, 9, 9}, seq(40, func(n int) int { return 2 * (n / 2) })...), periodicity.Arithmetic{Preperiod: 3, Period: 2, Saltus: 2, Checked: 43}, true},
		{"too short", []int{0, 1, 2}, periodicity.Arithmetic{}, false},
	}
	for _, tt := range tests {
		got, ok := periodicity.Detect(tt.g, 3)
		if ok != tt.ok || got != tt.want {
			t.Errorf("%s: %+v %v; want %+v %v", tt.name, got, ok, tt.want, tt.ok)
		}
		if ok {
			if holds, at := got.Holds(tt.g); !holds {
				t.Errorf("%s: detected relation fails at %d", tt.name, at)
			}
		}
	}
}

func ExampleDetect() {
	a, _ := periodicity.Detect([]int{0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7}, 2)
	fmt.Println(a)
	// Output: G(n+4) = G(n) + 2 for 0 <= n < 10 (observed, not proven)
}

func TestProvePlain(t *testing.T) {
	g := []uint16{3, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0}
	if e, p, bound, ok := periodicity.ProvePlain(g, 1, 2); !ok || e != 1 || p != 2 || bound != 5 {
		t.Errorf("ProvePlain = %d, %d, %d, %v; want 1, 2, 5, true", e, p, bound, ok)
	}
	if _, _, _, ok := periodicity.ProvePlain(g[:6], 1, 2); ok {
		t.Error("6 values proved a period; the bound 5 + p needs more")
	}
}
