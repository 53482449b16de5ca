package misere

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// The misère quotient Q_n of the sums of heaps of size at most n is built
// heap by heap, n = 1, 2, …, N. Every candidate is an automaton: elements,
// the element δ(x, h) of "x plus a heap h", and a P-portion. Whatever
// produced it, a candidate is accepted only after this proof:
//
// Proof. For a sum u reached by adding heaps h1, h2, … to the empty sum,
// let x be the element δ reaches and M the set of elements its options
// reach (an option replaces one heap hi by the heaps a, b of one of its
// options). Adding a heap h gives x' = δ(x, h) and M' = δ(M, h) ∪
// {δ(δ(x, a), b) : h -> a + b}. Finitely many pairs (x, M) are reachable;
// if at every one x is in the P-portion exactly when M is not empty and
// holds no element of the P-portion, then by induction on the game tree
// the predicted outcome of every sum of heaps <= n is its misère outcome.
// A candidate that passes and whose elements are pairwise told apart by
// some sum (Moore's reduction makes it so) is the quotient.
//
// Candidates, cheapest first:
//
//  1. Conservative extension (Siegel's MisereSolver): heap n is an element
//     x of Q_(n-1); every x with the heap's P-status is tried.
//  2. Trial monoid (MisereSolver): Q_(n-1) × {1, x, …, x^(i+1)} with
//     x^(i+2) = x^i for i = 2, 3, 4, heap n = x; its P-portion is marked
//     from the reachable pairs (an element whose pair has all of M marked
//     is P iff M is non-empty with no P element), then proved and reduced.
//  3. The same trial over the finer automaton of the pairs (x, M) of
//     Q_(n-1), when it has at most MaxFinePairs of them: sums that Q_(n-1)
//     identifies can differ once heap n is there.
//  4. Recalibration (MisereSolver): the heaps of the word that refuted
//     step 2, one or two at a time, become new generators too, over the
//     part of Q_(n-1) the other heaps generate.
//  5. Learning (Myhill–Nerode): representatives plus each heap are told
//     apart by misère outcomes, by brute force, of them plus each sum of a
//     test set; a failing pair of the proof yields a sum that is wrongly
//     predicted, and along its heaps the sum of the heaps not yet added
//     separates two sums of one signature (Rivest and Schapire's
//     counterexample analysis); it joins the tests and the candidate is
//     rebuilt. Sums of heaps < n are answered by Q_(n-1) at once.
//
// No bound on the quotient is assumed: the computation stops with an
// error past MaxQuotientOrder elements, MaxProofStates pairs or
// DefaultLimit brute-force sums, and it checks its context between steps.
// Step 4 can take long: each sum with heap n is solved over all the sums
// its other heaps can reach.

// MaxQuotientOrder bounds the order of a quotient QuotientOf builds.
const MaxQuotientOrder = 4096

// MaxProofStates bounds the pairs (x, M) the proof visits.
const MaxProofStates = 2_000_000

// MaxFinePairs bounds the pairs (x, M) of Q_(n-1) over which a second
// guess is tried; beyond it the quotient is learned by brute force.
const MaxFinePairs = 512

// MaxQuotientHeap bounds the largest heap of a quotient.
const MaxQuotientHeap = 1 << 12

