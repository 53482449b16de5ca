package prove

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/automata"
)

// An Automaton is a relation on the natural numbers: a DFA with one track
// per variable, track i read in Systems[i]. It accepts only valid tuples
// and is invariant under leading zeros. Vars names the tracks of a def or
// eval (sorted alphabetically, the order in which $NAME(args) binds them);
// a reg's or a file's tracks have no names.
type Automaton struct {
	Systems []automata.Numeration
	Vars    []string
	DFA     *automata.DFA
}

// numeration returns Walnut's numeration system of that name.
func numeration(name string) (automata.Numeration, error) {
	if strings.HasPrefix(name, "{") { // an alphabet given as a set: {0, 1}, {-1, 0, +1}
		body, ok := strings.CutSuffix(name[1:], "}")
		if !ok {
			return nil, fmt.Errorf("alphabet %s: want {v1, v2, …}", name)
		}
		var values []int
		for _, f := range strings.Split(body, ",") {
			f = strings.Join(strings.Fields(f), "")
			v, err := strconv.Atoi(strings.TrimPrefix(f, "+"))
			if err != nil || len(f) > 12 {
				return nil, fmt.Errorf("alphabet %s: %q is not an integer", name, f)
			}
			values = append(values, v)
		}
		s, err := automata.Alphabet(values)
		if err != nil {
			return nil, fmt.Errorf("alphabet %s: %v", name, strings.TrimPrefix(err.Error(), "automata: "))
		}
		return s, nil
	}
	full := name // Walnut's shorthands: fib, msd, lsd, and k for msd_k
	switch {
	case name == "fib" || name == "msd":
		full = "msd_" + map[bool]string{true: "fib", false: "2"}[name == "fib"]
	case name == "lsd":
		full = "lsd_2"
	case len(name) > 0 && name[0] >= '1' && name[0] <= '9':
		full = "msd_" + name
	}
	if full != name {
		if s, err := automata.ParseNumeration(full); err == nil {
			return s, nil
		}
	}
	if s, ok := customBase(name); ok {
		return s, nil
	}
	s, err := automata.ParseNumeration(name)
	if err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "automata: "))
	}
	return s, nil
}

// rel is an intermediate relation over sorted, distinct variables,
// vars[i] read in systems[i].
type rel struct {
	vars    []string
	systems []automata.Numeration
	d       *automata.DFA
}

// evaluator evaluates the formulas of one statement.
type evaluator struct {
	ctx       context.Context
	src       source
	sys       automata.Numeration // the system in force at the node evaluated
	session   *Session
	pos       int // the node evaluated, for errors of joins
	maxStates int
	defs      map[string]*Automaton
	fresh     int
	valid     map[string]*automata.DFA
	mulConst  map[string]*automata.DFA
	mem       *meter
}

// validFor returns the valid tuples of numbers in systems.
func (ev *evaluator) validFor(systems []automata.Numeration) *automata.DFA {
	key := ""
	for _, s := range systems {
		key += s.Name() + " "
	}
	if d, ok := ev.valid[key]; ok {
		return d
	}
	d := automata.ValidTuples(systems...)
	ev.valid[key] = d
	return d
}

// basesOf returns the bases of systems.
func basesOf(systems []automata.Numeration) []int {
	b := make([]int, len(systems))
	for i, s := range systems {
		b[i] = s.Base()
	}
	return b
}

// current returns k copies of the system in force.
func (ev *evaluator) current(k int) []automata.Numeration { return automata.Systems(ev.sys, k) }

// conflict is the error of a variable read in systems of different digits
// (Walnut: variables with the same label must have the same alphabet).
func (ev *evaluator) conflict(v string, a, b automata.Numeration) error {
	return ev.src.errorAt(ev.pos, "%s is read in %s and in %s: a variable's systems must have the same digits", v, a.Name(), b.Name())
}

