package takebreak

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Constraint restricts the sizes of the heaps a move leaves when it leaves
// two or more.
type Constraint uint8

const (
	// Free: any sizes.
	Free Constraint = iota
	// Unequal ('!'): the heaps left are pairwise unequal (4!.0 is Grundy's
	// game).
	Unequal
	// NotAllEqual ('?'): the heaps left are not all of one size.
	NotAllEqual
	// AllEqual ('='): the heaps left are all of one size.
	AllEqual
)

// String returns the modifier character, or "" for Free.
func (c Constraint) String() string { return [...]string{"", "!", "?", "="}[c] }

// MaxHeapsLeft is the largest number of heaps a digit may name one by one
// (bit 63 of a 64-bit digit); a '+' digit leaves any number beyond.
const MaxHeapsLeft = 63

// Digit is one code digit d_k: the numbers of heaps a move that removes k
// tokens may leave, each with its constraint.
type Digit struct {
	// Heaps has bit j set when the move may leave exactly j non-empty
	// heaps.
	Heaps uint64
	// More extends the highest j of Heaps to every larger number of heaps
	// (CGSuite's {2+} and *).
	More bool
	// Constraints[j] is the constraint on a move leaving j >= 2 heaps
	// (for j beyond the slice, the last entry). Moves that leave 0 or 1
	// heap are never constrained.
	Constraints []Constraint
}

// IsZero reports whether the digit allows no move.
func (d Digit) IsZero() bool { return d.Heaps == 0 }

// Allows reports whether the digit lets a move leave j heaps, and with
// which constraint.
func (d Digit) Allows(j int) (Constraint, bool) {
	top := d.top()
	switch {
	case d.Heaps == 0 || j < 0:
		return Free, false
	case j <= MaxHeapsLeft && d.Heaps&(1<<uint(j)) != 0:
	case d.More && j > top:
	default:
		return Free, false
	}
	if j < 2 || len(d.Constraints) == 0 {
		return Free, true
	}
	if j < len(d.Constraints) {
		return d.Constraints[j], true
	}
	return d.Constraints[len(d.Constraints)-1], true
}

func (d Digit) top() int { return 63 - bits.LeadingZeros64(d.Heaps) }

// MaxHeaps is the largest number of heaps the digit may leave; -1 when
// unbounded (More).
func (d Digit) MaxHeaps() int {
	if d.More {
		return -1
	}
	if d.Heaps == 0 {
		return 0
	}
	return d.top()
}

// Constrained reports whether some move leaving two or more heaps is
// constrained.
func (d Digit) Constrained() bool {
	for j := 2; j <= d.top(); j++ {
		if c, ok := d.Allows(j); ok && c != Free {
			return true
		}
	}
	return false
}

// String writes the digit in CGSuite's notation: a base-32 character
// (0-9, A-V) with an optional modifier, &N; beyond 31, or a list {…}.
func (d Digit) String() string {
	if d.Heaps == 0 {
		return "0"
	}
	// One constraint for every allowed j >= 2?
	uniform, c := true, Constraint(255)
	for j := 2; j <= d.top(); j++ {
		if cj, ok := d.Allows(j); ok {
			if c == 255 {
				c = cj
			} else if cj != c {
				uniform = false
			}
		}
	}
	if c == 255 {
		c = Free
	}
	if uniform && !d.More {
		if d.Heaps < 32 {
			return string(base32[d.Heaps]) + c.String()
		}
		return "&" + strconv.FormatUint(d.Heaps, 10) + ";" + c.String()
	}
	var parts []string
	for j := 0; j <= d.top(); j++ {
		if cj, ok := d.Allows(j); ok {
			s := strconv.Itoa(j)
			if !uniform && j >= 2 {
				s += cj.String()
			}
			parts = append(parts, s)
		}
	}
	out := "{" + strings.Join(parts, ",")
	if d.More {
		out += "+"
	}
	out += "}"
	if uniform {
		out += c.String()
	}
	return out
}

const base32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV"

