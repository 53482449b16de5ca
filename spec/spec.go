package spec

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/hackenbush"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/misere"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/games/takebreak"
	"github.com/mex-cgt/mex/games/wythoff"
)

// Spec is a parsed game spec.
type Spec struct {
	// Text is the canonical spec, e.g. "subtraction:1,2".
	Text string
	// Family is the name before any colon, e.g. "subtraction", or "sum".
	Family string
	// Game is the rules-level game.
	Game game.Game
	// Arity is the number of coordinates of a position, or 0 for any
	// number of heaps (nim, nimble, hackenbush, octal games).
	Arity int
	// Big is set for games whose values need only the nim-sum, so that
	// positions may hold integers of any size.
	Big bool
	// Alteration holds the declared positions of an altered game.
	Alteration game.Alteration
	// Record is set for games with memory, whose positions are game
	// records (positions from the start joined by "/").
	Record bool
	// Components are the parts of a sum (nil otherwise).
	Components []*Spec
	// Inner is the game under normal play when Game is its misère form.
	Inner game.Game
}

// IsSum reports whether s is a sum of two or more games.
func (s *Spec) IsSum() bool { return s.Components != nil }

// Family describes one game family of the grammar.
type Family struct {
	Name    string
	Syntax  string
	Example string
	Summary string
	parse   func(params string, hasParams bool) (*Spec, error)
}

var families = []Family{
	{"nim", "nim", "nim 15,13,5", "Nim on any number of heaps (Bouton)", simple(nim.Game{}, 0, true)},
	{"nimble", "nimble", "nimble 1,3,4,6", "coins on squares, slid left; = Nim on the squares", simple(nim.Nimble{}, 0, true)},
	{"hackenbush", "hackenbush", "hackenbush 3,5", "bamboo stalks of n segments; = Nim", simple(hackenbush.Stalks{}, 0, true)},
	{"subtraction", "subtraction:S", "subtraction:1,2,5 7", "one heap, remove s for s in the set S (subtraction:all-but:S: any number except those in S)", parseSubtraction},
	{"octal", "octal:CODE", "octal:0.137 20", "take-and-break game with octal code d0.d1d2…", parseOctal},
	{"takebreak", "takebreak:CODE", "takebreak:0.3F 20", "take-and-break game in CGSuite's code notation: digits 0-9 A-V, {2,3}, {2+}, ! ? =, [repeats]", parseTakeBreak},
	{"hex", "hex:CODE", "hex:0.3F 20", "hexadecimal take-and-break game (Winning Ways): digits 0-F, bit 3 leaves three heaps", parseHex},
	{"kayles", "kayles", "kayles 10", "= octal:0.77", alias(func() (octal.Rules, error) { return octal.Parse("0.77") }, "kayles")},
	{"dawson", "dawson", "dawson 10", "Dawson's Kayles, = octal:0.07", alias(func() (octal.Rules, error) { return octal.Parse("0.07") }, "dawson")},
	{"grundy", "grundy", "grundy 10", "Grundy's game: split a heap into two unequal heaps", alias(func() (octal.Rules, error) { return octal.GrundyGame(), nil }, "grundy")},
	{"wythoff", "wythoff[:p=P,m=M]", "wythoff:p=2,m=3 4,10", "Wythoff Nim (Corner the Queen); (p,m): |i-j| < m, p-1 diagonal options blocked", parseWythoff},
	{"imitation", "imitation[:p=P,m=M]", "imitation:p=2,m=1 2,2/1,2/1,1/0,1", "(p,m)-Imitation Nim, a game with memory; positions are game records x,y/x,y/…", parseImitation},
	{"nimhoff", "nimhoff:a,b/a,b/…", "nimhoff:1,0/0,1/1,2 3,4", "Linear Nimhoff: each rule (a,b) removes k a and k b for any k >= 1", parseNimhoff},
	{"dr", "dr:r=R", "dr:r=2 2,3", "D_r: Nim moves, or the same k from both piles when r divides k", parseDr},
}

// Families returns the grammar's game families, for help and completion.
func Families() []Family { return families }

func simple(g game.Game, arity int, bigOK bool) func(string, bool) (*Spec, error) {
	return func(_ string, hasParams bool) (*Spec, error) {
		if hasParams {
			return nil, fmt.Errorf("%s takes no parameters", g)
		}
		return &Spec{Text: g.String(), Game: g, Arity: arity, Big: bigOK}, nil
	}
}