// lift reads d, whose track i holds the variable names[i] (names may
// repeat: those tracks are identified), as a rel.
func (ev *evaluator) lift(d *automata.DFA, names []string, systems []automata.Numeration) (*rel, error) {
	vars := slices.Clone(names)
	slices.Sort(vars)
	vars = slices.Compact(vars)
	mapping := make([]int, len(names))
	varSystems := make([]automata.Numeration, len(vars))
	for i, n := range names {
		mapping[i], _ = slices.BinarySearch(vars, n)
		if s := varSystems[mapping[i]]; s != nil && s.Base() != systems[i].Base() {
			return nil, ev.conflict(n, s, systems[i])
		}
		if varSystems[mapping[i]] == nil {
			varSystems[mapping[i]] = systems[i]
		}
	}
	r, err := ev.mem.reindex(d, basesOf(varSystems), mapping)
	if err != nil {
		return nil, err
	}
	if len(vars) < len(names) { // identified tracks: keep the result minimal
		if r, err = ev.mem.minimize(r); err != nil {
			return nil, err
		}
	}
	return ev.keep(vars, varSystems, r)
}

// keep returns the relation of d over vars, counted among the automata
// the statement holds.
func (ev *evaluator) keep(vars []string, systems []automata.Numeration, d *automata.DFA) (*rel, error) {
	if err := ev.mem.keep(d); err != nil {
		return nil, err
	}
	return &rel{vars: vars, systems: systems, d: d}, nil
}

// widen reads r over the sorted variables all ⊇ r.vars, read in systems.
func (ev *evaluator) widen(r *rel, all []string, systems []automata.Numeration) (*automata.DFA, error) {
	if slices.Equal(r.vars, all) {
		return r.d, nil
	}
	mapping := make([]int, len(r.vars))
	for i, v := range r.vars {
		mapping[i], _ = slices.BinarySearch(all, v)
	}
	return ev.mem.reindex(r.d, basesOf(systems), mapping)
}

// join combines a and b by op (on acceptance), over the union of their
// variables, keeping the result within the valid tuples.
func (ev *evaluator) join(a, b *rel, op func(x, y bool) bool) (*rel, error) {
	// A closed side decides as Walnut decides it: the result is then a
	// constant, the other side or its complement, over that side's
	// variables only (TRUE | x=3 is TRUE).
	for i, c := range []*rel{a, b} {
		if len(c.vars) > 0 {
			continue
		}
		other := []*rel{b, a}[i]
		x := c.d.Accepts(nil)
		f := func(y bool) bool {
			if i == 0 {
				return op(x, y)
			}
			return op(y, x)
		}
		switch {
		case f(false) == f(true):
			return constant(f(true)), nil
		case f(true):
			return other, nil
		default:
			return ev.not(other)
		}
	}
	all := append(slices.Clone(a.vars), b.vars...)
	slices.Sort(all)
	all = slices.Compact(all)
	systems := make([]automata.Numeration, len(all))
	for _, r := range []*rel{b, a} { // a's systems first
		for i, v := range r.vars {
			j, _ := slices.BinarySearch(all, v)
			if s := systems[j]; s != nil && s.Base() != r.systems[i].Base() {
				return nil, ev.conflict(v, r.systems[i], s)
			}
			systems[j] = r.systems[i]
		}
	}
	da, err := ev.widen(a, all, systems)
	if err != nil {
		return nil, err
	}
	db, err := ev.widen(b, all, systems)
	if err != nil {
		return nil, err
	}
	release, err := ev.mem.reserve(da.Bytes() + db.Bytes()) // held while they combine
	if err != nil {
		return nil, err
	}
	defer release()
	d, err := automata.Combine(ev.ctx, da, db, op, ev.maxStates)
	if err != nil {
		return nil, err
	}
	if d, err = ev.mem.minimize(d); err != nil {
		return nil, err
	}
	// Beyond &, a side read over the other side's variables may hold for
	// invalid words of them (x <= 1 | φ(x, y) at y = 11 in msd_fib):
	// keep the valid tuples, as Walnut does after |, ^, => and <=>.
	if op(false, false) || op(true, false) || op(false, true) {
		if d, err = automata.Combine(ev.ctx, d, ev.validFor(systems), func(x, y bool) bool { return x && y }, ev.maxStates); err != nil {
			return nil, err
		}
		if d, err = ev.mem.minimize(d); err != nil {
			return nil, err
		}
	}
	return ev.keep(all, systems, d)
}

