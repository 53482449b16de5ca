package theorem

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/hackenbush"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/internal/randgame"
)

func pick[T any](full bool, quick, long T) T {
	if full {
		return long
	}
	return quick
}

func checkBouton(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 8, 16)
	solver := game.NewSolver(nim.Game{})
	values := grundyAgrees(solver, "Nim", nil, nimValue, "by xor")
	count := 0
	bad, err := firstInCube(ctx, 3, n, false, func(p game.Position) (string, error) {
		if bad, err := values(p); err != nil || bad != "" {
			return bad, err
		}
		moves, err := solver.WinningMoves(p)
		if err != nil {
			return "", fmt.Errorf("winning moves of Nim at (%v): %w", p, err)
		}
		if bouton := nim.WinningMoves(p); !samePositions(moves, bouton) {
			return fmt.Sprintf("winning moves of %v: rules %v, Bouton %v", p, moves, bouton), nil
		}
		count++
		return "", nil
	})
	return heldUnless(bad, err, "all %d positions of 3 heaps <= %d: values and winning moves", count, n)
}

// nimValue is Nim's value of the heaps p, their xor.
func nimValue(p game.Position) int { return nim.Value(p) }

func samePositions(a, b []game.Position) bool {
	if len(a) != len(b) {
		return false
	}
	keys := map[string]int{}
	for _, p := range a {
		keys[p.Key()]++
	}
	for _, p := range b {
		keys[p.Key()]--
	}
	for _, v := range keys {
		if v != 0 {
			return false
		}
	}
	return true
}

func checkNimble(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 9, 14)
	values := grundyAgrees(game.NewSolver(nim.Nimble{}), "Nimble", nil, nimValue, "by Nim's xor")
	count := 0
	bad, err := firstInCube(ctx, 3, n, true, func(p game.Position) (string, error) {
		count++
		return values(p)
	})
	return heldUnless(bad, err, "all %d placements of 3 coins on squares 0..%d", count, n)
}

func checkHackenbush(ctx context.Context, full bool) (Report, error) {
	solver := game.NewSolver(hackenbush.Forest{})
	n := pick(full, 5, 7)
	// p are the stalks' lengths; the solver's position is the forest.
	bamboo := func(p game.Position) game.Position { return hackenbush.Bamboo(p) }
	bad, err := firstInCube(ctx, 3, n, false, grundyAgrees(solver, "bamboo stalks", bamboo, nimValue, "by Nim's xor"))
	if err != nil || bad != "" {
		return found(bad, err)
	}
	trees := pick(full, 300, 3000)
	maxEdges := pick(full, 10, 13)
	bad, err = firstInTrials(ctx, trees, rand.NewPCG(4, 1), func(rng *rand.Rand) (string, error) {
		p := randomForest(rng, 1+rng.IntN(maxEdges))
		g, err := solver.GrundyValue(p)
		if err != nil {
			return "", fmt.Errorf("forest %v: %w", p, err)
		}
		if v := hackenbush.Value(p); g != v {
			return fmt.Sprintf("forest %v has value %d by the rules; the colon principle says %d", p, g, v), nil
		}
		return "", nil
	})
	return heldUnless(bad, err, "bamboo: all 3 stalks <= %d; colon principle: %d random forests of up to %d edges (seeded)", n, trees, maxEdges)
}

// randomForest returns a random parent array with the given number of edges.
func randomForest(rng *rand.Rand, edges int) game.Position {
	p := make(game.Position, edges)
	for i := range p {
		p[i] = rng.IntN(i + 1)
	}
	return p
}

func checkNotesSubtraction(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 1000, 1_000_000)
	for _, c := range []struct {
		set     []int
		modulus int
	}{{[]int{1, 2}, 3}, {[]int{1, 3}, 2}} {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		s, err := subtraction.NewSet(c.set)
		if err != nil {
			return Report{}, err
		}
		seq := s.GrundySequence(n)
		solver := game.NewSolver(s)
		for i, g := range seq {
			if err := pollEvery(ctx, i, 4096); err != nil {
				return Report{}, err
			}
			if g != i%c.modulus {
				return failed("%s: G(%d) = %d; want %d", s, i, g, i%c.modulus)
			}
			if i <= 200 {
				r, err := solver.GrundyValue(game.Position{i})
				if err != nil {
					return Report{}, err
				}
				if r != g {
					return failed("%s: G(%d) = %d by the rules, %d by the sequence", s, i, r, g)
				}
			}
		}
	}
	return held("n <= %d (rules-level solver to 200)", n)
}

