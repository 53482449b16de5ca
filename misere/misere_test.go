package misere_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/hackenbush"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/misere"
)

var ctx = context.Background()

// positions calls visit for every list of k heaps, each 0..max.
func positions(k, most int, visit func(game.Position)) {
	p := make(game.Position, k)
	var rec func(i int)
	rec = func(i int) {
		if i == k {
			visit(p.Clone())
			return
		}
		for v := 0; v <= most; v++ {
			p[i] = v
			rec(i + 1)
		}
	}
	rec(0)
}

// TestBoutonMisere ties Bouton's misère rule and its winning moves to the
// brute-force solver playing Nim, Nimble and bamboo Hackenbush with the
// misère ending, on every position of up to 4 heaps of up to 5.
func TestBoutonMisere(t *testing.T) {
	for _, inner := range []game.Game{nim.Game{}, nim.Nimble{}, hackenbush.Stalks{}} {
		g := misere.Of(inner)
		fast, ok := g.(misere.RuledBig)
		if !ok {
			t.Fatalf("Of(%s) is %T; want misere.RuledBig (Bouton's misère rule at any size)", inner, g)
		}
		s := game.NewSolver(g)
		for k := 1; k <= 4; k++ {
			positions(k, 5, func(p game.Position) {
				if _, isNimble := inner.(nim.Nimble); isNimble && !slices.IsSorted(p) {
					return
				}
				want, err := s.Outcome(p)
				if err != nil {
					t.Fatal(err)
				}
				got, _ := fast.OutcomeOf(ctx, p)
				if got != want {
					t.Fatalf("%s %v: Bouton's misère rule says %v, the solver %v", g, p, got, want)
				}
				wantMoves, _ := s.WinningMoves(p)
				gotMoves, _ := fast.WinningMovesOf(ctx, p)
				if fmt.Sprint(gotMoves) != fmt.Sprint(wantMoves) {
					t.Fatalf("%s %v: winning moves %v; the solver finds %v", g, p, gotMoves, wantMoves)
				}
			})
		}
	}
}

func TestBoutonMisereExamples(t *testing.T) {
	for _, c := range []struct {
		heaps []int
		p     bool
	}{
		{[]int{0}, false},      // no move: the mover wins
		{[]int{1}, true},       // the mover must take the last token
		{[]int{1, 1}, false},   // leave one heap of 1
		{[]int{1, 1, 1}, true}, // odd number of 1s
		{[]int{2, 2}, true},    // nim-sum 0 with a heap of 2
		{[]int{1, 2, 3}, true}, // nim-sum 0
		{[]int{2}, false},      // take 1, leave a single 1
	} {
		if got := game.MisereNimIsP(c.heaps); got != c.p {
			t.Errorf("MisereNimIsP(%v) = %v; want %v", c.heaps, got, c.p)
		}
	}
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	if !nim.MisereIsPBig([]*big.Int{huge, new(big.Int).Set(huge)}) {
		t.Error("two equal huge heaps should be a misère P-position")
	}
	if nim.MisereIsPBig([]*big.Int{big.NewInt(1), big.NewInt(1)}) {
		t.Error("1,1 should be a misère N-position")
	}
}

// TestMisereWythoff ties the misère Wythoff rule to the brute-force solver
// and to Wythoff's game altered by declaring (0,1), (1,0) P and (0,0) N.
func TestMisereWythoff(t *testing.T) {
	w, _ := wythoff.NewGame(1, 1)
	g := misere.Of(w.Plain())
	fast, ok := g.(misere.Ruled)
	if !ok {
		t.Fatalf("Of(wythoff) is %T", g)
	}
	altered, err := game.NewAltered(w.Plain(), game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}, 2)
	if err != nil {
		t.Fatal(err)
	}
	s, sa := game.NewSolver(g), game.NewSolver(altered)
	positions(2, 40, func(p game.Position) {
		want, _ := s.Outcome(p)
		alt, _ := sa.Outcome(p)
		got, _ := fast.OutcomeOf(ctx, p)
		if got != want || alt != want {
			t.Fatalf("misère Wythoff %v: rule %v, solver %v, altered game %v", p, got, want, alt)
		}
	})
}

// TestAlteredMisere: the misère play of an altered game equals the
// alteration of the misère game.
func TestAlteredMisere(t *testing.T) {
	alt := game.Alteration{P: []game.Position{{2, 3}}, N: []game.Position{{0, 1}, {4, 4}}}
	for _, base := range []game.Game{nim.Game{}, wythoff.Game{P: 1, M: 1}.Plain(), wythoff.Game{P: 2, M: 1}} {
		a, err := game.NewAltered(base, alt, 2)
		if err != nil {
			t.Fatal(err)
		}
		b, err := game.NewAltered(misere.Of(base), alt, 2)
		if err != nil {
			t.Fatal(err)
		}
		s1, s2 := game.NewSolver(misere.Of(a)), game.NewSolver(b)
		positions(2, 12, func(p game.Position) {
			o1, err1 := s1.Outcome(p)
			o2, err2 := s2.Outcome(p)
			if err1 != nil || err2 != nil || o1 != o2 {
				t.Fatalf("%s at %v: misère of altered %v, altered misère %v (%v %v)", base, p, o1, o2, err1, err2)
			}
		})
		if over, moverWins := misere.Of(a).(game.Ender).End(game.Position{0, 1}); !over || !moverWins {
			t.Errorf("%s: (0,1) declared N should end play with the mover winning", base)
		}
		if over, moverWins := misere.Of(a).(game.Ender).End(game.Position{0, 0}); !over || !moverWins {
			t.Errorf("%s: (0,0) should end misère play with the mover winning", base)
		}
	}
}