func and(x, y bool) bool { return x && y }

// not returns the complement of r among the valid tuples.
func (ev *evaluator) not(r *rel) (*rel, error) {
	d, err := automata.Combine(ev.ctx, ev.validFor(r.systems), r.d, func(x, y bool) bool { return x && !y }, ev.maxStates)
	if err != nil {
		return nil, err
	}
	if d, err = ev.mem.minimize(d); err != nil {
		return nil, err
	}
	return ev.keep(r.vars, r.systems, d)
}

// exists projects v out of r (r itself if v is not free in it).
func (ev *evaluator) exists(r *rel, v string) (*rel, error) {
	i, ok := slices.BinarySearch(r.vars, v)
	if !ok {
		return r, nil
	}
	// As Walnut does, the numbers left decide where a witness longer
	// than they are pads them: with leading zeros when all are msd, with
	// trailing zeros when all are lsd, not at all when they mix.
	msd, lsd, sets := 0, 0, 0
	for j, s := range r.systems {
		_, l := automata.MSD(s)
		_, set := automata.AlphabetValues(s)
		switch {
		case j == i:
		case set:
			sets++
		case l:
			lsd++
		default:
			msd++
		}
	}
	project := r.d.Project
	switch {
	case lsd > 0 && msd > 0 || sets > 0:
		project = r.d.ProjectWords
	case lsd > 0:
		project = r.d.ProjectLSD
	}
	d, err := project(ev.ctx, i, ev.maxStates)
	if err != nil {
		return nil, err
	}
	if d, err = ev.mem.minimize(d); err != nil {
		return nil, err
	}
	return ev.keep(slices.Delete(slices.Clone(r.vars), i, i+1), slices.Delete(slices.Clone(r.systems), i, i+1), d)
}

// constant returns the zero-track relation true or false.
func constant(b bool) *rel {
	if b {
		return &rel{d: automata.Universal(nil)}
	}
	return &rel{d: automata.Empty(nil)}
}

// A term is the value of an arithmetic expression: a constant, or the
// variable v constrained by c (nil for a plain variable); v is fresh (to
// be quantified once used) when the term is compound.
type term struct {
	isConst bool
	value   *big.Int
	v       string
	c       *rel
	fresh   bool
}

func (ev *evaluator) newVar() string {
	ev.fresh++
	return fmt.Sprintf("#%d", ev.fresh) // no formula variable starts with #
}

// asVar makes a constant term a fresh variable equal to it.
func (ev *evaluator) asVar(t term) (term, error) {
	if !t.isConst {
		return t, nil
	}
	v := ev.newVar()
	c, err := ev.lift(ev.sys.Constant(t.value), []string{v}, ev.current(1))
	if err != nil {
		return term{}, err
	}
	return term{v: v, c: c, fresh: true}, nil
}

// settle joins base with the constraints of the terms and quantifies
// their fresh variables: Walnut's reading of a compound term, ∃c (c = the
// term ∧ …).
func (ev *evaluator) settle(base *rel, terms ...term) (*rel, error) {
	var err error
	for _, t := range terms {
		if t.c != nil {
			if base, err = ev.join(base, t.c, and); err != nil {
				return nil, err
			}
		}
	}
	for _, t := range terms {
		if t.fresh {
			if base, err = ev.exists(base, t.v); err != nil {
				return nil, err
			}
		}
	}
	return base, nil
}

// operands evaluates the two operands of a binary node with eval, the
// left one first; it stops at the first error.
func operands[T any](n *node, eval func(*node) (T, error)) (l, r T, err error) {
	if l, err = eval(n.kids[0]); err != nil {
		return l, r, err
	}
	r, err = eval(n.kids[1])
	return l, r, err
}

