package lab

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/spec"
)

// Limits bound the work one command or request may ask for. They are the
// one place where the command line and the web lab set their limits; every
// command estimates its cost from its input (game.Cost) and refuses, with
// the estimate in the message, what exceeds them.
type Limits struct {
	// MaxBytes bounds the estimated peak memory of one command.
	MaxBytes int64
	// MaxPositions bounds the positions a brute-force solver memoizes.
	MaxPositions int
	// MaxValues bounds a computed sequence (grundy --upto, period search).
	MaxValues int
	// MaxCells bounds a two-pile table (size+1)^2.
	MaxCells int
	// MaxMoves bounds the legal moves listed for one position in play.
	MaxMoves int
}

// DefaultLimits suit the command line on a machine with a few GB free.
var DefaultLimits = Limits{MaxBytes: 4 << 30, MaxPositions: 20_000_000, MaxValues: 1 << 27, MaxCells: 1 << 28, MaxMoves: 5000}

// ServerLimits suit the web lab: no request may hold more than about half
// a gigabyte, so that four at once stay under the machine's memory.
var ServerLimits = Limits{MaxBytes: 512 << 20, MaxPositions: 2_000_000, MaxValues: 1 << 22, MaxCells: 1 << 22, MaxMoves: 5000}

// Lab runs commands under limits. The zero Lab uses DefaultLimits and
// context.Background.
type Lab struct {
	Limits     Limits
	alteration game.Alteration
	misere     bool
	ctx        context.Context
}

func (l *Lab) limits() Limits {
	if l == nil || l.Limits == (Limits{}) {
		return DefaultLimits
	}
	lim := l.Limits
	if lim.MaxBytes == 0 {
		lim.MaxBytes = DefaultLimits.MaxBytes
	}
	if lim.MaxMoves == 0 {
		lim.MaxMoves = DefaultLimits.MaxMoves
	}
	return lim
}

// WithContext returns a copy of l whose commands stop with ctx.Err() when
// ctx is done (Ctrl-C on the command line, the deadline on the server).
func (l *Lab) WithContext(ctx context.Context) *Lab {
	c := l.copy()
	c.ctx = ctx
	return c
}

// copy returns a copy of l (the zero Lab for nil) for a With method to set.
func (l *Lab) copy() *Lab {
	c := Lab{}
	if l != nil {
		c = *l
	}
	return &c
}

// WithThreads returns a copy of l whose one-heap sequences of octal games
// and Grundy's game are computed on up to threads cores (0: all of them).
func (l *Lab) WithThreads(threads int) *Lab {
	return l.WithContext(octal.WithThreads(l.context(), threads))
}

// Context returns the context the lab's commands stop on.
func (l *Lab) Context() context.Context { return l.context() }

func (l *Lab) context() context.Context {
	if l == nil || l.ctx == nil {
		return context.Background()
	}
	return l.ctx
}

// Altered returns a copy of l whose commands apply the alteration to
// two-pile games (--alter-p, --alter-n).
func (l *Lab) Altered(alt game.Alteration) *Lab {
	c := l.copy()
	c.alteration = alt
	return c
}

// Misere returns a copy of l whose commands play games under the misère
// convention (--misere): the player who cannot move wins.
func (l *Lab) Misere(on bool) *Lab {
	c := l.copy()
	c.misere = on
	return c
}

// parse parses a game spec and applies the lab's alteration and play
// convention, if any.
func (l *Lab) parse(gameSpec string) (*spec.Spec, error) {
	s, err := spec.Parse(gameSpec)
	if err != nil || l == nil {
		return s, Bad(err)
	}
	if !l.alteration.Empty() {
		if s, err = s.Alter(l.alteration); err != nil {
			return s, Bad(err)
		}
	}
	if l.misere {
		if s.Shape == game.Record {
			return s, Badf("%s is a game with memory; misère play is offered for games without memory", s.Text)
		}
		s = s.Misere()
	}
	return s, nil
}

// engine returns the engine that answers s: the one entry point to every
// fast path, under the lab's limits.
func (l *Lab) engine(s *spec.Spec) *game.Engine {
	e := game.NewEngine(s.Game)
	e.SetLimit(l.limits().MaxPositions)
	return e
}

// admit refuses work whose estimated memory exceeds the limit, before it
// starts, with the estimate and what drives it in the message.
func (l *Lab) admit(what string, c game.Cost) error {
	limit := l.limits().MaxBytes
	if c.Bytes <= limit {
		return nil
	}
	driver := ""
	if c.What != "" {
		driver = " (" + c.What + ")"
	}
	return Badf("%s would need about %s of memory%s; the limit is %s", what, byteSize(c.Bytes), driver, byteSize(limit))
}

// point is a parsed position: its coordinates, and the same as integers of
// any size when the game takes them.
type point struct {
	pos  game.Position // nil when a coordinate exceeds int
	big  []*big.Int    // set when the engine answers positions of any size
	text string
}

// bigOK reports whether positions of s are read as integers of any size.
func bigOK(s *spec.Spec, e *game.Engine) bool {
	return s.Shape != game.Composite && s.Shape != game.Record && e.AcceptsBig()
}

// point parses text as a position of s, as the game writes its positions
// (a game record for games with memory), as integers of any size for
// games that take them.
func (l *Lab) point(s *spec.Spec, e *game.Engine, text string) (point, error) {
	pt := point{text: strings.TrimSpace(text)}
	if bigOK(s, e) {
		v, err := s.ParseBig(text)
		if err != nil {
			return pt, Bad(fmt.Errorf("%s: %w", s.Text, err))
		}
		if len(v) == 0 {
			return pt, Badf("empty position")
		}
		pt.big = v
		if p, ok := fitInt(v); ok {
			pt.pos = p
		}
		return pt, nil
	}
	p, err := s.ParsePosition(text)
	if err != nil {
		return pt, Bad(fmt.Errorf("%s: %w", s.Text, err))
	}
	pt.pos = p
	return pt, nil
}

func fitInt(v []*big.Int) (game.Position, bool) {
	p := make(game.Position, len(v))
	for i, x := range v {
		if !x.IsInt64() || x.Int64() > int64(^uint(0)>>1) {
			return nil, false
		}
		p[i] = int(x.Int64())
	}
	return p, true
}

// result maps what the library returns to the lab's error kinds: a
// request that asks more than is computed (game.IsRefused: a limit, a
// size beyond a game's bound, coordinates too large) or a value the game
// does not have is bad input; a cancelled context stays itself (the shells
// map it to an interrupt or a deadline); anything else is a fault of the
// computation and stays as it is.
func result(err error) error {
	if err == nil {
		return nil
	}
	var le *game.LimitError
	switch {
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.As(err, &le):
		return Badf("%v (the limit is %d positions; ask for a smaller position)", err, le.Limit)
	case IsInputError(err), game.IsRefused(err), errors.Is(err, game.ErrNoGrundyValue):
		return Bad(err)
	}
	return err
}
