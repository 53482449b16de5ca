package grammar_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/grammar"
)

func TestParseNumber(t *testing.T) {
	tests := []struct{ in, want string }{
		{"12", "12"}, {" 12 ", "12"}, {"-3", "-3"}, {"+7", "7"}, {"2^20", "1048576"}, {"10^6", "1000000"},
		{"10^21", "1000000000000000000000"}, {"-2^3", "-8"}, {"0^0", "1"}, {"2 ^ 4", "16"}, {"1^99999999999999999999999", "1"}, {"0^99999999999999999999", "0"},
		{"123456789012345678901234567890", "123456789012345678901234567890"},
	}
	for _, tt := range tests {
		v, err := grammar.ParseNumber(tt.in)
		if err != nil || v.String() != tt.want {
			t.Errorf("ParseNumber(%q) = %v, %v; want %s", tt.in, v, err, tt.want)
		}
	}
	bad := []struct{ in, mention string }{
		{"", "empty number"}, {"x", `"x" is not a whole number`}, {"1e6", "not a whole number"},
		{"2^", "not a whole number"}, {"^3", "not a whole number"}, {"2^-1", "not a whole number"},
		{"1_000", "not a whole number"}, {"0x10", "not a whole number"}, {"--3", "not a whole number"},
		{"10^1000000000", "too large"}, {"3^99999999999999999999", "too large"},
		{strings.Repeat("1", 100001), "too large: at most 100000 digits"},
		{"18700^900000000000000000", "too large"}, // found by fuzzing: 13 bits times the exponent overflowed int64, and Exp hung
		{"2^9223372036854775807", "too large"},
	}
	for _, tt := range bad {
		_, err := grammar.ParseNumber(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("ParseNumber(%q) error = %v; want one mentioning %q", tt.in, err, tt.mention)
		}
	}
}

func TestParseInt(t *testing.T) {
	tests := []struct {
		in      string
		lo, hi  int
		want    int
		mention string // "" when the number is accepted
	}{
		{"2^40", 0, 1 << 40, 1 << 40, ""},
		{"2^40", 0, 1<<40 - 1, 0, "--upto 2^40 is too large: at most 1099511627775"},
		{"2^41", 0, 1 << 40, 0, "--upto 2^41 is too large: at most 2^40"},
		{"-1", 0, 10, 0, "--upto -1 is negative: want 0 or more"},
		{"0", 1, 10, 0, "--upto 0 is too small: at least 1"},
		{"10^21", math.MinInt, math.MaxInt, 0, "--upto 10^21 is too large: at most 2^63-1"},
		{"9223372036854775807", math.MinInt, math.MaxInt, math.MaxInt, ""},
		{"abc", 0, 10, 0, `--upto "abc" is not a whole number`},
		{strings.Repeat("9", 1000000), 0, 10, 0, "(1000000 digits) is too large: at most 10"},
		{"-" + strings.Repeat("9", 30), 0, 10, 0, "is negative"},
		{"-" + strings.Repeat("9", 30), -5, 10, 0, "is too small: at least -5"},
		{"+" + strings.Repeat("0", 40) + "7", 0, 10, 7, ""},
	}
	for _, tt := range tests {
		got, err := grammar.ParseInt(tt.in, "--upto", tt.lo, tt.hi)
		if tt.mention == "" {
			if err != nil || got != tt.want {
				t.Errorf("ParseInt(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("ParseInt(%q, %d..%d) error = %v; want one mentioning %q", tt.in, tt.lo, tt.hi, err, tt.mention)
		}
	}
}

func ExampleParseInt() {
	n, err := grammar.ParseInt("2^20", "--upto", 0, 1<<40)
	fmt.Println(n, err)
	_, err = grammar.ParseInt("10^21", "--upto", 0, 1<<40)
	fmt.Println(err)
	// Output:
	// 1048576 <nil>
	// --upto 10^21 is too large: at most 2^40
}
