package grammar

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Numbers are written one way everywhere in mex, in flags, spec parameters
// and positions: plain digits with an optional sign (12, -3, 1000000), or a
// power B^K of two whole numbers (2^20, 10^6, -2^3). A number outside the
// range a caller accepts is called too large or too small (or negative),
// never malformed.

// MaxPowerBits bounds the size of a power B^K, so that 10^1000000000 is
// refused at once instead of exhausting memory.
const MaxPowerBits = 1 << 20

// MaxNumberDigits bounds a number written in digits: reading a decimal
// number takes time quadratic in its length (a million digits, seconds).
const MaxNumberDigits = 100_000

// ErrNotNumber is wrapped by the errors of text that is not a number.
var ErrNotNumber = errors.New("not a whole number")

// ParseNumber reads a whole number of any size: digits with an optional
// sign, or a power B^K such as 2^20 or 10^6.
func ParseNumber(text string) (*big.Int, error) {
	t := strings.TrimSpace(text)
	negative := false
	if t != "" && (t[0] == '-' || t[0] == '+') {
		negative, t = t[0] == '-', strings.TrimSpace(t[1:])
	}
	var v *big.Int
	if base, exp, isPower := strings.Cut(t, "^"); isPower {
		b, okB := digits(strings.TrimSpace(base))
		k, okK := digits(strings.TrimSpace(exp))
		if !okB || !okK {
			return nil, notNumber(text)
		}
		// Each factor of a base >= 2 adds at least one bit; test k first so
		// that the product below cannot overflow.
		if b.BitLen() > 1 && (!k.IsInt64() || k.Int64() > MaxPowerBits || int64(b.BitLen()-1)*k.Int64() > MaxPowerBits) {
			return nil, fmt.Errorf("%s is too large: powers are computed up to 2^%d", Quote(text), MaxPowerBits)
		}
		v = new(big.Int).Exp(b, k, nil)
	} else {
		if len(t) > MaxNumberDigits && allDigits(t) {
			return nil, fmt.Errorf("%s is too large: at most %d digits", Elide(t), MaxNumberDigits)
		}
		var ok bool
		if v, ok = digits(t); !ok {
			return nil, notNumber(text)
		}
	}
	if negative {
		v.Neg(v)
	}
	return v, nil
}

// digits reads a nonempty run of ASCII digits.
func digits(t string) (*big.Int, bool) {
	if t == "" || !allDigits(t) {
		return nil, false
	}
	return new(big.Int).SetString(t, 10)
}

func allDigits(t string) bool {
	for i := 0; i < len(t); i++ {
		if t[i] < '0' || t[i] > '9' {
			return false
		}
	}
	return true
}

func notNumber(text string) error {
	if strings.TrimSpace(text) == "" {
		return fmt.Errorf("empty number: want digits such as 12, or a power such as 2^20 or 10^6: %w", ErrNotNumber)
	}
	return fmt.Errorf("%s is %w: want digits such as 12, or a power such as 2^20 or 10^6", Quote(text), ErrNotNumber)
}

// ParseInt reads a number in [lo, hi]. What names it in errors ("--upto",
// or "parameter p=" to print "parameter p=10^21 is too large …").
func ParseInt(text, what string, lo, hi int) (int, error) {
	name := what
	if name != "" && !strings.HasSuffix(name, "=") {
		name += " "
	}
	shown := Elide(strings.TrimSpace(text))
	if t := strings.TrimLeft(strings.TrimSpace(text), "+"); len(t) > 24 {
		// Beyond any int: say so without reading every digit.
		negative := strings.HasPrefix(t, "-")
		body := strings.TrimLeft(strings.TrimLeft(t, "-"), "0")
		if len(body) > 24 && allDigits(body) {
			if negative && lo == 0 {
				return 0, fmt.Errorf("%s%s is negative: want 0 or more", name, shown)
			}
			if negative {
				return 0, fmt.Errorf("%s%s is too small: at least %s", name, shown, FormatLimit(lo))
			}
			return 0, fmt.Errorf("%s%s is too large: at most %s", name, shown, FormatLimit(hi))
		}
	}
	v, err := ParseNumber(text)
	if err != nil {
		return 0, fmt.Errorf("%s%w", name, err)
	}
	switch {
	case v.Cmp(big.NewInt(int64(hi))) > 0:
		return 0, fmt.Errorf("%s%s is too large: at most %s", name, shown, FormatLimit(hi))
	case v.Cmp(big.NewInt(int64(lo))) < 0 && lo == 0:
		return 0, fmt.Errorf("%s%s is negative: want 0 or more", name, shown)
	case v.Cmp(big.NewInt(int64(lo))) < 0:
		return 0, fmt.Errorf("%s%s is too small: at least %s", name, shown, FormatLimit(lo))
	}
	return int(v.Int64()), nil
}

// FormatLimit writes a bound readably: 2^40 for a power of two, 2^63-1 for
// the largest int, digits otherwise.
func FormatLimit(n int) string {
	switch {
	case n == math.MaxInt:
		return "2^63-1"
	case n == math.MinInt:
		return "-2^63"
	case n >= 1<<10 && n&(n-1) == 0:
		return fmt.Sprintf("2^%d", bits.TrailingZeros64(uint64(n)))
	}
	return fmt.Sprint(n)
}

// Quote writes input for an error message in quotes: whole when short, or
// its beginning and its length when long, so that no message echoes more
// than about 80 characters of input (escapes included).
func Quote(text string) string {
	if q := strconv.Quote(text); len(q) <= maxEcho {
		return q
	}
	cut := len(text)
	for cut > 0 && len(strconv.Quote(text[:cut])) > 50 {
		cut = cut * 2 / 3
	}
	cut = runeStart(text, cut)
	return fmt.Sprintf("%s… (%d characters)", strconv.Quote(text[:cut]), utf8.RuneCountInString(text))
}

// Elide is Quote without the quotes, for input known to be a number.
func Elide(text string) string {
	if len(text) <= maxEcho {
		return text
	}
	return fmt.Sprintf("%s… (%d digits)", text[:runeStart(text, 48)], len(text))
}

const maxEcho = 66

// runeStart moves cut back to the start of a UTF-8 sequence (at most 3
// bytes back), so that a cut input stays valid text.
func runeStart(text string, cut int) int {
	for k := 0; k < 3 && cut > 0 && cut < len(text) && !utf8.RuneStart(text[cut]); k++ {
		cut--
	}
	return cut
}
