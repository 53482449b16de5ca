package prove

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// A Statement is one command of a file: reg, def, eval or exit.
type Statement struct {
	Kind    string   // "reg", "def", "eval" or "exit"
	Name    string   // the automaton's name (empty for exit)
	Systems []string // reg: the numeration system of each track (one may stand for all)
	Text    string   // the quoted formula or regular expression, without quotes
	// Matrices lists the variables of Walnut's incidence matrices (eval
	// NAME x y "…"): each must be free; mex checks them and writes no
	// matrices.
	Matrices []string
	// Args are the automata a command on automata (union, star, …) reads.
	Args    []string
	Offset  int    // byte offset of the statement's first character
	textOff int    // byte offset of Text's first character
	formula *node  // def and eval: the parsed formula
	system  string // def and eval: the formula's numeration (msd_2 unless ?msd_… says otherwise)
}

// Parse reads a file of statements and parses each formula, without
// evaluating anything. It stops at exit. Errors are *Error with the line
// and column.
func Parse(text string) ([]Statement, error) { return parse(text, nil) }

// parse is Parse with the macros of a session (#NAME(…) in a formula):
// lookup gives a macro's text when the file has not defined it.
func parse(text string, lookup func(name string) (string, bool)) ([]Statement, error) {
	macros := map[string]string{}
	macro := func(name string) (string, bool) {
		if m, ok := macros[name]; ok {
			return m, true
		}
		if lookup != nil {
			return lookup(name)
		}
		return "", false
	}
	if err := checkText(text); err != nil {
		return nil, err
	}
	src := source{text}
	sc := &scanner{src: src, text: text}
	var out []Statement
	for {
		sc.skipSpace()
		if sc.pos >= len(text) {
			return out, nil
		}
		start := sc.pos
		meta := false
		if text[sc.pos] == '[' { // Walnut's metacommands ([strategy 6 BRZ], [export 1 BA]): read, not obeyed
			end := strings.IndexByte(text[sc.pos:], ']')
			if end < 0 {
				return nil, src.errorAt(sc.pos, "the metacommand's [ is never closed")
			}
			sc.pos += end + 1
			meta = true
		}
		kind := sc.word()
		st := Statement{Kind: kind, Offset: start}
		switch kind {
		case "exit":
		case "load":
			sc.skipSpace()
			namePos := sc.pos
			for sc.pos < len(text) && !strings.ContainsRune(" \t\r\n;:", rune(text[sc.pos])) {
				sc.pos++
			}
			st.Name = text[namePos:sc.pos]
			if st.Name == "" || strings.Contains(st.Name, "..") || strings.ContainsAny(st.Name, "/\\") {
				return nil, src.errorAt(namePos, "load wants the name of a file of the library's Command Files")
			}
		case "union", "intersect", "concat", "star", "reverse", "fixleadzero", "fixtrailzero", "minimize", "alphabet", "combine":
			sc.skipSpace()
			namePos := sc.pos
			st.Name = sc.word()
			if st.Name == "" || !isName(st.Name) {
				return nil, src.errorAt(namePos, "%s wants the name of the automaton it makes", kind)
			}
			for {
				sc.skipSpace()
				if sc.pos >= len(text) || text[sc.pos] == ';' || text[sc.pos] == ':' {
					break
				}
				argPos := sc.pos
				dollar := text[sc.pos] == '$'
				if dollar {
					sc.pos++
				}
				arg := sc.word()
				if arg == "" || !isName(arg) {
					return nil, src.errorAt(argPos, "%s %s: want the names of automata", kind, st.Name)
				}
				if dollar {
					arg = "$" + arg
				}
				if kind == "combine" && sc.pos < len(text) && text[sc.pos] == '=' { // combine's A=output
					j := sc.pos + 1
					if j < len(text) && text[j] == '-' {
						j++
					}
					k := j
					for k < len(text) && text[k] >= '0' && text[k] <= '9' {
						k++
					}
					if k == j || k-j > 9 {
						return nil, src.errorAt(sc.pos, "combine %s: want an output after =", st.Name)
					}
					arg += text[sc.pos:k]
					sc.pos = k
				}
				st.Args = append(st.Args, arg)
			}
		case "macro": // Walnut's macro NAME "text with %0, %1 …"
			sc.skipSpace()
			namePos := sc.pos
			st.Name = sc.word()
			if st.Name == "" || !isName(st.Name) {
				return nil, src.errorAt(namePos, "macro wants a name (letters, digits and _) before its quoted text")
			}
			sc.skipSpace()
			if sc.pos >= len(text) || text[sc.pos] != '"' {
				return nil, src.errorAt(sc.pos, "macro %s: want its quoted text", st.Name)
			}
			end := strings.IndexByte(text[sc.pos+1:], '"')
			if end < 0 {
				return nil, src.errorAt(sc.pos, "macro %s: the quote is never closed", st.Name)
			}
			st.textOff = sc.pos + 1
			st.Text = text[st.textOff : st.textOff+end]
			sc.pos = st.textOff + end + 1
			macros[st.Name] = st.Text
		case "reg", "def", "eval":
			sc.skipSpace()
			namePos := sc.pos
			st.Name = sc.word()
			if st.Name == "" || !isName(st.Name) {
				return nil, src.errorAt(namePos, "%s wants a name (letters, digits and _) before its quoted text", kind)
			}
			for kind != "reg" { // Walnut's variables for incidence matrices: eval NAME x y "…"
				sc.skipSpace()
				if sc.pos >= len(text) || text[sc.pos] == '"' {
					break
				}
				varPos := sc.pos
				v := sc.word()
				if v == "" || !isName(v) || v[0] >= '0' && v[0] <= '9' {
					return nil, src.errorAt(varPos, "%s %s: want a variable (for incidence matrices) or the quoted formula", kind, st.Name)
				}
				st.Matrices = append(st.Matrices, v)
			}
			for kind == "reg" {
				sc.skipSpace()
				if sc.pos >= len(text) || text[sc.pos] == '"' {
					break
				}
				sysPos := sc.pos
				name := sc.word()
				if sc.pos < len(text) && text[sc.pos] == '{' { // an alphabet given as a set
					end := strings.IndexByte(text[sc.pos:], '}')
					if end < 0 {
						return nil, src.errorAt(sysPos, "reg %s: this { is never closed", st.Name)
					}
					name = text[sc.pos : sc.pos+end+1]
					sc.pos += end + 1
				}
				if name == "" {
					return nil, src.errorAt(sysPos, "reg %s: want a numeration system (msd_2 … msd_100, lsd_2, msd_fib, {0, 1}, …) or the quoted expression", st.Name)
				}
				sys, err := numeration(name)
				if err != nil {
					return nil, src.errorAt(sysPos, "%v", err)
				}
				if strings.HasPrefix(name, "{") {
					name = sys.Name()
				}
				st.Systems = append(st.Systems, name)
			}
			if kind == "reg" && len(st.Systems) == 0 {
				return nil, src.errorAt(sc.pos, "reg %s: want its numeration systems (msd_2 … msd_100, lsd_2, msd_fib, {0, 1}, …) before the quoted expression", st.Name)
			}
			sc.skipSpace()
			if sc.pos >= len(text) || text[sc.pos] != '"' {
				return nil, src.errorAt(sc.pos, "%s %s: want a quoted %s", kind, st.Name, map[bool]string{true: "regular expression", false: "formula"}[kind == "reg"])
			}
			end := strings.IndexByte(text[sc.pos+1:], '"')
			if end < 0 {
				return nil, src.errorAt(sc.pos, "%s %s: the quote is never closed", kind, st.Name)
			}
			st.textOff = sc.pos + 1
			st.Text = text[st.textOff : st.textOff+end]
			sc.pos = st.textOff + end + 1
		default:
			if kind == "" {
				return nil, src.errorAt(start, "want a statement (reg, def, eval or exit), not %q", text[start:start+1])
			}
			return nil, src.errorAt(start, "unknown command %q: want reg, def, eval, macro, load or exit", kind)
		}
		sc.skipSpace()
		switch {
		case strings.HasPrefix(text[sc.pos:], "::"):
			sc.pos += 2
		case meta:
			return nil, src.errorAt(start, "metacommands are only read before statements ending in ::, as in Walnut")
		case sc.pos < len(text) && (text[sc.pos] == ';' || text[sc.pos] == ':'):
			sc.pos++
		default:
			return nil, src.errorAt(sc.pos, "want ; after the %s statement", kind)
		}
		if kind == "def" || kind == "eval" {
			formula := st.Text
			if strings.Contains(formula, "#") {
				expanded, err := expandMacros(src, formula, st.textOff, macro)
				if err != nil {
					return nil, err
				}
				formula = expanded
			}
			f, system, err := parseFormula(src, formula, st.textOff)
			if err != nil {
				return nil, err
			}
			st.formula, st.system = f, system
			if err := checkWidth(src, &st); err != nil {
				return nil, err
			}
		}
		if kind == "reg" {
			if k := regexTracks(st.Text); len(st.Systems) == 1 && k > 1 {
				st.Systems = slices.Repeat(st.Systems, k) // one system for every track
			}
			bases := make([]int, len(st.Systems))
			for i, name := range st.Systems {
				s, _ := numeration(name) // checked above
				bases[i] = s.Base()
			}
			if err := checkAlphabet(src, st.Offset, "reg "+st.Name, bases); err != nil {
				return nil, err
			}
			if _, err := parseRegex(src, st.Text, st.textOff, len(st.Systems)); err != nil {
				return nil, err
			}
		}
		out = append(out, st)
		if kind == "exit" {
			return out, nil
		}
	}
}

