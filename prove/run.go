package prove

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
)

// DefaultMaxStates is the state limit of Options when none is given.
const DefaultMaxStates = 1 << 20

// Options bound a run.
type Options struct {
	// Library lists directories laid out as Walnut's (Automata Library,
	// Word Automata Library, Command Files, …), searched in order for
	// what a statement names and the session has not defined: $name in
	// Automata Library/name.txt, a word automaton W in Word Automata
	// Library/W.txt, load FILE in Command Files/FILE.
	Library []string
	// MaxStates limits every automaton a statement builds (products,
	// projections, determinizations); 0 means DefaultMaxStates, < 0 no
	// limit.
	MaxStates int
	// Examples is how many accepted tuples an eval with free variables
	// lists (0: 5).
	Examples int
}

// A Result is the outcome of one reg, def or eval.
type Result struct {
	Kind      string     // "reg", "def" or "eval"
	Name      string     // the statement's name
	Line      int        // the statement's line
	Automaton *Automaton // the relation built
	// Word is the word automaton a command on word automata made
	// (reverse, minimize, alphabet); Automaton is then its first part.
	Word *Word
	// Verdict is TRUE or FALSE for a formula without free variables, nil
	// otherwise.
	Verdict *bool
	// Examples are accepted tuples (an eval with free variables), the
	// least by their largest number.
	Examples [][]*big.Int
	Seconds  float64
	// Replaces is the line of the reg or def of the same name that this
	// one replaces for the statements after it, as Walnut replaces a
	// name's automaton (0: the name is new).
	Replaces int
}

// States is the size of the minimal automaton.
func (r Result) States() int { return r.Automaton.DFA.States() }

// A Session holds the automata named by reg and def, so that later
// statements (and later Runs) can use them.
type Session struct {
	opts    Options
	defs    map[string]*Automaton
	words   map[string]*Word
	loading int               // the command files being loaded
	macros  map[string]string // Walnut's macros, by name
	// readingBase marks the custom bases being read
	readingBase map[string]bool
	lines       map[string]int // the line of each name's reg or def (0: defined from outside)
}

// NewSession returns a session with no named automata.
func NewSession(opts Options) *Session {
	if opts.MaxStates == 0 {
		opts.MaxStates = DefaultMaxStates
	}
	if opts.Examples == 0 {
		opts.Examples = 5
	}
	return &Session{opts: opts, defs: map[string]*Automaton{}, lines: map[string]int{}, words: map[string]*Word{}, readingBase: map[string]bool{}, macros: map[string]string{}}
}

// Define names an automaton (as read from a Walnut file) for $NAME.
func (s *Session) Define(name string, a *Automaton) {
	s.defs[name] = a
	delete(s.lines, name)
}

// Lookup returns the automaton of a reg or def.
func (s *Session) Lookup(name string) (*Automaton, bool) {
	a, ok := s.defs[name]
	return a, ok
}

// Run parses text and runs its statements in order, calling emit with each
// result as it comes (emit may be nil) and returning them all. A bad
// statement is an *Error (nothing runs), a statement over the state limit a
// *LimitError, an interrupted one ctx's error.
func (s *Session) Run(ctx context.Context, text string, emit func(Result)) ([]Result, error) {
	if err := s.customBases(text); err != nil {
		return nil, err
	}
	statements, err := parse(text, s.macro)
	if err != nil {
		return nil, err
	}
	src := source{text}
	var out []Result
	named := budget.NewMeter(ctx) // the automata of the run's regs and defs, kept for later statements
	defer named.Close()
	for _, st := range statements {
		if st.Kind == "exit" {
			break
		}
		if st.Kind == "macro" {
			s.macros[st.Name] = st.Text
			continue
		}
		if st.Kind == "load" {
			loaded, err := s.load(ctx, src, st, emit)
			out = append(out, loaded...)
			if err != nil {
				return out, err
			}
			continue
		}
		begin := time.Now()
		r, err := s.run(ctx, src, st)
		if err == nil && r.Kind != "eval" {
			err = named.Add(r.Automaton.DFA.Bytes())
		}
		if err != nil {
			line, _ := src.position(st.Offset)
			var limit *automata.StateLimitError
			if errors.As(err, &limit) {
				return out, &LimitError{Line: line, Name: st.Kind + " " + st.Name, Op: limit.Op, States: limit.States, Limit: limit.Limit}
			}
			return out, err
		}
		r.Seconds = time.Since(begin).Seconds()
		if r.Kind != "eval" {
			r.Replaces = s.lines[r.Name]
			s.lines[r.Name] = r.Line
		}
		if emit != nil {
			emit(r)
		}
		out = append(out, r)
	}
	return out, nil
}

