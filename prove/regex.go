package prove

import (
	"context"
	"encoding/binary"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
)

// A regex is a regular expression over tuples of digits: a letter, a
// concatenation, an alternation or a repetition.
type regex struct {
	op     byte // 'l' letter, '.' concatenation, '|' alternation, '*', '+', '?'
	digits []int
	pos    int
	kids   []*regex
}

// parseRegex parses reg's expression for a relation of the given number of
// tracks: a letter is a digit (one track) or [d1,…,dk]; | alternation,
// juxtaposition concatenation, * + ? repetition, parentheses; an empty
// alternative is the empty word.
func parseRegex(src source, text string, base, tracks int) (*regex, error) {
	p := &regexParser{src: src, text: text, base: base, tracks: tracks}
	r, err := p.alternation()
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i < len(text) {
		return nil, src.errorAt(base+p.i, "unexpected %q in the regular expression", text[p.i:p.i+1])
	}
	return r, nil
}

type regexParser struct {
	src    source
	text   string
	base   int
	tracks int
	i      int
	depth  int // parentheses open
}

func (p *regexParser) space() {
	for p.i < len(p.text) && (p.text[p.i] == ' ' || p.text[p.i] == '\t') {
		p.i++
	}
}

func (p *regexParser) alternation() (*regex, error) {
	first, err := p.concatenation()
	if err != nil {
		return nil, err
	}
	alts := []*regex{first}
	for p.space(); p.i < len(p.text) && p.text[p.i] == '|'; p.space() {
		p.i++
		next, err := p.concatenation()
		if err != nil {
			return nil, err
		}
		alts = append(alts, next)
	}
	if len(alts) == 1 {
		return first, nil
	}
	return &regex{op: '|', kids: alts}, nil
}

func (p *regexParser) concatenation() (*regex, error) {
	r := &regex{op: '.'}
	for {
		p.space()
		if p.i >= len(p.text) || p.text[p.i] == '|' || p.text[p.i] == ')' {
			return r, nil
		}
		atom, err := p.atom()
		if err != nil {
			return nil, err
		}
		for p.space(); p.i < len(p.text) && strings.IndexByte("*+?", p.text[p.i]) >= 0; p.space() {
			atom = repeat(atom, p.text[p.i])
			p.i++
		}
		r.kids = append(r.kids, atom)
	}
}

// repeat returns r*, r+ or r?, folding a repetition of a repetition into
// one (r** is r*, r+? is r*, …), so that a run of them does not nest.
func repeat(r *regex, op byte) *regex {
	if r.op == '*' || r.op == '+' || r.op == '?' {
		if r.op == op {
			return r
		}
		return &regex{op: '*', kids: r.kids}
	}
	return &regex{op: op, kids: []*regex{r}}
}

func (p *regexParser) atom() (*regex, error) {
	start := p.i
	c := p.text[p.i]
	switch {
	case c == '(':
		if p.depth++; p.depth > MaxDepth {
			return nil, p.src.errorAt(p.base+start, "the regular expression nests deeper than %d parentheses", MaxDepth)
		}
		defer func() { p.depth-- }()
		p.i++
		inner, err := p.alternation()
		if err != nil {
			return nil, err
		}
		if p.i >= len(p.text) || p.text[p.i] != ')' {
			return nil, p.src.errorAt(p.base+start, "this parenthesis is never closed")
		}
		p.i++
		return inner, nil
	case c >= '0' && c <= '9':
		if p.tracks != 1 {
			return nil, p.src.errorAt(p.base+start, "a relation of %d tracks reads letters [d1,…,d%d]", p.tracks, p.tracks)
		}
		p.i++
		return &regex{op: 'l', digits: []int{int(c - '0')}, pos: p.base + start}, nil
	case c == '[':
		end := strings.IndexByte(p.text[p.i:], ']')
		if end < 0 {
			return nil, p.src.errorAt(p.base+start, "this [ is never closed")
		}
		fields := strings.Split(p.text[p.i+1:p.i+end], ",")
		if len(fields) != p.tracks {
			return nil, p.src.errorAt(p.base+start, "letter %s has %d digits; the relation has %d tracks", p.text[p.i:p.i+end+1], len(fields), p.tracks)
		}
		digits := make([]int, len(fields))
		for i, f := range fields {
			d, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return nil, p.src.errorAt(p.base+start, "letter %s: %q is not a digit", p.text[p.i:p.i+end+1], strings.TrimSpace(f))
			}
			digits[i] = d
		}
		p.i += end + 1
		return &regex{op: 'l', digits: digits, pos: p.base + start}, nil
	}
	return nil, p.src.errorAt(p.base+start, "unexpected %q in the regular expression", p.text[start:start+1])
}

// An nfa has ε-moves and lettered moves; state 0 is the start.
type nfa struct {
	bases   []int
	systems []automata.Numeration // reg's, whose digits its letters name (nil: the digits themselves)
	size    int
	eps     [][]int32
	moves   [][]move
	accept  []bool
}

type move struct{ letter, to int32 }

func newNFA(bases []int) *nfa {
	size := 1
	for _, b := range bases {
		size *= b
	}
	return &nfa{bases: bases, size: size}
}

func (a *nfa) state() int32 {
	a.eps = append(a.eps, nil)
	a.moves = append(a.moves, nil)
	a.accept = append(a.accept, false)
	return int32(len(a.accept) - 1)
}

// letter encodes digits as automata does: track 0 most significant.
func letter(bases, digits []int) int {
	l := 0
	for i, b := range bases {
		l = l*b + digits[i]
	}
	return l
}

