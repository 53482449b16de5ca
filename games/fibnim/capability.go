package fibnim

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// The capabilities of Fibonacci Nim, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.PositionCodec(Game{}), game.GrundyValuer(Game{}), game.Outcomer(Game{}),
	game.WinningMover(Game{}), game.BigPositioner(Game{}), game.Explainer(Game{}), game.Coster(Game{}),
	game.OutcomeMethoder(Game{}), game.BigChecker(Game{}), game.WinningMovesBounder(Game{})}

// GrundyOf returns G(p) from the rules (heaps up to MaxGrundyHeap).
func (Game) GrundyOf(ctx context.Context, p game.Position) (int, error) { return Grundy(ctx, p) }

// OutcomeOf decides p by Zeckendorf's representation, at any size.
func (g Game) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	return g.OutcomeBig(ctx, game.BigPosition(p))
}

// WinningMovesOf lists the P-options of p by Zeckendorf's representation.
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	takes, err := WinningTakes(ctx, game.BigPosition(p))
	if err != nil {
		return nil, err
	}
	out := make([]game.Position, len(takes))
	for i, t := range takes {
		k := int(t.Int64())
		out[i] = game.Position{p[0] - k, k}
	}
	return out, nil
}

// Explain says why the position reached is lost for the player to move.
func (Game) Explain(_, to game.Position) string {
	if len(to) != 2 {
		return ""
	}
	m, t := to[0], to[1]
	if m == 0 {
		return "The last token is taken: the player who takes it wins."
	}
	idx, err := zeckendorf(context.Background(), big.NewInt(int64(m)))
	if err != nil {
		return ""
	}
	terms := make([]string, len(idx))
	f := fibs(idx[len(idx)-1])
	smallest := f[idx[0]]
	for i := range idx {
		terms[len(idx)-1-i] = fmt.Sprint(f[idx[i]])
	}
	return fmt.Sprintf("%d = %s in Zeckendorf's form (non-consecutive Fibonacci numbers); its smallest term %d is more than twice %d, "+
		"so you cannot take it, and whatever you take I can take the smallest term of what is left (Whinihan 1963).",
		m, strings.Join(terms, " + "), smallest, t)
}

// fibs returns f(0..n) with f(1) = 1, f(2) = 2 (f(0) unused), for small n.
func fibs(n int) []int64 {
	f := make([]int64, n+1)
	for i := 1; i <= n; i++ {
		switch i {
		case 1:
			f[i] = 1
		case 2:
			f[i] = 2
		default:
			f[i] = f[i-1] + f[i-2]
		}
	}
	return f
}

// OutcomeMethod names the theorem that decides outcomes.
func (Game) OutcomeMethod(_ context.Context, _ game.Position) string {
	return "by Zeckendorf's representation (Whinihan 1963): the mover wins iff it may take the smallest term"
}

// Cost: outcomes and winning moves take O(log² n) bit operations; values
// a table of O(n²); listing the options, one per number that may be taken.
func (Game) Cost(op game.Op, p game.Position) game.Cost {
	if len(p) == 0 || p[0] < 0 {
		return game.Cost{}
	}
	switch op {
	case game.OpGrundy:
		n := int64(p[0]) + 1
		if n > MaxGrundyHeap+1 {
			n = MaxGrundyHeap + 1
		}
		return game.Cost{Bytes: n * n / 2, Steps: n * n, What: fmt.Sprintf("a table of %d values G(m,k)", n*n/4)}
	case game.OpOptions:
		n := int64(limit(p))
		return game.Cost{Bytes: 48 * n, Steps: n, What: fmt.Sprintf("%d options", n)}
	}
	bits := int64(64)
	return game.Cost{Bytes: 16 * bits * bits, Steps: 2 * bits}
}