// scanner reads the statements around the quoted texts.
type scanner struct {
	src  source
	text string
	pos  int
}

// skipSpace skips white space and # comments.
func (s *scanner) skipSpace() {
	for s.pos < len(s.text) {
		switch c := s.text[s.pos]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			s.pos++
		case c == '#':
			for s.pos < len(s.text) && s.text[s.pos] != '\n' {
				s.pos++
			}
		default:
			return
		}
	}
}

// word reads a run of letters, digits and _.
func (s *scanner) word() string {
	start := s.pos
	for s.pos < len(s.text) && isWordByte(s.text[s.pos]) {
		s.pos++
	}
	return s.text[start:s.pos]
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// isName reports whether w is an identifier: a letter or _ first.
func isName(w string) bool {
	return w != "" && !(w[0] >= '0' && w[0] <= '9')
}

// The kinds of formula nodes.
type nodeKind int

const (
	nodeNum   nodeKind = iota // a natural-number constant
	nodeVar                   // a variable
	nodeArith                 // a + b, a - b, a * b, a / b
	nodeCmp                   // a = b, a != b, a < b, …
	nodeNot                   // ~φ
	nodeBool                  // φ & ψ, |, ^, =>, <=>
	nodeQuant                 // E x,y φ or A x,y φ
	nodeCall                  // $name(t1, …)
	nodeWord                  // W[t1][t2]…: a word automaton's output at the indices
	nodeOut                   // @v: an output constant (possibly negative)
	nodeRev                   // `φ: φ's automaton reading its words reversed
	nodeNeg                   // _t: Walnut's unary minus (negative systems)
)

// A node is a term or a formula.
type node struct {
	kind nodeKind
	op   string   // the operator; for nodeQuant "E" or "A"
	pos  int      // byte offset in the file
	num  *big.Int // nodeNum
	name string   // nodeVar, nodeCall
	vars []string // nodeQuant
	kids []*node
	// sys is the numeration system in force where the node was read
	// (Walnut's ?msd_3 holds until the enclosing parenthesis closes):
	// that of its arithmetic, comparison or constant.
	sys string
	// depth is the height of the node's tree (1 for a leaf), bounded by
	// MaxDepth: the evaluator recurses once a level.
	depth int
}

// start returns the offset of the node's first token.
func (n *node) start() int {
	if (n.kind == nodeArith || n.kind == nodeCmp || n.kind == nodeBool) && n.kids[0].start() < n.pos {
		return n.kids[0].start()
	}
	return n.pos
}

func (n *node) isTerm() bool {
	return n.kind == nodeNum || n.kind == nodeVar || n.kind == nodeArith || n.kind == nodeWord || n.kind == nodeOut || n.kind == nodeNeg
}

// isOutput says whether n is a word automaton's output or an output
// constant, which are compared with each other only.
func (n *node) isOutput() bool { return n.kind == nodeWord || n.kind == nodeOut }

// token is one lexical token of a formula.
type token struct {
	kind string // "num", "id", "quant", "call", "sys", "op", "eof"
	text string
	pos  int
}

// lexFormula splits a formula into tokens; base is its offset in the file.
func lexFormula(src source, text string, base int) ([]token, error) {
	var out []token
	ops := []string{"<=>", "=>", "<=", ">=", "!=", "=", "<", ">", "&", "|", "^", "~", "+", "-", "*", "/", "(", ")", ",", "[", "]", "`"}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			out = append(out, token{"num", text[i:j], base + i})
			i = j
		case c == 'A' || c == 'E' || c == 'I':
			// Walnut's quantifiers are single letters, glued to what
			// follows or not (Ax,y …, Ek (k>0) & …, Ai Aj …): a variable
			// never begins with A, E or I (Mousavi 2016), so these letters
			// are quantifiers wherever a word would begin.
			if c == 'I' {
				return nil, src.errorAt(base+i, "the quantifier I (infinitely many) is not supported")
			}
			out = append(out, token{"quant", text[i : i+1], base + i})
			i++
		case c == '@':
			j := i + 1
			if j < len(text) && text[j] == '-' {
				j++
			}
			k := j
			for k < len(text) && text[k] >= '0' && text[k] <= '9' {
				k++
			}
			if k == j || k-j > 18 {
				return nil, src.errorAt(base+i, "@ wants an output, a number (@1, @-1)")
			}
			out = append(out, token{"out", text[i+1 : k], base + i})
			i = k
		case c == '_': // Walnut's unary minus (a name never starts with _)
			out = append(out, token{"op", "_", base + i})
			i++
		case c == '$' || c == '?' || isWordByte(c):
			j := i + 1
			for j < len(text) && isWordByte(text[j]) {
				j++
			}
			word := text[i:j]
			kind := "id"
			switch {
			case c == '$':
				kind, word = "call", word[1:]
				if word == "" || !isName(word) {
					return nil, src.errorAt(base+i, "$ wants the name of a def or reg")
				}
			case c == '?':
				kind, word = "sys", word[1:]
			}
			if j < len(text) && text[j] == '[' && kind == "id" {
				kind = "word"
			}
			out = append(out, token{kind, word, base + i})
			i = j
		default:
			matched := ""
			for _, op := range ops {
				if strings.HasPrefix(text[i:], op) {
					matched = op
					break
				}
			}
			if matched == "" {
				return nil, src.errorAt(base+i, "unexpected character %q", text[i:i+1])
			}
			out = append(out, token{"op", matched, base + i})
			i += len(matched)
		}
	}
	return append(out, token{"eof", "", base + len(text)}), nil
}

