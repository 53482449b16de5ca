package misere_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/misere"
)

func relations(q *misere.Quotient) string {
	var parts []string
	for _, r := range q.Relations {
		parts = append(parts, r.Left+"="+r.Right)
	}
	slices.Sort(parts)
	return strings.Join(parts, ", ")
}

// TestQuotientGolden compares quotients with the papers.
func TestQuotientGolden(t *testing.T) {
	for _, c := range []struct {
		code      string
		maxHeap   int
		order     int
		relations string
		p         string
		source    string
	}{
		// Misère Nim on heaps of 1, 2, 3: the tame quotient T2 =
		// <a, b | a^2 = 1, b^3 = b> of order 6, P = {a, b^2}
		// (Plambeck and Siegel 2008, the quotient of misère Nim).
		{"0.333", 3, 6, "a^2=1, b^3=b", "a b^2", "Plambeck and Siegel 2008"},
		// 0.75: the wild quotient R8 = <a, b, c | a^2 = 1, b^3 = b,
		// bc = ab, c^2 = b^2> of order 8, P = {a, b^2} (Plambeck 2005,
		// "Taming the wild", the misère analysis of 0.75).
		{"0.75", 20, 8, "a^2=1, b c=a b, b^3=b, c^2=b^2", "a b^2", "Plambeck 2005"},
	} {
		r, _ := octal.Parse(c.code)
		q, err := misere.QuotientOf(ctx, r, c.maxHeap)
		if err != nil {
			t.Fatal(err)
		}
		if q.Order != c.order || relations(q) != c.relations || strings.Join(q.PPortion, " ") != c.p {
			t.Errorf("%s Q_%d: order %d, relations %s, P {%s}; want %d, %s, {%s} (%s)", c.code, c.maxHeap, q.Order, relations(q), strings.Join(q.PPortion, ", "), c.order, c.relations, c.p, c.source)
		}
	}
}

// TestQuotientTame: the quotient of a game whose heaps are all tame is the
// quotient of misère Nim with heaps of the same values, of order 2^k + 2
// when the values span k binary digits (k >= 1).
func TestQuotientTame(t *testing.T) {
	nim7, _ := octal.Parse("0.3333333")
	q, err := misere.QuotientOf(ctx, nim7, 7)
	if err != nil {
		t.Fatal(err)
	}
	if q.Order != 10 || q.Tame == nil || !*q.Tame {
		t.Errorf("misère Nim heaps <= 7: order %d, tame %v; want 10, tame", q.Order, q.Tame)
	}
	s, _ := subtraction.NewSet([]int{1, 2})
	q, err = misere.QuotientOf(ctx, s, 12)
	if err != nil {
		t.Fatal(err)
	}
	if q.Order != 6 || q.Tame == nil || !*q.Tame {
		t.Errorf("S(1,2) heaps <= 12: order %d, tame %v; want 6 (values 0, 1, 2), tame", q.Order, q.Tame)
	}
}

// TestQuotientRandomSums ties the monoid arithmetic to the brute-force
// solver on thousands of random sums of heaps <= N.
func TestQuotientRandomSums(t *testing.T) {
	kayles, _ := octal.Parse("0.77")
	dawson, _ := octal.Parse("0.07")
	o75, _ := octal.Parse("0.75")
	sub, _ := subtraction.NewSet([]int{1, 3, 4})
	rng := rand.New(rand.NewPCG(3, 4))
	for _, c := range []struct {
		g       game.Game
		maxHeap int
	}{{dawson, 20}, {kayles, 10}, {o75, 16}, {octal.GrundyGame(), 12}, {sub, 12}} {
		q, err := misere.QuotientOf(ctx, c.g, c.maxHeap)
		if err != nil {
			t.Fatal(err)
		}
		var single bool
		if _, single = c.g.(subtraction.Set); single {
			c.g = game.Sum{Components: []game.Game{sub, sub, sub}}
		}
		s := game.NewSolver(misere.Of(c.g))
		for range 1500 {
			k := 1 + rng.IntN(3)
			if single {
				k = 3
			}
			heaps := make([]int, k)
			total := 0
			for i := range heaps {
				heaps[i] = rng.IntN(c.maxHeap + 1)
				total += heaps[i]
			}
			if total > 30 && !single {
				continue // keep the brute force fast
			}
			p := game.Position(heaps)
			if single {
				p = game.Sum{Components: []game.Game{sub, sub, sub}}.Join([]game.Position{{heaps[0]}, {heaps[1]}, {heaps[2]}})
			}
			want, err := s.Outcome(p)
			if err != nil {
				t.Fatal(err)
			}
			got, err := q.OutcomeOf(heaps)
			if err != nil || got != want {
				w, _ := q.Word(heaps)
				t.Fatalf("%s: %v pretends to be %s, %v by the quotient; the solver says %v", c.g, heaps, w, got, want)
			}
		}
	}
}

