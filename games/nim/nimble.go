package nim

import (
	"slices"

	"github.com/mex-cgt/mex/game"
)

// Nimble is the coin-sliding game at the rules level. A position lists the
// squares of the coins; as coins are indistinguishable, options are
// returned with their squares sorted, so the solver sees each configuration
// of the strip once.
type Nimble struct{}

// Check accepts any non-empty list of non-negative squares.
func (Nimble) Check(p game.Position) error { return game.NonNegative(p, -1) }

// Options slides one coin left by any positive number of squares.
func (Nimble) Options(p game.Position) []game.Position {
	var out []game.Position
	for i, square := range p {
		if i > 0 && p[i-1] == square && slices.IsSorted(p) {
			continue // same move as the coin before it
		}
		for to := 0; to < square; to++ {
			q := p.Clone()
			q[i] = to
			slices.Sort(q)
			out = append(out, q)
		}
	}
	return out
}

func (Nimble) String() string { return "nimble" }

// GrundyValue returns the nim-sum of the coins' squares (Nimble = Nim).
func (g Nimble) GrundyValue(p game.Position) (int, error) {
	if err := g.Check(p); err != nil {
		return 0, err
	}
	return Value(p), nil
}
