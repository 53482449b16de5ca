package subtraction

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/periodicity"
)

// AllBut is an all-but subtraction game: one heap, and a move removes any
// positive number of tokens except those in the finite set S (Angela
// Siegel 2005; CGSuite's Subtraction(S, allbut => true)). All-but of the
// empty set is Nim. Its values grow without bound: G(n) = mex of G(j)
// over j < n with n-j not in S, so every earlier value more than max S
// back is an option.
type AllBut struct {
	excluded []int
	cache    *allButCache
}

type allButCache struct {
	values []int
	proof  *ArithmeticProof
}

// MaxAllButHeap bounds the heaps valued without the proven arithmetic
// period.
const MaxAllButHeap = 1 << 24

// NewAllBut validates the excluded set (distinct positive moves up to
// MaxMove; it may be empty).
func NewAllBut(excluded []int) (AllBut, error) {
	s := slices.Clone(excluded)
	slices.Sort(s)
	for i, m := range s {
		if m <= 0 {
			return AllBut{}, fmt.Errorf("subtraction: excluded move %d is not positive", m)
		}
		if m > MaxMove {
			return AllBut{}, fmt.Errorf("subtraction: excluded move %d exceeds the largest supported move %d", m, MaxMove)
		}
		if i > 0 && s[i-1] == m {
			return AllBut{}, fmt.Errorf("subtraction: excluded move %d listed twice", m)
		}
	}
	return AllBut{excluded: s, cache: &allButCache{}}, nil
}

// Excluded returns S.
func (a AllBut) Excluded() []int { return slices.Clone(a.excluded) }

// MaxExcluded returns m = max S (0 for Nim).
func (a AllBut) MaxExcluded() int {
	if len(a.excluded) == 0 {
		return 0
	}
	return a.excluded[len(a.excluded)-1]
}

// String returns the spec "subtraction:all-but:s1,s2,…".
func (a AllBut) String() string {
	parts := make([]string, len(a.excluded))
	for i, m := range a.excluded {
		parts[i] = fmt.Sprint(m)
	}
	return "subtraction:all-but:" + strings.Join(parts, ",")
}

// Check accepts one non-negative heap.
func (a AllBut) Check(p game.Position) error { return game.NonNegative(p, 1) }

// Options removes every k in 1..n not in S.
func (a AllBut) Options(p game.Position) []game.Position {
	var out []game.Position
	for k := 1; k <= p[0]; k++ {
		if _, found := slices.BinarySearch(a.excluded, k); !found {
			out = append(out, game.Position{p[0] - k})
		}
	}
	return out
}

// GrundySequence returns G(0..n) in O(n max S) time: the values of the
// positions more than m = max S back are all options, and every value
// below their mex is among them, so G(n) is the least value from that
// mex on that is neither among them nor the value of an option in the
// last m positions.
func (a AllBut) GrundySequence(n int) []int {
	m := a.MaxExcluded()
	g := make([]int, n+1)
	count := []int{} // count[v]: positions j < h-m with G(j) = v
	low := 0         // mex of those positions' values
	var window []int
	for h := 0; h <= n; h++ {
		if j := h - m - 1; j >= 0 { // position j joins the far set
			for g[j] >= len(count) {
				count = append(count, 0)
			}
			count[g[j]]++
			for low < len(count) && count[low] > 0 {
				low++
			}
		}
		window = window[:0]
		for j := max(0, h-m); j < h; j++ {
			if _, found := slices.BinarySearch(a.excluded, h-j); !found {
				window = append(window, g[j])
			}
		}
		v := low
		for (v < len(count) && count[v] > 0) || slices.Contains(window, v) {
			v++
		}
		g[h] = v
	}
	return g
}

// ArithmeticProof is a proven arithmetic periodicity of an all-but game.
type ArithmeticProof struct {
	periodicity.Arithmetic
	Excluded int `json:"max_excluded"`
}

// Proof states what was verified and the theorem that extends it.
func (p ArithmeticProof) Proof() string {
	e, q, s, m := p.Preperiod, p.Period, p.Saltus, p.Excluded
	return fmt.Sprintf("G(n+%d) = G(n) + %d for %d <= n < %d = e + m, and the values G(0..%d) are 0..%d together with the values G(0..%d) raised by %d; so G(n+%d) = G(n) + %d for all n >= %d (for n >= e + m every position below e, and below e+p for n+p, is an option, and the options of n+p are those of n raised by s together with 0..s-1)",
		q, s, e, e+m, e+q-1, s-1, e-1, s, q, s, e)
}

// ErrNotProven reports values that show no provable arithmetic period.
var ErrNotProven = errors.New("subtraction: no arithmetic period proven within the values computed")

