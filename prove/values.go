package prove

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
)

// MaxValue bounds the largest value ProveValues is asked for: each value
// set is proved with the sets below it, so the command file grows with the
// square of it.
const MaxValue = 31

// A ValueSet is the proof, or the report, of one set of a two-pile game's
// positions with a Grundy value k (Value; -1 for the Grundy function as
// one relation, tracks (a, b, z) with z = G(a, b)).
type ValueSet struct {
	Value int `json:"value"`
	// Name is the automaton's Walnut name (Name_v1, Name_g).
	Name string `json:"name"`
	// Proved is set only when every check evaluated TRUE.
	Proved bool `json:"proved"`
	// States is the size of the candidate's minimal automaton, 0 when no
	// candidate was found.
	States int `json:"states"`
	// Candidate is the automaton, nil when none was found.
	Candidate *Automaton `json:"-"`
	// Least are the candidate's least tuples (by their larger number).
	Least [][]*big.Int `json:"least,omitempty"`
	// Checks are the verdicts of the set's evals.
	Checks []Check `json:"checks,omitempty"`
	// Counterexample is the least position where the last candidate broke
	// a condition, when it did.
	Counterexample *Counterexample `json:"counterexample,omitempty"`
	// Statement says what was proved, or what was tried.
	Statement string `json:"statement"`
	// Refuted is how many candidates a counterexample refuted on the way.
	Refuted int `json:"refuted"`
}

// A ValuesProof is the answer of ProveValues: in one numeration system,
// the sets of positions of values 0, 1, …, K, each proved given the ones
// below it, and the Grundy function as one relation.
type ValuesProof struct {
	Game        string `json:"game"`
	Name        string `json:"name"`
	MoveFormula string `json:"move_formula"`
	// Numeration is the system of the sets ("" when not even the
	// P-positions were found).
	Numeration string `json:"numeration"`
	// Sets are the value sets, from 0 up to the first that was not
	// proved (reported, not proved) or to K.
	Sets []ValueSet `json:"sets"`
	// Function is the Grundy function as one relation in Numeration.
	Function ValueSet `json:"function"`
	// Commands is the Walnut command file re-checking every proved set and
	// the function (the automata Name_v0 … and Name_g loaded).
	Commands string `json:"commands"`
	// Tried lists the systems searched, Side the largest box sampled.
	Tried []string `json:"tried"`
	Side  int      `json:"side"`
	// Attempts say, for each system searched, how far it got.
	Attempts []Attempt `json:"attempts"`
}

// An Attempt is the search for the value sets in one numeration system:
// how many sets it proved from 0 up, whether it proved the function, the
// largest box it sampled, and what stopped it.
type Attempt struct {
	System   string `json:"system"`
	Sets     int    `json:"sets"`
	Function bool   `json:"function"`
	Side     int    `json:"side"`
	// Stopped is the statement of the first set not proved, "" when every
	// set asked for was.
	Stopped string `json:"stopped,omitempty"`
}

// Proved reports whether every set asked for was proved.
func (p *ValuesProof) Proved(k int) bool {
	if len(p.Sets) < k+1 {
		return false
	}
	for _, s := range p.Sets[:k+1] {
		if !s.Proved {
			return false
		}
	}
	return true
}

