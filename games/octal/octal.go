package octal

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/sparse"
)

// MaxDirectHeap bounds heaps valued by the O(n^2) plain mex.
const MaxDirectHeap = 1 << 14

// MaxDigits bounds the length of an octal code.
const MaxDigits = 64

// Rules is a take-and-break rule set for one heap: an octal code, or
// Grundy's game.
type Rules struct {
	// Digits[k] is dk; Digits[0] is 0 or 4.
	Digits []uint8
	// Grundy marks Grundy's game (Digits is then empty).
	Grundy bool
	name   string
}

// Parse reads an octal code such as "0.77", "0.137", "4.07" or ".6".
func Parse(code string) (Rules, error) {
	whole, frac, ok := strings.Cut(code, ".")
	if !ok {
		return Rules{}, fmt.Errorf("octal: malformed code %s: want d0.d1d2… such as 0.77", grammar.Quote(code))
	}
	if whole == "" {
		whole = "0"
	}
	if whole != "0" && whole != "4" {
		return Rules{}, fmt.Errorf("octal: malformed code %s: the digit before the point must be 0 or 4, not %s", grammar.Quote(code), grammar.Quote(whole))
	}
	if frac == "" {
		return Rules{}, fmt.Errorf("octal: malformed code %s: no digits after the point", grammar.Quote(code))
	}
	if len(frac) > MaxDigits {
		return Rules{}, fmt.Errorf("octal: code %s has %d digits; at most %d are supported", grammar.Quote(code), len(frac), MaxDigits)
	}
	digits := []uint8{whole[0] - '0'}
	for i, c := range frac {
		if c < '0' || c > '7' {
			return Rules{}, fmt.Errorf("octal: malformed code %s: %q (digit %d) is not an octal digit 0-7", grammar.Quote(code), c, i+1)
		}
		digits = append(digits, uint8(c-'0'))
	}
	for len(digits) > 1 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return Rules{Digits: digits, name: "octal:" + whole + "." + frac}, nil
}

// GrundyGame returns the rules of Grundy's game.
func GrundyGame() Rules { return Rules{Grundy: true, name: "grundy"} }

// Named returns r under another name (kayles, dawson).
func (r Rules) Named(name string) Rules { r.name = name; return r }

// String returns the game spec.
func (r Rules) String() string { return r.name }

// LastDigit returns t, the largest k with dk != 0 (0 for Grundy's game).
func (r Rules) LastDigit() int { return len(r.Digits) - 1 }

// HeapOptions calls visit(a, b) for every option of a single heap n, as
// the heaps a and b left (0 means no heap).
func (r Rules) HeapOptions(n int, visit func(a, b int)) { r.engine().HeapOptions(n, visit) }

// GrundySequence returns G(0..n) by plain mex over all options: the
// brute-force reference, O(n^2) time.
func (r Rules) GrundySequence(n int) []int { return r.engine().GrundySequence(n) }

// engine returns r as the sparse-space engine's rules.
func (r Rules) engine() sparse.Rules {
	return sparse.Rules{Digits: r.Digits, Grundy: r.Grundy, Name: r.name}
}

// SparseRules returns r for the sparse-space engine, which plays every
// octal code and Grundy's game.
func (r Rules) SparseRules() (sparse.Rules, bool) { return r.engine(), true }

// Check accepts a non-empty list of non-negative heaps.
func (r Rules) Check(p game.Position) error { return game.NonNegative(p, -1) }

// Options makes one move in one heap; heaps are kept sorted and empty
// heaps dropped (one 0 is kept for the empty position).
func (r Rules) Options(p game.Position) []game.Position {
	return ListOptions(p, func(n int, leave func(heaps ...int)) {
		r.HeapOptions(n, func(a, b int) { leave(a, b) })
	})
}

// ListOptions returns the options of a list of heaps in a game whose
// moves take one heap and leave heaps in its place (a heap game such as
// an octal or take-and-break game): heapMoves(n, leave) calls leave with
// the heaps each move from a heap of n leaves (0 for no heap). Heaps are
// kept sorted and empty heaps dropped (one 0 is kept for the empty
// position); of equal heaps only the first is moved.
func ListOptions(p game.Position, heapMoves func(n int, leave func(heaps ...int))) []game.Position {
	var out []game.Position
	p = canonical(p.Clone())
	for i, n := range p {
		if i > 0 && p[i-1] == n {
			continue
		}
		heapMoves(n, func(heaps ...int) {
			out = append(out, canonical(slices.Concat(p[:i], p[i+1:], heaps)))
		})
	}
	return out
}

func canonical(q game.Position) game.Position {
	q = slices.DeleteFunc(q, func(h int) bool { return h == 0 })
	if len(q) == 0 {
		return game.Position{0}
	}
	slices.Sort(q)
	return q
}

// GrundyValue returns the nim-sum of the heaps' values.
func (r Rules) GrundyValue(p game.Position) (int, error) {
	if err := r.Check(p); err != nil {
		return 0, err
	}
	largest := slices.Max(p)
	if largest > MaxDirectHeap {
		return 0, game.Refuse(fmt.Errorf("octal: heap %d is too large for direct computation (at most %d)", largest, MaxDirectHeap))
	}
	g := r.GrundySequence(largest)
	x := 0
	for _, n := range p {
		x ^= g[n]
	}
	return x, nil
}

// Table is a computed Grundy sequence G(0..len-1) of one rule set; it values
// positions whose heaps it covers.
type Table []int

// GrundyValue returns the nim-sum of the heaps' values.
func (t Table) GrundyValue(p game.Position) (int, error) {
	x := 0
	for _, n := range p {
		if n < 0 || n >= len(t) {
			return 0, fmt.Errorf("octal: heap %d is outside the computed table 0..%d", n, len(t)-1)
		}
		x ^= t[n]
	}
	return x, nil
}
