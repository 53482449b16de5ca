package service

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

func TestProveWythoff(t *testing.T) {
	r, err := (&Service{}).Prove(mustGame(t, "wythoff"), ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Proved || r.Verdict != "proved" || r.Numeration == nil || *r.Numeration != "msd_fib" || r.States != 8 {
		t.Fatalf("wythoff: proved %v (%q), numeration %v, %d states; want proved in msd_fib with 8 states", r.Proved, r.Verdict, r.Numeration, r.States)
	}
	a := r.Automaton
	if a == nil || a.States != 8 || a.Numeration != "msd_fib" || len(a.Next) != 8 || len(a.Letters) != 4 {
		t.Fatalf("automaton %+v; want 8 states over 4 letters in msd_fib", a)
	}
	if a.Dead < 0 || len(a.Accepting) != 3 || a.Accepting[0] != a.Start {
		t.Fatalf("automaton: dead %d, accepting %v; want a dead state and 3 accepting states, the start among them", a.Dead, a.Accepting)
	}
	// the automaton accepts the P-positions it was proved for: (3,5) is
	// 100,1000 in Zeckendorf's numeration, (3,4) is not a P-position
	accepts := func(x, y []int) bool {
		q := a.Start
		for i := range x {
			for l, d := range a.Letters {
				if d == [2]int{x[i], y[i]} {
					q = a.Next[q][l]
					break
				}
			}
		}
		for _, f := range a.Accepting {
			if f == q {
				return true
			}
		}
		return false
	}
	if !accepts([]int{0, 1, 0, 0}, []int{1, 0, 0, 0}) || accepts([]int{0, 1, 0, 0}, []int{0, 1, 0, 1}) {
		t.Fatal("the automaton should accept (3,5) and reject (3,4)")
	}
	if len(r.Checks) != 2 || !r.Checks[0].Verdict || !r.Checks[1].Verdict {
		t.Fatalf("checks %+v; want stable and absorbing TRUE", r.Checks)
	}
	if !strings.Contains(r.Walnut, "eval wythoff_stable") || !strings.HasPrefix(r.WalnutAutomaton, "msd_fib msd_fib") || r.Name != "wythoff" {
		t.Fatalf("walnut files:\n%s\n%s", r.Walnut, r.WalnutAutomaton)
	}
	if !strings.Contains(r.Text(), "proved for all positions") {
		t.Fatalf("text: %s", r.Text())
	}
}

func TestProveMisereWythoff(t *testing.T) {
	r, err := (&Service{}).Prove(mustGame(t, "wythoff", spec.Options{Misere: true}), ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Proved || r.Game != "misère wythoff" || len(r.Checks) != 3 {
		t.Fatalf("misère wythoff: %+v; want proved with three checks (declared positions too)", r)
	}
	// misère Wythoff's P-positions start (0,1), (1,0), (2,2)
	if r.Least[0][0].Int64() != 0 || r.Least[0][1].Int64() != 1 {
		t.Fatalf("least %v; want (0,1) first", r.Least)
	}
}

func TestProveAltered(t *testing.T) {
	r, err := (&Service{}).Prove(mustGame(t, "wythoff", spec.Options{Alteration: game.Alteration{P: []game.Position{{1, 1}}}}), ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.Game, "altered") || r.Verdict == "" {
		t.Fatalf("altered: %+v", r)
	}
}

func TestProveNotFound(t *testing.T) {
	r, err := (&Service{}).Prove(mustGame(t, "nimhoff:1,0/0,1/2,2"), ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Proved || r.Verdict != "not found" || r.Automaton != nil || r.Numeration != nil || !strings.Contains(r.Statement, "no automaton") {
		t.Fatalf("%+v; want no automaton found", r)
	}
	if r.Checks == nil || r.Tried == nil {
		t.Fatal("checks and tried should be [] in JSON, not null")
	}
}

func TestProveRefuses(t *testing.T) {
	for _, c := range []struct {
		game string
		opt  ProveOptions
		want string
	}{
		{"kayles", ProveOptions{}, "formula"},
		{"nim + nim", ProveOptions{}, "sum"},
		{"fibonacci-nim", ProveOptions{}, "one heap"},
		{"euclid", ProveOptions{}, "formula"},
		{"no-such-game", ProveOptions{}, ""},
		{"wythoff", ProveOptions{States: MaxProveStates + 1}, "states"},
		{"wythoff", ProveOptions{Box: 1 << 20}, "box"},
		{"wythoff", ProveOptions{Numeration: []string{"lsd_2"}}, "numeration"},
		{"wythoff", ProveOptions{Numeration: []string{"msd_99"}}, ""},
	} {
		g, err := ParseGame(c.game, spec.Options{})
		if err == nil {
			_, err = (&Service{Limits: ServerLimits}).Prove(g, c.opt)
		}
		if !IsInputError(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("prove %s %+v: %v; want an input error about %q", c.game, c.opt, err, c.want)
		}
	}
}

func TestProveStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := (&Service{}).WithContext(ctx).Prove(mustGame(t, "nimhoff:1,0/0,1/2,2"), ProveOptions{})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled prove: %v; want the context's error", err)
	}
}

func TestProveSVG(t *testing.T) {
	r, err := (&Service{}).Prove(mustGame(t, "wythoff"), ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := r.SVG(&b); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), `class="ring"`); n != 7 || !strings.Contains(b.String(), "8 states in msd_fib") {
		t.Fatalf("%d state circles; want 7 drawn of 8", n)
	}
	r, _ = (&Service{}).Prove(mustGame(t, "nimhoff:1,0/0,1/2,2"), ProveOptions{Box: 64})
	if err := r.SVG(&b); !IsInputError(err) {
		t.Fatalf("no automaton: %v; want an input error", err)
	}
}