// Quotient is the misère quotient Q_N of the sums of heaps <= N of one heap
// game (Plambeck and Siegel 2008).
type Quotient struct {
	Game    string `json:"game"`
	MaxHeap int    `json:"maxheap"`
	Order   int    `json:"order"`
	// Generators name the heaps whose classes generate Q_N, a, b, c, …
	// in increasing heap order: each is the first heap whose class is not
	// a product of the classes of smaller heaps.
	Generators []Generator `json:"generators"`
	// Relations with the generators present Q_N: each rewrites a product
	// to its normal form, and together they rewrite every product.
	Relations []Relation `json:"relations"`
	// Elements are the normal forms (words in the generators, "1" for the
	// identity), the shortest word of each element, earlier generators
	// first.
	Elements []string `json:"elements"`
	// PPortion lists the elements that are classes of misère P-positions.
	PPortion []string `json:"p_portion"`
	// Pretending gives the class of each heap 0..N as a normal form.
	Pretending []string `json:"pretending"`
	// Orders[n-1] is the order of Q_n for n = 1..N.
	Orders []int `json:"orders"`
	// StableFrom is the least n with Q_m of the same order for n <= m <= N.
	StableFrom int `json:"stable_from"`
	// Tame reports whether every heap <= N is tame (by genus); nil when
	// the genera were not computed (N > MaxGenusHeap for games that split).
	Tame *bool `json:"tame,omitempty"`
	// Tests is the size of the final test set, ProofStates the number of
	// pairs (x, M) the proof visited for Q_N.
	Tests       int `json:"tests"`
	ProofStates int `json:"proof_states"`

	delta  [][]int // delta[x][h], h = 0..N
	isP    []bool
	normal [][]int // exponent vector of each element's normal form
	words  []string
}

// Generator is one generator of a quotient and the heap it is the class of.
type Generator struct {
	Name string `json:"name"`
	Heap int    `json:"heap"`
}

// Relation says that two words name one element.
type Relation struct {
	Left  string `json:"left"`
	Right string `json:"right"`
}

// Class returns the element (an index into Elements) of a sum of heaps.
func (q *Quotient) Class(heaps []int) (int, error) {
	x := 0
	for _, h := range heaps {
		if h < 0 || h > q.MaxHeap {
			return 0, fmt.Errorf("misere: heap %d is outside the quotient's heaps 0..%d", h, q.MaxHeap)
		}
		x = q.delta[x][h]
	}
	return x, nil
}

// OutcomeOf returns the misère outcome of a sum of heaps <= N by monoid
// arithmetic: P iff the product of the heaps' classes is in the P-portion.
func (q *Quotient) OutcomeOf(heaps []int) (game.Outcome, error) {
	x, err := q.Class(heaps)
	if err != nil {
		return game.P, err
	}
	return game.Outcome(!q.isP[x]), nil
}

// Word returns the normal form of a sum of heaps.
func (q *Quotient) Word(heaps []int) (string, error) {
	x, err := q.Class(heaps)
	if err != nil {
		return "", err
	}
	return q.words[x], nil
}

// QuotientOf computes the misère quotients Q_1, …, Q_maxHeap of a heap
// game (octal, subtraction or Grundy's game) and returns Q_maxHeap with
// the orders of all of them.
func QuotientOf(ctx context.Context, g game.Game, maxHeap int) (*Quotient, error) {
	r, ok := heapRulesOf(g)
	if !ok {
		return nil, fmt.Errorf("misere: %s is not a heap game (octal, subtraction or Grundy's game)", g)
	}
	if maxHeap < 1 || maxHeap > MaxQuotientHeap {
		return nil, fmt.Errorf("misere: --maxheap %d: want 1 <= N <= %d", maxHeap, MaxQuotientHeap)
	}
	l := &learner{rules: r, oracle: newSolver(r), tests: []multiset{{}}}
	var orders []int
	var last *automaton
	for n := 1; n <= maxHeap; n++ {
		a, err := last.extend(ctx, r, n)
		if err == nil && a == nil {
			a, err = last.trial(ctx, r, n)
		}
		if err == nil && a == nil && last != nil {
			// Sums that Q_(n-1) identifies may differ once heap n is
			// there: guess again over the finer automaton of pairs (x, M).
			var fine *automaton
			if fine, err = last.pairs(ctx, r); err == nil && fine != nil {
				a, err = fine.trial(ctx, r, n)
			}
		}
		if err == nil && a == nil {
			a, err = last.recalibrate(ctx, r, n)
		}
		if err == nil && a == nil {
			l.oracle.base = last
			a, err = l.learn(ctx, n)
		}
		if err != nil {
			return nil, fmt.Errorf("misere: quotient of %s at heap %d: %w", g, n, err)
		}
		orders = append(orders, len(a.delta))
		last = a
	}
	q := last.quotient(g.String(), maxHeap)
	q.Orders = orders
	q.StableFrom = maxHeap
	for q.StableFrom > 1 && orders[q.StableFrom-2] == q.Order {
		q.StableFrom--
	}
	q.Tests = len(l.tests)
	if !r.splits() || maxHeap <= MaxGenusHeap {
		if t, err := genusTable(ctx, r, maxHeap); err == nil {
			tame := !slices.Contains(t.tame, false)
			q.Tame = &tame
		}
	}
	return q, nil
}

