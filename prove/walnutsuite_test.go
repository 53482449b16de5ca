package prove

// The harness of issue 37: Walnut's integration suite run through mex.
//
// Walnut (GPL) is not part of mex: the test reads a checkout (or an
// extracted tree) of Walnut's repository from the directory named by
// MEX_WALNUT_SUITE and is skipped without it:
//
//	git -C WALNUT archive HEAD | tar -x -C /tmp/walnut
//	MEX_WALNUT_SUITE=/tmp/walnut go test ./prove/ -run TestWalnutSuite -v
//
// It reads the commands of src/test/java/Main/IntegrationTest.java (its
// setup, then its list L), runs them in order in one Session whose library
// is the suite's Session and Global folders, and compares each result with
// the expected files under src/test/resources/integrationTests: an error
// file (Walnut refuses: mex must refuse too), or an automaton file (mex's
// automaton must accept the same words, with the same outputs for word
// automata; a closed statement's "true"/"false" is its verdict). Walnut's
// details files (the log of its computation) and matrix files are not
// compared. It prints a table of passes and failures by category (the
// feature of Walnut's language a command uses; the first that applies in
// the order of suiteCategories), and MEX_WALNUT_SUITE_VERBOSE=1 lists every
// failure with its reason, and MEX_WALNUT_SUITE_TIMES=FILE writes FILE,
// one tab-separated line a command: its index, the command, pass or fail
// and the milliseconds mex took to run it (issue 37's timing against
// Walnut).

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// suiteFloor is the number of the suite's commands mex passed when the
// floor was last raised: fewer is a regression.
const suiteFloor = 602

// javaStrings reads the Java string literals (joined by +) of an argument
// list starting at text[i] (just after the opening parenthesis), up to the
// closing parenthesis: one string per comma-separated argument.
func javaStrings(text string, i int) ([]string, int, error) {
	var out []string
	var cur strings.Builder
	have := false
	for i < len(text) {
		c := text[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '+':
			i++
		case c == '/' && i+1 < len(text) && text[i+1] == '/':
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == ',':
			out = append(out, cur.String())
			cur.Reset()
			have = false
			i++
		case c == ')':
			if have {
				out = append(out, cur.String())
			}
			return out, i + 1, nil
		case c == '"':
			i++
			for i < len(text) && text[i] != '"' {
				if text[i] == '\\' && i+1 < len(text) {
					i++
					switch text[i] {
					case 'n':
						cur.WriteByte('\n')
					case 't':
						cur.WriteByte('\t')
					default:
						cur.WriteByte(text[i])
					}
				} else {
					cur.WriteByte(text[i])
				}
				i++
			}
			i++
			have = true
		default:
			return nil, i, fmt.Errorf("offset %d: %q in a list of string literals", i, c)
		}
	}
	return nil, i, errors.New("unterminated argument list")
}

// suiteCommands reads the suite's setup commands (in the order its
// initialize dispatches them) and its list of commands.
func suiteCommands(java string) (setup, commands []string, err error) {
	init := java[strings.Index(java, "private void initialize()"):strings.Index(java, "public IntegrationTest()")]
	for _, marker := range []string{"p.dispatch(", "List.of("} {
		for at := 0; ; {
			j := strings.Index(init[at:], marker)
			if j < 0 {
				break
			}
			ss, next, err := javaStrings(init, at+j+len(marker))
			if err != nil {
				return nil, nil, err
			}
			setup = append(setup, ss...)
			at = next
		}
	}
	for at := 0; ; {
		j := strings.Index(java[at:], "L.add(")
		if j < 0 {
			break
		}
		ss, next, err := javaStrings(java, at+j+len("L.add("))
		if err != nil {
			return nil, nil, err
		}
		if len(ss) != 1 {
			return nil, nil, fmt.Errorf("L.add with %d arguments", len(ss))
		}
		commands = append(commands, ss[0])
		at = next
	}
	return setup, commands, nil
}

// suiteAutomaton is an automaton file as Walnut writes it, read loosely:
// letters are digit tuples written out ("0 1"), a missing transition goes
// to a dead state of output 0, and a state may have several targets.
type suiteAutomaton struct {
	verdict *bool // a "true" or "false" file
	tracks  int
	initial int
	output  map[int]int
	next    map[int]map[string][]int
}

var setAlphabet = regexp.MustCompile(`\{[^}]*\}`)

