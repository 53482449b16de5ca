package theorem

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/internal/randgame"
	"github.com/mex-cgt/mex/research/altered"
)

func box(w, h int, asP bool) game.Alteration {
	var alt game.Alteration
	for x := 0; x < w; x++ {
		for y := 0; y < h; y++ {
			if asP {
				alt.P = append(alt.P, game.Position{x, y})
			} else {
				alt.N = append(alt.N, game.Position{x, y})
			}
		}
	}
	return alt
}

func checkMisere(ctx context.Context, full bool) (Report, error) {
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	n := pick(full, 20000, 1_000_000)
	alt := game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}
	got, err := nimhoff.Wythoff().PPositions(alt, n)
	if err != nil {
		return Report{}, fmt.Errorf("misère Wythoff: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	natural, err := nimhoff.Wythoff().PPositions(game.Alteration{}, n)
	if err != nil {
		return Report{}, fmt.Errorf("plain Wythoff: %w", err)
	}
	outside := func(ps [][2]int) map[[2]int]bool {
		m := map[[2]int]bool{}
		for _, p := range ps {
			if p[0] > 2 || p[1] > 2 {
				m[p] = true
			}
		}
		return m
	}
	a, b := outside(got), outside(natural)
	for p := range a {
		if !b[p] {
			return failed("(%d,%d) is P in misère Wythoff but not in Wythoff", p[0], p[1])
		}
	}
	if len(a) != len(b) {
		return failed("%d P-positions outside the box in misère Wythoff, %d in Wythoff", len(a), len(b))
	}
	return held("every position with coordinates <= %d (Wythoff's side by Beatty-checked column algorithm)", n)
}

func checkColumns(ctx context.Context, full bool) (Report, error) {
	trials := pick(full, 30, 300)
	n := pick(full, 30, 50)
	bad, err := firstInTrials(ctx, trials, rand.NewPCG(6, 1), func(rng *rand.Rand) (string, error) {
		vs := []nimhoff.Vector{{A: 1}, {B: 1}}
		for range rng.IntN(4) {
			v := nimhoff.Vector{A: 1 + rng.IntN(3), B: 1 + rng.IntN(3)}
			dup := false
			for _, u := range vs {
				dup = dup || u == v
			}
			if !dup {
				vs = append(vs, v)
			}
		}
		r, err := nimhoff.NewRules(vs)
		if err != nil {
			return "", err
		}
		alt := randgame.Alteration(rng, 6)
		g, err := game.NewAltered(r, alt, 2)
		if err != nil {
			return "", fmt.Errorf("%s %s: %w", r, alt, err)
		}
		solver := game.NewSolver(g)
		fast := pairs{}
		err = r.Columns(alt, n, func(x int, ys []int) {
			for _, y := range ys {
				fast[[2]int{x, y}] = true
			}
		})
		if err != nil {
			return "", fmt.Errorf("%s %s, column algorithm: %w", r, alt, err)
		}
		where := fmt.Sprintf("%s %s at ", r, alt)
		return firstInSquare(ctx, n, outcomesAgree(solver, where, fast.has, func(x, y int, o game.Outcome, isP bool) string {
			return fmt.Sprintf("%s(%d,%d): rules %v, columns P=%v", where, x, y, o, isP)
		}))
	})
	return heldUnless(bad, err, "%d random rule sets (1,0),(0,1) + up to 3 rules, random alterations in a 6x6 box (seeded), all positions <= %d against the rules-level solver", trials, n)
}

// measureAgrees checks the theorem's offset against the measured best
// translation and a shrinking fraction of disagreement. It returns the
// fractions measured, or a counterexample.
func measureAgrees(alt game.Alteration, off altered.Offset, radii []int) (fractions, counter string, err error) {
	ds, err := altered.Measure(alt, off, radii, 3)
	if err != nil {
		return "", "", fmt.Errorf("measuring %s: %w", alt, err)
	}
	var parts []string
	for i, d := range ds {
		if d.BestDX != off.DX || d.BestDY != off.DY || d.BestCount < d.Differ {
			return "", fmt.Sprintf("%s: the theorem gives (%d,%d) but (%d,%d) differs least within radius %d (%d against %d)", alt, off.DX, off.DY, d.BestDX, d.BestDY, d.Radius, d.BestCount, d.Differ), nil
		}
		if i > 0 && d.Fraction > ds[i-1].Fraction {
			return "", fmt.Sprintf("%s: the fraction of disagreement grows from %.4f to %.4f", alt, ds[i-1].Fraction, d.Fraction), nil
		}
		parts = append(parts, fmt.Sprintf("%.4f at R=%d", d.Fraction, d.Radius))
	}
	return strings.Join(parts, ", "), "", nil
}

func checkOffsets(ctx context.Context, full bool) (Report, error) {
	examples := []struct {
		alt  game.Alteration
		want altered.Offset
	}{
		{game.Alteration{P: []game.Position{{3, 4}}}, altered.Offset{DX: 1, DY: 1}},
		{game.Alteration{P: []game.Position{{2, 2}, {0, 5}}, N: []game.Position{{1, 2}, {0, 0}}}, altered.Offset{DX: -1, DY: 0}},
		{game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}, altered.Offset{}},
	}
	radii := pick(full, []int{1000, 4000}, []int{1000, 10000, 100000})
	var report []string
	for _, ex := range examples {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		off, _, err := altered.GeneralOffset(ex.alt) // the coverage is not part of the claim
		if err != nil {
			return Report{}, fmt.Errorf("%s: %w", ex.alt, err)
		}
		if off != ex.want {
			return failed("%s: General Offset Theorem gives %v; docs/RULES.md says %v", ex.alt, off, ex.want)
		}
		measured, bad, err := measureAgrees(ex.alt, off, radii)
		if err != nil || bad != "" {
			return found(bad, err)
		}
		report = append(report, fmt.Sprintf("%s -> (%d,%d): %s", ex.alt, off.DX, off.DY, measured))
	}
	random := pick(full, 10, 100)
	bad, err := firstInTrials(ctx, random, rand.NewPCG(2, 9), func(rng *rand.Rand) (string, error) {
		alt := randgame.Alteration(rng, 8)
		off, _, err := altered.GeneralOffset(alt)
		if err != nil {
			return "", fmt.Errorf("%s: %w", alt, err)
		}
		_, bad, err := measureAgrees(alt, off, radii)
		return bad, err
	})
	return heldUnless(bad, err, "the three examples (%s) and %d random alterations in an 8x8 box, each measured: the theorem's offset differs least from the altered P-set among all translations within 3, and the fraction of disagreement shrinks", strings.Join(report, "; "), random)
}