// extend tries to add heap n to a proven quotient Q_(n-1) as one of its
// elements (Siegel's MisereSolver calls this a conservative extension):
// for each element x whose P-status is the heap's, Φ(n) = x is proven or
// refuted by the proof of faithfulness. It returns nil when no element
// fits, and then the quotient grows.
func (a *automaton) extend(ctx context.Context, r heapRules, n int) (*automaton, error) {
	if a == nil {
		return nil, nil
	}
	order := len(a.delta)
	// mul[x][y] = x·y, well defined because a is the quotient.
	mul := make([][]int, order)
	for x := range mul {
		mul[x] = make([]int, order)
		for y := range order {
			mul[x][y] = a.fold(append(slices.Clone(a.reps[x]), a.reps[y]...))
		}
	}
	hasOption, optionP := false, false
	r.heapOptions(n, func(u, v int) {
		hasOption = true
		optionP = optionP || a.isP[a.delta[a.delta[0][u]][v]]
	})
	heapP := hasOption && !optionP
	for x := range order {
		if a.isP[x] != heapP {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		b := &automaton{n: n, reps: a.reps, isP: a.isP, delta: make([][]int, order)}
		for y, row := range a.delta {
			b.delta[y] = append(slices.Clone(row), mul[y][x])
		}
		bad, err := b.prove(ctx, r)
		if err != nil {
			return nil, err
		}
		if bad == nil {
			return b, nil
		}
	}
	return nil, nil
}

// trial guesses that heap n adds one new generator x to Q_(n-1) with
// x^4 = x^2 (the trial monoid Q_(n-1) × {1, x, x^2, x^3} of Siegel's
// MisereSolver), marks its P-portion from the reachable pairs (x, M) —
// an element is P when some pair of it has all of M marked, M non-empty
// and none of M in P — proves the marking, and reduces the result by
// merging elements no sum tells apart. It returns nil when the guess
// fails; then the quotient is learned from brute-force outcomes.
func (a *automaton) trial(ctx context.Context, r heapRules, n int) (*automaton, error) {
	for index := 2; index <= 4; index++ {
		t, err := a.trialIndex(ctx, r, n, index)
		if err != nil || t != nil {
			return t, err
		}
	}
	return nil, nil
}

// trialIndex is trial with the new generator x satisfying x^(index+2) =
// x^index.
func (a *automaton) trialIndex(ctx context.Context, r heapRules, n, index int) (*automaton, error) {
	t, _, err := a.trialFreed(ctx, r, n, nil, index)
	return t, err
}

// trialFreed is the trial monoid in which the heaps of freed, like heap n,
// are each a new generator with x^(index+2) = x^index, over the part of a
// generated by the other heaps (Siegel's MisereSolver recalibrates a
// failed trial this way). It also returns the word that refuted the
// guess, if the marking was complete.
func (a *automaton) trialFreed(ctx context.Context, r heapRules, n int, freed []int, index int) (*automaton, []int, error) {
	if a == nil {
		return nil, nil, nil
	}
	free := append(slices.Clone(freed), n)
	isFree := make([]bool, n+1)
	for _, h := range free {
		isFree[h] = true
	}
	// The elements of a generated by the heaps not freed.
	baseOf := map[int]int{0: 0}
	base := []int{0}
	baseReps := []multiset{{}}
	for i := 0; i < len(base); i++ {
		for h := 1; h < n; h++ {
			if isFree[h] {
				continue
			}
			y := a.delta[base[i]][h]
			if _, ok := baseOf[y]; !ok {
				baseOf[y] = len(base)
				base = append(base, y)
				baseReps = append(baseReps, plus(baseReps[i], h))
			}
		}
	}
	powers := index + 2
	next := make([]int, powers)
	for j := range next {
		next[j] = j + 1
	}
	next[powers-1] = index
	combos := 1
	for range free {
		combos *= powers
	}
	order := len(base) * combos
	if order > 4*MaxQuotientOrder {
		return nil, nil, nil
	}
	t := &automaton{n: n, delta: make([][]int, order), isP: make([]bool, order), reps: make([]multiset, order)}
	digits := make([]int, len(free))
	for b, y := range base {
		for c := range combos {
			rest := c
			rep := slices.Clone(baseReps[b])
			for i := range digits {
				digits[i] = rest % powers
				rest /= powers
				for range digits[i] {
					rep = append(rep, free[i])
				}
			}
			e := b*combos + c
			t.reps[e] = fromHeaps(rep)
			t.delta[e] = make([]int, n+1)
			t.delta[e][0] = e
			for h := 1; h <= n; h++ {
				if !isFree[h] {
					t.delta[e][h] = baseOf[a.delta[y][h]]*combos + c
				}
			}
			scale := 1
			for i, h := range free {
				t.delta[e][h] = b*combos + c + (next[digits[i]]-digits[i])*scale
				scale *= powers
			}
		}
	}
	return t.markProveReduce(ctx, r)
}

// markProveReduce marks the P-portion of a candidate from its reachable
// pairs, proves it and reduces it; it returns nil and the refuting word
// when the proof fails.
func (t *automaton) markProveReduce(ctx context.Context, r heapRules) (*automaton, []int, error) {
	type pair struct {
		x int
		m []uint64
	}
	var pairs []pair
	if _, err := t.walk(ctx, r, false, func(x int, m []uint64) { pairs = append(pairs, pair{x, m}) }); err != nil {
		return nil, nil, ctx.Err() // too many pairs for a guess: learn instead
	}
	order := len(t.delta)
	mark := make([]int8, order) // 0 unknown, 1 N, 2 P
	for changed := true; changed; {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		changed = false
		for _, p := range pairs {
			if mark[p.x] != 0 {
				continue
			}
			known, hasOption, optionP := true, false, false
			for j, w := range p.m {
				for w != 0 {
					e := j*64 + bits.TrailingZeros64(w)
					w &= w - 1
					hasOption = true
					known = known && mark[e] != 0
					optionP = optionP || mark[e] == 2
				}
			}
			if known {
				mark[p.x] = 1 + int8(btoi(hasOption && !optionP))
				changed = true
			}
		}
	}
	for e, m := range mark {
		if m == 0 {
			return nil, nil, nil
		}
		t.isP[e] = m == 2
	}
	bad, err := t.prove(ctx, r)
	if err != nil || bad != nil {
		return nil, bad, err
	}
	return t.reduce(), nil, nil
}

// recalibrate frees, besides heap n, one or two heaps of the word that
// refuted the plain trial, and tries again.
func (a *automaton) recalibrate(ctx context.Context, r heapRules, n int) (*automaton, error) {
	_, bad, err := a.trialFreed(ctx, r, n, nil, 2)
	if err != nil || bad == nil {
		return nil, err
	}
	var involved []int
	for _, h := range bad {
		if h != n && !slices.Contains(involved, h) {
			involved = append(involved, h)
		}
	}
	slices.Sort(involved)
	var subsets [][]int
	for i, h := range involved {
		subsets = append(subsets, []int{h})
		for _, k := range involved[i+1:] {
			subsets = append(subsets, []int{h, k})
		}
	}
	slices.SortStableFunc(subsets, func(u, v []int) int { return len(u) - len(v) })
	for _, freed := range subsets {
		for index := 2; index <= 3; index++ {
			t, _, err := a.trialFreed(ctx, r, n, freed, index)
			if err != nil || t != nil {
				return t, err
			}
		}
	}
	return nil, nil
}

// pairs returns the automaton whose elements are the reachable pairs
// (x, M) of a, each with the P-status of x: a finer automaton for the
// same sums, or nil if it has too many elements.
func (a *automaton) pairs(ctx context.Context, r heapRules) (*automaton, error) {
	var xs []int
	var ms [][]uint64
	index := map[string]int{}
	key := func(x int, m []uint64) string { return fmt.Sprint(x, m) }
	if _, err := a.walk(ctx, r, false, func(x int, m []uint64) {
		index[key(x, m)] = len(xs)
		xs = append(xs, x)
		ms = append(ms, m)
	}); err != nil {
		return nil, nil
	}
	if len(xs) > MaxFinePairs {
		return nil, nil
	}
	options := make([][][2]int, a.n+1)
	for h := 1; h <= a.n; h++ {
		r.heapOptions(h, func(u, v int) { options[h] = append(options[h], [2]int{u, v}) })
	}
	f := &automaton{n: a.n, delta: make([][]int, len(xs)), isP: make([]bool, len(xs)), reps: make([]multiset, len(xs))}
	for i, x := range xs {
		f.isP[i] = a.isP[x]
		f.delta[i] = make([]int, a.n+1)
		f.delta[i][0] = i
		for h := 1; h <= a.n; h++ {
			m := make([]uint64, len(ms[i]))
			for j, w := range ms[i] {
				for w != 0 {
					e := j*64 + bits.TrailingZeros64(w)
					w &= w - 1
					g := a.delta[e][h]
					m[g/64] |= 1 << (g % 64)
				}
			}
			for _, o := range options[h] {
				g := a.delta[a.delta[x][o[0]]][o[1]]
				m[g/64] |= 1 << (g % 64)
			}
			next, ok := index[key(a.delta[x][h], m)]
			if !ok {
				return nil, fmt.Errorf("internal error: pair not reached")
			}
			f.delta[i][h] = next
		}
	}
	f.setReps()
	return f, nil
}

// setReps gives every element the sum of the first word that reaches it,
// breadth first from the identity.
func (a *automaton) setReps() {
	done := make([]bool, len(a.delta))
	done[0] = true
	a.reps[0] = multiset{}
	queue := []int{0}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for h := 1; h <= a.n; h++ {
			if y := a.delta[x][h]; !done[y] {
				done[y] = true
				a.reps[y] = plus(a.reps[x], h)
				queue = append(queue, y)
			}
		}
	}
}

