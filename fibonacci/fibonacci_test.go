package fibonacci_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/fibonacci"
)

// Duchêne et al. 2010's table: rho_F(n-1) for n = 3..12.
func TestZeckendorfDFNR(t *testing.T) {
	want := []string{"10", "100", "101", "1000", "1001", "1010", "10000", "10001", "10010", "10100"}
	for i, w := range want {
		n := uint64(i + 2)
		if got := fibonacci.ZeckendorfUint64(n); got != w {
			t.Errorf("rho_F(%d) = %s; want %s (Duchêne et al. 2010)", n, got, w)
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
	// Duchêne et al. 2010: a b a a b a b a a b a a for n = 1..12.
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

// The machine-integer and big-integer representations agree.
func TestZeckendorfUint64(t *testing.T) {
	for _, n := range []uint64{0, 1, 2, 3, 4, 100, 1<<63 + 12345, ^uint64(0)} {
		big := bigZeckendorf(new(big.Int).SetUint64(n))
		if got := fibonacci.ZeckendorfUint64(n); got != big {
			t.Errorf("ZeckendorfUint64(%d) = %s; the greedy big version gives %s", n, got, big)
		}
	}
}

// bigZeckendorf is the greedy representation written out with math/big,
// independent of the package.
func bigZeckendorf(n *big.Int) string {
	if n.Sign() == 0 {
		return "0"
	}
	w := []*big.Int{big.NewInt(1), big.NewInt(2)}
	for w[len(w)-1].Cmp(n) <= 0 {
		w = append(w, new(big.Int).Add(w[len(w)-1], w[len(w)-2]))
	}
	rest := new(big.Int).Set(n)
	out := ""
	for i := len(w) - 1; i >= 0; i-- {
		if w[i].Cmp(rest) <= 0 {
			out += "1"
			rest.Sub(rest, w[i])
		} else if out != "" {
			out += "0"
		}
	}
	return out
}
