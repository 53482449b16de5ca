package service_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// randomSpec draws a game spec: a family with random parameters, a sum of
// two or three, or an altered two-pile game; with it the arity of one
// component position and the largest coordinate the brute force handles
// quickly.
func randomSpec(r *rand.Rand) (text string, alt game.Alteration, misere bool) {
	heapGames := []func() string{
		func() string { return "nim" },
		func() string { return "kayles" },
		func() string { return "dawson" },
		func() string { return "grundy" },
		func() string { return fmt.Sprintf("subtraction:%d,%d", 1+r.IntN(2), 3+r.IntN(3)) },
		func() string { return fmt.Sprintf("subtraction:all-but:%d", 1+r.IntN(3)) },
		func() string { return fmt.Sprintf("octal:0.%d%d", 1+r.IntN(7), r.IntN(8)) },
		func() string {
			return []string{"takebreak:4!.0", "takebreak:0.[3]", "hex:0.3F", "takebreak:0.{2+}"}[r.IntN(4)]
		},
	}
	pileGames := []func() string{
		func() string { return "wythoff" },
		func() string { return fmt.Sprintf("wythoff:p=%d,m=%d", 1+r.IntN(3), 1+r.IntN(3)) },
		func() string { return fmt.Sprintf("dr:r=%d", 1+r.IntN(3)) },
		func() string { return "nimhoff:1,0/0,1/1,2" },
		func() string { return "nimhoff:1,1/2,0/0,1" },
	}
	misere = r.IntN(5) == 0
	switch r.IntN(4) {
	case 0: // a sum of heap games
		parts := make([]string, 2+r.IntN(2))
		for i := range parts {
			parts[i] = heapGames[r.IntN(len(heapGames))]()
		}
		return strings.Join(parts, " + "), alt, misere
	case 1: // an altered two-pile game
		alt.P = append(alt.P, game.Position{r.IntN(5), r.IntN(5)})
		if q := (game.Position{r.IntN(5), r.IntN(5)}); !q.Equal(alt.P[0]) {
			alt.N = append(alt.N, q)
		}
		return pileGames[r.IntN(len(pileGames))](), alt, misere
	case 2:
		return pileGames[r.IntN(len(pileGames))](), alt, misere
	}
	return heapGames[r.IntN(len(heapGames))](), alt, misere
}

// randomPosition draws a position of s in the CLI's syntax.
func randomPosition(r *rand.Rand, s *spec.Spec) string {
	one := func(c *spec.Spec) string {
		if c.Shape == game.TwoPiles {
			return fmt.Sprintf("%d,%d", r.IntN(9), r.IntN(9))
		}
		if c.Shape == game.Heaps && r.IntN(3) == 0 {
			return fmt.Sprintf("%d,%d", r.IntN(8), r.IntN(6))
		}
		return fmt.Sprint(r.IntN(14))
	}
	if s.IsSum() {
		parts := make([]string, len(s.Components))
		for i, c := range s.Components {
			parts[i] = one(c)
		}
		return strings.Join(parts, " + ")
	}
	return one(s)
}

// The service's answers (what the command line and the web print) against the
// brute-force Solver on random specs — every family, sums, alterations,
// misère play — and random positions, so that a wrong dispatch cannot
// hide behind the fast paths.
func TestLabAgainstSolverOnRandomSpecs(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for range 150 {
		text, alt, misere := randomSpec(r)
		s, err := spec.Parse(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		l := &service.Service{}
		rules := s
		if !alt.Empty() {
			if rules, err = s.Alter(alt); err != nil {
				continue // an alteration the game refuses (it is checked elsewhere)
			}
		}
		if misere {
			rules = rules.Misere()
		}
		request := mustGame(t, text, spec.Options{Alteration: alt, Misere: misere})
		solver := game.NewSolver(rules.Game)
		for range 4 {
			pos := randomPosition(r, s)
			p, err := rules.ParsePosition(pos)
			if err != nil {
				t.Fatalf("%s at %s: %v", rules.Text, pos, err)
			}
			want, err := solver.Outcome(p)
			if err != nil {
				t.Fatalf("%s at %s: solver: %v", rules.Text, pos, err)
			}
			got, err := l.Outcome(request, pos)
			if err != nil || got.Outcome != want.String() {
				t.Fatalf("%s at %s: the service says %s (%v); the solver %v", rules.Text, pos, got.Outcome, err, want)
			}
			moves, err := l.Moves(request, pos)
			if err != nil {
				t.Fatalf("%s at %s: moves: %v", rules.Text, pos, err)
			}
			wantMoves, _ := solver.WinningMoves(p)
			if len(moves.Winning) != len(wantMoves) {
				t.Fatalf("%s at %s: the service lists %d winning moves %v; the solver %d %v", rules.Text, pos, len(moves.Winning), moves.Winning, len(wantMoves), wantMoves)
			}
			if _, blocking := rules.Game.(game.OutcomeRule); !blocking {
				wantG, _ := solver.GrundyValue(p)
				g, err := l.Grundy(request, pos)
				if err != nil || g.Grundy.Int64() != int64(wantG) {
					t.Fatalf("%s at %s: the service's value %v (%v); the solver %d", rules.Text, pos, g.Grundy, err, wantG)
				}
			}
			checked++
		}
	}
	t.Logf("%d random positions of random specs agree with the solver", checked)
}
