package game

import (
	"context"
	"fmt"
	"math/big"
	"strings"
)

// Valuer gives Sprague-Grundy values of one game's positions; a *Solver is
// one, and so are the fast algorithms of the game packages.
type Valuer interface {
	GrundyValue(p Position) (int, error)
}

// Sum is the disjunctive sum G1 + … + Gk: a move is a move in exactly one
// component. A position of the sum is the components' positions laid end
// to end, each preceded by its length (use Join and Split).
type Sum struct {
	Components []Game
}

// Join encodes the components' positions as one position of the sum.
func (s Sum) Join(parts []Position) Position {
	var p Position
	for _, q := range parts {
		p = append(p, len(q))
		p = append(p, q...)
	}
	return p
}

// Split decodes a position of the sum into its components' positions.
func (s Sum) Split(p Position) ([]Position, error) {
	parts := make([]Position, 0, len(s.Components))
	for i := 0; i < len(p); {
		n := p[i]
		if n < 0 || i+1+n > len(p) {
			return nil, Refuse(fmt.Errorf("game: malformed sum position %v", []int(p)))
		}
		parts = append(parts, p[i+1:i+1+n])
		i += 1 + n
	}
	if len(parts) != len(s.Components) {
		return nil, Refuse(fmt.Errorf("game: the sum has %d components but the position has %d", len(s.Components), len(parts)))
	}
	return parts, nil
}

// Check checks each component's position in its own game.
func (s Sum) Check(p Position) error {
	parts, err := s.Split(p)
	if err != nil {
		return err
	}
	for i, q := range parts {
		if err := s.Components[i].Check(q); err != nil {
			return fmt.Errorf("component %d (%s): %w", i+1, s.Components[i], err)
		}
	}
	return nil
}

// Options lists the moves in one component at a time.
func (s Sum) Options(p Position) []Position {
	parts, _ := s.Split(p)
	var out []Position
	for i, q := range parts {
		for _, r := range s.Components[i].Options(q) {
			next := make([]Position, len(parts))
			copy(next, parts)
			next[i] = r
			out = append(out, s.Join(next))
		}
	}
	return out
}

// String joins the components' specs with " + ".
func (s Sum) String() string {
	names := make([]string, len(s.Components))
	for i, g := range s.Components {
		names[i] = g.String()
	}
	return strings.Join(names, " + ")
}

// NimSum returns the xor of values, the Grundy value of a sum whose
// components have those values (Sprague-Grundy theorem).
func NimSum(values ...int) int {
	x := 0
	for _, v := range values {
		x ^= v
	}
	return x
}

// HeapsNimSum returns the Grundy value of heaps p of a heap game, the
// nim-sum of the values heapValue gives each heap (Sprague-Grundy: a
// position of heaps is the sum of its heaps).
func HeapsNimSum(ctx context.Context, p Position, heapValue func(context.Context, *big.Int) (int, error)) (int, error) {
	x := 0
	n := new(big.Int)
	for _, h := range p {
		v, err := heapValue(ctx, n.SetInt64(int64(h)))
		if err != nil {
			return 0, err
		}
		x ^= v
	}
	return x, nil
}

// ComponentValues returns the Grundy value of each component of p, one
// Valuer per component.
func (s Sum) ComponentValues(p Position, valuers []Valuer) ([]int, error) {
	parts, err := s.Split(p)
	if err != nil {
		return nil, err
	}
	values := make([]int, len(parts))
	for i, q := range parts {
		if values[i], err = valuers[i].GrundyValue(q); err != nil {
			return nil, fmt.Errorf("component %d (%s): %w", i+1, s.Components[i], err)
		}
	}
	return values, nil
}

// GrundyValue returns the value of p as the nim-sum of its components'
// values: the Sprague-Grundy theorem, not a search of the sum.
func (s Sum) GrundyValue(p Position, valuers []Valuer) (int, error) {
	values, err := s.ComponentValues(p, valuers)
	if err != nil {
		return 0, err
	}
	return NimSum(values...), nil
}

// WinningMoves returns every winning move of p found from the components'
// values: with X the nim-sum, a move in component i to an option of value
// G_i xor X, and only those, leaves a sum of value 0.
func (s Sum) WinningMoves(p Position, valuers []Valuer) ([]Position, error) {
	values, err := s.ComponentValues(p, valuers)
	if err != nil {
		return nil, err
	}
	total := NimSum(values...)
	if total == 0 {
		return nil, nil
	}
	parts, _ := s.Split(p)
	var moves []Position
	for i, q := range parts {
		// Options of a larger value can also reach target, so every
		// component is searched, not only those with values[i] > target.
		target := values[i] ^ total
		seen := map[string]bool{}
		for _, r := range s.Components[i].Options(q) {
			g, err := valuers[i].GrundyValue(r)
			if err != nil {
				return nil, err
			}
			if g == target && !seen[r.Key()] {
				seen[r.Key()] = true
				next := make([]Position, len(parts))
				copy(next, parts)
				next[i] = r
				moves = append(moves, s.Join(next))
			}
		}
	}
	return moves, nil
}