// ProveValues proves, for a two-pile game in normal play, which positions
// have Grundy value k, for each k from 0 to maxValue, and its whole Grundy
// function as one relation R(a, b, z), z = G(a, b).
//
// The sets are proved in order, each in the numeration system of the ones
// below it. Given that V_0, …, V_{k-1} are the positions of values 0, …,
// k-1, a set V is the positions of value k when it is disjoint from them,
// no move joins two of its positions (stable), and every position outside
// it and them has a move into it (absorbing): by induction over the
// positions (every move leads to a position settled before), a position of
// V has every value below k among its options (it is in none of the lower
// sets) and not k, and one outside has value below k or an option of value
// k. For k = 0 these are the P-positions' conditions. The relation R is
// the Grundy function when it is total and functional, no move joins two
// positions with the same z, and from (a, b) with z every w < z is reached
// by a move: the mex rule, by the same induction.
//
// Each candidate is learned from the values the game's engine computes in
// a box (Myhill–Nerode, as ProveGame learns the P-positions), and a
// counterexample grows the box past it. In each system of opts.Systems in
// turn the sets are searched from 0 up; the system that proves the most
// sets (then the function) is the answer, which says for the first set not
// proved what was tried.
func ProveValues(ctx context.Context, gameSpec string, maxValue int, opts GameOptions) (*ValuesProof, error) {
	if maxValue < 0 || maxValue > MaxValue {
		return nil, inputErrorf("prove: values 0..%d: want a largest value of 0..%d", maxValue, MaxValue)
	}
	prob, err := newProblem(gameSpec, opts)
	if err != nil {
		return nil, err
	}
	if prob.misere || !prob.alt.Empty() || prob.block > 0 {
		return nil, inputErrorf("prove: %s: Grundy values are proved in normal play, without an alteration or a blocking rule", prob.played.Text)
	}
	if !game.NewEngine(prob.played.Game).HasValues() {
		return nil, inputErrorf("prove: %s has no Grundy values", prob.played.Text)
	}
	orc := &valueOracle{g: prob.played.Game, eng: game.NewEngine(prob.played.Game), memory: budget.NewMeter(ctx)}
	defer orc.memory.Close()
	var best *ValuesProof
	var tried []string
	var attempts []Attempt
	side := 0
	for _, name := range prob.opts.Systems {
		tried = append(tried, name)
		p, err := prob.valuesIn(ctx, orc, name, maxValue)
		if err != nil {
			return nil, err
		}
		side = max(side, p.Side)
		attempts = append(attempts, p.attempt(name, maxValue))
		if best == nil || p.better(best) {
			best = p
		}
		if p.Proved(maxValue) && p.Function.Proved {
			break
		}
	}
	best.Tried, best.Side, best.Attempts = tried, side, attempts
	if best.Numeration == "" {
		best.Sets = []ValueSet{{Value: 0, Name: prob.pred("v0"), Statement: "no automaton for the P-positions (value 0): " + noAutomatonText(prob.opts.MaxStates, tried, side)}}
	}
	return best, nil
}

// attempt summarizes the search in one system.
func (p *ValuesProof) attempt(system string, maxValue int) Attempt {
	a := Attempt{System: system, Sets: p.provedSets(), Function: p.Function.Proved, Side: p.Side}
	switch {
	case len(p.Sets) == 0:
		a.Stopped = "no automaton for the P-positions (value 0)"
	case a.Sets <= maxValue:
		a.Stopped = p.Sets[a.Sets].Statement
	}
	return a
}

// better reports whether p proved more than q: more sets, or as many and
// the function.
func (p *ValuesProof) better(q *ValuesProof) bool {
	np, nq := p.provedSets(), q.provedSets()
	if np != nq {
		return np > nq
	}
	return p.Function.Proved && !q.Function.Proved
}

func (p *ValuesProof) provedSets() int {
	n := 0
	for _, s := range p.Sets {
		if s.Proved {
			n++
		}
	}
	return n
}

// valuesIn searches the value sets 0..maxValue and the function in one
// system.
func (p *problem) valuesIn(ctx context.Context, orc *valueOracle, name string, maxValue int) (*ValuesProof, error) {
	out := &ValuesProof{Game: p.played.Text, Name: p.name, MoveFormula: p.move}
	one := p.opts
	one.Systems = []string{name}
	sets := map[string]*Automaton{} // the proved sets, by name
	var lower []string              // their names
	for k := 0; k <= maxValue; k++ {
		set, side, err := p.valueSet(ctx, orc, one, k, sets, lower)
		if err != nil {
			return nil, err
		}
		out.Side = max(out.Side, side)
		if set.Candidate == nil && k == 0 {
			out.Sets = []ValueSet{set} // not even the P-positions: nothing in this system
			return out, nil
		}
		out.Numeration = name
		out.Sets = append(out.Sets, set)
		if !set.Proved {
			break
		}
		sets[set.Name], lower = set.Candidate, append(lower, set.Name)
	}
	fn, side, err := p.valueFunction(ctx, orc, one)
	if err != nil {
		return nil, err
	}
	out.Side = max(out.Side, side)
	out.Function = fn
	out.Commands = p.valuesCommands(name, out)
	return out, nil
}

