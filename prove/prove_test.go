package prove

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/automata"
)

// show prints a formula fully parenthesized.
func show(n *node) string {
	switch n.kind {
	case nodeNum:
		return n.num.String()
	case nodeVar:
		return n.name
	case nodeNot:
		return "~" + show(n.kids[0])
	case nodeQuant:
		return "(" + n.op + " " + strings.Join(n.vars, ",") + " " + show(n.kids[0]) + ")"
	case nodeCall:
		args := make([]string, len(n.kids))
		for i, k := range n.kids {
			args[i] = show(k)
		}
		return "$" + n.name + "(" + strings.Join(args, ",") + ")"
	}
	return "(" + show(n.kids[0]) + " " + n.op + " " + show(n.kids[1]) + ")"
}

func TestProveParse(t *testing.T) {
	good := []struct{ formula, want string }{
		{"x+y=y+x", "((x + y) = (y + x))"},
		{"2*x+1 < y", "(((2 * x) + 1) < y)"},
		{"x*3-1 >= y", "(((x * 3) - 1) >= y)"},
		{"a | b=c & d<e", "(((a = a) | (b = c)) & (d < e))"}, // see below
		{"x=1 | y=2 & z=3", "(((x = 1) | (y = 2)) & (z = 3))"},
		{"x=1 & y=2 => z=3 => w=4", "((((x = 1) & (y = 2)) => (z = 3)) => (w = 4))"},
		{"x=1 => y=2 <=> z=3", "(((x = 1) => (y = 2)) <=> (z = 3))"},
		{"~x=1 & y=2", "(~(x = 1) & (y = 2))"},
		{"~ ~x<y", "~~(x < y)"},
		{"E x x=1 & y=2", "(E x ((x = 1) & (y = 2)))"},
		{"A x,y (x<y) | (x=y) | (y<x)", "(A x,y (((x < y) | (x = y)) | (y < x)))"},
		{"x=0 & E y y=x", "((x = 0) & (E y (y = x)))"},
		{"(E y y=x) & x=0", "((E y (y = x)) & (x = 0))"},
		{"~E x x<0 ^ x=1", "~(E x ((x < 0) ^ (x = 1)))"},
		{"$p(x+1, y) & $q & $r()", "(($p((x + 1),y) & $q()) & $r())"},
		{"?msd_fib (x-y)*2 != z", "(((x - y) * 2) != z)"},
		{"x-y-z=0", "(((x - y) - z) = 0)"},
		{"x/2*3+y/5 = 7/2", "((((x / 2) * 3) + (y / 5)) = (7 / 2))"},
		// Walnut glues a quantifier to its variables: a variable never
		// begins with A, E or I, so the letter is the quantifier
		// (the integration suite's own lines).
		{"Ex,y,z y = 2*x+1 & y = 2*z", "(E x,y,z ((y = ((2 * x) + 1)) & (y = (2 * z))))"},
		{"(Ex 9 = 3*x)", "(E x (9 = (3 * x)))"},
		{"Ax  y < x+4", "(A x (y < (x + 4)))"},
		{"Ai Aj i<j => i+1<=j", "(A i (A j ((i < j) => ((i + 1) <= j))))"},
		{"Ek (k>0) & x=k", "(E k ((k > 0) & (x = k)))"},
		{"$Even(x) & Ex $EEx(x)", "($Even(x) & (E x $EEx(x)))"},
	}
	good[3].formula = "a=a | b=c & d<e"
	for _, tt := range good {
		st, err := Parse(`eval t "` + tt.formula + `";`)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.formula, err)
			continue
		}
		if got := show(st[0].formula); got != tt.want {
			t.Errorf("Parse(%q) = %s; want %s", tt.formula, got, tt.want)
		}
	}
	bad := []struct{ text, want string }{
		{`eval t "x+y";`, `line 1:9: a term is not a formula`},
		{`eval t "x<y";` + "\n" + `def p "x=1 &";`, `line 2:13: unexpected end of formula`},
		{"# comment\n  eval t \"x < y & 3\";", `line 2:17: & joins formulas, but its right side is a term`},
		{`eval t "x*y=1";`, `line 1:10: * multiplies by a constant`},
		{`eval t "(x=1)+2=3";`, `line 1:14: + takes numbers, but its left side is a formula`},
		{`eval t "E 1 x=1";`, `line 1:11: quantifier E wants a variable, not number 1`},
		{`eval t "x=1";` + "\n\n" + `evil t "x=1";`, `line 3:1: unknown command "evil"`},
		{`eval t "x=1"`, `line 1:13: want ; after the eval statement`},
		{`eval t "x=1;`, `line 1:8: eval t: the quote is never closed`},
		{`eval "x=1";`, `line 1:6: eval wants a name`},
		{`eval t "?msd_7x x=1";`, `line 1:9: unknown numeration system "msd_7x"`},
		{`eval t "x # 1";`, `line 1:11: # wants a macro's name`},
		{`eval t "x/y=1";`, `line 1:10: / divides by a constant`},
		{`eval t "T[x]+=1";`, `line 1:14: unexpected "="`},
		{`eval t "-x=1";`, `line 1:9: unary minus`},
		{`eval t "a + _ = 0";`, `line 1:15: unexpected "="`},
		{`eval t "Ix x=1";`, `line 1:9: the quantifier I (infinitely many) is not supported`},
		{`eval t "x=1 ?msd_fib";`, `line 1:13: unexpected ?msd_fib`},
		{`eval t "(x=1";`, `line 1:13: want ")", not end of formula`},
		{`reg r msd_2 "0*1|";` + "\n" + `reg s msd_2 msd_2 "[0,1]*[1]";`, `line 2:26: letter [1] has 1 digits; the relation has 2 tracks`},
		{`reg r msd_2 "(01";`, `line 1:14: this parenthesis is never closed`},
		{`reg r "01";`, `line 1:7: reg r: want its numeration systems`},
		{`reg r msd_x "01";`, `line 1:7: unknown numeration system "msd_x"`},
		{`eval t "x<y"; ` + "\n" + `eval u "A x E y"`, `line 2:17: want ; after the eval statement`},
		{"eval t \"x=1 &\n y=2 & \";", `line 2:8: unexpected end of formula`},
	}
	for _, tt := range bad {
		_, err := Parse(tt.text)
		var e *Error
		if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Parse(%q) = %v; want an *Error starting %q", tt.text, err, tt.want)
		}
	}
	st, err := Parse("reg r msd_2 \"0*1\";\ndef p \"x=1\"; exit;\neval q \"x=\";")
	if err != nil || len(st) != 3 || st[2].Kind != "exit" {
		t.Errorf("Parse stops at exit: %v, %v", st, err)
	}
}