func (s *Session) run(ctx context.Context, src source, st Statement) (Result, error) {
	line, _ := src.position(st.Offset)
	r := Result{Kind: st.Kind, Name: st.Name, Line: line}
	if st.Kind == "combine" {
		w, err := s.combine(ctx, src, st)
		if err != nil {
			return r, err
		}
		r.Word, r.Automaton = w, w.Parts[0]
		s.words[st.Name] = w
		return r, nil
	}
	if word := st.Kind == "minimize" || st.Kind == "alphabet" || st.Kind == "reverse" && len(st.Args) == 1 && !strings.HasPrefix(st.Args[0], "$"); word {
		a, w, err := s.wordCommand(ctx, src, st)
		if err != nil {
			return r, err
		}
		if w != nil {
			r.Word = w
			r.Automaton = w.Parts[0]
			s.words[st.Name] = w
		} else {
			r.Automaton = a
			s.defs[st.Name] = a
		}
		return r, nil
	}
	if _, ok := automatonCommands[st.Kind]; ok {
		a, err := s.automatonCommand(ctx, src, st)
		if err != nil {
			return r, err
		}
		r.Automaton = a
		s.defs[st.Name] = a
		return r, nil
	}
	if st.Kind == "reg" {
		systems := make([]automata.Numeration, len(st.Systems))
		for i, name := range st.Systems {
			systems[i], _ = numeration(name) // checked by Parse
		}
		d, err := regAutomaton(ctx, src, st, systems, s.opts.MaxStates)
		if err != nil {
			return r, err
		}
		r.Automaton = &Automaton{Systems: systems, DFA: d}
		s.defs[st.Name] = r.Automaton
		return r, nil
	}
	sys, _ := numeration(st.system)
	mem := &meter{account: budget.From(ctx), kept: budget.NewMeter(ctx)}
	defer mem.kept.Close()
	ev := &evaluator{ctx: ctx, src: src, sys: sys, maxStates: s.opts.MaxStates, defs: s.defs,
		valid: map[string]*automata.DFA{}, mulConst: map[string]*automata.DFA{}, mem: mem, session: s}
	rl, err := ev.formula(st.formula)
	if err != nil {
		return r, err
	}
	r.Automaton = &Automaton{Systems: rl.systems, Vars: rl.vars, DFA: rl.d}
	for _, v := range st.Matrices {
		if len(rl.vars) == 0 {
			return r, &Error{Line: line, Col: 1, Msg: fmt.Sprintf("%s %s: incidence matrices need a free variable; the formula has none", st.Kind, st.Name)}
		}
		if !slices.Contains(rl.vars, v) {
			return r, &Error{Line: line, Col: 1, Msg: fmt.Sprintf("%s %s: incidence matrices for %s: %s is not a free variable", st.Kind, st.Name, v, v)}
		}
	}
	if len(rl.vars) == 0 {
		v := rl.d.Accepts(nil)
		r.Verdict = &v
	} else if st.Kind == "eval" {
		r.Examples = examples(r.Automaton, s.opts.Examples)
	}
	if st.Kind == "def" {
		s.defs[st.Name] = r.Automaton
	}
	return r, nil
}

// regexTracks returns the number of digits in the first [ … ] letter of a
// regular expression (1 if there is none).
func regexTracks(text string) int {
	k := 1
	for i := 0; i < len(text); i++ {
		if text[i] == '[' {
			for j := i; j < len(text) && text[j] != ']'; j++ {
				if text[j] == ',' {
					k++
				}
			}
			return k
		}
	}
	return k
}

