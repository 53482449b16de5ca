package misere_test

import (
	"testing"

	"github.com/mex-cgt/mex/games/misere"
	"github.com/mex-cgt/mex/games/octal"
)

// BenchmarkQuotientDawson24 computes Q_1..Q_24 of Dawson's Kayles, each
// proven.
func BenchmarkQuotientDawson24(b *testing.B) {
	r, _ := octal.Parse("0.07")
	for b.Loop() {
		if _, err := misere.QuotientOf(ctx, r, 24); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkQuotient075 computes Q_1..Q_60 of 0.75.
func BenchmarkQuotient075(b *testing.B) {
	r, _ := octal.Parse("0.75")
	for b.Loop() {
		if _, err := misere.QuotientOf(ctx, r, 60); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenusKayles30 computes the genera of Kayles heaps 0..30.
func BenchmarkGenusKayles30(b *testing.B) {
	r, _ := octal.Parse("0.77")
	for b.Loop() {
		if _, err := misere.Genera(ctx, r, 30); err != nil {
			b.Fatal(err)
		}
	}
}
