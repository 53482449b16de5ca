package misere_test

import (
	"context"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/misere"
	"github.com/mex-cgt/mex/games/takebreak"
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
