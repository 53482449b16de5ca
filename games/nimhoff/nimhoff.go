package nimhoff

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// Vector is a rule (a, b): remove k a from the first pile and k b from the
// second.
type Vector struct{ A, B int }

// MaxEntry bounds the entries of a rule vector.
const MaxEntry = 1 << 16

// Rules is a Linear Nimhoff rule set.
type Rules []Vector

// NewRules validates and sorts a rule set: entries >= 0, not both 0, no
// repeats.
func NewRules(vectors []Vector) (Rules, error) {
	if len(vectors) == 0 {
		return nil, fmt.Errorf("nimhoff: empty rule set; want vectors such as 1,0/0,1/1,1")
	}
	r := slices.Clone(vectors)
	for _, v := range r {
		switch {
		case v.A < 0 || v.B < 0:
			return nil, fmt.Errorf("nimhoff: rule (%d,%d) has a negative entry", v.A, v.B)
		case v.A == 0 && v.B == 0:
			return nil, fmt.Errorf("nimhoff: rule (0,0) is not a move")
		case v.A > MaxEntry || v.B > MaxEntry:
			return nil, fmt.Errorf("nimhoff: rule (%d,%d) has an entry above %d", v.A, v.B, MaxEntry)
		}
	}
	slices.SortFunc(r, func(u, v Vector) int {
		if u.A != v.A {
			return u.A - v.A
		}
		return u.B - v.B
	})
	for i := 1; i < len(r); i++ {
		if r[i] == r[i-1] {
			return nil, fmt.Errorf("nimhoff: rule (%d,%d) listed twice", r[i].A, r[i].B)
		}
	}
	return r, nil
}

// Wythoff returns {(0,1), (1,0), (1,1)}.
func Wythoff() Rules { r, _ := NewRules([]Vector{{1, 0}, {0, 1}, {1, 1}}); return r }

// Has reports whether v is a rule.
func (r Rules) Has(v Vector) bool { return slices.Contains(r, v) }

// String returns the spec "nimhoff:a,b/a,b/…".
func (r Rules) String() string {
	parts := make([]string, len(r))
	for i, v := range r {
		parts[i] = fmt.Sprintf("%d,%d", v.A, v.B)
	}
	return "nimhoff:" + strings.Join(parts, "/")
}

// Check accepts two non-negative piles.
func (r Rules) Check(p game.Position) error { return game.NonNegative(p, 2) }

// Options lists every move of every rule.
func (r Rules) Options(p game.Position) []game.Position {
	var out []game.Position
	for _, v := range r {
		for k := 1; p[0]-k*v.A >= 0 && p[1]-k*v.B >= 0; k++ {
			out = append(out, game.Position{p[0] - k*v.A, p[1] - k*v.B})
		}
	}
	return out
}