func (ev *evaluator) term(n *node) (term, error) {
	defer ev.at(n)()
	switch n.kind {
	case nodeNum, nodeOut:
		if n.num.Sign() < 0 && !automata.Signed(ev.sys) {
			return term{}, ev.src.errorAt(n.pos, "negative constant %v: %s writes natural numbers (negative ones need msd_neg_2 …)", n.num, ev.sys.Name())
		}
		return term{isConst: true, value: n.num}, nil
	case nodeWord:
		return ev.wordTerm(n)
	case nodeNeg:
		t, err := ev.term(n.kids[0])
		if err != nil {
			return term{}, err
		}
		if t.isConst {
			if t.value.Sign() > 0 && !automata.Signed(ev.sys) {
				return term{}, ev.src.errorAt(n.pos, "negative constant -%v: %s writes natural numbers (negative ones need msd_neg_2 …)", t.value, ev.sys.Name())
			}
			return term{isConst: true, value: new(big.Int).Neg(t.value)}, nil
		}
		return ev.negate(t)
	case nodeVar:
		return term{v: n.name}, nil
	}
	l, r, err := operands(n, ev.term)
	if err != nil {
		return term{}, err
	}
	if l.isConst && r.isConst {
		v := new(big.Int)
		switch n.op {
		case "+":
			v.Add(l.value, r.value)
		case "-":
			v.Sub(l.value, r.value)
			if v.Sign() < 0 && !automata.Signed(ev.sys) {
				return term{}, ev.src.errorAt(n.pos, "%v-%v is negative: constants are natural numbers in %s", l.value, r.value, ev.sys.Name())
			}
		case "*":
			v.Mul(l.value, r.value)
		case "/":
			if r.value.Sign() == 0 {
				return term{}, ev.src.errorAt(n.pos, "division by zero")
			}
			floorDiv(v, l.value, r.value)
		}
		if v.BitLen() > 62 {
			return term{}, ev.src.errorAt(n.pos, "constant %v is too large", v)
		}
		return term{isConst: true, value: v}, nil
	}
	c := ev.newVar()
	if n.op == "/" {
		if !r.isConst {
			return term{}, ev.src.errorAt(n.pos, "/ divides by a constant: the right side must be a number")
		}
		return ev.divide(l, r.value, c, n.pos)
	}
	if n.op == "*" {
		k, x := l, r
		if !k.isConst {
			k, x = r, l
		}
		if !k.isConst {
			return term{}, ev.src.errorAt(n.pos, "* multiplies by a constant: one side must be a number")
		}
		if k.value.Sign() == 0 {
			return term{isConst: true, value: new(big.Int)}, nil
		}
		mul, err := ev.mul(new(big.Int).Abs(k.value).Int64())
		if err != nil {
			return term{}, err
		}
		base, err := ev.lift(mul, []string{x.v, c}, ev.current(2))
		if err != nil {
			return term{}, err
		}
		joined, err := ev.settle(base, x)
		if err != nil || k.value.Sign() > 0 {
			return term{v: c, c: joined, fresh: true}, err
		}
		return ev.negate(term{v: c, c: joined, fresh: true}) // k < 0: -(|k|·x)
	}
	if l, err = ev.asVar(l); err != nil {
		return term{}, err
	}
	if r, err = ev.asVar(r); err != nil {
		return term{}, err
	}
	names := []string{l.v, r.v, c} // l + r = c
	if n.op == "-" {
		names = []string{c, r.v, l.v} // c + r = l: l - r is defined only when l >= r
	}
	base, err := ev.lift(ev.sys.Addition(), names, ev.current(3))
	if err != nil {
		return term{}, err
	}
	joined, err := ev.settle(base, l, r)
	return term{v: c, c: joined, fresh: true}, err
}

