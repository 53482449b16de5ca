package octal_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
)

// A sequence shaped like 0.376's: 2^21 values from a small alphabet, then
// period 4 for another 2^21; the plain walk spends ~L^2/(2p) comparisons on it.
func shapedSequence() []uint16 {
	rng := rand.New(rand.NewPCG(3, 4))
	g := make([]uint16, 1<<22)
	for i := range g {
		if i < 1<<21 {
			g[i] = uint16(rng.IntN(40))
		} else {
			g[i] = g[i-4]
		}
	}
	return g
}

// One linear check of 2^22 values (go test -bench PeriodCheck ./games/octal/).
func BenchmarkPeriodCheckLinear(b *testing.B) {
	g := shapedSequence()
	r, _ := octal.Parse("0.376")
	for b.Loop() {
		r.ProvePeriodLinear(g)
	}
}

// The same values fed to the incremental search, with the checks it
// schedules: its whole cost over a run of 2^22 values.
func BenchmarkPeriodSearch(b *testing.B) {
	g := shapedSequence()
	r, _ := octal.Parse("0.376")
	for b.Loop() {
		s := r.NewPeriodSearch()
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