// Binding powers, from Walnut's operator priorities (Mousavi 2016): a
// higher power binds tighter. &, | and ^ share one level, left
// associative, as in Walnut; => and <=> are left associative too.
var infixPower = map[string]int{
	"<=>": 10, "=>": 20, "&": 30, "|": 30, "^": 30,
	"=": 50, "!=": 50, "<": 50, "<=": 50, ">": 50, ">=": 50,
	"+": 60, "-": 60, "*": 70, "/": 70,
}

const notPower = 40 // ~ takes comparisons and terms, not &, |, ^, =>, <=>

type parser struct {
	src   source
	toks  []token
	i     int
	sys   string   // the numeration system in force
	seen  []string // the systems the formula names
	depth int      // expr calls open: parentheses, quantifiers and ~ nest them
}

// nest returns a node over kids at pos, one level above the deepest, or
// an *Error when that passes MaxDepth.
func (p *parser) nest(n *node, pos int) (*node, error) {
	n.depth = 1
	for _, k := range n.kids {
		n.depth = max(n.depth, k.depth+1)
	}
	if n.depth > MaxDepth {
		return nil, p.src.errorAt(pos, "the formula nests deeper than %d levels", MaxDepth)
	}
	return n, nil
}

// parseFormula parses a formula with its optional ?msd_… prefix.
func parseFormula(src source, text string, base int) (*node, string, error) {
	toks, err := lexFormula(src, text, base)
	if err != nil {
		return nil, "", err
	}
	p := &parser{src: src, toks: toks}
	system := "msd_2"
	if t := p.peek(); t.kind == "sys" {
		if _, err := numeration(t.text); err != nil {
			return nil, "", src.errorAt(t.pos, "%v", err)
		}
		system = t.text
		p.i++
	}
	p.sys = system
	if p.peek().kind == "eof" {
		return nil, "", src.errorAt(p.peek().pos, "empty formula")
	}
	n, err := p.expr(0)
	if err != nil {
		return nil, "", err
	}
	if t := p.peek(); t.kind != "eof" {
		return nil, "", src.errorAt(t.pos, "unexpected %s", describe(t))
	}
	if n.isTerm() {
		return nil, "", src.errorAt(n.start(), "a term is not a formula: compare it with =, <, …")
	}
	return n, system, nil
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != "eof" {
		p.i++
	}
	return t
}

