package game

import (
	"context"
	"errors"
	"fmt"

	"github.com/mex-cgt/mex/budget"
)

// ErrNoGrundyValue is returned for Grundy values of games whose outcome
// follows an OutcomeRule (blocking): such games are not sums of Nim heaps.
var ErrNoGrundyValue = errors.New("Sprague-Grundy values are not defined for this game (its outcome rule is not plain normal play)")

// DefaultLimit is the number of positions a Solver memoizes before it gives
// up with a *LimitError: about 10^7 positions, a few hundred MB.
const DefaultLimit = 10_000_000

// LimitError reports that solving would memoize more positions than allowed.
type LimitError struct{ Limit int }

func (e *LimitError) Error() string {
	return fmt.Sprintf("game: more than %d positions reachable; refusing to solve by brute force", e.Limit)
}

// Solver computes outcomes, Sprague-Grundy values and winning moves of one
// game by recursion over options, memoizing every position it meets. It is
// the brute-force reference that every fast algorithm in mex is tested
// against. A Solver is not safe for concurrent use.
type Solver struct {
	game    Game
	rule    OutcomeRule // nil for plain normal play
	grundy  map[string]int
	outcome map[string]Outcome
	// Limit bounds the memo size; 0 means DefaultLimit.
	Limit int
	// ctx, while a Context method runs, is checked every checkEvery
	// positions solved.
	ctx   context.Context
	steps int
	// memory reserves the memo's bytes from the account of the context
	// (package budget) as it grows.
	memory *budget.Meter
}

// checkEvery is how many positions the solver memoizes between two looks
// at its context: a few microseconds of work.
const checkEvery = 1024

// cancelled carries a context's error out of the recursion.
type cancelled struct{ err error }

// tick counts one solved position and stops the recursion when the
// context is done or its memory account cannot cover the memo's growth.
func (s *Solver) tick() {
	s.steps++
	if s.ctx != nil && s.steps%checkEvery == 0 {
		if err := s.ctx.Err(); err != nil {
			panic(cancelled{err})
		}
		if s.memory != nil {
			if err := s.memory.Add(checkEvery * BytesPerPosition); err != nil {
				panic(cancelled{err})
			}
		}
	}
}

// with runs f with ctx as the solver's context.
func (s *Solver) with(ctx context.Context, f func() error) error {
	prev := s.ctx
	s.ctx = ctx
	defer func() { s.ctx = prev }()
	if s.memory == nil && budget.From(ctx) != nil {
		s.memory = budget.NewMeter(ctx)
	}
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	return f()
}

// NewSolver returns a solver for g with an empty memo.
func NewSolver(g Game) *Solver {
	s := &Solver{game: g, grundy: map[string]int{}, outcome: map[string]Outcome{}}
	s.rule, _ = g.(OutcomeRule)
	return s
}

// Game returns the game s solves.
func (s *Solver) Game() Game { return s.game }

func (s *Solver) limit() int {
	if s.Limit > 0 {
		return s.Limit
	}
	return DefaultLimit
}

// guard turns the solver's internal limit panic into an error.
func guard(err *error) {
	if r := recover(); r != nil {
		if le, ok := r.(*LimitError); ok {
			*err = le
			return
		}
		if c, ok := r.(cancelled); ok {
			*err = c.err
			return
		}
		panic(r)
	}
}

// GrundyValue returns the Sprague-Grundy value of p, mex of the values of
// its options. It fails if p is illegal, if the game has an OutcomeRule, or
// if more than Limit positions would be memoized.
func (s *Solver) GrundyValue(p Position) (g int, err error) {
	if err := s.game.Check(p); err != nil {
		return 0, err
	}
	if s.rule != nil {
		return 0, ErrNoGrundyValue
	}
	defer guard(&err)
	return s.grundyValue(p), nil
}

func (s *Solver) grundyValue(p Position) int {
	return remember(s, s.grundy, p, func() int {
		options := s.game.Options(p)
		values := make([]int, len(options))
		for i, q := range options {
			values[i] = s.grundyValue(q)
		}
		return Mex(values)
	})
}

// remember returns what memo holds for p, computing it first, under the
// solver's limit and context, when p is new.
func remember[V any](s *Solver, memo map[string]V, p Position, compute func() V) V {
	key := p.Key()
	if v, ok := memo[key]; ok {
		return v
	}
	if len(memo) >= s.limit() {
		panic(&LimitError{s.limit()})
	}
	s.tick()
	v := compute()
	memo[key] = v
	return v
}

// Outcome returns P or N for p.
func (s *Solver) Outcome(p Position) (o Outcome, err error) {
	if err := s.game.Check(p); err != nil {
		return P, err
	}
	defer guard(&err)
	return s.outcomeOf(p), nil
}

func (s *Solver) outcomeOf(p Position) Outcome {
	if s.rule == nil {
		return s.grundyValue(p) != 0
	}
	return remember(s, s.outcome, p, func() Outcome {
		return Outcome(s.rule.NextWins(p, func(q Position) bool { return s.outcomeOf(q) == P }))
	})
}

// WinningMoves returns the options of p that are P-positions, in the order
// Options lists them, without duplicates. It is empty iff p is a P-position
// (for games with an OutcomeRule a position may be N with no P option).
func (s *Solver) WinningMoves(p Position) (moves []Position, err error) {
	if err := s.game.Check(p); err != nil {
		return nil, err
	}
	defer guard(&err)
	if e, ok := s.game.(Ender); ok {
		if over, _ := e.End(p); over {
			return nil, nil // play is over: no move is played from p
		}
	}
	seen := map[string]bool{}
	for _, q := range s.game.Options(p) {
		k := q.Key()
		if !seen[k] && s.outcomeOf(q) == P {
			seen[k] = true
			moves = append(moves, q)
		}
	}
	return moves, nil
}

// GrundyValueContext is GrundyValue, stopped with ctx.Err() when ctx is
// done.
func (s *Solver) GrundyValueContext(ctx context.Context, p Position) (g int, err error) {
	err = s.with(ctx, func() (err error) { g, err = s.GrundyValue(p); return err })
	return g, err
}

// OutcomeContext is Outcome, stopped with ctx.Err() when ctx is done.
func (s *Solver) OutcomeContext(ctx context.Context, p Position) (o Outcome, err error) {
	err = s.with(ctx, func() (err error) { o, err = s.Outcome(p); return err })
	return o, err
}

// WinningMovesContext is WinningMoves, stopped with ctx.Err() when ctx is
// done.
func (s *Solver) WinningMovesContext(ctx context.Context, p Position) (moves []Position, err error) {
	err = s.with(ctx, func() (err error) { moves, err = s.WinningMoves(p); return err })
	return moves, err
}

// Size returns the number of positions memoized so far.
func (s *Solver) Size() int { return len(s.grundy) + len(s.outcome) }