// divide returns the term c = x / k, rounded down, as Walnut reads it: ∃q,r
// x = q + r ∧ q = k·c ∧ r < k.
func (ev *evaluator) divide(x term, k *big.Int, c string, pos int) (term, error) {
	if k.Sign() == 0 {
		return term{}, ev.src.errorAt(pos, "division by zero")
	}
	// x / k = c rounds x/k down: x = q + r, q = k·c, 0 <= r < k (k > 0)
	// or k < r <= 0 (k < 0), as Walnut reads it.
	q, r := ev.newVar(), ev.newVar()
	sum, err := ev.lift(ev.sys.Addition(), []string{q, r, x.v}, ev.current(3)) // q + r = x
	if err != nil {
		return term{}, err
	}
	mul, err := ev.mul(new(big.Int).Abs(k).Int64())
	if err != nil {
		return term{}, err
	}
	times, err := ev.lift(mul, []string{c, q}, ev.current(2)) // |k|·c = q
	if err != nil {
		return term{}, err
	}
	if k.Sign() < 0 { // k·c = q: |k|·c = -q
		m := ev.newVar()
		if times, err = ev.lift(mul, []string{c, m}, ev.current(2)); err != nil {
			return term{}, err
		}
		neg, err := ev.negate(term{v: q})
		if err != nil {
			return term{}, err
		}
		if times, err = ev.join(times, neg.c, and); err != nil {
			return term{}, err
		}
		same, err := ev.lift(ev.sys.Equality(), []string{m, neg.v}, ev.current(2))
		if err != nil {
			return term{}, err
		}
		if times, err = ev.join(times, same, and); err != nil {
			return term{}, err
		}
		for _, v := range []string{m, neg.v} {
			if times, err = ev.exists(times, v); err != nil {
				return term{}, err
			}
		}
	}
	low, high := term{isConst: true, value: new(big.Int)}, term{isConst: true, value: k} // 0 <= r < k
	lowOp, highOp := "<=", "<"
	if k.Sign() < 0 { // k < r <= 0
		low, high, lowOp, highOp = high, low, "<", "<="
	}
	var bounds *rel
	for i, b := range []term{low, high} {
		bv, err := ev.asVar(b)
		if err != nil {
			return term{}, err
		}
		names, op := []string{bv.v, r}, lowOp
		if i == 1 {
			names, op = []string{r, bv.v}, highOp
		}
		cmp, err := ev.lift(ev.comparison(op), names, ev.current(2))
		if err != nil {
			return term{}, err
		}
		if cmp, err = ev.settle(cmp, bv); err != nil {
			return term{}, err
		}
		if bounds == nil {
			bounds = cmp
		} else if bounds, err = ev.join(bounds, cmp, and); err != nil {
			return term{}, err
		}
	}
	less := bounds
	joined, err := ev.join(sum, times, and)
	if err == nil {
		joined, err = ev.join(joined, less, and)
	}
	for _, v := range []string{q, r} {
		if err == nil {
			joined, err = ev.exists(joined, v)
		}
	}
	if err != nil {
		return term{}, err
	}
	joined, err = ev.settle(joined, x)
	return term{v: c, c: joined, fresh: true}, err
}

// mul returns k·x = y, cached.
func (ev *evaluator) mul(k int64) (*automata.DFA, error) {
	key := fmt.Sprintf("%s %d", ev.sys.Name(), k)
	if d, ok := ev.mulConst[key]; ok {
		return d, nil
	}
	msd, lsd := automata.MSD(ev.sys)
	d, err := automata.MulConst(ev.ctx, msd, k, ev.maxStates)
	if err != nil {
		return nil, err
	}
	if lsd { // built with msd's projections, then read backwards
		if d, err = automata.Reverse(ev.ctx, d, ev.maxStates); err != nil {
			return nil, err
		}
	}
	ev.mulConst[key] = d
	return d, nil
}