// reduce merges the elements of a proven automaton that no sum of heaps
// tells apart (Moore's partition refinement), keeping the identity first.
func (a *automaton) reduce() *automaton {
	block := make([]int, len(a.delta))
	for e := range block {
		block[e] = btoi(a.isP[e])
	}
	for {
		index := map[string]int{}
		next := make([]int, len(block))
		for e, row := range a.delta {
			var b strings.Builder
			fmt.Fprint(&b, block[e])
			for _, f := range row[1:] {
				fmt.Fprintf(&b, ",%d", block[f])
			}
			k := b.String()
			id, ok := index[k]
			if !ok {
				id = len(index)
				index[k] = id
			}
			next[e] = id
		}
		stable := len(index) == countDistinct(block)
		block = next
		if stable {
			break
		}
	}
	// Renumber the blocks in order of first reach from the identity.
	id := map[int]int{block[0]: 0}
	out := &automaton{n: a.n, reps: []multiset{a.reps[0]}, isP: []bool{a.isP[0]}}
	queue := []int{0}
	rows := map[int][]int{}
	for len(queue) > 0 {
		e := queue[0]
		queue = queue[1:]
		row := make([]int, a.n+1)
		for h, f := range a.delta[e] {
			b, ok := id[block[f]]
			if !ok {
				b = len(out.reps)
				id[block[f]] = b
				out.reps = append(out.reps, a.reps[f])
				out.isP = append(out.isP, a.isP[f])
				queue = append(queue, f)
			}
			row[h] = b
		}
		rows[id[block[e]]] = row
	}
	out.delta = make([][]int, len(out.reps))
	for b := range out.delta {
		out.delta[b] = rows[b]
	}
	out.states = a.states
	return out
}