// valueSet learns and decides the set of value k in the one system of
// opts, given the proved sets below it (lower, their automata in sets).
func (p *problem) valueSet(ctx context.Context, orc *valueOracle, opts GameOptions, k int, sets map[string]*Automaton, lower []string) (ValueSet, int, error) {
	name := p.pred(fmt.Sprintf("v%d", k))
	last, tried, err := p.learnValues(ctx, orc, opts, 2,
		func(t *valueTable, v []int) bool { return t.at(v[0], v[1]) == k },
		func(sys string, cand *Automaton) (*ValueSet, error) {
			return p.checkValueSet(ctx, sys, k, cand, sets, lower)
		})
	if err != nil {
		return ValueSet{}, 0, err
	}
	return reported(last, tried, ValueSet{Value: k, Name: name}, opts.Systems[0],
		fmt.Sprintf("the positions of value %d", k), fmt.Sprintf("the positions of value %d", k)), tried.side, nil
}

// learnValues is the learner's loop for a value set or the Grundy
// function in the one system of opts: candidates on tracks tracks learned
// from the box's values (in says which tuples are in), decided by check,
// the box grown past each counterexample. It returns the last candidate
// decided (nil when none was) and what was tried.
func (p *problem) learnValues(ctx context.Context, orc *valueOracle, opts GameOptions, tracks int,
	in func(*valueTable, []int) bool, check func(sys string, cand *Automaton) (*ValueSet, error)) (*ValueSet, searched, error) {
	var last *ValueSet
	var seen []*automata.DFA
	_, tried, err := search(opts, p.own, anySide, func(name string, d *digits, n, states int) (*GameProof, int, error) {
		table, err := orc.table(ctx, d.side(n))
		if err != nil {
			return nil, 0, err
		}
		l := &learner{ctx: ctx, d: d, side: table.side, n: n, letters: lettersOf(d.base, tracks),
			in: func(v []int) bool { return in(table, v) }}
		h, err := l.guess(states)
		if err != nil {
			return nil, 0, err
		}
		if h == nil || refuted(seen, h) {
			return nil, n + 1, nil
		}
		seen = append(seen, h)
		systems := make([]automata.Numeration, tracks)
		for i := range systems {
			systems[i] = d.sys
		}
		got, err := check(name, &Automaton{Systems: systems, DFA: h.Minimize()})
		if err != nil {
			return nil, 0, err
		}
		last = got
		if got.Proved {
			return &GameProof{Proved: true}, 0, nil
		}
		return &GameProof{}, nextBox(got.Counterexample, d, n), nil
	})
	return last, tried, err
}

// reported completes the last candidate of a search as the answer for
// what (named in set): the proof, or what was tried and why the last
// candidate failed, or that none was found.
func reported(last *ValueSet, tried searched, set ValueSet, system, what, none string) ValueSet {
	if last == nil {
		set.Statement = fmt.Sprintf("no automaton for %s with at most %d states in %s (samples up to %d×%d)",
			none, tried.states, system, tried.side, tried.side)
		return set
	}
	out := *last
	out.Name, out.Value, out.Refuted = set.Name, set.Value, tried.refuted
	if !out.Proved {
		out.Statement = fmt.Sprintf("no candidate for %s was proved in %s (samples up to %d×%d, automata of at most %d states; %d refuted): %s",
			what, system, tried.side, tried.side, tried.states, tried.refuted, last.Statement)
	}
	return out
}

// nextBox is the number of digits of the next box after a candidate was
// refuted in a box of n digits: one more, or enough to hold the
// counterexample c; 0 (leave the system) when c lies beyond any box.
func nextBox(c *Counterexample, d *digits, n int) int {
	next := n + 1
	if c != nil {
		m := c.Position[0]
		if c.Position[1].Cmp(m) > 0 {
			m = c.Position[1]
		}
		if !m.IsInt64() || m.Int64() >= 1<<40 {
			return 0
		}
		next = max(next, d.length(m.Int64()))
	}
	return next
}

// valueSetEvals returns the definitions and evals checking the set named
// set as the positions of value k, given the sets named lower: disjoint
// from them (k > 0), stable, absorbing among the positions outside them.
func (p *problem) valueSetEvals(sys string, set string, lower []string) (string, []string) {
	q := "?" + sys + " "
	V, M := "$"+set, "$"+p.pred("move")
	var b strings.Builder
	var evals []string
	outside := "~" + V + "(a,b)"
	if len(lower) > 0 {
		var in []string
		for _, l := range lower {
			in = append(in, "$"+l+"(a,b)")
		}
		below := "(" + strings.Join(in, " | ") + ")"
		fmt.Fprintf(&b, "eval %s_disjoint \"%sA a,b (%s(a,b) => ~%s)\";\n", set, q, V, below)
		evals = append(evals, set+"_disjoint")
		outside += " & ~" + below
	}
	fmt.Fprintf(&b, "eval %s_stable \"%sA a,b,c,d ((%s(a,b) & %s(a,b,c,d)) => ~%s(c,d))\";\n", set, q, V, M, V)
	fmt.Fprintf(&b, "eval %s_absorbing \"%sA a,b ((%s) => (E c,d (%s(a,b,c,d) & %s(c,d))))\";\n", set, q, outside, M, V)
	evals = append(evals, set+"_stable", set+"_absorbing")
	return b.String(), evals
}

