package imitation

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// Class is the classification of a position (x, y) of Imitation Nim over
// its possible histories (Larsson 2009, Definition 1).
type Class int

const (
	// NonDynamicP: P whatever the history.
	NonDynamicP Class = iota
	// NonDynamicN: N whatever the history.
	NonDynamicN
	// Dynamic: P after some histories and N after others.
	Dynamic
)

func (c Class) String() string {
	return [...]string{"non-dynamic P", "non-dynamic N", "dynamic"}[c]
}

// Classify looks at every history of (x, y) reachable from a start with
// piles <= t.Side() and returns the class with the number of histories
// that are P and N. Histories are complete when x, y <= Side()/3 (every
// usable window and run can then be produced from some start).
func (t *Table) Classify(x, y int) (Class, int, int, error) {
	if x < 0 || y < 0 || x > t.n || y > t.n {
		return 0, 0, 0, fmt.Errorf("imitation: (%d,%d) outside the solved range 0..%d", x, y, t.n)
	}
	var pCount, nCount int
	for _, s := range t.Histories(x, y) {
		if o, _ := t.Outcome(s); o == game.P {
			pCount++
		} else {
			nCount++
		}
	}
	switch {
	case nCount == 0:
		return NonDynamicP, pCount, nCount, nil
	case pCount == 0:
		return NonDynamicN, pCount, nCount, nil
	}
	return Dynamic, pCount, nCount, nil
}

// Histories returns the distinct reachable states with piles (x, y).
func (t *Table) Histories(x, y int) []State {
	if t.reachable == nil {
		t.reachable = map[[2]int][]State{}
		t.Reachable(func(s State) {
			t.reachable[s.Piles] = append(t.reachable[s.Piles], s)
		})
	}
	return t.reachable[[2]int{x, y}]
}

// Stability is Larsson 2008's classification of a position by (p,m)-Wythoff
// alone: P-stable / P-free for P-positions of W, N-stable / N-free for the
// others.
type Stability int

const (
	PStable Stability = iota
	PFree
	NStable
	NFree
)

func (s Stability) String() string {
	return [...]string{"P-stable", "P-free", "N-stable", "N-free"}[s]
}

// Stable classifies (x, y) as in Larsson 2008: with a <= b, a P-position of
// (p,m)-Wythoff is P-stable iff every (c,d) in P_W with d - c = b - a has
// c >= a (xi = 0); an N-position is N-stable iff (I) some c > a has
// (a,c) in P_W and b < c, or (II) a is the larger number of a P-position.
func (w *WythoffP) Stable(x, y int) Stability {
	a, b := min(x, y), max(x, y)
	if w.Contains(a, b) {
		if w.Xi(a, b) == 0 {
			return PStable
		}
		return PFree
	}
	if c := w.partner[a]; c > a && b < c {
		return NStable
	}
	if c := w.partner[a]; c >= 0 && c < a {
		return NStable
	}
	return NFree
}

// SameDiagonalBelow reports Proposition 0's (iia) for a <= b: some
// (c, d) in P_W with c <= d < b and d - c = b - a.
func (w *WythoffP) SameDiagonalBelow(a, b int) bool {
	for _, c := range w.lowers[b-a] {
		if c+(b-a) < b {
			return true
		}
	}
	return false
}

// PartnerBelow reports Proposition 0's (iib): some c < a with (a, c) in
// P_W.
func (w *WythoffP) PartnerBelow(a int) bool {
	c := w.partner[a]
	return c >= 0 && c < a
}
