package prove

import (
	"context"
	"fmt"
	"slices"
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
//	reverse NAME $A        the words of A reversed
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
		name, dollar := strings.CutPrefix(arg, "$")
		if st.Kind == "reverse" && !dollar {
			return nil, fail("%s names a word automaton: reversing word automata is not supported (write $%s for an automaton)", arg, arg)
		}
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
