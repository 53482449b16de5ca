package hackenbush_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/hackenbush"
)

func TestBambooIsNim(t *testing.T) {
	solver := game.NewSolver(hackenbush.Forest{})
	stalks := game.NewSolver(hackenbush.Stalks{})
	for a := 0; a <= 6; a++ {
		for b := 0; b <= 6; b++ {
			for c := 0; c <= 4; c++ {
				g, err := solver.GrundyValue(hackenbush.Bamboo([]int{a, b, c}))
				if err != nil {
					t.Fatal(err)
				}
				if g != a^b^c {
					t.Fatalf("bamboo %d,%d,%d: G = %d; want %d", a, b, c, g, a^b^c)
				}
				s, _ := stalks.GrundyValue(game.Position{a, b, c})
				if s != g {
					t.Fatalf("Stalks %d,%d,%d: G = %d; forest says %d", a, b, c, s, g)
				}
			}
		}
	}
}

func TestColonPrinciple(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	solver := game.NewSolver(hackenbush.Forest{})
	for range 2000 {
		n := 1 + rng.IntN(11)
		p := make(game.Position, n)
		for i := range p {
			p[i] = rng.IntN(i + 1)
		}
		g, err := solver.GrundyValue(p)
		if err != nil {
			t.Fatal(err)
		}
		if v := hackenbush.Value(p); v != g {
			t.Fatalf("forest %v: colon principle %d; rules %d", p, v, g)
		}
	}
}

func TestCut(t *testing.T) {
	// ground - 1 - 2, 1 - 3, ground - 4
	p := game.Position{0, 1, 1, 0}
	tests := []struct {
		cut  int
		want string
	}{
		{1, "0"},     // the whole first tree falls
		{2, "0,1,0"}, // vertex 2 falls
		{4, "0,1,1"},
	}
	for _, tt := range tests {
		if got := hackenbush.Cut(p, tt.cut).String(); got != tt.want {
			t.Errorf("Cut(%v, %d) = %s; want %s", p, tt.cut, got, tt.want)
		}
	}
	if err := (hackenbush.Forest{}).Check(game.Position{1}); err == nil {
		t.Error("vertex 1 cannot be its own parent")
	}
}

func ExampleValue() {
	// A "Y": a stalk of one edge with two single branches on top.
	// Colon principle: the branches 1 xor 1 = 0, so the tree is worth 1.
	fmt.Println(hackenbush.Value(game.Position{0, 1, 1}))
	// Output: 1
}