// TestQuotientOrdersEven: a misère quotient of impartial games with a
// move has even order (Plambeck and Siegel 2008); the trivial quotient
// of a game without moves has order 1.
func TestQuotientOrdersEven(t *testing.T) {
	kayles, _ := octal.Parse("0.77")
	dawson, _ := octal.Parse("0.07")
	for _, c := range []struct {
		g game.Game
		n int
	}{{kayles, 16}, {dawson, 24}, {octal.GrundyGame(), 20}} {
		q, err := misere.QuotientOf(ctx, c.g, c.n)
		if err != nil {
			t.Fatal(err)
		}
		for n, o := range q.Orders {
			if o != 1 && o%2 != 0 {
				t.Errorf("%s: Q_%d has odd order %d", c.g, n+1, o)
			}
		}
	}
}

func TestQuotientErrors(t *testing.T) {
	r, _ := octal.Parse("0.07")
	if _, err := misere.QuotientOf(ctx, r, 0); err == nil {
		t.Error("--maxheap 0: want an error")
	}
	q, _ := misere.QuotientOf(ctx, r, 5)
	if _, err := q.OutcomeOf([]int{6}); err == nil {
		t.Error("heap 6 outside Q_5: want an error")
	}
}

func ExampleQuotientOf() {
	r, _ := octal.Parse("0.75")
	q, _ := misere.QuotientOf(ctx, r, 12)
	fmt.Println("order", q.Order)
	for _, rel := range q.Relations {
		fmt.Printf("%s = %s\n", rel.Left, rel.Right)
	}
	fmt.Println("P-portion:", strings.Join(q.PPortion, ", "))
	fmt.Println("heaps 0..12 pretend to be:", strings.Join(q.Pretending, ", "))
	// Output:
	// order 8
	// a^2 = 1
	// b c = a b
	// c^2 = b^2
	// b^3 = b
	// P-portion: a, b^2
	// heaps 0..12 pretend to be: 1, a, b, a, b, c, b, c, b, a b^2, b, a b^2, b
}

// TestQuotientDawsonsKayles: the partial quotients of Dawson's Kayles
// (0.07). Q_30 has order 360: Siegel, answering questions on MisereSolver
// in Plambeck's blog "Misère Games" (28 August 2007): "Q_30(0.07) has size
// 360". The orders of Q_1..Q_29 and the sizes of the P-portions were
// cross-checked with Siegel's MisereSolver (from CGSuite's sources, run
// outside this repository), an independent program. Random sums of heaps
// <= 30 are checked against the brute-force misère solver.
func TestQuotientDawsonsKayles(t *testing.T) {
	dawson, _ := octal.Parse("0.07")
	q, err := misere.QuotientOf(ctx, dawson, 30)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 2, 2, 6, 6, 6, 6, 6, 6, 12, 12, 12, 12, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 144, 144, 176, 176, 176, 360}
	if !slices.Equal(q.Orders, want) || len(q.PPortion) != 65 {
		t.Errorf("0.07: orders %v, |P| = %d; want %v, |P| = 65", q.Orders, len(q.PPortion), want)
	}
	s := game.NewSolver(misere.Of(dawson))
	rng := rand.New(rand.NewPCG(30, 7))
	for checked := 0; checked < 400; {
		heaps := make([]int, 2+rng.IntN(3))
		total := 0
		for i := range heaps {
			heaps[i] = 1 + rng.IntN(30)
			total += heaps[i]
		}
		if total > 40 {
			continue
		}
		checked++
		want, err := s.Outcome(game.Position(heaps))
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := q.OutcomeOf(heaps); got != want {
			w, _ := q.Word(heaps)
			t.Fatalf("0.07: %v pretends to be %s, %v by Q_30; the solver says %v", heaps, w, got, want)
		}
	}
}

// TestQuotientKayles: Kayles (0.77) has a quotient of order 40 with 9
// P-positions from heap 27 on (to heap 60 here), as Siegel's MisereSolver
// also finds.
func TestQuotientKayles(t *testing.T) {
	kayles, _ := octal.Parse("0.77")
	q, err := misere.QuotientOf(ctx, kayles, 60)
	if err != nil {
		t.Fatal(err)
	}
	if q.Order != 40 || len(q.PPortion) != 9 || q.StableFrom != 27 {
		t.Errorf("0.77: Q_60 order %d, |P| = %d, stable from %d; want 40, 9, 27", q.Order, len(q.PPortion), q.StableFrom)
	}
}
