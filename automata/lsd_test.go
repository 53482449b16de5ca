package automata

import (
	"context"
	"math/big"
	"testing"
)

// The lsd systems' automata against brute force: x + y = z and x < y on
// all numbers below 40, written least significant digit first.
func TestLSDArithmetic(t *testing.T) {
	for _, name := range []string{"lsd_2", "lsd_3", "lsd_fib"} {
		s, err := ParseNumeration(name)
		if err != nil {
			t.Fatal(err)
		}
		if s.Name() != name {
			t.Errorf("Name() = %q, want %q", s.Name(), name)
		}
		for x := uint64(0); x < 40; x++ {
			if got := s.Decode(s.Encode(new(big.Int).SetUint64(x))).Uint64(); got != x {
				t.Errorf("%s: Decode(Encode(%d)) = %d", name, x, got)
			}
			for y := uint64(0); y < 40; y++ {
				if got := s.LessThan().AcceptsUint64(s, x, y); got != (x < y) {
					t.Errorf("%s: %d < %d gives %v", name, x, y, got)
				}
				for z := uint64(0); z < 80; z += 1 + z/8 {
					if got := s.Addition().AcceptsUint64(s, x, y, z); got != (x+y == z) {
						t.Errorf("%s: %d + %d = %d gives %v", name, x, y, z, got)
					}
				}
			}
			if got := s.Constant(big.NewInt(13)).AcceptsUint64(s, x); got != (x == 13) {
				t.Errorf("%s: x = 13 at %d gives %v", name, x, got)
			}
		}
	}
}

// Reverse of the words ending in 1 over {0,1} is the words starting with
// 1; of "10*" read lsd (4 = 001) trailing zeros are kept.
func TestReverse(t *testing.T) {
	endsIn1, err := New([]int{2}, [][]int{{0, 1}, {0, 1}}, []bool{false, true})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Reverse(context.Background(), endsIn1, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range [][]int{{1}, {1, 0}, {1, 1, 0}, {0, 1}, {}, {0}} {
		want := len(w) > 0 && w[0] == 1
		if got := r.Accepts(w); got != want {
			t.Errorf("reverse accepts %v: %v, want %v", w, got, want)
		}
	}
	if _, err := Reverse(context.Background(), Base(2).Addition(), 1); err == nil {
		t.Error("Reverse under a limit of 1 state: no error")
	}
}

// Negative bases against brute force on the integers -12..12.
func TestNegBase(t *testing.T) {
	for _, name := range []string{"msd_neg_2", "msd_neg_3", "lsd_neg_2"} {
		s, err := ParseNumeration(name)
		if err != nil {
			t.Fatal(err)
		}
		if !Signed(s) || Signed(Base(2)) {
			t.Errorf("Signed(%s) = %v", name, Signed(s))
		}
		val := func(n int64) *big.Int { return big.NewInt(n) }
		for x := int64(-40); x <= 40; x++ {
			if got := s.Decode(s.Encode(val(x))).Int64(); got != x {
				t.Errorf("%s: Decode(Encode(%d)) = %d", name, x, got)
			}
		}
		two, three := Systems(s, 2), Systems(s, 3)
		for x := int64(-12); x <= 12; x++ {
			for y := int64(-12); y <= 12; y++ {
				if got := s.LessThan().AcceptsTuple(two, val(x), val(y)); got != (x < y) {
					t.Errorf("%s: %d < %d gives %v", name, x, y, got)
				}
				if got := s.Equality().AcceptsTuple(two, val(x), val(y)); got != (x == y) {
					t.Errorf("%s: %d = %d gives %v", name, x, y, got)
				}
				for z := int64(-25); z <= 25; z += 3 {
					if got := s.Addition().AcceptsTuple(three, val(x), val(y), val(z)); got != (x+y == z) {
						t.Errorf("%s: %d + %d = %d gives %v", name, x, y, z, got)
					}
				}
			}
			if got := s.Constant(val(-5)).AcceptsTuple(Systems(s, 1), val(x)); got != (x == -5) {
				t.Errorf("%s: x = -5 at %d gives %v", name, x, got)
			}
		}
	}
}
