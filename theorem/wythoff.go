package theorem

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/fibonacci"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
)

func checkWythoffForms(ctx context.Context, full bool) (Report, error) {
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	n := pick(full, 20000, 1_000_000)
	mex := wythoff.Definition3(1, 1, n)
	isA := map[int]bool{}
	for i, pair := range mex {
		if err := pollEvery(ctx, i, 4096); err != nil {
			return Report{}, err
		}
		a, b := wythoff.PairInt(int64(i))
		if int64(pair[0]) != a || int64(pair[1]) != b {
			return failed("n = %d: mex gives %v, Beatty (%d,%d)", i, pair, a, b)
		}
		if i < pick(full, 5000, 50000) {
			fa, fb := fibonacci.WythoffPair(big.NewInt(int64(i)))
			if fa.Int64() != a || fb.Int64() != b {
				return failed("n = %d: Fibonacci gives (%v,%v), Beatty (%d,%d)", i, fa, fb, a, b)
			}
		}
		isA[pair[0]] = true
	}
	word := fibonacci.Word(n)
	for i := 1; i <= n; i++ {
		if (word[i-1] == 'a') != isA[i] {
			return failed("Fibonacci word letter %d is %c but %d is an A_k: %v", i, word[i-1], i, isA[i])
		}
	}
	return held("n < %d (Fibonacci numeration for n < %d); word letters 1..%d", n, pick(full, 5000, 50000), n)
}

func checkWythoffRules(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 80, 200)
	solver := game.NewSolver(wythoff.Game{P: 1, M: 1}.Plain())
	beatty := func(x, y int) bool { return wythoff.IsP(bigInt(x), bigInt(y)) }
	bad, err := firstInSquare(ctx, n, outcomesAgree(solver, "", beatty, func(x, y int, o game.Outcome, want bool) string {
		return fmt.Sprintf("(%d,%d): rules say %v, Beatty says P=%v", x, y, o, want)
	}))
	if err != nil || bad != "" {
		return found(bad, err)
	}
	count := pick(full, 100000, 5_000_000)
	seen := make([]bool, 3*count)
	var lastA, lastB int64 = 0, 0
	for i := int64(1); i < int64(count); i++ {
		if err := pollEvery(ctx, i, 4096); err != nil {
			return Report{}, err
		}
		a, b := wythoff.PairInt(i)
		if a <= lastA || b <= lastB || b-a != i {
			return failed("n = %d: (%d,%d) breaks monotonicity or B_n - A_n = n", i, a, b)
		}
		if seen[a] || seen[b] {
			return failed("n = %d: value repeated", i)
		}
		seen[a], seen[b] = true, true
		lastA, lastB = a, b
	}
	for v := 1; int64(v) < lastA; v++ {
		if !seen[v] {
			return failed("%d is neither an A_n nor a B_n", v)
		}
	}
	return held("rules-level solver on all (x,y) <= %d; monotonicity, partition and differences for n < %d", n, count)
}

// pairs is a set of positions (x, y).
type pairs map[[2]int]bool

// has reports whether (x, y) is in the set.
func (s pairs) has(x, y int) bool { return s[[2]int{x, y}] }

// pairSet returns the P-set of Definition 3 with both orientations.
func pairSet(ps [][2]int) pairs {
	set := pairs{}
	for _, pair := range ps {
		set[pair], set[[2]int{pair[1], pair[0]}] = true, true
	}
	return set
}

func checkProp1a(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 24, 60)
	maxPM := pick(full, 4, 5)
	for p := 1; p <= maxPM; p++ {
		for m := 1; m <= maxPM; m++ {
			g, err := wythoff.NewGame(p, m)
			if err != nil {
				return Report{}, err
			}
			want := pairSet(wythoff.Definition3(p, m, n+1))
			where := fmt.Sprintf("(%d,%d)-Wythoff at ", p, m)
			bad, err := firstInSquare(ctx, n, outcomesAgree(game.NewSolver(g), where, want.has, func(x, y int, o game.Outcome, isP bool) string {
				return fmt.Sprintf("%s(%d,%d): rules %v, Definition 3 P=%v", where, x, y, o, isP)
			}))
			if err != nil || bad != "" {
				return found(bad, err)
			}
		}
	}
	return held("all 1 <= p,m <= %d, every position (x,y) <= %d, solved with the blocking rule", maxPM, n)
}