// Code is a take-and-break code d0.d1d2… with an optional repeating tail
// d0.d1…[dr…ds] (the bracketed digits repeat forever).
type Code struct {
	// Digits[k] is d_k, the moves that remove k tokens; Digits[0] splits
	// without removing anything.
	Digits []Digit
	// Repeat is the number of trailing Digits that repeat forever (0 for
	// a finite code).
	Repeat int
}

// Digit returns d_k for any k >= 0.
func (c Code) Digit(k int) Digit {
	switch {
	case k < len(c.Digits):
		return c.Digits[k]
	case c.Repeat > 0:
		pre := len(c.Digits) - c.Repeat
		return c.Digits[pre+(k-pre)%c.Repeat]
	}
	return Digit{}
}

// Finite reports whether the code has no repeating tail: every move
// removes at most LastDigit tokens.
func (c Code) Finite() bool { return c.Repeat == 0 }

// LastDigit returns t, the largest k with d_k != 0 of a finite code
// (0 when only d0 is non-zero), or -1 for an infinite code.
func (c Code) LastDigit() int {
	if c.Repeat > 0 {
		return -1
	}
	for k := len(c.Digits) - 1; k > 0; k-- {
		if !c.Digits[k].IsZero() {
			return k
		}
	}
	return 0
}

// MaxHeaps returns the largest number of heaps one move may leave, or -1
// when it is unbounded.
func (c Code) MaxHeaps() int {
	m := 0
	for _, d := range c.Digits {
		h := d.MaxHeaps()
		if h < 0 {
			return -1
		}
		m = max(m, h)
	}
	return m
}

// Constrained reports whether some digit carries a '!', '?' or '='
// constraint on moves leaving two or more heaps.
func (c Code) Constrained() bool {
	for _, d := range c.Digits {
		if d.Constrained() {
			return true
		}
	}
	return false
}

// IsOctal reports whether the code is an octal code of Guy and Smith:
// finite, unconstrained, every move leaving at most two heaps, d0 in
// {0, 4}.
func (c Code) IsOctal() bool {
	if m := c.MaxHeaps(); !c.Finite() || c.Constrained() || m < 0 || m > 2 {
		return false
	}
	return c.Digits[0].Heaps == 0 || c.Digits[0].Heaps == 4
}

// IsHex reports whether the code is a hexadecimal code of Winning Ways:
// finite, unconstrained, every move leaving at most three heaps.
func (c Code) IsHex() bool {
	return c.Finite() && !c.Constrained() && c.MaxHeaps() >= 0 && c.MaxHeaps() <= 3
}

// String writes the code in CGSuite's notation, trailing zero digits
// dropped: 0.77, 4!.0, 0.3F, 0.[3], 0.{2+}.
func (c Code) String() string {
	digits := c.Digits
	pre := len(digits) - c.Repeat
	head := digits[:pre]
	if c.Repeat == 0 {
		for len(head) > 1 && head[len(head)-1].IsZero() {
			head = head[:len(head)-1]
		}
	}
	var b strings.Builder
	b.WriteString(head[0].String())
	b.WriteByte('.')
	for _, d := range head[1:] {
		b.WriteString(d.String())
	}
	if c.Repeat > 0 {
		b.WriteByte('[')
		for _, d := range digits[pre:] {
			b.WriteString(d.String())
		}
		b.WriteByte(']')
	} else if len(head) == 1 {
		b.WriteByte('0')
	}
	return b.String()
}

// SyntaxError reports a malformed code, quoting it and saying where and
// why.
type SyntaxError struct {
	Code   string
	Offset int // byte offset of the trouble in Code
	Reason string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("takebreak: malformed code %q at character %d: %s", e.Code, e.Offset+1, e.Reason)
}

// UnsupportedError reports a well-formed code whose game mex cannot play
// (it would allow infinite play, or adds tokens).
type UnsupportedError struct {
	Code   string
	Reason string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("takebreak: code %q is not supported: %s", e.Code, e.Reason)
}

// MaxCodeDigits bounds the digits of a code.
const MaxCodeDigits = 4096

