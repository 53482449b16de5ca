package prove

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
)

// Write writes a in Walnut's automaton file format (Mousavi 2016): a
// first line naming each track's numeration system ("msd_fib msd_fib"),
// then for each state a blank line, "q o" (the state and its output, 1
// when accepting) and its transitions "d1 d2 -> t", one per letter. The
// start state is 0, the first written. The dead state (rejecting, every
// letter leading back to it) and the transitions into it are left out, as
// Walnut does: a missing transition rejects. An automaton without tracks
// is written "true" or "false".
func Write(w io.Writer, a *Automaton) error {
	bw := bufio.NewWriter(w)
	d := a.DFA.Minimize()
	if d.Tracks() == 0 {
		fmt.Fprintln(bw, map[bool]string{true: "true", false: "false"}[d.Accepts(nil)])
		return bw.Flush()
	}
	names := make([]string, len(a.Systems))
	for i, s := range a.Systems {
		names[i] = s.Name()
	}
	fmt.Fprintln(bw, strings.Join(names, " "))
	dead := -1
	for q := range d.States() {
		if !d.Accepting(q) && q != 0 {
			loops := true
			for l := range d.AlphabetSize() {
				loops = loops && d.Next(q, l) == q
			}
			if loops {
				dead = q
			}
		}
	}
	id := func(q int) int {
		if dead >= 0 && q > dead {
			return q - 1
		}
		return q
	}
	for q := range d.States() {
		if q == dead {
			continue
		}
		fmt.Fprintf(bw, "\n%d %d\n", id(q), map[bool]int{true: 1, false: 0}[d.Accepting(q)])
		for l := range d.AlphabetSize() {
			t := d.Next(q, l)
			if t == dead {
				continue
			}
			for i, digit := range d.Digits(l) {
				fmt.Fprintf(bw, "%d ", automata.DigitValue(a.Systems[i], digit))
			}
			fmt.Fprintf(bw, "-> %d\n", id(t))
		}
	}
	return bw.Flush()
}

// Read reads an automaton in Walnut's file format: comments (#) and
// blank lines anywhere; "true" or "false"; or a line of numeration
// systems (msd_k, lsd_k, msd_neg_k, msd_fib, msd_ost_…, a custom base, or
// an alphabet given as a set: {0, 1}, {-1, 0, 1}), then states "q o" (the
// first declared is the start; o = 1 accepting, 0 not) each followed by
// its transitions "d1 … dk -> t1 [t2 …]" (digits are the integers the
// tracks read; * stands for every digit; several targets make a
// nondeterministic automaton, determinized here). Missing transitions
// reject. As in Walnut, the automaton accepts the words the file accepts
// (no leading zeros are added), those whose tracks are valid in their
// systems. Errors are *Error with the line. A word automaton (outputs
// other than 0 and 1) is read by ReadWord.
func Read(ctx context.Context, r io.Reader, maxStates int) (*Automaton, error) {
	f, err := readFile(ctx, r, maxStates)
	if err != nil {
		return nil, err
	}
	if f.constant != nil {
		return f.constant, nil
	}
	for q, o := range f.outputs {
		if o != 0 && o != 1 {
			return nil, &Error{Line: f.lines[q], Col: 1, Msg: fmt.Sprintf("state %d has output %d: a word automaton (outputs other than 0 and 1), not a predicate", f.names[q], o)}
		}
		f.a.accept[q] = o == 1
	}
	return f.relation(ctx, f.a, maxStates)
}

// relation determinizes a, one of the automata of f, and makes it a
// relation of f's systems: padded with leading zeros (for msd systems)
// and within the valid tuples.
func (f *automatonFile) relation(ctx context.Context, a *nfa, maxStates int) (*Automaton, error) {
	d, err := a.determinize(ctx, maxStates)
	if err != nil {
		return nil, err
	}
	if d, err = relation(ctx, d, f.systems, maxStates); err != nil {
		return nil, err
	}
	return &Automaton{Systems: f.systems, DFA: d}, nil
}

