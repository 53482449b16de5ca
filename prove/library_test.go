package prove

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/automata"
)

// thueMorse is the word automaton of the Thue–Morse word: the parity of
// the number of 1s in binary.
const thueMorse = "msd_2\n\n0 0\n0 -> 0\n1 -> 1\n\n1 1\n0 -> 1\n1 -> 0\n"

// library writes a directory laid out as Walnut's.
func library(t *testing.T, files map[string]string) string {
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// Word automata from the library against brute force, $name from the
// Automata Library and load from Command Files.
func TestLibraryWords(t *testing.T) {
	dir := library(t, map[string]string{
		"Word Automata Library/T.txt": thueMorse,
		"Automata Library/odd.txt":    "msd_2\n0 0\n0 -> 0\n1 -> 1\n1 1\n0 -> 0\n1 -> 1\n",
		"Command Files/tm.txt":        "def tmeq \"T[x] = T[y]\";\ndef tmodd \"T[x] = @1 & $odd(x)\";\n",
	})
	s := NewSession(Options{Library: []string{dir}})
	rs, err := s.Run(context.Background(), `
load tm.txt;
eval one "T[x] = @1";
eval zero "@1 > T[x]";
eval differ "T[x] != T[x+1]";
eval eq "$tmeq(x, y)";
eval tmodd "$tmodd(x)";
eval double "Ax T[2*x] = T[x]";
eval lsd "?lsd_2 T[x] = @1";
eval none "T[x] = @2";
eval plus "T[x] + 1 = 2";
eval below "T[x] < y";
eval inside "T[x < 5] = @1";
def pair "x + 1 = y";
eval arg "$pair(x < 3, y)";
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]Result{}
	for _, r := range rs {
		byName[r.Name] = r
	}
	tm := func(x uint64) int { return bits.OnesCount64(x) % 2 }
	check := func(name string, want func(x, y uint64) bool, tracks int) {
		t.Helper()
		r, ok := byName[name]
		if !ok {
			t.Fatalf("no result %s", name)
		}
		sys := r.Automaton.Systems
		for x := range uint64(64) {
			for y := range uint64(64) {
				if tracks == 1 && y > 0 {
					break
				}
				vals := []uint64{x, y}[:tracks]
				if got := r.Automaton.DFA.AcceptsUint64(sys[0], vals...); got != want(x, y) {
					t.Errorf("%s%v = %v, want %v", name, vals, got, want(x, y))
				}
			}
		}
	}
	check("one", func(x, _ uint64) bool { return tm(x) == 1 }, 1)
	check("zero", func(x, _ uint64) bool { return tm(x) == 0 }, 1)
	check("differ", func(x, _ uint64) bool { return tm(x) != tm(x+1) }, 1)
	check("eq", func(x, y uint64) bool { return tm(x) == tm(y) }, 2)
	check("tmodd", func(x, _ uint64) bool { return tm(x) == 1 && x%2 == 1 }, 1)
	check("lsd", func(x, _ uint64) bool { return tm(x) == 1 }, 1)
	check("none", func(x, _ uint64) bool { return false }, 1)
	check("plus", func(x, _ uint64) bool { return tm(x) == 1 }, 1)
	check("below", func(x, y uint64) bool { return uint64(tm(x)) < y }, 2)
	check("inside", func(x, _ uint64) bool { return x < 5 && tm(x) == 1 }, 1)
	check("arg", func(x, y uint64) bool { return x < 3 && y == x+1 }, 2)
	if v := byName["double"].Verdict; v == nil || !*v {
		t.Errorf("Ax T[2*x] = T[x]: %v", v)
	}
	// as in Walnut, an index that is a variable is read in the word's system
	if got := byName["lsd"].Automaton.Systems[0].Name(); got != "msd_2" {
		t.Errorf("?lsd_2 T[x] = @1 reads x in %s", got)
	}
	for _, tt := range []struct{ text, want string }{
		{`eval t "U[x] = @1";`, "line 1:9: no word automaton U"},
		{`eval t "T[x][y] = @1";`, "T takes 1 indices; got 2"},
		{`eval t "y / T[x] = 1";`, "/ divides by a constant"},
		{`load nothing.txt;`, "load nothing.txt: no such file"},
		{`load ../x;`, "load wants the name of a file"},
		{`[strategy 1 BRZ]eval t "x=1";`, "metacommands are only read before statements ending in ::"},
	} {
		_, err := s.Run(context.Background(), tt.text, nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.text, err, tt.want)
		}
	}
	if _, err := s.Run(context.Background(), `[strategy 1 BRZ]eval t "x=1"::`, nil); err != nil {
		t.Errorf("a metacommand before ::: %v", err)
	}
}

// A word automaton's file: outputs of any sign, one relation per output.
func TestReadWord(t *testing.T) {
	w, err := ReadWord(context.Background(), strings.NewReader("msd_2\n0 -1\n0 -> 0\n1 -> 1\n1 3\n0 -> 1\n1 -> 0\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Outputs) != 2 || w.Outputs[0] != -1 || w.Outputs[1] != 3 {
		t.Fatalf("outputs %v", w.Outputs)
	}
	for x := range uint64(32) {
		if got := w.Parts[1].DFA.AcceptsUint64(automata.Base(2), x); got != (bits.OnesCount64(x)%2 == 1) {
			t.Errorf("output 3 at %d: %v", x, got)
		}
	}
	if _, err := Read(context.Background(), strings.NewReader("msd_2\n0 -1\n"), 0); err == nil || !strings.Contains(err.Error(), "a word automaton") {
		t.Errorf("Read of a word automaton: %v", err)
	}
}

// Walnut's ` reverses the words of a formula's automaton: `(x = 4) in
// msd_2 accepts the reversals of 0*100, the words 0010*.
func TestReversal(t *testing.T) {
	rs, err := NewSession(Options{}).Run(context.Background(), "eval r \"`(x = 4)\";\neval rr \"``(x = 4)\";", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		word []int
		want bool
	}{{[]int{0, 0, 1}, true}, {[]int{0, 0, 1, 0, 0}, true}, {[]int{1}, false}, {[]int{0, 1}, false}, {[]int{1, 0, 0}, false}, {[]int{0, 0, 1, 1}, false}} {
		if got := rs[0].Automaton.DFA.AcceptsDigits(tt.word); got != tt.want {
			t.Errorf("`(x = 4) accepts %v: %v, want %v", tt.word, got, tt.want)
		}
	}
	for x := range uint64(64) {
		if got := rs[1].Automaton.DFA.AcceptsUint64(automata.Base(2), x); got != (x == 4) {
			t.Errorf("``(x = 4) at %d: %v", x, got)
		}
	}
}

// Walnut's ?sys inside a formula holds until the enclosing parenthesis
// closes; each track keeps the system it was read in.
func TestSystemsInsideFormula(t *testing.T) {
	s := NewSession(Options{})
	rs, err := s.Run(context.Background(), `
eval t "(a = 4) & ?msd_3 (b)=(5) & (6) = c & (17 = d)";
eval u "(a = 4) & (?msd_3 b = 5) & c = 6";
eval v "?lsd_2 Ek (k < n) & ?msd_2 (m = 3)";
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := func(a *Automaton) string {
		var out []string
		for _, s := range a.Systems {
			out = append(out, s.Name())
		}
		return strings.Join(out, " ")
	}
	if got := names(rs[0].Automaton); got != "msd_2 msd_3 msd_3 msd_3" {
		t.Errorf("t reads %s", got)
	}
	if got := names(rs[1].Automaton); got != "msd_2 msd_3 msd_2" {
		t.Errorf("u reads %s", got)
	}
	if got := names(rs[2].Automaton); got != "msd_2 lsd_2" {
		t.Errorf("v reads %s", got)
	}
	for _, tt := range []struct {
		r    int
		vals []int64
		want bool
	}{
		{0, []int64{4, 5, 6, 17}, true}, {0, []int64{4, 5, 6, 16}, false}, {1, []int64{4, 5, 6}, true}, {1, []int64{4, 5, 7}, false},
	} {
		a := rs[tt.r].Automaton
		vals := make([]*big.Int, len(tt.vals))
		for i, v := range tt.vals {
			vals[i] = big.NewInt(v)
		}
		if got := a.DFA.AcceptsTuple(a.Systems, vals...); got != tt.want {
			t.Errorf("%s%v = %v, want %v", rs[tt.r].Name, tt.vals, got, tt.want)
		}
	}
	if _, err := s.Run(context.Background(), `eval w "x = 1 & ?msd_3 x = 2";`, nil); err == nil || !strings.Contains(err.Error(), "x is read in msd_2 and in msd_3") {
		t.Errorf("a variable in two bases: %v", err)
	}
}

// Alphabets given as sets, as Walnut writes them: the digits are the
// set's integers, in reg, in files and in Write; a letter outside the
// alphabet matches nothing.
func TestSetAlphabets(t *testing.T) {
	rs, err := NewSession(Options{}).Run(context.Background(), `
reg code {-1, 0, + 1} "1(1[-1])*0*";
reg pairs {0,1} {0,1} "([0,0]|[0,1][1,1]*[1,0])*";
reg drop msd_2 "10*|2";
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := Write(&b, rs[0].Automaton); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	if !strings.HasPrefix(text, "{-1, 0, 1}\n") || !strings.Contains(text, "\n-1 -> ") {
		t.Errorf("Write of a {-1, 0, 1} reg:\n%s", text)
	}
	back, err := Read(context.Background(), strings.NewReader(text), 0)
	if err != nil {
		t.Fatal(err)
	}
	d := back.DFA
	idx := func(vs ...int) []int { // digits of {-1, 0, 1}: -1 is 0, 0 is 1, 1 is 2
		out := make([]int, len(vs))
		for i, v := range vs {
			out[i] = v + 1
		}
		return out
	}
	for _, tt := range []struct {
		word []int
		want bool
	}{{[]int{1}, true}, {[]int{1, 1, -1, 0, 0}, true}, {[]int{1, 1, -1, 1, -1}, true}, {[]int{1, -1}, false}, {[]int{0, 1}, false}} {
		if got := d.AcceptsDigits(idx(tt.word...)); got != tt.want {
			t.Errorf("code read back accepts %v: %v, want %v", tt.word, got, tt.want)
		}
	}
	if got := rs[1].Automaton.Systems[0].Name(); got != "{0, 1}" {
		t.Errorf("pairs reads %s", got)
	}
	for _, tt := range []struct {
		word []int
		want bool
	}{{[]int{1}, true}, {[]int{1, 0, 0}, true}, {[]int{}, false}, {[]int{0, 1}, false}} {
		if got := rs[2].Automaton.DFA.AcceptsDigits(tt.word); got != tt.want {
			t.Errorf("drop accepts %v: %v, want %v", tt.word, got, tt.want)
		}
	}
	if _, err := Read(context.Background(), strings.NewReader("{0, 1} msd_2\n0 1\n1 2 -> 0\n"), 0); err == nil || !strings.Contains(err.Error(), `digit "2" is out of range for track 2 (msd_2)`) {
		t.Errorf("a digit outside msd_2: %v", err)
	}
}

// Custom bases from the library, as Walnut's Custom Bases give them:
// binary and negabinary written as files, against brute force.
func TestCustomBases(t *testing.T) {
	write := func(d *automata.DFA, systems ...automata.Numeration) string {
		var b strings.Builder
		if err := Write(&b, &Automaton{Systems: systems, DFA: d}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	bits, _ := automata.Alphabet([]int{0, 1})
	two, neg := automata.Base(2), automata.NegBase(2)
	dir := library(t, map[string]string{
		"Custom Bases/msd_bin.txt":               write(two.Valid(), bits),
		"Custom Bases/msd_bin_addition.txt":      write(two.Addition(), bits, bits, bits),
		"Custom Bases/msd_neg_bin.txt":           write(neg.Valid(), bits),
		"Custom Bases/msd_neg_bin_addition.txt":  write(neg.Addition(), bits, bits, bits),
		"Custom Bases/msd_neg_bin_less_than.txt": write(neg.LessThan(), bits, bits),
	})
	s := NewSession(Options{Library: []string{dir}})
	rs, err := s.Run(context.Background(), `
eval c "?msd_bin x = 13";
eval d "?msd_bin x = 2*y+1";
eval e "?msd_neg_bin x + 5 = 2";
eval f "?lsd_bin x = 6";
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	for x := range uint64(40) {
		if got := rs[0].Automaton.DFA.AcceptsUint64(two, x); got != (x == 13) {
			t.Errorf("x = 13 at %d: %v", x, got)
		}
		for y := range uint64(20) {
			if got := rs[1].Automaton.DFA.AcceptsUint64(two, x, y); got != (x == 2*y+1) {
				t.Errorf("x = 2y+1 at %d, %d: %v", x, y, got)
			}
		}
		if got := rs[3].Automaton.DFA.AcceptsUint64(automata.LSD(two), x); got != (x == 6) {
			t.Errorf("lsd x = 6 at %d: %v", x, got)
		}
	}
	for x := int64(-20); x <= 20; x++ {
		if got := rs[2].Automaton.DFA.AcceptsTuple([]automata.Numeration{neg}, big.NewInt(x)); got != (x == -3) {
			t.Errorf("x + 5 = 2 at %d: %v", x, got)
		}
	}
	// every constant to 70 in msd_bin is base 2's (built by doubling and
	// adding along c's binary digits)
	for c := range int64(70) {
		rs, err := s.Run(context.Background(), fmt.Sprintf(`eval k "?msd_bin x = %d";`, c), nil)
		if err != nil {
			t.Fatal(err)
		}
		for x := range uint64(80) {
			if got := rs[0].Automaton.DFA.AcceptsUint64(two, x); got != (int64(x) == c) {
				t.Fatalf("x = %d at %d: %v", c, x, got)
			}
		}
	}
	if got := rs[2].Automaton.Systems[0].Name(); got != "msd_neg_bin" {
		t.Errorf("e reads %s", got)
	}
	if _, err := s.Run(context.Background(), `eval g "?msd_nothing x = 1";`, nil); err == nil || !strings.Contains(err.Error(), `unknown numeration system "msd_nothing"`) {
		t.Errorf("an unknown system: %v", err)
	}
}

// Walnut's macros: macro NAME "…%0…" in a file or the library's Macro
// Library, #NAME(args) in a formula.
func TestMacros(t *testing.T) {
	dir := library(t, map[string]string{"Macro Library/between.txt": "%0 < %1 & %1 < %2\n"})
	s := NewSession(Options{Library: []string{dir}})
	rs, err := s.Run(context.Background(), `
macro double "?%0 %1 = 2*%2";
eval d "#double(msd_3, x, y)";
eval b "#between(2, x, 7) & ~#double(msd_2, x, 3)";
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := rs[0].Automaton.Systems[0].Name(); got != "msd_3" {
		t.Errorf("#double(msd_3, …) reads %s", got)
	}
	three := automata.Base(3)
	for x := range uint64(30) {
		for y := range uint64(15) {
			if got := rs[0].Automaton.DFA.AcceptsUint64(three, x, y); got != (x == 2*y) {
				t.Errorf("x = 2y at %d, %d: %v", x, y, got)
			}
		}
		if got := rs[1].Automaton.DFA.AcceptsUint64(automata.Base(2), x); got != (x > 2 && x < 7 && x != 6) {
			t.Errorf("between at %d: %v", x, got)
		}
	}
	if _, err := s.Run(context.Background(), `eval n "#nothing(1)";`, nil); err == nil || !strings.Contains(err.Error(), "line 1:9: no macro nothing") {
		t.Errorf("an unknown macro: %v", err)
	}
	if _, err := s.Run(context.Background(), "macro loop \"#loop(1)\";\neval n \"#loop(2)\";", nil); err == nil || !strings.Contains(err.Error(), "does a macro use itself?") {
		t.Errorf("a macro using itself: %v", err)
	}
}

// Walnut's commands on automata' words, against the languages they make.
func TestAutomatonCommands(t *testing.T) {
	s := NewSession(Options{})
	rs, err := s.Run(context.Background(), `
reg a msd_2 "10";
reg b msd_2 "1";
union u a b;
intersect i $a b;
concat c a b a;
star st a;
reverse r $a;
reg z msd_2 "0*1";
fixleadzero l z;
reg t msd_2 "10*";
fixtrailzero f t;
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*automata.DFA{}
	for _, r := range rs {
		byName[r.Name] = r.Automaton.DFA
	}
	for _, tt := range []struct {
		name string
		word []int
		want bool
	}{
		{"u", []int{1, 0}, true}, {"u", []int{1}, true}, {"u", []int{0, 1}, false},
		{"i", []int{1, 0}, false},
		{"c", []int{1, 0, 1, 1, 0}, true}, {"c", []int{1, 0, 1}, false},
		{"st", []int{}, true}, {"st", []int{1, 0, 1, 0}, true}, {"st", []int{1, 0, 1}, false},
		{"r", []int{0, 1}, true}, {"r", []int{1, 0}, false},
		{"l", []int{1}, true}, {"l", []int{0, 0, 1}, true}, {"l", []int{}, false},
		{"f", []int{1}, true}, {"f", []int{1, 0, 0}, true}, {"f", []int{0, 1}, false},
	} {
		if got := byName[tt.name].AcceptsDigits(tt.word); got != tt.want {
			t.Errorf("%s accepts %v: %v, want %v", tt.name, tt.word, got, tt.want)
		}
	}
	for _, tt := range []struct{ text, want string }{
		{`star s;`, "star s: wants 1 automata or more"},
		{`union s nothing;`, "no automaton nothing"},
		{`reverse s T;`, "no word automaton T"},
	} {
		if _, err := s.Run(context.Background(), tt.text, nil); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.text, err, tt.want)
		}
	}
}

// Walnut's reverse, minimize and alphabet on word automata, and
// WriteWord: Thue–Morse reversed is itself read lsd first.
func TestWordCommands(t *testing.T) {
	dir := library(t, map[string]string{"Word Automata Library/T.txt": thueMorse})
	s := NewSession(Options{Library: []string{dir}})
	rs, err := s.Run(context.Background(), "reverse R T;\nminimize M T;\nalphabet A msd_4 T;\nreg odd msd_2 \"(0|1)*1\";\nalphabet O msd_3 $odd;", nil)
	if err != nil {
		t.Fatal(err)
	}
	tm := func(x uint64) int { return bits.OnesCount64(x) % 2 }
	for _, r := range rs[:3] {
		if r.Word == nil {
			t.Fatalf("%s: no word automaton", r.Name)
		}
		var b strings.Builder
		if err := WriteWord(&b, r.Word); err != nil {
			t.Fatal(err)
		}
		back, err := ReadWord(context.Background(), strings.NewReader(b.String()), 0)
		if err != nil {
			t.Fatalf("%s: %v\n%s", r.Name, err, b.String())
		}
		sys := back.Systems[0]
		for x := range uint64(16) { // msd_4 reads T's digits 0 and 1 only
			if r.Name == "A" && bits.OnesCount64(x&0xAAAA) > 0 {
				continue
			}
			for i, o := range back.Outputs {
				v := x
				if r.Name == "A" { // the base-2 digits of x read in base 4
					v = 0
					for j := 3; j >= 0; j-- {
						v = v*4 + (x>>(2*j))&1
					}
				}
				if got, want := back.Parts[i].DFA.AcceptsUint64(sys, v), tm(x) == o; got != want {
					t.Errorf("%s at %d: output %d %v, want %v", r.Name, x, o, got, want)
				}
			}
		}
	}
	if got := rs[0].Word.Systems[0].Name(); got != "lsd_2" {
		t.Errorf("reverse of an msd_2 word reads %s", got)
	}
	o := rs[4].Automaton
	for _, tt := range []struct {
		word []int
		want bool
	}{{[]int{1}, true}, {[]int{0, 1}, true}, {[]int{1, 0}, false}, {[]int{2, 1}, false}} {
		if got := o.DFA.AcceptsDigits(tt.word); got != tt.want {
			t.Errorf("odd in msd_3 accepts %v: %v, want %v", tt.word, got, tt.want)
		}
	}
}

// Walnut's combine: the output of the last automaton accepting a word, 0
// where none does.
func TestCombine(t *testing.T) {
	s := NewSession(Options{})
	rs, err := s.Run(context.Background(), `
def odd "Ey x = 2*y+1";
def big "x > 5";
combine w odd big=7;
eval e "Ax w[x] = @7 <=> x > 5";
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := rs[2].Word
	if w == nil || fmt.Sprint(w.Outputs) != "[0 1 7]" {
		t.Fatalf("combine outputs %v", w)
	}
	for x := range uint64(40) {
		want := 0
		switch {
		case x > 5:
			want = 7
		case x%2 == 1:
			want = 1
		}
		for i, o := range w.Outputs {
			if got := w.Parts[i].DFA.AcceptsUint64(automata.Base(2), x); got != (o == want) {
				t.Errorf("w[%d] = %d: %v, want output %d", x, o, got, want)
			}
		}
	}
	if v := rs[3].Verdict; v == nil || !*v {
		t.Errorf("w[x] = @7 <=> x > 5: %v", v)
	}
	if _, err := s.Run(context.Background(), `combine c;`, nil); err == nil || !strings.Contains(err.Error(), "wants at least one automaton") {
		t.Errorf("combine of nothing: %v", err)
	}
}

// After |, ^, => and <=> the relation keeps the valid tuples only, as in
// Walnut: x <= 1 | y = 2 in msd_fib holds at x = 0 for every valid y, and
// not at y = 11, which is no Zeckendorf representation.
func TestValidAfterOr(t *testing.T) {
	rs, err := NewSession(Options{}).Run(context.Background(), `eval t "?msd_fib x <= 1 | y = 2";`, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := rs[0].Automaton.DFA
	if d.AcceptsDigits([]int{0, 0}, []int{1, 1}) {
		t.Error("x <= 1 | y = 2 accepts y = 11")
	}
	fib := automata.Fibonacci()
	for y := range uint64(30) {
		if !d.AcceptsUint64(fib, 0, y) || d.AcceptsUint64(fib, 5, y) != (y == 2) {
			t.Errorf("x <= 1 | y = 2 at (0, %d) or (5, %d)", y, y)
		}
	}
}