func checkBoxOffsets(ctx context.Context, full bool) (Report, error) {
	side := pick(full, 12, 16)
	radii := pick(full, []int{2000}, []int{2000, 20000})
	for w := 1; w <= side; w++ {
		for h := 1; h <= side; h++ {
			for _, asP := range []bool{true, false} {
				if err := ctx.Err(); err != nil {
					return Report{}, err
				}
				alt := box(w, h, asP)
				off, _, err := altered.GeneralOffset(alt)
				if err != nil {
					return Report{}, fmt.Errorf("%dx%d box declared P=%v: %w", w, h, asP, err)
				}
				want := altered.Offset{}
				if asP {
					want = altered.Offset{DX: 1 - h, DY: 1 - w}
				}
				if off != want {
					return failed("%dx%d box declared P=%v: offset %v; the formula says %v", w, h, asP, off, want)
				}
				if _, bad, err := measureAgrees(alt, off, radii); err != nil || bad != "" {
					return found(bad, err)
				}
			}
		}
	}
	return held("every w x h box with w, h <= %d, declared P and declared N, by the General Offset Theorem and by measurement within radius %v", side, radii)
}

func checkLemma3(ctx context.Context, full bool) (Report, error) {
	trials := pick(full, 20, 200)
	columns := pick(full, 1500, 5000)
	saturatedAt := 0
	bad, err := firstInTrials(ctx, trials, rand.NewPCG(3, 4), func(rng *rand.Rand) (string, error) {
		alt := randgame.Alteration(rng, 8)
		sat, strs, err := altered.ColumnStrings(alt, columns)
		if err != nil {
			return "", fmt.Errorf("%s: %w", alt, err)
		}
		first := -1
		for t := altered.LastColumn(alt) + 1; t+1 < len(strs); t++ {
			if !sat[t] {
				if first >= 0 {
					return fmt.Sprintf("%s: column %d saturated but %d not (Lemma 2)", alt, first, t), nil
				}
				continue
			}
			if first < 0 {
				first = t
			}
			if altered.Update(strs[t]) != strs[t+1] {
				return fmt.Sprintf("%s: column %d: Update(%s) != %s", alt, t, strs[t], strs[t+1]), nil
			}
		}
		if first < 0 {
			return fmt.Sprintf("%s: never saturated within %d columns", alt, columns), nil
		}
		saturatedAt = max(saturatedAt, first)
		return "", nil
	})
	return heldUnless(bad, err, "%d random alterations (seeded), columns up to %d; saturation by column %d at the latest, and every later step is the Wythoff update", trials, columns, saturatedAt)
}

