package service_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// positionsOf lists every position of s with coordinates up to n: heaps,
// pairs, lists of up to three heaps, sums of parts, or, for games with
// memory, every state reachable from a start with piles up to n.
func positionsOf(t *testing.T, s *spec.Spec, n int) []game.Position {
	t.Helper()
	if s.IsSum() {
		sum := s.Game.(game.Sum)
		var out []game.Position
		var rec func(i int, parts []game.Position)
		rec = func(i int, parts []game.Position) {
			if i == len(s.Components) {
				out = append(out, sum.Join(parts))
				return
			}
			for _, q := range positionsOf(t, s.Components[i], n) {
				if s.Components[i].Shape == game.Heaps && len(q) > 1 {
					continue // one heap per component keeps the sum small
				}
				rec(i+1, append(slices.Clone(parts), q))
			}
		}
		rec(0, nil)
		return out
	}
	if s.Shape == game.Record {
		g := s.Game
		seen := map[string]bool{}
		var out []game.Position
		var walk func(p game.Position)
		walk = func(p game.Position) {
			if seen[p.Key()] {
				return
			}
			seen[p.Key()] = true
			out = append(out, p)
			for _, q := range g.Options(p) {
				walk(q)
			}
		}
		for x := 0; x <= n; x++ {
			for y := 0; y <= n; y++ {
				start, err := s.ParsePosition(fmt.Sprintf("%d,%d", x, y))
				if err != nil {
					t.Fatal(err)
				}
				walk(start)
			}
		}
		return out
	}
	var out []game.Position
	switch s.Shape {
	case game.OneHeap:
		for x := 0; x <= n; x++ {
			out = append(out, game.Position{x})
		}
	case game.TwoPiles:
		for x := 0; x <= n; x++ {
			for y := 0; y <= n; y++ {
				out = append(out, game.Position{x, y})
			}
		}
	default: // any number of heaps: one, two and three heaps
		for x := 0; x <= n; x++ {
			out = append(out, game.Position{x})
			for y := 0; y <= n/2; y++ {
				out = append(out, game.Position{x, y})
				for z := 0; z <= n/4; z++ {
					out = append(out, game.Position{x, y, z})
				}
			}
		}
	}
	return out
}

func keys(ps []game.Position) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// The one entry point (game.Engine, through the fast paths each family
// declares) agrees with the brute-force Solver, which follows the rules
// and nothing else, on every position up to a small size: outcomes,
// values, winning moves and the end of play, for every family, sums and
// alterations.
func TestEngineAgreesWithSolver(t *testing.T) {
	t.Parallel()
	specs := []struct {
		text string
		n    int
		alt  *game.Alteration
	}{
		{"nim", 9, nil}, {"nimble", 9, nil}, {"hackenbush", 9, nil},
		{"subtraction:1,2", 30, nil}, {"subtraction:2,5,7", 40, nil},
		{"kayles", 16, nil}, {"dawson", 16, nil}, {"grundy", 16, nil}, {"octal:0.137", 16, nil}, {"octal:4.7", 14, nil},
		{"wythoff", 14, nil}, {"wythoff:p=2,m=1", 12, nil}, {"wythoff:p=1,m=2", 12, nil}, {"wythoff:p=3,m=2", 12, nil},
		{"dr:r=2", 12, nil}, {"nimhoff:1,0/0,1/1,2", 12, nil}, {"nimhoff:1,1/2,0/0,1", 10, nil},
		{"imitation:p=2,m=1", 5, nil}, {"imitation:p=1,m=2", 5, nil},
		{"kayles + subtraction:1,3", 12, nil}, {"wythoff + nim", 4, nil}, {"grundy + dawson + kayles", 8, nil},
		{"wythoff", 12, &game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}},
		{"wythoff", 12, &game.Alteration{P: []game.Position{{3, 4}}}},
		{"nimhoff:1,0/0,1/1,2", 10, &game.Alteration{P: []game.Position{{2, 2}, {0, 5}}, N: []game.Position{{1, 2}}}},
		{"dr:r=2", 10, &game.Alteration{N: []game.Position{{0, 0}}}},
		{"wythoff:p=2,m=1", 9, &game.Alteration{P: []game.Position{{1, 1}}}},
	}
	ctx := context.Background()
	for _, tt := range specs {
		name := tt.text
		if tt.alt != nil {
			name += " altered " + tt.alt.String()
		}
		t.Run(name, func(t *testing.T) {
			s, err := spec.Parse(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if tt.alt != nil {
				if s, err = s.Alter(*tt.alt); err != nil {
					t.Fatal(err)
				}
			}
			engine := game.NewEngine(s.Game)
			solver := game.NewSolver(s.Game)
			_, ruled := s.Game.(game.OutcomeRule)
			for _, p := range positionsOf(t, s, tt.n) {
				where := fmt.Sprintf("%s at %v", name, []int(p))
				want, err := solver.Outcome(p)
				if err != nil {
					t.Fatalf("%s: solver: %v", where, err)
				}
				got, err := engine.Outcome(ctx, p)
				if err != nil || got != want {
					t.Fatalf("%s: engine outcome %v (%v); solver %v", where, got, err, want)
				}
				if !ruled {
					wantG, _ := solver.GrundyValue(p)
					gotG, err := engine.Grundy(ctx, p)
					if err != nil || gotG != wantG {
						t.Fatalf("%s: engine value %d (%v); solver %d", where, gotG, err, wantG)
					}
				}
				wantMoves, _ := solver.WinningMoves(p)
				gotMoves, err := engine.WinningMoves(ctx, p)
				if err != nil || !slices.Equal(keys(gotMoves), keys(wantMoves)) {
					t.Fatalf("%s: engine winning moves %v (%v); solver %v", where, keys(gotMoves), err, keys(wantMoves))
				}
				over, moverWins := engine.End(p)
				_, declared := s.Alteration.Label(p)
				if stuck := len(s.Game.Options(p)) == 0; over != (stuck || declared) {
					t.Fatalf("%s: engine says over = %v; the position has %d options", where, over, len(s.Game.Options(p)))
				}
				if over && moverWins != (want == game.N) {
					t.Fatalf("%s: play over, mover wins = %v, but the outcome is %v", where, moverWins, want)
				}
			}
		})
	}
}
