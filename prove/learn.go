package prove

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/game"
)

// A sample is the set of P-positions of a two-pile game in the box
// 0 <= x, y < side, as the game's engine computes them.
type sample struct {
	side int
	p    []bool // p[x*side+y]
}

func (s *sample) member(x, y int) bool { return s.p[x*s.side+y] }

// oracle computes samples of a game's P-positions through its engine,
// keeping the largest box computed.
type oracle struct {
	g   game.Game
	eng *game.Engine
	box *sample
}

func newOracle(g game.Game) *oracle { return &oracle{g: g, eng: game.NewEngine(g)} }

// sample returns the P-positions in a box of the given side (or larger).
func (o *oracle) sample(ctx context.Context, side int) (*sample, error) {
	if o.box != nil && o.box.side >= side {
		return o.box, nil
	}
	s := &sample{side: side, p: make([]bool, side*side)}
	pairs, err := o.eng.PPositionsInBox(ctx, side-1)
	switch {
	case err == nil:
		for _, q := range pairs {
			s.p[q[0]*side+q[1]] = true
		}
	case !errors.Is(err, errors.ErrUnsupported):
		return nil, err
	default:
		if tv, ok := o.g.(game.TableValuer); ok {
			table, err := tv.GrundyTable(ctx, side-1)
			if err != nil {
				return nil, err
			}
			for x := range side {
				for y := range side {
					s.p[x*side+y] = table[x][y] == 0
				}
			}
			break
		}
		for x := range side {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			for y := range side {
				out, err := o.eng.Outcome(ctx, game.Position{x, y})
				if err != nil {
					return nil, err
				}
				s.p[x*side+y] = out == game.P
			}
		}
	}
	o.box = s
	return s, nil
}

// digits reads words of digits in one numeration system as machine
// integers: the value and whether the word is a valid representation.
type digits struct {
	sys   automata.Numeration
	base  int
	fib   bool
	valid *automata.DFA
	fibs  []int // 1, 2, 3, 5, … (Zeckendorf weights)
}

func newDigits(sys automata.Numeration) *digits {
	d := &digits{sys: sys, base: sys.Base(), fib: sys.Name() == "msd_fib", valid: sys.Valid()}
	if d.fib {
		d.fibs = []int{1, 2}
		for len(d.fibs) < 80 {
			d.fibs = append(d.fibs, d.fibs[len(d.fibs)-1]+d.fibs[len(d.fibs)-2])
		}
	}
	return d
}

// value returns the number a word of digits (msd first) writes, and false
// if the word is not valid.
func (d *digits) value(w []int) (int, bool) {
	switch {
	case d.fib:
		v := 0
		for i, c := range w {
			if c == 1 {
				if i > 0 && w[i-1] == 1 {
					return 0, false
				}
				v += d.fibs[len(w)-1-i]
			}
		}
		return v, true
	case strings.HasPrefix(d.sys.Name(), "msd_") && d.sys.Name() == "msd_"+strconv.Itoa(d.base):
		v := 0
		for _, c := range w {
			v = v*d.base + c
		}
		return v, true
	}
	if !d.valid.AcceptsDigits(w) {
		return 0, false
	}
	return int(d.sys.Decode(w).Int64()), true
}

// side returns how many numbers have representations of at most n digits.
func (d *digits) side(n int) int {
	if d.fib {
		if n < 2 {
			return n + 1
		}
		return d.fibs[n]
	}
	if d.sys.Name() != "msd_"+strconv.Itoa(d.base) { // Ostrowski: the weight of digit n
		return int(d.sys.Decode(append([]int{1}, make([]int, n)...)).Int64())
	}
	s := 1
	for range n {
		s *= d.base
	}
	return s
}

// length returns the number of digits of v's representation.
func (d *digits) length(v int64) int { return len(d.sys.Encode(big.NewInt(v))) }

// learner guesses the automaton of a sample of a set of k-tuples, read
// on k tracks in one numeration system, msd first: a two-pile game's
// P-positions (x, y), or a class of states of a game with memory.
type learner struct {
	ctx context.Context
	d   *digits
	// in reports whether a tuple of numbers below side is in the set.
	in      func(v []int) bool
	side    int
	n       int // the words read have at most n letters: the sample's box
	letters [][]int
	// check, when positive, bounds the numbers of the tuples agrees
	// compares (all below side when 0).
	check int
	// scratch words and values
	words [][]int
	vals  []int
}

// newLearner learns a two-pile sample.
func newLearner(ctx context.Context, d *digits, smp *sample, n int) *learner {
	return &learner{ctx: ctx, d: d, in: func(v []int) bool { return smp.member(v[0], v[1]) }, side: smp.side, n: n, letters: lettersOf(d.base, 2)}
}

func (l *learner) tracks() int { return len(l.letters[0]) }

// member reports whether the tuple of words (one a track) is in the set.
func (l *learner) member(words [][]int) bool {
	l.vals = l.vals[:0]
	for _, w := range words {
		v, ok := l.d.value(w)
		if !ok || v >= l.side {
			return false
		}
		l.vals = append(l.vals, v)
	}
	return l.in(l.vals)
}