func readSuiteAutomaton(text string) (*suiteAutomaton, error) {
	a := &suiteAutomaton{output: map[int]int{}, next: map[int]map[string][]int{}, initial: -1}
	current := -1
	header := false
	for n, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if !header {
			header = true
			if line == "true" || line == "false" {
				v := line == "true"
				a.verdict = &v
				return a, nil
			}
			a.tracks = len(strings.Fields(setAlphabet.ReplaceAllString(line, "set")))
			continue
		}
		left, right, arrow := strings.Cut(line, "->")
		if !arrow {
			f := strings.Fields(line)
			if len(f) != 2 {
				return nil, fmt.Errorf("line %d: %q is neither a state nor a transition", n+1, line)
			}
			q, err1 := strconv.Atoi(f[0])
			o, err2 := strconv.Atoi(f[1])
			if err1 != nil || err2 != nil {
				return nil, fmt.Errorf("line %d: bad state %q", n+1, line)
			}
			current = q
			if a.initial < 0 {
				a.initial = q
			}
			a.output[q] = o
			if a.next[q] == nil {
				a.next[q] = map[string][]int{}
			}
			continue
		}
		if current < 0 {
			return nil, fmt.Errorf("line %d: a transition before any state", n+1)
		}
		letter := strings.Join(strings.Fields(left), " ")
		for _, f := range strings.Fields(right) {
			t, err := strconv.Atoi(f)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad target %q", n+1, f)
			}
			a.next[current][letter] = append(a.next[current][letter], t)
		}
	}
	if !header {
		return nil, errors.New("an empty automaton file")
	}
	if a.initial < 0 {
		return nil, errors.New("an automaton without states")
	}
	return a, nil
}

// suiteSet is a set of states of a suiteAutomaton (subset construction),
// as a sorted key.
func suiteKey(set []int) string {
	slices.Sort(set)
	set = slices.Compact(set)
	var b strings.Builder
	for _, q := range set {
		fmt.Fprintf(&b, "%d,", q)
	}
	return b.String()
}

func suiteParse(key string) []int {
	var out []int
	for _, f := range strings.Split(strings.TrimSuffix(key, ","), ",") {
		if f != "" {
			q, _ := strconv.Atoi(f)
			out = append(out, q)
		}
	}
	return out
}

// outputOf gives a set of states' output: the one output of its states, or
// (several outputs, as for a nondeterministic acceptor) 1 if any is
// nonzero; the empty set (dead) outputs 0.
func (a *suiteAutomaton) outputOf(set []int) int {
	o := 0
	for i, q := range set {
		if i == 0 {
			o = a.output[q]
		} else if a.output[q] != o {
			return 1
		}
	}
	return o
}

func (a *suiteAutomaton) step(set []int, letter string) []int {
	var out []int
	for _, q := range set {
		out = append(out, a.next[q][letter]...)
	}
	return out
}

// sameLanguage says whether a and b give every word the same output
// (accept the same words, for acceptors), or why not.
func sameLanguage(a, b *suiteAutomaton) error {
	if a.verdict != nil || b.verdict != nil {
		if a.verdict == nil || b.verdict == nil {
			return errors.New("a verdict against an automaton")
		}
		if *a.verdict != *b.verdict {
			return fmt.Errorf("%v, want %v", *a.verdict, *b.verdict)
		}
		return nil
	}
	if a.tracks != b.tracks {
		return fmt.Errorf("%d tracks, want %d", a.tracks, b.tracks)
	}
	letters := map[string]bool{}
	for _, m := range []*suiteAutomaton{a, b} {
		for _, t := range m.next {
			for l := range t {
				letters[l] = true
			}
		}
	}
	sorted := slices.Sorted(func(yield func(string) bool) {
		for l := range letters {
			if !yield(l) {
				return
			}
		}
	})
	type pair struct{ x, y string }
	start := pair{suiteKey([]int{a.initial}), suiteKey([]int{b.initial})}
	seen := map[pair]string{start: ""}
	queue := []pair{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		x, y := suiteParse(p.x), suiteParse(p.y)
		if ox, oy := a.outputOf(x), b.outputOf(y); ox != oy {
			return fmt.Errorf("the word [%s] gives %d, want %d", seen[p], ox, oy)
		}
		if len(seen) > 1<<20 {
			return errors.New("too many state pairs to compare")
		}
		for _, l := range sorted {
			q := pair{suiteKey(a.step(x, l)), suiteKey(b.step(y, l))}
			if _, ok := seen[q]; !ok {
				w := seen[p]
				if w != "" {
					w += " | "
				}
				seen[q] = w + l
				queue = append(queue, q)
			}
		}
	}
	return nil
}

