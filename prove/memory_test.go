package prove

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/spec"
)

// classOf returns the class index and tuple of an imitation state under
// the rules' classes (names "n_r0_0", "w0_r1_0", …).
func classOf(t *testing.T, rules game.MemoryRules, s imitation.State) (int, []int) {
	t.Helper()
	w := "n"
	v := []int{s.Piles[0], s.Piles[1]}
	if s.WindowPile >= 0 {
		w = fmt.Sprintf("w%d", s.WindowPile)
		v = append(v, s.WindowAmount)
	}
	name := fmt.Sprintf("%s_r%d_%d", w, s.MoverRun, s.PrevRun)
	for i, c := range rules.Classes {
		if c.Name == name {
			return i, v
		}
	}
	t.Fatalf("no class %s", name)
	return 0, nil
}

// TestMemoryFormulaMoves decides the move formulas of (p,m)-Imitation Nim
// between every two classes and compares them with the rules' moves
// (Rules.Play) from every state with piles below 7.
func TestMemoryFormulaMoves(t *testing.T) {
	for _, text := range []string{"imitation:p=1,m=1", "imitation:p=2,m=3"} {
		s, err := spec.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		g := s.Game.(imitation.Game)
		rules, _ := g.MemoryFormula()
		sess := NewSession(Options{})
		var b strings.Builder
		for i := range rules.Classes {
			for j := range rules.Classes {
				if m := rules.Moves[i][j]; m != "" {
					fmt.Fprintf(&b, "def m_%d_%d \"?msd_2 %s(%s)\";\n", i, j, (&memoryProblem{rules: rules}).valid(i, false), m)
				}
			}
		}
		rs, err := sess.Run(context.Background(), b.String(), nil)
		if err != nil {
			t.Fatal(err)
		}
		moves := map[string]*Automaton{}
		for _, r := range rs {
			moves[r.Name] = r.Automaton
		}
		const n = 7
		for x := range n {
			for y := range n {
				var states []imitation.State
				states = append(states, imitation.State{Piles: [2]int{x, y}, WindowPile: -1})
				for w := range 2 {
					for amount := 1; amount <= []int{y, x}[w]; amount++ {
						states = append(states, imitation.State{Piles: [2]int{x, y}, WindowPile: w, WindowAmount: amount})
					}
				}
				for _, st := range states {
					for mr := range g.P {
						for pr := range g.P {
							st.MoverRun, st.PrevRun = mr, pr
							i, from := classOf(t, rules, st)
							want := map[string]bool{}
							g.Each(st, func(_, _ int, next imitation.State) {
								j, to := classOf(t, rules, next)
								want[fmt.Sprintf("m_%d_%d %v", i, j, to)] = true
							})
							for j := range rules.Classes {
								a := moves[fmt.Sprintf("m_%d_%d", i, j)]
								if a == nil {
									continue
								}
								// every tuple of class j with numbers below n
								eachTuple(rules.Classes[j].Tracks, n, func(to []int) {
									vals := append(append([]uint64{}, u64(from)...), u64(to)...)
									got := a.DFA.AcceptsUint64(a.Systems[0], vals...)
									if got != want[fmt.Sprintf("m_%d_%d %v", i, j, to)] {
										t.Fatalf("%s: %+v -> class %s %v: formula %v, rules %v", text, st, rules.Classes[j].Name, to, got, !got)
									}
								})
							}
						}
					}
				}
			}
		}
	}
}

func u64(v []int) []uint64 {
	out := make([]uint64, len(v))
	for i, x := range v {
		out[i] = uint64(x)
	}
	return out
}

func eachTuple(k, n int, visit func([]int)) {
	v := make([]int, k)
	for {
		visit(append([]int{}, v...))
		i := k - 1
		for i >= 0 && v[i] == n-1 {
			v[i] = 0
			i--
		}
		if i < 0 {
			return
		}
		v[i]++
	}
}

