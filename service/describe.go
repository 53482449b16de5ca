package service

import (
	"fmt"
	"math"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/misere"
	"github.com/mex-cgt/mex/spec"
)

// GameDescription says what a game is and what the service can do with it,
// read from the spec's Shape and from the capabilities its game declares
// (game/capability.go), never from its family's name: the page lays itself
// out from it (`GET /api/describe`).
type GameDescription struct {
	// Spec is the canonical spec, with " altered …" or "misère " as the
	// request's options apply them.
	Spec string `json:"text"`
	// Family is the family's name ("sum" for a sum).
	Family string `json:"family"`
	// Shape is game.Shape's name: "heaps", "one heap", "two piles",
	// "record" or "sum".
	Shape string `json:"shape"`
	// View is the picture of the explorer: "twopile" (a grid of pairs
	// (x,y): two-pile games, heap games on two heaps, sums of two one-heap
	// games), "oneheap" (the value sequence G(n)), "record" (the starts of
	// a game with memory) or "none".
	View string `json:"view"`
	// Board is how play is drawn and clicked, as the game says
	// (game.Boarder: "queen", "heaps", "pins", "coins", "graph", "ground",
	// "record", "heap-last-move", "bar" or "dominoes"), else by its shape: "queen" (two
	// piles), "record" (a game with memory) or "heaps". Misère play and
	// altered games keep the board of the game they wrap; a sum is played
	// on heaps.
	Board game.BoardKind `json:"board"`
	// HasValues says that positions have Sprague-Grundy values: normal
	// play, no declared positions, no memory, no blocking.
	HasValues bool `json:"has_values"`
	// ValuesUpto is the largest heap (view oneheap: grundy --upto) or
	// table size (view twopile: grundy --size) the service computes values
	// for under its limits and settings (misère values of games that
	// split heaps stop at misere.MaxGenusHeap); -1 when it computes none.
	ValuesUpto int `json:"values_upto"`
	// Blocking is the number of options the player who has just moved may
	// block (game.Blocker), 0 when none.
	Blocking int `json:"blocking"`
	// Memory: a game with memory (game.Rememberer), played on records.
	Memory bool `json:"memory"`
	// Sparse: the sparse-space engine computes it (mex stats: the rare
	// class of its values).
	Sparse bool `json:"sparse"`
	// Period: a periodicity theorem applies (mex period).
	Period bool `json:"period"`
	// OffsetOverlay: an altered game whose unaltered game has indexed
	// P-pairs, which mex plot --overlay offset draws translated.
	OffsetOverlay bool `json:"offset_overlay"`
	// IndexedPairs: P-positions are indexed pairs (mex ppos --count).
	IndexedPairs bool `json:"indexed_pairs"`
	// Strategy: the strategy picture of a game with memory (mex plot
	// --kind strategy).
	Strategy bool `json:"strategy"`
	// Provable: the service's prove command takes it (Service.Prove, mex prove
	// GAME): a two-pile game stating its moves as a formula over (ℕ,+)
	// (game.MoveFormulaer), without blocking.
	Provable bool `json:"provable"`
	// Misere and Altered repeat the request's options.
	Misere  bool `json:"misere"`
	Altered bool `json:"altered"`
	// Rules are the rules of the game's family, or of each component of
	// a sum, in order.
	Rules []GameRules `json:"rules"`
	// Presets are the family's starting points (a sum's: spec.SumPresets).
	Presets []game.Preset `json:"presets"`
}

// GameRules is the rules text of one game of a description: all of it
// (Rules), and in two parts, how the game is played (Play) and what is
// known of how to win (Theory, which a coach hides; "" when none).
type GameRules struct {
	Game   string `json:"game"`
	Family string `json:"family"`
	Rules  string `json:"rules"`
	Play   string `json:"play"`
	Theory string `json:"theory,omitempty"`
}