func alias(rules func() (octal.Rules, error), name string) func(string, bool) (*Spec, error) {
	return func(_ string, hasParams bool) (*Spec, error) {
		if hasParams {
			return nil, fmt.Errorf("%s takes no parameters", name)
		}
		r, err := rules()
		if err != nil {
			return nil, err
		}
		r = r.Named(name)
		return &Spec{Text: name, Game: r}, nil
	}
}

func parseSubtraction(params string, hasParams bool) (*Spec, error) {
	if !hasParams || strings.TrimSpace(params) == "" {
		return nil, errors.New("empty subtraction set: want subtraction:S with S a list of positive moves, e.g. subtraction:1,2")
	}
	if rest, ok := strings.CutPrefix(strings.TrimSpace(params), "all-but:"); ok {
		return parseAllBut(rest)
	}
	moves, err := ParseInts(params, "subtraction move")
	if err != nil {
		return nil, err
	}
	set, err := subtraction.NewSet(moves)
	if err != nil {
		return nil, err
	}
	return &Spec{Text: set.String(), Game: set, Arity: 1}, nil
}

// parseAllBut reads the excluded moves of subtraction:all-but:S (S may
// be empty: all-but: is Nim).
func parseAllBut(params string) (*Spec, error) {
	var excluded []int
	if strings.TrimSpace(params) != "" {
		var err error
		if excluded, err = ParseInts(params, "excluded move"); err != nil {
			return nil, err
		}
	}
	a, err := subtraction.NewAllBut(excluded)
	if err != nil {
		return nil, err
	}
	return &Spec{Text: a.String(), Game: a, Arity: 1}, nil
}

func parseTakeBreak(params string, hasParams bool) (*Spec, error) {
	if !hasParams {
		return nil, errors.New("takebreak needs a code: want takebreak:CODE, e.g. takebreak:4!.0 or takebreak:0.[3]")
	}
	g, err := takebreak.ParseGame(strings.TrimSpace(params))
	if err != nil {
		return nil, err
	}
	return &Spec{Text: g.String(), Game: g}, nil
}

func parseHex(params string, hasParams bool) (*Spec, error) {
	if !hasParams {
		return nil, errors.New("hex needs a code: want hex:CODE, e.g. hex:0.3F")
	}
	g, err := takebreak.ParseHex(strings.TrimSpace(params))
	if err != nil {
		return nil, err
	}
	return &Spec{Text: g.String(), Game: g}, nil
}

func parseOctal(params string, hasParams bool) (*Spec, error) {
	if !hasParams {
		return nil, errors.New("octal needs a code: want octal:CODE, e.g. octal:0.77")
	}
	code := strings.TrimSpace(params)
	if len(code) > octal.MaxDigits+8 {
		return nil, fmt.Errorf("octal code %s is too long: at most %d digits after the point are supported", Quote(code), octal.MaxDigits)
	}
	r, err := octal.Parse(code)
	if err != nil {
		return nil, err
	}
	return &Spec{Text: r.String(), Game: r}, nil
}

// Params parses "k=v,k=v" into integers, accepting only the given keys,
// each at most once; missing keys keep their defaults. Values are numbers
// as ParseNumber reads them (p=2, p=2^10).
func Params(text string, defaults map[string]int) (map[string]int, error) {
	out := map[string]int{}
	for k, v := range defaults {
		out[k] = v
	}
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("empty parameter list: want %s", paramHelp(defaults))
	}
	given := map[string]string{}
	for _, item := range strings.Split(text, ",") {
		key, value, ok := strings.Cut(strings.TrimSpace(item), "=")
		key = strings.TrimSpace(key)
		if _, known := defaults[key]; !ok || !known {
			return nil, fmt.Errorf("parameter %s: want %s", Quote(item), paramHelp(defaults))
		}
		if first, twice := given[key]; twice {
			return nil, fmt.Errorf("parameter %s given twice (%s=%s and %s=%s): give it once", key, key, Elide(first), key, Elide(strings.TrimSpace(value)))
		}
		given[key] = strings.TrimSpace(value)
		v, err := ParseInt(value, "parameter "+key+"=", math.MinInt, math.MaxInt)
		if err != nil {
			return nil, err
		}
		out[key] = v
	}
	return out, nil
}

func paramHelp(defaults map[string]int) string {
	var keys []string
	for k := range defaults {
		keys = append(keys, k+"=N")
	}
	sort.Strings(keys)
	return strings.Join(keys, ",")
}

// pm reads the optional parameters p and m (default 1 each).
func pm(params string, hasParams bool) (p, m int, err error) {
	if !hasParams {
		return 1, 1, nil
	}
	kv, err := Params(params, map[string]int{"p": 1, "m": 1})
	return kv["p"], kv["m"], err
}