// TestProveLimitationNim proves every state of (1,1)-Imitation Nim
// (Limitation Nim: no imitation) and ties each class's automaton to the
// rules' solution of every state on a box larger than the learner's; the
// starts' automaton is Wythoff's (Corollary 1 of Larsson 2009); swapped
// classes are refuted.
func TestProveLimitationNim(t *testing.T) {
	ctx := context.Background()
	p, err := ProveGame(ctx, "imitation:p=1,m=1", GameOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Proved || p.Numeration != "msd_fib" || len(p.Classes) != 3 {
		t.Fatalf("imitation:p=1,m=1: %s", p.Statement)
	}
	// Walnut 1.x reads no comments, ends a command at any ':' and reads a
	// tautology such as a=a as a relation of its own (Walnut 1.2 re-checks
	// this file TRUE, 15 evals; BENCHMARKS.md).
	if strings.ContainsAny(p.Commands, "#:") || strings.Contains(p.Commands, "a=a") {
		t.Errorf("the command file is not Walnut's: %s", p.Commands)
	}
	w, err := ProveGame(ctx, "wythoff", GameOptions{})
	if err != nil || !w.Proved {
		t.Fatalf("wythoff: %v", err)
	}
	if !p.Candidate.DFA.Equal(w.Candidate.DFA) {
		t.Error("the starts of Limitation Nim are not Wythoff's P-positions")
	}
	s, _ := spec.Parse("imitation:p=1,m=1")
	rules, _ := s.Game.(game.MemoryFormulaer).MemoryFormula()
	const side = 240 // the learner's box was 233
	in, err := rules.Outcomes(ctx, side)
	if err != nil {
		t.Fatal(err)
	}
	sys := p.Candidate.Systems[0]
	enc := make([][]int, side)
	length := len(sys.Encode(big.NewInt(side)))
	for v := range enc {
		w := sys.Encode(big.NewInt(int64(v)))
		enc[v] = append(make([]int, length-len(w)), w...)
	}
	for i, c := range rules.Classes {
		a := p.Classes[p.Name+"_"+c.Name]
		bad := 0
		check := func(v []int) {
			words := make([][]int, len(v))
			for k, x := range v {
				words[k] = enc[x]
			}
			if got := a.DFA.AcceptsDigits(words...); got != in(i, v) && bad < 3 {
				t.Errorf("class %s %v: automaton %v, rules %v", c.Name, v, got, in(i, v))
				bad++
			}
		}
		for x := range side {
			for y := range side {
				if c.Tracks == 2 {
					check([]int{x, y})
					continue
				}
				for amount := range side {
					check([]int{x, y, amount})
				}
			}
		}
	}
	// Swapped window classes are not the P-states: a check is FALSE.
	mp := &memoryProblem{text: s.Text, name: p.Name, rules: rules, opts: defaults(GameOptions{})}
	var cands []*Automaton
	for _, c := range rules.Classes {
		cands = append(cands, p.Classes[p.Name+"_"+c.Name])
	}
	cands[1], cands[2] = cands[2], cands[1]
	wrong, err := mp.check(ctx, "msd_fib", cands)
	if err != nil {
		t.Fatal(err)
	}
	if wrong.Proved || !strings.Contains(wrong.Statement, "FALSE") {
		t.Errorf("swapped classes: %s", wrong.Statement)
	}
}

// The fast signature (base k and Zeckendorf: values added, validity local)
// is the decoding one, on every prefix of up to two letters.
func TestFastSignature(t *testing.T) {
	for _, name := range []string{"msd_fib", "msd_2", "msd_3"} {
		sys, _ := numeration(name)
		d := newDigits(sys)
		for _, k := range []int{2, 3} {
			side := d.side(6)
			in := func(v []int) bool { return (v[0]*7+v[1]*3+v[len(v)-1])%5 < 2 }
			l := &learner{ctx: context.Background(), d: d, in: in, side: side - 3, n: 6, letters: lettersOf(d.base, k)}
			suffixes, _ := l.suffixes(2, 1<<20)
			table := l.tableOf(suffixes)
			prefixes, level := [][][]int{nil}, [][][]int{nil}
			for range 2 {
				var next [][][]int
				for _, p := range level {
					for _, c := range l.letters {
						next = append(next, append(append([][]int{}, p...), c))
					}
				}
				prefixes, level = append(prefixes, next...), next
			}
			for _, p := range prefixes {
				if fast, slow := l.fastSignature(p, table), l.signature(p, suffixes); fast != slow {
					t.Fatalf("%s, %d tracks, prefix %v: fast and decoding signatures differ", name, k, p)
				}
			}
		}
	}
}
