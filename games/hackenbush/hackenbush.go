package hackenbush

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
)

// Forest is Green Hackenbush on rooted forests, at the rules level.
type Forest struct{}

// Check accepts parent arrays with 0 <= p[i] <= i.
func (Forest) Check(p game.Position) error {
	for i, parent := range p {
		if parent < 0 || parent > i {
			return fmt.Errorf("hackenbush: vertex %d has parent %d; want a parent in 0..%d", i+1, parent, i)
		}
	}
	return nil
}

// Options cuts each edge in turn and drops what falls.
func (Forest) Options(p game.Position) []game.Position {
	out := make([]game.Position, 0, len(p))
	for cut := 1; cut <= len(p); cut++ {
		out = append(out, Cut(p, cut))
	}
	return out
}

func (Forest) String() string { return "hackenbush-forest" }

// Cut returns the forest left after cutting the edge below vertex v
// (1 <= v <= len(p)), with the remaining vertices renumbered in order.
func Cut(p game.Position, v int) game.Position {
	newIndex := make([]int, len(p)+1) // -1 = fallen
	newIndex[0] = 0
	var q game.Position
	for i, parent := range p {
		vertex := i + 1
		if vertex == v || newIndex[parent] < 0 {
			newIndex[vertex] = -1
			continue
		}
		q = append(q, newIndex[parent])
		newIndex[vertex] = len(q)
	}
	return q
}

// Bamboo returns the forest of stalks with the given numbers of segments.
func Bamboo(stalks []int) game.Position {
	var p game.Position
	for _, n := range stalks {
		for s := 0; s < n; s++ {
			if s == 0 {
				p = append(p, 0)
			} else {
				p = append(p, len(p)) // parent is the vertex just added
			}
		}
	}
	return p
}

// Value returns the Sprague-Grundy value of a forest by the colon
// principle, in O(len(p)) time.
func Value(p game.Position) int {
	value := make([]int, len(p)+1)
	for v := len(p); v >= 1; v-- { // children after parents: go backwards
		value[p[v-1]] ^= value[v] + 1
	}
	return value[0]
}

// Stalks is bamboo Hackenbush with positions given as stalk lengths; a cut
// of segment j (1-based from the ground) of a stalk leaves j-1 segments.
type Stalks struct{}

// Check accepts any non-empty list of non-negative stalk lengths.
func (Stalks) Check(p game.Position) error { return game.NonNegative(p, -1) }

// Options cuts each segment of each stalk: cutting segment j of a stalk
// of n leaves j-1 < n segments, Nim's move from a heap of n.
func (Stalks) Options(p game.Position) []game.Position { return nim.Game{}.Options(p) }

func (Stalks) String() string { return "hackenbush" }

// GrundyValue returns the nim-sum of the stalk lengths.
func (g Stalks) GrundyValue(p game.Position) (int, error) {
	if err := g.Check(p); err != nil {
		return 0, err
	}
	return game.NimSum(p...), nil
}

// GrundyOf returns the nim-sum of the stalk lengths.
func (Stalks) GrundyOf(_ context.Context, p game.Position) (int, error) {
	return game.NimSum(p...), nil
}

// GrundyBig returns the nim-sum of stalks of any length.
func (Stalks) GrundyBig(_ context.Context, p []*big.Int) (*big.Int, error) {
	return nim.ValueBig(p), nil
}

// OutcomeBig is P iff the nim-sum of the lengths is 0.
func (Stalks) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	return nim.OutcomeBig(p), nil
}

// WinningMovesOf cuts one stalk to the length Bouton's rule names.
func (Stalks) WinningMovesOf(_ context.Context, p game.Position) ([]game.Position, error) {
	return nim.WinningMoves(p), nil
}

// WinningMovesBig is WinningMovesOf for stalks of any length.
func (Stalks) WinningMovesBig(_ context.Context, p []*big.Int) ([][]*big.Int, error) {
	return nim.WinningMovesBig(p), nil
}

// Explain states the nim-sum of the stalks after the move.
func (Stalks) Explain(_, to game.Position) string { return nim.Explain(to) }

// Cost is that of Nim.
func (Stalks) Cost(op game.Op, p game.Position) game.Cost { return nim.Cost(op, p) }

// MisereRules are Nim's: a cut is Nim's move, so Bouton's misère rule
// answers misère play at any length.
func (Stalks) MisereRules() (game.MisereRules, bool) { return nim.Game{}.MisereRules() }
