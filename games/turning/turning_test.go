package turning_test

import (
	"context"
	"math/big"
	"math/bits"
	"math/rand"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/turning"
	"github.com/mex-cgt/mex/grammar"
)

var rules = []turning.Rule{turning.Turtles, turning.MockTurtles, turning.Ruler}

const rowLength = 12

// bitsetValues computes the Grundy value of every row of rowLength coins
// from the rules alone, on bitsets (bit c−1 is coin c): a move turns a set
// of coins whose highest coin is a head, so it lowers the bitset, and the
// values are filled in increasing order.
func bitsetValues(r turning.Rule) []int {
	n := 1 << rowLength
	values := make([]int, n)
	for s := 1; s < n; s++ {
		seen := map[int]bool{}
		for c := 1; c <= rowLength; c++ {
			top := 1 << (c - 1)
			if s&top == 0 {
				continue
			}
			var sets []int // the coins turned with c, as masks below top
			switch r {
			case turning.Turtles:
				sets = append(sets, 0)
				for a := 0; a < c-1; a++ {
					sets = append(sets, 1<<a)
				}
			case turning.MockTurtles:
				for m := 0; m < top; m++ {
					if bits.OnesCount(uint(m)) <= 2 {
						sets = append(sets, m)
					}
				}
			case turning.Ruler:
				for a := 1; a <= c; a++ { // coins a..c-1
					sets = append(sets, (top-1)&^((1<<(a-1))-1))
				}
			}
			for _, m := range sets {
				seen[values[s^top^m]] = true
			}
		}
		for seen[values[s]] {
			values[s]++
		}
	}
	return values
}

func position(s int) game.Position {
	var p game.Position
	for c := 1; c <= rowLength; c++ {
		if s&(1<<(c-1)) != 0 {
			p = append(p, c)
		}
	}
	if p == nil {
		p = game.Position{0}
	}
	return p
}

// TestCoinTurningTheorem ties the nim-sum of single heads to the rules on
// every row of 12 coins, twice: through bitsets, and through the game's
// Options and the brute-force solver; the winning moves are the solver's.
func TestCoinTurningTheorem(t *testing.T) {
	ctx := context.Background()
	for _, r := range rules {
		g := turning.Game{Rule: r}
		want := bitsetValues(r)
		s := game.NewSolver(g)
		for bitset, v := range want {
			p := position(bitset)
			if got, err := g.GrundyOf(ctx, p); err != nil || got != v {
				t.Fatalf("%s: G(%v) = %d, %v; the rules give %d", g, p, got, err, v)
			}
			if got, err := s.GrundyValue(p); err != nil || got != v {
				t.Fatalf("%s: the solver on Options gives G(%v) = %d, %v; bitsets give %d", g, p, got, err, v)
			}
			wantMoves, _ := s.WinningMoves(p)
			gotMoves, err := g.WinningMovesOf(ctx, p)
			if err != nil || !slices.EqualFunc(gotMoves, wantMoves, game.Position.Equal) {
				t.Fatalf("%s: WinningMovesOf(%v) = %v, %v; solver %v", g, p, gotMoves, err, wantMoves)
			}
		}
	}
}

// TestGoldenSequences: the values of a single head on coins 1, 2, 3, …
// (Winning Ways ch. 14): Turning Turtles n; Mock Turtles the odious
// numbers, OEIS A000069 (Winning Ways numbers the coins of Mock Turtles
// from 0, so that its coin n has the n-th odious number; coins here are
// numbered from 1); Ruler the largest power of 2 dividing n, OEIS
// A006519. Checked against the rules (bitsets) and GrundySequence.
func TestGoldenSequences(t *testing.T) {
	golden := map[turning.Rule][]int{
		turning.Turtles:     {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12},
		turning.MockTurtles: {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22}, // A000069
		turning.Ruler:       {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4},        // A006519
	}
	for r, want := range golden {
		g := turning.Game{Rule: r}
		rulesValues := bitsetValues(r)
		seq := g.GrundySequence(rowLength)
		if seq[0] != 0 {
			t.Errorf("%s: G(no heads) = %d", g, seq[0])
		}
		for i, v := range want {
			c := i + 1
			if rulesValues[1<<(c-1)] != v || seq[c] != v {
				t.Errorf("%s: head on coin %d: rules %d, GrundySequence %d; want %d", g, c, rulesValues[1<<(c-1)], seq[c], v)
			}
		}
	}
	odious := []int{1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47, 49, 50, 52, 55, 56, 59, 61, 62} // A000069
	seq := turning.Game{Rule: turning.MockTurtles}.GrundySequence(len(odious))
	if !slices.Equal(seq[1:], odious) {
		t.Errorf("Mock Turtles: %v; want A000069 %v", seq[1:], odious)
	}
}

