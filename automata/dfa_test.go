package automata

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomDFA returns a DFA with random transitions and acceptance.
func randomDFA(rng *rand.Rand, bases []int, states int) *DFA {
	size := mustAlphabetSize(bases)
	next := make([][]int, states)
	accept := make([]bool, states)
	for q := range next {
		next[q] = make([]int, size)
		for a := range next[q] {
			next[q][a] = rng.IntN(states)
		}
		accept[q] = rng.IntN(3) == 0
	}
	d, err := New(bases, next, accept)
	if err != nil {
		panic(err)
	}
	return d
}

// words calls visit on every word over size letters of length 0..maxLength.
func words(size, maxLength int, visit func(word []int)) {
	var grow func(word []int)
	grow = func(word []int) {
		visit(word)
		if len(word) == maxLength {
			return
		}
		for a := range size {
			grow(append(word, a))
		}
	}
	grow(make([]int, 0, maxLength))
}

// maxLengthFor picks a word length keeping the enumeration near 10^4 words.
func maxLengthFor(size int) int {
	length, count := 0, 1
	for count*size <= 20000 {
		count *= size
		length++
	}
	return min(length, 7)
}

var testAlphabets = [][]int{{2}, {3}, {2, 2}, {2, 3}, {3, 2}}

func TestBooleanOperations(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	type operation struct {
		name  string
		apply func(a, b *DFA) *DFA
		want  func(x, y bool) bool
	}
	operations := []operation{
		{"Intersect", (*DFA).Intersect, func(x, y bool) bool { return x && y }},
		{"Union", (*DFA).Union, func(x, y bool) bool { return x || y }},
		{"Difference", (*DFA).Difference, func(x, y bool) bool { return x && !y }},
		{"Xor", (*DFA).Xor, func(x, y bool) bool { return x != y }},
		{"Implies", (*DFA).Implies, func(x, y bool) bool { return !x || y }},
		{"Complement", func(a, _ *DFA) *DFA { return a.Complement() }, func(x, _ bool) bool { return !x }},
		{"Minimize", func(a, _ *DFA) *DFA { return a.Minimize() }, func(x, _ bool) bool { return x }},
		{"Reachable", func(a, _ *DFA) *DFA { return a.Reachable() }, func(x, _ bool) bool { return x }},
	}
	for trial := range 150 {
		bases := testAlphabets[trial%len(testAlphabets)]
		a := randomDFA(rng, bases, 1+rng.IntN(6))
		b := randomDFA(rng, bases, 1+rng.IntN(6))
		for _, op := range operations {
			got := op.apply(a, b)
			words(a.size, maxLengthFor(a.size), func(w []int) {
				if g, want := got.Accepts(w), op.want(a.Accepts(w), b.Accepts(w)); g != want {
					t.Fatalf("trial %d: %s(%v, %v).Accepts(%v) = %v; want %v", trial, op.name, a, b, w, g, want)
				}
			})
		}
		equal := true
		words(a.size, maxLengthFor(a.size), func(w []int) { equal = equal && a.Accepts(w) == b.Accepts(w) })
		// Two DFAs of at most 6 states that differ, differ on a word of
		// length below 12; words up to maxLengthFor are a sample, so only
		// check the implication that holds for samples.
		if a.Equal(b) && !equal {
			t.Errorf("trial %d: Equal(%v, %v) = true; they differ on a short word", trial, a, b)
		}
		if got := a.Equal(a.Minimize()); !got {
			t.Errorf("trial %d: Equal(a, Minimize(a)) = false; want true", trial)
		}
	}
}

