package misere_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/misere"
)

// Counting games in their simplest form, Grundy and Smith (1956) found 1
// game born by day 0, 2 by day 1, 3 by day 2, 5 by day 3 and 22 by day 4
// (Conway 1976, On Numbers and Games, pp. 139-140; day 5, 4171780, is a
// check of mex check --full).
func TestBornByDay(t *testing.T) {
	forms := misere.NewForms()
	for day, want := range []int{1, 2, 3, 5, 22} {
		got, err := forms.BornBy(context.Background(), day)
		if err != nil || len(got) != want {
			t.Errorf("born by day %d: %d forms (%v); Grundy and Smith count %d", day, len(got), err, want)
		}
	}
	// The first three days: 0, *, and *2 = {0, *}; {*} is 0 (by the proviso:
	// * is a misère P-position, so {*} is an N-position, like 0).
	star, _ := forms.Of([]misere.Form{0})
	if f, _ := forms.Of([]misere.Form{star}); f != 0 {
		t.Errorf("{*} = %s; want 0", forms.Name(f))
	}
	// {*2} is not 0: its option *2 has no option 0 … it has, but *2 is an
	// N-position, so {*2} is a P-position and 0 is not.
	two := forms.Nimber(2)
	if f, _ := forms.Of([]misere.Form{two}); f == 0 || forms.Outcome(f) != game.P {
		t.Errorf("{*2} = %s, outcome %v; want a P-position other than 0", forms.Name(f), forms.Outcome(f))
	}
	// *+* = 0 in misère play (Conway 1976, ch. 12).
	if f, _ := forms.Sum(star, star); f != 0 {
		t.Errorf("* + * = %s; want 0", forms.Name(f))
	}
}

// raw is a game tree with no simplification, the brute-force side.
type raw struct{ options []*raw }

// outcome of a + b in misère play straight from the rules: the player to
// move wins when there is no move, or when some move leaves a P-position.
type rawPair struct{ a, b *raw }

func misereNextWins(a, b *raw, memo map[rawPair]bool) bool {
	if v, ok := memo[rawPair{a, b}]; ok {
		return v
	}
	wins := len(a.options)+len(b.options) == 0
	for _, o := range a.options {
		wins = wins || !misereNextWins(o, b, memo)
	}
	for _, o := range b.options {
		wins = wins || !misereNextWins(a, o, memo)
	}
	memo[rawPair{a, b}] = wins
	return wins
}

func randomRaw(rng *rand.Rand, depth int) *raw {
	g := &raw{}
	if depth == 0 {
		return g
	}
	for range rng.IntN(4) {
		g.options = append(g.options, randomRaw(rng, depth-1-rng.IntN(2)*min(depth-1, 1)))
	}
	return g
}

func formOfRaw(t *testing.T, forms *misere.Forms, g *raw) misere.Form {
	opts := make([]misere.Form, len(g.options))
	for i, o := range g.options {
		opts[i] = formOfRaw(t, forms, o)
	}
	f, err := forms.Of(opts)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func rawOfForm(forms *misere.Forms, f misere.Form) *raw {
	g := &raw{}
	for _, o := range forms.Options(f) {
		g.options = append(g.options, rawOfForm(forms, o))
	}
	return g
}

// The simplification is the brute-force twin's equal: for random game
// trees G and every X born by day 4, G + X has the same misère outcome,
// played out on the unsimplified trees, as the simplest form of G + X;
// and G's simplest form, played as a tree, has the outcomes of G.
func TestFormsKeepOutcomes(t *testing.T) {
	forms := misere.NewForms()
	xs, err := forms.BornBy(context.Background(), 4)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(16, 4))
	memo := map[rawPair]bool{}
	trials := 300
	if testing.Short() {
		trials = 60
	}
	reduced := 0
	for range trials {
		g := randomRaw(rng, 5)
		f := formOfRaw(t, forms, g)
		simplest := rawOfForm(forms, f)
		if len(simplest.options) < len(g.options) {
			reduced++
		}
		for _, x := range xs {
			xr := rawOfForm(forms, x)
			sum, err := forms.Sum(f, x)
			if err != nil {
				t.Fatal(err)
			}
			rules := misereNextWins(g, xr, memo)
			if (forms.Outcome(sum) == game.N) != rules || misereNextWins(simplest, xr, memo) != rules {
				t.Fatalf("G = %s, X = %s: the rules say next wins = %v; the forms say %v (G+X = %s)",
					forms.Name(f), forms.Name(x), rules, forms.Outcome(sum), forms.Name(sum))
			}
		}
	}
	if reduced == 0 {
		t.Error("no random game simplified: the test does not reach the reductions")
	}
}

// Distinct simplest forms are distinct games: every two of the 22 games
// born by day 4 differ in outcome when some game born by day 4, or a sum
// of two such, is added (Conway's simplest form theorem, checked).
func TestFormsDistinct(t *testing.T) {
	forms := misere.NewForms()
	xs, _ := forms.BornBy(context.Background(), 4)
	var testers []misere.Form
	for i, a := range xs {
		for _, b := range xs[i:] {
			s, err := forms.Sum(a, b)
			if err != nil {
				t.Fatal(err)
			}
			testers = append(testers, s)
		}
	}
	for i, a := range xs {
		for _, b := range xs[:i] {
			told := false
			for _, x := range testers {
				sa, _ := forms.Sum(a, x)
				sb, _ := forms.Sum(b, x)
				if forms.Outcome(sa) != forms.Outcome(sb) {
					told = true
					break
				}
			}
			if !told {
				t.Errorf("%s and %s: no sum of two games born by day 4 tells them apart", forms.Name(a), forms.Name(b))
			}
		}
	}
}