// A description is provable exactly when the service's prove command takes
// the game: for every preset, under normal and misère play.
func TestDescriptionProvable(t *testing.T) {
	server := &Service{Limits: ServerLimits}
	fams := Families()
	presets := append([]game.Preset{}, fams.SumPresets...)
	for _, f := range fams.Families {
		presets = append(presets, f.Presets...)
	}
	provable := 0
	for _, p := range presets {
		alt, err := parseAlteration(p.Alter)
		if err != nil {
			t.Fatal(err)
		}
		for _, mis := range []bool{false, true} {
			g, err := ParseGame(p.Game, spec.Options{Alteration: alt, Misere: mis})
			if err != nil {
				continue
			}
			d, err := server.Describe(g)
			if err != nil {
				continue
			}
			_, err = server.Prove(g, ProveOptions{Box: 34, States: 24})
			if d.Provable && err != nil || !d.Provable && !IsInputError(err) {
				t.Errorf("%s: provable %v, but prove: %v", d.Spec, d.Provable, err)
			}
			if d.Provable {
				provable++
			}
		}
	}
	if provable == 0 {
		t.Error("no preset is provable")
	}
	for _, c := range []struct {
		spec string
		want bool
	}{{"wythoff", true}, {"nim", true}, {"wythoff:p=2,m=3", true}, {"imitation:p=1,m=1", true}, {"kayles", false}, {"fibonacci-nim", false}, {"nim + nim", false}} {
		d, err := server.Describe(mustGame(t, c.spec))
		if err != nil || d.Provable != c.want {
			t.Errorf("Describe(%s).Provable = %v (%v); want %v", c.spec, d.Provable, err, c.want)
		}
	}
}

// --states N bounds the candidates in every system, the game's own as
// well: Wythoff's P-positions need 8 states in msd_fib, so --states 2
// finds none and --states 8 proves them (before, msd_fib's own budget of
// 256 states overrode the 2).
func TestProveStatesBoundsEverySystem(t *testing.T) {
	for _, c := range []struct {
		states int
		proved bool
	}{{2, false}, {8, true}} {
		r, err := (&Service{}).Prove(mustGame(t, "wythoff"), ProveOptions{States: c.states, Box: 64})
		if err != nil {
			t.Fatal(err)
		}
		if r.Proved != c.proved || r.Proved && r.States > c.states {
			t.Errorf("--states %d: proved %v with %d states; want proved %v", c.states, r.Proved, r.States, c.proved)
		}
	}
}
