package adjoin_test

import (
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/research/adjoin"
)

func BenchmarkFibonacci1e18(b *testing.B) {
	i, _ := new(big.Int).SetString("1000000000000000000", 10)
	j, _ := new(big.Int).SetString("1618033988749894848", 10)
	for b.Loop() {
		adjoin.Fibonacci(i, j)
	}
}

func BenchmarkMatrix1e4(b *testing.B) {
	for b.Loop() {
		adjoin.DifferenceSets(10000)
	}
}
