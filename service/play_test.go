package service_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// The losing computer plays the slowest loss by remoteness (Smith): at Nim
// 5,5 every move loses, and taking one token (remoteness 9) lasts longest,
// where emptying a heap (5,5 -> 0,5, remoteness 1) ends at once. The
// computer once scored moves by the length of the position's text.
func TestLosingComputerPlaysTheSlowestLoss(t *testing.T) {
	tests := []struct{ game, pos, want string }{
		{"nim", "5,5", "4,5"},
		{"nim", "3,3,0", "2,3,0"},
		{"subtraction:1,2", "9", "8"},
	}
	for _, tt := range tests {
		r, err := (&service.Service{Limits: service.ServerLimits}).Reply(mustGame(t, tt.game), tt.pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Move.To != tt.want {
			t.Errorf("Reply(%s, %s) moved to %s; want the slowest loss %s", tt.game, tt.pos, r.Move.To, tt.want)
		}
	}
}

// Misère Nim is played at any size the page allows: Bouton's misère rule
// answers, so play is not refused by the brute-force solver's estimate
// (30,40,50,60 was refused at 603 MiB while /api/moves answered at once).
func TestMisereNimPlaysUnderServerLimits(t *testing.T) {
	l := &service.Service{Limits: service.ServerLimits}
	misereNim := mustGame(t, "nim", spec.Options{Misere: true})
	st, err := l.Play(misereNim, "30,40,50,60", nil)
	if err != nil || st.Outcome != "N" {
		t.Fatalf("Play(misère nim 30,40,50,60) = %s, %v; want N", st.Outcome, err)
	}
	r, err := l.Reply(misereNim, "30,40,50,60", nil)
	if err != nil {
		t.Fatal(err)
	}
	after, err := l.Play(mustGame(t, "nim"), r.Move.To, nil)
	if err != nil || after.Outcome != "P" {
		t.Errorf("the computer moved to %s, outcome %s (%v); want a misère P-position", r.Move.To, after.Outcome, err)
	}
}

// Every preset starts a student in a position that can be won: an
// N-position under its own rules (4 of the 16 presets started in a lost
// position, issue 25), declared alterations included.
func TestPresetsStartWon(t *testing.T) {
	presets := append([]game.Preset{}, spec.SumPresets...)
	for _, f := range spec.Families() {
		presets = append(presets, f.Presets...)
	}
	for _, p := range presets {
		l := &service.Service{Limits: service.ServerLimits}
		var alt game.Alteration
		if p.Alter != "" {
			for _, part := range strings.Split(p.Alter, ";") {
				kind, pos, _ := strings.Cut(strings.TrimSpace(part), " ")
				v, err := grammar.ParseInts(pos, "coordinate")
				if err != nil || len(v) != 2 {
					t.Fatalf("preset %q: alteration %q", p.Label, part)
				}
				if kind == "P" {
					alt.P = append(alt.P, game.Position{v[0], v[1]})
				} else {
					alt.N = append(alt.N, game.Position{v[0], v[1]})
				}
			}
		}
		st, err := l.Play(mustGame(t, p.Game, spec.Options{Alteration: alt}), p.Start, nil)
		if err != nil || st.Outcome != "N" || st.Over {
			t.Errorf("preset %q starts at %s: outcome %s, over %v, %v; want a position the player to move wins", p.Label, p.Start, st.Outcome, st.Over, err)
		}
	}
}
