package wythoff

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
)

// MaxBlockingCells bounds the cells (x'+1)(y'+1) the column sweep of
// k-blocking Wythoff Nim visits for one position (about a nanosecond
// each): beyond it a position is refused with game.ErrTooLarge.
const MaxBlockingCells = 1 << 32

// BlockingGame is k-blocking Wythoff Nim (Larsson, Blocking Wythoff Nim,
// Electron. J. Combin. 18 (2011) #P120): Wythoff's moves, and after each
// move the player who moved may block up to K-1 of the opponent's next
// options, of any kind, for one turn. A position is P iff fewer than K of
// its options are P-positions: the previous player blocks them all and the
// mover must go to an N-position (or cannot move). K = 1 is Wythoff's game.
type BlockingGame struct{ K int }

// NewBlockingGame validates 1 <= k <= MaxParameter.
func NewBlockingGame(k int) (BlockingGame, error) {
	if k < 1 || k > MaxParameter {
		return BlockingGame{}, fmt.Errorf("wythoff: block = %d; want 1 <= block <= %d (the player who moved blocks up to block-1 options; block=1 is Wythoff)", k, MaxParameter)
	}
	return BlockingGame{K: k}, nil
}

// String returns "wythoff:block=K", the spec that parses back to g (for
// K = 1 the family's Parse returns Wythoff's game itself, "wythoff").
func (g BlockingGame) String() string { return fmt.Sprintf("wythoff:block=%d", g.K) }

// Check accepts two non-negative piles.
func (g BlockingGame) Check(p game.Position) error { return game.NonNegative(p, 2) }

// Options lists Wythoff's moves: from the first pile, from the second,
// then the same number from both.
func (g BlockingGame) Options(p game.Position) []game.Position {
	return LineGame{DiagonalStep: 1}.Options(p)
}

// NextWins implements the blocking rule: the mover wins iff at least K
// options are P-positions (the previous player blocks at most K-1).
func (g BlockingGame) NextWins(p game.Position, isP func(game.Position) bool) bool {
	count := 0
	for _, q := range g.Options(p) {
		if isP(q) {
			count++
			if count >= g.K {
				return true
			}
		}
	}
	return false
}

// Shape: two piles.
func (BlockingGame) Shape() game.Shape { return game.TwoPiles }

// BlockLimit is K-1: the options the player who has just moved may block.
func (g BlockingGame) BlockLimit() int { return g.K - 1 }

// Blockable reports that any option may be blocked (not only the diagonal
// ones, as in (p,m)-Wythoff).
func (BlockingGame) Blockable(_, _ game.Position) bool { return true }

// sweep visits the P-positions (x, y) with x <= X, y <= Y column by
// column (x ascending, y ascending within a column). A cell is P iff
// fewer than K P-positions lie below it on its row, its column and its
// diagonal: three running counters, O(1) a cell. The row counters hold
// Y+1 entries and the diagonals a ring of Y+1 (diagonal x-y meets the
// columns x-Y..x only), so the memory is O(Y); put the smaller pile in Y.
// Each line holds at most K P-positions, since a P-position has fewer
// than K on each of its lines below it.
func (g BlockingGame) sweep(ctx context.Context, X, Y int, visit func(x, y int)) error {
	if X < 0 || Y < 0 {
		return nil
	}
	if cells := float64(X+1) * float64(Y+1); cells > MaxBlockingCells {
		return fmt.Errorf("wythoff: %s decides positions by sweeping the %d x %d cells below them, at most %d cells: %w", g, X+1, Y+1, int64(MaxBlockingCells), game.ErrTooLarge)
	}
	k := int32(min(g.K, 1<<30))
	rows := make([]int32, Y+1)  // P-positions (x', y), x' < x, on row y
	diags := make([]int32, Y+1) // ring: diagonal d = x-y at d mod (Y+1)
	work := 0
	for x := 0; x <= X; x++ {
		if work += Y + 1; work >= 1<<16 {
			work = 0
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		slot := x % (Y + 1) // diagonal x starts here, reusing diagonal x-Y-1's slot
		diags[slot] = 0
		var column int32
		for y := 0; y <= Y; y++ {
			// the slot of diagonal x-y: (x-y) mod (Y+1), from slot
			d := slot - y
			if d < 0 {
				d += Y + 1
			}
			if rows[y]+column+diags[d] < k {
				visit(x, y)
				rows[y]++
				column++
				diags[d]++
			}
		}
	}
	return nil
}

// PPositionsInBox lists the P-positions with both coordinates <= n, in
// both orientations, sorted by x then y, by the column sweep: O(n^2)
// steps, O(n) memory besides the list (at most K(n+1) positions).
func (g BlockingGame) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	var out [][2]int
	err := g.sweep(ctx, n, n, func(x, y int) { out = append(out, [2]int{x, y}) })
	if err != nil {
		return nil, err
	}
	return out, nil
}

// OutcomeOf decides (x, y) by the column sweep over the cells below it:
// (min+1)(max+1) steps, O(min) memory, at most MaxBlockingCells cells.
func (g BlockingGame) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	X, Y := max(p[0], p[1]), min(p[0], p[1])
	isP := false
	err := g.sweep(ctx, X, Y, func(x, y int) {
		if x == X && y == Y {
			isP = true
		}
	})
	return game.Outcome(!isP), err
}