// run runs text in a fresh session and returns the results by name.
func run(t *testing.T, text string) map[string]Result {
	t.Helper()
	rs, err := NewSession(Options{}).Run(context.Background(), text, nil)
	if err != nil {
		t.Fatalf("Run(%q): %v", text, err)
	}
	out := map[string]Result{}
	for _, r := range rs {
		out[r.Name] = r
	}
	return out
}

func TestProveClosedFormulas(t *testing.T) {
	tests := []struct {
		formula string
		want    bool
	}{
		{"A x,y x+y=y+x", true},
		{"A x,y,z (x+y)+z=x+(y+z)", true},
		{"A x E y x=2*y | x=2*y+1", true},
		{"A x E y x=2*y", false},
		{"E x x+x=x", true},
		{"E x x<0", false},
		{"A x x>=0", true},
		{"A x,y x<y <=> ~(y<=x)", true},
		{"A x,y (x<y) ^ (x>=y)", true},
		{"A x,y x-y=1 => x=y+1", true},
		{"A x,y x=y+1 => x-y=1", true},
		{"E x,y x-y=0 & x!=y", false},
		{"A x E y x*3=y & y-x=2*x", true},
		{"A x,y 5*x=5*y => x=y", true},
		{"E x x*0=1", false},
		{"2+3=5 & 7-2=5 & 3*4=12", true},
		{"2<1", false},
		{"?msd_fib A x,y (x<y) | (x=y) | (y<x)", true},
		{"?msd_fib A x,y x+y=y+x", true},
		{"?msd_fib A x E y x=2*y | x=2*y+1", true},
		{"?msd_fib A x E y x=2*y", false},
		{"?msd_3 A x E y x=3*y | x=3*y+1 | x=3*y+2", true},
		{"?msd_3 A x E y x=2*y | x=2*y+1", true},
		{"?msd_10 E x x=1000 & x-999=1", true},
		{"?msd_16 A x x+0=x", true},
		// Every number is a sum of at most three triangular numbers is not
		// first order; this one is: every number >= 8 is 3a + 5b.
		{"A n n>=8 => E a,b n=3*a+5*b", true},
		{"A n n>=7 => E a,b n=3*a+5*b", false},
	}
	for _, tt := range tests {
		r := run(t, `eval t "`+tt.formula+`";`)["t"]
		if r.Verdict == nil || *r.Verdict != tt.want {
			t.Errorf("eval %q = %v; want %v", tt.formula, r.Verdict, tt.want)
		}
	}
}

