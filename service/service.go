package service

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/misere"
	"github.com/mex-cgt/mex/sparse"
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
	// MaxAnswer bounds the estimated length of one answer, as text or
	// JSON, where it grows with the position (the winning moves of a huge
	// heap): what a 40-byte request may make the command line print or
	// the server send.
	MaxAnswer int64
	// PeriodValues is how many values a period search computes when the
	// request names no bound (0: DefaultPeriodLimit). The static lab sets
	// it smaller: its library, compiled to WebAssembly, computes values
	// about six times slower than the native server, and the search must
	// end within the same deadline.
	PeriodValues int
}

// DefaultLimits suit the command line on a machine with a few GB free.
var DefaultLimits = Limits{MaxBytes: 4 << 30, MaxPositions: 20_000_000, MaxValues: 1 << 27, MaxCells: 1 << 28, MaxMoves: 5000, MaxAnswer: 1 << 30}

// ServerLimits suit the web lab: no request may hold more than about half
// a gigabyte, so that four at once stay under the machine's memory, nor
// send more than a few megabytes.
var ServerLimits = Limits{MaxBytes: 512 << 20, MaxPositions: 2_000_000, MaxValues: 1 << 22, MaxCells: 1 << 22, MaxMoves: 5000, MaxAnswer: 8 << 20}

// Service runs mex's commands under limits and a context. Each command
// takes its game parsed (ParseGame) and returns its answer as a value. The
// zero Service uses DefaultLimits and context.Background.
type Service struct {
	Limits Limits
	ctx    context.Context
}

func (svc *Service) limits() Limits {
	if svc == nil || svc.Limits == (Limits{}) {
		return DefaultLimits
	}
	lim := svc.Limits
	if lim.MaxBytes == 0 {
		lim.MaxBytes = DefaultLimits.MaxBytes
	}
	if lim.MaxMoves == 0 {
		lim.MaxMoves = DefaultLimits.MaxMoves
	}
	if lim.MaxAnswer == 0 {
		lim.MaxAnswer = DefaultLimits.MaxAnswer
	}
	return lim
}

// WithContext returns a copy of l whose commands stop with ctx.Err() when
// ctx is done (Ctrl-C on the command line, the deadline on the server).
// ctx carries the memory account the commands draw on while they run
// (package budget); one of the Service's MaxBytes is made for a ctx that
// has none.
func (svc *Service) WithContext(ctx context.Context) *Service {
	c := svc.copy()
	c.ctx = budget.Ensure(ctx, "this command", svc.limits().MaxBytes)
	return c
}

// copy returns a copy of l (the zero Service for nil) for a With method to set.
func (svc *Service) copy() *Service {
	c := Service{}
	if svc != nil {
		c = *svc
	}
	return &c
}

// WithThreads returns a copy of l whose one-heap sequences of octal games
// and Grundy's game are computed on up to threads cores (0: all of them).
func (svc *Service) WithThreads(threads int) *Service {
	return svc.WithContext(sparse.WithThreads(svc.context(), threads))
}

// Context returns the context the service's commands stop on.
func (svc *Service) Context() context.Context { return svc.context() }

func (svc *Service) context() context.Context {
	if svc == nil || svc.ctx == nil {
		return context.Background()
	}
	return svc.ctx
}

// ParseGame parses a request's game: the spec text with the options the
// request gives (an alteration, the misère convention). The commands take
// the *spec.Spec it returns, so a request is parsed once, where it enters;
// its errors are input errors.
func ParseGame(text string, opt spec.Options) (*spec.Spec, error) {
	s, err := spec.ParseWith(text, opt)
	if err != nil {
		return nil, Bad(err)
	}
	return s, nil
}

// engine returns the engine that answers s: the one entry point to every
// fast path, under the service's limits.
func (svc *Service) engine(s *spec.Spec) *game.Engine {
	e := game.NewEngine(s.Game)
	e.SetLimit(svc.limits().MaxPositions)
	return e
}

// admitted, when a test sets it, is told every estimate admit accepts,
// so that the estimates can be held against the memory the work takes.
var admitted func(what string, c game.Cost)

// admit refuses work whose estimated memory exceeds the limit, before it
// starts, with the estimate and what drives it in the message.
func (svc *Service) admit(what string, c game.Cost) error {
	limit := svc.limits().MaxBytes
	if c.Bytes < 0 || c.Steps < 0 { // an estimate that overflowed int64 is beyond any limit
		c.Bytes, c.Steps = math.MaxInt64, math.MaxInt64
	}
	if c.Bytes <= limit {
		if admitted != nil {
			admitted(what, c)
		}
		return nil
	}
	driver := ""
	if c.What != "" {
		driver = " (" + c.What + ")"
	}
	return Badf("%s would need about %s of memory%s; the limit is %s", what, byteSize(c.Bytes), driver, byteSize(limit))
}

// hold admits work whose memory is mostly one structure the command is
// about to allocate (a table, a list of values or pairs, a matrix) and
// reserves its bytes from the memory account of the service's context
// (package budget), which gives them back when the request ends. A
// reservation the account cannot cover is a refusal, in its words.
func (svc *Service) hold(what string, c game.Cost) error {
	if err := svc.admit(what, c); err != nil {
		return err
	}
	if a := budget.From(svc.context()); a != nil {
		return result(a.Reserve(c.Bytes))
	}
	return nil
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
func (svc *Service) point(s *spec.Spec, e *game.Engine, text string) (point, error) {
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
		return pt, svc.checkPoint(s, pt)
	}
	p, err := parsePosition(s, text, false)
	if err != nil {
		return pt, err
	}
	pt.pos = p
	return pt, nil
}

// checkPoint checks a position read as integers of any size against the
// game's rules, where it enters, so that every command refuses an illegal
// position as bad input before any work: by the game's Check when the
// coordinates fit an int, by its CheckBig (game.BigChecker) when they do
// not. (Positions read by ParsePosition were checked by it.)
func (svc *Service) checkPoint(s *spec.Spec, pt point) error {
	if pt.pos != nil {
		if err := s.Game.Check(pt.pos); err != nil { // its message names the position
			return Bad(fmt.Errorf("%s: %w", s.Text, err))
		}
		return nil
	}
	if c, ok := s.Game.(game.BigChecker); ok {
		if err := c.CheckBig(pt.big); err != nil { // its message names the game
			return Bad(fmt.Errorf("position %s: %w", shorten(pt.text), err))
		}
	}
	return nil
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

// result maps what the library returns to the service's error kinds: a
// request that asks more than is computed (game.IsRefused: a limit, a
// size beyond a game's bound, coordinates too large) or a value the game
// does not have (a Grundy value, a misère Grundy value) is bad input; a cancelled context stays itself (the shells
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
	case IsInputError(err), game.IsRefused(err), errors.Is(err, game.ErrNoGrundyValue), errors.Is(err, misere.ErrNoMisereValue):
		return Bad(err)
	}
	return err
}
