package takebreak_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/games/takebreak"
)

// CGSuite's own traversal tests (aaron-siegel/cgsuite,
// lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala):
// the moves from one heap, in CGSuite's order.
var cgsuiteTraversals = []struct {
	code string
	heap int
	want string
}{
	{"0.3", 9, "8"},
	{"0.7", 9, "8  1,7  2,6  3,5  4,4"},
	{"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
	{"4.0", 8, "1,7  2,6  3,5  4,4"},
	{"4!.0", 8, "1,7  2,6  3,5"},
	{"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
	{"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
	{"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
	{"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
	{"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
	{"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
	{"0.*3", 7, "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"},
	{"0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"},
	{"0.*!3", 7, "6  1,5  2,4  1,2,3  5"},
	{"0.[3]", 7, "6  5  4  3  2  1  -"},
	{"0.[2]", 7, "6  5  4  3  2  1"},
	{"0.3[1]", 7, "6  -"},
	{"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
	{"0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
	{"{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
	{"0.{0,1,3+}", 1, "-"},
	{"0.{0,1,3+}", 2, "1"},
	{"0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"},
	{"0.{1,3+}", 1, ""},
	{"0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"},
}

func TestCGSuiteTraversals(t *testing.T) {
	for _, tt := range cgsuiteTraversals {
		c, err := takebreak.Parse(tt.code)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.code, err)
		}
		var got []string
		c.HeapMoves(tt.heap, func(parts []int) bool {
			if len(parts) == 0 {
				got = append(got, "-")
				return true
			}
			s := make([]string, len(parts))
			for i, a := range parts {
				s[i] = fmt.Sprint(a)
			}
			got = append(got, strings.Join(s, ","))
			return true
		})
		if g := strings.Join(got, "  "); g != tt.want {
			t.Errorf("%s from %d: %q; CGSuite %q", tt.code, tt.heap, g, tt.want)
		}
	}
}

// CGSuite's GameHeapTest (same repository,
// lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala): G(0..20)
// and the number of options of a heap of 20.
func TestCGSuiteValues(t *testing.T) {
	tests := []struct {
		code    string
		options int
		values  string
	}{
		{"0.[3]", 20, "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"}, // game.heap.Nim
		{"4!.0", 9, "0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0"},              // GrundysGame
		{"0.77", 20, "0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1"},             // Kayles
		{"0.07", 10, "0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3"},             // DawsonsKayles
		{"0.033", 3, "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0"},             // Subtraction([2,3])
		{"0.3f", 38, "0,1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11"},           // TakeAndBreak("0.3f")
	}
	for _, tt := range tests {
		c, err := takebreak.Parse(tt.code)
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		c.HeapMoves(20, func([]int) bool { count++; return true })
		got, _, err := takebreak.Sequence(context.Background(), c, 20, takebreak.SequenceOptions{Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		s := make([]string, len(got))
		for i, v := range got {
			s[i] = fmt.Sprint(v)
		}
		if g := strings.Join(s, ","); g != tt.values || (tt.code != "0.033" && count != tt.options) {
			t.Errorf("%s: G(0..20) = %s with %d options at 20; CGSuite %s with %d", tt.code, g, count, tt.values, tt.options)
		}
	}
}

func TestParseNormalForm(t *testing.T) {
	tests := []struct{ in, want string }{
		{"0.77", "0.77"}, {".6", "0.6"}, {"4.30", "4.3"}, {"0.3f", "0.3F"}, {"4!.0", "4!.0"},
		{"0.{1,2!}", "0.6!"},     // CGSuite's TBCodeTest normalizations
		{"0.{0!,2!,3!}", "0.D!"}, // the same
		{"0.{2+}", "0.{2+}"}, {"0.[3]", "0.[3]"}, {"0.1[00]", "0.1"}, {"0.&64;", "0.&64;"},
		{"0.7=", "0.7="}, {"0.3!", "0.3"},
	}
	for _, tt := range tests {
		c, err := takebreak.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := c.String(); got != tt.want {
			t.Errorf("Parse(%q).String() = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		code        string
		unsupported bool
	}{
		{"", false}, {"0", false}, {"0.W", false}, {"0.7x", false}, {"0.[3", false}, {"0.3]", false},
		{"0.[3]1", false}, {"0.{}", false}, {"0.{a}", false}, {"0.{64}", false}, {"0.&x;", false}, {"0.&5", false},
		{" 0.7", false}, {"0.[]", false},
		{"1.0", true}, {"2.0", true}, {"40.0", true}, {"*.0", true},
	}
	for _, tt := range tests {
		_, err := takebreak.Parse(tt.code)
		var syn *takebreak.SyntaxError
		var uns *takebreak.UnsupportedError
		switch {
		case err == nil:
			t.Errorf("Parse(%q) = nil error", tt.code)
		case tt.unsupported && !errors.As(err, &uns):
			t.Errorf("Parse(%q) = %v; want an UnsupportedError", tt.code, err)
		case !tt.unsupported && !errors.As(err, &syn):
			t.Errorf("Parse(%q) = %v; want a SyntaxError", tt.code, err)
		case !strings.Contains(err.Error(), fmt.Sprintf("%q", tt.code)):
			t.Errorf("Parse(%q): %v does not quote the code", tt.code, err)
		}
	}
}

// randomCode draws a code of up to three digits after the point from the
// whole notation.
func randomCode(rng *rand.Rand) string {
	digit := func() string {
		switch rng.IntN(6) {
		case 0:
			return "{" + []string{"2,3", "1,3", "0,2+", "2+", "1,2!", "3"}[rng.IntN(6)] + "}"
		case 1:
			return "0"
		default:
			return string("0123456789ABCDEF"[rng.IntN(16)])
		}
	}
	mod := func() string { return []string{"", "", "", "!", "?", "="}[rng.IntN(6)] }
	d0 := []string{"0", "0", "4", "8", "C", "4!"}[rng.IntN(6)]
	var b strings.Builder
	b.WriteString(d0 + ".")
	n := 1 + rng.IntN(3)
	for i := range n {
		d := digit()
		b.WriteString(d)
		if !strings.HasPrefix(d, "{") || !strings.Contains(d, "!") {
			b.WriteString(mod())
		}
		if i == 0 && rng.IntN(8) == 0 {
			b.WriteString("[")
			b.WriteString(digit())
			b.WriteString("]")
			break
		}
	}
	return b.String()
}

// The engines equal the rules: on a random sample of codes from the whole
// notation, GrundySequence (the rules, one heap), Sequence (the engine
// the code gets) and the generic game.Solver (recursion over positions of
// many heaps, which also checks the nim-sum of heaps) agree.
func TestRandomCodesAgainstSolver(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2026))
	const n = 16
	for range 150 {
		text := randomCode(rng)
		c, err := takebreak.Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		g := takebreak.New(c, "takebreak:"+c.String())
		ref := c.GrundySequence(n)
		// The normal form reads back as the same game.
		again, err := takebreak.Parse(c.String())
		if err != nil {
			t.Fatalf("%s (from %q) does not parse back: %v", c, text, err)
		}
		if back := again.GrundySequence(n); fmt.Sprint(back) != fmt.Sprint(ref) {
			t.Fatalf("%s (from %q) reads back as a different game", c, text)
		}
		fast, _, err := takebreak.Sequence(context.Background(), c, n, takebreak.SequenceOptions{Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		solver := game.NewSolver(g)
		for h := 0; h <= n; h++ {
			v, err := solver.GrundyValue(game.Position{h})
			if err != nil {
				t.Fatalf("%s: %v", c, err)
			}
			if v != ref[h] || int(fast[h]) != v {
				t.Fatalf("%s (from %q): G(%d) = %d by the solver, %d by the rules, %d by the engine", c, text, h, v, ref[h], fast[h])
			}
		}
		for _, p := range []game.Position{{3, 5}, {2, 4, 7}, {6, 6}} {
			v, _ := solver.GrundyValue(p)
			w, err := g.GrundyOf(context.Background(), p)
			if err != nil || v != w {
				t.Fatalf("%s: G(%v) = %d by the solver, %d (%v) by the nim-sum", c, p, v, w, err)
			}
		}
	}
}

// Octal codes: the values equal games/octal's plain mex, by the dense
// engine and by the engine Sequence picks past its probe (sparse space or
// dense).
func TestOctalCodesAgainstOctal(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 14))
	for i := range 40 {
		code := fmt.Sprintf("%d.%d%d%d", 4*rng.IntN(2), rng.IntN(8), rng.IntN(8), rng.IntN(8))
		r, err := octal.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		c, err := takebreak.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		n := 2500
		if i%5 == 0 {
			n = 8300 // past the probe: sparse or dense
		}
		want := r.GrundySequence(n)
		dense, err := takebreak.Dense(context.Background(), c, n, takebreak.DenseOptions{Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		seq, _, err := takebreak.Sequence(context.Background(), c, n, takebreak.SequenceOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range want {
			if int(dense[i]) != w || int(seq[i]) != w {
				t.Fatalf("%s: G(%d) = %d dense, %d sequence; games/octal %d", code, i, dense[i], seq[i], w)
			}
		}
	}
}

// The split scan shared among threads gives the values of one thread.
func TestDenseThreads(t *testing.T) {
	for _, code := range []string{"0.06", "0.004", "4.0", "0.3F"} {
		c, _ := takebreak.Parse(code)
		n := 20000
		if code == "0.3F" {
			n = 600
		}
		one, err1 := takebreak.Dense(context.Background(), c, n, takebreak.DenseOptions{Threads: 1})
		four, err2 := takebreak.Dense(context.Background(), c, n, takebreak.DenseOptions{Threads: 4})
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		for i := range one {
			if one[i] != four[i] {
				t.Fatalf("%s: G(%d) = %d on one thread, %d on four", code, i, one[i], four[i])
			}
		}
	}
}

func TestDenseCancel(t *testing.T) {
	c, _ := takebreak.Parse("0.06")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := takebreak.Dense(ctx, c, 1<<16, takebreak.DenseOptions{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled run: %v; want context.Canceled", err)
	}
}

// Periods: Kayles and Dawson's Kayles as games/octal proves them; a
// hexadecimal code proven by the m = 3 bound and checked far beyond it
// by the rules; and the codes no theorem covers.
func TestProvePeriod(t *testing.T) {
	tests := []struct {
		code              string
		preperiod, period int
	}{
		{"0.77", 71, 12}, // Winning Ways; CGSuite GameHeapTest: Period 12, Preperiod 71
		{"0.07", 53, 34}, // CGSuite GameHeapTest: Period 34, Preperiod 53
		{"0.177", 497, 20},
	}
	for _, tt := range tests {
		c, _ := takebreak.Parse(tt.code)
		v, _, _ := takebreak.Sequence(context.Background(), c, 4096, takebreak.SequenceOptions{})
		p, ok := takebreak.ProvePeriod(c, v)
		if !ok || p.Preperiod != tt.preperiod || p.Period != tt.period {
			t.Errorf("%s: %+v %v; want preperiod %d, period %d", tt.code, p, ok, tt.preperiod, tt.period)
		}
	}
	proven := 0
	for _, code := range []string{"0.3F", "0.B", "4.37", "8.0", "0.F", "0.0F", "0.9", "0.39"} {
		c, _ := takebreak.Parse(code)
		v, _, _ := takebreak.Sequence(context.Background(), c, 800, takebreak.SequenceOptions{})
		p, ok := takebreak.ProvePeriod(c, v)
		if !ok {
			continue // not every code settles within 800 values
		}
		// far beyond the bound, by the dense engine (tied to the rules by
		// TestRandomCodesAgainstSolver)
		long, _ := takebreak.Dense(context.Background(), c, 3*p.Verified+4*p.Period+300, takebreak.DenseOptions{})
		proven++
		for n := p.Preperiod; n+p.Period < len(long); n++ {
			if long[n] != long[n+p.Period] {
				t.Fatalf("%s: proven %+v fails at %d", code, p, n)
			}
		}
	}
	if proven == 0 {
		t.Error("no hexadecimal code proven: the m = 3 bound is untested")
	}
	for _, code := range []string{"4!.0", "0.[3]", "0.{2+}", "0.7?"} {
		c, _ := takebreak.Parse(code)
		if err := takebreak.Theorem(c); err == nil {
			t.Errorf("%s: the theorem should not apply", code)
		}
	}
}

func TestHeapValueBig(t *testing.T) {
	g, err := takebreak.ParseGame("0.77")
	if err != nil {
		t.Fatal(err)
	}
	huge, _ := new(big.Int).SetString("1000000000000000000000000000071", 10)
	// (10^30 + 71 - 71) mod 12 = 4, so G = G(71 + 4) = G(75), read from
	// the computed sequence.
	v, err := g.HeapValue(context.Background(), huge)
	if err != nil {
		t.Fatal(err)
	}
	want := octalKayles(75)
	if v != want {
		t.Fatalf("G(10^30+71) = %d; want G(75) = %d", v, want)
	}
	grundy, _ := takebreak.ParseGame("4!.0")
	if _, err := grundy.HeapValue(context.Background(), huge); err == nil || !strings.Contains(err.Error(), "no periodicity theorem") {
		t.Fatalf("Grundy's game at 10^30: %v; want the reason no theorem applies", err)
	}
}

func octalKayles(n int) int {
	r, _ := octal.Parse("0.77")
	return r.GrundySequence(n)[n]
}

func TestCostRefusesHuge(t *testing.T) {
	g, _ := takebreak.ParseGame("0.{2+}")
	cost := g.Cost(game.OpGrundy, game.Position{200})
	if cost.Steps < takebreak.MaxSteps {
		t.Fatalf("cost of 0.{2+} at 200: %+v; want beyond the limit", cost)
	}
	if _, err := g.GrundyOf(context.Background(), game.Position{200}); err == nil || !strings.Contains(err.Error(), "steps") {
		t.Fatalf("GrundyOf at 200: %v; want a refusal that names the steps", err)
	}
}

func ExampleParse() {
	c, _ := takebreak.Parse("0.3F")
	fmt.Println(c.GrundySequence(12))
	// Output: [0 1 2 0 1 2 3 4 5 3 4 5 6]
}

// CGSuite writes all-but subtraction as a repeating code
// (TakeAndBreak.fromSubtractionSet): all-but {2,3,7} is 0.3003330[3]. Its
// values equal games/subtraction's all-but game, and the observed
// arithmetic period is the one that game proves.
func TestAllButAsCode(t *testing.T) {
	g, err := takebreak.ParseGame("0.3003330[3]")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := subtraction.NewAllBut([]int{2, 3, 7})
	want := a.GrundySequence(300)
	for n, w := range want {
		v, err := g.HeapValue(context.Background(), big.NewInt(int64(n)))
		if err != nil || v != w {
			t.Fatalf("G(%d) = %d (%v); all-but {2,3,7} has %d", n, v, err, w)
		}
	}
	obs, ok, err := g.Observe(context.Background(), 300)
	proof, perr := a.Arithmetic(context.Background(), 1<<12)
	if err != nil || perr != nil || !ok || obs.Period != proof.Period || obs.Saltus != proof.Saltus {
		t.Fatalf("observed %+v %v %v; proven %+v %v", obs, ok, err, proof, perr)
	}
	nim, _ := takebreak.ParseGame("0.[3]")
	if obs, ok, _ := nim.Observe(context.Background(), 100); !ok || obs.Period != 1 || obs.Saltus != 1 || obs.Preperiod != 0 {
		t.Fatalf("Nim observed %+v %v; want G(n+1) = G(n) + 1", obs, ok)
	}
}

func ExampleProvePeriod() {
	kayles, _ := takebreak.Parse("0.77")
	values, _, _ := takebreak.Sequence(context.Background(), kayles, 1024, takebreak.SequenceOptions{})
	p, ok := takebreak.ProvePeriod(kayles, values)
	fmt.Println(ok, p.Preperiod, p.Period)
	fmt.Println(takebreak.Theorem(takebreak.Code{Digits: []takebreak.Digit{{Heaps: 4, Constraints: []takebreak.Constraint{takebreak.Unequal}}, {}}}))
	// Output:
	// true 71 12
	// takebreak: no periodicity theorem for 4!.0: a '!', '?' or '=' constraint on the heaps left breaks the shift of the largest heap by p that the proof uses (as in Grundy's game, 4!.0)
}

func ExampleGame_Observe() {
	nim, _ := takebreak.ParseGame("0.[3]")
	a, ok, _ := nim.Observe(context.Background(), 40)
	fmt.Println(ok, a)
	// Output: true G(n+1) = G(n) + 1 for 0 <= n < 40 (observed, not proven)
}

// The engine choice of the issue's examples: growing values go dense, a
// sparse space (and Grundy's game, 4!.0) stays with games/octal, other
// codes beyond octal go dense.
func TestChooseEngine(t *testing.T) {
	for code, want := range map[string]takebreak.Engine{
		"0.06": takebreak.EngineDense, "0.004": takebreak.EngineDense, "0.6": takebreak.EngineSparse,
		"0.16": takebreak.EngineSparse, "0.77": takebreak.EngineSparse, "0.3F": takebreak.EngineDense, "4!.0": takebreak.EngineSparse, "4?.0": takebreak.EngineDense,
	} {
		c, _ := takebreak.Parse(code)
		if got, _ := takebreak.ChooseEngine(c); got != want {
			t.Errorf("%s: %s engine; want %s", code, got, want)
		}
	}
}
