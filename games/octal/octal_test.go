package octal_test

import (
	"fmt"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/sparse"
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
	{"grundy", "OEIS A002188 (Grundy's game)", []int{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},
}

func TestReferenceValues(t *testing.T) {
	for _, ref := range reference {
		r := octal.GrundyGame()
		if ref.code != "grundy" {
			var err error
			if r, err = octal.Parse(ref.code); err != nil {
				t.Fatal(err)
			}
		}
		got := r.GrundySequence(len(ref.values) - 1)
		engine := newEngine(r)
		for n, want := range ref.values {
			v, _ := engine.Next()
			if got[n] != want || int(v) != want {
				t.Errorf("%s: G(%d) = %d plain, %d sparse; want %d (%s)", ref.code, n, got[n], v, want, ref.source)
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

// Kayles and Dawson's Kayles: the periods of Winning Ways (12 and 34), the
// preperiods found here checked against OEIS A002187's exceptions.
func TestProvePeriod(t *testing.T) {
	tests := []struct {
		code              string
		period, preperiod int
	}{
		{"0.77", 12, 71},  // Kayles: period 12, preperiod 71 (Winning Ways; CGSuite's GameHeapTest)
		{"0.137", 34, 52}, // A002187: period 34, last exception at 51
		{"0.07", 34, 53},  // Dawson's Kayles = 0.137 shifted by one
	}
	for _, tt := range tests {
		r, _ := octal.Parse(tt.code)
		s := newEngine(r)
		for range 4096 {
			if _, err := s.Next(); err != nil {
				t.Fatal(err)
			}
		}
		p, ok := r.ProvePeriod(s.Values())
		if !ok || p.Period != tt.period || p.Preperiod != tt.preperiod {
			t.Errorf("%s: period %+v, %v; want period %d, preperiod %d", tt.code, p, ok, tt.period, tt.preperiod)
		}
	}
	if _, ok := octal.GrundyGame().ProvePeriod(make([]uint16, 100)); ok {
		t.Error("the periodicity theorem does not apply to Grundy's game")
	}
}

// The sparse-space algorithm equals plain mex up to 5000 for the games of
// the issue (both computed here; plain mex is the definition).
func TestSparseAgainstPlain(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.137", "0.6", "4.07", "0.51", "0.4", "0.106", "grundy"} {
		r := octal.GrundyGame()
		if code != "grundy" {
			r, _ = octal.Parse(code)
		}
		want := r.GrundySequence(5000)
		s := newEngine(r)
		for n, w := range want {
			v, err := s.Next()
			if err != nil || int(v) != w {
				t.Fatalf("%s: sparse G(%d) = %d, %v; plain mex %d", code, n, v, err, w)
			}
		}
	}
}

// newEngine prepares the sparse-space engine for r.
func newEngine(r octal.Rules) *sparse.Engine {
	rules, _ := r.SparseRules()
	return sparse.New(rules)
}