func describe(t token) string {
	switch t.kind {
	case "eof":
		return "end of formula"
	case "num":
		return "number " + t.text
	case "id":
		return "variable " + t.text
	case "call":
		return "$" + t.text
	case "word":
		return "word automaton " + t.text
	case "out":
		return "output @" + t.text
	case "sys":
		return "?" + t.text + " (a numeration prefix goes first)"
	case "quant":
		return "quantifier " + t.text
	}
	return strings.TrimSpace(`"` + t.text + `"`)
}

func (p *parser) expect(op string) error {
	if t := p.peek(); t.kind != "op" || t.text != op {
		return p.src.errorAt(t.pos, "want %q, not %s", op, describe(t))
	}
	p.i++
	return nil
}

// expr parses an expression whose infix operators bind at least minPower.
func (p *parser) expr(minPower int) (*node, error) {
	if p.depth++; p.depth > MaxDepth {
		return nil, p.src.errorAt(p.peek().pos, "the formula nests deeper than %d levels", MaxDepth)
	}
	defer func() { p.depth-- }()
	left, err := p.prefix()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		power, ok := infixPower[t.text]
		if t.kind != "op" || !ok || power < minPower {
			return left, nil
		}
		p.i++
		opSys := p.sys // an operator reads the system in force where it stands
		right, err := p.expr(power + 1)
		if err != nil {
			return nil, err
		}
		if left, err = p.combine(t, left, right); err != nil {
			return nil, err
		}
		left.sys = opSys
	}
}

