package spec

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/chomp"
	"github.com/mex-cgt/mex/games/cram"
	"github.com/mex-cgt/mex/games/euclid"
	"github.com/mex-cgt/mex/games/extension"
	"github.com/mex-cgt/mex/games/fibnim"
	"github.com/mex-cgt/mex/games/graphkayles"
	"github.com/mex-cgt/mex/games/hackenbush"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/games/takebreak"
	"github.com/mex-cgt/mex/games/turning"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/misere"
)

// Spec is a parsed game spec: the typed form of a request's game, which
// the commands, the server and the page pass on instead of its text.
type Spec struct {
	// Text is the canonical spec, e.g. "subtraction:1,2", with its options
	// written out ("misère wythoff altered P(3,4)").
	Text string
	// Base is the canonical spec before its Options: Parse(Base) is the
	// game as its family writes it.
	Base string
	// Family is the name before any colon, e.g. "subtraction", or "sum".
	Family string
	// Game is the rules-level game.
	Game game.Game
	// Shape is how the game's positions are laid out (game.ShapeOf).
	Shape game.Shape
	// Alteration holds the declared positions of an altered game.
	Alteration game.Alteration
	// Misere is set when the game is played under the misère convention.
	MiserePlay bool
	// Components are the parts of a sum (nil otherwise).
	Components []*Spec
}

// IsSum reports whether s is a sum of two or more games.
func (s *Spec) IsSum() bool { return s.Components != nil }

// Family is a game family of the grammar, as its package defines it.
type Family = game.Family

// families lists the grammar's families, one line each; everything else
// about a family lives in its package.
var families = []Family{
	nim.Family,
	nim.NimbleFamily,
	hackenbush.Family,
	hackenbush.GraphFamily,
	subtraction.Family,
	octal.Family,
	takebreak.Family,
	takebreak.HexFamily,
	octal.KaylesFamily,
	octal.DawsonFamily,
	octal.GrundyFamily,
	wythoff.Family,
	imitation.Family,
	nimhoff.Family,
	wythoff.DrFamily,
	extension.Family,
	euclid.Family,
	fibnim.Family,
	turning.Family,
	graphkayles.NodeFamily,
	graphkayles.ArcFamily,
	chomp.Family,
	cram.Family,
}

// Families returns the grammar's game families, for help, completion and
// the lab's list of games.
func Families() []Family { return families }

// SumPresets are sums worth starting from in the lab.
var SumPresets = []game.Preset{
	{Label: "Sum: S{1,2} + S{1,3}", Game: "subtraction:1,2 + subtraction:1,3", Start: "5 + 6"},
	{Label: "Sum: Kayles + Dawson's Kayles", Game: "kayles + dawson", Start: "7 + 9"},
}

// Alter returns the spec of s with finitely many positions declared P and
// N (Sleator, Hu and Tsin 2024); s must be a two-pile game.
func (s *Spec) Alter(alt game.Alteration) (*Spec, error) {
	g, err := game.Alter(s.Game, alt)
	if err != nil {
		return nil, err
	}
	altered := *s
	altered.Game, altered.Alteration, altered.Shape = g, alt, game.ShapeOf(g)
	altered.Text = s.Text + " altered " + alt.String()
	return &altered, nil
}

// Misere returns the spec of s played under the misère convention: the
// player who cannot move wins (the fast paths of misere.Of: Bouton's
// misère rule, misère Wythoff, sums of tame heaps by genus).
func (s *Spec) Misere() *Spec {
	m := *s
	m.Game = misere.Of(s.Game)
	m.MiserePlay = true
	m.Text = "misère " + s.Text
	return &m // a misère sum keeps its components for its positions, but is played as one game
}

// Sum returns the sum of s's components (under normal play for a misère
// spec, whose positions are written the same way).
func (s *Spec) Sum() game.Sum {
	sum, _ := game.As[game.Sum](s.Game)
	return sum
}

// Options are what a request may change in the game its spec names.
type Options struct {
	// Alteration declares finitely many positions P or N (two-pile games;
	// Sleator, Hu and Tsin 2024).
	Alteration game.Alteration
	// Misere plays the game under the misère convention.
	Misere bool
}