// comparison returns the two-track automaton of x op y.
func (ev *evaluator) comparison(op string) *automata.DFA {
	less, equal := ev.sys.LessThan(), ev.sys.Equality()
	greater, err := less.Permute([]int{1, 0})
	if err != nil {
		panic(err) // a two-track permutation
	}
	switch op {
	case "=":
		return equal
	case "!=":
		return less.Union(greater).Minimize()
	case "<":
		return less
	case ">":
		return greater
	case "<=":
		return less.Union(equal).Minimize()
	}
	return greater.Union(equal).Minimize() // >=
}

func compareConstants(op string, a, b *big.Int) bool {
	c := a.Cmp(b)
	switch op {
	case "=":
		return c == 0
	case "!=":
		return c != 0
	case "<":
		return c < 0
	case ">":
		return c > 0
	case "<=":
		return c <= 0
	}
	return c >= 0
}

// formula evaluates a formula node to a relation over its free variables.
func (ev *evaluator) formula(n *node) (*rel, error) {
	if err := ev.ctx.Err(); err != nil {
		return nil, err
	}
	defer ev.at(n)()
	switch n.kind {
	case nodeCmp:
		if n.kids[0].isOutput() && n.kids[1].isOutput() {
			return ev.compareOutputs(n)
		}
		l, r, err := operands(n, ev.term)
		if err != nil {
			return nil, err
		}
		if l.isConst && r.isConst {
			return constant(compareConstants(n.op, l.value, r.value)), nil
		}
		if l, err = ev.asVar(l); err != nil {
			return nil, err
		}
		if r, err = ev.asVar(r); err != nil {
			return nil, err
		}
		base, err := ev.lift(ev.comparison(n.op), []string{l.v, r.v}, ev.current(2))
		if err != nil {
			return nil, err
		}
		return ev.settle(base, l, r)
	case nodeNot:
		inner, err := ev.formula(n.kids[0])
		if err != nil {
			return nil, err
		}
		return ev.not(inner)
	case nodeRev: // Walnut's `: the words reversed, all tracks together
		inner, err := ev.formula(n.kids[0])
		if err != nil || len(inner.vars) == 0 {
			return inner, err
		}
		d, err := automata.Reverse(ev.ctx, inner.d, ev.maxStates)
		if err != nil {
			return nil, err
		}
		return ev.keep(inner.vars, inner.systems, d)
	case nodeBool:
		l, r, err := operands(n, ev.formula)
		if err != nil {
			return nil, err
		}
		ops := map[string]func(x, y bool) bool{
			"&":   and,
			"|":   func(x, y bool) bool { return x || y },
			"^":   func(x, y bool) bool { return x != y },
			"=>":  func(x, y bool) bool { return !x || y },
			"<=>": func(x, y bool) bool { return x == y },
		}
		return ev.join(l, r, ops[n.op])
	case nodeQuant:
		body, err := ev.formula(n.kids[0])
		if err != nil {
			return nil, err
		}
		if n.op == "A" { // A x φ = ~E x ~φ
			if body, err = ev.not(body); err != nil {
				return nil, err
			}
		}
		for _, v := range slices.Backward(n.vars) {
			if body, err = ev.exists(body, v); err != nil {
				return nil, err
			}
		}
		if n.op == "A" {
			return ev.not(body)
		}
		return body, nil
	case nodeCall:
		return ev.call(n)
	}
	return nil, ev.src.errorAt(n.pos, "a term is not a formula")
}

func (ev *evaluator) call(n *node) (*rel, error) {
	a, err := ev.session.def(ev.ctx, n.name)
	if err != nil {
		return nil, ev.src.errorAt(n.pos, "$%s: %v", n.name, err)
	}
	if a == nil {
		return nil, ev.src.errorAt(n.pos, "$%s is not defined (by reg or def, above this line)", n.name)
	}
	return ev.apply(a, "$"+n.name, n.pos, n.kids)
}