func parseWythoff(params string, hasParams bool) (*Spec, error) {
	p, m, err := pm(params, hasParams)
	if err != nil {
		return nil, err
	}
	g, err := wythoff.NewGame(p, m)
	if err != nil {
		return nil, err
	}
	return &Spec{Text: g.String(), Game: g.Plain(), Arity: 2}, nil
}

func parseImitation(params string, hasParams bool) (*Spec, error) {
	p, m, err := pm(params, hasParams)
	if err != nil {
		return nil, err
	}
	r, err := imitation.NewRules(p, m)
	if err != nil {
		return nil, err
	}
	return &Spec{Text: r.String(), Game: imitation.NewGame(r), Arity: 2, Record: true}, nil
}

// Alter returns the spec of s with finitely many positions declared P and
// N (Sleator, Hu and Tsin 2024); s must be a two-pile game.
func (s *Spec) Alter(alt game.Alteration) (*Spec, error) {
	twoHeaps := s.Arity == 2 || (s.Arity == 0 && s.Big) // nim, nimble, hackenbush on two heaps
	if !twoHeaps || s.IsSum() || s.Record {
		return nil, fmt.Errorf("alterations apply to two-pile games; %s is not one", s.Text)
	}
	plain, err := game.NewAltered(s.Game, alt, 2)
	if err != nil {
		return nil, err
	}
	var g game.Game = plain
	if rules, ok := columnRules(s.Game); ok {
		if g, err = nimhoff.NewAltered(rules, plain); err != nil {
			return nil, err
		}
	}
	altered := *s
	altered.Game, altered.Alteration = g, alt
	altered.Arity, altered.Big = 2, false
	altered.Text = s.Text + " altered " + alt.String()
	return &altered, nil
}

// Misere returns the spec of s played under the misère convention: the
// player who cannot move wins (the fast paths of misere.Of: Bouton's
// misère rule, misère Wythoff, sums of tame heaps by genus).
func (s *Spec) Misere() *Spec {
	m := *s
	m.Game = misere.Of(s.Game)
	m.Inner = s.Game
	m.Text = "misère " + s.Text
	return &m // a misère sum keeps its components for its positions, but is played as one game
}

// Sum returns the sum of s's components (under normal play for a misère
// spec, whose positions are written the same way).
func (s *Spec) Sum() game.Sum {
	if sum, ok := s.Game.(game.Sum); ok {
		return sum
	}
	if sum, ok := s.Inner.(game.Sum); ok {
		return sum
	}
	return game.Sum{}
}

// columnRules returns the Linear Nimhoff rules of g when the column
// algorithm answers its alterations: Wythoff, or rules with (1,0), (0,1).
func columnRules(g game.Game) (nimhoff.Rules, bool) {
	if rules, ok := g.(nimhoff.Rules); ok && rules.Columnar() {
		return rules, true
	}
	if w, ok := wythoff.Unwrap(g); ok && w.P == 1 && w.M == 1 {
		return nimhoff.Wythoff(), true
	}
	return nil, false
}

// ParseRecord parses a game record of a game with memory into its final
// state, naming the step that is illegal.
func (s *Spec) ParseRecord(text string) (imitation.State, error) {
	g, ok := s.Game.(imitation.Game)
	if !ok {
		return imitation.State{}, fmt.Errorf("%s has no memory; give a position, not a record", s.Text)
	}
	positions, err := imitation.ParseRecord(text)
	if err != nil {
		return imitation.State{}, err
	}
	for _, p := range positions {
		if p[0] > imitation.MaxPile || p[1] > imitation.MaxPile {
			return imitation.State{}, fmt.Errorf("imitation: piles up to %d are supported; %v is larger", imitation.MaxPile, p)
		}
	}
	return g.FromRecord(positions)
}

func parseNimhoff(params string, hasParams bool) (*Spec, error) {
	if !hasParams || strings.TrimSpace(params) == "" {
		return nil, errors.New("nimhoff needs rules: want nimhoff:a,b/a,b/…, e.g. nimhoff:1,0/0,1/1,1")
	}
	var vectors []nimhoff.Vector
	for _, part := range strings.Split(params, "/") {
		v, err := ParseInts(part, "rule entry")
		if err != nil {
			return nil, err
		}
		if len(v) != 2 {
			return nil, fmt.Errorf("rule %q: want two entries a,b", part)
		}
		vectors = append(vectors, nimhoff.Vector{A: v[0], B: v[1]})
	}
	r, err := nimhoff.NewRules(vectors)
	if err != nil {
		return nil, err
	}
	return &Spec{Text: r.String(), Game: r, Arity: 2}, nil
}

