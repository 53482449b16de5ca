package theorem

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/wythoff"
)

func init() {
	register(
		Check{
			Name: "theorem1", Group: "imitation",
			Claim:  "Theorem 1: with a <= b, a state of (p,m)-Imitation Nim is P iff (I) (a,b) in P_W and xi(a,b) <= L(a,b), or (II) some a <= c < b has (a,c) in P_W and L'(a,c) < xi(a,c)",
			Source: "Larsson 2009, Theorem 1 (proved there for m = 1); docs/RULES.md §1",
			Run:    checkTheorem1,
		},
		Check{
			Name: "corollary1", Group: "imitation",
			Claim:  "Corollary 1: as starting positions, the P-positions of (p,m)-Imitation Nim are those of (p,m)-Wythoff Nim (the dual games)",
			Source: "Larsson 2009, Corollary 0 and Corollary 1; Larsson 2008",
			Run:    checkCorollary1,
		},
		Check{
			Name: "proposition0", Group: "imitation",
			Claim:  "Proposition 0, Imitation Nim: (a,b) is non-dynamic P iff Wythoff P; non-dynamic N iff (iia) some (c,d) in P_W with c <= d < b and b-a = d-c, or (iib) some c < a with (a,c) in P_W",
			Source: "Larsson 2009, Proposition 0",
			Run:    checkProposition0,
		},
		Check{
			Name: "stability", Group: "imitation",
			Claim:  "a position is non-dynamic P iff P-stable, non-dynamic N iff N-stable, and dynamic otherwise",
			Source: "Larsson 2008, (k,m)-Imitation Nim classification",
			Run:    checkStability,
		},
	)
}

func checkTheorem1(ctx context.Context, full bool) (string, string) {
	n := pick(full, 30, 100)
	states := 0
	for p := 1; p <= 4; p++ {
		for m := 1; m <= 4; m++ {
			if stopped(ctx) {
				return "", ""
			}
			r, _ := imitation.NewRules(p, m)
			table, err := r.Solve(n)
			if err != nil {
				return "", err.Error()
			}
			w, _ := imitation.NewWythoffP(p, m, n)
			bad := ""
			table.Reachable(func(s imitation.State) {
				states++
				if o, _ := table.Outcome(s); bad == "" && r.Predict(s, w) != o {
					bad = fmt.Sprintf("(%d,%d), state %+v: the rules say %v, Theorem 1 says %v", p, m, s, o, r.Predict(s, w))
				}
			})
			if bad != "" {
				return "", bad
			}
		}
	}
	return fmt.Sprintf("all %d states reachable from every start with piles <= %d, for all 1 <= p,m <= 4, solved from the rules", states, n), ""
}

func checkCorollary1(ctx context.Context, full bool) (string, string) {
	n := pick(full, 40, 100)
	for p := 1; p <= 5; p++ {
		for m := 1; m <= 5; m++ {
			if stopped(ctx) {
				return "", ""
			}
			r, _ := imitation.NewRules(p, m)
			table, err := r.Solve(n)
			if err != nil {
				return "", err.Error()
			}
			g, _ := wythoff.NewGame(p, m)
			want := pairSet(wythoff.Definition3(p, m, n+1))
			for x := 0; x <= n; x++ {
				for y := 0; y <= n; y++ {
					o, _ := table.Outcome(imitation.Start(x, y))
					if (o == game.P) != want[[2]int{x, y}] {
						return "", fmt.Sprintf("(%d,%d) start (%d,%d): Imitation Nim %v, %s P=%v", p, m, x, y, o, g, want[[2]int{x, y}])
					}
				}
			}
		}
	}
	return fmt.Sprintf("all 1 <= p,m <= 5, every start with piles <= %d (Imitation Nim from its rules; Wythoff by Definition 3, itself tied to the blocking rules by prop1-a)", n), ""
}

func checkProposition0(_ context.Context, full bool) (string, string) {
	n := pick(full, 60, 150)
	r, _ := imitation.NewRules(1, 1)
	table, _ := r.Solve(n)
	limit := n / 3
	for b := 0; b <= limit; b++ {
		for a := 0; a <= b; a++ {
			class, _, _, _ := table.Classify(a, b)
			isP := wythoff.IsPPosition
			pw, _ := isP(1, 1, bigInt(a), bigInt(b))
			iia := false
			for c := 0; c <= b; c++ {
				d := c + b - a
				if d < b {
					if ok, _ := isP(1, 1, bigInt(c), bigInt(d)); ok {
						iia = true
					}
				}
			}
			iib := false
			for c := 0; c < a; c++ {
				if ok, _ := isP(1, 1, bigInt(a), bigInt(c)); ok {
					iib = true
				}
			}
			if (class == imitation.NonDynamicP) != pw || (class == imitation.NonDynamicN) != (iia || iib) {
				return "", fmt.Sprintf("(%d,%d) is %v; Proposition 0 says P_W=%v, (iia)=%v, (iib)=%v", a, b, class, pw, iia, iib)
			}
		}
	}
	return fmt.Sprintf("all 0 <= a <= b <= %d over every history from starts <= %d", limit, n), ""
}

func checkStability(ctx context.Context, full bool) (string, string) {
	n := pick(full, 45, 90)
	limit := n / 3
	for p := 1; p <= 3; p++ {
		for m := 1; m <= 3; m++ {
			if stopped(ctx) {
				return "", ""
			}
			r, _ := imitation.NewRules(p, m)
			table, _ := r.Solve(n)
			w, _ := imitation.NewWythoffP(p, m, n)
			for x := 0; x <= limit; x++ {
				for y := 0; y <= limit; y++ {
					class, _, _, _ := table.Classify(x, y)
					st := w.Stable(x, y)
					if (class == imitation.NonDynamicP) != (st == imitation.PStable) || (class == imitation.NonDynamicN) != (st == imitation.NStable) {
						return "", fmt.Sprintf("(%d,%d)-Imitation Nim, (%d,%d): %v over its histories, but %v", p, m, x, y, class, st)
					}
				}
			}
		}
	}
	return fmt.Sprintf("all 1 <= p,m <= 3, positions <= %d over every history from starts <= %d", limit, n), ""
}