// ParseWith parses a game spec as Parse does and applies opt: the
// alteration first, then the play convention. A game with memory has no
// misère form here (its positions are game records).
func ParseWith(text string, opt Options) (*Spec, error) {
	s, err := Parse(text)
	if err != nil {
		return nil, err
	}
	if !opt.Alteration.Empty() {
		if s, err = s.Alter(opt.Alteration); err != nil {
			return nil, err
		}
	}
	if opt.Misere {
		if s.Shape == game.Record {
			return nil, fmt.Errorf("%s is a game with memory; misère play is offered for games without memory", s.Text)
		}
		s = s.Misere()
	}
	return s, nil
}

// Parse parses a game spec or a sum of specs joined by "+".
func Parse(text string) (*Spec, error) {
	if strings.TrimSpace(text) == "" {
		return nil, errors.New("empty game spec: want a game such as nim, wythoff or subtraction:1,2 (see mex help games)")
	}
	parts := splitSum(text)
	if len(parts) == 1 {
		return parseOne(text)
	}
	sum := &Spec{Family: "sum", Shape: game.Composite}
	var games []game.Game
	var names []string
	for i, part := range parts {
		if strings.TrimSpace(part) == "" {
			return nil, fmt.Errorf("sum %s: component %d is empty", grammar.Quote(text), i+1)
		}
		c, err := parseOne(part)
		if err != nil {
			return nil, fmt.Errorf("sum component %d: %w", i+1, err)
		}
		if c.Shape == game.Record {
			return nil, fmt.Errorf("sum component %d: %s is a game with memory (its positions are game records), so it has no Sprague-Grundy values and cannot be part of a sum", i+1, c.Text)
		}
		sum.Components = append(sum.Components, c)
		games = append(games, c.Game)
		names = append(names, c.Text)
	}
	sum.Game = game.Sum{Components: games}
	sum.Text = strings.Join(names, " + ")
	sum.Base = sum.Text
	return sum, nil
}

func parseOne(text string) (*Spec, error) {
	text = strings.TrimSpace(text)
	name, params, hasParams := strings.Cut(text, ":")
	name = strings.ToLower(strings.TrimSpace(name))
	for _, f := range families {
		if f.Name == name {
			g, err := f.Parse(params, hasParams)
			if err != nil {
				return nil, fmt.Errorf("game %s: %w", grammar.Quote(text), err)
			}
			return &Spec{Text: g.String(), Base: g.String(), Family: f.Name, Game: g, Shape: game.ShapeOf(g)}, nil
		}
	}
	names := make([]string, len(families))
	for i, f := range families {
		names[i] = f.Name
	}
	sort.Strings(names)
	return nil, fmt.Errorf("unknown game %s: want one of %s", grammar.Quote(name), strings.Join(names, ", "))
}

// At returns the spec that plays position: s itself, or, when s's family
// hands positions of that form to another family (game.PositionRouter:
// hackenbush at edges:0-1,1-2 is Green Hackenbush on that graph), the
// other family's game with s's options. A sum is routed component by
// component.
func (s *Spec) At(position string) (*Spec, error) {
	opt := Options{Alteration: s.Alteration, Misere: s.MiserePlay}
	if s.IsSum() {
		parts, err := s.SplitSumPosition(position)
		if err != nil {
			return s, nil // ParsePosition says what is wrong with it
		}
		texts, routed := make([]string, len(parts)), false
		for i, part := range parts {
			texts[i] = s.Components[i].Base
			if r, ok := s.Components[i].Game.(game.PositionRouter); ok {
				if text, ok := r.RouteFor(part); ok {
					texts[i], routed = text, true
				}
			}
		}
		if !routed {
			return s, nil
		}
		return ParseWith(strings.Join(texts, " + "), opt)
	}
	if !s.Alteration.Empty() {
		return s, nil // the declared positions are written as this game's
	}
	if r, ok := game.As[game.PositionRouter](s.Game); ok { // misère play keeps the game's positions
		if text, ok := r.RouteFor(position); ok {
			return ParseWith(text, opt)
		}
	}
	return s, nil
}

// MaxCoordinate is the largest coordinate accepted for games that are not
// Big: large enough for every fast algorithm, small enough that sums of two
// coordinates cannot overflow.
const MaxCoordinate = 1 << 62

