package prove

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/automata"
)

// Walnut's commands on named automata (Mousavi 2016; Walnut's manual):
// each makes a new automaton NAME from automata of the session or of the
// library's Automata Library ($X or X), on their words:
//
//	union NAME A B …       the words of any
//	intersect NAME A B …   the words of all
//	concat NAME A B …      a word of A, then of B, …
//	star NAME A            any number of words of A
//	reverse NAME $A        the words of A reversed (reverse NAME W: a word automaton's)
//	fixleadzero NAME A     w when 0…0w is a word of A
//	fixtrailzero NAME A    w when w0…0 is a word of A
var automatonCommands = map[string]int{ // the least number of automata each takes
	"union": 1, "intersect": 1, "concat": 2, "star": 1, "reverse": 1, "fixleadzero": 1, "fixtrailzero": 1,
}

// automatonCommand runs one of automatonCommands.
func (s *Session) automatonCommand(ctx context.Context, src source, st Statement) (*Automaton, error) {
	line, col := src.position(st.Offset)
	fail := func(format string, args ...any) error {
		return &Error{Line: line, Col: col, Msg: fmt.Sprintf(st.Kind+" "+st.Name+": "+format, args...)}
	}
	if len(st.Args) < automatonCommands[st.Kind] || (st.Kind == "star" || strings.HasPrefix(st.Kind, "fix") || st.Kind == "reverse") && len(st.Args) != 1 {
		return nil, fail("wants %d automata or more", automatonCommands[st.Kind])
	}
	var in []*Automaton
	for _, arg := range st.Args {
		name := strings.TrimPrefix(arg, "$") // reverse W (a word automaton) is wordCommand's
		a, err := s.def(ctx, name)
		if err != nil {
			return nil, fail("%v", err)
		}
		if a == nil {
			return nil, fail("no automaton %s (defined above, or in the library's Automata Library)", name)
		}
		if len(in) > 0 && !slices.Equal(a.DFA.Bases(), in[0].DFA.Bases()) {
			return nil, fail("%s and %s read different alphabets", st.Args[0], arg)
		}
		in = append(in, a)
	}
	first := in[0]
	out := &Automaton{Systems: first.Systems, Vars: first.Vars}
	max := s.opts.MaxStates
	var err error
	switch st.Kind {
	case "union", "intersect":
		d := first.DFA
		for _, a := range in[1:] {
			op := func(x, y bool) bool { return x || y }
			if st.Kind == "intersect" {
				op = and
			}
			if d, err = automata.Combine(ctx, d, a.DFA, op, max); err != nil {
				return nil, err
			}
			d = d.Minimize()
		}
		out.DFA = d
	case "reverse":
		out.DFA, err = automata.Reverse(ctx, first.DFA, max)
	case "concat", "star", "fixleadzero":
		var a *nfa
		switch st.Kind {
		case "concat":
			a = toNFA(first.DFA, 0)
			for _, b := range in[1:] {
				a = concatNFA(a, b.DFA)
			}
		case "star":
			a = starNFA(first.DFA)
		default:
			a = leadingZerosNFA(first.DFA)
		}
		var d *automata.DFA
		if d, err = a.determinize(ctx, max); err == nil {
			out.DFA = d.Minimize()
		}
	case "fixtrailzero":
		out.DFA, err = trailingZeros(first.DFA)
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}

// toNFA copies d's states into an nfa after offset others.
func toNFA(d *automata.DFA, _ int) *nfa {
	a := newNFA(d.Bases())
	appendDFA(a, d)
	return a
}

// appendDFA adds d's states to a, returning the number of d's start.
func appendDFA(a *nfa, d *automata.DFA) int32 {
	base := int32(len(a.accept))
	for q := range d.States() {
		id := a.state()
		a.accept[id] = d.Accepting(q)
		for l := range d.AlphabetSize() {
			a.moves[id] = append(a.moves[id], move{int32(l), base + int32(d.Next(q, l))})
		}
	}
	return base
}

// concatNFA returns the words of a followed by those of d.
func concatNFA(a *nfa, d *automata.DFA) *nfa {
	var finals []int32
	for q, acc := range a.accept {
		if acc {
			finals = append(finals, int32(q))
			a.accept[q] = false
		}
	}
	start := appendDFA(a, d)
	for _, q := range finals {
		a.eps[q] = append(a.eps[q], start)
	}
	return a
}

// starNFA returns any number of words of d.
func starNFA(d *automata.DFA) *nfa {
	a := newNFA(d.Bases())
	s := a.state()
	a.accept[s] = true
	start := appendDFA(a, d)
	a.eps[s] = append(a.eps[s], start)
	for q := range a.accept {
		if a.accept[q] && int32(q) != s {
			a.eps[q] = append(a.eps[q], s)
		}
	}
	return a
}

// leadingZerosNFA returns the words w with 0…0w a word of d: a new start
// moves by ε to every state d reaches on zero letters.
func leadingZerosNFA(d *automata.DFA) *nfa {
	a := newNFA(d.Bases())
	s := a.state()
	start := appendDFA(a, d)
	seen := map[int]bool{0: true}
	queue := []int{0}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		a.eps[s] = append(a.eps[s], start+int32(q))
		if t := d.Next(q, 0); !seen[t] {
			seen[t] = true
			queue = append(queue, t)
		}
	}
	return a
}

