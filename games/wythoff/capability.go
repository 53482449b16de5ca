package wythoff

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
)

// MaxPartnerSide is the largest pile for which winning moves of
// (p,m)-Wythoff without a closed form are found from a table of the
// P-position partners (4 bytes a pile).
const MaxPartnerSide = 50_000_000

// MaxValueSide is the largest coordinate whose Sprague-Grundy value is
// computed row by row (the bitsets of the lines take about 3n^2/8 bytes).
const MaxValueSide = 8192

// OutcomeOf decides P or N exactly: Beatty pairs for Wythoff, the closed
// form when p divides m, else Definition 3 of Larsson 2009 streamed.
func (g Game) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	return g.OutcomeBig(ctx, bigs(p))
}

// OutcomeBig is OutcomeOf for piles of any size.
func (g Game) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	if len(p) != 2 {
		return game.P, fmt.Errorf("wythoff: position has %d piles; want 2", len(p))
	}
	isP, err := IsPPosition(g.P, g.M, p[0], p[1])
	return game.Outcome(!isP), err
}

// WinningMovesOf lists the moves to P-positions.
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	moves, err := g.WinningMovesBig(ctx, bigs(p))
	if err != nil {
		return nil, err
	}
	return game.SmallMoves(moves), nil
}

// WinningMovesBig lists the moves from (x, y) to P-positions: for Wythoff
// at any size (Beatty pairs), otherwise for piles up to MaxPartnerSide
// from a table of partners. In (p,m)-Wythoff with p > 1 a move that
// removes the same number from both piles may be blocked.
func (g Game) WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	if len(p) != 2 {
		return nil, fmt.Errorf("wythoff: position has %d piles; want 2", len(p))
	}
	x, y := p[0], p[1]
	if g.P == 1 && g.M == 1 {
		var out [][]*big.Int
		for _, m := range WinningMoves(x, y) {
			out = append(out, []*big.Int{m[0], m[1]})
		}
		return out, nil
	}
	if !x.IsInt64() || !y.IsInt64() || max(x.Int64(), y.Int64()) > MaxPartnerSide {
		return nil, fmt.Errorf("wythoff: winning moves of %s are computed for piles up to %d: %w", g, MaxPartnerSide, game.ErrTooLarge)
	}
	n := int(max(x.Int64(), y.Int64()))
	partner := make([]int32, n+1)
	for i := range partner {
		partner[i] = -1
	}
	err := g.pairsUpTo(ctx, int64(n), func(a, b int64) {
		partner[a] = int32(min(b, int64(n)+1))
		if b <= int64(n) {
			partner[b] = int32(a)
		}
	})
	if err != nil {
		return nil, err
	}
	var out [][]*big.Int
	g.EachMove(game.Position{int(x.Int64()), int(y.Int64())}, func(q game.Position, _ bool) {
		if int(partner[q[0]]) == q[1] {
			out = append(out, bigs(q))
		}
	})
	return out, nil
}

// Cost of an operation on (x, y): O(log) for Wythoff and closed forms,
// a stream of pairs up to min(x, y) otherwise, a partner table of
// max(x, y) entries for winning moves.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	n := int64(max(p[0], p[1]))
	switch {
	case op == game.OpOptions:
		options := int64(p[0]) + int64(p[1]) + int64(min(p[0], p[1]))*int64(g.M)
		return game.Cost{Bytes: 48 * options, Steps: options, What: fmt.Sprintf("%d options", options)}
	case g.P == 1 && g.M == 1:
		return game.Cost{Bytes: 1 << 10, Steps: 64}
	case op == game.OpWinningMoves:
		return game.Cost{Bytes: 4 * n, Steps: n, What: fmt.Sprintf("a table of %d partners", n)}
	}
	return game.Cost{Bytes: 1 << 10, Steps: int64(min(p[0], p[1])), What: "the pairs up to the smaller pile"}
}

// Explain says why (x, y) is a P-position.
func (g Game) Explain(_, to game.Position) string {
	if len(to) != 2 {
		return ""
	}
	a, b := min(to[0], to[1]), max(to[0], to[1])
	if g.P == 1 && g.M == 1 {
		return fmt.Sprintf("(%d,%d) is a Wythoff pair (A_%d, B_%d) = (floor(%d phi), floor(%d phi^2)): wherever you move the queen, I can move her to another pair, and (0,0) is the last.", a, b, b-a, b-a, b-a, b-a)
	}
	return fmt.Sprintf("(%d,%d) is a P-position of %s (Definition 3 of Larsson 2009); I block your diagonal moves that would matter.", a, b, g)
}

// The capabilities of the plain form (p = 1, no blocking rule): the same
// fast paths, plus Sprague-Grundy values of Wythoff from its lines.

func (p plain) OutcomeOf(ctx context.Context, q game.Position) (game.Outcome, error) {
	return p.g.OutcomeOf(ctx, q)
}
func (p plain) OutcomeBig(ctx context.Context, q []*big.Int) (game.Outcome, error) {
	return p.g.OutcomeBig(ctx, q)
}
func (p plain) WinningMovesOf(ctx context.Context, q game.Position) ([]game.Position, error) {
	return p.g.WinningMovesOf(ctx, q)
}
func (p plain) WinningMovesBig(ctx context.Context, q []*big.Int) ([][]*big.Int, error) {
	return p.g.WinningMovesBig(ctx, q)
}
func (p plain) Explain(from, to game.Position) string { return p.g.Explain(from, to) }

func (p plain) Cost(op game.Op, q game.Position) game.Cost {
	if op == game.OpGrundy {
		if lines, ok := Lines(p); ok {
			return lines.Cost(op, q)
		}
	}
	return p.g.Cost(op, q)
}