// suiteCategories are the features of Walnut's language, in the order a
// command is assigned to the first one it uses.
var suiteCategories = []struct {
	name string
	uses func(cmd, kind, formula string) bool
}{
	{"metacommands [strategy …]", func(cmd, _, _ string) bool { return strings.HasPrefix(strings.TrimSpace(cmd), "[") }},
	{"combine", func(_, kind, _ string) bool { return kind == "combine" }},
	{"morphism", func(_, kind, _ string) bool { return kind == "morphism" }},
	{"promote", func(_, kind, _ string) bool { return kind == "promote" }},
	{"image", func(_, kind, _ string) bool { return kind == "image" }},
	{"split/rsplit/join", func(_, kind, _ string) bool { return kind == "split" || kind == "rsplit" || kind == "join" }},
	{"other commands", func(_, kind, _ string) bool {
		return kind != "reg" && kind != "def" && kind != "eval" && kind != "exit"
	}},
	{"eval with variable list/matrices", func(cmd, kind, _ string) bool {
		if kind != "eval" && kind != "def" {
			return false
		}
		f := strings.Fields(cmd[:max(strings.IndexByte(cmd, '"'), 0)])
		return len(f) > 2
	}},
	{"macros #", func(_, _, f string) bool { return strings.Contains(f, "#") }},
	{"word automata T[x]", func(_, _, f string) bool { return wordAutomatonUse.MatchString(f) || strings.Contains(f, "@") }},
	{"set alphabets in reg", func(cmd, kind, _ string) bool {
		return kind == "reg" && strings.Contains(cmd[:max(strings.IndexByte(cmd, '"'), 0)], "{")
	}},
	{"regex classes", func(_, kind, f string) bool {
		return kind == "reg" && (strings.Contains(f, ".") || strings.Contains(f, "-"))
	}},
	{"reversal `", func(_, _, f string) bool { return strings.Contains(f, "`") }},
	{"numeration changes inside a formula", func(_, _, f string) bool {
		return strings.Contains(strings.TrimLeft(strings.TrimSpace(f), "?"), "?")
	}},
	{"quantifier I", func(_, _, f string) bool { return quantifierI.MatchString(f) }},
	{"unary minus _", func(_, _, f string) bool { return strings.Contains(f, "_") && unaryMinus.MatchString(f) }},
	{"negative bases", func(cmd, _, _ string) bool { return strings.Contains(cmd, "neg_") }},
	{"lsd numerations", func(cmd, _, _ string) bool { return strings.Contains(cmd, "lsd") }},
	{"msd_trib and bases above 16", func(cmd, _, _ string) bool { return strings.Contains(cmd, "trib") || bigBase.MatchString(cmd) }},
	{"shorthand names", func(cmd, kind, _ string) bool {
		if kind != "reg" {
			return false
		}
		for _, f := range strings.Fields(cmd[:max(strings.IndexByte(cmd, '"'), 0)])[2:] {
			if !strings.HasPrefix(f, "msd_") && !strings.HasPrefix(f, "lsd_") && !strings.HasPrefix(f, "{") {
				return true
			}
		}
		return false
	}},
	{"plain first-order", func(_, _, _ string) bool { return true }},
}