// apply binds the tracks of a to the terms args, in order.
func (ev *evaluator) apply(a *Automaton, name string, pos int, args []*node) (*rel, error) {
	n := &node{name: strings.TrimPrefix(name, "$"), pos: pos, kids: args}
	if len(n.kids) != len(a.Systems) {
		what := "no variables"
		if len(a.Vars) > 0 {
			what = strings.Join(a.Vars, ",")
		} else if len(a.Systems) > 0 {
			what = fmt.Sprintf("%d tracks", len(a.Systems))
		}
		return nil, ev.src.errorAt(n.pos, "%s takes %d arguments (%s); got %d", name, len(a.Systems), what, len(n.kids))
	}
	// As in Walnut, an automaton's tracks keep their systems, and one of
	// another system with the same digits (msd_fib in msd_2, msd_2 in
	// lsd_2) reads the formula's words as they are.
	dfa := a.DFA
	terms := make([]term, len(n.kids))
	names := make([]string, len(n.kids))
	for i, k := range n.kids {
		t, err := ev.argument(k)
		if err != nil {
			return nil, err
		}
		if terms[i], err = ev.asVar(t); err != nil {
			return nil, err
		}
		names[i] = terms[i].v
	}
	if len(names) == 0 {
		return &rel{d: dfa}, nil
	}
	base, err := ev.lift(dfa, names, a.Systems)
	if err != nil {
		return nil, err
	}
	return ev.settle(base, terms...)
}

// mirrored gives the comparison with its sides swapped: a < b is b > a.
var mirrored = map[string]string{"=": "=", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}

// compareOutputs evaluates a comparison of word automata's outputs
// (W[i] = @1, W[i] < V[j]): the union, over the pairs of outputs that
// compare so, of the tuples on which the words give them.
func (ev *evaluator) compareOutputs(n *node) (*rel, error) {
	l, r, op := n.kids[0], n.kids[1], n.op
	if l.kind == nodeOut && r.kind == nodeOut {
		return constant(compareConstants(op, l.num, r.num)), nil
	}
	if l.kind == nodeOut {
		l, r, op = r, l, mirrored[op]
	}
	wl, err := ev.word(l)
	if err != nil {
		return nil, err
	}
	if r.kind == nodeOut {
		return ev.outputsWhere(l, wl, func(v int) bool { return compareConstants(op, big.NewInt(int64(v)), r.num) })
	}
	wr, err := ev.word(r)
	if err != nil {
		return nil, err
	}
	result := constant(false)
	for _, v := range wl.Outputs {
		left, err := ev.outputsWhere(l, wl, func(x int) bool { return x == v })
		if err != nil {
			return nil, err
		}
		right, err := ev.outputsWhere(r, wr, func(w int) bool { return compareConstants(op, big.NewInt(int64(v)), big.NewInt(int64(w))) })
		if err != nil {
			return nil, err
		}
		both, err := ev.join(left, right, and)
		if err != nil {
			return nil, err
		}
		if result, err = ev.join(result, both, func(x, y bool) bool { return x || y }); err != nil {
			return nil, err
		}
	}
	return result, nil
}

// word returns the word automaton n reads.
func (ev *evaluator) word(n *node) (*Word, error) {
	w, err := ev.session.word(ev.ctx, n.name)
	if err != nil {
		return nil, ev.src.errorAt(n.pos, "%s: %v", n.name, err)
	}
	if w == nil {
		return nil, ev.src.errorAt(n.pos, "no word automaton %s (defined above, or in the library's Word Automata Library)", n.name)
	}
	if len(n.kids) != len(w.Systems) {
		return nil, ev.src.errorAt(n.pos, "%s takes %d indices; got %d", n.name, len(w.Systems), len(n.kids))
	}
	return w, nil
}