// signature is the acceptance of every word up to a length from state q.
func signature(d *DFA, q, maxLength int) string {
	var sig []byte
	words(d.size, maxLength, func(w []int) {
		s := q
		for _, a := range w {
			s = d.Next(s, a)
		}
		sig = append(sig, "01"[boolInt(d.accept[s])])
	})
	return string(sig)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestMinimizeIsMinimal ties Minimize's state count to the number of
// Myhill–Nerode classes among reachable states, computed by brute force: two
// states of an n-state DFA that differ do on a word of length < n.
func TestMinimizeIsMinimal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 300 {
		bases := testAlphabets[trial%len(testAlphabets)]
		d := randomDFA(rng, bases, 1+rng.IntN(7))
		r := d.Reachable()
		classes := map[string]bool{}
		for q := range r.states {
			classes[signature(r, q, r.states)] = true
		}
		m := d.Minimize()
		if m.States() != len(classes) {
			t.Fatalf("trial %d: Minimize(%v).States() = %d; want %d classes", trial, d, m.States(), len(classes))
		}
		// Canonical: renumbering d's states does not change Minimize.
		if !identical(m, permuteStates(rng, d).Minimize()) {
			t.Fatalf("trial %d: Minimize is not canonical for %v", trial, d)
		}
		if !identical(m, m.Minimize()) {
			t.Fatalf("trial %d: Minimize(Minimize(d)) differs from Minimize(d)", trial)
		}
	}
}

// permuteStates returns d with its states renumbered at random (the start
// kept at 0) and an unreachable junk state added.
func permuteStates(rng *rand.Rand, d *DFA) *DFA {
	n := d.states
	perm := append([]int{0}, rng.Perm(n-1)...)
	for i := 1; i < n; i++ {
		perm[i]++
	}
	next := make([][]int, n+1)
	accept := make([]bool, n+1)
	for q := range n {
		row := make([]int, d.size)
		for a := range d.size {
			row[a] = perm[d.Next(q, a)]
		}
		next[perm[q]] = row
		accept[perm[q]] = d.accept[q]
	}
	next[n] = make([]int, d.size)
	accept[n] = true
	e, err := New(d.bases, next, accept)
	if err != nil {
		panic(err)
	}
	return e
}

func TestShortestAccepted(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := range 300 {
		bases := testAlphabets[trial%len(testAlphabets)]
		d := randomDFA(rng, bases, 1+rng.IntN(6))
		var want []int
		found := false
		// An n-state DFA accepting anything accepts a word of length < n;
		// keep the least accepted word by length, then lexicographically.
		words(d.size, d.states, func(w []int) {
			if d.Accepts(w) && (!found || len(w) < len(want) || len(w) == len(want) && slices.Compare(w, want) < 0) {
				want, found = slices.Clone(w), true
			}
		})
		got, ok := d.ShortestAccepted()
		if ok != found || !slices.Equal(got, want) {
			t.Fatalf("trial %d: ShortestAccepted(%v) = %v, %v; want %v, %v", trial, d, got, ok, want, found)
		}
		if d.IsEmpty() == found {
			t.Fatalf("trial %d: IsEmpty(%v) = %v; want %v", trial, d, !found, found)
		}
		universal, rejected := d.IsUniversal(Universal(bases))
		complementWitness, complementNonEmpty := d.Complement().ShortestAccepted()
		if universal == complementNonEmpty || !slices.Equal(rejected, complementWitness) {
			t.Fatalf("trial %d: IsUniversal(%v) = %v, %v; want %v, %v", trial, d, universal, rejected, !complementNonEmpty, complementWitness)
		}
	}
}