// combine builds the node of a binary operator, checking its operands'
// types.
func (p *parser) combine(t token, left, right *node) (*node, error) {
	side := func(n *node) string {
		if n == left {
			return "left"
		}
		return "right"
	}
	switch infixPower[t.text] {
	case 60, 70:
		for _, n := range []*node{left, right} {
			if !n.isTerm() {
				return nil, p.src.errorAt(t.pos, "%s takes numbers, but its %s side is a formula", t.text, side(n))
			}
		}
		if t.text == "*" && left.kind != nodeNum && right.kind != nodeNum && !left.isOutput() && !right.isOutput() {
			return nil, p.src.errorAt(t.pos, "* multiplies by a constant: one side must be a number")
		}
		if t.text == "/" && right.kind != nodeNum && !right.isOutput() {
			return nil, p.src.errorAt(t.pos, "/ divides by a constant: the right side must be a number")
		}
		return p.nest(&node{kind: nodeArith, op: t.text, pos: t.pos, kids: []*node{left, right}}, t.pos)
	case 50:
		for _, n := range []*node{left, right} {
			if !n.isTerm() {
				return nil, p.src.errorAt(t.pos, "%s compares numbers, but its %s side is a formula", t.text, side(n))
			}
		}
		return p.nest(&node{kind: nodeCmp, op: t.text, pos: t.pos, kids: []*node{left, right}}, t.pos)
	}
	for _, n := range []*node{left, right} {
		if n.isTerm() {
			return nil, p.src.errorAt(t.pos, "%s joins formulas, but its %s side is a term", t.text, side(n))
		}
	}
	return p.nest(&node{kind: nodeBool, op: t.text, pos: t.pos, kids: []*node{left, right}}, t.pos)
}

