package misere

import (
	"context"
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// heapRules are the rules of a heap game, as the game gives them.
type heapRules = game.HeapRules

// heapRulesOf returns the heap rules of g if g is a heap game whose moves
// leave at most two heaps.
func heapRulesOf(g game.Game) (heapRules, bool) {
	if r, ok := g.(game.HeapRuler); ok {
		return r.HeapRules()
	}
	return nil, false
}

// multiset is a sum of heaps: positive heap sizes in increasing order.
type multiset []int

func fromHeaps(p []int) multiset {
	m := slices.DeleteFunc(slices.Clone(p), func(h int) bool { return h == 0 })
	slices.Sort(m)
	return m
}

func (m multiset) key() string { return game.Position(m).Key() }

// replace returns m with the heap at index i replaced by a and b.
func (m multiset) replace(i int, parts ...int) multiset {
	out := make(multiset, 0, len(m)+len(parts))
	out = append(out, m[:i]...)
	out = append(out, m[i+1:]...)
	for _, h := range parts {
		if h > 0 {
			out = append(out, h)
		}
	}
	slices.Sort(out)
	return out
}

// eachHeapOption visits the heaps left by every option of one heap of n:
// through HeapParts when the rules may leave more than two heaps.
func eachHeapOption(r heapRules, n int, visit func(parts ...int)) {
	if hp, ok := r.(game.HeapPartitioner); ok {
		hp.HeapParts(n, func(parts []int) { visit(parts...) })
		return
	}
	r.HeapOptions(n, func(a, b int) { visit(a, b) })
}

// twoParts reports whether every move of r leaves at most two heaps.
func twoParts(r heapRules) bool {
	_, many := r.(game.HeapPartitioner)
	return !many
}

// eachOption visits every option of m (repeated heaps move once).
func eachOption(r heapRules, m multiset, visit func(multiset)) {
	for i, h := range m {
		if i > 0 && m[i-1] == h {
			continue
		}
		eachHeapOption(r, h, func(parts ...int) { visit(m.replace(i, parts...)) })
	}
}

// DefaultLimit bounds the sums of heaps a brute-force computation of this
// package memoizes (each a few dozen bytes).
const DefaultLimit = 20_000_000

// solver decides misère outcomes of sums of heaps by recursion over
// options, memoizing every sum it meets: the brute-force reference.
type solver struct {
	rules heapRules
	memo  map[string]bool // key -> is a misère P-position
	limit int
	steps int
	// base, when set, is a proven quotient whose fold answers every sum of
	// heaps <= base.n at once.
	base *automaton
}

func newSolver(r heapRules) *solver {
	return &solver{rules: r, memo: map[string]bool{}, limit: DefaultLimit}
}

// checkReachable refuses, before any work, a brute-force search below m
// that could memoize more than limit sums of heaps. The bound: for a game
// that splits heaps, every multiset of heap sizes of total at most m's
// (the partitions of the numbers up to it: no move adds tokens); for one
// that never splits, the product of (h+1) over the heaps of m.
func checkReachable(r heapRules, m multiset, what string, limit int) error {
	total, product := 0, 1
	for _, h := range m {
		total += h
		if product <= limit {
			product *= h + 1
		}
	}
	if !r.Splits() {
		if product > limit {
			return game.Refuse(fmt.Errorf("misere: %s by brute force refused: it could visit more than %d sums of heaps (the product of heap+1), the limit", what, limit))
		}
		return nil
	}
	if r.RemovesTokens() && twoParts(r) && total <= 400 {
		// A sum of total t lies at least T-t moves below m, each adding at
		// most one heap: it has at most len(m)+T-t heaps.
		bound := int64(0)
		for t := 0; t <= total; t++ {
			bound = min(bound+partitionsAtMost(t, min(t, len(m)+total-t), total), int64(limit)+1)
		}
		if bound <= int64(limit) {
			return nil
		}
		return game.Refuse(fmt.Errorf("misere: %s by brute force refused: it could visit more than %d sums of heaps, the limit (a sum of total t below a total of %d has at most %d+%d-t heaps)", what, limit, total, len(m), total))
	}
	cumulative := int64(0)
	for t := 0; t <= min(total, 400) && cumulative <= int64(limit); t++ {
		cumulative += partitionCount(t)
	}
	if cumulative <= int64(limit) {
		return nil
	}
	count := partitionsUpTo(min(total, 400))
	if total > 400 {
		count = "more than " + count
	}
	return game.Refuse(fmt.Errorf("misere: %s by brute force refused: it could visit %s sums of heaps (the partitions of the numbers up to %d, the heaps' total), more than the limit of %d", what, count, total, limit))
}

// partitionsAtMost is the number of partitions of n into at most parts
// parts (n <= size), saturating far above any limit.
func partitionsAtMost(n, parts, size int) int64 {
	// q[j][s]: partitions of s into parts of size at most j (= into at
	// most j parts, by conjugation).
	q := make([]int64, size+1)
	q[0] = 1
	for j := 1; j <= parts; j++ {
		for s := j; s <= n; s++ {
			q[s] = min(q[s]+q[s-j], 1<<61)
		}
	}
	return q[n]
}

// partitionCount is p(n), the number of partitions of n, for 0 <= n <= 400
// (p(400) < 2^63).
func partitionCount(n int) int64 { return partitions[n] }

// partitions holds p(0..400), by Euler's pentagonal number recurrence.
var partitions = func() []int64 {
	p := []int64{1}
	for k := 1; k <= 400; k++ {
		var sum int64
		for j := 1; j*(3*j-1)/2 <= k; j++ {
			sign := int64(1)
			if j%2 == 0 {
				sign = -1
			}
			sum += sign * p[k-j*(3*j-1)/2]
			if g := j * (3*j + 1) / 2; g <= k {
				sum += sign * p[k-g]
			}
		}
		p = append(p, sum)
	}
	return p
}()

// errLimit is the error for a search that would memoize too many sums.
func errLimit(limit int) error {
	return game.Refuse(fmt.Errorf("misere: more than %d sums of heaps reachable; refusing to solve by brute force", limit))
}

// isP reports whether m is a misère P-position: m has an option and every
// option is an N-position.
func (s *solver) isP(ctx context.Context, m multiset) (bool, error) {
	if s.base != nil && (len(m) == 0 || m[len(m)-1] <= s.base.n) {
		return s.base.isP[s.base.fold(m)], nil
	}
	k := m.key()
	if v, ok := s.memo[k]; ok {
		return v, nil
	}
	if s.steps++; s.steps&4095 == 0 {
		if err := ctx.Err(); err != nil {
			return false, err
		}
	}
	if len(s.memo) >= s.limit {
		return false, errLimit(s.limit)
	}
	hasOption, p := false, true
	var err error
	eachOption(s.rules, m, func(q multiset) {
		if err != nil || !p {
			return
		}
		hasOption = true
		var qp bool
		if qp, err = s.isP(ctx, q); qp {
			p = false
		}
	})
	if err != nil {
		return false, err
	}
	v := hasOption && p
	s.memo[k] = v
	return v, nil
}