// An automatonFile is an automaton file read: its systems and its states
// with their outputs.
type automatonFile struct {
	constant *Automaton // a "true" or "false" file
	systems  []automata.Numeration
	lsd      bool // some system reads lsd first
	a        *nfa
	outputs  []int // of each state
	names    []int // each state's number in the file
	lines    []int // each state's line
}

// A Word is a word automaton (Walnut's automata with outputs, as the
// Thue–Morse word T): for each output the relation of the tuples on
// which it is output.
type Word struct {
	Systems []automata.Numeration
	Outputs []int        // the distinct outputs, increasing
	Parts   []*Automaton // Parts[i]: the tuples whose output is Outputs[i]
}

// ReadWord reads a word automaton in Walnut's format (Read's, with any
// integers as outputs).
func ReadWord(ctx context.Context, r io.Reader, maxStates int) (*Word, error) {
	f, err := readFile(ctx, r, maxStates)
	if err != nil {
		return nil, err
	}
	if f.constant != nil {
		return nil, &Error{Line: 1, Col: 1, Msg: "a word automaton needs a track"}
	}
	w := &Word{Systems: f.systems}
	for _, o := range f.outputs {
		if _, ok := slices.BinarySearch(w.Outputs, o); !ok {
			w.Outputs = append(w.Outputs, o)
			slices.Sort(w.Outputs)
		}
	}
	for _, o := range w.Outputs {
		part := *f.a
		part.accept = make([]bool, len(f.a.accept))
		for q, out := range f.outputs {
			part.accept[q] = out == o
		}
		a, err := f.relation(ctx, &part, maxStates)
		if err != nil {
			return nil, err
		}
		w.Parts = append(w.Parts, a)
	}
	return w, nil
}