// examples returns up to count tuples a accepts, the least by their
// largest number (then lexicographically), looking at a bounded number of
// tuples; if it finds none it falls back on the tuple of a shortest
// accepted word.
func examples(a *Automaton, count int) [][]*big.Int {
	if a.DFA.IsEmpty() {
		return nil
	}
	for _, s := range a.Systems {
		if automata.Computed(s) || s.Name() != a.Systems[0].Name() {
			return nil // no cheap encoding, or tracks in several systems
		}
	}
	if all, ok := finiteExamplesOf(a); ok {
		// as the search does: the tuples of natural numbers, or else
		// the tuple of a shortest accepted word
		all = slices.DeleteFunc(all, func(t []*big.Int) bool {
			return slices.ContainsFunc(t, func(v *big.Int) bool { return v.Sign() < 0 })
		})
		if len(all) == 0 {
			return shortestTuple(a)
		}
		return all[:min(count, len(all))]
	}
	return searchTuples(a, count)
}

// shortestTuple is the tuple of a shortest word a accepts, nil when it
// accepts none.
func shortestTuple(a *Automaton) [][]*big.Int {
	if t, ok := a.DFA.ShortestTuple(a.Systems); ok {
		return [][]*big.Int{t}
	}
	return nil
}

// finiteExamplesOf is finiteTuples for a's system: an lsd relation is
// reversed into its msd system first (a few states: it is finite).
func finiteExamplesOf(a *Automaton) ([][]*big.Int, bool) {
	msd, lsd := automata.MSD(a.Systems[0])
	if !lsd {
		return finiteTuples(a, finiteExamples)
	}
	const smallStates, reversedStates = 256, 1 << 10 // a few milliseconds at most
	if a.DFA.States() > smallStates {
		return nil, false
	}
	rev, err := automata.Reverse(context.Background(), a.DFA, reversedStates)
	if err != nil {
		return nil, false // too large to reverse: searched tuple by tuple
	}
	systems := make([]automata.Numeration, len(a.Systems))
	for i := range systems {
		systems[i] = msd
	}
	return finiteTuples(&Automaton{Systems: systems, DFA: rev.Minimize()}, finiteExamples)
}

// searchTuples is examples tuple by tuple: the tuples of numbers in
// a's system with largest number 0, 1, 2, …, each in lexicographic order,
// tested one by one, within a budget of 20,000.
func searchTuples(a *Automaton, count int) [][]*big.Int {
	k := len(a.Systems)
	var out [][]*big.Int
	budget := 20000
	tuple := make([]uint64, k)
	var visit func(i int, m uint64, hasMax bool) bool
	visit = func(i int, m uint64, hasMax bool) bool {
		if i == k {
			if !hasMax {
				return true
			}
			budget--
			if a.DFA.AcceptsUint64(a.Systems[0], tuple...) {
				t := make([]*big.Int, k)
				for j, v := range tuple {
					t[j] = new(big.Int).SetUint64(v)
				}
				out = append(out, t)
			}
			return len(out) < count && budget > 0
		}
		from := uint64(0)
		if i == k-1 && !hasMax {
			from = m // the tuple's largest number is m
		}
		for v := from; v <= m; v++ {
			tuple[i] = v
			if !visit(i+1, m, hasMax || v == m) {
				return false
			}
		}
		return true
	}
	for m := uint64(0); len(out) < count && budget > 0; m++ {
		if !visit(0, m, false) {
			break
		}
	}
	if len(out) == 0 {
		return shortestTuple(a)
	}
	return out
}

// finiteExamples bounds the tuples finiteTuples lists: a relation with
// more is searched tuple by tuple, where examples soon finds its least.
// finiteDepth and finiteSteps bound its walk (the letters of a word, the
// states visited), whatever the automaton's size.
const (
	finiteExamples = 4096
	finiteDepth    = 1024
	finiteSteps    = 1 << 20
)

