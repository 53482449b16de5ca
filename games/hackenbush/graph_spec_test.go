package hackenbush_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// TestGraphSpec plays Green Hackenbush on graphs through the spec grammar,
// as the command line and the lab do: normal play and misère play, with
// values worked out by hand from the rules.
func TestGraphSpec(t *testing.T) {
	ctx := context.Background()
	s, err := spec.Parse("greenhackenbush")
	if err != nil {
		t.Fatal(err)
	}
	if s.Shape != game.Graph {
		t.Errorf("shape %v; want graph", s.Shape)
	}
	triangle, err := s.ParsePosition("edges:2-0, 1-2 ,0-1")
	if err != nil {
		t.Fatal(err)
	}
	e := game.NewEngine(s.Game)
	if g, err := e.Grundy(ctx, triangle); err != nil || g != 1 {
		t.Errorf("triangle: G = %d (%v); want 1 (options 2, 2, 0)", g, err)
	}
	moves, err := e.WinningMoves(ctx, triangle)
	if err != nil || len(moves) != 1 || game.FormatPosition(s.Game, moves[0]) != "edges:0-1,0-2" {
		t.Errorf("triangle: winning moves %v (%v); want the top edge cut, edges:0-1,0-2", moves, err)
	}
	// Misère play: a loop at the ground is lost by the player to move (the
	// only cut leaves the bare ground, where the player to move wins), and
	// so is the triangle, whose options are a stalk of 2 and two stalks of
	// 1, both misère N-positions (misère Nim).
	m := game.NewEngine(s.Misere().Game)
	for _, text := range []string{"edges:0-0", "edges:0-1,1-2,2-0"} {
		p, err := s.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		if o, err := m.Outcome(ctx, p); err != nil || o != game.P {
			t.Errorf("misère %s: %v (%v); want P", text, o, err)
		}
	}
	if _, err := s.ParsePosition("edges:0-1,5-6"); err == nil || strings.Contains(err.Error(), "\n") {
		t.Errorf("a fallen edge: %v; want a one-line error", err)
	}
}