// TestProveFreeVariables checks formulas with free variables against
// brute force on small numbers, and that the variables are sorted.
func TestProveFreeVariables(t *testing.T) {
	type pred func(x, y, z int) bool
	tests := []struct {
		formula string
		vars    string
		want    pred
	}{
		{"x+y=z", "x,y,z", func(x, y, z int) bool { return x+y == z }},
		{"z=x-y", "x,y,z", func(x, y, z int) bool { return x >= y && z == x-y }},
		{"~(x-y=z)", "x,y,z", func(x, y, z int) bool { return !(x >= y && z == x-y) }},
		{"x-y<z", "x,y,z", func(x, y, z int) bool { return x >= y && x-y < z }},
		{"E y x=2*y+1 & y<z", "x,z", func(x, _, z int) bool { return x%2 == 1 && (x-1)/2 < z }},
		{"y = 3*x + 2", "x,y", func(x, y, _ int) bool { return y == 3*x+2 }},
		{"x != y & (x <= y => y >= 2*x)", "x,y", func(x, y, _ int) bool { return x != y && (x > y || y >= 2*x) }},
		{"E z x+z=y & z=z+0 & (z=1 | z=4)", "x,y", func(x, y, _ int) bool { return y-x == 1 || y-x == 4 }},
		{"x-y-z=1", "x,y,z", func(x, y, z int) bool { return x >= y && x-y >= z && x-y-z == 1 }},
		{"x+x=y+y+y", "x,y", func(x, y, _ int) bool { return 2*x == 3*y }},
		{"x=5", "x", func(x, _, _ int) bool { return x == 5 }},
		{"x/3 = y", "x,y", func(x, y, _ int) bool { return x/3 == y }},
		{"(x+y)/2 < z/3", "x,y,z", func(x, y, z int) bool { return (x+y)/2 < z/3 }},
		{"x/2 = 7/2 + 0/5", "x", func(x, _, _ int) bool { return x/2 == 3 }},
		{"x<x+1 & ~(x<x)", "x", func(int, int, int) bool { return true }},
	}
	for _, system := range []string{"msd_2", "msd_3", "msd_fib"} {
		sys, _ := numeration(system)
		for _, tt := range tests {
			r := run(t, `eval t "?`+system+` `+tt.formula+`";`)["t"]
			a := r.Automaton
			if got := strings.Join(a.Vars, ","); got != tt.vars {
				t.Fatalf("%s %q: variables %s; want %s", system, tt.formula, got, tt.vars)
			}
			const n = 25
			for x := range n {
				for y := range n {
					for z := range n {
						values := []uint64{uint64(x), uint64(y), uint64(z)}
						args := [3]int{x, y, z}
						var pick []uint64
						for i, v := range []string{"x", "y", "z"} {
							if strings.Contains(tt.vars, v) {
								pick = append(pick, values[i])
							} else if args[i] != 0 {
								goto next
							}
						}
						if got := a.DFA.AcceptsUint64(sys, pick...); got != tt.want(x, y, z) {
							t.Fatalf("%s %q at x=%d y=%d z=%d: %v; want %v", system, tt.formula, x, y, z, got, !got)
						}
					next:
					}
				}
			}
		}
	}
}

