package automata_test

import (
	"context"
	"math/big"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/automata"
)

func systems() []automata.Numeration {
	return []automata.Numeration{automata.Base(2), automata.Base(3), automata.Base(10), automata.Base(16), automata.Fibonacci()}
}

// validBrute reports whether digits is a valid word of system by its
// definition: digits in range, and for msd_fib no two adjacent 1s.
func validBrute(system automata.Numeration, digits []int) bool {
	for i, d := range digits {
		if d < 0 || d >= system.Base() {
			return false
		}
		if system.Name() == "msd_fib" && i > 0 && d == 1 && digits[i-1] == 1 {
			return false
		}
	}
	return true
}

// valueBrute is the value of a word: base-k positional, or Fibonacci
// weights 1, 2, 3, 5, … from the right.
func valueBrute(system automata.Numeration, digits []int) int64 {
	var value int64
	if system.Name() != "msd_fib" {
		for _, d := range digits {
			value = value*int64(system.Base()) + int64(d)
		}
		return value
	}
	low, high := int64(1), int64(2)
	for i := len(digits) - 1; i >= 0; i-- {
		value += int64(digits[i]) * low
		low, high = high, low+high
	}
	return value
}

// trackWords calls visit with every tuple of tracks words of one common
// length 0..maxLength over digits 0..base-1 (leading zeros and invalid
// words included).
func trackWords(base, tracks, maxLength int, visit func(tuple [][]int)) {
	size := 1
	for range tracks {
		size *= base
	}
	for length := 0; length <= maxLength; length++ {
		count := 1
		for range length {
			count *= size
		}
		tuple := make([][]int, tracks)
		for i := range tuple {
			tuple[i] = make([]int, length)
		}
		for code := range count {
			c := code
			for pos := range length {
				letter := c % size
				c /= size
				for i := tracks - 1; i >= 0; i-- {
					tuple[i][pos] = letter % base
					letter /= base
				}
			}
			visit(tuple)
		}
	}
}

// lengthFor keeps an enumeration of tuples of tracks words near 10^5.
func lengthFor(base, tracks int) int {
	size := 1
	for range tracks {
		size *= base
	}
	length, count := 0, 1
	for count*size <= 100000 {
		count *= size
		length++
	}
	return length
}

func TestEncodeDecode(t *testing.T) {
	for _, system := range systems() {
		for n := range int64(3000) {
			digits := system.Encode(big.NewInt(n))
			if len(digits) > 0 && digits[0] == 0 || !validBrute(system, digits) {
				t.Fatalf("%s: Encode(%d) = %v; want a valid word without leading zero", system.Name(), n, digits)
			}
			if got := valueBrute(system, digits); got != n {
				t.Fatalf("%s: value of Encode(%d) = %v is %d", system.Name(), n, digits, got)
			}
			if got := system.Decode(append([]int{0, 0}, digits...)); got.Int64() != n {
				t.Fatalf("%s: Decode(00·Encode(%d)) = %v; want %d", system.Name(), n, got, n)
			}
		}
		// Every valid word is the encoding of its value, up to leading zeros.
		trackWords(system.Base(), 1, lengthFor(system.Base(), 1), func(tuple [][]int) {
			w := tuple[0]
			if !validBrute(system, w) {
				return
			}
			trimmed := w
			for len(trimmed) > 0 && trimmed[0] == 0 {
				trimmed = trimmed[1:]
			}
			if got := system.Encode(system.Decode(w)); !slices.Equal(got, trimmed) {
				t.Fatalf("%s: Encode(Decode(%v)) = %v; want %v", system.Name(), w, got, trimmed)
			}
		})
	}
	big1 := new(big.Int).Lsh(big.NewInt(1), 200)
	for _, system := range systems() {
		if got := system.Decode(system.Encode(big1)); got.Cmp(big1) != 0 {
			t.Errorf("%s: Decode(Encode(2^200)) = %v", system.Name(), got)
		}
	}
}

// TestNumerationAutomataOnAllWords ties every numeration automaton to the
// definitions on all tuples of words (leading zeros and invalid words
// included) up to a length.
func TestNumerationAutomataOnAllWords(t *testing.T) {
	for _, system := range systems() {
		type relation struct {
			name string
			dfa  *automata.DFA
			want func(values []int64) bool
		}
		relations := []relation{
			{"Valid", system.Valid(), func([]int64) bool { return true }},
			{"Addition", system.Addition(), func(v []int64) bool { return v[0]+v[1] == v[2] }},
			{"Equality", system.Equality(), func(v []int64) bool { return v[0] == v[1] }},
			{"LessThan", system.LessThan(), func(v []int64) bool { return v[0] < v[1] }},
			{"Constant(0)", system.Constant(big.NewInt(0)), func(v []int64) bool { return v[0] == 0 }},
			{"Constant(7)", system.Constant(big.NewInt(7)), func(v []int64) bool { return v[0] == 7 }},
			{"Constant(20)", system.Constant(big.NewInt(20)), func(v []int64) bool { return v[0] == 20 }},
		}
		for _, r := range relations {
			tracks := r.dfa.Tracks()
			trackWords(system.Base(), tracks, lengthFor(system.Base(), tracks), func(tuple [][]int) {
				want := true
				values := make([]int64, tracks)
				for i, w := range tuple {
					want = want && validBrute(system, w)
					values[i] = valueBrute(system, w)
				}
				want = want && r.want(values)
				if got := r.dfa.AcceptsDigits(tuple...); got != want {
					t.Fatalf("%s.%s.AcceptsDigits(%v) = %v; want %v", system.Name(), r.name, tuple, got, want)
				}
			})
		}
	}
}

