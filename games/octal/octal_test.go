package octal_test

import (
	"fmt"
	"testing"

	"mex/game"
	"mex/games/octal"
)

// Reference values from the literature, one row per source.
var reference = []struct {
	code   string
	source string
	values []int
}{
	{"0.77", "OEIS A002186 (Kayles)", []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7}},
	// OEIS A002187 lists 0.137; 0.07 has values a(n-1) with G(0) = 0.
	{"0.07", "OEIS A002187 shifted (Dawson's Kayles)", []int{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3}},
	{"0.137", "OEIS A002187 (Dawson's Chess)", []int{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3}},
}

func TestReferenceValues(t *testing.T) {
	for _, ref := range reference {
		r, err := octal.Parse(ref.code)
		if err != nil {
			t.Fatal(err)
		}
		got := r.GrundySequence(len(ref.values) - 1)
		for n, want := range ref.values {
			if got[n] != want {
				t.Errorf("%s: G(%d) = %d; want %d (%s)", ref.code, n, got[n], want, ref.source)
			}
		}
	}
}

// The sequence by plain mex equals the rules-level solver on multi-heap
// positions (which also checks the Sprague-Grundy theorem on them).
func TestSequenceAgainstSolver(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.137", "0.6", "4.07", "0.51", "0.1234"} {
		r, err := octal.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		checkAgainstSolver(t, r, 24)
	}
	checkAgainstSolver(t, octal.GrundyGame(), 24)
}

func checkAgainstSolver(t *testing.T, r octal.Rules, n int) {
	t.Helper()
	seq := r.GrundySequence(n)
	solver := game.NewSolver(r)
	for h := 0; h <= n; h++ {
		g, err := solver.GrundyValue(game.Position{h})
		if err != nil {
			t.Fatal(err)
		}
		if g != seq[h] {
			t.Fatalf("%s: G(%d) = %d by plain mex, %d by the rules", r, h, seq[h], g)
		}
	}
	for a := 0; a <= 8; a++ {
		for b := 0; b <= 8; b++ {
			g, _ := solver.GrundyValue(game.Position{a, b})
			if g != seq[a]^seq[b] {
				t.Fatalf("%s: G(%d,%d) = %d; want %d xor %d", r, a, b, g, seq[a], seq[b])
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, code := range []string{"0.9", "1.7", "077", "0.", "0.7a", "5.1"} {
		if _, err := octal.Parse(code); err == nil {
			t.Errorf("Parse(%q) = nil error; want one", code)
		}
	}
}

func ExampleParse() {
	kayles, _ := octal.Parse("0.77")
	fmt.Println(kayles.GrundySequence(12))
	// Output: [0 1 2 3 1 4 3 2 1 4 2 6 4]
}
