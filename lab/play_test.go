package lab_test

import (
	"testing"

	"github.com/mex-cgt/mex/lab"
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
		r, err := (&lab.Lab{Limits: lab.ServerLimits}).Reply(tt.game, tt.pos, nil)
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
	l := (&lab.Lab{Limits: lab.ServerLimits}).Misere(true)
	st, err := l.Play("nim", "30,40,50,60", nil)
	if err != nil || st.Outcome != "N" {
		t.Fatalf("Play(misère nim 30,40,50,60) = %s, %v; want N", st.Outcome, err)
	}
	r, err := l.Reply("nim", "30,40,50,60", nil)
	if err != nil {
		t.Fatal(err)
	}
	after, err := l.Play("nim", r.Move.To, nil)
	if err != nil || after.Outcome != "P" {
		t.Errorf("the computer moved to %s, outcome %s (%v); want a misère P-position", r.Move.To, after.Outcome, err)
	}
}
