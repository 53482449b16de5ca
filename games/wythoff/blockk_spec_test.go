package wythoff_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func TestBlockingSpec(t *testing.T) {
	for _, tt := range []struct{ text, want, err string }{
		{text: "wythoff:block=3", want: "wythoff:block=3"},
		{text: "wythoff: block = 2", want: "wythoff:block=2"},
		{text: "wythoff:block=1", want: "wythoff"},
		{text: "wythoff:p=2,m=3", want: "wythoff:p=2,m=3"},
		{text: "wythoff", want: "wythoff"},
		{text: "wythoff:block=0", err: "want 1 <= block"},
		{text: "wythoff:block=2,p=2", err: "two games"},
		{text: "wythoff:m=1,block=2", err: "two games"},
		{text: "wythoff:block=2,block=3", err: "twice"},
		{text: "wythoff:block=2,x=3", err: "want block=N,m=N,p=N"},
		{text: "wythoff:p=2,x=3", err: "want m=N,p=N"},
	} {
		s, err := spec.Parse(tt.text)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: %v; want an error with %q", tt.text, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.text, err)
			continue
		}
		if got := s.Game.String(); got != tt.want {
			t.Errorf("%s parses to %s; want %s", tt.text, got, tt.want)
		}
		again, err := spec.Parse(s.Game.String())
		if err != nil || again.Game != s.Game {
			t.Errorf("%s: %s parses back to %v, %v", tt.text, s.Game, again.Game, err)
		}
	}
	s, err := spec.Parse("wythoff:block=4")
	if err != nil {
		t.Fatal(err)
	}
	if g, ok := s.Game.(wythoff.BlockingGame); !ok || g.K != 4 {
		t.Errorf("wythoff:block=4 is %#v", s.Game)
	}
}

// TestBlockingPreset: the family's block=2 preset starts at an N-position
// and its rules speak of blocking any option.
func TestBlockingPreset(t *testing.T) {
	found := false
	for _, p := range wythoff.Family.Presets {
		if p.Game != "wythoff:block=2" {
			continue
		}
		found = true
		s, err := spec.Parse(p.Game)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := s.ParsePosition(p.Start)
		if err != nil {
			t.Fatal(err)
		}
		o, err := game.NewSolver(s.Game).Outcome(pos)
		if err != nil || o != game.N {
			t.Errorf("preset %q starts at %s: %v, %v; want N", p.Label, p.Start, o, err)
		}
	}
	if !found {
		t.Error("no preset for wythoff:block=2")
	}
	if !strings.Contains(wythoff.Family.RulesParagraph(), "block=K") {
		t.Error("the rules do not explain block=K")
	}
}

// TestBlockingPlay plays the block=2 preset in the lab: the computer moves
// to a P-position and blocks the one P-position left to the person (any
// option may be blocked, here a move on one pile), and every unblocked
// reply loses.
func TestBlockingPlay(t *testing.T) {
	l := &service.Service{}
	blockTwo, err := service.ParseGame("wythoff:block=2", spec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := l.Reply(blockTwo, "6,9", nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.State.Outcome != "P" || len(r.Blocks) > 1 {
		t.Fatalf("the computer moved to %s (%s) and blocked %v", r.Move.To, r.State.Outcome, r.Blocks)
	}
	s, err := spec.Parse("wythoff:block=2")
	if err != nil {
		t.Fatal(err)
	}
	at, err := s.ParsePosition(r.Move.To)
	if err != nil {
		t.Fatal(err)
	}
	blocked := map[[2]int]bool{}
	for _, b := range r.Blocks {
		blocked[b] = true
	}
	solver := game.NewSolver(s.Game)
	for _, q := range s.Game.Options(at) {
		if blocked[[2]int{q[0], q[1]}] {
			continue
		}
		if o, err := solver.Outcome(q); err != nil || o != game.N {
			t.Errorf("after %s with %v blocked, the reply %v is %v, %v; want N", r.Move.To, r.Blocks, q, o, err)
		}
	}
}