func TestReindex(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := range 100 {
		d := randomDFA(rng, []int{2, 3}, 1+rng.IntN(5))
		cases := []struct {
			name   string
			build  func() (*DFA, error)
			bases  []int
			reduce func(digits []int) []int // new letter's digits to d's
		}{
			{"AddTrack(0, 2)", func() (*DFA, error) { return d.AddTrack(0, 2) }, []int{2, 2, 3},
				func(x []int) []int { return []int{x[1], x[2]} }},
			{"AddTrack(1, 3)", func() (*DFA, error) { return d.AddTrack(1, 3) }, []int{2, 3, 3},
				func(x []int) []int { return []int{x[0], x[2]} }},
			{"AddTrack(2, 2)", func() (*DFA, error) { return d.AddTrack(2, 2) }, []int{2, 3, 2},
				func(x []int) []int { return []int{x[0], x[1]} }},
			{"Permute([1 0])", func() (*DFA, error) { return d.Permute([]int{1, 0}) }, []int{3, 2},
				func(x []int) []int { return []int{x[1], x[0]} }},
			{"Reindex([3 2 3], [1 0])", func() (*DFA, error) { return d.Reindex([]int{3, 2, 3}, []int{1, 0}) }, []int{3, 2, 3},
				func(x []int) []int { return []int{x[1], x[0]} }},
		}
		for _, c := range cases {
			got, err := c.build()
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if !slices.Equal(got.bases, c.bases) {
				t.Fatalf("%s bases = %v; want %v", c.name, got.bases, c.bases)
			}
			words(got.size, 3, func(w []int) {
				old := make([]int, len(w))
				for i, a := range w {
					old[i] = d.Letter(c.reduce(got.Digits(a))...)
				}
				if g, want := got.Accepts(w), d.Accepts(old); g != want {
					t.Fatalf("trial %d: %s(%v).Accepts(%v) = %v; want %v", trial, c.name, d, w, g, want)
				}
			})
		}
		// Identify on three tracks of base 2, both orders.
		e := randomDFA(rng, []int{2, 2, 2}, 1+rng.IntN(5))
		for _, pair := range [][2]int{{0, 2}, {2, 0}, {1, 0}} {
			got, err := e.Identify(pair[0], pair[1])
			if err != nil {
				t.Fatal(err)
			}
			words(got.size, 4, func(w []int) {
				old := make([]int, len(w))
				for i, a := range w {
					x := got.Digits(a)
					full := slices.Insert(slices.Clone(x), pair[1], 0)
					keep := pair[0]
					if keep > pair[1] {
						keep--
					}
					full[pair[1]] = x[keep]
					old[i] = e.Letter(full...)
				}
				if g, want := got.Accepts(w), e.Accepts(old); g != want {
					t.Fatalf("trial %d: Identify(%v, %d, %d).Accepts(%v) = %v; want %v", trial, e, pair[0], pair[1], w, g, want)
				}
			})
		}
	}
	d := randomDFA(rng, []int{2, 3}, 2)
	for _, bad := range [][]int{{0, 0}, {1}, {0, 2}} {
		if _, err := d.Permute(bad); err == nil {
			t.Errorf("Permute(%v) = nil error; want an error", bad)
		}
	}
	if _, err := d.Identify(0, 1); err == nil {
		t.Errorf("Identify of tracks of bases 2 and 3 = nil error; want an error")
	}
}

// TestProject ties Project to its definition: w is accepted iff for some j
// and some digits u, d accepts 0^j w with u on the removed track. For an
// n-state DFA j < n suffices (a state reachable on zero prefixes is
// reachable on one shorter than n).
func TestProject(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	ctx := context.Background()
	for trial := range 120 {
		bases := [][]int{{2, 2}, {2, 3}, {3, 2}, {2, 2, 2}}[trial%4]
		d := randomDFA(rng, bases, 1+rng.IntN(4))
		// Half the time make d invariant under leading zeros (a zero loop at
		// the start), which Project must keep.
		zeroInvariant := trial%2 == 0
		if zeroInvariant {
			d.next[0] = 0
		}
		for track := range bases {
			got, err := d.Project(ctx, track, 0)
			if err != nil {
				t.Fatal(err)
			}
			minimal := got.Minimize()
			rest := slices.Delete(slices.Clone(bases), track, track+1)
			keptSize := mustAlphabetSize(rest)
			words(keptSize, 3, func(w []int) {
				want := false
				for j := 0; j < d.states && !want; j++ {
					padded := append(make([]int, j), w...)
					words(bases[track], len(padded), func(u []int) {
						if want || len(u) != len(padded) {
							return
						}
						word := make([]int, len(padded))
						for i := range padded {
							digits := slices.Insert(digitsOf(rest, padded[i]), track, u[i])
							word[i] = d.Letter(digits...)
						}
						want = d.Accepts(word)
					})
				}
				if g := got.Accepts(w); g != want {
					t.Fatalf("trial %d: Project(%v, %d).Accepts(%v) = %v; want %v", trial, d, track, w, g, want)
				}
				if g := minimal.Accepts(w); g != want {
					t.Fatalf("trial %d: Minimize(Project(%v, %d)).Accepts(%v) = %v; want %v", trial, d, track, w, g, want)
				}
				if g := got.Accepts(append([]int{0}, w...)); zeroInvariant && g != want {
					t.Fatalf("trial %d: Project(%v, %d).Accepts(0·%v) = %v; want %v (leading zeros)", trial, d, track, w, g, want)
				}
			})
		}
	}
}

