package lab

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/spec"
)

// Limits bound the work one request may ask for.
type Limits struct {
	// MaxPositions bounds the positions a brute-force solver memoizes.
	MaxPositions int
	// MaxValues bounds a computed sequence (grundy --upto, period search).
	MaxValues int
	// MaxCells bounds a two-pile table (size+1)^2.
	MaxCells int
}

// DefaultLimits suit the command line on a machine with a few GB free.
var DefaultLimits = Limits{MaxPositions: 20_000_000, MaxValues: 1 << 27, MaxCells: 1 << 28}

// Lab runs commands under limits. The zero Lab uses DefaultLimits.
type Lab struct {
	Limits     Limits
	alteration game.Alteration
}

func (l *Lab) limits() Limits {
	if l == nil || l.Limits == (Limits{}) {
		return DefaultLimits
	}
	return l.Limits
}

// evaluator values the positions of one spec, choosing the fast algorithm
// of the game when there is one and the generic solver otherwise.
type evaluator struct {
	spec   *spec.Spec
	solver *game.Solver
	valuer game.Valuer // nil if the game has no Grundy values
	parts  []*evaluator
}

func (l *Lab) evaluator(s *spec.Spec, positions ...game.Position) (*evaluator, error) {
	e := &evaluator{spec: s, solver: game.NewSolver(s.Game)}
	e.solver.Limit = l.limits().MaxPositions
	if s.IsSum() {
		sum := s.Game.(game.Sum)
		valuers := make([]game.Valuer, len(s.Components))
		componentPositions := make([][]game.Position, len(s.Components))
		for _, p := range positions {
			parts, err := sum.Split(p)
			if err != nil {
				return nil, err
			}
			for i, q := range parts {
				componentPositions[i] = append(componentPositions[i], q)
				// options of q may be valued too: they are no larger.
			}
		}
		for i, c := range s.Components {
			pe, err := l.evaluator(c, componentPositions[i]...)
			if err != nil {
				return nil, err
			}
			if pe.valuer == nil {
				return nil, Badf("%s has no Sprague-Grundy values, so it cannot be a component of a sum", c.Text)
			}
			e.parts = append(e.parts, pe)
			valuers[i] = pe.valuer
		}
		e.valuer = sumValuer{sum, valuers}
		return e, nil
	}
	largest := 0
	for _, p := range positions {
		if len(p) > 0 {
			largest = max(largest, slices.Max(p))
		}
	}
	if _, ok := wythoff.Lines(s.Game); ok {
		v, err := lineValuer(s, largest)
		if err != nil {
			return nil, err
		}
		e.valuer = v
		return e, nil
	}
	switch g := s.Game.(type) {
	case octal.Rules:
		if largest > MaxKeptValues {
			return nil, Badf("heap %d is beyond the %d values %s keeps in memory", largest, MaxKeptValues, s.Text)
		}
		sp, err := octal.Run(g, octal.RunOptions{Upto: largest})
		if err != nil {
			return nil, err
		}
		table := make(octal.Table, len(sp.Values()))
		for i, v := range sp.Values() {
			table[i] = int(v)
		}
		e.valuer = table
	case subtraction.Set:
		v, err := g.Valuer(largest, l.limits().MaxValues)
		if err != nil {
			return nil, err
		}
		e.valuer = v
	case game.Valuer:
		e.valuer = g
	default:
		if _, blocking := s.Game.(game.OutcomeRule); !blocking {
			e.valuer = e.solver
		}
	}
	return e, nil
}

type sumValuer struct {
	sum     game.Sum
	valuers []game.Valuer
}

func (v sumValuer) GrundyValue(p game.Position) (int, error) { return v.sum.GrundyValue(p, v.valuers) }

func (e *evaluator) grundy(p game.Position) (int, error) {
	if e.valuer == nil {
		return 0, Bad(game.ErrNoGrundyValue)
	}
	g, err := e.valuer.GrundyValue(p)
	return g, wrapLimit(err)
}

func (e *evaluator) outcome(p game.Position) (game.Outcome, error) {
	if e.valuer != nil {
		g, err := e.grundy(p)
		return g != 0, err
	}
	o, err := e.solver.Outcome(p)
	return o, wrapLimit(err)
}

func (e *evaluator) winningMoves(p game.Position) ([]game.Position, error) {
	if e.spec.IsSum() {
		sum := e.spec.Game.(game.Sum)
		moves, err := sum.WinningMoves(p, e.valuer.(sumValuer).valuers)
		return moves, wrapLimit(err)
	}
	if e.valuer == nil {
		moves, err := e.solver.WinningMoves(p)
		return moves, wrapLimit(err)
	}
	var moves []game.Position
	seen := map[string]bool{}
	for _, q := range e.spec.Game.Options(p) {
		g, err := e.grundy(q)
		if err != nil {
			return nil, err
		}
		if g == 0 && !seen[q.Key()] {
			seen[q.Key()] = true
			moves = append(moves, q)
		}
	}
	return moves, nil
}

// wrapLimit marks a solver's refusal to exhaust memory as bad input: the
// request asked for too much.
func wrapLimit(err error) error {
	var le *game.LimitError
	if errors.As(err, &le) {
		return Badf("%v (the limit is %d positions; ask for a smaller position)", err, le.Limit)
	}
	return err
}

// bigValues parses a Big game's position and returns its coordinates.
func bigValues(s *spec.Spec, pos string) ([]*big.Int, error) {
	v, err := s.ParseBig(pos)
	if err != nil {
		return nil, Bad(err)
	}
	if len(v) == 0 {
		return nil, Badf("empty position")
	}
	return v, nil
}

// parse parses a game spec and applies the lab's alteration, if any.
func (l *Lab) parse(gameSpec string) (*spec.Spec, error) {
	s, err := spec.Parse(gameSpec)
	if err != nil || l == nil || l.alteration.Empty() {
		return s, Bad(err)
	}
	altered, err := s.Alter(l.alteration)
	return altered, Bad(err)
}

// Altered returns a copy of l whose commands apply the alteration to
// two-pile games (--alter-p, --alter-n).
func (l *Lab) Altered(alt game.Alteration) *Lab {
	c := Lab{}
	if l != nil {
		c = *l
	}
	c.alteration = alt
	return &c
}

func parsePosition(s *spec.Spec, pos string) (game.Position, error) {
	p, err := s.ParsePosition(pos)
	if err != nil {
		return nil, Bad(fmt.Errorf("%s: %w", s.Text, err))
	}
	return p, nil
}
