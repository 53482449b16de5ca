package imitation

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// MaxStrategySize bounds the strategy picture: every cell is classified
// over its histories from starts three times as large.
const MaxStrategySize = 40

// StrategyMap classifies every start (x, y), x, y <= size, over its
// histories (Larsson 2009, figure 2) around the P-position target (nil:
// the largest P-position north of the diagonal that leaves room above
// it), with a line of perfect play from just above it.
func (g Game) StrategyMap(ctx context.Context, size int, target game.Position) (game.StrategyMap, error) {
	if size < 0 || size > MaxStrategySize {
		return game.StrategyMap{}, game.Refuse(fmt.Errorf("the strategy picture classifies every history; its size is at most %d, not %d", MaxStrategySize, size))
	}
	if err := ctx.Err(); err != nil {
		return game.StrategyMap{}, err
	}
	table, err := g.Solve(3 * size)
	if err != nil {
		return game.StrategyMap{}, err
	}
	pw, err := NewWythoffP(g.P, g.M, 3*size)
	if err != nil {
		return game.StrategyMap{}, err
	}
	a, b := -1, -1
	if target != nil {
		if len(target) != 2 || !pw.Contains(target[0], target[1]) || max(target[0], target[1]) > size {
			return game.StrategyMap{}, game.Refuse(fmt.Errorf("%v is not a P-position of (%d,%d)-Wythoff within the picture", []int(target), g.P, g.M))
		}
		a, b = target[0], target[1]
	} else {
		for x := 0; x <= size; x++ {
			for y := x + 1; y <= size-2; y++ {
				if pw.Contains(x, y) && y <= size*2/3 {
					a, b = x, y
				}
			}
		}
	}
	class := func(x, y int) game.StrategyClass {
		c, _, _, _ := table.Classify(x, y)
		switch {
		case x == a && y == b:
			return game.StrategyP
		case c == NonDynamicP:
			return game.StrategyOtherP
		case c == Dynamic:
			return game.StrategyDynamic
		}
		lo, hi := min(x, y), max(x, y)
		if pw.SameDiagonalBelow(lo, hi) {
			return game.StrategyNa
		}
		if pw.PartnerBelow(lo) {
			return game.StrategyNb
		}
		return game.StrategyN
	}
	m := game.StrategyMap{Size: size, A: a, B: b, Class: class}
	if a >= 0 {
		m.Arrows = winningLine(g.Rules, table, Start(a, min(size, b+2)))
	}
	return m, nil
}

// winningLine plays from start: the winner moves to a P-state (preferring
// a Wythoff P-position), the loser removes one token from the larger pile.
func winningLine(r Rules, table *Table, start State) [][2][2]int {
	var arrows [][2][2]int
	s := start
	for range 12 {
		if s.Piles == [2]int{0, 0} {
			break
		}
		var next State
		found := false
		if o, _ := table.Outcome(s); o == game.N {
			r.Each(s, func(_, _ int, q State) {
				if found {
					return
				}
				if o, _ := table.Outcome(q); o == game.P {
					next, found = q, true
				}
			})
		} else {
			pile := 0
			if s.Piles[1] > s.Piles[0] {
				pile = 1
			}
			if q, err := r.Play(s, pile, 1); err == nil {
				next, found = q, true
			} else if q, err := r.Play(s, 1-pile, 1); err == nil {
				next, found = q, true
			}
		}
		if !found {
			break
		}
		arrows = append(arrows, [2][2]int{s.Piles, next.Piles})
		s = next
	}
	return arrows
}

var _ game.StrategyMapper = Game{}
