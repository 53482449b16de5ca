package sparse

import (
	"context"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/periodicity"
)

// Rules are the heap rules the engine plays: the digits of an octal code,
// or Grundy's game.
//
// Digits[k] is dk, a sum of 1 (k tokens may be taken from a heap of
// exactly k), 2 (k tokens may be taken leaving one non-empty heap) and 4
// (k tokens may be taken and the rest split into two non-empty heaps);
// Digits[0] is 0, or 4 when a heap may be split without taking anything.
// Grundy marks Grundy's game (split a heap into two unequal non-empty
// heaps; Digits is then empty).
type Rules struct {
	Digits []uint8
	Grundy bool
	// Name is the game's spec: it identifies the game in a checkpoint.
	Name string
}

// String returns the game's spec.
func (r Rules) String() string { return r.Name }

// Ruler is implemented by the families whose heaps the engine values:
// octal games, Grundy's game, and take-and-break codes whose digits are
// octal. SparseRules reports false for a game the engine cannot play (a
// hex code that splits into three heaps, say).
type Ruler interface {
	SparseRules() (Rules, bool)
}

// RulesOf returns the engine's rules for g, when g has them.
func RulesOf(g game.Game) (Rules, bool) {
	if r, ok := g.(Ruler); ok {
		return r.SparseRules()
	}
	return Rules{}, false
}

// HeapOptions calls visit(a, b) for every option of a single heap n, as
// the heaps a and b left (0 means no heap).
func (r Rules) HeapOptions(n int, visit func(a, b int)) {
	if r.Grundy {
		for a := 1; 2*a < n; a++ {
			visit(a, n-a)
		}
		return
	}
	for k, d := range r.Digits {
		if k > n {
			break
		}
		rest := n - k
		if k > 0 && d&1 != 0 && rest == 0 {
			visit(0, 0)
		}
		if k > 0 && d&2 != 0 && rest >= 1 {
			visit(rest, 0)
		}
		if d&4 != 0 {
			for a := 1; 2*a <= rest; a++ {
				if rest-a >= 1 {
					visit(a, rest-a)
				}
			}
		}
	}
}

// GrundySequence returns G(0..n) by plain mex over all options: the
// brute-force reference, O(n^2) time.
func (r Rules) GrundySequence(n int) []int {
	g := make([]int, n+1)
	var mark []int
	for h := 0; h <= n; h++ {
		r.HeapOptions(h, func(a, b int) {
			v := g[a] ^ g[b]
			for v >= len(mark) {
				mark = append(mark, -1)
			}
			mark[v] = h
		})
		v := 0
		for v < len(mark) && mark[v] == h {
			v++
		}
		g[h] = v
	}
	return g
}

// LastDigit returns t, the largest k with dk != 0 (0 for Grundy's game).
func (r Rules) LastDigit() int { return max(len(r.Digits)-1, 0) }

// PeriodTheorem reports whether the octal periodicity theorem
// (periodicity.ProveOctal) applies to r, and with which last digit t: it
// does to every octal code, and not to Grundy's game.
func (r Rules) PeriodTheorem() (t int, ok bool) { return r.LastDigit(), !r.Grundy }

// PeriodProvenWithin reports whether the octal periodicity theorem
// (periodicity.ProveOctal) proves a period from the first values values
// of r (Kayles: from 168): then any number of its values costs little
// more than these. Grundy's game,
// to which the theorem does not apply, never has one.
func (r Rules) PeriodProvenWithin(ctx context.Context, values int) (bool, error) {
	if r.Grundy {
		return false, nil
	}
	sp := New(r)
	for sp.Len() < values {
		if err := budget.Err(ctx); err != nil {
			return false, err
		}
		if err := sp.Extend(min(values, sp.Len()+4096), 1); err != nil {
			return false, err
		}
	}
	_, ok := periodicity.ProveOctal(sp.Values(), r.LastDigit())
	return ok, nil
}
