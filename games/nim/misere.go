package nim

import (
	"context"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// Misère Nim (and Nimble, and bamboo Hackenbush, whose stalks are heaps):
// Bouton's misère rule answers outcomes and winning moves at any heap
// size. The player who cannot move wins; a position is P when every heap
// is 0 or 1 and the 1s are odd in number, or some heap is 2 or more and
// the nim-sum is 0 (game.MisereNimIsP).

// MisereRules of Nim: Bouton's misère rule.
func (Game) MisereRules() (game.MisereRules, bool) { return misereRules{}, true }

// MisereRules of Nimble: Bouton's misère rule on the coins' squares.
func (Nimble) MisereRules() (game.MisereRules, bool) { return misereRules{nimble: true}, true }

// misereRules is Nim's misère play (Nimble's when nimble: its options are
// sorted and a repeated coin moves once).
type misereRules struct{ nimble bool }

// MisereIsPBig is Bouton's misère rule for heaps of any size.
func MisereIsPBig(heaps []*big.Int) bool {
	ones, large := 0, false
	one := big.NewInt(1)
	for _, h := range heaps {
		switch h.Cmp(one) {
		case 0:
			ones++
		case 1:
			large = true
		}
	}
	if !large {
		return ones%2 == 1
	}
	return ValueBig(heaps).Sign() == 0
}

// OutcomeOf answers by Bouton's misère rule.
func (misereRules) OutcomeOf(_ context.Context, p game.Position) (game.Outcome, error) {
	return game.Outcome(!game.MisereNimIsP(p)), nil
}

// WinningMovesOf lists the options of p that are misère P-positions, in
// the order Options lists them. A P option either keeps a heap of 2 or
// more and has nim-sum 0, or leaves only 0s and 1s, so only the targets
// "nim-sum of the other heaps", 0 and 1 are tried for each heap.
func (r misereRules) WinningMovesOf(_ context.Context, p game.Position) ([]game.Position, error) {
	if r.nimble {
		return nimbleMisereMoves(p), nil
	}
	x := Value(p)
	var out []game.Position
	for i, h := range p {
		targets := []int{0, 1, h ^ x}
		slices.Sort(targets)
		for j, t := range targets {
			if t >= h || (j > 0 && targets[j-1] == t) {
				continue
			}
			q := p.Clone()
			q[i] = t
			if game.MisereNimIsP(q) {
				out = append(out, q)
			}
		}
	}
	return out, nil
}

// nimbleMisereMoves: Nimble's options are sorted and repeated coins move
// once.
func nimbleMisereMoves(p game.Position) []game.Position {
	x := Value(p)
	seen := map[string]bool{}
	var out []game.Position
	for i, square := range p {
		if i > 0 && p[i-1] == square && slices.IsSorted(p) {
			continue
		}
		targets := []int{0, 1, square ^ x}
		slices.Sort(targets)
		for _, t := range targets {
			if t >= square {
				continue
			}
			q := p.Clone()
			q[i] = t
			slices.Sort(q)
			if k := q.Key(); game.MisereNimIsP(q) && !seen[k] {
				seen[k] = true
				out = append(out, q)
			}
		}
	}
	return out
}

// OutcomeBig decides misère Nim on heaps of any size by Bouton's misère
// rule.
func (misereRules) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	return game.Outcome(!MisereIsPBig(p)), nil
}

// WinningMovesBig lists the winning moves of misère Nim on heaps of any
// size: with two or more heaps of 2 or more, Bouton's normal-play moves
// (at least one such heap remains, where misère and normal play agree);
// with exactly one, reduce it to 0 or 1 so that an odd number of 1-heaps
// is left; with none, take a 1-heap when their number is even. Nimble's
// moves are written as its options are: squares sorted, a repeated coin
// moved once.
func (r misereRules) WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	moves, err := r.nimMovesBig(ctx, p)
	if err != nil || !r.nimble {
		return moves, err
	}
	return sortedSquares(moves), nil
}

// nimMovesBig is WinningMovesBig as Nim writes the moves.
func (r misereRules) nimMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	if small, ok := smallHeaps(p); ok {
		if err := game.NonNegative(small, -1); err != nil {
			return nil, err
		}
		moves, err := r.WinningMovesOf(ctx, small)
		out := make([][]*big.Int, len(moves))
		for i, m := range moves {
			for _, v := range m {
				out[i] = append(out[i], big.NewInt(int64(v)))
			}
		}
		return out, err
	}
	// Some heap exceeds int, so at least one heap is >= 2.
	two := big.NewInt(2)
	large, ones := 0, 0
	for _, h := range p {
		switch {
		case h.Cmp(two) >= 0:
			large++
		case h.Sign() > 0:
			ones++
		}
	}
	if large >= 2 {
		return WinningMovesBig(p), nil
	}
	for i, h := range p {
		if h.Cmp(two) >= 0 {
			q := slices.Clone(p)
			q[i] = big.NewInt(int64(1 - ones%2)) // leave an odd number of 1-heaps
			return [][]*big.Int{q}, nil
		}
	}
	return nil, nil
}

func smallHeaps(p []*big.Int) (game.Position, bool) {
	out := make(game.Position, len(p))
	for i, v := range p {
		if !v.IsInt64() || v.Int64() > 1<<40 {
			return nil, false
		}
		out[i] = int(v.Int64())
	}
	return out, true
}

// The misère capabilities of Nim and Nimble, checked at compile time.
var (
	_ = []game.MisereRuler{Game{}, Nimble{}}
	_ = []any{game.BigPositioner(misereRules{})}
)
