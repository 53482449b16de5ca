package game

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/grammar"
)

// A Family is a family of games as its package defines it: its name and the
// grammar of its parameters, how to build a game from them, a short text of
// its rules, and starting points for the lab. Each family's package exports
// its Family values, read from the Markdown document it embeds
// (MustFamily); the spec package lists them, one line each, and
// nothing above the games' packages knows a family by its name: the
// commands, the server and the page read the Family and the capabilities
// of the games it builds (Shaper, PositionCodec, Blocker, …).
type Family struct {
	// Name is what the grammar calls it: "wythoff", "octal".
	Name string
	// Syntax shows the parameters: "wythoff[:p=P,m=M]".
	Syntax string
	// Example is a game and a position: "wythoff:p=2,m=3 4,10".
	Example string
	// Summary is one line for help.
	Summary string
	// Rules is a short paragraph a student can play from; its line
	// breaks are spaces (RulesParagraph joins them). Its first paragraph
	// says how the game is played; paragraphs after a blank line say
	// what is known of how to win (a theorem, the P-positions), which a
	// coach hides until asked (PlayParagraph and TheoryParagraph).
	Rules string
	// Presets are games of the family worth starting from.
	Presets []Preset
	// Parse builds a game from the text after the colon; hasParams says
	// whether the spec had a colon at all.
	Parse func(params string, hasParams bool) (Game, error)
}

// RulesParagraph returns the rules text as one paragraph, its line breaks
// and runs of spaces made single spaces.
func (f Family) RulesParagraph() string { return strings.Join(strings.Fields(f.Rules), " ") }

// PlayParagraph returns the first paragraph of the rules text, how the
// game is played, as one paragraph.
func (f Family) PlayParagraph() string {
	play, _ := f.rulesParts()
	return play
}

// TheoryParagraph returns the paragraphs of the rules text after the
// first, what is known of how to win, as one paragraph ("" when none).
func (f Family) TheoryParagraph() string {
	_, theory := f.rulesParts()
	return theory
}

func (f Family) rulesParts() (play, theory string) {
	text := strings.TrimSpace(strings.ReplaceAll(f.Rules, "\r\n", "\n"))
	first, rest, _ := strings.Cut(text, "\n\n")
	return strings.Join(strings.Fields(first), " "), strings.Join(strings.Fields(rest), " ")
}

// A Preset is a named game of a family with a starting position; Start is
// an N-position, so that a student who plays well wins.
type Preset struct {
	Label string `json:"label"`
	Game  string `json:"game"`
	// Alter declares positions P or N, as the lab writes them: "P 3,4; N 0,0".
	Alter string `json:"alter,omitempty"`
	Start string `json:"start"`
}

// Shape says how the positions of a game are laid out and written.
type Shape int

const (
	// Heaps: any number of heaps, written 3,5,7. The game on a list of
	// heaps is the sum of the games on each heap.
	Heaps Shape = iota
	// OneHeap: exactly one heap.
	OneHeap
	// TwoPiles: exactly two coordinates (x, y), written x,y.
	TwoPiles
	// Record: a game with memory; a position is the game record (every
	// position from the start, joined by "/"), and the game decodes it to
	// the state that decides the rest of play (see PositionCodec).
	Record
	// Composite: a sum of games, whose positions join the components'
	// positions with "+".
	Composite
	// Graph: a graph (Node Kayles, Arc Kayles), written and read by the
	// game's PositionCodec (path:12, edges:1-2,2-3); not drawn as heaps or
	// piles. Its value is the nim-sum of its components'.
	Graph
)

var shapeNames = [...]string{Heaps: "heaps", OneHeap: "one heap", TwoPiles: "two piles", Record: "record", Composite: "sum", Graph: "graph"}

// String names the shape: "heaps", "one heap", "two piles", "record", "sum",
// "graph".
func (s Shape) String() string {
	if s < 0 || int(s) >= len(shapeNames) {
		return "Shape(" + strconv.Itoa(int(s)) + ")"
	}
	return shapeNames[s]
}

// Shaper is implemented by games that say how their positions are laid
// out. A game that does not is taken to be played on heaps.
type Shaper interface {
	Shape() Shape
}

// ShapeOf returns the shape of g's positions: g's own when it says, sums
// are Composite, and every other game is played on Heaps.
func ShapeOf(g Game) Shape {
	if s, ok := g.(Shaper); ok {
		return s.Shape()
	}
	if _, ok := g.(Sum); ok {
		return Composite
	}
	return Heaps
}

// Coordinates returns the number of coordinates of a position of shape s,
// or 0 when any number is allowed (heaps, records, sums).
func (s Shape) Coordinates() int {
	switch s {
	case OneHeap:
		return 1
	case TwoPiles:
		return 2
	}
	return 0
}

// OnTwoPiles reports whether positions of shape s can be drawn as pairs
// (x, y): two piles, and two heaps of a heap game.
func (s Shape) OnTwoPiles() bool { return s == TwoPiles || s == Heaps }

// OnOneHeap reports whether the game can be valued heap by heap: one-heap
// games and heap games.
func (s Shape) OnOneHeap() bool { return s == OneHeap || s == Heaps }

// PositionCodec is implemented by games whose positions are not written as
// their coordinates joined by commas: a game with memory reads a game
// record into the state it decodes to, and writes a state as the position
// a record shows for it.
type PositionCodec interface {
	// ParsePosition reads a position as the command line writes it.
	ParsePosition(text string) (Position, error)
	// FormatPosition writes the position a move leads to as a record
	// shows it (for a record: its last entry, such as 3,5).
	FormatPosition(p Position) string
}

// CodecOf returns the PositionCodec of g, or of the game g wraps (misère
// play keeps the game's positions), if it has one.
func CodecOf(g Game) (PositionCodec, bool) { return As[PositionCodec](g) }

// FormatPosition writes p as g writes its positions: through g's
// PositionCodec, else its coordinates joined by commas.
func FormatPosition(g Game, p Position) string {
	if c, ok := CodecOf(g); ok {
		return c.FormatPosition(p)
	}
	return p.String()
}

// ExtendRecord returns the record of a game with memory after a move to p:
// the record, "/", and p as the game writes it.
func ExtendRecord(g Game, record string, p Position) string {
	return strings.TrimSpace(record) + "/" + FormatPosition(g, p)
}

// NoParameters is the Parse of a family of one game without parameters:
// it returns g, or an error when the spec has a colon.
func NoParameters(g Game) func(params string, hasParams bool) (Game, error) {
	return func(_ string, hasParams bool) (Game, error) {
		if hasParams {
			return nil, fmt.Errorf("%s takes no parameters", g)
		}
		return g, nil
	}
}

// NeedsParameters is the Parse of a family whose games need parameters:
// it builds the game with parse from the text after the colon, trimmed,
// or returns the error need ("octal needs a code: want octal:CODE, e.g.
// octal:0.77") when the spec has no colon or nothing after it.
func NeedsParameters[G Game](need string, parse func(params string) (G, error)) func(params string, hasParams bool) (Game, error) {
	return func(params string, hasParams bool) (Game, error) {
		params, err := grammar.Required(params, hasParams, need)
		if err != nil {
			return nil, err
		}
		return parse(params)
	}
}