func countDistinct(v []int) int {
	seen := map[int]bool{}
	for _, x := range v {
		seen[x] = true
	}
	return len(seen)
}

// learner holds the brute-force outcomes and the test set across sizes.
type learner struct {
	rules  heapRules
	oracle *solver
	tests  []multiset
}

// automaton is a candidate (or proven) quotient: delta over heaps 0..n.
type automaton struct {
	n      int
	reps   []multiset
	delta  [][]int
	isP    []bool
	states int // pairs (x, M) visited by the proof
}

func plus(a multiset, heaps ...int) multiset {
	out := append(slices.Clone(a), heaps...)
	return fromHeaps(out)
}

// signature is the outcomes of w plus each test.
func (l *learner) signature(ctx context.Context, w multiset, n int) (string, error) {
	var b strings.Builder
	for _, t := range l.tests {
		if len(t) > 0 && t[len(t)-1] > n {
			b.WriteByte('-')
			continue
		}
		p, err := l.oracle.isP(ctx, plus(w, t...))
		if err != nil {
			return "", err
		}
		b.WriteByte("NP"[btoi(p)])
	}
	return b.String(), nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// build makes the candidate for heaps <= n from the current tests.
func (l *learner) build(ctx context.Context, n int) (*automaton, error) {
	a := &automaton{n: n}
	index := map[string]int{}
	add := func(w multiset) (int, error) {
		sig, err := l.signature(ctx, w, n)
		if err != nil {
			return 0, err
		}
		if x, ok := index[sig]; ok {
			return x, nil
		}
		if len(a.reps) >= MaxQuotientOrder {
			return 0, fmt.Errorf("the quotient has more than %d elements; refusing to go on", MaxQuotientOrder)
		}
		index[sig] = len(a.reps)
		a.reps = append(a.reps, w)
		a.isP = append(a.isP, sig[0] == 'P')
		return len(a.reps) - 1, nil
	}
	if _, err := add(multiset{}); err != nil {
		return nil, err
	}
	for x := 0; x < len(a.reps); x++ {
		row := make([]int, n+1)
		row[0] = x
		for h := 1; h <= n; h++ {
			y, err := add(plus(a.reps[x], h))
			if err != nil {
				return nil, err
			}
			row[h] = y
		}
		a.delta = append(a.delta, row)
	}
	return a, nil
}

// learn returns the proven quotient for heaps <= n.
func (l *learner) learn(ctx context.Context, n int) (*automaton, error) {
	for {
		a, err := l.build(ctx, n)
		if err != nil {
			return nil, err
		}
		bad, err := a.prove(ctx, l.rules)
		if err != nil {
			return nil, err
		}
		if bad == nil {
			return a, nil
		}
		test, err := l.separate(ctx, a, bad)
		if err != nil {
			return nil, err
		}
		l.tests = append(l.tests, test)
	}
}

// fold runs a word of heaps from the identity.
func (a *automaton) fold(word []int) int {
	x := 0
	for _, h := range word {
		if h > 0 {
			x = a.delta[x][h]
		}
	}
	return x
}

// proofState is a reachable pair (x, M) and how it was reached.
type proofState struct {
	x      int
	m      []uint64
	parent int
	heap   int
}

// prove checks every reachable pair (x, M); it returns nil when the
// candidate is exact, or the word of heaps that reached a failing pair.
func (a *automaton) prove(ctx context.Context, r heapRules) ([]int, error) {
	return a.walk(ctx, r, true, nil)
}

// walk visits the reachable pairs (x, M) breadth first. With check set it
// stops at the first pair where x is not in the P-portion exactly when M is
// non-empty and holds no element of it, and returns the word that reached
// it; visit, if not nil, sees every pair.
func (a *automaton) walk(ctx context.Context, r heapRules, check bool, visit func(x int, m []uint64)) ([]int, error) {
	words := (len(a.delta) + 63) / 64
	// The classes of the options of each heap, as pairs to fold.
	options := make([][][2]int, a.n+1)
	for h := 1; h <= a.n; h++ {
		r.heapOptions(h, func(x, y int) { options[h] = append(options[h], [2]int{x, y}) })
	}
	key := func(x int, m []uint64) string {
		var b strings.Builder
		fmt.Fprintf(&b, "%d:", x)
		for _, w := range m {
			fmt.Fprintf(&b, "%x,", w)
		}
		return b.String()
	}
	states := []proofState{{x: 0, m: make([]uint64, words), parent: -1}}
	seen := map[string]bool{key(0, states[0].m): true}
	for i := 0; i < len(states); i++ {
		if i&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		s := states[i]
		if visit != nil {
			visit(s.x, s.m)
		}
		hasOption, optionP := false, false
		for j, w := range s.m {
			for w != 0 {
				e := j*64 + bits.TrailingZeros64(w)
				w &= w - 1
				hasOption = true
				optionP = optionP || a.isP[e]
			}
		}
		if check && a.isP[s.x] != (hasOption && !optionP) {
			return wordOf(states, i), nil
		}
		for h := 1; h <= a.n; h++ {
			m := make([]uint64, words)
			for j, w := range s.m {
				for w != 0 {
					e := j*64 + bits.TrailingZeros64(w)
					w &= w - 1
					f := a.delta[e][h]
					m[f/64] |= 1 << (f % 64)
				}
			}
			for _, o := range options[h] {
				f := a.delta[a.delta[s.x][o[0]]][o[1]]
				m[f/64] |= 1 << (f % 64)
			}
			x := a.delta[s.x][h]
			k := key(x, m)
			if seen[k] {
				continue
			}
			if len(states) >= MaxProofStates {
				return nil, fmt.Errorf("the proof visits more than %d pairs (x, M); refusing to go on", MaxProofStates)
			}
			seen[k] = true
			states = append(states, proofState{x: x, m: m, parent: i, heap: h})
		}
	}
	a.states = len(states)
	return nil, nil
}

func wordOf(states []proofState, i int) []int {
	var word []int
	for ; states[i].parent >= 0; i = states[i].parent {
		word = append(word, states[i].heap)
	}
	slices.Reverse(word)
	return word
}

// separate finds, from a word that reached a failing pair, a sum of heaps
// that splits two sums of one signature.
func (l *learner) separate(ctx context.Context, a *automaton, word []int) (multiset, error) {
	wrong, err := l.mispredicted(ctx, a, word)
	if err != nil {
		return nil, err
	}
	if wrong == nil {
		return nil, fmt.Errorf("internal error: a failing pair with every outcome predicted right")
	}
	// outcome(rep(x_i) + rest_i) is the true outcome at i = 0 and the
	// predicted one at the end: find where it changes.
	at := func(i int) (bool, error) {
		return l.oracle.isP(ctx, plus(a.reps[a.fold(wrong[:i])], wrong[i:]...))
	}
	first, err := at(0)
	if err != nil {
		return nil, err
	}
	for i := 1; i <= len(wrong); i++ {
		v, err := at(i)
		if err != nil {
			return nil, err
		}
		if v != first {
			return fromHeaps(wrong[i:]), nil
		}
	}
	return nil, fmt.Errorf("internal error: no step of %v changes the outcome", wrong)
}

// mispredicted returns the word itself or an option word whose predicted
// outcome is wrong (nil if none is).
func (l *learner) mispredicted(ctx context.Context, a *automaton, word []int) ([]int, error) {
	check := func(w []int) (bool, error) {
		p, err := l.oracle.isP(ctx, fromHeaps(w))
		return p != a.isP[a.fold(w)], err
	}
	if bad, err := check(word); err != nil || bad {
		return word, err
	}
	for i, h := range word {
		var found []int
		var err error
		l.rules.heapOptions(h, func(x, y int) {
			if found != nil || err != nil {
				return
			}
			w := slices.Concat(word[:i], nonzero(x, y), word[i+1:])
			var bad bool
			if bad, err = check(w); bad {
				found = w
			}
		})
		if err != nil || found != nil {
			return found, err
		}
	}
	return nil, nil
}

func nonzero(hs ...int) []int {
	return slices.DeleteFunc(hs, func(h int) bool { return h == 0 })
}

// quotient names the elements of a proven automaton.
func (a *automaton) quotient(name string, n int) *Quotient {
	q := &Quotient{Game: name, MaxHeap: n, Order: len(a.delta), delta: a.delta, isP: a.isP, ProofStates: a.states}
	// Generators: heaps whose class is outside the submonoid of the
	// smaller heaps' classes.
	inSub := make([]bool, len(a.delta))
	inSub[0] = true
	var gens []int
	for h := 1; h <= n; h++ {
		if inSub[a.delta[0][h]] {
			continue
		}
		gens = append(gens, h)
		// Close the submonoid under the new generator and the old ones.
		queue := []int{}
		for x := range inSub {
			if inSub[x] {
				queue = append(queue, x)
			}
		}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, g := range gens {
				if y := a.delta[x][g]; !inSub[y] {
					inSub[y] = true
					queue = append(queue, y)
				}
			}
		}
	}
	for i, h := range gens {
		q.Generators = append(q.Generators, Generator{Name: genName(i), Heap: h})
	}
	q.normalForms(gens)
	for _, x := range q.delta[0] {
		q.Pretending = append(q.Pretending, q.words[x])
	}
	for x, p := range a.isP {
		if p {
			q.PPortion = append(q.PPortion, q.words[x])
		}
	}
	return q
}

