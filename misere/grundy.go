package misere

import (
	"context"
	"errors"
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// ErrNoMisereValue is returned for misère Grundy values of games whose
// outcome follows their own rule (blocking, alterations): such games have
// no misère Grundy value.
var ErrNoMisereValue = errors.New("misere: misère Grundy values are not defined for this game (its outcome rule is not plain play)")

// GrundyOf returns the misère Grundy value G⁻ of p in g: 1 if p has no
// option, else the mex of G⁻ over its options. p is a misère P-position iff
// G⁻ = 0. g is the game itself (not Of(g)); sums of heaps of a heap game
// are solved over sums of heaps, any other game over its positions.
func GrundyOf(ctx context.Context, g game.Game, p game.Position) (int, error) {
	if _, misere := g.(game.MisereValuer); misere { // g in misère play: the game it plays
		g = game.Unwrap(g)
	}
	if err := g.Check(p); err != nil {
		return 0, err
	}
	if _, ok := g.(game.OutcomeRule); ok {
		return 0, ErrNoMisereValue
	}
	if r, ok := heapRulesOf(g); ok {
		m := fromHeaps(p)
		if len(m) > 0 {
			if err := checkGenusSize(r, sum(m)); err != nil {
				return 0, err
			}
		}
		x, err := newGenusSolver(r).genus(ctx, m)
		return x.MisereValue(), err
	}
	s := &valueSolver{game: g, memo: map[string]int{}, limit: DefaultLimit}
	return s.value(ctx, p)
}

// valueSolver is the brute-force misère Grundy value over positions of any
// game: the reference of this package.
type valueSolver struct {
	game  game.Game
	memo  map[string]int
	limit int
	steps int
}

func (s *valueSolver) value(ctx context.Context, p game.Position) (int, error) {
	k := p.Key()
	if v, ok := s.memo[k]; ok {
		return v, nil
	}
	if s.steps++; s.steps&4095 == 0 {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
	}
	if len(s.memo) >= s.limit {
		return 0, game.Refuse(fmt.Errorf("misere: more than %d positions reachable; refusing to solve by brute force", s.limit))
	}
	options := s.game.Options(p)
	v := 1
	if len(options) > 0 {
		values := make([]int, len(options))
		for i, q := range options {
			var err error
			if values[i], err = s.value(ctx, q); err != nil {
				return 0, err
			}
		}
		v = game.Mex(values)
	}
	s.memo[k] = v
	return v, nil
}

// HeapValues returns G⁻ of each heap 0..upto of a heap game (γ0 of its
// genus).
func HeapValues(ctx context.Context, g game.Game, upto int) ([]int, error) {
	gs, err := Genera(ctx, g, upto)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(gs))
	for i, x := range gs {
		out[i] = x.Genus.MisereValue()
	}
	return out, nil
}