// finiteTuples returns every tuple a accepts, the least first by their
// largest number, then lexicographically, when a (msd, one system on every
// track, leading zeros ignored) accepts at most limit of them; false when
// it accepts more or infinitely many. The words it walks are those without
// a leading letter of zeros, one a tuple: where the relation is finite
// (x + x = 0, a <= 3) the search of examples tuple by tuple would test
// its whole budget for the few there are.
func finiteTuples(a *Automaton, limit int) ([][]*big.Int, bool) {
	d := a.DFA
	k := len(a.Systems)
	zero := d.Letter(make([]int, k)...)
	live := liveStates(d)
	var words [][]int
	word := make([]int, 0, 16)
	steps := finiteSteps
	depth := min(d.States(), finiteDepth)
	var walk func(q int) bool
	walk = func(q int) bool {
		// past d.States() letters a word loops on live states: infinitely
		// many; past finiteDepth letters or finiteSteps states walked, the
		// search takes over
		if steps--; len(word) > depth || steps < 0 {
			return false
		}
		if d.Accepting(q) {
			if len(words) == limit {
				return false
			}
			words = append(words, slices.Clone(word))
		}
		for l := range d.AlphabetSize() {
			if len(word) == 0 && l == zero {
				continue
			}
			if t := d.Next(q, l); live[t] {
				word = append(word, l)
				ok := walk(t)
				word = word[:len(word)-1]
				if !ok {
					return false
				}
			}
		}
		return true
	}
	if !live[0] {
		return nil, true // accepts nothing
	}
	if !walk(0) {
		return nil, false
	}
	out := make([][]*big.Int, len(words))
	track := make([]int, 0, 16)
	for i, w := range words {
		out[i] = make([]*big.Int, k)
		for t := range k {
			track = track[:0]
			for _, l := range w {
				track = append(track, d.Digits(l)[t])
			}
			out[i][t] = a.Systems[t].Decode(track)
		}
	}
	slices.SortFunc(out, func(x, y []*big.Int) int {
		if c := slices.MaxFunc(x, (*big.Int).Cmp).Cmp(slices.MaxFunc(y, (*big.Int).Cmp)); c != 0 {
			return c
		}
		return slices.CompareFunc(x, y, (*big.Int).Cmp)
	})
	return out, true
}

// def returns the automaton $name names: a reg or def of the session, or
// the library's Automata Library/name.txt (nil if there is none).
func (s *Session) def(ctx context.Context, name string) (*Automaton, error) {
	if a, ok := s.defs[name]; ok {
		return a, nil
	}
	path, ok := s.libraryFile("Automata Library", name+".txt")
	if !ok {
		return nil, nil
	}
	a, err := readPath(s, path, func(r io.Reader) (*Automaton, error) { return Read(ctx, r, s.opts.MaxStates) })
	if err != nil {
		return nil, err
	}
	s.defs[name] = a
	return a, nil
}

// word returns the word automaton name names: one of the session, or the
// library's Word Automata Library/name.txt (nil if there is none).
func (s *Session) word(ctx context.Context, name string) (*Word, error) {
	if w, ok := s.words[name]; ok {
		return w, nil
	}
	path, ok := s.libraryFile("Word Automata Library", name+".txt")
	if !ok {
		return nil, nil
	}
	w, err := readPath(s, path, func(r io.Reader) (*Word, error) { return ReadWord(ctx, r, s.opts.MaxStates) })
	if err != nil {
		return nil, err
	}
	s.words[name] = w
	return w, nil
}

// libraryFile returns the path of folder/file in the first library
// directory that has it.
func (s *Session) libraryFile(folder, file string) (string, bool) {
	for _, dir := range s.opts.Library {
		path := filepath.Join(dir, folder, file)
		if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
			return path, true
		}
	}
	return "", false
}

// readPath reads the file at path with read, naming the file in its
// errors.
func readPath[T any](s *Session, path string, read func(io.Reader) (T, error)) (T, error) {
	var zero T
	st, err := os.Stat(path)
	if err != nil {
		return zero, err
	}
	if st.Size() > MaxText {
		return zero, fmt.Errorf("%s: longer than %s", path, budget.Bytes(MaxText))
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return zero, err
	}
	if err := s.customBases(string(text)); err != nil {
		return zero, fmt.Errorf("%s: %w", path, err)
	}
	v, err := read(strings.NewReader(string(text)))
	if err != nil {
		return v, fmt.Errorf("%s: %w", path, err)
	}
	return v, nil
}

// maxLoads bounds how deeply command files load each other.
const maxLoads = 16

