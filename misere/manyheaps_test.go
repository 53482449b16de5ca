package misere_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/games/takebreak"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/misere"
)

// misereValue is G⁻ by the rules alone: 1 at a position with no move, else
// the mex of the options' G⁻ (positions as sorted heap lists).
func misereValue(g game.Game, p game.Position, memo map[string]int) int {
	p = slices.Clone(p)
	slices.Sort(p)
	if v, ok := memo[p.Key()]; ok {
		return v
	}
	options := g.Options(p)
	v := 1
	if len(options) > 0 {
		seen := map[int]bool{}
		for _, q := range options {
			seen[misereValue(g, q, memo)] = true
		}
		v = 0
		for seen[v] {
			v++
		}
	}
	memo[p.Key()] = v
	return v
}

// Codes whose moves leave three heaps (0.3F: take one and leave up to
// three heaps; hex 0.3F likewise) have genera through HeapParts: G⁻ of
// each heap is tied to the rules.
func TestGeneraOfCodesLeavingThreeHeaps(t *testing.T) {
	for _, code := range []string{"takebreak:0.3F", "hex:0.3F", "takebreak:0.F"} {
		var g game.Game
		var err error
		switch code[:3] {
		case "hex":
			g, err = takebreak.ParseHex(code[4:])
		default:
			g, err = takebreak.ParseGame(code[10:])
		}
		if err != nil {
			t.Fatal(err)
		}
		const upto = 14
		genera, err := misere.Genera(context.Background(), g, upto)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		memo := map[string]int{}
		for h := 0; h <= upto; h++ {
			want := misereValue(g, game.Position{h}, memo)
			if got := genera[h].Genus.MisereValue(); got != want {
				t.Errorf("%s: G⁻(%d) = %d; the rules give %d", code, h, got, want)
			}
		}
	}
}

// Misère Wythoff's winning moves from its pairs agree with the brute-force
// solver of the rules under the misère convention, and play of misère Nim
// is estimated cheap (Bouton's rule), not by the solver's bound.
func TestMisereWythoffMovesAndCosts(t *testing.T) {
	w, err := wythoff.NewGame(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	fast := misere.Of(w.Plain())
	solver := game.NewSolver(fast)
	for x := 0; x <= 25; x++ {
		for y := 0; y <= 25; y++ {
			p := game.Position{x, y}
			got, err := fast.(game.WinningMover).WinningMovesOf(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			want, err := solver.WinningMoves(p)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("misère Wythoff winning moves from %v = %v; the solver gives %v", p, got, want)
			}
		}
	}
	cost := game.NewEngine(misere.Of(nim.Game{})).Cost(game.OpOutcome, game.Position{30, 40, 50, 60})
	if cost.Bytes > 1<<20 {
		t.Errorf("misère Nim 30,40,50,60 outcome estimated at %d bytes; Bouton's misère rule needs none", cost.Bytes)
	}
}

// All-but subtraction games are heap games for misère analysis too: G⁻
// of each heap from the genus solver against the rules.
func TestGeneraOfAllButGames(t *testing.T) {
	for _, excluded := range [][]int{{1}, {1, 2}, {2, 3, 5}} {
		g, err := subtraction.NewAllBut(excluded)
		if err != nil {
			t.Fatal(err)
		}
		const upto = 20
		genera, err := misere.Genera(context.Background(), g, upto)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		memo := map[string]int{}
		for h := 0; h <= upto; h++ {
			want := misereValue(g, game.Position{h}, memo)
			if got := genera[h].Genus.MisereValue(); got != want {
				t.Errorf("%s: G⁻(%d) = %d; the rules give %d", g, h, got, want)
			}
		}
	}
}
