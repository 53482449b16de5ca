package service

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/misere"
	"github.com/mex-cgt/mex/spec"
)

// The descriptions of a few games, as the papers and the rules say they
// are: which view and board, which values, which capabilities.
func TestDescribe(t *testing.T) {
	server := &Service{Limits: ServerLimits}
	tableSide := -1 // the largest table ServerLimits admit
	for n := 0; server.checkCells(n) == nil; n++ {
		tableSide = n
	}
	type want struct {
		shape, view     string
		board           game.BoardKind
		values          bool
		upto            int
		blocking        int
		memory, sparse  bool
		period, offset  bool
		pairs, strategy bool
		rules           int
	}
	p34 := game.Alteration{P: []game.Position{{3, 4}}}
	tests := []struct {
		spec   string
		misere bool
		alter  game.Alteration
		want   want
	}{
		{"wythoff", false, game.Alteration{}, want{shape: "two piles", view: "twopile", board: "queen", values: true, upto: tableSide, pairs: true, rules: 1}},
		// (p,m)-Wythoff with p = 2: the previous player blocks one diagonal move (Larsson 2009)
		{"wythoff:p=2,m=3", false, game.Alteration{}, want{shape: "two piles", view: "twopile", board: "queen", upto: -1, blocking: 1, pairs: true, rules: 1}},
		{"imitation", false, game.Alteration{}, want{shape: "record", view: "record", board: "record", upto: -1, memory: true, strategy: true, rules: 1}},
		{"nim", false, game.Alteration{}, want{shape: "heaps", view: "twopile", board: "heaps", values: true, upto: tableSide, rules: 1}},
		{"kayles", false, game.Alteration{}, want{shape: "heaps", view: "oneheap", board: "pins", values: true, upto: ServerLimits.MaxValues, sparse: true, period: true, rules: 1}},
		// Kayles splits heaps: misère values come from genera, up to heap 48
		{"kayles", true, game.Alteration{}, want{shape: "heaps", view: "oneheap", board: "pins", upto: misere.MaxGenusHeap, rules: 1}},
		{"subtraction:1,2", false, game.Alteration{}, want{shape: "one heap", view: "oneheap", board: "heaps", values: true, upto: ServerLimits.MaxValues, period: true, rules: 1}},
		{"subtraction:1,2", true, game.Alteration{}, want{shape: "one heap", view: "oneheap", board: "heaps", upto: misere.MaxGenusLine, rules: 1}},
		{"grundy", false, game.Alteration{}, want{shape: "heaps", view: "oneheap", board: "pins", values: true, upto: ServerLimits.MaxValues, sparse: true, rules: 1}},
		{"subtraction:1,2 + subtraction:1,3", false, game.Alteration{}, want{shape: "sum", view: "twopile", board: "heaps", values: true, upto: tableSide, rules: 2}},
		{"kayles + dawson", false, game.Alteration{}, want{shape: "sum", view: "twopile", board: "heaps", values: true, upto: tableSide, rules: 2}},
		{"nim + nim + nim", false, game.Alteration{}, want{shape: "sum", view: "none", board: "heaps", values: true, upto: -1, rules: 3}},
		{"wythoff", false, p34, want{shape: "two piles", view: "twopile", board: "queen", upto: -1, offset: true, rules: 1}},
		// D_2 has no indexed pairs, so no translated overlay
		{"dr:r=2", false, p34, want{shape: "two piles", view: "twopile", board: "queen", upto: -1, rules: 1}},
		{"dr:r=2", false, game.Alteration{}, want{shape: "two piles", view: "twopile", board: "queen", values: true, upto: tableSide, rules: 1}},
	}
	for _, tt := range tests {
		g, err := ParseGame(tt.spec, spec.Options{Alteration: tt.alter, Misere: tt.misere})
		if err != nil {
			t.Errorf("ParseGame(%q, misère %v, %v): %v", tt.spec, tt.misere, tt.alter, err)
			continue
		}
		d, err := server.Describe(g)
		if err != nil {
			t.Errorf("Describe(%q, misère %v, %v): %v", tt.spec, tt.misere, tt.alter, err)
			continue
		}
		got := want{d.Shape, d.View, d.Board, d.HasValues, d.ValuesUpto, d.Blocking, d.Memory, d.Sparse, d.Period, d.OffsetOverlay, d.IndexedPairs, d.Strategy, len(d.Rules)}
		if got != tt.want {
			t.Errorf("Describe(%q, misère %v, %v):\n got %+v\nwant %+v", tt.spec, tt.misere, tt.alter, got, tt.want)
		}
		if d.Misere != tt.misere || d.Altered != !tt.alter.Empty() {
			t.Errorf("Describe(%q): misère %v altered %v", tt.spec, d.Misere, d.Altered)
		}
		for _, r := range d.Rules {
			if r.Rules == "" || r.Family == "" {
				t.Errorf("Describe(%q): rules %+v", tt.spec, r)
			}
		}
		if len(d.Presets) == 0 && !strings.HasPrefix(tt.spec, "dr") && tt.spec != "grundy" {
			t.Errorf("Describe(%q): no presets", tt.spec)
		}
	}
	if _, err := ParseGame("bogus", spec.Options{}); !IsInputError(err) {
		t.Errorf("ParseGame(bogus): %v; want an input error", err)
	}
	if _, err := ParseGame("imitation", spec.Options{Misere: true}); !IsInputError(err) {
		t.Errorf("ParseGame(imitation) under misère: %v; want an input error", err)
	}
}

