package periodicity_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/periodicity"
)

// A sequence shaped like 0.376's: size/2 values from a small alphabet,
// then period 4 for another size/2, not yet long enough for a proof; the
// plain walk spends ~L^2/(2p) comparisons on it.
func shapedSequence(size int) []uint16 {
	rng := rand.New(rand.NewPCG(3, 4))
	g := make([]uint16, size)
	for i := range g {
		if i < size/2+8 {
			g[i] = uint16(rng.IntN(40))
		} else {
			g[i] = g[i-4]
		}
	}
	return g
}

// One check of 2^22 values, linear (go test -bench PeriodCheck ./periodicity/).
func BenchmarkPeriodCheckLinear(b *testing.B) {
	g := shapedSequence(1 << 22)
	r, _ := octal.Parse("0.376")
	for b.Loop() {
		if _, ok := periodicity.ProveOctalLinear(g, r.LastDigit()); ok {
			b.Fatal("proven")
		}
	}
}

// The plain walk and the linear check on 2^18 values of the same shape.
func BenchmarkPeriodCheck2to18(b *testing.B) {
	g := shapedSequence(1 << 18)
	r, _ := octal.Parse("0.376")
	b.Run("plain", func(b *testing.B) {
		for b.Loop() {
			periodicity.ProveOctal(g, r.LastDigit())
		}
	})
	b.Run("linear", func(b *testing.B) {
		for b.Loop() {
			periodicity.ProveOctalLinear(g, r.LastDigit())
		}
	})
}

// The same values fed to the incremental search, with the checks it
// schedules: its whole cost over a run of 2^22 values.
func BenchmarkPeriodSearch(b *testing.B) {
	g := shapedSequence(1 << 22)
	r, _ := octal.Parse("0.376")
	for b.Loop() {
		s := periodicity.NewSearch(r.LastDigit())
		checks := 0
		for n := 1; n <= len(g); n++ {
			if n >= s.Due() {
				checks++
				if _, ok := s.Check(g[:n]); ok {
					break
				}
			}
		}
		b.ReportMetric(float64(checks), "checks")
	}
}