func TestProveReg(t *testing.T) {
	rs := run(t, `
reg even msd_2 "((1|0)*0)?"; # the empty word is 0 too
reg pow2 msd_2 "0*10*";
reg fibeven msd_fib "(0|1)*0";
reg same msd_3 msd_3 "([0,0]|[1,1]|[2,2])*";
def odd "~$even(x)";
eval evenodd "A x $even(x) | $odd(x)";
eval double "A x,y y=2*x => $even(y)";
eval pairs "$pow2(x) & $pow2(y) & x<y & y<9";
eval same3 "?msd_3 A x,y $same(x,y) <=> x=y";
eval fibeven "?msd_fib $fibeven(n)";
def less "y<x";
def yes "A x x=x";
eval zero "$yes & $yes() & ~$less(0, 0)";
eval shifted "$less(5, x+1)";
eval swap "$less(b, a)"; # binds x=b, y=a (alphabetical): a<b
`)
	if v := rs["evenodd"].Verdict; v == nil || !*v {
		t.Errorf("evenodd = %v", v)
	}
	if v := rs["double"].Verdict; v == nil || !*v {
		t.Errorf("double = %v", v)
	}
	if v := rs["same3"].Verdict; v == nil || !*v {
		t.Errorf("same3 = %v", v)
	}
	if v := rs["zero"].Verdict; v == nil || !*v {
		t.Errorf("zero = %v", v)
	}
	if got := fmt.Sprint(rs["shifted"].Examples); got != "[[0] [1] [2] [3]]" || rs["shifted"].Automaton.DFA.AcceptsUint64(automata.Base(2), 4) {
		t.Errorf("shifted examples %s", got)
	}
	if got := fmt.Sprint(rs["swap"].Examples); got != "[[0 1] [0 2] [1 2] [0 3] [1 3]]" {
		t.Errorf("swap examples %s", got)
	}
	ex := fmt.Sprint(rs["pairs"].Examples)
	if ex != "[[1 2] [1 4] [2 4] [1 8] [2 8]]" {
		t.Errorf("pairs examples %s", ex)
	}
	// fibeven: Zeckendorf representation ends in 0 (0 itself: "0"). A
	// reg accepts the words of its expression, as in Walnut: the empty
	// word is not one.
	fib := automata.Fibonacci()
	d := rs["fibeven"].Automaton.DFA
	for n := range 200 {
		code := fib.Encode(big.NewInt(int64(n)))
		if len(code) == 0 {
			code = []int{0}
		}
		want := code[len(code)-1] == 0
		if got := d.AcceptsDigits(code); got != want {
			t.Errorf("fibeven(%d) = %v; want %v", n, got, want)
		}
	}
}

func TestProveSemanticErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{`eval t "$p(x)";`, `line 1:9: $p is not defined`},
		{"def p \"x<y\";\neval t \"$p(x)\";", `line 2:9: $p takes 2 arguments (x,y); got 1`},
		{"reg r msd_3 \"0*1\";\neval t \"$r(x) & x = 1\";", `line 2:15: x is read in msd_3 and in msd_2`},
		{`eval t "x=2-3";`, `line 1:12: 2-3 is negative`},
		{`eval t "x/0=1";`, `line 1:10: division by zero`},
		{`eval t "x=1/0";`, `line 1:12: division by zero`},
		{`eval t "x = _1";`, `line 1:13: negative constant -1: msd_2 writes natural numbers`},
	}
	for _, tt := range tests {
		_, err := NewSession(Options{}).Run(context.Background(), tt.text, nil)
		var e *Error
		if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Run(%q) = %v; want %q", tt.text, err, tt.want)
		}
	}
}