func (p *parser) prefix() (*node, error) {
	t := p.next()
	switch t.kind {
	case "num":
		n, ok := new(big.Int).SetString(t.text, 10)
		if !ok || n.BitLen() > 62 {
			return nil, p.src.errorAt(t.pos, "constant %s is too large (at most 2^62)", elideDigits(t.text))
		}
		return &node{kind: nodeNum, pos: t.pos, num: n, depth: 1, sys: p.sys}, nil
	case "id":
		return &node{kind: nodeVar, pos: t.pos, name: t.text, depth: 1, sys: p.sys}, nil
	case "out":
		v, _ := new(big.Int).SetString(t.text, 10)
		return &node{kind: nodeOut, pos: t.pos, num: v, depth: 1, sys: p.sys}, nil
	case "sys": // Walnut's ?msd_3 inside a formula: in force until the enclosing parenthesis closes
		if _, err := numeration(t.text); err != nil {
			return nil, p.src.errorAt(t.pos, "%v", err)
		}
		p.sys = t.text
		p.seen = append(p.seen, t.text)
		return p.prefix()
	case "word":
		n := &node{kind: nodeWord, pos: t.pos, name: t.text, depth: 1, sys: p.sys}
		for {
			if q := p.peek(); q.kind != "op" || q.text != "[" {
				return p.nest(n, t.pos)
			}
			p.i++
			arg, err := p.argument("an index of " + t.text)
			if err != nil {
				return nil, err
			}
			n.kids = append(n.kids, arg)
			if err := p.expect("]"); err != nil {
				return nil, err
			}
		}
	case "call":
		n := &node{kind: nodeCall, pos: t.pos, name: t.text, depth: 1, sys: p.sys}
		if q := p.peek(); q.kind != "op" || q.text != "(" {
			return n, nil
		}
		p.i++
		if q := p.peek(); q.kind == "op" && q.text == ")" {
			p.i++
			return n, nil
		}
		for {
			arg, err := p.argument("an argument of $" + t.text)
			if err != nil {
				return nil, err
			}
			n.kids = append(n.kids, arg)
			if q := p.peek(); q.kind == "op" && q.text == "," {
				p.i++
				continue
			}
			if err := p.expect(")"); err != nil {
				return nil, err
			}
			return p.nest(n, t.pos)
		}
	case "quant":
		n := &node{kind: nodeQuant, op: t.text, pos: t.pos}
		for {
			v := p.next()
			if v.kind != "id" {
				return nil, p.src.errorAt(v.pos, "quantifier %s wants a variable, not %s", t.text, describe(v))
			}
			n.vars = append(n.vars, v.text)
			if q := p.peek(); q.kind == "op" && q.text == "," {
				p.i++
				continue
			}
			break
		}
		body, err := p.expr(0)
		if err != nil {
			return nil, err
		}
		if body.isTerm() {
			return nil, p.src.errorAt(body.start(), "the body of %s %s is a term, not a formula", t.text, strings.Join(n.vars, ","))
		}
		n.kids = []*node{body}
		return p.nest(n, t.pos)
	case "op":
		switch t.text {
		case "(":
			saved := p.sys
			inner, err := p.expr(0)
			if err != nil {
				return nil, err
			}
			if err := p.expect(")"); err != nil {
				return nil, err
			}
			p.sys = saved
			return inner, nil
		case "~":
			operand, err := p.expr(notPower)
			if err != nil {
				return nil, err
			}
			if operand.isTerm() {
				return nil, p.src.errorAt(t.pos, "~ negates a formula, not a term")
			}
			return p.nest(&node{kind: nodeNot, op: "~", pos: t.pos, kids: []*node{operand}}, t.pos)
		case "`":
			operand, err := p.expr(notPower)
			if err != nil {
				return nil, err
			}
			if operand.isTerm() {
				return nil, p.src.errorAt(t.pos, "` reverses a formula's automaton, not a term")
			}
			return p.nest(&node{kind: nodeRev, op: "`", pos: t.pos, kids: []*node{operand}}, t.pos)
		case "_":
			operand, err := p.expr(infixPower["*"] + 1) // binds tighter than * and /
			if err != nil {
				return nil, err
			}
			if !operand.isTerm() {
				return nil, p.src.errorAt(t.pos, "_ negates a number, not a formula")
			}
			if operand.kind == nodeNum {
				return &node{kind: nodeNum, pos: t.pos, num: new(big.Int).Neg(operand.num), depth: 1, sys: operand.sys}, nil
			}
			return p.nest(&node{kind: nodeNeg, op: "_", pos: t.pos, kids: []*node{operand}, sys: p.sys}, t.pos)
		case "-":
			return nil, p.src.errorAt(t.pos, "unary minus: write Walnut's _ (in a negative system, msd_neg_2 …)")
		}
	}
	return nil, p.src.errorAt(t.pos, "unexpected %s", describe(t))
}