// GrundyOf computes G(x, y) of Wythoff by rows (values exist for p = 1;
// for m > 1 the brute-force solver is used through the Engine instead).
func (p plain) GrundyOf(ctx context.Context, q game.Position) (int, error) {
	if lines, ok := Lines(p); ok {
		return lines.GrundyOf(ctx, q)
	}
	return game.NewSolver(p).GrundyValueContext(ctx, q)
}

// GrundyOf computes G(x, y) of a line game by streaming rows up to x
// with the lines of y: O(n^2/64) words for n = max(x, y), at most
// MaxValueSide.
func (g LineGame) GrundyOf(ctx context.Context, q game.Position) (int, error) {
	if len(q) != 2 {
		return 0, fmt.Errorf("wythoff: position has %d piles; want 2", len(q))
	}
	x, y := min(q[0], q[1]), max(q[0], q[1])
	if y > MaxValueSide {
		return 0, fmt.Errorf("wythoff: Sprague-Grundy values are computed row by row up to %d (about %s for the lines); %d,%d is beyond (mex outcome and mex moves decide larger positions): %w",
			MaxValueSide, game.ByteSize(g.lineBytes(MaxValueSide)), q[0], q[1], game.ErrTooLarge)
	}
	value, rows := 0, 0
	err := g.GrundyRows(y, func(row int, values []int) {
		if row == x {
			value = values[y]
		}
		rows++
	})
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return value, err
}

// lineBytes estimates the memory of GrundyRows(n): a bitset per column
// and per diagonal holding its values (about n/64 words each, values stay
// below about 2n).
func (g LineGame) lineBytes(n int) int64 {
	lines := int64(n+1) * int64(1+max(g.DiagonalStep, 1))
	return lines*(int64(n)/32+1)*8 + int64(n+1)*8
}

// Cost of values of line games.
func (g LineGame) Cost(op game.Op, q game.Position) game.Cost {
	n := max(q[0], q[1])
	return game.Cost{Bytes: g.lineBytes(n), Steps: int64(n) * int64(n) / 2, What: fmt.Sprintf("the %d rows of values up to %d", min(q[0], q[1])+1, n)}
}

// Dr's fast paths: values from its lines.

// GrundyOf computes G(x, y) of D_r row by row.
func (d Dr) GrundyOf(ctx context.Context, q game.Position) (int, error) {
	return LineGame{DiagonalStep: d.R}.GrundyOf(ctx, q)
}

// columns is D_r as Linear Nimhoff: (1,0), (0,1) and (r,r) with its
// multiples, so the column algorithm decides it.
func (d Dr) columns() nimhoff.Rules {
	rules, _ := nimhoff.NewRules([]nimhoff.Vector{{A: 1}, {B: 1}, {A: d.R, B: d.R}})
	return rules
}

// OutcomeOf decides (x, y) by the column algorithm (D_r is Linear Nimhoff
// with the rules (1,0), (0,1), (r,r)), for x up to nimhoff.MaxColumns.
func (d Dr) OutcomeOf(ctx context.Context, q game.Position) (game.Outcome, error) {
	return d.columns().OutcomeOf(ctx, q)
}

// WinningMovesOf lists the moves to P-positions by the column algorithm.
func (d Dr) WinningMovesOf(ctx context.Context, q game.Position) ([]game.Position, error) {
	return d.columns().WinningMovesOf(ctx, q)
}

// PPositionsInBox runs the column algorithm.
func (d Dr) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	return d.columns().PPositionsInBox(ctx, n)
}

// Cost is that of the rows for values, of the columns for outcomes.
func (d Dr) Cost(op game.Op, q game.Position) game.Cost {
	if op == game.OpOutcome || op == game.OpWinningMoves {
		return d.columns().Cost(op, q)
	}
	if op == game.OpOptions {
		options := int64(q[0]) + int64(q[1]) + int64(min(q[0], q[1])/d.R)
		return game.Cost{Bytes: 48 * options, Steps: options, What: fmt.Sprintf("%d options", options)}
	}
	return LineGame{DiagonalStep: d.R}.Cost(op, q)
}

// bigs writes a position's piles as big integers.
var bigs = game.BigPosition

// BlockLimit is the number of moves that remove the same number from both
// piles the previous player may block before each move: p-1.
func (g Game) BlockLimit() int { return g.P - 1 }

// PPositionsInBox lists the P-positions of (p,m)-Wythoff with both
// coordinates <= n, both orientations, sorted (Definition 3 streamed).
func (g Game) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	var out [][2]int
	err := g.pairsUpTo(ctx, int64(n), func(a, b int64) {
		if b <= int64(n) {
			out = append(out, [2]int{int(a), int(b)})
			if a != b {
				out = append(out, [2]int{int(b), int(a)})
			}
		}
	})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(out, func(u, v [2]int) int {
		if u[0] != v[0] {
			return u[0] - v[0]
		}
		return u[1] - v[1]
	})
	return out, nil
}

// PPositionsInBox of the plain form is that of the game.
func (p plain) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	return p.g.PPositionsInBox(ctx, n)
}

// pairsUpTo calls visit(a_i, b_i) for the pairs of Definition 3 (Larsson
// 2009) in index order while a_i <= n, looking at ctx every 4096 pairs.
func (g Game) pairsUpTo(ctx context.Context, n int64, visit func(a, b int64)) error {
	s, err := NewStream(g.P, g.M)
	if err != nil {
		return err
	}
	for count := 0; ; count++ {
		if count&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		a, b := s.Next()
		if a > n {
			return nil
		}
		visit(a, b)
	}
}