// Parse reads a code in CGSuite's TakeAndBreak notation:
//
//	code   = digit "." digit* [ "[" digit+ "]" ]
//	digit  = ( base32 | "&" N ";" | "*" | "{" list "}" ) [ "!" | "?" | "=" ]
//	base32 = 0-9 | A-V (either case): bit j allows leaving exactly j heaps
//	list   = entry ("," entry)* ["+"]   entry = N ["!" | "?" | "="]
//
// An empty d0 (".77") means 0. The digits before the point are only d0:
// CGSuite's additive digits (moves that add tokens) are refused.
func Parse(text string) (Code, error) {
	p := parser{text: text}
	return p.code()
}

type parser struct {
	text string
	i    int
}

func (p *parser) fail(reason string, args ...any) error {
	return &SyntaxError{Code: p.text, Offset: p.i, Reason: fmt.Sprintf(reason, args...)}
}

func (p *parser) code() (Code, error) {
	if strings.TrimSpace(p.text) != p.text || p.text == "" {
		return Code{}, &SyntaxError{Code: p.text, Reason: "want a code such as 0.77, 4!.0 or 0.[3], without spaces"}
	}
	var c Code
	if p.text[0] == '.' {
		c.Digits = append(c.Digits, Digit{})
	} else {
		d, err := p.digit()
		if err != nil {
			return Code{}, err
		}
		c.Digits = append(c.Digits, d)
		if p.i < len(p.text) && p.text[p.i] != '.' {
			return Code{}, &UnsupportedError{Code: p.text, Reason: "digits before d0 add tokens to a heap, which can make play infinite; give one digit before the point"}
		}
	}
	if p.i >= len(p.text) || p.text[p.i] != '.' {
		return Code{}, p.fail("want a point after d0, as in 0.77")
	}
	p.i++
	repeatAt := -1
	for p.i < len(p.text) {
		switch p.text[p.i] {
		case '[':
			if repeatAt >= 0 {
				return Code{}, p.fail("a second '['")
			}
			repeatAt = len(c.Digits)
			p.i++
			continue
		case ']':
			if repeatAt < 0 {
				return Code{}, p.fail("']' without '['")
			}
			if p.i != len(p.text)-1 {
				return Code{}, p.fail("the repeated digits [..] must end the code")
			}
			if len(c.Digits) == repeatAt {
				return Code{}, p.fail("empty repeat []")
			}
			c.Repeat = len(c.Digits) - repeatAt
			p.i++
			continue
		}
		d, err := p.digit()
		if err != nil {
			return Code{}, err
		}
		c.Digits = append(c.Digits, d)
		if len(c.Digits) > MaxCodeDigits {
			return Code{}, p.fail("more than %d digits", MaxCodeDigits)
		}
	}
	if repeatAt >= 0 && c.Repeat == 0 {
		return Code{}, p.fail("'[' is not closed")
	}
	// A repeat of zero digits is no repeat.
	if c.Repeat > 0 {
		zero := true
		for _, d := range c.Digits[len(c.Digits)-c.Repeat:] {
			zero = zero && d.IsZero()
		}
		if zero {
			c.Digits, c.Repeat = c.Digits[:len(c.Digits)-c.Repeat], 0
		}
	}
	if len(c.Digits) == 1 && c.Repeat == 0 {
		c.Digits = append(c.Digits, Digit{})
	}
	if d0 := c.Digits[0]; d0.Heaps&3 != 0 {
		return Code{}, &UnsupportedError{Code: p.text, Reason: "d0 must not allow leaving 0 or 1 heap: a move that removes nothing would leave the heap as it was (or take nothing from nothing), so play would never end"}
	}
	return c, nil
}