var (
	wordAutomatonUse = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_]*\s*\[`)
	unaryMinus       = regexp.MustCompile(`(^|[^A-Za-z0-9_$])_`)
	bigBase          = regexp.MustCompile(`(msd|lsd)_(1[7-9]|[2-9][0-9]|[0-9]{3,})\b`)
	quantifierI      = regexp.MustCompile(`(^|[^A-Za-z0-9_$])I\s*[a-z]`)
)

// suiteCategory gives the category of a command.
func suiteCategory(cmd string) string {
	s := strings.TrimSpace(cmd)
	for strings.HasPrefix(s, "[") {
		if i := strings.IndexByte(s, ']'); i >= 0 {
			s = strings.TrimSpace(s[i+1:])
		} else {
			break
		}
	}
	kind := ""
	if f := strings.Fields(strings.TrimRight(s, ";:")); len(f) > 0 {
		kind = f[0]
	}
	formula := ""
	if i, j := strings.IndexByte(cmd, '"'), strings.LastIndexByte(cmd, '"'); i >= 0 && j > i {
		formula = cmd[i+1 : j]
	}
	for _, c := range suiteCategories {
		if c.uses(cmd, kind, formula) {
			return c.name
		}
	}
	return "plain first-order"
}

// suiteLibrary gives the library folders of the suite: its Session folder
// first, then its Global folder, as Walnut reads them.
func suiteLibrary(root string) []string {
	base := filepath.Join(root, "src", "test", "resources", "integrationTests")
	return []string{filepath.Join(base, "Session"), filepath.Join(base, "Global")}
}

// suiteConfigure gives the session the suite's library folders.
func suiteConfigure(s *Session, dirs []string) { s.opts.Library = dirs }

// suiteRun runs one command in the session and gives its last result.
func suiteRun(s *Session, cmd string, timeout time.Duration) (*Result, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	results, err := s.Run(ctx, cmd, nil)
	if err != nil {
		return nil, err
	}
	if len(results) == 0 {
		return nil, errors.New("no result")
	}
	return &results[len(results)-1], nil
}

type suiteOutcome struct {
	index    int
	category string
	pass     bool
	why      string
	took     time.Duration
}

func TestWalnutSuite(t *testing.T) {
	root := os.Getenv("MEX_WALNUT_SUITE")
	if root == "" {
		t.Skip("MEX_WALNUT_SUITE names no Walnut tree")
	}
	java, err := os.ReadFile(filepath.Join(root, "src", "test", "java", "Main", "IntegrationTest.java"))
	if err != nil {
		t.Fatal(err)
	}
	setup, commands, err := suiteCommands(string(java))
	if err != nil {
		t.Fatal(err)
	}
	expected := filepath.Join(root, "src", "test", "resources", "integrationTests")
	s := NewSession(Options{MaxStates: 1 << 18})
	suiteConfigure(s, suiteLibrary(root))
	const timeout = 20 * time.Second
	for _, cmd := range setup {
		if _, err := suiteRun(s, cmd, timeout); err != nil {
			t.Logf("setup %q: %v", cmd, err)
		}
	}
	var outcomes []suiteOutcome
	for i, cmd := range commands {
		o := suiteOutcome{index: i, category: suiteCategory(cmd)}
		start := time.Now()
		r, runErr := suiteRun(s, cmd, timeout)
		o.took = time.Since(start)
		errText, errMissing := os.ReadFile(filepath.Join(expected, fmt.Sprintf("error%d.txt", i)))
		autText, autMissing := os.ReadFile(filepath.Join(expected, fmt.Sprintf("automaton%d.txt", i)))
		switch {
		case errMissing == nil:
			o.pass = runErr != nil
			if !o.pass {
				o.why = "Walnut refuses: " + strings.TrimSpace(string(errText))
			}
		case autMissing != nil:
			o.why = "no expected file"
		case fileExists(filepath.Join(expected, fmt.Sprintf("automaton%d.mpl", i))):
			o.why = "Walnut writes incidence matrices, which mex does not"
		case runErr != nil:
			o.why = runErr.Error()
		case r.Automaton == nil:
			o.why = "no automaton"
		default:
			var b strings.Builder
			write := func() error { return Write(&b, r.Automaton) }
			if r.Word != nil {
				write = func() error { return WriteWord(&b, r.Word) }
			}
			if err := write(); err != nil {
				o.why = "writing: " + err.Error()
				break
			}
			got, err := readSuiteAutomaton(b.String())
			if err != nil {
				o.why = "reading mex's automaton: " + err.Error()
				break
			}
			want, err := readSuiteAutomaton(string(autText))
			if err != nil {
				o.why = "reading the expected automaton: " + err.Error()
				break
			}
			if err := sameLanguage(got, want); err != nil {
				o.why = "differs: " + err.Error()
			} else {
				o.pass = true
			}
		}
		outcomes = append(outcomes, o)
	}
	pass := 0
	counts := map[string][2]int{}
	for _, o := range outcomes {
		c := counts[o.category]
		if o.pass {
			pass++
			c[0]++
		} else {
			c[1]++
		}
		counts[o.category] = c
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Walnut's integration suite: %d of %d commands pass\n", pass, len(outcomes))
	fmt.Fprintf(&b, "%-38s %6s %6s %6s\n", "category", "total", "pass", "fail")
	for _, c := range suiteCategories {
		n := counts[c.name]
		if n[0]+n[1] > 0 {
			fmt.Fprintf(&b, "%-38s %6d %6d %6d\n", c.name, n[0]+n[1], n[0], n[1])
		}
	}
	if os.Getenv("MEX_WALNUT_SUITE_VERBOSE") != "" {
		for _, o := range outcomes {
			if !o.pass {
				why := o.why
				if len(why) > 200 {
					why = why[:200] + "…"
				}
				fmt.Fprintf(&b, "FAIL %d [%s] %s\n    %s\n", o.index, o.category, commands[o.index], why)
			}
		}
	}
	t.Log("\n" + b.String())
	if path := os.Getenv("MEX_WALNUT_SUITE_TIMES"); path != "" {
		var tsv strings.Builder
		flat := strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")
		for _, o := range outcomes {
			verdict := "fail"
			if o.pass {
				verdict = "pass"
			}
			fmt.Fprintf(&tsv, "%d\t%s\t%s\t%.3f\n", o.index, flat.Replace(commands[o.index]), verdict, float64(o.took.Microseconds())/1000)
		}
		if err := os.WriteFile(path, []byte(tsv.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
	if pass < suiteFloor {
		t.Errorf("%d commands pass, fewer than the floor %d", pass, suiteFloor)
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
