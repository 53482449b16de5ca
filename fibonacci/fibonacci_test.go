package fibonacci_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"mex/fibonacci"
)

// Seed 003's table: rho_F(n-1) for n = 3..12.
func TestZeckendorfSeed003(t *testing.T) {
	want := []string{"10", "100", "101", "1000", "1001", "1010", "10000", "10001", "10010", "10100"}
	for i, w := range want {
		n := uint64(i + 2)
		if got := fibonacci.ZeckendorfUint64(n); got != w {
			t.Errorf("rho_F(%d) = %s; want %s (seed 003)", n, got, w)
		}
	}
	if got := fibonacci.ZeckendorfUint64(0); got != "0" {
		t.Errorf("rho_F(0) = %s; want 0", got)
	}
}

func TestRoundTrip(t *testing.T) {
	for n := int64(0); n < 20000; n++ {
		w := fibonacci.Zeckendorf(big.NewInt(n))
		if strings.Contains(w, "11") || (len(w) > 1 && w[0] == '0') {
			t.Fatalf("rho_F(%d) = %s is not a Zeckendorf word", n, w)
		}
		v, err := fibonacci.Value(w)
		if err != nil || v.Int64() != n {
			t.Fatalf("pi_F(rho_F(%d)) = %v, %v", n, v, err)
		}
		padded, _ := fibonacci.Value("00" + w)
		if padded.Int64() != n {
			t.Fatalf("leading zeros change pi_F(%s)", w)
		}
	}
	if _, err := fibonacci.Value("102"); err == nil {
		t.Fatal("Value(102): want an error")
	}
}

func TestWord(t *testing.T) {
	// Seed 003: a b a a b a b a a b a a for n = 1..12.
	if got := fibonacci.Word(12); got != "abaababaabaa" {
		t.Fatalf("Word(12) = %s", got)
	}
}

func ExampleWythoffPair() {
	for n := int64(1); n <= 4; n++ {
		a, b := fibonacci.WythoffPair(big.NewInt(n))
		fmt.Print("(", a, ",", b, ") ")
	}
	fmt.Println()
	// Output: (1,2) (3,5) (4,7) (6,10)
}