func checkProp1bcd(ctx context.Context, full bool) (Report, error) {
	count := pick(full, 20000, 1_000_000)
	maxPM := pick(full, 5, 8)
	for p := 1; p <= maxPM; p++ {
		for m := 1; m <= maxPM; m++ {
			if err := ctx.Err(); err != nil {
				return Report{}, err
			}
			pairs := wythoff.Definition3(p, m, count)
			// (b)
			for i := 0; i < p; i++ {
				if pairs[i] != [2]int{i, i} {
					return failed("(%d,%d): pair %d = %v; want (%d,%d)", p, m, i, pairs[i], i, i)
				}
			}
			bound := pairs[count-1][0] // every value below the last a_n is covered
			hits := make([]int, bound)
			for i, pair := range pairs {
				if pair[0] < bound {
					hits[pair[0]]++
				}
				if i >= p && pair[1] < bound {
					hits[pair[1]]++
				}
			}
			for v, h := range hits {
				if h != 1 {
					return failed("(%d,%d): %d occurs %d times among a_i, b_i (i >= p)", p, m, v, h)
				}
			}
			// (c): a_i increasing, so consecutive pairs suffice.
			for i := 1; i < count; i++ {
				a, b, c, d := pairs[i-1][0], pairs[i-1][1], pairs[i][0], pairs[i][1]
				if !(a < c) || b-a > d-c || !(b < d) {
					return failed("(%d,%d): pairs %v, %v break (c)", p, m, pairs[i-1], pairs[i])
				}
			}
			// (d): differences below the last one are complete.
			last := pairs[count-1][1] - pairs[count-1][0]
			diffs := map[int]int{}
			for _, pair := range pairs {
				diffs[pair[1]-pair[0]]++
			}
			for delta := 1; delta < last; delta++ {
				want := 0
				if delta%m == 0 {
					want = p
				}
				if diffs[delta] != want {
					return failed("(%d,%d): difference %d occurs %d times; want %d", p, m, delta, diffs[delta], want)
				}
			}
		}
	}
	return held("all 1 <= p,m <= %d, the first %d pairs", maxPM, count)
}

func checkClosedForms(ctx context.Context, full bool) (Report, error) {
	count := pick(full, 5000, 200000)
	for p := 1; p <= 6; p++ {
		for k := 1; k <= 6; k++ {
			if err := ctx.Err(); err != nil {
				return Report{}, err
			}
			m := p * k
			for i, pair := range wythoff.Definition3(p, m, count) {
				a, b, ok := wythoff.PairAt(int64(p), int64(m), big.NewInt(int64(i)))
				if !ok {
					return Report{}, fmt.Errorf("(%d,%d) pair %d: no closed form", p, m, i)
				}
				if a.Int64() != int64(pair[0]) || b.Int64() != int64(pair[1]) {
					return failed("(%d,%d) pair %d: closed form (%v,%v), Definition 3 %v", p, m, i, a, b, pair)
				}
			}
		}
	}
	return held("all p <= 6 and m = p k, k <= 6 (p = 1: Fraenkel's pairs), the first %d pairs", count)
}