// TestBig values coins of any index: in Ruler a head on 10^30 = 2^30·5^30
// is worth 2^30; in Mock Turtles a head on 2^100 + 1 is worth the odious
// 2^101 (2^100 has one 1 bit); Turning Turtles is Nim. ValueBig agrees
// with Value on random ints.
func TestBig(t *testing.T) {
	ctx := context.Background()
	ten30 := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	two := func(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }
	tests := []struct {
		r    turning.Rule
		p    []*big.Int
		want *big.Int
	}{
		{turning.Ruler, []*big.Int{ten30}, two(30)},
		{turning.MockTurtles, []*big.Int{new(big.Int).Add(two(100), big.NewInt(1))}, two(101)},
		{turning.Turtles, []*big.Int{ten30, big.NewInt(3), big.NewInt(3)}, ten30},
		{turning.Ruler, []*big.Int{big.NewInt(0)}, big.NewInt(0)},
	}
	for _, tc := range tests {
		g := turning.Game{Rule: tc.r}
		got, err := g.GrundyBig(ctx, tc.p)
		if err != nil || got.Cmp(tc.want) != 0 {
			t.Errorf("%s: G(%v) = %v, %v; want %v", g, tc.p, got, err, tc.want)
		}
		if e := game.NewEngine(g); !e.AcceptsBig() {
			t.Errorf("%s: the engine does not take big coins", g)
		}
	}
	rng := rand.New(rand.NewSource(7))
	for _, r := range rules {
		g := turning.Game{Rule: r}
		for range 1000 {
			n := rng.Int63n(turning.MaxHead) + 1
			if g.ValueBig(big.NewInt(n)).Int64() != int64(g.Value(int(n))) {
				t.Fatalf("%s: ValueBig(%d) != Value", g, n)
			}
		}
	}
	if _, err := (turning.Game{Rule: turning.MockTurtles}).HeapValue(ctx, two(70)); err == nil {
		t.Error("HeapValue returned a value beyond an int")
	}
}

// TestWinningMovesBeyondBruteForce checks the winning moves of random rows
// with coins up to 300 against the options: exactly the options of value
// 0, in the same order.
func TestWinningMovesBeyondBruteForce(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewSource(3))
	for _, r := range rules {
		g := turning.Game{Rule: r}
		for range 40 {
			var p game.Position
			for range 1 + rng.Intn(4) {
				p = append(p, 1+rng.Intn(300))
			}
			var want []game.Position
			for _, q := range g.Options(p) {
				if v, _ := g.GrundyOf(ctx, q); v == 0 {
					want = append(want, q)
				}
			}
			got, err := g.WinningMovesOf(ctx, p)
			if err != nil || !slices.EqualFunc(got, want, game.Position.Equal) {
				t.Fatalf("%s: WinningMovesOf(%v) = %d moves, %v; options of value 0: %d", g, p, len(got), err, len(want))
			}
		}
	}
}

func TestPositions(t *testing.T) {
	ctx := context.Background()
	g := turning.Game{Rule: turning.Turtles}
	for _, tc := range []struct {
		p     game.Position
		heads []int
		ok    bool
	}{
		{game.Position{0}, nil, true},
		{game.Position{5, 3}, []int{3, 5}, true},
		{game.Position{3, 3, 4}, []int{4}, true},
		{game.Position{0, 2}, []int{2}, true},
		{game.Position{}, nil, false},
		{game.Position{-1}, nil, false},
	} {
		err := g.Check(tc.p)
		if (err == nil) != tc.ok {
			t.Errorf("Check(%v) = %v", tc.p, err)
			continue
		}
		if err == nil && !slices.Equal(turning.Heads(tc.p), tc.heads) {
			t.Errorf("Heads(%v) = %v; want %v", tc.p, turning.Heads(tc.p), tc.heads)
		}
	}
	if opts := g.Options(game.Position{0}); len(opts) != 0 {
		t.Errorf("the row with no heads has options %v", opts)
	}
	if opts := g.Options(game.Position{1}); len(opts) != 1 || !opts[0].Equal(game.Position{0}) {
		t.Errorf("Options(1) = %v; want [0]", opts)
	}
	if v, _ := g.GrundyOf(ctx, game.Position{3, 3}); v != 0 {
		t.Errorf("a coin turned twice counts: G(3,3) = %d", v)
	}
}

func TestFamily(t *testing.T) {
	ctx := context.Background()
	for _, pr := range turning.Family.Presets {
		g, err := turning.Family.Parse(pr.Game[len("turning:"):], true)
		if err != nil {
			t.Fatal(err)
		}
		if g.String() != pr.Game {
			t.Errorf("%s parses as %s", pr.Game, g)
		}
		v, err := grammar.ParseInts(pr.Start, "coin")
		if err != nil {
			t.Fatal(err)
		}
		p := game.Position(v)
		if o, err := game.NewEngine(g).Outcome(ctx, p); err != nil || o != game.N {
			t.Errorf("preset %s %s is %v, %v", pr.Game, pr.Start, o, err)
		}
	}
	for _, bad := range []struct {
		params string
		has    bool
	}{{"", false}, {"", true}, {"turtle", true}} {
		if _, err := turning.Family.Parse(bad.params, bad.has); err == nil {
			t.Errorf("Parse(%q, %v) accepted", bad.params, bad.has)
		}
	}
}
