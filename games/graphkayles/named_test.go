package graphkayles

import (
	"context"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// namedCases are the named graphs the tests remove vertices from.
func namedCases(size int) []Named {
	return []Named{
		{Kind: "path", Size: big.NewInt(int64(size))},
		{Kind: "cycle", Size: big.NewInt(int64(size))},
		{Kind: "diamonds", Size: big.NewInt(int64(size / 3))},
		{Kind: "squares", Size: big.NewInt(int64(size / 3))},
		{Kind: "distance", Size: big.NewInt(int64(size)), Distances: []int{1, 3}},
		{Kind: "distance", Size: big.NewInt(int64(size)), Distances: []int{1, 2, 3}},
		{Kind: "queens", Size: big.NewInt(int64(math.Sqrt(float64(size))))},
	}
}

// randomRemoved removes each vertex with probability 1/k.
func randomRemoved(r *rand.Rand, nm Named, k int) Named {
	out := nm
	out.Removed = nil
	for v := 1; int64(v) <= nm.vertices().Int64(); v++ {
		if r.IntN(k) == 0 {
			out.Removed = append(out.Removed, v)
		}
	}
	return out
}

// TestNamedTiesGraph values named graphs of up to 40 vertices with
// random vertices removed both ways: as Named (runs read off the octal
// game, segments of strips) and as the Graph they are, by the graph
// search; both rules where Named values them.
func TestNamedTiesGraph(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 1))
	ctx := context.Background()
	for _, size := range []int{3, 7, 12, 20, 31, 40} {
		for _, base := range namedCases(size) {
			if base.checkSize() != nil {
				continue
			}
			for trial := range 6 {
				nm := base
				if trial > 0 {
					nm = randomRemoved(r, base, 2+trial)
				}
				gr, ok := nm.small()
				if !ok {
					t.Fatalf("%s: not small", nm)
				}
				for _, rule := range []Rule{Node, Arc} {
					if _, strip := nm.strip(); (strip || nm.Kind == "queens") && rule == Arc {
						continue // Node Kayles only along strips; Arc Kayles on a queens graph is a long search
					}
					got, err := rule.namedValue(ctx, nm)
					if err != nil {
						t.Fatalf("%s: %v", nm, err)
					}
					want, err := Game{rule}.GrundyOf(ctx, gr.Position())
					if err != nil {
						t.Fatal(err)
					}
					if got != want {
						t.Errorf("%v %s: named %d, graph %d", rule.game(), nm, got, want)
					}
				}
			}
		}
	}
}

// TestNamedMex checks the rules on graphs past 64 vertices, where no
// Graph holds them: the value of a named graph, after a few random moves,
// is the mex of the values of its options.
func TestNamedMex(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 2))
	ctx := context.Background()
	bases := namedCases(150)
	bases[len(bases)-1].Size = big.NewInt(9) // queens: 81 squares, each option a search of its own
	for _, base := range bases {
		for _, rule := range []Rule{Node, Arc} {
			if _, strip := base.strip(); (strip || base.Kind == "queens") && rule == Arc {
				continue
			}
			nm := base
			for range 3 {
				var all [][]int
				nm.moves(rule, func(removed []int) { all = append(all, removed) })
				nm = nm.without(all[r.IntN(len(all))])
				want, err := rule.namedValue(ctx, nm)
				if err != nil {
					t.Fatalf("%s: %v", nm, err)
				}
				var values []int
				nv := newNamedValuer(ctx, rule) // one for the options, apart from the one that valued nm
				defer nv.close()
				nm.moves(rule, func(removed []int) {
					v, err := nv.value(nm.without(removed))
					if err != nil {
						t.Fatalf("%s: %v", nm.without(removed), err)
					}
					values = append(values, v)
				})
				mex := 0
				for slices.Contains(values, mex) {
					mex++
				}
				if want != mex {
					t.Errorf("%v %s: valued %d, mex of its options %d", rule.game(), nm, want, mex)
				}
			}
		}
	}
}

// TestNamedOptionsAreTheGraphs ties the options of a named graph to those
// of the Graph it is.
func TestNamedOptionsAreTheGraphs(t *testing.T) {
	for _, base := range namedCases(20) {
		for _, rule := range []Rule{Node, Arc} {
			gr, _ := base.small()
			want := Game{rule}.Options(gr.Position())
			got := Game{rule}.Options(base.Position())
			if len(got) != len(want) {
				t.Fatalf("%v %s: %d options named, %d as a graph", rule.game(), base, len(got), len(want))
			}
			for i := range got {
				nm, err := namedOfPosition(got[i])
				if err != nil {
					t.Fatal(err)
				}
				g, _ := nm.small()
				if !slices.Equal(g.Position(), want[i]) {
					t.Errorf("%v %s: option %d is %s named, %s as a graph", rule.game(), base, i, nm, Game{rule}.FormatPosition(want[i]))
				}
			}
		}
	}
}

// TestHugePathsAndCycles values paths and cycles of any size from the
// octal games' proven periods (Dawson's Chess and Dawson's Kayles: period
// 34, preperiod at most 53), tied to the graph search at sizes of at most
// 64 vertices in the same residue class mod 34, past the preperiod.
func TestHugePathsAndCycles(t *testing.T) {
	ctx := context.Background()
	step, _ := new(big.Int).SetString("34"+strings.Repeat("0", 28), 10) // 34·10^28
	for _, g := range []Game{NodeKayles, ArcKayles} {
		for _, kind := range []string{"path", "cycle"} {
			for s := 57; s <= 64; s++ {
				huge := new(big.Int).Add(step, big.NewInt(int64(s)))
				text := kind + ":" + huge.String()
				p, err := g.ParsePositionBig(text)
				if err != nil {
					t.Fatal(err)
				}
				v, err := g.GrundyBig(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				small := Path(s)
				if kind == "cycle" {
					small = Cycle(s)
				}
				want, err := g.GrundyOf(ctx, small.Position())
				if err != nil {
					t.Fatal(err)
				}
				if v.Int64() != int64(want) {
					t.Errorf("%v %s = %d; %s:%d = %d", g, text, v, kind, s, want)
				}
			}
		}
	}
}