func readFile(ctx context.Context, r io.Reader, maxStates int) (*automatonFile, error) {
	file := &automatonFile{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), MaxLine)
	memory := budget.NewMeter(ctx) // the automaton read, drawn from ctx's account
	defer memory.Close()
	lineNo := 0
	fail := func(format string, args ...any) error {
		return &Error{Line: lineNo, Col: 1, Msg: fmt.Sprintf(format, args...)}
	}
	var systems []automata.Numeration
	var bases []int
	a := (*nfa)(nil)
	ids := map[int]int32{}     // Walnut's state numbers to ours
	declared := map[int]bool{} // states with a "q o" line
	// stateOf numbers Walnut's state q (the first named is our start, 0),
	// within the state limit and the memory account
	stateOf := func(q int) (int32, error) {
		if id, ok := ids[q]; ok {
			return id, nil
		}
		if maxStates > 0 && len(ids) >= maxStates {
			return 0, fail("the automaton has more than %d states, the state limit (--max-states)", maxStates)
		}
		if err := memory.Add(96); err != nil { // the state's lists and index entries
			return 0, err
		}
		id := a.state()
		ids[q] = id
		return id, nil
	}
	current := int32(-1)
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if a == nil {
			if len(fields) == 1 && (fields[0] == "true" || fields[0] == "false") {
				d := automata.Universal(nil)
				if fields[0] == "false" {
					d = automata.Empty(nil)
				}
				file.constant = &Automaton{DFA: d}
				return file, nil
			}
			for _, f := range systemTokens(line) {
				s, err := numeration(f)
				if err != nil {
					return nil, fail("%v", err)
				}
				systems = append(systems, s)
				bases = append(bases, s.Base())
				if _, lsd := automata.MSD(s); lsd {
					file.lsd = true
				}
			}
			if _, err := automata.AlphabetSize(bases); err != nil {
				return nil, fail("%s", strings.TrimPrefix(err.Error(), "automata: "))
			}
			a = newNFA(bases)
			continue
		}
		arrow := -1
		for i, f := range fields {
			if f == "->" {
				arrow = i
			}
		}
		if arrow < 0 {
			if len(fields) != 2 {
				return nil, fail("want a state \"q o\" or a transition \"d1 … dk -> q\"")
			}
			q, err1 := strconv.Atoi(fields[0])
			o, err2 := strconv.Atoi(fields[1])
			if err1 != nil || err2 != nil || q < 0 {
				return nil, fail("want a state \"q o\" with numbers q >= 0 and o")
			}
			if declared[q] {
				return nil, fail("state %d is declared twice", q)
			}
			declared[q] = true
			id, err := stateOf(q)
			if err != nil {
				return nil, err
			}
			current = id
			for len(file.outputs) <= int(id) {
				file.outputs = append(file.outputs, 0)
				file.names = append(file.names, 0)
				file.lines = append(file.lines, 0)
			}
			file.outputs[id], file.names[id], file.lines[id] = o, q, lineNo
			continue
		}
		if current < 0 {
			return nil, fail("a transition before any state")
		}
		if arrow != len(bases) || arrow == len(fields)-1 {
			return nil, fail("a transition reads %d digits (one per track) and names its targets after ->", len(bases))
		}
		choices := []int{0} // the letters the digits stand for
		for i, f := range fields[:arrow] {
			var digits []int
			if f == "*" {
				for d := range bases[i] {
					digits = append(digits, d)
				}
			} else {
				v, err := strconv.Atoi(f)
				d, ok := automata.DigitOf(systems[i], v)
				if err != nil || !ok {
					return nil, fail("digit %q is out of range for track %d (%s)", f, i+1, systems[i].Name())
				}
				digits = []int{d}
			}
			next := make([]int, 0, len(choices)*len(digits))
			for _, c := range choices {
				for _, d := range digits {
					next = append(next, c*bases[i]+d)
				}
			}
			choices = next
		}
		if err := memory.Add(8 * int64(len(choices)) * int64(len(fields)-arrow-1)); err != nil {
			return nil, err
		}
		for _, f := range fields[arrow+1:] {
			t, err := strconv.Atoi(f)
			if err != nil || t < 0 || t > math.MaxInt32 {
				return nil, fail("target %q is not a state", f)
			}
			target, err := stateOf(t)
			if err != nil {
				return nil, err
			}
			for _, c := range choices {
				a.moves[current] = append(a.moves[current], move{int32(c), target})
			}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &Error{Line: lineNo + 1, Col: 1, Msg: fmt.Sprintf("the line is longer than %s: not an automaton file", budget.Bytes(MaxLine))}
		}
		return nil, err
	}
	if a == nil || len(ids) == 0 {
		return nil, &Error{Line: lineNo, Col: 1, Msg: "no automaton: want a line of numeration systems and states"}
	}
	for q := range ids {
		if !declared[q] {
			return nil, &Error{Line: lineNo, Col: 1, Msg: fmt.Sprintf("state %d is a target but never declared", q)}
		}
	}
	for len(file.outputs) < len(a.accept) { // targets declared later have their lines
		file.outputs = append(file.outputs, 0)
		file.names = append(file.names, 0)
		file.lines = append(file.lines, 0)
	}
	file.systems, file.a = systems, a
	return file, nil
}

// systemTokens splits a line of numeration systems, an alphabet given as
// a set ({0, 1}, spaces inside) being one.
func systemTokens(line string) []string {
	var out []string
	for i := 0; i < len(line); {
		switch c := line[i]; {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '{':
			j := strings.IndexByte(line[i:], '}')
			if j < 0 {
				return append(out, line[i:])
			}
			out = append(out, line[i:i+j+1])
			i += j + 1
		default:
			j := i
			for j < len(line) && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' && line[j] != '{' {
				j++
			}
			out = append(out, line[i:j])
			i = j
		}
	}
	return out
}