// Text prints the description as mex prints results.
func (d GameDescription) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: family %s, played on %s (view %s, board %s)\n", d.Spec, d.Family, d.Shape, d.View, d.Board)
	var can []string
	add := func(ok bool, what string) {
		if ok {
			can = append(can, what)
		}
	}
	add(d.HasValues, "Sprague-Grundy values")
	add(d.ValuesUpto >= 0, fmt.Sprintf("values up to %d", d.ValuesUpto))
	add(d.Blocking > 0, fmt.Sprintf("blocking of %d option(s)", d.Blocking))
	add(d.Memory, "memory (game records)")
	add(d.Sparse, "sparse-space statistics")
	add(d.Period, "a periodicity theorem")
	add(d.IndexedPairs, "indexed P-pairs")
	add(d.OffsetOverlay, "the offset overlay")
	add(d.Strategy, "a strategy picture")
	add(d.Provable, "an automatic proof of its P-positions")
	if len(can) == 0 {
		can = []string{"outcomes only"}
	}
	b.WriteString("  " + strings.Join(can, ", "))
	for _, r := range d.Rules {
		fmt.Fprintf(&b, "\n  %s: %s", r.Game, r.Rules)
	}
	return b.String()
}

// Describe describes the game s under its alteration and play
// convention, from its shape and its capabilities.
func (svc *Service) Describe(s *spec.Spec) (GameDescription, error) {
	return svc.describe(s), nil
}

func (svc *Service) describe(s *spec.Spec) GameDescription {
	g := s.Game
	d := GameDescription{
		Spec: s.Text, Family: s.Family, Shape: s.Shape.String(),
		View: viewOf(s), Board: boardOf(s),
		Misere: s.MiserePlay, Altered: !s.Alteration.Empty(),
		Rules: rulesOf(s), Presets: presetsOf(s),
	}
	d.HasValues = svc.engine(s).HasValues() && !s.MiserePlay && s.Alteration.Empty() && s.Shape != game.Record
	d.ValuesUpto = svc.valuesUpto(s, d.View, d.HasValues)
	if b, ok := g.(game.Blocker); ok {
		d.Blocking = max(0, b.BlockLimit())
	}
	_, d.Memory = g.(game.Rememberer)
	rules, engine := sparseRules(s)
	d.Sparse = engine
	// mex period: the octal periodicity theorem for the sparse engine's
	// games (not Grundy's game, which splits into unequal heaps only),
	// else the game's own PeriodProver
	_, prover := g.(game.PeriodProver)
	_, theorem := rules.PeriodTheorem()
	d.Period = engine && theorem || !engine && prover
	_, d.IndexedPairs = g.(game.PairIndexer)
	if dec, ok := g.(game.Declarer); ok && !dec.Declared().Empty() {
		_, d.OffsetOverlay = dec.Unwrap().(game.PairIndexer)
	}
	_, d.Strategy = g.(game.StrategyMapper)
	d.Provable = provable(s) == nil
	return d
}

// viewOf chooses the explorer's picture as mex plot chooses its default
// (defaultPicture): pairs (x,y) where positions are pairs, the sequence of
// heap values where a heap game is valued heap by heap.
func viewOf(s *spec.Spec) string {
	if s.Shape == game.Composite {
		if _, err := twoPiles(s); err == nil {
			return "twopile"
		}
		return "none"
	}
	switch defaultPicture(s) {
	case "strategy":
		return "record"
	case "sequence":
		return "oneheap"
	}
	if s.Shape.OnTwoPiles() {
		return "twopile"
	}
	return "none"
}

// boardOf is the board s is played on: its game's own (game.Boarder), or
// that of the game it wraps (misère play, an alteration), else the one
// its shape suggests.
func boardOf(s *spec.Spec) game.BoardKind {
	if s.Shape == game.Composite {
		return game.BoardHeaps
	}
	if b, ok := game.As[game.Boarder](s.Game); ok {
		return b.Board()
	}
	switch s.Shape {
	case game.TwoPiles:
		return game.BoardQueen
	case game.Record:
		return game.BoardRecord
	}
	return game.BoardHeaps
}

// valuesUpto is the largest n for which the service answers grundy --upto n
// (view oneheap) or grundy --size n (view twopile), or -1.
func (svc *Service) valuesUpto(s *spec.Spec, view string, hasValues bool) int {
	lim := svc.limits()
	_, misereValues := s.Game.(game.MisereValuer)
	if misereValues {
		// a game whose outcome follows its own rule (blocking, declared
		// positions) has no misère values
		_, rule := game.Unwrap(s.Game).(game.OutcomeRule)
		misereValues = !rule
	}
	if !hasValues && !misereValues {
		return -1
	}
	switch view {
	case "oneheap":
		n := min(lim.MaxValues, int(min(lim.MaxBytes/bytesPerValue-1, math.MaxInt32)))
		if misereValues {
			m, ok := misereHeapLimit(s.Game)
			if !ok {
				return -1
			}
			n = min(n, m)
		}
		return n
	case "twopile":
		side := int(math.Sqrt(float64(lim.MaxCells)))
		for side > 0 && int64(side)*int64(side) > int64(lim.MaxCells) {
			side--
		}
		for side > 0 && tableCost(side-1).Bytes > lim.MaxBytes {
			side--
		}
		return side - 1
	}
	return -1
}