// trailingZeros returns the words w with w0…0 a word of d.
func trailingZeros(d *automata.DFA) (*automata.DFA, error) {
	next := make([][]int, d.States())
	accept := make([]bool, d.States())
	for q := range d.States() {
		next[q] = make([]int, d.AlphabetSize())
		for l := range d.AlphabetSize() {
			next[q][l] = d.Next(q, l)
		}
		for p, seen := q, map[int]bool{}; !seen[p]; p = d.Next(p, 0) {
			seen[p] = true
			accept[q] = accept[q] || d.Accepting(p)
		}
	}
	r, err := automata.New(d.Bases(), next, accept)
	if err != nil {
		return nil, err
	}
	return r.Minimize(), nil
}

// WriteWord writes a word automaton in Walnut's format: the product of
// its parts, each state's output the one of the part that accepts there
// (0 where none does), the states where no part can accept left out.
func WriteWord(w io.Writer, word *Word) error {
	bw := bufio.NewWriter(w)
	names := make([]string, len(word.Systems))
	for i, s := range word.Systems {
		names[i] = s.Name()
	}
	fmt.Fprintln(bw, strings.Join(names, " "))
	live := make([][]bool, len(word.Parts))
	for i, p := range word.Parts {
		live[i] = liveStates(p.DFA)
	}
	d0 := word.Parts[0].DFA
	key := func(t []int) string { return fmt.Sprint(t) }
	start := make([]int, len(word.Parts))
	index := map[string]int{key(start): 0}
	order := [][]int{start}
	isLive := func(t []int) bool {
		for i, q := range t {
			if live[i][q] {
				return true
			}
		}
		return false
	}
	for head := 0; head < len(order); head++ {
		t := order[head]
		out := 0
		for i, q := range t {
			if word.Parts[i].DFA.Accepting(q) {
				out = word.Outputs[i]
			}
		}
		fmt.Fprintf(bw, "\n%d %d\n", head, out)
		for l := range d0.AlphabetSize() {
			next := make([]int, len(t))
			for i, q := range t {
				next[i] = word.Parts[i].DFA.Next(q, l)
			}
			if !isLive(next) {
				continue
			}
			id, ok := index[key(next)]
			if !ok {
				id = len(order)
				index[key(next)] = id
				order = append(order, next)
			}
			for i, digit := range d0.Digits(l) {
				fmt.Fprintf(bw, "%d ", automata.DigitValue(word.Systems[i], digit))
			}
			fmt.Fprintf(bw, "-> %d\n", id)
		}
	}
	return bw.Flush()
}

// wordCommand runs reverse, minimize or alphabet on a word automaton (a
// name without $), or alphabet on an automaton ($A).
func (s *Session) wordCommand(ctx context.Context, src source, st Statement) (*Automaton, *Word, error) {
	line, col := src.position(st.Offset)
	fail := func(format string, args ...any) error {
		return &Error{Line: line, Col: col, Msg: fmt.Sprintf(st.Kind+" "+st.Name+": "+format, args...)}
	}
	args := st.Args
	var systems []automata.Numeration
	if st.Kind == "alphabet" {
		for len(args) > 1 {
			sys, err := numeration(args[0])
			if err != nil {
				return nil, nil, fail("%v", err)
			}
			systems = append(systems, sys)
			args = args[1:]
		}
	}
	if len(args) != 1 {
		return nil, nil, fail("wants one automaton")
	}
	name, dollar := strings.CutPrefix(args[0], "$")
	relabel := func(a *Automaton) (*Automaton, error) {
		if len(systems) == 1 && len(a.Systems) > 1 {
			systems = automata.Systems(systems[0], len(a.Systems))
		}
		if len(systems) != len(a.Systems) {
			return nil, fail("%d systems for %d tracks", len(systems), len(a.Systems))
		}
		d, err := relabelled(ctx, a, systems, s.opts.MaxStates)
		return &Automaton{Systems: systems, Vars: a.Vars, DFA: d}, err
	}
	if dollar {
		if st.Kind != "alphabet" {
			return nil, nil, fail("%s is an automaton; %s takes a word automaton", args[0], st.Kind)
		}
		a, err := s.def(ctx, name)
		if err != nil || a == nil {
			return nil, nil, fail("no automaton %s (%v)", name, err)
		}
		r, err := relabel(a)
		return r, nil, err
	}
	w, err := s.word(ctx, name)
	if err != nil || w == nil {
		return nil, nil, fail("no word automaton %s (%v)", name, err)
	}
	out := &Word{Systems: w.Systems, Outputs: w.Outputs}
	for _, p := range w.Parts {
		var q *Automaton
		switch st.Kind {
		case "minimize":
			q = p
		case "reverse":
			d, err := automata.Reverse(ctx, p.DFA, s.opts.MaxStates)
			if err != nil {
				return nil, nil, err
			}
			flipped := make([]automata.Numeration, len(p.Systems))
			for i, sys := range p.Systems {
				if msd, lsd := automata.MSD(sys); lsd {
					flipped[i] = msd
				} else {
					flipped[i] = automata.LSD(sys)
				}
			}
			q = &Automaton{Systems: flipped, DFA: d}
		default:
			if q, err = relabel(p); err != nil {
				return nil, nil, err
			}
		}
		out.Parts = append(out.Parts, q)
		out.Systems = q.Systems
	}
	return nil, out, nil
}

