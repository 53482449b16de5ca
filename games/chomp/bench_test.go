package chomp_test

import (
	"testing"

	"github.com/mex-cgt/mex/games/chomp"
)

// BenchmarkChomp14 computes the value of every position of the 14×14
// board, C(28, 14) − 1 = 40,116,599 positions, in one run (issue 38).
func BenchmarkChomp14(b *testing.B) {
	for b.Loop() {
		t, err := chomp.Solve(ctx, 14, 14)
		if err != nil {
			b.Fatal(err)
		}
		if t.Positions() != 40116599 {
			b.Fatalf("%d positions", t.Positions())
		}
	}
}

// BenchmarkChomp10 is the 10×10 board, 184,755 positions.
func BenchmarkChomp10(b *testing.B) {
	for b.Loop() {
		if _, err := chomp.Solve(ctx, 10, 10); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkChompOneCore14 is BenchmarkChomp14 on one core (named so that -bench Chomp14 runs the one above alone).
func BenchmarkChompOneCore14(b *testing.B) {
	for b.Loop() {
		if _, err := chomp.SolveThreads(ctx, 14, 14, 1); err != nil {
			b.Fatal(err)
		}
	}
}