// ProveArithmetic proves an arithmetic periodicity of the all-but game
// from the values g (at least a few periods past the preperiod):
//
// Theorem. Let m = max S. If G(n+p) = G(n) + s for e <= n < e+m, and
// {G(j) : j < e+p} = {0, …, s-1} ∪ {G(j) + s : j < e}, then
// G(n+p) = G(n) + s for every n >= e.
//
// Proof, by induction on n >= e+m. Every j < e is an option of n (n-j >
// m) and every j < e+p of n+p. The other options of n+p are i+p for the
// options i >= e of n, with value G(i) + s. So the option values of n+p
// are {0..s-1} ∪ (option values of n) + s, whose mex is G(n) + s.
//
// Angela Siegel (2005) proved that every all-but subtraction game is
// arithmetic-periodic; this theorem is the check mex verifies, from the
// least (p, s) the values show, trying preperiods e from the least one the
// values show up to a few periods later.
func (a AllBut) ProveArithmetic(g []int) (ArithmeticProof, error) {
	m := a.MaxExcluded()
	obs, ok := periodicity.Detect(g, 3)
	if !ok {
		return ArithmeticProof{}, ErrNotProven
	}
	p, s := obs.Period, obs.Saltus
	for e := obs.Preperiod; e+m+p < len(g) && e <= obs.Preperiod+4*p+m; e++ {
		if !valueSetsMatch(g, e, p, s) {
			continue
		}
		ok := true
		for n := e; n < e+m; n++ {
			if g[n+p] != g[n]+s {
				ok = false
				break
			}
		}
		if ok {
			return ArithmeticProof{Arithmetic: periodicity.Arithmetic{Preperiod: e, Period: p, Saltus: s, Checked: len(g)}, Excluded: m}, nil
		}
	}
	return ArithmeticProof{}, ErrNotProven
}

// valueSetsMatch checks {G(j): j < e+p} = {0..s-1} ∪ {G(j)+s : j < e}.
func valueSetsMatch(g []int, e, p, s int) bool {
	left := map[int]bool{}
	for _, v := range g[:e+p] {
		left[v] = true
	}
	right := map[int]bool{}
	for v := range s {
		right[v] = true
	}
	for _, v := range g[:e] {
		right[v+s] = true
	}
	if len(left) != len(right) {
		return false
	}
	for v := range left {
		if !right[v] {
			return false
		}
	}
	return true
}

// Arithmetic computes values, doubling from 2^8 up to limit, until
// ProveArithmetic succeeds; the proof is kept for HeapValue.
func (a AllBut) Arithmetic(ctx context.Context, limit int) (ArithmeticProof, error) {
	if a.cache != nil && a.cache.proof != nil {
		return *a.cache.proof, nil
	}
	for n := min(256, limit); ; n = min(2*n, limit) {
		if err := ctx.Err(); err != nil {
			return ArithmeticProof{}, err
		}
		g := a.GrundySequence(n)
		if p, err := a.ProveArithmetic(g); err == nil {
			if a.cache != nil {
				a.cache.proof, a.cache.values = &p, g
			}
			return p, nil
		}
		if n >= limit {
			return ArithmeticProof{}, fmt.Errorf("%w (%d values of %s)", ErrNotProven, n+1, a)
		}
	}
}

// HeapValue returns G(n): computed for n <= MaxAllButHeap, else from the
// proven arithmetic period, G(n) = G(e + r) + s*q with n - e = q*p + r.
func (a AllBut) HeapValue(ctx context.Context, n *big.Int) (int, error) {
	if n.Sign() < 0 {
		return 0, fmt.Errorf("subtraction: heap %s is negative", n)
	}
	if n.IsInt64() && n.Int64() <= MaxAllButHeap {
		if a.cache != nil && int64(len(a.cache.values)) > n.Int64() {
			return a.cache.values[n.Int64()], nil
		}
		return a.GrundySequence(int(n.Int64()))[n.Int64()], nil
	}
	p, err := a.Arithmetic(ctx, 1<<16)
	if err != nil {
		return 0, err
	}
	q, r := new(big.Int).QuoRem(new(big.Int).Sub(n, big.NewInt(int64(p.Preperiod))), big.NewInt(int64(p.Period)), new(big.Int))
	v := new(big.Int).Mul(q, big.NewInt(int64(p.Saltus)))
	v.Add(v, big.NewInt(int64(a.cache.values[p.Preperiod+int(r.Int64())])))
	if !v.IsInt64() || v.Int64() > 1<<62 {
		return 0, fmt.Errorf("subtraction: G(%s) = %s does not fit in a machine integer", n, v)
	}
	return int(v.Int64()), nil
}

// GrundyOf returns G of a one-heap position.
func (a AllBut) GrundyOf(ctx context.Context, p game.Position) (int, error) {
	if err := a.Check(p); err != nil {
		return 0, err
	}
	return a.HeapValue(ctx, big.NewInt(int64(p[0])))
}

// GrundyValue is GrundyOf without a context.
func (a AllBut) GrundyValue(p game.Position) (int, error) {
	return a.GrundyOf(context.Background(), p)
}
