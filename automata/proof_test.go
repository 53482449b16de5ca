package automata_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/mex-cgt/mex/automata"
)

// must panics on an error: the tests below only call it with arguments
// that are valid by construction.
func must(d *automata.DFA, err error) *automata.DFA {
	if err != nil {
		panic(err)
	}
	return d
}

// exists projects track out of d and minimizes.
func exists(t *testing.T, d *automata.DFA, track int) *automata.DFA {
	t.Helper()
	projected, err := d.Project(context.Background(), track, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	return projected.Minimize()
}

// forAll reports whether d holds for every tuple of valid numbers, and a
// counterexample if not.
func forAll(d *automata.DFA, systems []automata.Numeration) (bool, []*big.Int) {
	holds, word := d.IsUniversal(automata.ValidTuples(systems...))
	if holds {
		return true, nil
	}
	return false, d.Tuple(systems, word)
}

func TestProofs(t *testing.T) {
	for _, system := range []automata.Numeration{automata.Base(2), automata.Base(3), automata.Fibonacci()} {
		add := system.Addition()
		name := system.Name()
		// ∀x ∃y: x + x = y.
		double := must(add.Identify(0, 1)) // (x, y): x + x = y
		if holds, counter := forAll(exists(t, double, 1), automata.Systems(system, 1)); !holds {
			t.Errorf("%s: ∀x ∃y x+x=y = false at %v; want true", name, counter)
		}
		// ∀x ∃y: y + y = x is false; the least counterexample is x = 1.
		half := must(double.Permute([]int{1, 0})) // (x, y): y + y = x
		holds, counter := forAll(exists(t, half, 1), automata.Systems(system, 1))
		if holds || counter[0].Int64() != 1 {
			t.Errorf("%s: ∀x ∃y y+y=x = %v at %v; want false at [1]", name, holds, counter)
		}
		// ∀x ∀y: x + y = y + x, as ∀x ∀y ∃z: x+y=z ∧ y+x=z.
		swapped := must(add.Permute([]int{1, 0, 2}))
		commutes := exists(t, add.Intersect(swapped), 2)
		if holds, counter := forAll(commutes, automata.Systems(system, 2)); !holds {
			t.Errorf("%s: ∀x,y x+y=y+x = false at %v; want true", name, counter)
		}
		// ∀x ∀y ∀z: x+y=z → ¬(z < x): as a language inclusion over valid
		// triples.
		less := must(system.LessThan().Reindex([]int{system.Base(), system.Base(), system.Base()}, []int{2, 0}))
		if !add.Intersect(less).IsEmpty() {
			t.Errorf("%s: some x+y=z has z<x", name)
		}
		// ∀x ∃y: x < y (no largest number), ∃x ∀y: ¬(y < x) (a least one).
		if holds, counter := forAll(exists(t, system.LessThan(), 1), automata.Systems(system, 1)); !holds {
			t.Errorf("%s: ∀x ∃y x<y = false at %v", name, counter)
		}
		notBelow := system.LessThan().Complement().Intersect(automata.ValidTuples(system, system)) // ¬(x < y)
		// (y, x) order: ¬(y < x) has tracks (x, y) after Permute.
		least := exists(t, must(notBelow.Permute([]int{1, 0})).Complement().Intersect(automata.ValidTuples(system, system)), 1)
		// least accepts x iff ∃y: y < x; ∃x ∀y ¬(y<x) iff least misses a valid x.
		if holds, counter := forAll(least, automata.Systems(system, 1)); holds || counter[0].Sign() != 0 {
			t.Errorf("%s: ∃x ∀y ¬(y<x) = %v, least x %v; want true at 0", name, !holds, counter)
		}
	}
}

// wythoffBrute returns the Wythoff P-positions (A_n, B_n), by the mex rule:
// A_n is the least number not among the earlier A_i, B_i, and B_n = A_n + n.
func wythoffBrute(bound int) map[[2]int]bool {
	used := map[int]bool{}
	positions := map[[2]int]bool{}
	for n := 0; ; n++ {
		a := 0
		for used[a] {
			a++
		}
		if a > bound {
			return positions
		}
		b := a + n
		used[a], used[b] = true, true
		positions[[2]int{a, b}] = true
		positions[[2]int{b, a}] = true
	}
}

// wythoffState reads the pairs (a, b) with zeck(b) = zeck(a)·0 and zeck(a)
// ending in an even number of 0s: b's digit i must equal a's digit i+1, so
// the state keeps b's last digit (pending, -1 before the first letter,
// where a's padding digit must be 0).
type wythoffState struct {
	pending  int
	oddZeros bool // a's trailing zeros are odd in number
	seenOne  bool
}

// wythoffAutomaton builds the Wythoff P-positions in msd_fib: the pairs
// above and their mirror images.
func wythoffAutomaton(t *testing.T) *automata.DFA {
	fib := automata.Fibonacci()
	lower, err := automata.Explore(context.Background(), []int{2, 2}, wythoffState{pending: -1},
		func(s wythoffState, d []int) (wythoffState, bool) {
			a, b := d[0], d[1]
			if s.pending == -1 && a != 0 || s.pending >= 0 && a != s.pending {
				return s, false
			}
			if a == 1 {
				return wythoffState{pending: b, seenOne: true}, true
			}
			return wythoffState{pending: b, oddZeros: !s.oddZeros, seenOne: s.seenOne}, true
		},
		func(s wythoffState) bool { return s.pending <= 0 && (!s.seenOne || !s.oddZeros) }, 0)
	if err != nil {
		t.Fatal(err)
	}
	lower = lower.Intersect(automata.ValidTuples(fib, fib)).Minimize()
	return lower.Union(must(lower.Permute([]int{1, 0}))).Minimize()
}

func TestWythoffPositions(t *testing.T) {
	const bound = 300
	p := wythoffAutomaton(t)
	want := wythoffBrute(bound)
	for a := range bound + 1 {
		for b := range bound + 1 {
			if got := p.AcceptsUint64(automata.Fibonacci(), uint64(a), uint64(b)); got != want[[2]int{a, b}] {
				t.Fatalf("Wythoff.Accepts(%d, %d) = %v; want %v", a, b, got, want[[2]int{a, b}])
			}
		}
	}
	t.Logf("Wythoff P-positions: %v", p)
}

// TestWythoffProof proves with automata that the set W of the automaton is
// the set of P-positions of Wythoff's game, for all positions: no move
// leads from a member of W to a member (stability), and every position
// outside W has a move into W (absorption). Moves: from (a, b) to (c, d)
// with c = a, d < b; or d = b, c < a; or c < a, a - c = b - d.
func TestWythoffProof(t *testing.T) {
	begin := time.Now()
	stable, absorbing := wythoffProof(t, wythoffAutomaton(t))
	if stable != nil {
		t.Errorf("Wythoff stability fails at %v", stable)
	}
	if absorbing != nil {
		t.Errorf("Wythoff absorption fails at %v", absorbing)
	}
	t.Logf("Wythoff proof in %v", time.Since(begin))
}

// TestWythoffProofFindsErrors checks the proof fails, with the least
// counterexamples, on wrong sets: W with (2, 2) added is not stable, and the
// pairs a <= b alone are not absorbing.
func TestWythoffProofFindsErrors(t *testing.T) {
	fib := automata.Fibonacci()
	w := wythoffAutomaton(t)
	twoTwo := must(fib.Constant(big.NewInt(2)).Reindex([]int{2, 2}, []int{0})).Intersect(must(fib.Constant(big.NewInt(2)).Reindex([]int{2, 2}, []int{1})))
	if stable, _ := wythoffProof(t, w.Union(twoTwo).Minimize()); stable == nil {
		t.Errorf("W ∪ {(2,2)} passed the stability proof")
	}
	atMost := fib.LessThan().Union(fib.Equality())
	if _, absorbing := wythoffProof(t, w.Intersect(atMost).Minimize()); absorbing == nil || absorbing[0].Int64() != 2 || absorbing[1].Int64() != 1 {
		t.Errorf("W ∩ {a <= b}: absorption counterexample %v; want [2 1]", absorbing)
	}
}

// wythoffProof returns a counterexample (a, b, c, d) to stability of p, or
// nil, and a counterexample (a, b) to absorption, or nil.
func wythoffProof(t *testing.T, p *automata.DFA) (stable, absorbing []*big.Int) {
	fib := automata.Fibonacci()
	four := []int{2, 2, 2, 2}    // a, b, c, d
	five := []int{2, 2, 2, 2, 2} // a, b, c, d, k
	on := func(d *automata.DFA, bases []int, tracks ...int) *automata.DFA {
		return must(d.Reindex(bases, tracks))
	}
	equal, less, add := fib.Equality(), fib.LessThan(), fib.Addition()
	sameFirst := on(equal, four, 0, 2).Intersect(on(less, four, 3, 1))
	sameSecond := on(equal, four, 1, 3).Intersect(on(less, four, 2, 0))
	// ∃k: c + k = a ∧ d + k = b ∧ c < a.
	diagonal5 := on(add, five, 2, 4, 0).Intersect(on(add, five, 3, 4, 1)).Intersect(on(less, five, 2, 0)).Minimize()
	diagonal := exists(t, diagonal5, 4)
	move := sameFirst.Union(sameSecond).Union(diagonal).Minimize()
	inW := on(p, four, 0, 1)
	toW := on(p, four, 2, 3)
	// Stability: no (a, b), (c, d) in W with a move between them.
	bad := inW.Intersect(toW).Intersect(move)
	stable, _ = bad.ShortestTuple(automata.Systems(fib, 4))
	// Absorption: every valid (a, b) outside W has a move into W.
	reachesW := exists(t, exists(t, move.Intersect(toW), 3), 2)
	_, absorbing = forAll(p.Union(reachesW), automata.Systems(fib, 2))
	t.Logf("move %v, diagonal %v, W %v, reaches W %v", move, diagonal, p, reachesW)
	return stable, absorbing
}