// suffixes returns the k-track words of at most k letters whose tracks
// are each valid, shortest first, or false when there are more than limit.
func (l *learner) suffixes(k, limit int) ([][][]int, bool) {
	out := [][][]int{{}}
	level := [][][]int{{}}
	for range k {
		var next [][][]int
		for _, w := range level {
			for _, c := range l.letters {
				if l.d.fib && len(w) > 0 && adjacentOnes(w[len(w)-1], c) {
					continue
				}
				next = append(next, append(append(make([][]int, 0, len(w)+1), w...), c))
			}
		}
		out = append(out, next...)
		if len(out) > limit {
			return nil, false
		}
		level = next
	}
	return out, true
}

// adjacentOnes reports whether two letters put 1 after 1 on some track.
func adjacentOnes(prev, c []int) bool {
	for i := range c {
		if c[i] == 1 && prev[i] == 1 {
			return true
		}
	}
	return false
}

// linear reports whether a word's value is the sum of its digits'
// weights and its validity is local (base k: every word; Zeckendorf: no
// two adjacent 1s), so that signature can add a prefix's weights to a
// suffix's value instead of decoding every word.
func (l *learner) linear() bool {
	return l.d.fib || l.d.sys.Name() == "msd_"+strconv.Itoa(l.d.base)
}

// suffixTable holds, for each suffix, its length, its value on each track
// and its first letter, for signature's fast path.
type suffixTable struct {
	length []int
	value  [][]int // value[i][t]
	first  [][]int // first letter of suffix i, nil when empty
}

func (l *learner) tableOf(suffixes [][][]int) *suffixTable {
	k := l.tracks()
	t := &suffixTable{length: make([]int, len(suffixes)), value: make([][]int, len(suffixes)), first: make([][]int, len(suffixes))}
	for i, v := range suffixes {
		t.length[i] = len(v)
		t.value[i] = make([]int, k)
		for j, c := range v {
			w := l.d.side(len(v) - 1 - j)
			for tr := range k {
				t.value[i][tr] += c[tr] * w
			}
		}
		if len(v) > 0 {
			t.first[i] = v[0]
		}
	}
	return t
}

// fastSignature is signature for a linear system: the prefix's value for
// each suffix length is computed once, and a suffix's value added.
func (l *learner) fastSignature(prefix [][]int, table *suffixTable) string {
	k := l.tracks()
	b := make([]byte, (len(table.length)+7)/8)
	if l.d.fib {
		for j := 1; j < len(prefix); j++ {
			if adjacentOnes(prefix[j-1], prefix[j]) {
				return string(b) // an invalid prefix: nothing extends it
			}
		}
	}
	var last []int
	if len(prefix) > 0 {
		last = prefix[len(prefix)-1]
	}
	pv := map[int][]int{} // suffix length → the prefix's value on each track
	if len(l.vals) != k {
		l.vals = make([]int, k)
	}
	for i, length := range table.length {
		if l.d.fib && last != nil && table.first[i] != nil && adjacentOnes(last, table.first[i]) {
			continue
		}
		p, ok := pv[length]
		if !ok {
			p = make([]int, k)
			for j, c := range prefix {
				w := l.d.side(length + len(prefix) - 1 - j)
				for t := range k {
					p[t] += c[t] * w
				}
			}
			pv[length] = p
		}
		in := true
		for t := range k {
			l.vals[t] = p[t] + table.value[i][t]
			if l.vals[t] >= l.side {
				in = false
			}
		}
		if in && l.in(l.vals) {
			b[i/8] |= 1 << (i % 8)
		}
	}
	return string(b)
}

// signature is the row of a prefix: which of its extensions by the
// suffixes are in the sample.
func (l *learner) signature(prefix [][]int, suffixes [][][]int) string {
	k := l.tracks()
	if len(l.words) != k {
		l.words = make([][]int, k)
	}
	b := make([]byte, (len(suffixes)+7)/8)
	for i, v := range suffixes {
		for t := range k {
			l.words[t] = l.words[t][:0]
			for _, c := range prefix {
				l.words[t] = append(l.words[t], c[t])
			}
			for _, c := range v {
				l.words[t] = append(l.words[t], c[t])
			}
		}
		if l.member(l.words) {
			b[i/8] |= 1 << (i % 8)
		}
	}
	return string(b)
}