// exponentialDFA accepts the words over {0,1}×{0,1} whose track-0 digit n
// positions from the end is 1: projecting track 1 leaves the classic
// language whose DFA needs 2^n states.
func exponentialDFA(n int) *DFA {
	// State 0 waits; states 1..n count digits after a guessed 1, which
	// track 1 marks.
	next := make([][]int, n+2)
	accept := make([]bool, n+2)
	dead := n + 1
	for q := range next {
		next[q] = make([]int, 4)
		for letter := range 4 {
			x, guess := letter/2, letter%2
			switch {
			case q == 0 && guess == 1 && x == 1:
				next[q][letter] = 1
			case q == 0 && guess == 0:
				next[q][letter] = 0
			case q >= 1 && q < n && guess == 0:
				next[q][letter] = q + 1
			default:
				next[q][letter] = dead
			}
		}
	}
	accept[n] = true
	if n == 0 {
		panic("n >= 1")
	}
	d, err := New([]int{2, 2}, next, accept)
	if err != nil {
		panic(err)
	}
	return d
}

func TestProjectLimits(t *testing.T) {
	d := exponentialDFA(10)
	got, err := d.Project(context.Background(), 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m := got.Minimize().States(); m != 1<<10 {
		t.Errorf("Minimize(Project(exponentialDFA(10))).States() = %d; want %d", m, 1<<10)
	}
	_, err = d.Project(context.Background(), 1, 100)
	var limit *StateLimitError
	if !errors.As(err, &limit) || limit.Limit != 100 || limit.States != 100 {
		t.Errorf("Project with limit 100 = %v; want a *StateLimitError at 100 states", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := exponentialDFA(14).Project(ctx, 1, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("Project with a cancelled context = %v; want context.Canceled", err)
	}
}

func TestNewRejectsBadTables(t *testing.T) {
	cases := []struct {
		bases  []int
		next   [][]int
		accept []bool
	}{
		{[]int{1}, [][]int{{0}}, []bool{true}},
		{[]int{2}, nil, nil},
		{[]int{2}, [][]int{{0, 1}}, []bool{true}},
		{[]int{2}, [][]int{{0}}, []bool{true}},
		{[]int{2}, [][]int{{0, 0}}, []bool{true, false}},
	}
	for _, c := range cases {
		if _, err := New(c.bases, c.next, c.accept); err == nil {
			t.Errorf("New(%v, %v, %v) = nil error; want an error", c.bases, c.next, c.accept)
		}
	}
}

func TestLetters(t *testing.T) {
	d := Universal([]int{2, 3, 5})
	for letter := range d.AlphabetSize() {
		if got := d.Letter(d.Digits(letter)...); got != letter {
			t.Errorf("Letter(Digits(%d)) = %d; want %d", letter, got, letter)
		}
	}
	if got := fmt.Sprint(d.Digits(d.Letter(1, 2, 4))); got != "[1 2 4]" {
		t.Errorf("Digits(Letter(1, 2, 4)) = %s; want [1 2 4]", got)
	}
}

func TestExplore(t *testing.T) {
	// Words over {0,1,2} whose digit sum is divisible by 5: five states, no
	// dead one.
	sum, err := Explore(context.Background(), []int{3}, 0,
		func(s int, d []int) (int, bool) { return (s + d[0]) % 5, true },
		func(s int) bool { return s == 0 }, 0)
	if err != nil {
		t.Fatal(err)
	}
	words(3, 6, func(w []int) {
		total := 0
		for _, d := range w {
			total += d
		}
		if got, want := sum.Accepts(w), total%5 == 0; got != want {
			t.Fatalf("Explore(digit sum).Accepts(%v) = %v; want %v", w, got, want)
		}
	})
	if sum.States() != 5 {
		t.Errorf("Explore(digit sum).States() = %d; want 5", sum.States())
	}
	// A counter that never stops hits the limit; a cancelled context stops it.
	counter := func(s int, _ []int) (int, bool) { return s + 1, true }
	accept := func(int) bool { return false }
	var limit *StateLimitError
	if _, err := Explore(context.Background(), []int{2}, 0, counter, accept, 1000); !errors.As(err, &limit) || limit.Limit != 1000 {
		t.Errorf("Explore(counter, limit 1000) = %v; want a *StateLimitError", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Explore(ctx, []int{2}, 0, counter, accept, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("Explore(counter, cancelled) = %v; want context.Canceled", err)
	}
	// The dead state counts against the limit too.
	short := func(s int, d []int) (int, bool) { return s + 1, s < 2 }
	if d, err := Explore(context.Background(), []int{2}, 0, short, accept, 0); err != nil || d.States() != 4 {
		t.Errorf("Explore(three states and a dead one) = %v, %v; want 4 states", d, err)
	}
	if _, err := Explore(context.Background(), []int{2}, 0, short, accept, 3); !errors.As(err, &limit) {
		t.Errorf("Explore(four states, limit 3) = %v; want a *StateLimitError", err)
	}
}

// TestSentences projects every track away: the zero-track automaton of a
// sentence accepts the empty word iff the sentence holds.
func TestSentences(t *testing.T) {
	ctx := context.Background()
	for _, system := range []Numeration{Base(2), Base(10), Fibonacci()} {
		double, err := system.Addition().Identify(0, 1) // (x, y): x + x = y
		if err != nil {
			t.Fatal(err)
		}
		for c := range int64(12) {
			target, err := system.Constant(big.NewInt(c)).Reindex(double.Bases(), []int{1})
			if err != nil {
				t.Fatal(err)
			}
			half, err := double.Intersect(target).Project(ctx, 1, 0) // x + x = c
			if err != nil {
				t.Fatal(err)
			}
			sentence, err := half.Minimize().Project(ctx, 0, 0) // ∃x: x + x = c
			if err != nil {
				t.Fatal(err)
			}
			if sentence.Tracks() != 0 || sentence.AlphabetSize() != 1 {
				t.Fatalf("%s: sentence has %d tracks, %d letters; want 0 and 1", system.Name(), sentence.Tracks(), sentence.AlphabetSize())
			}
			if got, want := sentence.Accepts(nil), c%2 == 0; got != want {
				t.Errorf("%s: ∃x x+x=%d = %v; want %v", system.Name(), c, got, want)
			}
		}
	}
}

func TestCombine(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	ctx := context.Background()
	for trial := range 50 {
		a := randomDFA(rng, []int{2, 2}, 2+rng.IntN(5))
		b := randomDFA(rng, []int{2, 2}, 2+rng.IntN(5))
		got, err := Combine(ctx, a, b, func(x, y bool) bool { return x == y }, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !identical(got, a.Xor(b).Complement()) {
			t.Fatalf("trial %d: Combine(%v, %v, ==) differs from the complement of Xor", trial, a, b)
		}
	}
	large := exponentialDFA(12)
	var limit *StateLimitError
	if _, err := Combine(ctx, large, large.Complement(), func(x, y bool) bool { return x && y }, 5); !errors.As(err, &limit) {
		t.Errorf("Combine with limit 5 = %v; want a *StateLimitError", err)
	}
	if _, err := Combine(ctx, large, Universal([]int{2}), func(x, y bool) bool { return x }, 0); err == nil {
		t.Error("Combine over different alphabets = nil error; want an error")
	}
}

// The subset construction tells sets apart by their states, not only by
// their hash: with every weight equal (sets of one size collide), Project
// builds the same automaton, state for state.
func TestProjectHashCollisions(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	ctx := context.Background()
	for trial := range 40 {
		d := randomDFA(rng, []int{2, 2, 2}, 6+rng.IntN(8))
		want, err := d.Project(ctx, trial%3, 0)
		if err != nil {
			t.Fatal(err)
		}
		subsetWeights = func(n int) []uint64 { return make([]uint64, n) }
		got, err := d.Project(ctx, trial%3, 0)
		subsetWeights = stateWeights
		if err != nil {
			t.Fatal(err)
		}
		if got.states != want.states || !slices.Equal(got.next, want.next) || !slices.Equal(got.accept, want.accept) {
			t.Fatalf("trial %d: %d states with colliding hashes, %d without", trial, got.states, want.states)
		}
	}
}
