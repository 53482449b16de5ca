package sparse_test

import (
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/sparse"
)

// The rare class the statistics report marks exactly the rare positions
// they count (the lab once marked the other class: octal:0.6 at 1000 showed
// 804 rare values where mex stats counts 197).
func TestStatsClassMarksTheRarePositions(t *testing.T) {
	for _, code := range []string{"0.6", "0.77", "0.07", "0.376", "0.354"} {
		r, err := sparse.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		s := sparse.New(r)
		for range 1001 {
			if _, err := s.Next(); err != nil {
				t.Fatal(err)
			}
		}
		st := s.Stats()
		class := st.Class()
		rare := map[int]bool{}
		for _, p := range st.RarePositions {
			rare[p.N] = true
		}
		count := 0
		for n, v := range s.Values() {
			if got := class.Rare(n, int(v)); got != rare[n] {
				t.Errorf("%s: Class().Rare(%d, %d) = %v; the rare list says %v", code, n, v, got, rare[n])
			}
			if class.Rare(n, int(v)) {
				count++
			}
		}
		if count != st.RareCount {
			t.Errorf("%s: the class marks %d rare positions; Stats counts %d", code, count, st.RareCount)
		}
	}
}

// StatsOfValues picks, among all masks (no position bit), one with the
// fewest rare positions — checked against every mask by brute force — and
// its rare list is the class it reports.
func TestStatsOfValuesMinimisesRarePositions(t *testing.T) {
	for _, code := range []string{"0.6", "0.77", "0.07", "0.137"} {
		r, err := sparse.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		values := append(make([]int, 0, 600), r.GrundySequence(599)...)
		st, err := sparse.StatsOfValues(values)
		if err != nil {
			t.Fatal(err)
		}
		rareUnder := func(mask uint32) int {
			count := 0
			for n, v := range values {
				if (game.RareClass{Mask: mask}).Rare(n, v) {
					count++
				}
			}
			return count
		}
		best := len(values) + 1
		for mask := uint32(0); mask < 128; mask++ {
			best = min(best, rareUnder(mask))
		}
		if st.RareCount != best || rareUnder(st.Mask) != st.RareCount || len(st.RarePositions) != st.RareCount {
			t.Errorf("%s: mask %d with %d rare (%d listed); the fewest over all masks is %d", code, st.Mask, st.RareCount, len(st.RarePositions), best)
		}
	}
	if _, err := sparse.StatsOfValues([]int{0, 1 << 16}); err == nil {
		t.Error("StatsOfValues accepted a value of 2^16")
	}
}
