package automata

import (
	"context"
	"math/rand/v2"
	"testing"
)

func BenchmarkMinimizeRandom100k(b *testing.B) {
	d := randomDFA(rand.New(rand.NewPCG(1, 1)), []int{2, 2}, 100000)
	b.ResetTimer()
	for b.Loop() {
		d.Minimize()
	}
}

func BenchmarkProjectExponential14(b *testing.B) {
	d := exponentialDFA(14)
	for b.Loop() {
		if _, err := d.Project(context.Background(), 1, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFibonacciMulConst100(b *testing.B) {
	for b.Loop() {
		if _, err := MulConst(context.Background(), Fibonacci(), 100, 0); err != nil {
			b.Fatal(err)
		}
	}
}
