package octal_test

import (
	"fmt"
	"testing"
	"time"

	"mex/games/octal"
)

func TestSparseGrowth(t *testing.T) {
	for _, code := range []string{"0.6", "grundy"} {
		var r octal.Rules
		if code == "grundy" {
			r = octal.GrundyGame()
		} else {
			r, _ = octal.Parse(code)
		}
		s := octal.NewSparse(r)
		start := time.Now()
		for n := 0; n < 1<<18; n++ {
			if _, err := s.Next(); err != nil {
				t.Fatal(err)
			}
		}
		st := s.Stats()
		fmt.Printf("%s: rare %d last %d largest %d scanned/n %.1f  %v\n", code, st.RareCount, st.LastRare, st.Largest, float64(st.Scanned)/float64(st.Values), time.Since(start))
	}
}