func genName(i int) string {
	if i < 26 {
		return string(rune('a' + i))
	}
	return fmt.Sprintf("g%d", i+1)
}

// normalForms gives each element its least exponent vector (by degree,
// then with fewer of the later generators) and lists the relations at the
// minimal vectors that are not normal forms.
func (q *Quotient) normalForms(gens []int) {
	k := len(gens)
	q.normal = make([][]int, q.Order)
	q.normal[0] = make([]int, k)
	level := [][]int{q.normal[0]}
	elementOf := map[string]int{fmt.Sprint(q.normal[0]): 0}
	isNormal := func(v []int) bool {
		x, ok := elementOf[fmt.Sprint(v)]
		return ok && slices.Equal(q.normal[x], v)
	}
	for len(level) > 0 {
		var next [][]int
		seen := map[string]bool{}
		for _, v := range level {
			for j := range k {
				w := slices.Clone(v)
				w[j]++
				if s := fmt.Sprint(w); !seen[s] {
					seen[s] = true
					next = append(next, w)
				}
			}
		}
		slices.SortFunc(next, func(u, v []int) int {
			for j := k - 1; j >= 0; j-- {
				if u[j] != v[j] {
					return u[j] - v[j]
				}
			}
			return 0
		})
		level = nil
		for _, w := range next {
			x := q.foldVector(gens, w)
			elementOf[fmt.Sprint(w)] = x
			if q.normal[x] == nil {
				q.normal[x] = w
				level = append(level, w)
				continue
			}
			// w is not normal; it is a relation if every w - e_j is.
			minimal := true
			for j := range k {
				if w[j] > 0 {
					u := slices.Clone(w)
					u[j]--
					minimal = minimal && isNormal(u)
				}
			}
			if minimal {
				q.Relations = append(q.Relations, Relation{Left: word(w), Right: word(q.normal[x])})
			}
		}
	}
	q.words = make([]string, q.Order)
	for x, v := range q.normal {
		q.words[x] = word(v)
	}
	q.Elements = q.words
}

func (q *Quotient) foldVector(gens []int, v []int) int {
	x := 0
	for j, e := range v {
		for range e {
			x = q.delta[x][gens[j]]
		}
	}
	return x
}

// word writes an exponent vector as a^2 b c, or 1 for the identity.
func word(v []int) string {
	var parts []string
	for j, e := range v {
		switch {
		case e == 1:
			parts = append(parts, genName(j))
		case e > 1:
			parts = append(parts, fmt.Sprintf("%s^%d", genName(j), e))
		}
	}
	if len(parts) == 0 {
		return "1"
	}
	return strings.Join(parts, " ")
}