// argument reads an index of a word automaton or an argument of a call:
// a term, or as in Walnut a formula of one free variable, in the
// numeration in force before it (a ?system inside it ends with it).
func (p *parser) argument(what string) (*node, error) {
	saved := p.sys
	arg, err := p.expr(0)
	p.sys = saved
	if err != nil {
		return nil, err
	}
	if arg.isOutput() {
		return nil, p.src.errorAt(arg.start(), "%s must be a number, not an output", what)
	}
	return arg, nil
}

// elideDigits shortens a long run of digits for a message: 123456…(5000 digits).
func elideDigits(digits string) string {
	if len(digits) <= 24 {
		return digits
	}
	return fmt.Sprintf("%s…(%d digits)", digits[:12], len(digits))
}

// maxExpansions bounds the macros a formula expands (macros may use
// macros).
const maxExpansions = 1000

// expandMacros replaces each #NAME(a0, a1, …) of a formula by the text of
// the macro NAME with %0, %1, … replaced by the arguments, as Walnut
// does, until none is left. Errors point at the formula's first #.
func expandMacros(src source, text string, base int, macro func(string) (string, bool)) (string, error) {
	at := base + strings.IndexByte(text, '#')
	for n := 0; ; n++ {
		i := strings.IndexByte(text, '#')
		if i < 0 {
			return text, nil
		}
		if n >= maxExpansions {
			return "", src.errorAt(at, "more than %d macros expanded: does a macro use itself?", maxExpansions)
		}
		j := i + 1
		for j < len(text) && isWordByte(text[j]) {
			j++
		}
		name := text[i+1 : j]
		if name == "" {
			return "", src.errorAt(at, "# wants a macro's name: #NAME(arguments)")
		}
		body, ok := macro(name)
		if !ok {
			return "", src.errorAt(at, "no macro %s (defined above, or in the library's Macro Library)", name)
		}
		end := j
		var args []string
		if j < len(text) && text[j] == '(' {
			depth, start := 0, j+1
			for end = j; end < len(text); end++ {
				switch text[end] {
				case '(':
					depth++
				case ')':
					depth--
				case ',':
					if depth == 1 {
						args = append(args, strings.TrimSpace(text[start:end]))
						start = end + 1
					}
				}
				if depth == 0 {
					break
				}
			}
			if end >= len(text) {
				return "", src.errorAt(at, "#%s: its ( is never closed", name)
			}
			if last := strings.TrimSpace(text[start:end]); last != "" || len(args) > 0 {
				args = append(args, last)
			}
			end++
		}
		for k := len(args) - 1; k >= 0; k-- {
			body = strings.ReplaceAll(body, "%"+strconv.Itoa(k), args[k])
		}
		text = text[:i] + body + text[end:]
		if len(text) > MaxText {
			return "", src.errorAt(at, "the macros expand past %d bytes", MaxText)
		}
	}
}