// TestAdditionOnNumbers ties Addition, LessThan and Equality to big-integer
// arithmetic on all x, y up to 200 (for Addition: z near x + y, and every z
// up to 130 when x, y <= 60).
func TestAdditionOnNumbers(t *testing.T) {
	const bound = 200
	for _, system := range systems() {
		add, less, equal := system.Addition(), system.LessThan(), system.Equality()
		for x := uint64(0); x <= bound; x++ {
			for y := uint64(0); y <= bound; y++ {
				for _, z := range []uint64{x + y, x + y + 1, x + y + 2, max(x+y, 1) - 1, x * y} {
					if got, want := add.AcceptsUint64(system, x, y, z), x+y == z; got != want {
						t.Fatalf("%s: Addition.Accepts(%d, %d, %d) = %v; want %v", system.Name(), x, y, z, got, want)
					}
				}
				if x <= 60 && y <= 60 {
					for z := uint64(0); z <= 130; z++ {
						if got, want := add.AcceptsUint64(system, x, y, z), x+y == z; got != want {
							t.Fatalf("%s: Addition.Accepts(%d, %d, %d) = %v; want %v", system.Name(), x, y, z, got, want)
						}
					}
				}
				if got, want := less.AcceptsUint64(system, x, y), x < y; got != want {
					t.Fatalf("%s: LessThan.Accepts(%d, %d) = %v; want %v", system.Name(), x, y, got, want)
				}
				if got, want := equal.AcceptsUint64(system, x, y), x == y; got != want {
					t.Fatalf("%s: Equality.Accepts(%d, %d) = %v; want %v", system.Name(), x, y, got, want)
				}
			}
		}
	}
}

func TestAutomataSizes(t *testing.T) {
	// Minimal sizes, the dead state included; the Fibonacci addition
	// automaton has 17 states as in Walnut.
	cases := []struct {
		system   automata.Numeration
		addition int
		less     int
	}{
		{automata.Base(2), 3, 3},
		{automata.Base(10), 3, 3},
		{automata.Fibonacci(), 17, 7},
	}
	for _, c := range cases {
		if got := c.system.Addition().States(); got != c.addition {
			t.Errorf("%s: Addition().States() = %d; want %d", c.system.Name(), got, c.addition)
		}
		if got := c.system.LessThan().States(); got != c.less {
			t.Errorf("%s: LessThan().States() = %d; want %d", c.system.Name(), got, c.less)
		}
		if got := c.system.Addition().Minimize().States(); got != c.system.Addition().States() {
			t.Errorf("%s: Addition() is not minimal", c.system.Name())
		}
	}
}

func TestMulConst(t *testing.T) {
	ctx := context.Background()
	for _, system := range []automata.Numeration{automata.Base(2), automata.Base(3), automata.Fibonacci()} {
		for c := range int64(8) {
			product, err := automata.MulConst(ctx, system, c, 100000)
			if err != nil {
				t.Fatalf("MulConst(%s, %d): %v", system.Name(), c, err)
			}
			for x := uint64(0); x <= 60; x++ {
				for y := uint64(0); y <= 8*60; y++ {
					if got, want := product.AcceptsUint64(system, x, y), uint64(c)*x == y; got != want {
						t.Fatalf("MulConst(%s, %d).Accepts(%d, %d) = %v; want %v", system.Name(), c, x, y, got, want)
					}
				}
			}
		}
	}
	if _, err := automata.MulConst(ctx, automata.Base(2), -1, 0); err == nil {
		t.Error("MulConst(-1) = nil error; want an error")
	}
}

func TestParseNumeration(t *testing.T) {
	for _, name := range []string{"msd_2", "msd_10", "msd_16", "msd_17", "msd_100", "msd_fib", "lsd_2", "lsd_fib", "lsd_ost_0_r2"} {
		system, err := automata.ParseNumeration(name)
		if err != nil || system.Name() != name {
			t.Errorf("ParseNumeration(%q) = %v, %v; want %s", name, system, err, name)
		}
	}
	for _, name := range []string{"msd_1", "msd_101", "msd_017", "lsd_1", "lsd_lsd_2", "msd_", "fib"} {
		if _, err := automata.ParseNumeration(name); err == nil {
			t.Errorf("ParseNumeration(%q) = nil error; want an error", name)
		}
	}
}

func TestValidTuples(t *testing.T) {
	fib, two := automata.Fibonacci(), automata.Base(2)
	valid := automata.ValidTuples(fib, two)
	trackWords(2, 2, 7, func(tuple [][]int) {
		want := validBrute(fib, tuple[0])
		if got := valid.AcceptsDigits(tuple...); got != want {
			t.Fatalf("ValidTuples(msd_fib, msd_2).AcceptsDigits(%v) = %v; want %v", tuple, got, want)
		}
	})
}
