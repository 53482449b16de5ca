package grammar_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/grammar"
)

// FuzzParseNumber: no text panics the number parser or makes it echo
// more than about 80 characters; plain digits read as big.Int reads them;
// ParseInt agrees with ParseNumber and says "too large", "too small" or
// "negative" exactly when the number is out of its range.
func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"12", "-3", "2^20", "10^6", "10^21", " 7 ", "2^", "x", "1e6", "0^0", "-2^63", "9223372036854775808", "3^99999999"} {
		f.Add(s, -5, 1000)
	}
	f.Fuzz(func(t *testing.T, text string, lo, hi int) {
		if lo > hi {
			lo, hi = hi, lo
		}
		v, err := grammar.ParseNumber(text)
		n, errInt := grammar.ParseInt(text, "--n", lo, hi)
		for _, e := range []error{err, errInt} {
			if e != nil && len(e.Error()) > 300 {
				t.Fatalf("an error of %d characters: %.120s", len(e.Error()), e)
			}
		}
		if err != nil {
			if errInt == nil {
				t.Fatalf("ParseInt(%q) = %d but ParseNumber refuses it: %v", text, n, err)
			}
			return
		}
		trimmed := strings.TrimSpace(text)
		if plain, ok := new(big.Int).SetString(trimmed, 10); ok && !strings.ContainsAny(trimmed, "_") {
			if plain.Cmp(v) != 0 {
				t.Fatalf("ParseNumber(%q) = %v; big.Int reads %v", text, v, plain)
			}
		}
		inRange := v.Cmp(big.NewInt(int64(lo))) >= 0 && v.Cmp(big.NewInt(int64(hi))) <= 0
		switch {
		case inRange && (errInt != nil || int64(n) != v.Int64()):
			t.Fatalf("ParseInt(%q, %d..%d) = %d, %v; ParseNumber reads %v", text, lo, hi, n, errInt, v)
		case !inRange && errInt == nil:
			t.Fatalf("ParseInt(%q, %d..%d) accepted %v, out of range", text, lo, hi, v)
		case !inRange && !strings.Contains(errInt.Error(), "too large") && !strings.Contains(errInt.Error(), "too small") && !strings.Contains(errInt.Error(), "negative"):
			t.Fatalf("ParseInt(%q, %d..%d): out of range but the error says %v", text, lo, hi, errInt)
		}
		if lo == math.MinInt && hi == math.MaxInt && v.IsInt64() && errInt != nil {
			t.Fatalf("ParseInt(%q) refuses an int: %v", text, errInt)
		}
	})
}
