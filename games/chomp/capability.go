package chomp

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// The capabilities of Chomp, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.GrundyValuer(Game{}), game.Outcomer(Game{}), game.WinningMover(Game{}),
	game.OutcomeMethoder(Game{}), game.Explainer(Game{}), game.Coster(Game{}), game.PositionCounter(Game{})}

// kind sorts positions by the rule that answers them without a table.
type kind int

const (
	general   kind = iota
	ell            // one row, one column, or an L: Nim on the arm and the leg
	twoRows        // two rows, the top one of two squares or more
	rectangle      // a full rectangle of more than one row and column
)

func kindOf(p game.Position) kind {
	if len(p) == 1 || p[1] == 1 {
		return ell
	}
	if len(p) == 2 {
		return twoRows
	}
	if p[0] == p[len(p)-1] {
		return rectangle
	}
	return general
}

// ellValue is the value of an L (one row and one column through the
// poisoned square): its arm of p[0] − 1 squares and its leg of len(p) − 1
// are two Nim heaps, as a move shortens one of them and leaves the other.
func ellValue(p game.Position) int { return (p[0] - 1) ^ (len(p) - 1) }

// GrundyOf returns the value of p: for an L, the nim-sum of its arm and
// its leg; else from the table of the box of p's rows and its bottom row's
// squares (Solve), which is refused up front when it would not fit the
// memory account of ctx.
func (g Game) GrundyOf(ctx context.Context, p game.Position) (int, error) {
	if err := g.Check(p); err != nil {
		return 0, game.Refuse(err)
	}
	if kindOf(p) == ell {
		return ellValue(p), nil
	}
	t, err := Solve(ctx, len(p), p[0])
	if err != nil {
		return 0, err
	}
	return t.Value(p), nil
}

// OutcomeOf decides L's, two rows and rectangles by their rules (Nim on
// the arm and the leg; P exactly when the bottom row is one square longer
// than the top; strategy stealing: N), any other position by its value.
func (g Game) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, game.Refuse(err)
	}
	switch kindOf(p) {
	case ell:
		return game.Outcome(ellValue(p) != 0), nil
	case twoRows:
		return game.Outcome(p[0] != p[1]+1), nil
	case rectangle:
		return game.N, nil
	}
	v, err := g.GrundyOf(ctx, p)
	return game.Outcome(v != 0), err
}

// WinningMovesOf lists the moves to a position of value 0, in the order
// Options lists them: by Nim's rule on an L (at most one), by the rule of
// two rows (at most one: restore a bottom row one square longer than the
// top), else from the table of p's box.
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, game.Refuse(err)
	}
	switch kindOf(p) {
	case ell:
		arm, leg := p[0]-1, len(p)-1
		switch {
		case arm > leg:
			return []game.Position{Take(p, 1, leg+2)}, nil // the arm cut to leg squares
		case leg > arm:
			return []game.Position{Take(p, arm+2, 1)}, nil // the leg cut to arm squares
		}
		return nil, nil
	case twoRows:
		a, b := p[0], p[1]
		switch {
		case a == b:
			return []game.Position{Take(p, 2, a)}, nil // a, a-1
		case a >= b+2:
			return []game.Position{Take(p, 1, b+2)}, nil // b+1, b
		}
		return nil, nil
	}
	t, err := Solve(ctx, len(p), p[0])
	if err != nil {
		return nil, err
	}
	var out []game.Position
	for _, q := range g.Options(p) {
		if t.Value(q) == 0 {
			out = append(out, q)
		}
	}
	return out, nil
}

// OutcomeMethod names the rule or the computation that decides p.
func (g Game) OutcomeMethod(_ context.Context, p game.Position) string {
	if g.Check(p) != nil {
		return ""
	}
	switch kindOf(p) {
	case ell:
		return fmt.Sprintf("an L is Nim on its arm (%d squares) and its leg (%d squares) beside the poisoned square", p[0]-1, len(p)-1)
	case twoRows:
		return "two rows are P exactly when the bottom row is one square longer than the top (Gale 1974)"
	case rectangle:
		return "every rectangle larger than one square is N, by strategy stealing: were taking its top-right square a losing move, the answer that wins after it would win from the rectangle itself (Gale 1974)"
	}
	return fmt.Sprintf("solved exactly, from the table of the values of all %s positions of the %d×%d box", countText(Count(len(p), p[0])), len(p), p[0])
}

// Explain says why the position to, reached from from, is lost for the
// player to move there.
func (g Game) Explain(from, to game.Position) string {
	i, j, ok := Square(from, to)
	if !ok || g.Check(to) != nil {
		return ""
	}
	move := fmt.Sprintf("Taking the square in row %d, column %d leaves %s", i, j, to)
	switch {
	case len(to) == 1 && to[0] == 1:
		return move + ", the poisoned square alone: you cannot move (it is never taken), so you lose."
	case kindOf(to) == ell && ellValue(to) == 0:
		return fmt.Sprintf("%s, an L whose arm and leg have %d squares each beside the poisoned square: whatever you take from one, I take as much from the other, until the poisoned square is left to you.", move, to[0]-1)
	case kindOf(to) == twoRows && to[0] == to[1]+1:
		return move + ", two rows, the bottom one a square longer than the top: whatever you take, I can restore that shape, until the poisoned square is left to you (Gale 1974)."
	}
	return move + ", a P-position: every move from it leads to a position from which I can win."
}

// Cost estimates the work on p: a rule for L's (and, for outcomes and
// winning moves, two rows and rectangles); else the table of p's box
// (TableCost), and, for winning moves, its options.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	if g.Check(p) != nil {
		return game.Cost{}
	}
	options := Squares(p) - 1
	per := int64(32 + 8*len(p))
	bytes := int64(1) << 62
	if options < bytes/per {
		bytes = 64 + options*per
	}
	optCost := game.Cost{Bytes: bytes, Steps: options, What: fmt.Sprintf("%d options", options)}
	if op == game.OpOptions {
		return optCost
	}
	rule := game.Cost{Bytes: 64, Steps: int64(len(p)) + 1}
	switch k := kindOf(p); {
	case k == ell:
		return rule
	case k == rectangle && op == game.OpOutcome:
		return rule
	case k == twoRows && op != game.OpGrundy:
		return rule
	}
	c := TableCost(len(p), p[0])
	if op == game.OpWinningMoves {
		c = c.Add(optCost)
	}
	return c
}

// Reachable counts the positions below p, p included, for the brute-force
// solver (misère play): the Young diagrams inside p but the empty one,
// counted row by row while p has at most 2^22 squares, else bounded by
// its box's C(R+C, R).
func (Game) Reachable(p game.Position) int64 {
	if len(p) == 0 {
		return 0
	}
	if int64(len(p))*int64(p[0]) > 1<<22 {
		return saturate(Count(len(p), p[0]))
	}
	// ways[v]: the diagrams of the rows above the current one whose
	// lowest row has at most v squares, capped at 2^62
	const most = int64(1) << 62
	ways := make([]int64, p[0]+1)
	for v := range ways {
		ways[v] = 1
	}
	next := make([]int64, p[0]+1)
	for k := len(p) - 1; k >= 0; k-- {
		var sum int64
		for v := 0; v <= p[0]; v++ {
			if v <= p[k] {
				sum = min(sum+ways[v], most) // row k+1 of v squares, the rows above at most v
			}
			next[v] = sum
		}
		ways, next = next, ways
	}
	return ways[p[0]] - 1
}
