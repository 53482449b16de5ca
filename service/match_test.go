package service_test

import (
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// In (2,3)-Wythoff the person may block the computer's diagonal options
// after moving, as the computer blocks the person's: from 8,13 to 7,13 the
// computer's winning reply is 4,10 (Larsson 2009's pairs), and once the
// person blocks it the computer cannot play it.
func TestMatchPersonBlocks(t *testing.T) {
	l := &service.Service{}
	free, err := l.NewMatch(mustGame(t, "wythoff:p=2,m=3"), "8,13", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := free.Play("7,13"); err != nil {
		t.Fatal(err)
	}
	r, err := free.Reply()
	if err != nil || r.Move.To != "4,10" {
		t.Fatalf("unblocked reply from 7,13 = %s, %v; want 4,10", r.Move.To, err)
	}
	blocked, _ := l.NewMatch(mustGame(t, "wythoff:p=2,m=3"), "8,13", false)
	if err := blocked.Play("7,13"); err != nil {
		t.Fatal(err)
	}
	if err := blocked.Block([][2]int{{4, 10}}); err != nil {
		t.Fatal(err)
	}
	if r, err := blocked.Reply(); err != nil || r.Move.To == "4,10" {
		t.Errorf("blocked reply from 7,13 = %s, %v; 4,10 was blocked", r.Move.To, err)
	}
	for _, bad := range [][][2]int{{{7, 12}}, {{4, 10}, {3, 9}}, {{1, 1}}} {
		m, _ := l.NewMatch(mustGame(t, "wythoff:p=2,m=3"), "8,13", false)
		m.Play("7,13")
		if err := m.Block(bad); err == nil || !service.IsInputError(err) {
			t.Errorf("Block(%v) from 7,13 = %v; want an input error (not blockable, or more than p-1 = 1)", bad, err)
		}
	}
}

// Undo takes back the person's move and the computer's reply; moves out of
// turn, illegal moves and moves after the end are refused; the winner is
// the game's (a declared position ends play with its label).
func TestMatchUndoTurnsAndWinner(t *testing.T) {
	l := &service.Service{}
	m, err := l.NewMatch(mustGame(t, "nim"), "3,4", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play("9,9"); err == nil || !service.IsInputError(err) {
		t.Errorf("Play(9,9) from 3,4 = %v; want an input error", err)
	}
	if err := m.Play("3,3"); err != nil {
		t.Fatal(err)
	}
	if err := m.Play("3,2"); err == nil {
		t.Error("the person moved twice in a row")
	}
	if _, err := m.Reply(); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil || m.Position() != "3,4" || m.ComputersTurn() || len(m.Moves()) != 0 {
		t.Errorf("after Undo: %s, computer's turn %v, moves %v, %v; want 3,4, the person's turn, none", m.Position(), m.ComputersTurn(), m.Moves(), err)
	}
	if err := m.Undo(); err == nil {
		t.Error("Undo with no move made: no error")
	}
	// Wythoff altered P(3,4): moving to the declared P-position ends play,
	// and the computer, to move there, has lost.
	d, err := l.NewMatch(mustGame(t, "wythoff", spec.Options{Alteration: game.Alteration{P: []game.Position{{3, 4}}}}), "3,5", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Play("3,4"); err != nil {
		t.Fatal(err)
	}
	if w, err := d.Winner(); err != nil || w != "you" {
		t.Errorf("winner at the declared 3,4 = %q, %v; want you", w, err)
	}
	if err := d.Play("1,2"); err == nil {
		t.Error("a move after the end of play was accepted")
	}
}

// A game with memory keeps its record: each move extends it.
func TestMatchKeepsTheRecord(t *testing.T) {
	m, err := (&service.Service{}).NewMatch(mustGame(t, "imitation:p=2,m=1"), "2,3", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play("2,2"); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Reply(); err != nil {
		t.Fatal(err)
	}
	if got := m.Position(); len(got) < len("2,3/2,2/") || got[:8] != "2,3/2,2/" {
		t.Errorf("record after two moves = %q; want 2,3/2,2/…", got)
	}
	if !slices.Equal(m.Moves()[:1], []string{"2,2"}) {
		t.Errorf("moves = %v", m.Moves())
	}
}
