package nimhoff_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
)

// A declared position far beyond the position asked about changes nothing
// and costs nothing: /api/outcome with alter-p=10^15+1,10^15+7 ran the
// column algorithm toward column 10^15 until the server's deadline, and
// went on after it. Outcomes and winning moves of altered games are tied
// to the brute-force solver of the rules on random alterations, with far
// declarations added.
func TestFarDeclarations(t *testing.T) {
	rules, err := nimhoff.NewRules([]nimhoff.Vector{{A: 1}, {B: 1}, {A: 1, B: 1}, {A: 1, B: 2}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 9))
	ctx := context.Background()
	for trial := range 30 {
		var alt game.Alteration
		seen := map[[2]int]bool{}
		for range 1 + rng.IntN(4) {
			p := [2]int{rng.IntN(12), rng.IntN(12)}
			if seen[p] {
				continue
			}
			seen[p] = true
			if rng.IntN(2) == 0 {
				alt.P = append(alt.P, game.Position{p[0], p[1]})
			} else {
				alt.N = append(alt.N, game.Position{p[0], p[1]})
			}
		}
		far := alt
		far.P = append(append([]game.Position{}, alt.P...), game.Position{1_000_000_000_000_001, 1_000_000_000_000_007}, game.Position{3, 1 << 50})
		plain, err := game.NewAltered(rules, alt, 2)
		if err != nil {
			t.Fatal(err)
		}
		withFar, err := game.NewAltered(rules, far, 2)
		if err != nil {
			t.Fatal(err)
		}
		fast, err := nimhoff.NewAltered(rules, withFar)
		if err != nil {
			t.Fatal(err)
		}
		solver := game.NewSolver(plain)
		for x := 0; x <= 14; x++ {
			for y := 0; y <= 14; y++ {
				p := game.Position{x, y}
				want, err := solver.Outcome(p)
				if err != nil {
					t.Fatal(err)
				}
				got, err := fast.OutcomeOf(ctx, p)
				if err != nil || got != want {
					t.Fatalf("trial %d, %v altered %v and far away: outcome %v (%v); the solver without them %v", trial, p, alt, got, err, want)
				}
			}
		}
	}
}