// misereHeapLimit is the largest heap whose misère value G⁻ the genus
// solver computes for the heap game g plays in misère play:
// misere.MaxGenusHeap when some move splits a heap (the options are sums
// of many heaps), else misere.MaxGenusLine.
func misereHeapLimit(g game.Game) (int, bool) {
	ruler, ok := game.Unwrap(g).(game.HeapRuler)
	if !ok {
		return 0, false
	}
	rules, ok := ruler.HeapRules()
	if !ok {
		return 0, false
	}
	if rules.Splits() {
		return misere.MaxGenusHeap, true
	}
	return misere.MaxGenusLine, true
}

// rulesOf returns the rules of s's family, or of each component of a sum.
func rulesOf(s *spec.Spec) []GameRules {
	if s.IsSum() {
		var out []GameRules
		for _, c := range s.Components {
			out = append(out, rulesOf(c)...)
		}
		return out
	}
	f, _ := familyOf(s.Family)
	return []GameRules{{Game: s.Text, Family: s.Family, Rules: f.RulesParagraph(), Play: f.PlayParagraph(), Theory: f.TheoryParagraph()}}
}

func presetsOf(s *spec.Spec) []game.Preset {
	if s.IsSum() {
		return nonNil(spec.SumPresets)
	}
	f, _ := familyOf(s.Family)
	return nonNil(f.Presets)
}

func familyOf(name string) (game.Family, bool) {
	for _, f := range spec.Families() {
		if f.Name == name {
			return f, true
		}
	}
	return game.Family{}, false
}

func nonNil(p []game.Preset) []game.Preset {
	if p == nil {
		return []game.Preset{}
	}
	return p
}

// FamilyInfo is one family of the grammar as the service lists it: its
// grammar, rules and presets, and the shape, view and board of its first
// preset (or of its example) under normal play.
type FamilyInfo struct {
	Name    string         `json:"name"`
	Syntax  string         `json:"syntax"`
	Example string         `json:"example"`
	Summary string         `json:"summary"`
	Rules   string         `json:"rules"`
	Shape   string         `json:"shape,omitempty"`
	View    string         `json:"view,omitempty"`
	Board   game.BoardKind `json:"board,omitempty"`
	Presets []game.Preset  `json:"presets"`
}

// FamiliesResult lists the families (`GET /api/families`) and the sums
// worth starting from.
type FamiliesResult struct {
	Families   []FamilyInfo  `json:"families"`
	SumPresets []game.Preset `json:"sum_presets"`
}

// Text lists the families, one line each, with their presets.
func (r FamiliesResult) Text() string {
	var b strings.Builder
	for _, f := range r.Families {
		fmt.Fprintf(&b, "%-12s %-28s %s\n", f.Name, f.Syntax, f.Summary)
		for _, p := range f.Presets {
			fmt.Fprintf(&b, "%12s preset %s: %s from %s\n", "", p.Label, presetSpec(p), p.Start)
		}
	}
	for _, p := range r.SumPresets {
		fmt.Fprintf(&b, "%-12s preset %s: %s from %s\n", "sum", p.Label, p.Game, p.Start)
	}
	return strings.TrimRight(b.String(), "\n")
}

func presetSpec(p game.Preset) string {
	if p.Alter == "" {
		return p.Game
	}
	return p.Game + " altered " + p.Alter
}

// Families lists every family of the grammar (spec.Families, in its
// order) and the sum presets.
func Families() FamiliesResult {
	r := FamiliesResult{SumPresets: nonNil(spec.SumPresets)}
	for _, f := range spec.Families() {
		info := FamilyInfo{Name: f.Name, Syntax: f.Syntax, Example: f.Example, Summary: f.Summary, Rules: f.RulesParagraph(), Presets: nonNil(f.Presets)}
		text, _, _ := strings.Cut(f.Example, " ")
		if len(f.Presets) > 0 {
			text = f.Presets[0].Game
		}
		if s, err := spec.Parse(text); err == nil {
			info.Shape, info.View, info.Board = s.Shape.String(), viewOf(s), boardOf(s)
		}
		r.Families = append(r.Families, info)
	}
	return r
}