// moveDef is the command file's definition of the move relation.
func (p *problem) moveDef(sys string) string {
	return fmt.Sprintf("def %s \"?%s %s\";\n", p.pred("move"), sys, p.move)
}

// checkValueSet decides the conditions for a candidate set of value k, and
// finds the least counterexample when one fails.
func (p *problem) checkValueSet(ctx context.Context, sys string, k int, cand *Automaton, sets map[string]*Automaton, lower []string) (*ValueSet, error) {
	name := p.pred(fmt.Sprintf("v%d", k))
	evalText, evals := p.valueSetEvals(sys, name, lower)
	set, sess, err := p.decide(ctx, sys, name, cand, sets, evalText, evals)
	if err != nil {
		return nil, err
	}
	if set.Proved {
		set.Statement = fmt.Sprintf("the positions of value %d of %s are the pairs (x,y) accepted by the %d-state %s automaton %s: %sno move joins two of them (stable) and every other position%s has a move to one of them (absorbing)",
			k, p.played.Text, set.States, sys, name, disjointText(k), outsideText(k))
		return set, nil
	}
	c, err := p.valueSetCounterexample(ctx, sess, sys, name, lower)
	if err != nil {
		return nil, err
	}
	set.Counterexample = c
	set.Statement = fmt.Sprintf("the candidate %s (%s, %d states) is not the set of value %d: %s", name, sys, set.States, k, c.Text)
	return set, nil
}

func disjointText(k int) string {
	switch k {
	case 0:
		return ""
	case 1:
		return "none is a P-position, "
	}
	return fmt.Sprintf("none has a value below %d, ", k)
}

func outsideText(k int) string {
	switch k {
	case 0:
		return ""
	case 1:
		return " but the P-positions"
	}
	return fmt.Sprintf(" outside the sets of the values below %d", k)
}

// runChecks runs a command file in sess and collects the verdicts of its
// evals: all TRUE, or not.
func runChecks(ctx context.Context, sess *Session, text string, evals []string) ([]Check, bool, error) {
	results, err := sess.Run(ctx, text, nil)
	if err != nil {
		return nil, false, err
	}
	var checks []Check
	proved := true
	for _, r := range results {
		for _, e := range evals {
			if r.Name == e && r.Verdict != nil {
				checks = append(checks, Check{Name: r.Name, Verdict: *r.Verdict})
				proved = proved && *r.Verdict
			}
		}
	}
	if len(checks) != len(evals) {
		return nil, false, errors.New("prove: the command file did not evaluate every check")
	}
	return checks, proved, nil
}

// valueSetCounterexample finds the least position where a candidate set
// breaks a condition.
func (p *problem) valueSetCounterexample(ctx context.Context, sess *Session, sys, set string, lower []string) (*Counterexample, error) {
	q := "?" + sys + " "
	V, M := "$"+set, "$"+p.pred("move")
	below := "a<0" // no lower set: nothing is below
	if len(lower) > 0 {
		var in []string
		for _, l := range lower {
			in = append(in, "$"+l+"(a,b)")
		}
		below = "(" + strings.Join(in, " | ") + ")"
	}
	conditions := []struct{ name, formula, text string }{
		{"disjoint", fmt.Sprintf("%s(a,b) & %s", V, below), "is in the candidate set and in a set of a lower value (not disjoint)"},
		{"stable", fmt.Sprintf("%s(a,b) & (E c,d (%s(a,b,c,d) & %s(c,d)))", V, M, V), "is in the candidate set and has a move into it (not stable)"},
		{"absorbing", fmt.Sprintf("~%s(a,b) & ~%s & ~(E c,d (%s(a,b,c,d) & %s(c,d)))", V, below, M, V), "is in no set of a lower value, not in the candidate set, and has no move into it (not absorbing)"},
	}
	var least *Counterexample
	for i, c := range conditions {
		rs, err := sess.Run(ctx, fmt.Sprintf("eval %s_bad%d \"%s%s\";", set, i, q, c.formula), nil)
		if err != nil {
			return nil, err
		}
		if len(rs) != 1 || len(rs[0].Examples) == 0 {
			continue
		}
		a, b := rs[0].Examples[0][0], rs[0].Examples[0][1]
		if least == nil || lessPosition(a, b, least.Position[0], least.Position[1]) {
			least = &Counterexample{Position: [2]*big.Int{a, b}, Condition: c.name, Text: fmt.Sprintf("(%s,%s) %s", a, b, c.text)}
		}
	}
	if least == nil {
		return nil, errors.New("prove: a check is FALSE but no counterexample was found")
	}
	return least, nil
}

