package nimhoff_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/internal/randgame"
)

func ruleSet(t *testing.T, vs ...nimhoff.Vector) nimhoff.Rules {
	t.Helper()
	r, err := nimhoff.NewRules(vs)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The column algorithm equals the rules-level solver on every position up
// to 40, for random rule sets with (1,0), (0,1) and random alterations.
func TestColumnsAgainstSolver(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	const n = 36
	for trial := range 60 {
		vs := []nimhoff.Vector{{1, 0}, {0, 1}}
		for range rng.IntN(4) {
			v := nimhoff.Vector{A: 1 + rng.IntN(3), B: rng.IntN(4)}
			if rng.IntN(2) == 0 {
				v.A, v.B = v.B, v.A
			}
			if v.A == 0 && v.B == 0 || contains(vs, v) {
				continue
			}
			vs = append(vs, v)
		}
		r := ruleSet(t, vs...)
		var alt game.Alteration
		if trial%3 != 0 {
			alt = randgame.Alteration(rng, 7)
		}
		altered, err := game.NewAltered(r, alt, 2)
		if err != nil {
			t.Fatal(err)
		}
		solver := game.NewSolver(altered)
		fast := map[[2]int]bool{}
		r.Columns(alt, n, func(x int, rows []int) {
			for _, y := range rows {
				fast[[2]int{x, y}] = true
			}
		})
		for x := 0; x <= n; x++ {
			for y := 0; y <= n; y++ {
				o, _ := solver.Outcome(game.Position{x, y})
				if (o == game.P) != fast[[2]int{x, y}] {
					t.Fatalf("%s %s at (%d,%d): solver %v, columns P=%v", r, alt, x, y, o, fast[[2]int{x, y}])
				}
			}
		}
	}
}

func contains(vs []nimhoff.Vector, v nimhoff.Vector) bool {
	for _, u := range vs {
		if u == v {
			return true
		}
	}
	return false
}

func TestWythoffColumns(t *testing.T) {
	got, err := nimhoff.Wythoff().PPositions(game.Alteration{}, 3000)
	if err != nil {
		t.Fatal(err)
	}
	count := 0
	for _, p := range got {
		ok, _ := wythoff.IsPPosition(1, 1, bigInt(p[0]), bigInt(p[1]))
		if !ok {
			t.Fatalf("%v is not a Wythoff P-position", p)
		}
		count++
	}
	// Every Wythoff pair with both coordinates <= 3000, both orientations.
	want := 0
	for n := int64(0); ; n++ {
		a, b := wythoff.PairInt(n)
		if a > 3000 {
			break
		}
		if b <= 3000 {
			want += 2
			if a == b {
				want--
			}
		}
	}
	if count != want {
		t.Fatalf("%d P-positions in the box; want %d", count, want)
	}
}

// Misère Wythoff (Sleator, Hu and Tsin 2024 §1): outside the 3x3 box its P-positions are
// Wythoff's; inside they are (0,1), (1,0), (2,2).
func TestMisere(t *testing.T) {
	alt := game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}
	got, _ := nimhoff.Wythoff().PPositions(alt, 500)
	for _, p := range got {
		inBox := p[0] <= 2 && p[1] <= 2
		natural, _ := wythoff.IsPPosition(1, 1, bigInt(p[0]), bigInt(p[1]))
		if !inBox && !natural {
			t.Fatalf("misère P-position %v outside the box is not Wythoff's", p)
		}
	}
	if fmt.Sprint(got[:3]) != "[[0 1] [1 0] [2 2]]" {
		t.Fatalf("misère P-positions begin %v; want (0,1), (1,0), (2,2)", got[:3])
	}
}

func TestBadRules(t *testing.T) {
	for _, vs := range [][]nimhoff.Vector{nil, {{0, 0}}, {{-1, 2}}, {{1, 0}, {1, 0}}} {
		if _, err := nimhoff.NewRules(vs); err == nil {
			t.Errorf("NewRules(%v): want an error", vs)
		}
	}
	r := ruleSet(t, nimhoff.Vector{A: 1, B: 1}, nimhoff.Vector{A: 1, B: 0})
	if err := r.Columns(game.Alteration{}, 10, func(int, []int) {}); err == nil {
		t.Error("Columns without (0,1): want an error")
	}
	bad := game.Alteration{P: []game.Position{{1, 1}}, N: []game.Position{{1, 1}}}
	if err := nimhoff.Wythoff().Columns(bad, 10, func(int, []int) {}); err == nil {
		t.Error("overlapping alteration: want an error")
	}
}
