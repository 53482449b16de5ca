package theorem

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/misere"
)

// checkSimplestForms lists the forms born by each day, as the simplest
// forms of every set of forms born the day before.
func checkSimplestForms(ctx context.Context, full bool) (Report, error) {
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	forms := misere.NewForms()
	star := forms.Nimber(1)
	f, err := forms.Sum(star, star)
	if err != nil {
		return Report{}, fmt.Errorf("* + *: %w", err)
	}
	if f != 0 {
		return failed("* + * = %s; want 0", forms.Name(f))
	}
	if f, err = forms.Of([]misere.Form{star}); err != nil {
		return Report{}, fmt.Errorf("{*}: %w", err)
	}
	if f != 0 {
		return failed("{*} = %s; want 0", forms.Name(f))
	}
	want := []int{1, 2, 3, 5, 22, 4171780}[:pick(full, 5, 6)]
	var counts []string
	for day, n := range want {
		born, err := forms.BornBy(ctx, day)
		if err != nil {
			return Report{}, fmt.Errorf("day %d: %w", day, err)
		}
		if len(born) != n {
			return failed("%d games born by day %d; Grundy and Smith count %d", len(born), day, n)
		}
		counts = append(counts, fmt.Sprint(n))
	}
	return held("days 0..%d: %s forms, each day from all %d subsets of the day before", len(want)-1, strings.Join(counts, ", "), 1<<want[len(want)-2])
}

// twoTo128 is 2^128, a heap far beyond any table.
var twoTo128 = new(big.Int).Lsh(big.NewInt(1), 128)

func checkBoutonMisere(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 6, 10)
	s := game.NewSolver(misere.Of(nim.Game{}))
	count := 0
	bad, err := firstInCube(ctx, 3, n, true, func(p game.Position) (string, error) {
		o, err := s.Outcome(p)
		if err != nil {
			return "", fmt.Errorf("misère Nim %v: %w", p, err)
		}
		if (o == game.P) != game.MisereNimIsP(p) {
			return fmt.Sprintf("misère Nim %v: the rules say %v, Bouton's misère rule %v", p, o, !game.MisereNimIsP(p)), nil
		}
		count++
		return "", nil
	})
	if err != nil || bad != "" {
		return found(bad, err)
	}
	if !nim.MisereIsPBig([]*big.Int{twoTo128, twoTo128}) {
		return failed("two equal heaps of 2^128 should be a misère P-position")
	}
	return held("all %d positions of 3 heaps <= %d against the rules; heaps of 2^128 by the rule", count, n)
}

func checkMisereWythoff(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 40, 100)
	w, err := wythoff.NewGame(1, 1)
	if err != nil {
		return Report{}, err
	}
	altered, err := game.NewAltered(w.Plain(), game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}, 2)
	if err != nil {
		return Report{}, err
	}
	sm, sa := game.NewSolver(misere.Of(w.Plain())), game.NewSolver(altered)
	bad, err := firstInSquare(ctx, n, func(x, y int) (string, error) {
		p := game.Position{x, y}
		om, err := sm.Outcome(p)
		if err != nil {
			return "", fmt.Errorf("misère Wythoff at (%d,%d): %w", x, y, err)
		}
		oa, err := sa.Outcome(p)
		if err != nil {
			return "", fmt.Errorf("altered Wythoff at (%d,%d): %w", x, y, err)
		}
		rule := wythoff.MisereIsP(bigInt(x), bigInt(y))
		if om != oa || (om == game.P) != rule {
			return fmt.Sprintf("(%d,%d): misère %v, altered %v, rule P=%v", x, y, om, oa, rule), nil
		}
		return "", nil
	})
	return heldUnless(bad, err, "all (x,y) with x, y <= %d: misère play, the altered game and the rule agree", n)
}

func checkGenusKayles(ctx context.Context, full bool) (Report, error) {
	want := strings.Split("0^120,1^031,2^20,3^31,1^031,4^146,3^31,2^20,1^13,4^046,2^20,6^46,4^046,1^13,2^20,7^57,1^13,4^64,3^31,2^20,1^031", ",")
	kayles, err := octal.Parse("0.77")
	if err != nil {
		return Report{}, err
	}
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	gs, err := misere.Genera(ctx, kayles, 20)
	if err != nil {
		return Report{}, fmt.Errorf("genera of Kayles: %w", err)
	}
	for n, w := range want {
		if got := gs[n].Genus.String(); got != w {
			return failed("Kayles heap %d: genus %s; CGSuite (written out) %s", n, got, w)
		}
	}
	most := pick(full, 6, 10)
	sum := game.Sum{Components: []game.Game{kayles, nim.Game{}}}
	for n := 0; n <= most; n++ {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		for k := 0; k <= 3; k++ {
			twos := game.Position{0}
			if k > 0 {
				twos = make(game.Position, k)
				for i := range twos {
					twos[i] = 2
				}
			}
			v, err := misere.GrundyOf(ctx, sum, sum.Join([]game.Position{{n}, twos}))
			if err != nil {
				return Report{}, fmt.Errorf("heap %d of Kayles + %d copies of *2: %w", n, k, err)
			}
			if v != gs[n].Genus.Digit(k) {
				return failed("Kayles heap %d: γ%d = %d by the mex rule, %d by definition", n, k, gs[n].Genus.Digit(k), v)
			}
		}
	}
	return held("genera of heaps 0..20 (written out in Winning Ways' notation); γ0..γ3 of heaps 0..%d by definition", most)
}

func checkQuotient075(ctx context.Context, full bool) (Report, error) {
	r, err := octal.Parse("0.75")
	if err != nil {
		return Report{}, err
	}
	n := pick(full, 20, 60)
	q, err := misere.QuotientOf(ctx, r, n)
	if err != nil {
		return Report{}, fmt.Errorf("the quotient of 0.75: %w", err)
	}
	var rels []string
	for _, rel := range q.Relations {
		rels = append(rels, rel.Left+" = "+rel.Right)
	}
	got := fmt.Sprintf("order %d, %s, P {%s}, stable from %d", q.Order, strings.Join(rels, ", "), strings.Join(q.PPortion, ", "), q.StableFrom)
	if want := "order 8, a^2 = 1, b c = a b, c^2 = b^2, b^3 = b, P {a, b^2}, stable from 5"; got != want {
		return failed("Q_%d: %s; want %s", n, got, want)
	}
	return held("Q_n for n <= %d, each proven by the check over pairs (class, classes of options)", n)
}