// The genus, G⁺ and G⁻ of a heap's simplest form are those the genus solver
// computes from the rules (Kayles, Dawson's Kayles, 0.75, heaps 0..14).
func TestFormOfHeaps(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.75"} {
		r, err := octal.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		forms := misere.NewForms()
		for n := 0; n <= 14; n++ {
			f, err := forms.FormOf(context.Background(), r, game.Position{n}, 1_000_000)
			if err != nil {
				t.Fatal(err)
			}
			want, err := misere.GenusOf(context.Background(), r, game.Position{n})
			if err != nil {
				t.Fatal(err)
			}
			if got := forms.Genus(f); !got.Equal(want) || forms.NormalGrundy(f) != want.G || forms.MisereGrundy(f) != want.MisereValue() {
				t.Errorf("%s heap %d: form %s has genus %v, G⁺ %d, G⁻ %d; the rules give %v", code, n, forms.Name(f), got, forms.NormalGrundy(f), forms.MisereGrundy(f), want)
			}
		}
	}
}

// The birthday-gap search for the game a set of options reduces to finds
// what trying every option of every option finds, on random sets of the
// games born by day 4 and their sums.
func TestReductionTwins(t *testing.T) {
	forms := misere.NewForms()
	pool, _ := forms.BornBy(context.Background(), 4)
	for i, a := range pool[:22] {
		for _, b := range pool[i:22] {
			s, err := forms.Sum(a, b)
			if err != nil {
				t.Fatal(err)
			}
			pool = append(pool, s)
		}
	}
	// Half the sets are built to reduce to a K: its options, some games
	// that have K as an option, and now and then one game more.
	parents := map[misere.Form][]misere.Form{}
	var targets []misere.Form
	for _, x := range pool {
		for _, k := range forms.Options(x) {
			if k != 0 && len(parents[k]) == 0 {
				targets = append(targets, k)
			}
			if k != 0 {
				parents[k] = append(parents[k], x)
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 22))
	found := 0
	for i := range 20000 {
		var opts []misere.Form
		if k := targets[rng.IntN(len(targets))]; i%2 == 0 {
			opts = append(opts, forms.Options(k)...)
			for range 1 + rng.IntN(3) {
				opts = append(opts, parents[k][rng.IntN(len(parents[k]))])
			}
			if rng.IntN(3) == 0 {
				opts = append(opts, pool[rng.IntN(len(pool))])
			}
		} else {
			for range 1 + rng.IntN(8) {
				opts = append(opts, pool[rng.IntN(len(pool))])
			}
		}
		gap, search, gapOK, searchOK := forms.Reductions(opts)
		if gapOK != searchOK || gap != search {
			t.Fatalf("options %v: the birthday gaps give %v (%v), the search %v (%v)", opts, gap, gapOK, search, searchOK)
		}
		if gapOK {
			found++
		}
	}
	if found < 1000 {
		t.Errorf("%d of 20000 random sets reduced: the test hardly reaches the reductions", found)
	}
	t.Logf("%d of 20000 random sets reduced", found)
}

// p(n) by Euler's recurrence against the published values (OEIS A000041):
// p(10) = 42, p(50) = 204226, p(100) = 190569292, p(200) = 3972999029388.
func TestPartitionCount(t *testing.T) {
	for n, want := range map[int]int64{0: 1, 1: 1, 5: 7, 10: 42, 50: 204226, 100: 190569292, 200: 3972999029388} {
		if got := misere.PartitionCount(n); got != want {
			t.Errorf("p(%d) = %d; want %d", n, got, want)
		}
	}
}

// The winning misère moves of sums of heaps by the heap solver are those
// the rules-level solver finds (Kayles, Dawson's Kayles, 0.75; every sum of
// up to three heaps <= 7), and a sum too large is refused before any work.
func TestHeapsWinningMoves(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.75"} {
		r, _ := octal.Parse(code)
		g := misere.Of(r)
		fast, ok := g.(interface {
			WinningMovesOf(context.Context, game.Position) ([]game.Position, error)
		})
		if !ok {
			t.Fatalf("misère %s has no winning-moves fast path", code)
		}
		rules := game.NewSolver(g)
		for a := 0; a <= 7; a++ {
			for b := a; b <= 7; b++ {
				for c := b; c <= 7; c++ {
					p := game.Position{a, b, c}
					got, err := fast.WinningMovesOf(context.Background(), p)
					if err != nil {
						t.Fatal(err)
					}
					want, _ := rules.WinningMoves(p)
					if len(got) != len(want) {
						t.Fatalf("%s %v: %v; the rules give %v", code, p, got, want)
					}
					for i := range got {
						if !got[i].Equal(want[i]) {
							t.Fatalf("%s %v: %v; the rules give %v", code, p, got, want)
						}
					}
				}
			}
		}
		start := time.Now()
		if _, err := fast.WinningMovesOf(context.Background(), game.Position{200}); err == nil || time.Since(start) > time.Second {
			t.Errorf("%s at 200: %v after %v; want a refusal at once", code, err, time.Since(start))
		}
	}
}

// partitions of n into at most k parts (OEIS A008284 row sums): of 10 into
// at most 3 parts there are 14; of 5 into at most 5, p(5) = 7.
func TestPartitionsAtMost(t *testing.T) {
	for _, c := range [][3]int64{{10, 3, 14}, {5, 5, 7}, {5, 1, 1}, {0, 0, 1}, {6, 2, 4}} {
		if got := misere.PartitionsAtMost(int(c[0]), int(c[1])); got != c[2] {
			t.Errorf("partitions of %d into at most %d parts: %d; want %d", c[0], c[1], got, c[2])
		}
	}
}
