package service

import (
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// boardKinds are the boards game.Boarder documents, which the page draws.
var boardKinds = game.BoardKinds()

// Every family is played on a board the page draws, the one its package
// gives it; misère play and an alteration keep that board.
func TestEveryFamilyHasADocumentedBoard(t *testing.T) {
	server := &Service{Limits: ServerLimits}
	// the boards the families' packages give (issue 24): one family of each
	want := map[string]game.BoardKind{
		"nim": "heaps", "subtraction": "heaps", "kayles": "pins", "octal": "pins", "grundy": "pins",
		"takebreak": "pins", "turning": "coins", "nodekayles": "graph", "arckayles": "graph",
		"hackenbush": "ground", "greenhackenbush": "ground", "imitation": "record",
		"fibonacci-nim": "heap-last-move", "wythoff": "queen", "euclid": "queen",
		"chomp": "bar", "cram": "dominoes",
	}
	seen := map[game.BoardKind]bool{}
	for _, f := range Families().Families {
		if !slices.Contains(boardKinds, f.Board) {
			t.Errorf("family %s is played on %q, not one of the boards %v", f.Name, f.Board, boardKinds)
		}
		if w, ok := want[f.Name]; ok && f.Board != w {
			t.Errorf("family %s is played on %q; want %q", f.Name, f.Board, w)
		}
		seen[f.Board] = true
		text, _, _ := strings.Cut(f.Example, " ")
		if len(f.Presets) > 0 {
			text = f.Presets[0].Game
		}
		for _, opt := range boardOptions(text) {
			g, err := ParseGame(text, opt)
			if err != nil {
				continue // no misère play for games with memory; alterations for two-pile games only
			}
			d, err := server.Describe(g)
			if err != nil {
				t.Errorf("%s: %v", g.Text, err)
				continue
			}
			if d.Board != f.Board {
				t.Errorf("%s is played on %q; the family %s on %q", d.Spec, d.Board, f.Name, f.Board)
			}
		}
	}
	for _, k := range boardKinds {
		if !seen[k] {
			t.Errorf("no family is played on the board %q", k)
		}
	}
}

// boardOptions are the ways a game may be wrapped: misère play, an
// alteration, both.
func boardOptions(text string) []spec.Options {
	alt := game.Alteration{P: []game.Position{{1, 2}}}
	return []spec.Options{{Misere: true}, {Alteration: alt}, {Alteration: alt, Misere: true}}
}

// Nim on two heaps, altered, is still played on heaps (its alteration
// makes it a two-pile game, which the shape alone would draw as a queen),
// and a misère sum on heaps.
func TestWrappedGamesKeepTheirBoard(t *testing.T) {
	server := &Service{Limits: ServerLimits}
	for _, tt := range []struct {
		spec  string
		opt   spec.Options
		board game.BoardKind
	}{
		{"nim", spec.Options{Alteration: game.Alteration{P: []game.Position{{1, 2}}}}, "heaps"},
		{"kayles", spec.Options{Misere: true}, "pins"},
		{"turning:ruler", spec.Options{Misere: true}, "coins"},
		{"wythoff", spec.Options{Alteration: game.Alteration{N: []game.Position{{0, 0}}}, Misere: true}, "queen"},
		{"kayles + dawson", spec.Options{Misere: true}, "heaps"},
	} {
		g, err := ParseGame(tt.spec, tt.opt)
		if err != nil {
			t.Fatalf("%s: %v", tt.spec, err)
		}
		d, err := server.Describe(g)
		if err != nil {
			t.Fatal(err)
		}
		if d.Board != tt.board {
			t.Errorf("%s is played on %q; want %q", d.Spec, d.Board, tt.board)
		}
	}
}

// A graph's position reaches the page as the game writes it, so that the
// board draws path:4 or stalks:2 without knowing those names (the page once
// expanded seven named graphs itself).
func TestPlayWritesGraphsAsEdges(t *testing.T) {
	for _, tt := range []struct{ game, pos, want string }{
		{"nodekayles", "path:4", "edges:1-2,2-3,3-4"},
		{"greenhackenbush", "stalks:2", "edges:0-1,1-2"},
		{"nim", "3,4", ""},
	} {
		st, err := (&Service{}).Play(mustGame(t, tt.game), tt.pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.Written != tt.want {
			t.Errorf("%s at %s: written %q; want %q", tt.game, tt.pos, st.Written, tt.want)
		}
	}
}