func checkSubtractionPeriod(ctx context.Context, full bool) (Report, error) {
	sets := pick(full, 200, 3000)
	maxMove := pick(full, 12, 20)
	bad, err := firstInTrials(ctx, sets, rand.NewPCG(2, 5), func(rng *rand.Rand) (string, error) {
		var moves []int
		for m := 1; m <= maxMove; m++ {
			if rng.IntN(4) == 0 {
				moves = append(moves, m)
			}
		}
		if len(moves) == 0 {
			moves = []int{1 + rng.IntN(maxMove)}
		}
		s, err := subtraction.NewSet(moves)
		if err != nil {
			return "", err
		}
		per, err := s.FindPeriod(1 << 22)
		if err != nil {
			return "", fmt.Errorf("%s: %w", s, err)
		}
		if msg := verifyPeriod(s.GrundySequence(4*(per.Preperiod+per.Period+s.Max())), per.Preperiod, per.Period); msg != "" {
			return fmt.Sprintf("%s: %s", s, msg), nil
		}
		return "", nil
	})
	return heldUnless(bad, err, "%d random sets within 1..%d (seeded): each period verified to 4(e+p+t) values and shown least", sets, maxMove)
}

// verifyPeriod checks directly that seq has period p from e on, that no
// smaller p' works from any e' in range, and that e is least.
func verifyPeriod(seq []int, e, p int) string {
	holds := func(e, p int) bool {
		for n := e; n+p < len(seq); n++ {
			if seq[n+p] != seq[n] {
				return false
			}
		}
		return true
	}
	if !holds(e, p) {
		return fmt.Sprintf("period %d from %d fails", p, e)
	}
	if e > 0 && holds(e-1, p) {
		return fmt.Sprintf("preperiod %d is not least", e)
	}
	for q := 1; q < p; q++ {
		if holds(e, q) {
			return fmt.Sprintf("period %d is not least: %d works", p, q)
		}
	}
	return ""
}

func checkSpragueGrundy(ctx context.Context, full bool) (Report, error) {
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	s12, err := subtraction.NewSet([]int{1, 2})
	if err != nil {
		return Report{}, err
	}
	s13, err := subtraction.NewSet([]int{1, 3})
	if err != nil {
		return Report{}, err
	}
	sum := game.Sum{Components: []game.Game{s12, s13}}
	solver := game.NewSolver(sum)
	p := sum.Join([]game.Position{{5}, {6}})
	g, err := solver.GrundyValue(p)
	if err != nil {
		return Report{}, err
	}
	if g != 2 {
		return failed("G(5,6) = %d by the rules; the 2007 lecture notes says 2", g)
	}
	moves, err := solver.WinningMoves(p)
	if err != nil {
		return Report{}, err
	}
	want := sum.Join([]game.Position{{3}, {6}})
	if len(moves) != 1 || !moves[0].Equal(want) {
		return failed("winning moves from (5,6): %v; the 2007 lecture notes says only 5 -> 3", moves)
	}
	pairs := pick(full, 30, 300)
	n := pick(full, 25, 60)
	bad, err := firstInTrials(ctx, pairs, rand.NewPCG(7, 7), func(rng *rand.Rand) (string, error) {
		a, err := subtraction.NewSet(randomSet(rng, 6))
		if err != nil {
			return "", err
		}
		b, err := subtraction.NewSet(randomSet(rng, 6))
		if err != nil {
			return "", err
		}
		sum := game.Sum{Components: []game.Game{a, b}}
		sa, sb := a.GrundySequence(n), b.GrundySequence(n)
		join := func(p game.Position) game.Position { return sum.Join([]game.Position{{p[0]}, {p[1]}}) }
		xor := func(p game.Position) int { return sa[p[0]] ^ sb[p[1]] }
		return firstInCube(ctx, 2, n, false, grundyAgrees(game.NewSolver(sum), sum.String(), join, xor, "by the theorem (the xor of the components' values)"))
	})
	return heldUnless(bad, err, "seed example; %d random sums of two subtraction games, all (x,y) <= %d", pairs, n)
}

func randomSet(rng *rand.Rand, maxMove int) []int {
	var s []int
	for m := 1; m <= maxMove; m++ {
		if rng.IntN(2) == 0 {
			s = append(s, m)
		}
	}
	if len(s) == 0 {
		s = []int{1}
	}
	return s
}

func checkKernel(ctx context.Context, full bool) (Report, error) {
	graphs := pick(full, 300, 5000)
	i := -1 // the graph's number in the messages, from 0
	bad, err := firstInTrials(ctx, graphs, rand.NewPCG(3, 3), func(rng *rand.Rand) (string, error) {
		i++
		g := randgame.DAG(rng, 1+rng.IntN(40), rng.Float64()*0.3)
		kernel, err := g.Kernel()
		if err != nil {
			return "", fmt.Errorf("graph %d: %w", i, err)
		}
		if !g.IsKernel(kernel) {
			return fmt.Sprintf("graph %d: the computed set is not stable and absorbing", i), nil
		}
		solver := game.NewSolver(g.AsGame())
		for v := range g.Edges {
			o, err := solver.Outcome(game.Position{v})
			if err != nil {
				return "", fmt.Errorf("graph %d, vertex %d: %w", i, v, err)
			}
			if (o == game.P) != kernel[v] {
				return fmt.Sprintf("graph %d, vertex %d: outcome %s but kernel membership %v", i, v, o, kernel[v]), nil
			}
		}
		return "", nil
	})
	return heldUnless(bad, err, "%d random acyclic digraphs of up to 40 vertices (seeded)", graphs)
}
