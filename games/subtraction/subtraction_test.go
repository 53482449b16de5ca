package subtraction_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/subtraction"
)

func TestNotes(t *testing.T) {
	tests := []struct {
		moves   []int
		modulus int
	}{
		{[]int{1, 2}, 3}, // the 2007 lecture notes: G(n) = n mod 3
		{[]int{1, 3}, 2}, // the 2007 lecture notes: G(n) = n mod 2
		{[]int{1, 2, 3}, 4},
	}
	for _, tt := range tests {
		s, err := subtraction.NewSet(tt.moves)
		if err != nil {
			t.Fatal(err)
		}
		for n, g := range s.GrundySequence(300) {
			if g != n%tt.modulus {
				t.Fatalf("%s: G(%d) = %d; want %d", s, n, g, n%tt.modulus)
			}
		}
		p, err := s.FindPeriod(1000)
		if err != nil || p.Preperiod != 0 || p.Period != tt.modulus {
			t.Fatalf("%s: period %+v, %v; want preperiod 0, period %d", s, p, err, tt.modulus)
		}
	}
}

// Random sets: the sequence equals the rules-level solver, and the proven
// period holds far past its window and is least.
func TestRandomSetsAgainstSolver(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		var moves []int
		for m := 1; m <= 10; m++ {
			if rng.IntN(3) == 0 {
				moves = append(moves, m)
			}
		}
		if len(moves) == 0 {
			moves = []int{rng.IntN(10) + 1}
		}
		s, _ := subtraction.NewSet(moves)
		seq := s.GrundySequence(400)
		solver := game.NewSolver(s)
		for n, g := range seq {
			if r, _ := solver.GrundyValue(game.Position{n}); r != g {
				t.Fatalf("%s: GrundySequence[%d] = %d; solver %d", s, n, g, r)
			}
		}
		p, err := s.FindPeriod(1 << 20)
		if err != nil {
			t.Fatal(err)
		}
		long := s.GrundySequence(3*(p.Preperiod+p.Period) + 50)
		for n := p.Preperiod; n+p.Period < len(long); n++ {
			if long[n] != long[n+p.Period] {
				t.Fatalf("%s: claimed period %d from %d fails at %d", s, p.Period, p.Preperiod, n)
			}
		}
		if p.Preperiod > 0 && long[p.Preperiod-1] == long[p.Preperiod-1+p.Period] {
			t.Fatalf("%s: preperiod %d is not least", s, p.Preperiod)
		}
		for q := 1; q < p.Period; q++ {
			ok := true
			for n := p.Preperiod; n+q < len(long); n++ {
				if long[n] != long[n+q] {
					ok = false
					break
				}
			}
			if ok {
				t.Fatalf("%s: period %d not least; %d works", s, p.Period, q)
			}
		}
	}
}

func TestNewSetErrors(t *testing.T) {
	for _, moves := range [][]int{nil, {0}, {-1, 2}, {2, 2}, {1 << 20}} {
		if _, err := subtraction.NewSet(moves); err == nil {
			t.Errorf("NewSet(%v) = nil error; want one", moves)
		}
	}
}

func TestValuerUsesPeriod(t *testing.T) {
	s, _ := subtraction.NewSet([]int{2, 5, 7})
	v, err := s.Valuer(1<<40, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	seq := s.GrundySequence(5000)
	for n := range seq {
		if g, _ := v.GrundyValue(game.Position{n}); g != seq[n] {
			t.Fatalf("G(%d) via period = %d; want %d", n, g, seq[n])
		}
	}
}

func ExampleSet_FindPeriod() {
	s, _ := subtraction.NewSet([]int{1, 4})
	p, _ := s.FindPeriod(1000)
	fmt.Println(s.GrundySequence(9))
	fmt.Println(p.Preperiod, p.Period)
	// Output:
	// [0 1 0 1 2 0 1 0 1 2]
	// 0 5
}
