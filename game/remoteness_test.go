package game_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/internal/randgame"
)

// Remoteness against what the definition gives by hand: Nim on two equal
// heaps n,n lasts 2n moves (the loser takes one token, the winner mirrors);
// one heap of n > 0 is won at once (take it all); subtraction {1,2} at 3k
// lasts 2k moves (the winner restores a multiple of 3).
func TestRemotenessByHand(t *testing.T) {
	ctx := context.Background()
	set, err := subtraction.NewSet([]int{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		g    game.Game
		p    game.Position
		want int
	}{
		{nim.Game{}, game.Position{0, 0}, 0},
		{nim.Game{}, game.Position{7}, 1},
		{nim.Game{}, game.Position{1, 1}, 2},
		{nim.Game{}, game.Position{5, 5}, 10},
		{nim.Game{}, game.Position{4, 5}, 9}, // the winner evens the heaps: 1 + 8
		{set, game.Position{9}, 6},
		{set, game.Position{10}, 7},
	}
	for _, tt := range tests {
		got, err := game.Remoteness(ctx, tt.g, tt.p, 0)
		if err != nil || got != tt.want {
			t.Errorf("Remoteness(%s, %v) = %d, %v; want %d", tt.g, tt.p, got, err, tt.want)
		}
	}
}

// The remoteness is even exactly at the P-positions, on random digraphs.
func TestRemotenessParityIsOutcome(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 7))
	for range 200 {
		g := randgame.DAG(rng, 1+rng.IntN(30), rng.Float64()*0.4).AsGame()
		solver := game.NewSolver(g)
		for v := range 30 {
			p := game.Position{v}
			if g.Check(p) != nil {
				continue
			}
			r, err := game.Remoteness(context.Background(), g, p, 0)
			if err != nil {
				t.Fatal(err)
			}
			o, err := solver.Outcome(p)
			if err != nil {
				t.Fatal(err)
			}
			if (r%2 == 0) != (o == game.P) {
				t.Fatalf("%v: remoteness %d but outcome %v", p, r, o)
			}
		}
	}
}

// Remoteness refuses games whose play ends by another rule, and positions
// with more below them than the limit.
func TestRemotenessRefuses(t *testing.T) {
	if _, err := game.Remoteness(context.Background(), nim.Game{}, game.Position{40, 40, 40}, 1000); err == nil {
		t.Error("Remoteness of nim 40,40,40 with a limit of 1000 positions: no error")
	}
	w, _ := game.NewAltered(nim.Game{}, game.Alteration{P: []game.Position{{1, 1}}}, 2)
	if _, err := game.Remoteness(context.Background(), w, game.Position{2, 2}, 0); err == nil {
		t.Error("Remoteness of an altered game: no error")
	}
}