// lessPosition orders positions by their larger number, then
// lexicographically.
func lessPosition(a, b, c, d *big.Int) bool {
	m1, m2 := a, c
	if b.Cmp(a) > 0 {
		m1 = b
	}
	if d.Cmp(c) > 0 {
		m2 = d
	}
	if s := m1.Cmp(m2); s != 0 {
		return s < 0
	}
	if s := a.Cmp(c); s != 0 {
		return s < 0
	}
	return b.Cmp(d) < 0
}

// functionEvals returns the evals checking the relation named fn (tracks
// a, b, z) as the Grundy function: total, functional, stable (no move
// keeps z) and mex (every smaller w is reached by a move).
func (p *problem) functionEvals(sys, fn string) (string, []string) {
	q := "?" + sys + " "
	R, M := "$"+fn, "$"+p.pred("move")
	var b strings.Builder
	fmt.Fprintf(&b, "eval %s_total \"%sA a,b E z %s(a,b,z)\";\n", fn, q, R)
	fmt.Fprintf(&b, "eval %s_functional \"%sA a,b,z,w ((%s(a,b,z) & %s(a,b,w)) => z=w)\";\n", fn, q, R, R)
	fmt.Fprintf(&b, "eval %s_stable \"%sA a,b,c,d,z ((%s(a,b,z) & %s(a,b,c,d)) => ~%s(c,d,z))\";\n", fn, q, R, M, R)
	fmt.Fprintf(&b, "eval %s_mex \"%sA a,b,z,w ((%s(a,b,z) & w<z) => (E c,d (%s(a,b,c,d) & %s(c,d,w))))\";\n", fn, q, R, M, R)
	return b.String(), []string{fn + "_total", fn + "_functional", fn + "_stable", fn + "_mex"}
}

// valueFunction learns and decides the Grundy function as one relation
// (a, b, z) in the one system of opts.
func (p *problem) valueFunction(ctx context.Context, orc *valueOracle, opts GameOptions) (ValueSet, int, error) {
	last, tried, err := p.learnValues(ctx, orc, opts, 3,
		func(t *valueTable, v []int) bool { return t.at(v[0], v[1]) == v[2] },
		func(sys string, cand *Automaton) (*ValueSet, error) { return p.checkFunction(ctx, sys, cand) })
	if err != nil {
		return ValueSet{}, 0, err
	}
	return reported(last, tried, ValueSet{Value: -1, Name: p.pred("g")}, opts.Systems[0],
		"the Grundy function", "the Grundy function (a,b,G(a,b))"), tried.side, nil
}

// decide runs the evals of a candidate named name, in a session holding
// it, the proved sets and the move relation: the candidate with its
// verdicts, and the session for the counterexample.
func (p *problem) decide(ctx context.Context, sys, name string, cand *Automaton, sets map[string]*Automaton, evalText string, evals []string) (*ValueSet, *Session, error) {
	sess := NewSession(Options{MaxStates: p.opts.Limit, Examples: 1})
	for n, a := range sets {
		sess.Define(n, a)
	}
	sess.Define(name, cand)
	checks, proved, err := runChecks(ctx, sess, p.moveDef(sys)+evalText, evals)
	if err != nil {
		return nil, nil, err
	}
	return &ValueSet{Proved: proved, States: cand.DFA.States(), Candidate: cand, Least: examples(cand, 8), Checks: checks}, sess, nil
}

