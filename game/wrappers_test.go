package game_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
)

// misereOf is misère play of a game, written here with nothing but the
// rules so that the test depends on no fast path: a position with no move
// is won by the player to move.
type misereOf struct{ inner game.Game }

func (m misereOf) Check(p game.Position) error             { return m.inner.Check(p) }
func (m misereOf) Options(p game.Position) []game.Position { return m.inner.Options(p) }
func (m misereOf) String() string                          { return "misère " + m.inner.String() }
func (m misereOf) Unwrap() game.Game                       { return m.inner }
func (m misereOf) NextWins(p game.Position, isP func(game.Position) bool) bool {
	options := m.inner.Options(p)
	return len(options) == 0 || slices.ContainsFunc(options, isP)
}

// board is a game that says how it is drawn.
type board struct{ game.Game }

func (board) Board() game.BoardKind { return game.BoardHeaps }

func TestUnwrapAndAs(t *testing.T) {
	inner := board{nim.Game{}}
	g := misereOf{inner}
	if game.Unwrap(g) != game.Game(inner) {
		t.Errorf("Unwrap(%s) = %v; want the game it wraps", g, game.Unwrap(g))
	}
	if w := game.Unwrap(inner); w != nil {
		t.Errorf("Unwrap(%s) = %v; want nil for a game that wraps none", inner, w)
	}
	if b, ok := game.As[game.Boarder](g); !ok || b.Board() != "heaps" {
		t.Errorf("As[Boarder](%s) = %v, %v; want the wrapped game's board", g, b, ok)
	}
	if _, ok := game.As[game.PositionCodec](g); ok {
		t.Errorf("As[PositionCodec](%s) found one; no game in the chain has one", g)
	}
	// a concrete type: a sum inside misère play
	sum := game.Sum{Components: []game.Game{nim.Game{}, nim.Game{}}}
	if got, ok := game.As[game.Sum](misereOf{sum}); !ok || len(got.Components) != 2 {
		t.Errorf("As[Sum](misère sum) = %v, %v; want the sum", got, ok)
	}
	// an alteration is a wrapper too
	altered, err := game.NewAltered(inner, game.Alteration{P: []game.Position{{1, 1}}}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := game.As[game.Boarder](misereOf{altered}); !ok || b.Board() != "heaps" {
		t.Errorf("As[Boarder] through misère play and an alteration = %v, %v; want the base game's board", b, ok)
	}
	var dec game.Declarer = altered
	if dec.Unwrap() != game.Game(inner) {
		t.Errorf("the altered game unwraps to %v; want its base game", dec.Unwrap())
	}
}

// TestWrapperKeepsItsOwnOutcomes is the trap of As: the game inside misère
// play has a GrundyValuer and an Outcomer, which answer normal play. The
// engine of the misère game must not use them: at 1,1,1 normal Nim is N
// (nim-sum 1), misère Nim P (an odd number of 1-heaps).
func TestWrapperKeepsItsOwnOutcomes(t *testing.T) {
	ctx := context.Background()
	g := misereOf{nim.Game{}}
	p := game.Position{1, 1, 1}
	normal, ok := game.As[game.GrundyValuer](g)
	if !ok {
		t.Fatal("As[GrundyValuer] should find normal Nim's values inside misère play")
	}
	if v, _ := normal.GrundyOf(ctx, p); v == 0 {
		t.Fatalf("normal Nim at %s has value %d; the test needs a position whose normal and misère outcomes differ", p, v)
	}
	e := game.NewEngine(g)
	if e.HasValues() {
		t.Errorf("the engine of %s says it has Sprague-Grundy values (the wrapped game's)", g)
	}
	if _, err := e.Grundy(ctx, p); !errors.Is(err, game.ErrNoGrundyValue) {
		t.Errorf("Grundy of %s at %s: err %v; want ErrNoGrundyValue", g, p, err)
	}
	for _, q := range []game.Position{{1, 1, 1}, {1, 1}, {0}, {2, 2}, {1, 2, 3}, {3, 1}} {
		want, err := game.NewSolver(g).OutcomeContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		got, err := e.Outcome(ctx, q)
		if err != nil || got != want {
			t.Errorf("engine outcome of %s at %s = %v, %v; want %v (misère play)", g, q, got, err, want)
		}
	}
	if o, _ := game.NewEngine(g).Outcome(ctx, p); o != game.P {
		t.Errorf("misère Nim at %s is %v; want P", p, o)
	}
}
