package nim

import (
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// Game is Nim on any number of heaps at the rules level.
type Game struct{}

// Check accepts any non-empty list of non-negative heap sizes.
func (Game) Check(p game.Position) error { return game.NonNegative(p, -1) }

// Options lists every removal of a positive number of tokens from one heap.
func (Game) Options(p game.Position) []game.Position {
	var out []game.Position
	for i, h := range p {
		for v := 0; v < h; v++ {
			q := p.Clone()
			q[i] = v
			out = append(out, q)
		}
	}
	return out
}

func (Game) String() string { return "nim" }

// Value returns the nim-sum of the heaps, the Sprague-Grundy value of Nim.
func Value(heaps []int) int { return game.NimSum(heaps...) }

// WinningMoves returns Bouton's winning moves of heaps: every heap h with
// h xor X < h reduced to h xor X, X the nim-sum; none if X = 0.
func WinningMoves(heaps []int) []game.Position {
	x := Value(heaps)
	var out []game.Position
	for i, h := range heaps {
		if t := h ^ x; t < h {
			q := game.Position(slices.Clone(heaps))
			q[i] = t
			out = append(out, q)
		}
	}
	return out
}

// ValueBig returns the nim-sum of heaps of any size.
func ValueBig(heaps []*big.Int) *big.Int {
	x := new(big.Int)
	for _, h := range heaps {
		x.Xor(x, h)
	}
	return x
}

// WinningMovesBig is WinningMoves for heaps of any size.
func WinningMovesBig(heaps []*big.Int) [][]*big.Int {
	x := ValueBig(heaps)
	var out [][]*big.Int
	if x.Sign() == 0 {
		return nil
	}
	for i, h := range heaps {
		t := new(big.Int).Xor(h, x)
		if t.Cmp(h) < 0 {
			q := slices.Clone(heaps)
			q[i] = t
			out = append(out, q)
		}
	}
	return out
}

// GrundyValue returns the nim-sum of the heaps; it satisfies game.Valuer.
func (g Game) GrundyValue(p game.Position) (int, error) {
	if err := g.Check(p); err != nil {
		return 0, err
	}
	return Value(p), nil
}