// hypothesis builds the automaton whose states are the distinct rows of
// prefixes of fewer than depth letters, rows taken over the suffixes of
// at most n-depth letters (Myhill–Nerode on the sample): breadth-first
// from the empty prefix, each state's successors read off its shortest
// prefix. It fails (nil) when a prefix of depth letters has a row no
// shorter prefix has (the table is not closed) or there are more than
// maxStates rows.
func (l *learner) hypothesis(depth int, suffixes [][][]int, maxStates int) (*automata.DFA, error) {
	rows := map[string]int{}
	var reps [][][]int
	var accept []bool
	var table *suffixTable
	if l.linear() {
		table = l.tableOf(suffixes)
	}
	add := func(prefix [][]int) int {
		var sig string
		if table != nil {
			sig = l.fastSignature(prefix, table)
		} else {
			sig = l.signature(prefix, suffixes)
		}
		if q, ok := rows[sig]; ok {
			return q
		}
		rows[sig] = len(reps)
		reps = append(reps, prefix)
		accept = append(accept, sig[0]&1 == 1) // the empty suffix comes first
		return len(reps) - 1
	}
	add(nil)
	var next [][]int
	for q := 0; q < len(reps); q++ {
		if err := l.ctx.Err(); err != nil {
			return nil, err
		}
		if len(reps[q]) >= depth || len(reps) > maxStates {
			return nil, nil
		}
		row := make([]int, len(l.letters))
		for i, c := range l.letters {
			prefix := append(append(make([][]int, 0, len(reps[q])+1), reps[q]...), c)
			row[i] = add(prefix)
		}
		next = append(next, row)
	}
	bases := make([]int, l.tracks())
	for i := range bases {
		bases[i] = l.d.base
	}
	return automata.New(bases, next, accept)
}

// agrees reports whether dfa accepts exactly the sample's members among
// the valid tuples of words of n letters: a depth-first walk over the
// letters, carrying dfa's state, valid's and the tuple's numbers (every
// system's value is linear in the digits: the digit at position j from
// the right weighs side(j)), pruned where valid can no longer accept.
func (l *learner) agrees(dfa, valid *automata.DFA) bool {
	k := l.tracks()
	weights := make([]int, l.n)
	for j := range weights {
		weights[j] = l.d.side(j)
	}
	ids := make([]int, len(l.letters))
	for i, c := range l.letters {
		ids[i] = dfa.Letter(c...)
	}
	live := liveStates(valid)
	bound := l.side
	if l.check > 0 {
		bound = min(bound, l.check)
	}
	vals := make([]int, k)
	var walk func(depth, q, qv int) bool
	walk = func(depth, q, qv int) bool {
		if !live[qv] {
			return true
		}
		for _, v := range vals {
			if v >= bound { // digits only add: every extension is out too
				return true
			}
		}
		if depth == l.n {
			if !valid.Accepting(qv) {
				return true
			}
			return dfa.Accepting(q) == l.in(vals)
		}
		w := weights[l.n-1-depth]
		for i, c := range l.letters {
			for t := range k {
				vals[t] += c[t] * w
			}
			ok := walk(depth+1, dfa.Next(q, ids[i]), valid.Next(qv, ids[i]))
			for t := range k {
				vals[t] -= c[t] * w
			}
			if !ok {
				return false
			}
		}
		return true
	}
	return walk(0, 0, 0)
}

// liveStates marks the states of d from which some word is accepted.
func liveStates(d *automata.DFA) []bool {
	live := make([]bool, d.States())
	for q := range live {
		live[q] = d.Accepting(q)
	}
	for changed := true; changed; {
		changed = false
		for q := range live {
			if live[q] {
				continue
			}
			for a := range d.AlphabetSize() {
				if live[d.Next(q, a)] {
					live[q], changed = true, true
					break
				}
			}
		}
	}
	return live
}

// guess returns an automaton of at most maxStates states (minimal, over
// valid tuples) that agrees with the sample of words of n letters, or nil.
// It tries the prefix depths 1, 2, … in turn, the suffixes taking the
// remaining letters (at most suffixLimit of them).
func (l *learner) guess(maxStates int) (*automata.DFA, error) {
	const suffixLimit = 8000
	systems := make([]automata.Numeration, l.tracks())
	for i := range systems {
		systems[i] = l.d.sys
	}
	valid := automata.ValidTuples(systems...)
	for depth := 1; depth < l.n; depth++ {
		suffixes, ok := l.suffixes(l.n-depth, suffixLimit)
		if !ok {
			continue
		}
		h, err := l.hypothesis(depth, suffixes, 2*maxStates+2)
		if err != nil {
			return nil, err
		}
		if h == nil {
			continue
		}
		h = h.Intersect(valid).Minimize()
		if h.States() <= maxStates && l.agrees(h, valid) {
			return h, nil
		}
	}
	return nil, nil
}

// lettersOf lists the k-track letters of a base.
func lettersOf(base, k int) [][]int {
	out := [][]int{{}}
	for range k {
		var next [][]int
		for _, w := range out {
			for d := range base {
				next = append(next, append(append(make([]int, 0, k), w...), d))
			}
		}
		out = next
	}
	return out
}

// errNoAutomaton is wrapped by nothing: ProveGame reports the failure in
// its result. It is kept for messages.
func noAutomatonText(maxStates int, systems []string, side int) string {
	return fmt.Sprintf("no automaton with at most %d states found in %s (samples up to %d×%d)",
		maxStates, strings.Join(systems, ", "), side, side)
}