// build adds r between states from and to (Thompson's construction) and
// checks its letters' digits against the bases.
func (a *nfa) build(src source, r *regex, from, to int32) error {
	switch r.op {
	case 'l': // as in Walnut, a letter outside the alphabet matches nothing
		digits := make([]int, len(r.digits))
		for i, v := range r.digits {
			d, ok := v, v >= 0 && v < a.bases[i]
			if a.systems != nil {
				d, ok = automata.DigitOf(a.systems[i], v)
			}
			if !ok {
				return nil
			}
			digits[i] = d
		}
		a.moves[from] = append(a.moves[from], move{int32(letter(a.bases, digits)), to})
	case '.':
		cur := from
		for i, k := range r.kids {
			next := to
			if i < len(r.kids)-1 {
				next = a.state()
			}
			if err := a.build(src, k, cur, next); err != nil {
				return err
			}
			cur = next
		}
		if len(r.kids) == 0 {
			a.eps[from] = append(a.eps[from], to)
		}
	case '|':
		for _, k := range r.kids {
			if err := a.build(src, k, from, to); err != nil {
				return err
			}
		}
	case '*', '+', '?':
		in, out := a.state(), a.state()
		a.eps[from] = append(a.eps[from], in)
		a.eps[out] = append(a.eps[out], to)
		if err := a.build(src, r.kids[0], in, out); err != nil {
			return err
		}
		if r.op != '?' {
			a.eps[out] = append(a.eps[out], in)
		}
		if r.op != '+' {
			a.eps[in] = append(a.eps[in], out)
		}
	}
	return nil
}

// determinize is the subset construction, polling ctx and stopped by the
// state limit (maxStates <= 0: none).
func (a *nfa) determinize(ctx context.Context, maxStates int) (*automata.DFA, error) {
	closure := func(set []int32) []int32 {
		seen := map[int32]bool{}
		unique := set[:0]
		for _, q := range set {
			if !seen[q] {
				seen[q] = true
				unique = append(unique, q)
			}
		}
		set = unique
		for head := 0; head < len(set); head++ {
			for _, t := range a.eps[set[head]] {
				if !seen[t] {
					seen[t] = true
					set = append(set, t)
				}
			}
		}
		slices.Sort(set)
		return set
	}
	key := func(set []int32) string {
		var b []byte
		for _, q := range set {
			b = binary.AppendUvarint(b, uint64(q))
		}
		return string(b)
	}
	memory := budget.NewMeter(ctx) // the subsets and the rows built, drawn from ctx's account
	defer memory.Close()
	if err := memory.Add(24 * int64(a.size)); err != nil { // one row's target lists
		return nil, err
	}
	first := closure([]int32{0})
	sets := [][]int32{first}
	index := map[string]int{key(first): 0}
	var next [][]int
	var accept []bool
	poll := max(1, min(1024, (1<<20)/a.size)) // about 2^20 transitions between looks at ctx
	for head := 0; head < len(sets); head++ {
		if head%poll == poll-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		set := sets[head]
		acc := false
		targets := make([][]int32, a.size)
		for _, q := range set {
			acc = acc || a.accept[q]
			for _, m := range a.moves[q] {
				targets[m.letter] = append(targets[m.letter], m.to)
			}
		}
		accept = append(accept, acc)
		row := make([]int, a.size)
		for l, t := range targets {
			t = closure(t)
			k := key(t)
			id, ok := index[k]
			if !ok {
				if maxStates > 0 && len(sets) >= maxStates {
					return nil, &automata.StateLimitError{Op: "determinize", States: len(sets), Limit: maxStates}
				}
				// its row here and in the DFA, the set and its key
				if err := memory.Add(12*int64(a.size) + 5*int64(len(t)) + 64); err != nil {
					return nil, err
				}
				id = len(sets)
				index[k] = id
				sets = append(sets, t)
			}
			row[l] = id
		}
		next = append(next, row)
	}
	d, err := automata.New(a.bases, next, accept)
	if err != nil {
		return nil, err
	}
	return (&meter{account: budget.From(ctx)}).minimize(d)
}

// relation returns the relation of the determinized d: the tuples it
// accepts whose tracks are valid in their systems, minimal.
func relation(ctx context.Context, d *automata.DFA, systems []automata.Numeration, maxStates int) (*automata.DFA, error) {
	valid, err := automata.Combine(ctx, d, automata.ValidTuples(systems...), and, maxStates)
	if err != nil {
		return nil, err
	}
	return (&meter{account: budget.From(ctx)}).minimize(valid)
}

// regAutomaton builds the automaton of reg's expression as Walnut does:
// the words of the language (leading zeros only where it has them) whose
// tracks are valid in their systems.
func regAutomaton(ctx context.Context, src source, st Statement, systems []automata.Numeration, maxStates int) (*automata.DFA, error) {
	r, err := parseRegex(src, st.Text, st.textOff, len(systems))
	if err != nil {
		return nil, err
	}
	bases := make([]int, len(systems))
	for i, s := range systems {
		bases[i] = s.Base()
	}
	a := newNFA(bases)
	a.systems = systems
	start, end := a.state(), a.state()
	a.accept[end] = true
	if err := a.build(src, r, start, end); err != nil {
		return nil, err
	}
	d, err := a.determinize(ctx, maxStates)
	if err != nil {
		return nil, err
	}
	return relation(ctx, d, systems, maxStates)
}
