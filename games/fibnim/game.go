package fibnim

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Game is Fibonacci Nim (Whinihan 1963). A position is Position{n}, a
// starting heap of n (the first move takes 1..n-1), or Position{n, k}: n
// tokens left after a move that took k >= 1 (the next move takes
// 1..min(n, 2k)).
type Game struct{}

// String names the game as the grammar writes it.
func (Game) String() string { return "fibonacci-nim" }

// Check accepts n >= 0 and, after a move, k >= 1.
func (Game) Check(p game.Position) error {
	switch {
	case len(p) == 0 || len(p) > 2:
		return fmt.Errorf("position %q: want n (a starting heap) or n,k (n tokens left after a move that took k)", p.String())
	case p[0] < 0:
		return fmt.Errorf("position %s: the heap is negative", p)
	case len(p) == 2 && p[1] < 1:
		return fmt.Errorf("position %s: the last move took %d; a move takes at least 1 token", p, p[1])
	}
	return nil
}

// limit returns how many tokens the player to move at p may take: n - 1
// at the start, else min(n, 2k).
func limit(p game.Position) int {
	n := p[0]
	if len(p) == 1 {
		return max(n-1, 0)
	}
	if k := p[1]; k < (n+1)/2 {
		return 2 * k
	}
	return n
}

// Options takes t = 1..limit tokens, leaving (n - t, t).
func (Game) Options(p game.Position) []game.Position {
	l := limit(p)
	out := make([]game.Position, 0, l)
	for t := 1; t <= l; t++ {
		out = append(out, game.Position{p[0] - t, t})
	}
	return out
}

// Shape: one heap (with the memory of the last move; see the package
// documentation).
func (Game) Shape() game.Shape { return game.OneHeap }

// ParsePosition reads "n" (a starting heap) or "n,k" (n tokens left after
// a move that took k).
func (g Game) ParsePosition(text string) (game.Position, error) {
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("empty position: want n (a starting heap) or n,k (n tokens left after a move that took k)")
	}
	v, err := grammar.ParseInts(text, "number")
	if err != nil {
		return nil, err
	}
	p := game.Position(v)
	if err := g.Check(p); err != nil {
		return nil, err
	}
	return p, nil
}

// FormatPosition writes n or n,k.
func (Game) FormatPosition(p game.Position) string { return p.String() }
