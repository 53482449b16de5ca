package prove

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
)

// Bounds on what a text of statements may ask, checked before anything is
// built: a statement that passes one is an *Error at its line, as a
// syntax error is.
const (
	// MaxText is the longest text Parse reads: 4 MiB. Walnut's command
	// files are a few kilobytes; the bound keeps the tokens and the tree
	// of a text within a few hundred megabytes.
	MaxText = 4 << 20
	// MaxDepth is the deepest a formula or a regular expression may nest
	// (parentheses, operators chained, quantifiers): the evaluator recurses
	// once a level.
	MaxDepth = 10000
	// MaxLine is the longest line Read takes in an automaton file.
	MaxLine = 1 << 20
)

// checkText refuses a text longer than MaxText.
func checkText(text string) error {
	if len(text) > MaxText {
		return &Error{Line: 1, Col: 1, Msg: fmt.Sprintf("the text is %s long; statements are read up to %s", budget.Bytes(int64(len(text))), budget.Bytes(MaxText))}
	}
	return nil
}

// checkAlphabet refuses tracks of these bases whose alphabet passes
// automata.MaxLetters, at offset off of src, saying what makes the tracks.
func checkAlphabet(src source, off int, what string, bases []int) error {
	if _, err := automata.AlphabetSize(bases); err != nil {
		return src.errorAt(off, "%s: %s", what, strings.TrimPrefix(err.Error(), "automata: "))
	}
	return nil
}

// width bounds the number of tracks of the widest relation the evaluator
// builds for n: a comparison or a call relates its named variables and
// one fresh variable for each compound term (three at an arithmetic
// node, five at a division, while its operands are joined); a Boolean
// operator relates the free variables of both sides; a quantifier those
// of its body. It returns the bound and n's free variables.
func width(n *node) (int, []string) {
	switch n.kind {
	case nodeNot, nodeRev:
		return width(n.kids[0])
	case nodeBool:
		wl, fl := width(n.kids[0])
		wr, fr := width(n.kids[1])
		free := union(fl, fr)
		return max(wl, wr, len(free)), free
	case nodeQuant:
		w, free := width(n.kids[0])
		return w, slices.DeleteFunc(slices.Clone(free), func(v string) bool { return slices.Contains(n.vars, v) })
	case nodeCmp:
		return termWidth(n, 2)
	case nodeCall:
		fresh := 0
		for _, k := range n.kids {
			if k.kind != nodeVar {
				fresh++
			}
		}
		return termWidth(n, fresh)
	}
	return termWidth(n, 0)
}

// termWidth is width for a comparison, a call or a term: the widest of
// its compound terms, and its named variables with extra fresh ones.
func termWidth(n *node, extra int) (int, []string) {
	w, named := 0, []string(nil)
	for _, k := range n.kids {
		wk, vk := arithWidth(k)
		w, named = max(w, wk), union(named, vk)
	}
	if n.kind == nodeVar {
		named = []string{n.name}
	}
	return max(w, len(named)+extra), named
}

// arithWidth returns the widest relation the term t builds and its
// variables.
func arithWidth(t *node) (int, []string) {
	if !t.isTerm() { // a formula as an argument
		return width(t)
	}
	switch t.kind {
	case nodeVar:
		return 1, []string{t.name}
	case nodeArith:
		wl, vl := arithWidth(t.kids[0])
		wr, vr := arithWidth(t.kids[1])
		vars := union(vl, vr)
		fresh := 3
		if t.op == "/" {
			fresh = 5
		}
		return max(wl, wr, len(vars)+fresh), vars
	case nodeNeg:
		w, vars := arithWidth(t.kids[0])
		return max(w, len(vars)+3), vars
	case nodeWord:
		w, vars := 1, []string(nil)
		for _, k := range t.kids {
			wk, vk := arithWidth(k)
			w, vars = max(w, wk), union(vars, vk)
		}
		return max(w, len(vars)+len(t.kids)+1), vars
	}
	return 1, nil
}

// union returns the sorted union of two sorted lists of distinct names
// (a merge: a chain of n operators costs O(n²) at worst, within MaxDepth).
func union(a, b []string) []string {
	out := make([]string, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			out = append(out, a[i])
			i++
		case a[i] > b[j]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i, j = i+1, j+1
		}
	}
	return append(append(out, a[i:]...), b[j:]...)
}

// checkWidth refuses a formula whose widest relation passes the alphabet
// limit in its system.
func checkWidth(src source, st *Statement) error {
	w, _ := width(st.formula)
	sys, err := numeration(st.system)
	if err != nil {
		return err
	}
	base := sys.Base()
	var widest func(n *node)
	widest = func(n *node) { // the largest base of the systems the formula names
		if n.sys != "" {
			if s, err := numeration(n.sys); err == nil {
				base = max(base, s.Base())
			}
		}
		for _, k := range n.kids {
			widest(k)
		}
	}
	widest(st.formula)
	bases := slices.Repeat([]int{base}, w)
	return checkAlphabet(src, st.textOff, fmt.Sprintf("%s %s relates up to %d variables at once", st.Kind, st.Name, w), bases)
}

// A meter is what one statement's evaluation holds, drawn from the memory
// account of its context (package budget): the automata it keeps, and
// for the length of one operation what that operation works in. The
// operations that grow an automaton state by state (products,
// projections, determinizations) draw on the same account themselves.
type meter struct {
	account *budget.Account
	kept    *budget.Meter
}

// reserve takes n bytes for the length of one operation; release gives
// them back.
func (m *meter) reserve(n int64) (release func(), err error) {
	if m.account == nil || n <= 0 {
		return func() {}, nil
	}
	if err := m.account.Reserve(n); err != nil {
		return nil, err
	}
	return func() { m.account.Release(n) }, nil
}

// keep counts d among the automata the statement holds.
func (m *meter) keep(d *automata.DFA) error { return m.kept.Add(d.Bytes()) }

// minimize is d.Minimize with its working memory (the inverse transition
// lists, about twice d's table, and the result) reserved.
func (m *meter) minimize(d *automata.DFA) (*automata.DFA, error) {
	release, err := m.reserve(3 * d.Bytes())
	if err != nil {
		return nil, err
	}
	defer release()
	return d.Minimize(), nil
}

// reindex is d.Reindex with the new table and its reachable copy
// reserved; the alphabet is checked first.
func (m *meter) reindex(d *automata.DFA, bases, mapping []int) (*automata.DFA, error) {
	size, err := automata.AlphabetSize(bases)
	if err != nil {
		return nil, err
	}
	release, err := m.reserve(2*automata.TableBytes(d.States(), size) + 4*int64(size))
	if err != nil {
		return nil, err
	}
	defer release()
	return d.Reindex(bases, mapping)
}