// digit reads one digit and its modifier.
func (p *parser) digit() (Digit, error) {
	start := p.i
	if p.i >= len(p.text) {
		return Digit{}, p.fail("want a digit")
	}
	var d Digit
	switch ch := p.text[p.i]; {
	case ch == '{':
		end := strings.IndexByte(p.text[p.i:], '}')
		if end < 0 {
			return Digit{}, p.fail("'{' is not closed")
		}
		inner := p.text[p.i+1 : p.i+end]
		var err error
		if d, err = p.list(inner); err != nil {
			return Digit{}, err
		}
		p.i += end + 1
	case ch == '*':
		d = Digit{Heaps: 1, More: true}
		p.i++
	case ch == '&':
		end := strings.IndexByte(p.text[p.i:], ';')
		if end < 0 {
			return Digit{}, p.fail("'&' without its closing ';' (write &N; for a digit N > 31)")
		}
		v, err := strconv.ParseUint(p.text[p.i+1:p.i+end], 10, 64)
		if err != nil {
			return Digit{}, p.fail("%q is not a digit value (want &N; with 0 <= N < 2^64)", p.text[p.i:p.i+end+1])
		}
		d = Digit{Heaps: v}
		p.i += end + 1
	default:
		v := strings.IndexByte(base32, upper(ch))
		if v < 0 {
			return Digit{}, p.fail("%q is not a digit: want 0-9 or A-V (bit j allows leaving j heaps), &N;, * or {…}", string(ch))
		}
		d = Digit{Heaps: uint64(v)}
		p.i++
	}
	if c, ok := modifier(p.text, p.i); ok {
		p.i++
		if len(d.Constraints) > 0 {
			return Digit{}, &SyntaxError{Code: p.text, Offset: start, Reason: "a modifier after a list {…} that already has modifiers inside"}
		}
		d.Constraints = []Constraint{c}
	}
	return d.normal(), nil
}

func upper(ch byte) byte {
	if ch >= 'a' && ch <= 'z' {
		return ch - 'a' + 'A'
	}
	return ch
}

func modifier(s string, i int) (Constraint, bool) {
	if i >= len(s) {
		return Free, false
	}
	switch s[i] {
	case '!':
		return Unequal, true
	case '?':
		return NotAllEqual, true
	case '=':
		return AllEqual, true
	}
	return Free, false
}

// list reads the inside of {…}: numbers of heaps, each with an optional
// modifier, the last optionally followed by '+'.
func (p *parser) list(inner string) (Digit, error) {
	var d Digit
	if strings.HasSuffix(inner, "+") {
		d.More, inner = true, strings.TrimSuffix(inner, "+")
	}
	if inner == "" {
		return Digit{}, p.fail("empty list {}")
	}
	per := map[int]Constraint{}
	anyMod := false
	for _, tok := range strings.Split(inner, ",") {
		c, mod := Free, false
		if len(tok) > 0 {
			c, mod = modifier(tok, len(tok)-1)
		}
		if mod {
			tok, anyMod = tok[:len(tok)-1], true
		}
		j, err := strconv.Atoi(tok)
		if err != nil || j < 0 || j > MaxHeapsLeft {
			return Digit{}, p.fail("%q in {%s} is not a number of heaps 0..%d", tok, inner, MaxHeapsLeft)
		}
		d.Heaps |= 1 << uint(j)
		per[j] = c
	}
	if anyMod {
		d.Constraints = make([]Constraint, d.top()+1)
		for j, c := range per {
			d.Constraints[j] = c
		}
	}
	return d, nil
}

// normal drops constraints that cannot matter (on 0 or 1 heap) and stores
// one constraint when all moves of two or more heaps share it.
func (d Digit) normal() Digit {
	if len(d.Constraints) == 0 {
		return d
	}
	if len(d.Constraints) == 1 { // a global modifier: spread it
		c := d.Constraints[0]
		d.Constraints = nil
		if c != Free && (d.top() >= 2 || d.More) {
			d.Constraints = []Constraint{c}
		}
		return d
	}
	seen := map[Constraint]bool{}
	for j := 2; j < len(d.Constraints); j++ {
		if d.Heaps&(1<<uint(j)) != 0 {
			seen[d.Constraints[j]] = true
		}
	}
	if len(seen) <= 1 {
		c := Free
		for k := range seen {
			c = k
		}
		d.Constraints = nil
		if c != Free {
			d.Constraints = []Constraint{c}
		}
		return d
	}
	for j := range min(2, len(d.Constraints)) {
		d.Constraints[j] = Free
	}
	return d
}
