package misere

import (
	"context"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// The misère quotient Q_n of the sums of heaps of size at most n is built
// heap by heap, n = 1, 2, …, N, by the algorithm of Plambeck and Siegel
// (2008; Siegel's MisereSolver), written afresh in qsolve.go. Every
// candidate is an automaton: elements, the element δ(x, h) of "x plus a
// heap h", and a P-portion; it is accepted only after the proof in
// qsolve.go (the P-check and the N-check over pairs (x, M)), and it is
// reduced by Moore's algorithm, so its elements are pairwise told apart
// by some sum: it is the quotient.
//
// Candidates, cheapest first:
//
//  1. Conservative extension: heap n is an element x of Q_(n-1); every x
//     with the heap's P-status is tried.
//  2. Trial monoid: Q_(n-1) × {1, x, x^2, x^3} with x^4 = x^2, heap n = x,
//     its P-portion marked from the colexicographically least sum of each
//     element, and reduced.
//  3. Recalibration: while the search for the least failing sum finds one
//     (or the proof does), the heaps of that sum become free cyclic
//     generators, one, two, … at a time, over the part of the candidate
//     the other heaps generate; the first candidate that predicts the
//     failing sum the other way replaces the trial.
//  4. Learning (Myhill–Nerode), when recalibration gives up: representatives
//     plus each heap are told apart by misère outcomes, by brute force, of
//     them plus each sum of a test set; a failing pair of the proof yields
//     a sum that is wrongly predicted, and along its heaps the sum of the
//     heaps not yet added separates two sums of one signature (Rivest and
//     Schapire's counterexample analysis); it joins the tests and the
//     candidate is rebuilt. Sums of heaps < n are answered by Q_(n-1).
//
// No bound on the quotient is assumed: the computation stops with an
// error past MaxQuotientOrder elements, MaxProofStates pairs or
// DefaultLimit brute-force sums, and it checks its context between steps.

// MaxQuotientOrder bounds the order of a quotient QuotientOf builds.
const MaxQuotientOrder = 4096

// MaxProofStates bounds the pairs (x, M) the proof visits.
const MaxProofStates = 2_000_000

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
	return QuotientWith(ctx, g, maxHeap, QuotientOptions{})
}

// QuotientOptions control a long quotient computation.
type QuotientOptions struct {
	// Progress, if set, is called after each heap with the order of Q_heap.
	Progress func(heap, order int)
}

// QuotientWith is QuotientOf with options.
func QuotientWith(ctx context.Context, g game.Game, maxHeap int, opt QuotientOptions) (*Quotient, error) {
	r, ok := heapRulesOf(g)
	if !ok {
		return nil, fmt.Errorf("misere: %s is not a heap game (octal, subtraction or Grundy's game)", g)
	}
	if !twoParts(r) {
		return nil, game.Refuse(fmt.Errorf("misere: %s has moves that leave more than two heaps; quotients are computed for games whose moves leave at most two", g))
	}
	if maxHeap < 1 || maxHeap > MaxQuotientHeap {
		return nil, fmt.Errorf("misere: largest heap %d: want 1 <= N <= %d", maxHeap, MaxQuotientHeap)
	}
	l := &learner{rules: r, oracle: newSolver(r), tests: []multiset{{}}}
	table := optionsUpTo(r, maxHeap)
	orders := []int{}
	last := &automaton{n: 0, reps: []multiset{{}}, delta: [][]int{{0}}, isP: []bool{false}}
	for n := 1; n <= maxHeap; n++ {
		a, err := last.solveHeap(ctx, n, table)
		if err == nil && a == nil {
			// Recalibration gave up: learn Q_n from brute-force outcomes.
			l.oracle.base = last
			a, err = l.learn(ctx, n)
		}
		if err != nil {
			return nil, fmt.Errorf("misere: quotient of %s at heap %d: %w", g, n, err)
		}
		if len(a.delta) > MaxQuotientOrder {
			return nil, game.Refuse(fmt.Errorf("misere: quotient of %s at heap %d: more than %d elements; refusing to go on", g, n, MaxQuotientOrder))
		}
		orders = append(orders, len(a.delta))
		last = a
		if opt.Progress != nil {
			opt.Progress(n, len(a.delta))
		}
	}
	q := last.quotient(g.String(), maxHeap)
	q.Orders = orders
	q.StableFrom = maxHeap
	for q.StableFrom > 1 && orders[q.StableFrom-2] == q.Order {
		q.StableFrom--
	}
	q.Tests = len(l.tests)
	if !r.Splits() || maxHeap <= MaxGenusHeap {
		if t, err := genusTable(ctx, r, maxHeap); err == nil {
			tame := !slices.Contains(t.tame, false)
			q.Tame = &tame
		}
	}
	return q, nil
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
		key := make([]byte, 0, 4*len(a.delta[0]))
		for e, row := range a.delta {
			key = binary.LittleEndian.AppendUint32(key[:0], uint32(block[e]))
			for _, f := range row[1:] {
				key = binary.LittleEndian.AppendUint32(key, uint32(block[f]))
			}
			k := string(key)
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
			return 0, game.Refuse(fmt.Errorf("the quotient has more than %d elements; refusing to go on", MaxQuotientOrder))
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
	return a.check(ctx, optionsUpTo(r, a.n))
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
		l.rules.HeapOptions(h, func(x, y int) {
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