// ParseBig parses a position of s into integers of any size, checking the
// number of coordinates. For a sum it returns the components' coordinates
// laid end to end; use SplitSumPosition first to keep them apart.
func (s *Spec) ParseBig(text string) ([]*big.Int, error) {
	text = strings.TrimSpace(text)
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("empty position for %s: want numbers joined by commas, e.g. 3,5", s.Text)
	}
	if c, ok := s.Game.(game.BigPositionCodec); ok {
		return c.ParsePositionBig(text) // a graph of any size (nodekayles path:10^30)
	}
	var out []*big.Int
	for _, tok := range strings.Split(text, ",") {
		tok = strings.TrimSpace(tok)
		if tok == "" {
			return nil, fmt.Errorf("position %s has an empty coordinate: want numbers joined by commas", grammar.Quote(text))
		}
		v, err := grammar.ParseNumber(tok)
		switch {
		case errors.Is(err, grammar.ErrNotNumber):
			return nil, fmt.Errorf("position %s: %s is not a whole number", grammar.Quote(text), grammar.Quote(tok))
		case err != nil:
			return nil, fmt.Errorf("position %s: %w", grammar.Quote(text), err)
		case v.Sign() < 0:
			return nil, fmt.Errorf("position %s: %s is negative; heaps and piles are >= 0", grammar.Quote(text), grammar.Quote(tok))
		}
		out = append(out, v)
	}
	if _, codec := game.CodecOf(s.Game); codec {
		return out, nil // the game reads its own positions and checks their coordinates
	}
	if want := s.Shape.Coordinates(); want > 0 && len(out) != want {
		return nil, fmt.Errorf("position %s has %d coordinates; %s wants %d", grammar.Quote(text), len(out), s.Text, want)
	}
	return out, nil
}

// ParsePosition parses a position of s (a sum's position joins its parts
// with "+") and checks it against the game's rules.
func (s *Spec) ParsePosition(text string) (game.Position, error) {
	text = strings.TrimSpace(text)
	if s.IsSum() {
		parts, err := s.SplitSumPosition(text)
		if err != nil {
			return nil, err
		}
		positions := make([]game.Position, len(parts))
		for i, part := range parts {
			if positions[i], err = s.Components[i].ParsePosition(part); err != nil {
				return nil, fmt.Errorf("sum component %d: %w", i+1, err)
			}
		}
		return game.Sum{Components: s.games()}.Join(positions), nil
	}
	if codec, ok := game.CodecOf(s.Game); ok {
		p, err := codec.ParsePosition(text)
		if err != nil {
			return nil, err
		}
		return p, s.Game.Check(p)
	}
	values, err := s.ParseBig(text)
	if err != nil {
		return nil, err
	}
	p := make(game.Position, len(values))
	for i, v := range values {
		if !v.IsInt64() || v.Int64() > MaxCoordinate {
			return nil, fmt.Errorf("position %s: %s is too large for %s (at most 2^62)", grammar.Quote(text), grammar.Elide(v.String()), s.Text)
		}
		p[i] = int(v.Int64())
	}
	if err := s.Game.Check(p); err != nil {
		return nil, fmt.Errorf("position %s: %w", grammar.Quote(text), err)
	}
	return p, nil
}

// SplitSumPosition splits a sum's position at "+" into one text per
// component.
func (s *Spec) SplitSumPosition(text string) ([]string, error) {
	parts := strings.Split(text, "+")
	if len(parts) != len(s.Components) {
		return nil, fmt.Errorf("position %s has %d parts; the sum %s has %d components (join them with +)", grammar.Quote(text), len(parts), s.Text, len(s.Components))
	}
	return parts, nil
}

// splitSum splits a spec at the "+" that join a sum's components, not at
// a "+" inside braces (a take-and-break digit such as {2+}).
func splitSum(text string) []string {
	var parts []string
	depth, start := 0, 0
	for i, c := range text {
		switch {
		case c == '{':
			depth++
		case c == '}' && depth > 0:
			depth--
		case c == '+' && depth == 0:
			parts = append(parts, text[start:i])
			start = i + 1
		}
	}
	return append(parts, text[start:])
}

func (s *Spec) games() []game.Game {
	out := make([]game.Game, len(s.Components))
	for i, c := range s.Components {
		out[i] = c.Game
	}
	return out
}

// ParseSize reads a size or count in 0..max, written as grammar.ParseNumber reads
// numbers (20, 2^24, 10^6).
func ParseSize(text string, max int) (int, error) {
	return grammar.ParseInt(text, "size", 0, max)
}
