package adjoin_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/research/adjoin"
)

// The three ways to compute W agree on every 0 <= i, j <= 120 (the theorem
// package checks 200, and more with --full).
func TestThreeWays(t *testing.T) {
	ones, mismatch, err := adjoin.CompareThreeWays(context.Background(), 120)
	if err != nil {
		t.Fatal(err)
	}
	if mismatch != "" {
		t.Fatal(mismatch)
	}
	if ones == 0 {
		t.Fatal("no move changes the P-positions: the matrix is trivially zero")
	}
}

// Duchêne et al. 2010's Proposition: adjoining (A_n, B_n) or (A_n + 1, B_n + 1)
// changes the P-positions; (1,2) = (A_1, B_1) joins (0,0) and (1,2).
func TestKnownMoves(t *testing.T) {
	tests := []struct {
		i, j int64
		want bool
	}{
		{1, 2, true}, {3, 5, true}, {2, 3, true}, {4, 6, true}, {1, 3, false}, {0, 5, false}, {7, 7, false},
	}
	for _, tt := range tests {
		if got := adjoin.Fibonacci(big.NewInt(tt.i), big.NewInt(tt.j)); got != tt.want {
			t.Errorf("W(%d,%d) = %v; want %v", tt.i, tt.j, got, tt.want)
		}
	}
}

func ExampleFibonacci() {
	huge, _ := new(big.Int).SetString("1000000000000000000", 10)
	println := func(v bool) { fmt.Println(v) }
	println(adjoin.Fibonacci(big.NewInt(3), big.NewInt(5)))
	println(adjoin.Fibonacci(huge, new(big.Int).Add(huge, big.NewInt(1))))
	// Output:
	// true
	// false
}