// What a description promises, the service keeps: values up to values_upto
// and not beyond (where the limit is small enough to reach), the blocks
// of the game's Blocker, the offset overlay's picture, the strategy
// picture, the indexed pairs, the stats and the period: for every preset
// of every family, under normal and misère play.
func TestDescriptionsKeepTheirPromises(t *testing.T) {
	server := &Service{Limits: ServerLimits}
	fams := Families()
	if len(fams.Families) != len(spec.Families()) {
		t.Fatalf("Families lists %d families; the grammar has %d", len(fams.Families), len(spec.Families()))
	}
	presets := append([]game.Preset{}, fams.SumPresets...)
	for _, f := range fams.Families {
		if f.Rules == "" || f.Syntax == "" || f.Shape == "" || f.View == "" || f.Board == "" {
			t.Errorf("family %+v is missing a field", f)
		}
		presets = append(presets, f.Presets...)
	}
	for _, p := range presets {
		alt, err := parseAlteration(p.Alter)
		if err != nil {
			t.Fatalf("preset %q: %v", p.Label, err)
		}
		for _, mis := range []bool{false, true} {
			g, err := ParseGame(p.Game, spec.Options{Alteration: alt, Misere: mis})
			if mis && err != nil && strings.Contains(err.Error(), "memory") {
				continue
			}
			if err != nil {
				t.Errorf("preset %q (misère %v): %v", p.Label, mis, err)
				continue
			}
			d, err := server.Describe(g)
			if err != nil {
				t.Errorf("preset %q (misère %v): %v", p.Label, mis, err)
				continue
			}
			keeps(t, server, g, p, d)
		}
	}
}