func parseDr(params string, hasParams bool) (*Spec, error) {
	if !hasParams {
		return nil, errors.New("dr needs r: want dr:r=R, e.g. dr:r=2")
	}
	kv, err := Params(params, map[string]int{"r": 1})
	if err != nil {
		return nil, err
	}
	g, err := wythoff.NewDr(kv["r"])
	if err != nil {
		return nil, err
	}
	return &Spec{Text: g.String(), Game: g, Arity: 2}, nil
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
	sum := &Spec{Family: "sum"}
	var games []game.Game
	var names []string
	for i, part := range parts {
		if strings.TrimSpace(part) == "" {
			return nil, fmt.Errorf("sum %s: component %d is empty", Quote(text), i+1)
		}
		c, err := parseOne(part)
		if err != nil {
			return nil, fmt.Errorf("sum component %d: %w", i+1, err)
		}
		if c.Record {
			return nil, fmt.Errorf("sum component %d: %s is a game with memory (its positions are game records), so it has no Sprague-Grundy values and cannot be part of a sum", i+1, c.Text)
		}
		sum.Components = append(sum.Components, c)
		games = append(games, c.Game)
		names = append(names, c.Text)
	}
	sum.Game = game.Sum{Components: games}
	sum.Text = strings.Join(names, " + ")
	return sum, nil
}

func parseOne(text string) (*Spec, error) {
	text = strings.TrimSpace(text)
	name, params, hasParams := strings.Cut(text, ":")
	name = strings.ToLower(strings.TrimSpace(name))
	for _, f := range families {
		if f.Name == name {
			s, err := f.parse(params, hasParams)
			if err != nil {
				return nil, fmt.Errorf("game %s: %w", Quote(text), err)
			}
			s.Family = f.Name
			return s, nil
		}
	}
	names := make([]string, len(families))
	for i, f := range families {
		names[i] = f.Name
	}
	sort.Strings(names)
	return nil, fmt.Errorf("unknown game %s: want one of %s", Quote(name), strings.Join(names, ", "))
}

// ParseInts parses a comma-separated list of integers that fit in an int
// (each as ParseNumber reads it); what names the items in errors
// ("subtraction move").
func ParseInts(text, what string) ([]int, error) {
	var out []int
	for _, tok := range strings.Split(text, ",") {
		if strings.TrimSpace(tok) == "" {
			return nil, fmt.Errorf("empty %s in %s: want integers joined by commas", what, Quote(text))
		}
		v, err := ParseInt(tok, what, math.MinInt, math.MaxInt)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
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
	var out []*big.Int
	for _, tok := range strings.Split(text, ",") {
		tok = strings.TrimSpace(tok)
		if tok == "" {
			return nil, fmt.Errorf("position %s has an empty coordinate: want numbers joined by commas", Quote(text))
		}
		v, err := ParseNumber(tok)
		switch {
		case errors.Is(err, ErrNotNumber):
			return nil, fmt.Errorf("position %s: %s is not a whole number", Quote(text), Quote(tok))
		case err != nil:
			return nil, fmt.Errorf("position %s: %w", Quote(text), err)
		case v.Sign() < 0:
			return nil, fmt.Errorf("position %s: %s is negative; heaps and piles are >= 0", Quote(text), Quote(tok))
		}
		out = append(out, v)
	}
	if s.Arity > 0 && len(out) != s.Arity {
		return nil, fmt.Errorf("position %s has %d coordinates; %s wants %d", Quote(text), len(out), s.Text, s.Arity)
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
	values, err := s.ParseBig(text)
	if err != nil {
		return nil, err
	}
	p := make(game.Position, len(values))
	for i, v := range values {
		if !v.IsInt64() || v.Int64() > MaxCoordinate {
			return nil, fmt.Errorf("position %s: %s is too large for %s (at most 2^62)", Quote(text), Elide(v.String()), s.Text)
		}
		p[i] = int(v.Int64())
	}
	if err := s.Game.Check(p); err != nil {
		return nil, fmt.Errorf("position %s: %w", Quote(text), err)
	}
	return p, nil
}

// SplitSumPosition splits a sum's position at "+" into one text per
// component.
func (s *Spec) SplitSumPosition(text string) ([]string, error) {
	parts := strings.Split(text, "+")
	if len(parts) != len(s.Components) {
		return nil, fmt.Errorf("position %s has %d parts; the sum %s has %d components (join them with +)", Quote(text), len(parts), s.Text, len(s.Components))
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

// ParseSize reads a size or count in 0..max, written as ParseNumber reads
// numbers (20, 2^24, 10^6).
func ParseSize(text string, max int) (int, error) {
	return ParseInt(text, "size", 0, max)
}