func TestProveLimitAndCancel(t *testing.T) {
	text := "# a comment\neval big \"A x,y,z x+y+z=z+y+x\";"
	_, err := NewSession(Options{MaxStates: 3}).Run(context.Background(), text, nil)
	var le *LimitError
	if !errors.As(err, &le) || le.Line != 2 || le.Name != "eval big" || le.States != 3 || le.Limit != 3 {
		t.Fatalf("Run with 3 states = %v; want a *LimitError at line 2", err)
	}
	if !strings.Contains(err.Error(), "reached 3 states (limit 3)") {
		t.Errorf("message %q", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewSession(Options{}).Run(ctx, text, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Run cancelled = %v; want context.Canceled", err)
	}
}

// wythoffBrute returns the P-positions of Wythoff's game with both piles
// <= bound, by the rule A_n = mex of the earlier A_i, B_i and B_n = A_n+n.
func wythoffBrute(bound int) map[[2]int]bool {
	used := map[int]bool{}
	p := map[[2]int]bool{}
	for n := 0; ; n++ {
		a := 0
		for used[a] {
			a++
		}
		if a > bound {
			return p
		}
		b := a + n
		used[a], used[b] = true, true
		p[[2]int{a, b}], p[[2]int{b, a}] = true, true
	}
}

func TestProveWythoff(t *testing.T) {
	text, err := os.ReadFile("testdata/wythoff.txt")
	if err != nil {
		t.Fatal(err)
	}
	rs := run(t, string(text))
	for _, name := range []string{"stable", "absorbing"} {
		if v := rs[name].Verdict; v == nil || !*v {
			t.Errorf("eval %s = %v; want TRUE", name, v)
		}
		t.Logf("eval %s: %.3fs", name, rs[name].Seconds)
	}
	want := wythoffBrute(150)
	w := rs["wythoff"].Automaton
	for a := range 151 {
		for b := range 151 {
			if got := w.DFA.AcceptsUint64(automata.Fibonacci(), uint64(a), uint64(b)); got != want[[2]int{a, b}] {
				t.Fatalf("wythoff(%d,%d) = %v; want %v", a, b, got, !got)
			}
		}
	}
	if got := fmt.Sprint(rs["positions"].Examples); got != "[[0 0] [1 2] [3 5] [4 7] [6 10]]" {
		t.Errorf("positions %s", got)
	}
	// A wrong set fails: with (2,2) added it is not stable; the lower
	// pairs alone are not absorbing.
	wrong := strings.Replace(string(text), `$lower(a,b) | $lower(b,a)`, `$lower(a,b) | $lower(b,a) | (a=2 & b=2)`, 1)
	if v := run(t, wrong)["stable"].Verdict; v == nil || *v {
		t.Errorf("stable with (2,2) = %v; want FALSE", v)
	}
	wrong = strings.Replace(string(text), `$lower(a,b) | $lower(b,a)`, `$lower(a,b)`, 1)
	if v := run(t, wrong)["absorbing"].Verdict; v == nil || *v {
		t.Errorf("absorbing without mirror images = %v; want FALSE", v)
	}
}

func TestProveFileRoundTrip(t *testing.T) {
	rs := run(t, `
eval add "x+y=z";
eval fib "?msd_fib x+y=z & x<y";
eval three "?msd_3 E y x=2*y+1";
eval yes "A x x=x";
eval no "E x x<0";
eval empty "x<0 & y=y";
`)
	for _, name := range []string{"add", "fib", "three", "yes", "no", "empty"} {
		a := rs[name].Automaton
		var buf bytes.Buffer
		if err := Write(&buf, a); err != nil {
			t.Fatal(err)
		}
		b, err := Read(context.Background(), bytes.NewReader(buf.Bytes()), 0)
		if err != nil {
			t.Fatalf("%s: Read(Write): %v\n%s", name, err, buf.String())
		}
		if len(b.Systems) != len(a.Systems) || b.DFA.Tracks() != a.DFA.Tracks() || !b.DFA.Equal(a.DFA) {
			t.Errorf("%s: Read(Write(a)) differs from a:\n%s", name, buf.String())
		}
		var again bytes.Buffer
		if err := Write(&again, b); err != nil || again.String() != buf.String() {
			t.Errorf("%s: Write(Read(Write(a))) differs:\n%s\nvs\n%s", name, again.String(), buf.String())
		}
	}
	var buf bytes.Buffer
	if err := Write(&buf, rs["three"].Automaton); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(buf.String(), "msd_3\n\n0 0\n") {
		t.Errorf("Write(three) = %q", buf.String())
	}
	// A file written by hand the way Walnut writes them: comments, a
	// wildcard, missing transitions (rejecting), a nondeterministic state.
	file := `# x is odd, in base 2
msd_2

0 0
0 -> 0
1 -> 1 # a comment

1 1
1 -> 1
0 -> 2 0

2 0
* -> 2
`
	a, err := Read(context.Background(), strings.NewReader(file), 0)
	if err != nil {
		t.Fatal(err)
	}
	for n := range 64 {
		// words reaching 1 then any: ends in state 1 iff the last digit is 1.
		if got := a.DFA.AcceptsUint64(automata.Base(2), uint64(n)); got != (n%2 == 1) {
			t.Errorf("odd(%d) = %v", n, got)
		}
	}
	s := NewSession(Options{})
	s.Define("odd", a)
	r, err := s.Run(context.Background(), `eval t "A x $odd(x) <=> E y x=2*y+1";`, nil)
	if err != nil || r[0].Verdict == nil || !*r[0].Verdict {
		t.Errorf("odd from a file: %v, %v", r, err)
	}
	bad := []struct{ file, want string }{
		{"", "line 0:1: no automaton"},
		{"msd_2\n0 2\n", "line 2:1: state 0 has output 2"},
		{"msd_2 msd_2\n0 1\n0 -> 0\n", "line 3:1: a transition reads 2 digits"},
		{"msd_2\n0 1\n2 -> 0\n", `line 3:1: digit "2" is out of range`},
		{"msd_2\n0 1\n0 -> 1\n", "state 1 is a target but never declared"},
		{"{0, 1\n0 1\n", "line 1:1: alphabet {0, 1: want {v1, v2, …}"},
		{"lsd_101\n0 1\n", `line 1:1: unknown numeration system "lsd_101"`},
		{"0 -> 1\n", `line 1:1: unknown numeration system "0"`},
	}
	for _, tt := range bad {
		_, err := Read(context.Background(), strings.NewReader(tt.file), 0)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Read(%q) = %v; want %q", tt.file, err, tt.want)
		}
	}
}
