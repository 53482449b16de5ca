package cram

import (
	"context"
	"fmt"
	"math/bits"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// The capabilities of Cram, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.PositionCodec(Game{}), game.GrundyValuer(Game{}), game.Outcomer(Game{}),
	game.WinningMover(Game{}), game.Explainer(Game{}), game.Coster(Game{}), game.PositionCounter(Game{})}

// solved is a board split into pieces, each with its search and value.
type solved struct {
	pieces []piece
	runs   []*run
	values []int
	total  int
}

func (s *solved) close() {
	for _, r := range s.runs {
		r.close()
	}
}

// solve checks p, splits it into pieces and values every piece but, when
// last is false, the last one (OutcomeOf decides that one against the
// others' nim-sum).
func (g Game) solve(ctx context.Context, p game.Position, last bool) (*solved, error) {
	if err := g.Check(p); err != nil {
		return nil, game.Refuse(err)
	}
	pieces, err := piecesOf(p)
	if err != nil {
		return nil, err
	}
	s := &solved{pieces: pieces}
	for i, pc := range pieces {
		r := newRun(ctx, pc.f)
		s.runs = append(s.runs, r)
		if i == len(pieces)-1 && !last {
			break
		}
		v, err := r.value(pc.p)
		if err != nil {
			s.close()
			return nil, err
		}
		s.values = append(s.values, v)
		s.total ^= v
	}
	return s, nil
}

// GrundyOf returns the value of a board: the nim-sum of its components'
// values, each found by the search of search.go and solve.go.
func (g Game) GrundyOf(ctx context.Context, p game.Position) (int, error) {
	s, err := g.solve(ctx, p, true)
	if err != nil {
		return 0, err
	}
	defer s.close()
	return s.total, nil
}

// OutcomeOf decides whether a board is a P-position: the value of every
// piece but the last, then whether the last is worth their nim-sum, which
// asks its options only whether they are worth less.
func (g Game) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	s, err := g.solve(ctx, p, false)
	if err != nil {
		return game.P, err
	}
	defer s.close()
	if len(s.pieces) == 0 {
		return game.P, nil
	}
	last := len(s.pieces) - 1
	eq, err := s.runs[last].is(s.pieces[last].p, s.total)
	if err != nil {
		return game.P, err
	}
	if eq {
		return game.P, nil
	}
	return game.N, nil
}

// WinningMovesOf returns the boards of value 0 that one domino leads to,
// in the order of Options: a domino on a piece of value v wins when it
// leaves that piece worth v xor the board's value.
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	s, err := g.solve(ctx, p, true)
	if err != nil {
		return nil, err
	}
	defer s.close()
	if s.total == 0 {
		return nil, nil
	}
	var out []game.Position
	eachMove(p, func(r, c int, vertical bool) {
		if err != nil {
			return
		}
		for i, pc := range s.pieces {
			if !pc.contains(r, c) {
				continue
			}
			q := pc.p &^ pc.bit(r, c)
			if vertical {
				q &^= pc.bit(r+1, c)
			} else {
				q &^= pc.bit(r, c+1)
			}
			var wins bool
			if wins, err = s.runs[i].is(q, s.values[i]^s.total); wins {
				out = append(out, play(p, r, c, vertical))
			}
			return
		}
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Explain names the domino played from from to to and the values of the
// components it leaves, whose nim-sum is 0.
func (g Game) Explain(from, to game.Position) string {
	if g.Check(from) != nil || g.Check(to) != nil || from[0] != to[0] || from[1] != to[1] {
		return ""
	}
	var covered []square
	for r := range from[0] {
		for c := range from[1] {
			if (from[2+r]&^to[2+r])>>c&1 != 0 {
				covered = append(covered, square{r, c})
			}
		}
	}
	if len(covered) != 2 {
		return ""
	}
	a, b := covered[0], covered[1]
	var move string
	if a.r == b.r {
		move = fmt.Sprintf("The domino on row %d, squares %d and %d", a.r+1, a.c+1, b.c+1)
	} else {
		move = fmt.Sprintf("The domino on square %d of rows %d and %d", a.c+1, a.r+1, b.r+1)
	}
	ctx := context.Background()
	values, err := g.componentValues(ctx, to)
	if err != nil {
		return ""
	}
	x := 0
	for _, v := range values {
		x ^= v
	}
	if x != 0 {
		return ""
	}
	switch len(values) {
	case 0:
		return move + " leaves no two empty squares side by side, so your opponent cannot move."
	case 1:
		return move + " leaves one region of empty squares, a P-position: every domino placed on it leaves a position from which I can win."
	}
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = fmt.Sprint(v)
	}
	return fmt.Sprintf("%s leaves %d regions of empty squares worth %s, whose nim-sum is 0 (Sprague-Grundy): whatever you play in one, I can restore it.", move, len(values), strings.Join(parts, ", "))
}

// componentValues returns the values of the connected regions of p (each
// of at least two squares), in reading order of their first square.
func (g Game) componentValues(ctx context.Context, p game.Position) ([]int, error) {
	rows, cols := p[0], p[1]
	seen := make([]bool, rows*cols)
	empty := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && p[2+r]>>c&1 != 0 }
	var out []int
	for r := range rows {
		for c := range cols {
			if !empty(r, c) || seen[r*cols+c] {
				continue
			}
			region := Rectangle(rows, cols)
			for i := range rows {
				region[2+i] = 0
			}
			stack := []square{{r, c}}
			seen[r*cols+c] = true
			n := 0
			for len(stack) > 0 {
				s := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				region[2+s.r] |= 1 << s.c
				n++
				for _, t := range []square{{s.r - 1, s.c}, {s.r + 1, s.c}, {s.r, s.c - 1}, {s.r, s.c + 1}} {
					if empty(t.r, t.c) && !seen[t.r*cols+t.c] {
						seen[t.r*cols+t.c] = true
						stack = append(stack, t)
					}
				}
			}
			if n < 2 {
				continue
			}
			v, err := Any.GrundyOf(ctx, region)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
	}
	return out, nil
}

// Cost estimates the work on a board. Listing options copies a board per
// domino. A value is a search whose transposition table starts small and
// grows while the memory budget lets it, then evicts (table.go), so it
// needs no more memory than the budget at any size the solver takes; its
// steps grow about 2.2-fold a square (a rough fit to the rectangles up to
// 48 squares), so What says the squares.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	if g.Check(p) != nil {
		return game.Cost{}
	}
	squares := 0
	for _, m := range p[2:] {
		squares += bits.OnesCount64(uint64(m))
	}
	options := int64(2 * squares)
	optCost := game.Cost{Bytes: 64 + options*int64(len(p))*8*2, Steps: options, What: fmt.Sprintf("%d options", options)}
	if op == game.OpOptions {
		return optCost
	}
	steps := int64(1) << 62
	if squares < 50 {
		steps = int64(1) << (squares * 9 / 8)
	}
	c := game.Cost{Bytes: minSlots*8 + 1<<16, Steps: steps, What: fmt.Sprintf("a search of %d empty squares, whose table grows to the memory budget and then evicts", squares)}
	if op == game.OpWinningMoves {
		c = c.Add(optCost)
	}
	return c
}

// Reachable bounds the boards reachable from p, p included, for the
// brute-force solver (misère play): every move covers squares, so at most
// the 2^k sets of its k empty squares.
func (Game) Reachable(p game.Position) int64 {
	if len(p) < 2 {
		return 1
	}
	k := 0
	for _, m := range p[2:] {
		k += bits.OnesCount64(uint64(m))
	}
	if k >= 62 {
		return 1 << 62
	}
	return 1 << k
}