// outputsWhere returns the relation of n's indices on which the word w
// gives an output that keep accepts.
func (ev *evaluator) outputsWhere(n *node, w *Word, keep func(int) bool) (*rel, error) {
	var union *Automaton
	for i, o := range w.Outputs {
		if !keep(o) {
			continue
		}
		if union == nil {
			union = w.Parts[i]
			continue
		}
		d, err := automata.Combine(ev.ctx, union.DFA, w.Parts[i].DFA, func(x, y bool) bool { return x || y }, ev.maxStates)
		if err != nil {
			return nil, err
		}
		if d, err = ev.mem.minimize(d); err != nil {
			return nil, err
		}
		union = &Automaton{Systems: w.Systems, DFA: d}
	}
	if union == nil {
		bases := make([]int, len(w.Systems))
		for i, s := range w.Systems {
			bases[i] = s.Base()
		}
		union = &Automaton{Systems: w.Systems, DFA: automata.Empty(bases)}
	}
	return ev.apply(union, n.name, n.pos, n.kids)
}

// at makes n's system the one in force and n the node of errors, until
// the returned function restores them.
func (ev *evaluator) at(n *node) func() {
	sys, pos := ev.sys, ev.pos
	if n.sys != "" {
		if s, err := numeration(n.sys); err == nil { // checked by the parser
			ev.sys = s
		}
	}
	ev.pos = n.pos
	return func() { ev.sys, ev.pos = sys, pos }
}

// argument evaluates an argument of $name or an index of a word: a term,
// or, as Walnut reads it, a formula of one free variable, which binds
// that variable and holds.
func (ev *evaluator) argument(n *node) (term, error) {
	if n.isTerm() {
		return ev.term(n)
	}
	r, err := ev.formula(n)
	if err != nil {
		return term{}, err
	}
	if len(r.vars) != 1 {
		return term{}, ev.src.errorAt(n.start(), "an argument that is a formula must have one free variable; this one has %d", len(r.vars))
	}
	return term{v: r.vars[0], c: r}, nil
}

// wordTerm reads a word automaton's output in arithmetic, as Walnut does:
// a fresh variable o equal to the output at the indices (the outputs
// that are natural numbers; a negative one needs a negative system).
func (ev *evaluator) wordTerm(n *node) (term, error) {
	w, err := ev.word(n)
	if err != nil {
		return term{}, err
	}
	o := ev.newVar()
	result := constant(false)
	for _, v := range w.Outputs {
		if v < 0 && !automata.Signed(ev.sys) {
			continue
		}
		at, err := ev.outputsWhere(n, w, func(x int) bool { return x == v })
		if err != nil {
			return term{}, err
		}
		value, err := ev.lift(ev.sys.Constant(big.NewInt(int64(v))), []string{o}, ev.current(1))
		if err != nil {
			return term{}, err
		}
		both, err := ev.join(at, value, and)
		if err != nil {
			return term{}, err
		}
		if result, err = ev.join(result, both, func(x, y bool) bool { return x || y }); err != nil {
			return term{}, err
		}
	}
	if len(result.vars) == 0 { // no natural output: o is never defined
		empty, err := ev.lift(automata.Empty([]int{ev.sys.Base()}), []string{o}, ev.current(1))
		if err != nil {
			return term{}, err
		}
		result = empty
	}
	return term{v: o, c: result, fresh: true}, nil
}

// negate returns the term -t: a fresh c with c + t = 0 (in a system of
// natural numbers, defined only for t = 0).
func (ev *evaluator) negate(t term) (term, error) {
	zero, err := ev.asVar(term{isConst: true, value: new(big.Int)})
	if err != nil {
		return term{}, err
	}
	c := ev.newVar()
	base, err := ev.lift(ev.sys.Addition(), []string{c, t.v, zero.v}, ev.current(3))
	if err != nil {
		return term{}, err
	}
	joined, err := ev.settle(base, t, zero)
	return term{v: c, c: joined, fresh: true}, err
}

// floorDiv sets v to a/b rounded down (toward -∞), as Walnut divides.
func floorDiv(v, a, b *big.Int) {
	m := new(big.Int)
	v.QuoRem(a, b, m)
	if m.Sign() != 0 && (m.Sign() < 0) != (b.Sign() < 0) {
		v.Sub(v, big.NewInt(1))
	}
}
