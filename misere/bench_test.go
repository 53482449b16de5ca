package misere_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/misere"
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

// BenchmarkQuotientDawson30 computes Q_1..Q_30 of Dawson's Kayles (order
// 360).
func BenchmarkQuotientDawson30(b *testing.B) {
	r, _ := octal.Parse("0.07")
	for b.Loop() {
		if _, err := misere.QuotientOf(ctx, r, 30); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkQuotientReach logs, heap by heap, the order of Q_n and the time
// since the start, for the game in MEX_QUOTIENT_GAME (default 0.07) up to
// MEX_QUOTIENT_MAXHEAP (default 33) or MEX_QUOTIENT_MINUTES (default 10):
//
//	MEX_QUOTIENT_MAXHEAP=100 go test -run '^$' -bench QuotientReach -benchtime 1x -timeout 20m -v ./misere/
func BenchmarkQuotientReach(b *testing.B) {
	code := os.Getenv("MEX_QUOTIENT_GAME")
	if code == "" {
		code = "0.07"
	}
	maxHeap, minutes := 33, 10
	if v, err := strconv.Atoi(os.Getenv("MEX_QUOTIENT_MAXHEAP")); err == nil {
		maxHeap = v
	}
	if v, err := strconv.Atoi(os.Getenv("MEX_QUOTIENT_MINUTES")); err == nil {
		minutes = v
	}
	r, err := octal.Parse(code)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		c, cancel := context.WithTimeout(ctx, time.Duration(minutes)*time.Minute)
		start := time.Now()
		_, err := misere.QuotientWith(c, r, maxHeap, misere.QuotientOptions{Progress: func(heap, order int) {
			b.Logf("%s heap %d: |Q| = %d at %.2f s", code, heap, order, time.Since(start).Seconds())
		}})
		cancel()
		if err != nil {
			b.Logf("stopped: %v", err)
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