// relabelled reads a's words in other systems, as Walnut's alphabet does:
// a letter whose digits stand for integers a's tracks read keeps its
// move, the others lead nowhere, and the tracks must be valid in the new
// systems.
func relabelled(ctx context.Context, a *Automaton, systems []automata.Numeration, maxStates int) (*automata.DFA, error) {
	bases := make([]int, len(systems))
	for i, sys := range systems {
		bases[i] = sys.Base()
	}
	size, err := automata.AlphabetSize(bases)
	if err != nil {
		return nil, err
	}
	d := a.DFA
	dead := d.States()
	next := make([][]int, d.States()+1)
	accept := make([]bool, d.States()+1)
	letters := make([]int, size) // the old letter of each new one, or -1
	probe := make([]int, len(bases))
	for l := range size {
		rest, old := l, make([]int, len(bases))
		for i := len(bases) - 1; i >= 0; i-- {
			probe[i] = rest % bases[i]
			rest /= bases[i]
		}
		letters[l] = -1
		ok := true
		for i, digit := range probe {
			o, in := automata.DigitOf(a.Systems[i], automata.DigitValue(systems[i], digit))
			ok = ok && in
			old[i] = o
		}
		if ok {
			letters[l] = d.Letter(old...)
		}
	}
	for q := range next {
		next[q] = make([]int, size)
		for l := range size {
			next[q][l] = dead
			if q < dead && letters[l] >= 0 {
				next[q][l] = d.Next(q, letters[l])
			}
		}
		accept[q] = q < dead && d.Accepting(q)
	}
	r, err := automata.New(bases, next, accept)
	if err != nil {
		return nil, err
	}
	return relation(ctx, r.Minimize(), systems, maxStates)
}

// combine makes Walnut's word automaton of automata A1=o1 A2=o2 …: at a
// word, the output of the last automaton accepting it (oi = i when not
// given), 0 where none does.
func (s *Session) combine(ctx context.Context, src source, st Statement) (*Word, error) {
	line, col := src.position(st.Offset)
	fail := func(format string, args ...any) error {
		return &Error{Line: line, Col: col, Msg: fmt.Sprintf("combine "+st.Name+": "+format, args...)}
	}
	if len(st.Args) == 0 {
		return nil, fail("wants at least one automaton")
	}
	var in []*Automaton
	var outputs []int
	for i, arg := range st.Args {
		name, out, hasOut := strings.Cut(strings.TrimPrefix(arg, "$"), "=")
		o := i + 1
		if hasOut {
			v, err := strconv.Atoi(out)
			if err != nil {
				return nil, fail("output %q is not an integer", out)
			}
			o = v
		}
		a, err := s.def(ctx, name)
		if err != nil || a == nil {
			return nil, fail("no automaton %s (%v)", name, err)
		}
		if len(in) > 0 && !slices.Equal(a.DFA.Bases(), in[0].DFA.Bases()) {
			return nil, fail("%s and %s read different alphabets", st.Args[0], arg)
		}
		in = append(in, a)
		outputs = append(outputs, o)
	}
	max := s.opts.MaxStates
	or := func(x, y bool) bool { return x || y }
	parts := map[int]*automata.DFA{}
	taken := automata.Empty(in[0].DFA.Bases()) // the words a later automaton accepts
	for i := len(in) - 1; i >= 0; i-- {
		mine, err := automata.Combine(ctx, in[i].DFA, taken, func(x, y bool) bool { return x && !y }, max)
		if err != nil {
			return nil, err
		}
		if p, ok := parts[outputs[i]]; ok {
			if mine, err = automata.Combine(ctx, p, mine, or, max); err != nil {
				return nil, err
			}
		}
		parts[outputs[i]] = mine.Minimize()
		if taken, err = automata.Combine(ctx, taken, in[i].DFA, or, max); err != nil {
			return nil, err
		}
		taken = taken.Minimize()
	}
	none, err := automata.Combine(ctx, automata.ValidTuples(in[0].Systems...), taken, func(x, y bool) bool { return x && !y }, max)
	if err != nil {
		return nil, err
	}
	if p, ok := parts[0]; ok {
		if none, err = automata.Combine(ctx, p, none, or, max); err != nil {
			return nil, err
		}
	}
	parts[0] = none.Minimize()
	w := &Word{Systems: in[0].Systems}
	for _, o := range slices.Sorted(maps.Keys(parts)) {
		w.Outputs = append(w.Outputs, o)
		w.Parts = append(w.Parts, &Automaton{Systems: in[0].Systems, DFA: parts[o]})
	}
	return w, nil
}
