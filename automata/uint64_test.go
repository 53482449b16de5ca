package automata

import (
	"math"
	"math/big"
	"slices"
	"testing"
)

// The machine-integer writers give Encode's digits: every number below
// 5000 and some near 2^64, in msd_2, msd_3, msd_10 and msd_fib.
func TestAppendDigitsIsEncode(t *testing.T) {
	systems := []Numeration{Base(2), Base(3), Base(10), Fibonacci()}
	values := []uint64{math.MaxUint64, math.MaxUint64 - 1, 1 << 63, 12200160415121876738, 12200160415121876737}
	for v := range uint64(5000) {
		values = append(values, v)
	}
	for _, s := range systems {
		w, ok := s.(uint64Writer)
		if !ok {
			t.Fatalf("%s writes no machine integers", s.Name())
		}
		for _, v := range values {
			want := s.Encode(new(big.Int).SetUint64(v))
			if got := w.appendDigits(nil, v); !slices.Equal(got, want) {
				t.Fatalf("%s: %d is %v; Encode says %v", s.Name(), v, got, want)
			}
		}
	}
}

// AcceptsUint64's fast path agrees with AcceptsTuple on x + y = z in
// msd_fib, msd_3, lsd_fib and lsd_2 (tracks of different lengths padded
// alike).
func TestAcceptsUint64Twin(t *testing.T) {
	for _, s := range []Numeration{Fibonacci(), Base(3), LSD(Fibonacci()), LSD(Base(2))} {
		add := s.Addition()
		systems := Systems(s, 3)
		for x := range uint64(40) {
			for y := range uint64(40) {
				for _, z := range []uint64{x + y, x + y + 1, x} {
					fast := add.AcceptsUint64(s, x, y, z)
					slow := add.AcceptsTuple(systems, new(big.Int).SetUint64(x), new(big.Int).SetUint64(y), new(big.Int).SetUint64(z))
					if fast != slow || fast != (x+y == z) {
						t.Fatalf("%s: %d + %d = %d: fast %v, slow %v", s.Name(), x, y, z, fast, slow)
					}
				}
			}
		}
	}
}
