package subtraction_test

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/subtraction"
)

// CGSuite's GameHeapTest: Subtraction([2,3,7], allbut => true) has
// G(0..20) below and 17 options at 20.
func TestAllButCGSuite(t *testing.T) {
	a, err := subtraction.NewAllBut([]int{2, 3, 7})
	if err != nil {
		t.Fatal(err)
	}
	want := []int{0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10}
	got := a.GrundySequence(20)
	for n := range want {
		if got[n] != want[n] {
			t.Fatalf("G(%d) = %d; CGSuite %d", n, got[n], want[n])
		}
	}
	if k := len(a.Options(game.Position{20})); k != 17 {
		t.Fatalf("%d options at 20; CGSuite 17", k)
	}
	p, err := a.Arithmetic(context.Background(), 1<<12)
	if err != nil || p.Period != 4 || p.Saltus != 2 || p.Preperiod != 0 {
		t.Fatalf("arithmetic period %+v, %v; want period 4, saltus 2 from 0", p, err)
	}
	if a.String() != "subtraction:all-but:2,3,7" {
		t.Fatalf("String() = %q", a.String())
	}
}

// Random excluded sets: the fast sequence equals the solver, and the
// proven arithmetic period holds far beyond the values that proved it.
func TestAllButRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 14))
	for range 120 {
		var s []int
		for m := 1; m <= 9; m++ {
			if rng.IntN(3) == 0 {
				s = append(s, m)
			}
		}
		a, err := subtraction.NewAllBut(s)
		if err != nil {
			t.Fatal(err)
		}
		seq := a.GrundySequence(120)
		solver := game.NewSolver(a)
		for n, v := range seq {
			if w, _ := solver.GrundyValue(game.Position{n}); w != v {
				t.Fatalf("%s: G(%d) = %d; solver %d", a, n, v, w)
			}
		}
		p, err := a.Arithmetic(context.Background(), 1<<14)
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		long := a.GrundySequence(20 * (p.Preperiod + p.Period + 20))
		for n := p.Preperiod; n+p.Period < len(long); n++ {
			if long[n+p.Period] != long[n]+p.Saltus {
				t.Fatalf("%s: proven %+v fails at %d", a, p, n)
			}
		}
		huge := new(big.Int).Lsh(big.NewInt(1), 40)
		huge.Add(huge, big.NewInt(int64(len(long)-1)))
		if _, err := a.HeapValue(context.Background(), huge); err != nil {
			t.Fatalf("%s: HeapValue(2^40+…): %v", a, err)
		}
	}
}

// HeapValue beyond the table agrees with the table where both reach.
func TestAllButHeapValue(t *testing.T) {
	a, _ := subtraction.NewAllBut([]int{1, 4})
	p, err := a.Arithmetic(context.Background(), 1<<12)
	if err != nil {
		t.Fatal(err)
	}
	seq := a.GrundySequence(5000)
	n := 4321
	q, r := (n-p.Preperiod)/p.Period, (n-p.Preperiod)%p.Period
	if got := seq[p.Preperiod+r] + q*p.Saltus; got != seq[n] {
		t.Fatalf("reduced G(%d) = %d; table %d", n, got, seq[n])
	}
	for _, bad := range [][]int{{0}, {-2}, {3, 3}, {1 << 20}} {
		if _, err := subtraction.NewAllBut(bad); err == nil {
			t.Errorf("NewAllBut(%v) = nil error", bad)
		}
	}
}