// TestSums: the misère play of a sum of Nim games is misère Nim on all the
// heaps; the solver on the wrapped sum must agree with Bouton's rule.
func TestSums(t *testing.T) {
	sum := game.Sum{Components: []game.Game{nim.Game{}, hackenbush.Stalks{}}}
	s := game.NewSolver(misere.Of(sum))
	positions(4, 4, func(p game.Position) {
		q := sum.Join([]game.Position{p[:2], p[2:]})
		o, err := s.Outcome(q)
		if err != nil {
			t.Fatal(err)
		}
		if (o == game.P) != game.MisereNimIsP(p) {
			t.Fatalf("misère nim+hackenbush %v: solver %v, Bouton %v", p, o, game.MisereNimIsP(p))
		}
	})
}

// TestBlockingAndMemory: games with their own outcome rule or memory are
// played by the generic solver with the misère ending.
func TestBlockingAndMemory(t *testing.T) {
	g := misere.Of(wythoff.Game{P: 2, M: 1})
	s := game.NewSolver(g)
	for _, c := range []struct {
		p    game.Position
		want game.Outcome
	}{{game.Position{0, 0}, game.N}, {game.Position{0, 1}, game.P}, {game.Position{1, 1}, game.N}} {
		if o, _ := s.Outcome(c.p); o != c.want {
			t.Errorf("misère (2,1)-Wythoff %v = %v; want %v", c.p, o, c.want)
		}
	}
	r, _ := imitation.NewRules(2, 1)
	ig := misere.Of(imitation.Game{Rules: r})
	start := imitation.Encode(imitation.Start(3, 4))
	if _, err := game.NewSolver(ig).Outcome(start); err != nil {
		t.Fatal(err)
	}
	end := imitation.Encode(imitation.Start(0, 0))
	if over, moverWins := ig.(game.Ender).End(end); !over || !moverWins {
		t.Error("misère imitation at 0,0: play should be over, won by the mover")
	}
}

// TestHeapsOutcome ties OutcomeOf of heap games (by genus for tame heaps,
// brute force otherwise) to the generic solver on random sums.
func TestHeapsOutcome(t *testing.T) {
	kayles, _ := octal.Parse("0.77")
	dawson, _ := octal.Parse("0.07")
	sub, _ := subtraction.NewSet([]int{1, 3, 4})
	rng := rand.New(rand.NewPCG(1, 2))
	for _, inner := range []game.Game{kayles, dawson, octal.GrundyGame(), sub} {
		g := misere.Of(inner)
		fast := g.(game.Outcomer)
		s := game.NewSolver(g)
		for range 300 {
			k := 1 + rng.IntN(3)
			if _, single := inner.(subtraction.Set); single {
				k = 1
			}
			p := make(game.Position, k)
			for i := range p {
				p[i] = rng.IntN(13)
			}
			want, err := s.Outcome(p)
			if err != nil {
				t.Fatal(err)
			}
			got, err := fast.OutcomeOf(ctx, p)
			if err != nil || got != want {
				t.Fatalf("%s %v: OutcomeOf %v (%v); solver %v", g, p, got, err, want)
			}
		}
	}
}

// TestGrundyOf: G⁻ by the genus solver agrees with the generic solver of
// misère values, and 0 exactly at misère P-positions.
func TestGrundyOf(t *testing.T) {
	kayles, _ := octal.Parse("0.77")
	s := game.NewSolver(misere.Of(kayles))
	positions(2, 9, func(p game.Position) {
		v, err := misere.GrundyOf(ctx, kayles, p)
		if err != nil {
			t.Fatal(err)
		}
		o, _ := s.Outcome(p)
		if (v == 0) != (o == game.P) {
			t.Fatalf("kayles %v: G⁻ = %d but outcome %v", p, v, o)
		}
	})
	// Misère Nim: G⁻(n) = n xor 1 for n <= 1, n otherwise.
	for n := range 6 {
		v, _ := misere.GrundyOf(ctx, nim.Game{}, game.Position{n})
		want := n
		if n <= 1 {
			want = n ^ 1
		}
		if v != want {
			t.Errorf("G⁻(*%d) = %d; want %d", n, v, want)
		}
	}
	if _, err := misere.GrundyOf(ctx, wythoff.Game{P: 2, M: 1}, game.Position{1, 1}); err == nil {
		t.Error("blocking Wythoff has no misère Grundy values: want an error")
	}
}