func randomBits(rng *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '0' + byte(rng.IntN(2))
	}
	return string(b)
}

func checkBitstrings(ctx context.Context, full bool) (Report, error) {
	trials := pick(full, 300, 3000)
	maxLen := pick(full, 12, 20)
	maxSteps := 0
	bad, err := firstInTrials(ctx, trials, rand.NewPCG(5, 5), func(rng *rand.Rand) (string, error) {
		n := 1 + rng.IntN(maxLen)
		s, t := randomBits(rng, n), randomBits(rng, n)
		// Lemma 4: updates balance them.
		steps := 0
		for !altered.Balanced(s, t) {
			s, t = altered.Update(s), altered.Update(t)
			if steps++; steps > 100*n {
				return fmt.Sprintf("not balanced after %d updates", steps), nil
			}
		}
		area := altered.Area(s, t)
		// phi facts.
		ps := altered.Morphism(s)
		if ps[0] != '0' || ps[len(ps)-1] != '1' || strings.Contains(ps, "11") || strings.Contains(ps, "000") ||
			strings.Count(ps, "1") != len(s) {
			return fmt.Sprintf("phi(%s) = %s breaks a listed property", s, ps), nil
		}
		// Lemmas 5-6, 9 and Corollaries 1-2.
		k := 0
		for !altered.DifferByDefects(s, t) {
			s, t = altered.Morphism(s), altered.Morphism(t)
			if a := altered.Area(s, t); a != area {
				return fmt.Sprintf("phi changed the area from %d to %d", area, a), nil
			}
			if k++; k > 2*area+4 {
				return fmt.Sprintf("no defects after %d applications of phi (area %d)", k, area), nil
			}
		}
		maxSteps = max(maxSteps, k)
		defects := len(altered.Defects(s, t))
		if defects != area {
			return fmt.Sprintf("%d defects but area %d (Lemma 7)", defects, area), nil
		}
		s2, t2 := altered.Morphism(s), altered.Morphism(t)
		if !altered.DifferByDefects(s2, t2) || len(altered.Defects(s2, t2)) != defects {
			return "phi did not preserve the defects (Corollary 2)", nil
		}
		return "", nil
	})
	return heldUnless(bad, err, "%d random pairs of strings of length <= %d (seeded); at most %d applications of phi were needed to reach defects", trials, maxLen, maxSteps)
}