func keeps(t *testing.T, l *Service, g *spec.Spec, p game.Preset, d GameDescription) {
	t.Helper()
	name := d.Spec
	if _, err := l.Play(g, p.Start, nil); err != nil {
		t.Errorf("%s: the preset's start %s does not play: %v", name, p.Start, err)
	}
	switch {
	case d.View == "oneheap" && d.ValuesUpto >= 0:
		n := min(d.ValuesUpto, 300)
		if d.Misere {
			n = min(n, 20) // misère values of games that split heaps take seconds near the limit
		}
		if _, err := l.GrundyUpto(g, n); err != nil {
			t.Errorf("%s: values_upto %d, but G(0..%d): %v", name, d.ValuesUpto, n, err)
		}
		if d.ValuesUpto < 300 {
			if _, err := l.GrundyUpto(g, d.ValuesUpto+1); err == nil {
				t.Errorf("%s: values_upto %d, but G(0..%d) is computed too", name, d.ValuesUpto, d.ValuesUpto+1)
			}
		}
	case d.View == "twopile" && d.ValuesUpto >= 0:
		if _, err := l.GrundyTable(g, 12); err != nil {
			t.Errorf("%s: values_upto %d, but the table to 12: %v", name, d.ValuesUpto, err)
		}
		if err := l.checkCells(d.ValuesUpto + 1); err == nil {
			t.Errorf("%s: a table of size %d is admitted beyond values_upto", name, d.ValuesUpto+1)
		}
	case d.View == "twopile" && !d.HasValues:
		if _, err := l.GrundyTable(g, 12); err == nil {
			t.Errorf("%s: no values described, but a table is computed", name)
		}
	}
	if b, ok := g.Game.(game.Blocker); ok != (d.Blocking > 0) || ok && b.BlockLimit() != d.Blocking {
		t.Errorf("%s: blocking %d; the game's Blocker says otherwise", name, d.Blocking)
	}
	if d.Blocking > 0 {
		st, err := l.Play(g, p.Start, nil)
		if err != nil || !hasBlockable(st) {
			t.Errorf("%s: blocking %d, but no move from %s is blockable (%v)", name, d.Blocking, p.Start, err)
		}
	}
	if d.OffsetOverlay {
		if err := l.Plot(g, PlotOptions{Kind: "ppos", Size: 20, Overlay: "offset"}, io.Discard); err != nil {
			t.Errorf("%s: offset_overlay, but the overlay: %v", name, err)
		}
	} else if d.Altered {
		if err := l.Plot(g, PlotOptions{Kind: "ppos", Size: 20, Overlay: "offset"}, io.Discard); err == nil {
			t.Errorf("%s: no offset overlay described, but mex plot draws one", name)
		}
	}
	if d.Strategy {
		if err := l.Plot(g, PlotOptions{Kind: "strategy", Size: 12}, io.Discard); err != nil {
			t.Errorf("%s: strategy, but the picture: %v", name, err)
		}
	}
	if d.IndexedPairs {
		if _, err := l.PPositionsByIndex(g, "0", 5); err != nil {
			t.Errorf("%s: indexed_pairs, but ppos --count: %v", name, err)
		}
	}
	if d.Sparse {
		if _, err := l.Stats(g, SequenceOptions{Upto: 100, Threads: 1}); err != nil {
			t.Errorf("%s: sparse, but stats: %v", name, err)
		}
		if _, err := l.StreamSequence(g, SequenceOptions{Upto: 100, Threads: 1}); err != nil {
			t.Errorf("%s: sparse, but the sparse engine: %v", name, err)
		}
	} else if _, err := l.StreamSequence(g, SequenceOptions{Upto: 100, Threads: 1}); err == nil {
		t.Errorf("%s: not sparse, but the sparse engine computes it", name)
	}
	if d.Period {
		if _, err := l.Period(g, 2000); err != nil && !errors.Is(err, game.ErrNoPeriod) {
			t.Errorf("%s: period, but mex period: %v", name, err)
		}
	}
}

func hasBlockable(st PlayState) bool {
	for _, m := range st.Moves {
		if m.Blockable {
			return true
		}
	}
	return false
}

// parseAlteration reads a preset's alteration: "P 3,4; N 0,0".
func parseAlteration(text string) (game.Alteration, error) {
	var alt game.Alteration
	for _, part := range strings.Split(text, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		kind, xy, _ := strings.Cut(part, " ")
		v, err := grammar.ParseInts(strings.TrimSpace(xy), "coordinate")
		if err != nil || len(v) != 2 {
			return alt, fmt.Errorf("alteration %q: want P x,y or N x,y (%v)", part, err)
		}
		p := game.Position(v)
		switch kind {
		case "P":
			alt.P = append(alt.P, p)
		case "N":
			alt.N = append(alt.N, p)
		default:
			return alt, errors.New("want P x,y or N x,y: " + part)
		}
	}
	return alt, nil
}