// checkFunction decides the conditions for a candidate Grundy function.
func (p *problem) checkFunction(ctx context.Context, sys string, cand *Automaton) (*ValueSet, error) {
	name := p.pred("g")
	evalText, evals := p.functionEvals(sys, name)
	set, sess, err := p.decide(ctx, sys, name, cand, nil, evalText, evals)
	if err != nil {
		return nil, err
	}
	if set.Proved {
		set.Statement = fmt.Sprintf("the Grundy function of %s is the relation (x,y,z) accepted by the %d-state %s automaton %s: it gives each position one z, no move keeps z, and a move reaches every smaller z (the mex rule)",
			p.played.Text, set.States, sys, name)
		return set, nil
	}
	q := "?" + sys + " "
	R, M := "$"+name, "$"+p.pred("move")
	bad := fmt.Sprintf("~(E z %s(a,b,z)) | (E z,w (%s(a,b,z) & %s(a,b,w) & z!=w)) | (E z,c,d (%s(a,b,z) & %s(a,b,c,d) & %s(c,d,z))) | (E z,w (%s(a,b,z) & w<z & ~(E c,d (%s(a,b,c,d) & %s(c,d,w)))))",
		R, R, R, R, M, R, R, M, R)
	rs, err := sess.Run(ctx, fmt.Sprintf("eval %s_bad \"%s%s\";", name, q, bad), nil)
	if err != nil {
		return nil, err
	}
	if len(rs) != 1 || len(rs[0].Examples) == 0 {
		return nil, errors.New("prove: a check is FALSE but no counterexample was found")
	}
	a, b := rs[0].Examples[0][0], rs[0].Examples[0][1]
	set.Counterexample = &Counterexample{Position: [2]*big.Int{a, b}, Condition: "mex rule",
		Text: fmt.Sprintf("at (%s,%s) the candidate gives no value, two values, or one that breaks the mex rule", a, b)}
	set.Statement = fmt.Sprintf("the candidate %s (%s, %d states) is not the Grundy function: %s", name, sys, set.States, set.Counterexample.Text)
	return set, nil
}

// valuesCommands is the Walnut command file re-checking what a
// ValuesProof proved, with each proved automaton loaded (Name_v0.txt … and
// Name_g.txt in Walnut's Automata Library).
func (p *problem) valuesCommands(sys string, out *ValuesProof) string {
	var b strings.Builder
	b.WriteString(p.moveDef(sys))
	var lower []string
	for _, s := range out.Sets {
		if !s.Proved {
			break
		}
		text, _ := p.valueSetEvals(sys, s.Name, lower)
		b.WriteString(text)
		lower = append(lower, s.Name)
	}
	if out.Function.Proved {
		text, _ := p.functionEvals(sys, out.Function.Name)
		b.WriteString(text)
	}
	return b.String()
}

// valueOracle computes a two-pile game's Grundy values in boxes through
// its engine, keeping the largest box computed.
type valueOracle struct {
	g      game.Game
	eng    *game.Engine
	box    *valueTable
	memory *budget.Meter // the box's bytes, on the account of the context
}

// valueTableBytes is what a box costs a position: its value (int32) and
// the engine's table row entry it is read from (int).
const valueTableBytes = 4 + 8

// A valueTable is the Grundy values of the positions 0 <= x, y < side.
type valueTable struct {
	side   int
	values []int32 // values[x*side+y]
}

func (t *valueTable) at(x, y int) int { return int(t.values[x*t.side+y]) }

// table returns the values in a box of the given side (or larger).
func (o *valueOracle) table(ctx context.Context, side int) (*valueTable, error) {
	if o.box != nil && o.box.side >= side {
		return o.box, nil
	}
	o.box = nil
	o.memory.Close() // the smaller box is let go
	if err := o.memory.Add(int64(side) * int64(side) * valueTableBytes); err != nil {
		return nil, err
	}
	t := &valueTable{side: side, values: make([]int32, side*side)}
	if tv, ok := o.g.(game.TableValuer); ok {
		rows, err := tv.GrundyTable(ctx, side-1)
		if err != nil {
			return nil, err
		}
		for x := range side {
			for y := range side {
				t.values[x*side+y] = int32(rows[x][y])
			}
		}
	} else {
		for x := range side {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			for y := range side {
				g, err := o.eng.Grundy(ctx, game.Position{x, y})
				if err != nil {
					return nil, err
				}
				t.values[x*side+y] = int32(g)
			}
		}
	}
	o.box = t
	return t, nil
}
