package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/internal/randgame"
)

func TestMex(t *testing.T) {
	tests := []struct {
		values []int
		want   int
	}{
		{nil, 0},
		{[]int{0, 1, 4, 6, 9}, 2}, // the 2007 lecture notes' example
		{[]int{1, 2}, 0},
		{[]int{0}, 1},
		{[]int{0, 1}, 2}, // the 2007 lecture notes: mex{0,1} = 2
		{[]int{3, 0, 2, 1, 1}, 4},
		{[]int{-1, 0}, 1},
	}
	for _, tt := range tests {
		if got := game.Mex(tt.values); got != tt.want {
			t.Errorf("Mex(%v) = %d; want %d", tt.values, got, tt.want)
		}
	}
}

// The generic solver must agree with Bouton's formula on every position of
// three heaps <= 12, values and winning moves alike.
func TestSolverMatchesBouton(t *testing.T) {
	solver := game.NewSolver(nim.Game{})
	for a := 0; a <= 12; a++ {
		for b := 0; b <= 12; b++ {
			for c := 0; c <= 12; c++ {
				p := game.Position{a, b, c}
				g, err := solver.GrundyValue(p)
				if err != nil {
					t.Fatal(err)
				}
				if want := a ^ b ^ c; g != want {
					t.Fatalf("GrundyValue(%v) = %d; want %d", p, g, want)
				}
				moves, _ := solver.WinningMoves(p)
				bouton := nim.WinningMoves(p)
				if len(moves) != len(bouton) {
					t.Fatalf("WinningMoves(%v) = %v; Bouton gives %v", p, moves, bouton)
				}
				for i := range moves {
					if !moves[i].Equal(bouton[i]) {
						t.Fatalf("WinningMoves(%v) = %v; Bouton gives %v", p, moves, bouton)
					}
				}
			}
		}
	}
}

func TestSumNotesExample(t *testing.T) {
	s12, _ := subtraction.NewSet([]int{1, 2})
	s13, _ := subtraction.NewSet([]int{1, 3})
	sum := game.Sum{Components: []game.Game{s12, s13}}
	p := sum.Join([]game.Position{{5}, {6}})
	valuers := []game.Valuer{s12, s13}
	g, err := sum.GrundyValue(p, valuers)
	if err != nil || g != 2 {
		t.Fatalf("G(5,6) = %d, %v; want 2 (the 2007 lecture notes)", g, err)
	}
	rules, _ := game.NewSolver(sum).GrundyValue(p)
	if rules != 2 {
		t.Fatalf("rules-level G(5,6) = %d; want 2", rules)
	}
	moves, err := sum.WinningMoves(p, valuers)
	if err != nil {
		t.Fatal(err)
	}
	want := sum.Join([]game.Position{{3}, {6}})
	if len(moves) != 1 || !moves[0].Equal(want) {
		t.Fatalf("winning moves from (5,6) = %v; want only 5 -> 3 (the 2007 lecture notes)", moves)
	}
	// The fast winning moves of a sum equal the rules-level ones.
	solver := game.NewSolver(sum)
	for x := 0; x <= 20; x++ {
		for y := 0; y <= 20; y++ {
			p := sum.Join([]game.Position{{x}, {y}})
			fast, _ := sum.WinningMoves(p, valuers)
			slow, _ := solver.WinningMoves(p)
			if len(fast) != len(slow) {
				t.Fatalf("(%d,%d): fast moves %v, rules %v", x, y, fast, slow)
			}
		}
	}
}

func TestSumSplitErrors(t *testing.T) {
	sum := game.Sum{Components: []game.Game{nim.Game{}, nim.Game{}}}
	for _, p := range []game.Position{{1, 3}, {5, 1}, {1, 1, -1}, {1, 2, 2}} {
		if err := sum.Check(p); err == nil {
			t.Errorf("Check(%v) = nil; want an error", p)
		}
	}
}

func TestKernelEqualsPPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 500 {
		g := randgame.DAG(rng, 1+rng.IntN(30), rng.Float64()*0.4)
		kernel, err := g.Kernel()
		if err != nil {
			t.Fatal(err)
		}
		if !g.IsKernel(kernel) {
			t.Fatalf("graph %d: Kernel is not stable and absorbing", i)
		}
		solver := game.NewSolver(g.AsGame())
		for v := range g.Edges {
			o, _ := solver.Outcome(game.Position{v})
			if (o == game.P) != kernel[v] {
				t.Fatalf("graph %d vertex %d: outcome %v, in kernel %v", i, v, o, kernel[v])
			}
		}
	}
}

func TestKernelRejectsCycles(t *testing.T) {
	g := game.Digraph{Edges: [][]int{{1}, {2}, {0}}}
	if _, err := g.Kernel(); err == nil {
		t.Fatal("Kernel of a 3-cycle: want an error")
	}
	g = game.Digraph{Edges: [][]int{{5}}}
	if _, err := g.Kernel(); err == nil {
		t.Fatal("Kernel with an edge out of range: want an error")
	}
}

func TestSolverLimit(t *testing.T) {
	s := game.NewSolver(nim.Game{})
	s.Limit = 100
	if _, err := s.GrundyValue(game.Position{20, 20, 20}); err == nil {
		t.Fatal("want a LimitError for 9261 positions with Limit 100")
	}
}

func TestIsKernelRejects(t *testing.T) {
	g := game.Digraph{Edges: [][]int{{}, {0}, {1}}}
	if g.IsKernel([]bool{true, true, false}) {
		t.Error("{0,1} has the edge 1->0 inside; not stable")
	}
	if g.IsKernel([]bool{true, false, false}) {
		t.Error("vertex 2 is outside and has no edge into {0}; not absorbing")
	}
	if !g.IsKernel([]bool{true, false, true}) {
		t.Error("{0,2} is the kernel")
	}
}
