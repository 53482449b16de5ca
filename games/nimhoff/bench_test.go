package nimhoff_test

import (
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
)

// BenchmarkColumns1e6 computes the P-positions of a 10^6 box for
// Wythoff, {(1,0),(0,1),(1,2)} and a rule set with four extra rules.
func BenchmarkColumns1e6(b *testing.B) {
	sets := map[string][]nimhoff.Vector{
		"wythoff": {{1, 0}, {0, 1}, {1, 1}},
		"1,2":     {{1, 0}, {0, 1}, {1, 2}},
		"4-extra": {{1, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 1}, {2, 3}},
		"altered": {{1, 0}, {0, 1}, {1, 1}},
	}
	for name, vs := range sets {
		r, _ := nimhoff.NewRules(vs)
		alt := game.Alteration{}
		if name == "altered" {
			alt.P = []game.Position{{3, 4}}
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				count := 0
				r.Columns(alt, 1_000_000, func(_ int, rows []int) { count += len(rows) })
				if count < 1_000_000 {
					b.Fatal("a column without a P-position")
				}
			}
		})
	}
}