// load runs the library's command file st.Name in the session.
func (s *Session) load(ctx context.Context, src source, st Statement, emit func(Result)) ([]Result, error) {
	line, col := src.position(st.Offset)
	fail := func(format string, args ...any) error {
		return &Error{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	path, ok := s.libraryFile("Command Files", st.Name)
	if !ok {
		return nil, fail("load %s: no such file in the library's Command Files", st.Name)
	}
	if s.loading >= maxLoads {
		return nil, fail("load %s: command files load each other more than %d deep", st.Name, maxLoads)
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, fail("load %s: %v", st.Name, err)
	}
	s.loading++
	defer func() { s.loading-- }()
	out, err := s.Run(ctx, string(text), emit)
	if err != nil {
		return out, fmt.Errorf("load %s (line %d): %w", st.Name, line, err)
	}
	return out, nil
}

// The custom numeration systems read from libraries (Walnut's Custom
// Bases), by name: process-wide, the first read of a name kept.
var (
	customMu     sync.Mutex
	customByName = map[string]automata.Numeration{}
)

// customBase returns the custom system of that name (msd_X, or lsd_X
// for a custom msd_X), if one was read.
func customBase(name string) (automata.Numeration, bool) {
	customMu.Lock()
	defer customMu.Unlock()
	if rest, ok := strings.CutPrefix(name, "lsd_"); ok {
		if s, ok := customByName["msd_"+rest]; ok {
			return automata.LSD(s), true
		}
		return nil, false
	}
	s, ok := customByName[name]
	return s, ok
}

var systemName = regexp.MustCompile(`\b[ml]sd_[A-Za-z0-9_]+`)

// customBases reads, from the library's Custom Bases, the systems text
// names that mex does not know: msd_X from msd_X.txt (its valid words),
// msd_X_addition.txt and, if there is one, msd_X_less_than.txt.
func (s *Session) customBases(text string) error {
	for _, name := range slices.Compact(slices.Sorted(slices.Values(systemName.FindAllString(text, 64)))) {
		if _, err := numeration(name); err == nil {
			continue
		}
		msd := "msd_" + name[4:]
		if s.readingBase[msd] {
			continue // its own files name it: they do not need it
		}
		valid, ok := s.libraryFile("Custom Bases", msd+".txt")
		if !ok {
			continue // an unknown system: the statement's error says so
		}
		addition, ok := s.libraryFile("Custom Bases", msd+"_addition.txt")
		if !ok {
			return fmt.Errorf("custom base %s: no %s_addition.txt in the library's Custom Bases", msd, msd)
		}
		s.readingBase[msd] = true
		defer delete(s.readingBase, msd)
		var automata3 [3]*Automaton
		for i, path := range []string{valid, addition} {
			a, err := readPath(s, path, func(r io.Reader) (*Automaton, error) { return Read(context.Background(), r, s.opts.MaxStates) })
			if err != nil {
				return err
			}
			automata3[i] = a
		}
		if path, ok := s.libraryFile("Custom Bases", msd+"_less_than.txt"); ok {
			a, err := readPath(s, path, func(r io.Reader) (*Automaton, error) { return Read(context.Background(), r, s.opts.MaxStates) })
			if err != nil {
				return err
			}
			automata3[2] = a
		}
		var less *automata.DFA
		if automata3[2] != nil {
			less = automata3[2].DFA
		}
		sys, err := automata.Custom(msd, automata3[0].DFA, automata3[1].DFA, less)
		if err != nil {
			return fmt.Errorf("custom base %s: %v", msd, strings.TrimPrefix(err.Error(), "automata: "))
		}
		customMu.Lock()
		if _, ok := customByName[msd]; !ok {
			customByName[msd] = sys
		}
		customMu.Unlock()
	}
	return nil
}

// macro returns the text of the macro name: one the session has read, or
// the library's Macro Library/name.txt.
func (s *Session) macro(name string) (string, bool) {
	if m, ok := s.macros[name]; ok {
		return m, true
	}
	path, ok := s.libraryFile("Macro Library", name+".txt")
	if !ok {
		return "", false
	}
	st, err := os.Stat(path)
	if err != nil || st.Size() > MaxText {
		return "", false
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	m := strings.TrimSpace(string(text))
	s.macros[name] = m
	return m, true
}