// checkLimitRatio bounds |b_n - r a_n| by (p-1) beta + r, which follows
// from the floored Hadad bounds and r alpha = beta; then b_n/a_n - r is
// O(1/a_n) and tends to 0. The deviation is computed in 200-bit floats.
func checkLimitRatio(ctx context.Context, full bool) (Report, error) {
	count := pick(full, 100000, 2_000_000)
	var report []string
	for p := 1; p <= 4; p++ {
		for m := 1; m <= 4; m++ {
			s := newSurd(int64(m*m + 4*p*p))
			r := (float64(m) + s.float()) / float64(2*p)
			beta := (2*float64(p) + float64(m) + s.float()) / float64(2*p)
			bound := float64(p-1)*beta + r
			worst := 0.0
			stream, err := wythoff.NewStream(p, m)
			if err != nil {
				return Report{}, err
			}
			var a, b int64
			for n := range count {
				if err := pollEvery(ctx, n, 4096); err != nil {
					return Report{}, err
				}
				a, b = stream.Next()
				// b - r a = (2p b - m a - a s) / (2p)
				dev := s.deviation(2*int64(p)*b-int64(m)*a, a) / float64(2*p)
				if dev > bound {
					return failed("(%d,%d), pair (%d,%d): |b - r a| = %.4f exceeds (p-1) beta + r = %.4f", p, m, a, b, dev, bound)
				}
				worst = max(worst, dev)
			}
			report = append(report, fmt.Sprintf("(%d,%d): sup|b-ra| = %.3f <= %.3f, |b/a-r| = %.1e", p, m, worst, bound, abs(float64(b)/float64(a)-r)))
		}
	}
	return held("all 1 <= p,m <= 4, n < %d: %s", count, strings.Join(report, "; "))
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// surd is sqrt(d) for exact comparisons.
type surd struct{ d int64 }

func newSurd(d int64) surd { return surd{d} }

func (s surd) float() float64 {
	f := new(big.Float).SetPrec(100).SetInt64(s.d)
	f.Sqrt(f)
	v, _ := f.Float64() // the second result is the rounding (big.Accuracy), not an error
	return v
}

// deviation returns |u - a sqrt(d)| in floating point from exact parts.
func (s surd) deviation(u, a int64) float64 {
	x := new(big.Float).SetPrec(200).SetInt64(s.d)
	x.Sqrt(x)
	x.Mul(x, new(big.Float).SetInt64(a))
	x.Sub(new(big.Float).SetPrec(200).SetInt64(u), x)
	v, _ := x.Float64() // the rounding (big.Accuracy), not an error
	return abs(v)
}

// floorTimes returns floor(k (2p - m + sqrt(m^2+4p^2)) / (2p)) + shift*k
// exactly, for k >= 0: floor(k alpha) (shift 0) or floor(k beta) (shift
// m/p handled by the caller through numerator m).
func floorAlpha(k, p, m int64, beta bool) int64 {
	if k <= 0 {
		return 0
	}
	n := new(big.Int).Mul(big.NewInt(k*k), big.NewInt(m*m+4*p*p))
	n.Sqrt(n)
	lin := 2*p - m
	if beta {
		lin = 2*p + m
	}
	n.Add(n, big.NewInt(k*lin))
	n.Div(n, big.NewInt(2*p))
	return n.Int64()
}

// gammaParts returns lin and D with gamma = (lin + sqrt(D)) / (2p):
// alpha has lin = 2p - m, beta = alpha + m/p has lin = 2p + m.
func gammaParts(p, m int64, beta bool) (lin, d int64) {
	if beta {
		return 2*p + m, m*m + 4*p*p
	}
	return 2*p - m, m*m + 4*p*p
}

// compareGamma returns the sign of v - k gamma exactly, for k >= 0.
func compareGamma(v, k, p, m int64, beta bool) int {
	lin, d := gammaParts(p, m, beta)
	// v - k(lin + s)/(2p) has the sign of u - k s, u = 2p v - k lin.
	u := 2*p*v - k*lin
	if u < 0 {
		return -1
	}
	uu := new(big.Int).Mul(big.NewInt(u), big.NewInt(u))
	kk := new(big.Int).Mul(big.NewInt(k*k), big.NewInt(d))
	return uu.Cmp(kk)
}

func checkHadad(ctx context.Context, full, floored bool) (Report, error) {
	count := pick(full, 20000, 1_000_000)
	checked := fmt.Sprintf("all 1 <= p,m <= 4, n < %d, in exact integer arithmetic", count)
	for p := int64(1); p <= 4; p++ {
		for m := int64(1); m <= 4; m++ {
			s, err := wythoff.NewStream(int(p), int(m))
			if err != nil {
				return Report{}, err
			}
			for n := int64(0); n < int64(count); n++ {
				if err := pollEvery(ctx, n, 4096); err != nil {
					return Report{}, err
				}
				a, b := s.Next()
				for _, c := range []struct {
					v    int64
					beta bool
					name string
				}{{a, false, "a"}, {b, true, "b"}} {
					var bad bool
					if floored {
						bad = c.v < floorAlpha(n-p+1, p, m, c.beta) || c.v > floorAlpha(n, p, m, c.beta)
					} else {
						lower := n-p+1 > 0 && compareGamma(c.v, n-p+1, p, m, c.beta) < 0
						bad = lower || compareGamma(c.v, n, p, m, c.beta) > 0
					}
					if bad {
						return Report{Checked: checked, Counterexample: fmt.Sprintf("(%d,%d), n = %d: %s_n = %d is outside the bounds", p, m, n, c.name, c.v)}, nil
					}
				}
			}
		}
	}
	return Report{Checked: checked}, nil
}

func checkHadadAsStated(ctx context.Context, full bool) (Report, error) {
	return checkHadad(ctx, full, false)
}

func checkHadadFloored(ctx context.Context, full bool) (Report, error) {
	return checkHadad(ctx, full, true)
}

func checkHegarty(ctx context.Context, full bool) (Report, error) {
	count := pick(full, 100000, 2_000_000)
	maxP := pick(full, 6, 10)
	var found []string
	for p := int64(1); p <= int64(maxP); p++ {
		partner := make([]int64, 3*count+10)
		for i := range partner {
			partner[i] = -1
		}
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		s, err := wythoff.NewStream(int(p), 1)
		if err != nil {
			return Report{}, err
		}
		for {
			a, b := s.Next()
			if a > int64(count) {
				break
			}
			partner[a], partner[b] = b, a
		}
		eps := map[int64]int{}
		first := map[int64]int64{}
		for n := int64(1); n <= int64(count); n++ {
			if err := pollEvery(ctx, n, 4096); err != nil {
				return Report{}, err
			}
			pi := partner[n-1] + 1 // P-positions are (n-1, pi(n)-1)
			root := new(big.Int).Sqrt(new(big.Int).Mul(big.NewInt(n*n), big.NewInt(4*p*p+1))).Int64()
			var e int64
			if pi >= n {
				e = pi - (n+root)/(2*p) // floor(nL)
			} else {
				e = pi - (root-n)/(2*p) // floor(nl)
			}
			if e < -1 || e > 2 {
				return failed("p = %d, n = %d: pi(n) = %d is %d from the nearest floor", p, n, pi, e)
			}
			if eps[e] == 0 {
				first[e] = n
			}
			eps[e]++
		}
		var keys []int64
		for e := range eps {
			keys = append(keys, e)
		}
		slices.Sort(keys)
		var parts []string
		for _, e := range keys {
			parts = append(parts, fmt.Sprintf("%d (x%d, first n=%d)", e, eps[e], first[e]))
		}
		found = append(found, fmt.Sprintf("p=%d: e in {%s}", p, strings.Join(parts, ", ")))
	}
	return held("1 <= p <= %d, n <= %d, exact floors; e taken from floor(nL) when pi(n) >= n, else floor(nl). Found %s", maxP, count, strings.Join(found, "; "))
}

func checkPaperExamples(ctx context.Context, _ bool) (Report, error) {
	lists := []struct {
		p, m  int
		name  string
		pairs [][2]int
	}{
		{2, 3, "(2,3)-Wythoff (Larsson 2008)", [][2]int{{0, 0}, {1, 1}, {2, 5}, {3, 6}, {4, 10}, {7, 13}}},
		{3, 2, "Example 4, (3,2)-Wythoff", [][2]int{{0, 0}, {1, 1}, {2, 2}, {3, 5}, {4, 6}, {7, 9}, {8, 12}, {10, 14}, {11, 15}, {13, 19}, {16, 22}, {17, 23}, {18, 26}, {20, 28}}},
		{3, 3, "Example 5, (3,3)-Wythoff", [][2]int{{0, 0}, {1, 1}, {2, 2}, {3, 6}, {4, 7}, {5, 8}, {6, 12}}},
	}
	var bad []string
	for _, l := range lists {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		got := wythoff.Definition3(l.p, l.m, len(l.pairs))
		g, err := wythoff.NewGame(l.p, l.m)
		if err != nil {
			return Report{}, err
		}
		solver := game.NewSolver(g)
		for i, want := range l.pairs {
			o, err := solver.Outcome(game.Position{want[0], want[1]})
			if err != nil {
				return Report{}, fmt.Errorf("%s at %v: %w", l.name, want, err)
			}
			if got[i] != want || o != game.P {
				bad = append(bad, fmt.Sprintf("%s pair %d: the paper prints %v, Definition 3 gives %v, and the rules say %v is %v", l.name, i, want, got[i], want, o))
			}
		}
	}
	return Report{Checked: "the three lists of Larsson 2008 and 2009 against Definition 3 and the rules-level solver", Counterexample: strings.Join(bad, "; ")}, nil
}

func checkD2(ctx context.Context, full bool) (Report, error) {
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	n := pick(full, 400, 3000)
	table, err := wythoff.LineGame{DiagonalStep: 2}.GrundyTable(n)
	if err != nil {
		return Report{}, fmt.Errorf("D_2's table to %d: %w", n, err)
	}
	// D_2 P-positions with x <= y, in order of x.
	var d2 [][2]int
	for x := 0; x <= n; x++ {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		for y := x; y <= n; y++ {
			if table[x][y] == 0 {
				d2 = append(d2, [2]int{x, y})
			}
		}
	}
	w := wythoff.Definition3(4, 2, len(d2)+8)
	// The claim from (4,6) on: D_2's k-th pair (k >= 3) against (4,2)'s
	// index i = k+1, whose larger coordinates are b_i with 4j+2 <-> 4j+3.
	if fmt.Sprint(d2[:3]) != "[[0 0] [1 1] [2 3]]" || fmt.Sprint(w[:4]) != "[[0 0] [1 1] [2 2] [3 3]]" {
		return failed("the first positions differ from the expected exception: D_2 %v, (4,2) %v", d2[:3], w[:4])
	}
	checked := 0
	for k := 3; k < len(d2); k++ {
		i := k + 1
		if w[i][1] > n { // D_2's list is complete only below n
			break
		}
		j := i
		switch i % 4 {
		case 2:
			j = i + 1
		case 3:
			j = i - 1
		}
		if d2[k][0] != w[i][0] || d2[k][1] != w[j][1] {
			return failed("D_2 pair %v against (4,2)-Wythoff index %d: want (%d,%d)", d2[k], i, w[i][0], w[j][1])
		}
		checked++
	}
	return held("every D_2 P-position with coordinates <= %d (%d pairs from (4,6) on). It holds exactly from (4,6) on: below it D_2 has (2,3) where (4,2)-Wythoff has (2,2) and (3,3), so the paper's (a_n) = (p_n) for all n is off by that one pair", n, checked)
}

// DFNRGrundyTable is Duchêne, Fraenkel, Nowakowski and Rigo 2010's table of
// the Sprague-Grundy values G(x,y) of Wythoff's game, 0 <= x,y <= 9, as
// printed: G(8,5) is misprinted 1 (the rules give 2, as the paper's own
// G(5,8) does). It returns an array: each caller gets its own copy, and
// the published table cannot be changed by one of them.
func DFNRGrundyTable() [10][10]int { return dfnrGrundyTable }

var dfnrGrundyTable = [10][10]int{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
	{1, 2, 0, 4, 5, 3, 7, 8, 6, 10},
	{2, 0, 1, 5, 3, 4, 8, 6, 7, 11},
	{3, 4, 5, 6, 2, 0, 1, 9, 10, 12},
	{4, 5, 3, 2, 7, 6, 9, 0, 1, 8},
	{5, 3, 4, 0, 6, 8, 10, 1, 2, 7},
	{6, 7, 8, 1, 9, 10, 3, 4, 5, 13},
	{7, 8, 6, 9, 0, 1, 4, 5, 3, 14},
	{8, 6, 7, 10, 1, 1, 5, 3, 4, 15},
	{9, 10, 11, 12, 8, 7, 13, 14, 15, 16},
}

func checkPaperGrundyTable(ctx context.Context, _ bool) (Report, error) {
	paper := DFNRGrundyTable()
	solver := game.NewSolver(wythoff.Game{P: 1, M: 1}.Plain())
	var bad []string
	for x := range 10 {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		for y := range 10 {
			g, err := solver.GrundyValue(game.Position{x, y})
			if err != nil {
				return Report{}, fmt.Errorf("G(%d,%d): %w", x, y, err)
			}
			if g != paper[x][y] {
				bad = append(bad, fmt.Sprintf("G(%d,%d): the paper prints %d, the rules give %d", x, y, paper[x][y], g))
			}
		}
	}
	return Report{Checked: "all 100 entries against the rules-level solver", Counterexample: strings.Join(bad, "; ")}, nil
}

func checkGrundyFast(ctx context.Context, full bool) (Report, error) {
	n := pick(full, 50, 120)
	for _, c := range []struct {
		step int
		g    game.Game
	}{{1, wythoff.Game{P: 1, M: 1}.Plain()}, {2, wythoff.Dr{R: 2}}, {3, wythoff.Dr{R: 3}}} {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		table, err := wythoff.LineGame{DiagonalStep: c.step}.GrundyTable(n)
		if err != nil {
			return Report{}, fmt.Errorf("%s: the line-bitset table to %d: %w", c.g, n, err)
		}
		fast := func(p game.Position) int { return table[p[0]][p[1]] }
		bad, err := firstInCube(ctx, 2, n, false, grundyAgrees(game.NewSolver(c.g), c.g.String(), nil, fast, "by the line-bitset table"))
		if err != nil || bad != "" {
			return found(bad, err)
		}
	}
	return held("all (x,y) <= %d", n)
}

func bigInt(v int) *big.Int { return big.NewInt(int64(v)) }