// WinningMovesOf lists the options of p that are P-positions, in the
// order Options lists them, from one sweep below p. From an N-position
// there are at least K; the previous player may have blocked K-1.
func (g BlockingGame) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	swap := p[0] < p[1]
	X, Y := p[0], p[1]
	if swap {
		X, Y = Y, X
	}
	// P-positions on the lines of (X, Y), in the sweep's orientation
	var row, column, diagonal []game.Position
	orient := func(x, y int) game.Position {
		if swap {
			return game.Position{y, x}
		}
		return game.Position{x, y}
	}
	err := g.sweep(ctx, X, Y, func(x, y int) {
		switch {
		case x == X && y == Y:
		case y == Y:
			row = append(row, orient(x, y))
		case x == X:
			column = append(column, orient(x, y))
		case x-y == X-Y:
			diagonal = append(diagonal, orient(x, y))
		}
	})
	if err != nil {
		return nil, err
	}
	// Options lists the moves on the first pile (nearest first), then on
	// the second, then on both; the sweep met each line farthest first.
	first, second := row, column
	if swap {
		first, second = column, row
	}
	var out []game.Position
	for _, line := range [][]game.Position{first, second, diagonal} {
		for i := len(line) - 1; i >= 0; i-- {
			out = append(out, line[i])
		}
	}
	return out, nil
}

// OutcomeBig is OutcomeOf for piles written as integers of any size, so
// that a pile beyond int is refused with game.ErrTooLarge as the sweep
// refuses large rectangles.
func (g BlockingGame) OutcomeBig(ctx context.Context, p []*big.Int) (game.Outcome, error) {
	q, err := g.small(p)
	if err != nil {
		return game.P, err
	}
	return g.OutcomeOf(ctx, q)
}

// WinningMovesBig is WinningMovesOf for piles written as integers of any
// size (those beyond the sweep are refused).
func (g BlockingGame) WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	q, err := g.small(p)
	if err != nil {
		return nil, err
	}
	moves, err := g.WinningMovesOf(ctx, q)
	if err != nil {
		return nil, err
	}
	out := make([][]*big.Int, len(moves))
	for i, m := range moves {
		out[i] = bigs(m)
	}
	return out, nil
}

// small converts two piles to a Position, refusing piles beyond 2^62.
func (g BlockingGame) small(p []*big.Int) (game.Position, error) {
	if len(p) != 2 {
		return nil, fmt.Errorf("wythoff: position has %d piles; want 2", len(p))
	}
	q := make(game.Position, 2)
	for i, v := range p {
		if v.Sign() < 0 {
			return nil, fmt.Errorf("wythoff: pile %s is negative", v)
		}
		if v.BitLen() > 62 {
			return nil, fmt.Errorf("wythoff: %s decides positions by a sweep of the cells below them, at most %d cells; pile %s is far beyond: %w", g, int64(MaxBlockingCells), v, game.ErrTooLarge)
		}
		q[i] = int(v.Int64())
	}
	return q, nil
}

// Cost of an operation on (x, y): the sweep visits (x+1)(y+1) cells with
// counters for the smaller pile; listing the options takes x+y+min.
func (g BlockingGame) Cost(op game.Op, p game.Position) game.Cost {
	if len(p) != 2 {
		return game.Cost{}
	}
	if op == game.OpOptions {
		options := int64(p[0]) + int64(p[1]) + int64(min(p[0], p[1]))
		return game.Cost{Bytes: 48 * options, Steps: options, What: fmt.Sprintf("%d options", options)}
	}
	small, large := int64(min(p[0], p[1])), int64(max(p[0], p[1]))
	cells := (small + 1) * (large + 1)
	if large > 0 && cells/(large+1) != small+1 {
		cells = 1 << 62
	}
	return game.Cost{Bytes: 8*(small+1) + 1<<10, Steps: cells, What: fmt.Sprintf("a sweep of %d cells", cells)}
}

// Explain says why moving to to wins: it is a P-position, so fewer than K
// of its options are P-positions and the mover blocks them all.
func (g BlockingGame) Explain(_, to game.Position) string {
	if len(to) != 2 {
		return ""
	}
	if g.K == 1 {
		return fmt.Sprintf("(%d,%d) is a P-position of Wythoff's game: no move from it reaches another P-position.", to[0], to[1])
	}
	return fmt.Sprintf("(%d,%d) is a P-position of %s (Larsson 2011): fewer than %d of its options are P-positions, so I block every one of them (up to %d) and you must leave me a winning position.", to[0], to[1], g, g.K, g.K-1)
}

// The capabilities of k-blocking Wythoff Nim, checked at compile time.
var _ = []any{game.Game(BlockingGame{}), game.OutcomeRule(BlockingGame{}), game.Blocker(BlockingGame{}),
	game.Shaper(BlockingGame{}), game.Explainer(BlockingGame{}), game.Coster(BlockingGame{}),
	game.PBoxer(BlockingGame{}), game.Outcomer(BlockingGame{}), game.WinningMover(BlockingGame{}),
	game.BigPositioner(BlockingGame{})}
