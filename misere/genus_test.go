package misere_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/subtraction"
	"github.com/mex-cgt/mex/misere"
)

// expandCGSuite turns a genus as CGSuite prints it into its first n
// digits γ0 … γ(n-1). CGSuite omits the superscript of a game that is a
// Nim heap ("3" is 3^31, "0" is 0^120) and writes a tame or restive
// genus with one digit; a longer superscript alternates its last two
// digits (CGSuite's Genus.supDigit).
func expandCGSuite(t *testing.T, s string, n int) (int, []int) {
	base, sup, hasSup := strings.Cut(s, "^")
	g, err := strconv.Atoi(base)
	if err != nil {
		t.Fatalf("bad genus %q", s)
	}
	var digits []int
	if strings.HasPrefix(sup, "(") {
		for _, f := range strings.Split(strings.Trim(sup, "()"), ",") {
			v, _ := strconv.Atoi(f)
			digits = append(digits, v)
		}
	} else {
		for _, c := range sup {
			digits = append(digits, int(c-'0'))
		}
	}
	out := make([]int, n)
	for i := range out {
		switch {
		case !hasSup && i == 0 && g < 2:
			out[i] = 1 - g
		case !hasSup:
			out[i] = g ^ ((i & 1) << 1)
		case len(digits) == 1 && i > 0:
			if digits[0] != g {
				t.Fatalf("genus %q: a one-digit superscript other than g needs CGSuite's phylum", s)
			}
			out[i] = g ^ ((i & 1) << 1)
		case i < len(digits):
			out[i] = digits[i]
		default:
			out[i] = digits[len(digits)-2+((len(digits)^i)&1)]
		}
	}
	return g, out
}

// CGSuite's test suite (aaron-siegel/cgsuite, lib/core/src/test/scala/
// org/cgsuite/lang/GameHeapTest.scala): genus and misère Grundy values of
// heaps 0..20.
var cgsuite = []struct {
	name   string
	game   func() game.Game
	misere string
	genus  string
}{
	{"kayles", func() game.Game { r, _ := octal.Parse("0.77"); return r },
		"1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0",
		"0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031"},
	{"dawson", func() game.Game { r, _ := octal.Parse("0.07"); return r },
		"1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3",
		"0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3"},
	{"grundy", func() game.Game { return octal.GrundyGame() },
		"1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2",
		"0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20"},
	{"subtraction:2,3,7", func() game.Game { s, _ := subtraction.NewSet([]int{2, 3, 7}); return s },
		"1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1",
		"0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0"},
}

func TestGenusCGSuite(t *testing.T) {
	for _, c := range cgsuite {
		gs, err := misere.Genera(ctx, c.game(), 20)
		if err != nil {
			t.Fatal(err)
		}
		values, _ := misere.HeapValues(ctx, c.game(), 20)
		for n, want := range strings.Split(c.genus, ",") {
			g, digits := expandCGSuite(t, want, 8)
			got := gs[n].Genus
			for i, d := range digits {
				if got.G != g || got.Digit(i) != d {
					t.Errorf("%s heap %d: genus %s; CGSuite %s", c.name, n, got, want)
					break
				}
			}
		}
		for n, want := range strings.Split(c.misere, ",") {
			if strconv.Itoa(values[n]) != want {
				t.Errorf("%s heap %d: G⁻ = %d; CGSuite %s", c.name, n, values[n], want)
			}
		}
	}
}

// TestGenusDefinition ties the mex rule to the definition γk = G⁻(G + k
// copies of *2), computed by the brute-force misère value of the sum of
// the heap game and Nim.
func TestGenusDefinition(t *testing.T) {
	for _, c := range cgsuite {
		inner := c.game()
		gs, err := misere.Genera(ctx, inner, 9)
		if err != nil {
			t.Fatal(err)
		}
		sum := game.Sum{Components: []game.Game{inner, nim.Game{}}}
		for n, hg := range gs {
			for k := 0; k <= 4; k++ {
				twos := make(game.Position, k)
				for i := range twos {
					twos[i] = 2
				}
				if k == 0 {
					twos = game.Position{0}
				}
				p := sum.Join([]game.Position{{n}, twos})
				v, err := misere.GrundyOf(ctx, sum, p)
				if err != nil {
					t.Fatal(err)
				}
				if v != hg.Genus.Digit(k) {
					t.Fatalf("%s heap %d: γ%d = %d by the mex rule, %d by definition (genus %s)", c.name, n, k, hg.Genus.Digit(k), v, hg.Genus)
				}
			}
		}
	}
}

// TestGenusNotation: Winning Ways' genera of small Nim positions.
func TestGenusNotation(t *testing.T) {
	for _, c := range []struct {
		heaps []int
		want  string
		tame  bool
	}{
		{[]int{0}, "0^120", true},
		{[]int{1}, "1^031", true},
		{[]int{2}, "2^20", true},
		{[]int{3}, "3^31", true},
		{[]int{2, 2}, "0^02", true},
		{[]int{2, 2, 1}, "1^13", true},
	} {
		x, err := misere.GenusOf(ctx, octal.Rules{Digits: []uint8{0, 3, 3, 3, 3}}, c.heaps)
		if err != nil {
			t.Fatal(err)
		}
		if x.String() != c.want || x.Tame() != c.tame {
			t.Errorf("genus of nim %v = %s (tame %v); want %s", c.heaps, x, x.Tame(), c.want)
		}
	}
	if s := (misere.Genus{G: 6, Gamma: []int{1, 9, 10, 8}}).String(); s != "6^(1,9,10,8)" {
		t.Errorf("two-figure digits: %s", s)
	}
}

// TestGenusRefused: sizes beyond the bound are refused with the estimate.
func TestGenusRefused(t *testing.T) {
	r, _ := octal.Parse("0.77")
	_, err := misere.Genera(ctx, r, 1000)
	if err == nil || !strings.Contains(err.Error(), "partitions") {
		t.Fatalf("want a refusal naming the partitions; got %v", err)
	}
	if _, err := misere.Genera(ctx, nim.Game{}, 3); err == nil {
		t.Fatal("nim is not a heap game of this package: want an error")
	}
}

// TestRestive: CGSuite's examples (MisereCanonicalGameTestCase): the game
// with genus 1^2 is restive and the one with genus 2^1420 restless.
func TestRestive(t *testing.T) {
	for _, c := range []struct {
		x                 misere.Genus
		restive, restless bool
	}{
		{misere.Genus{G: 1, Gamma: []int{2}}, true, false},
		{misere.Genus{G: 2, Gamma: []int{1, 4, 2, 0}}, false, true},
		{misere.Genus{G: 0, Gamma: []int{1, 2, 0}}, false, false},
		{misere.Genus{G: 6, Gamma: []int{4, 6}}, false, false},
	} {
		if c.x.Restive() != c.restive || c.x.Restless() != c.restless {
			t.Errorf("%s: restive %v, restless %v; want %v, %v", c.x, c.x.Restive(), c.x.Restless(), c.restive, c.restless)
		}
	}
}
