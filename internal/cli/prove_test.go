package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// proveRun runs mex with args in process.
func proveRun(args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := Main(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

const wythoffFile = "../../prove/testdata/wythoff.txt"

func TestProveWythoffCommand(t *testing.T) {
	out, errOut, code := proveRun("prove", wythoffFile)
	if code != ExitOK {
		t.Fatalf("mex prove wythoff.txt: exit %d, %s", code, errOut)
	}
	for _, want := range []string{"stable: TRUE (1 state", "absorbing: TRUE (1 state", "positions: 5 states over (a,b), accepts (0,0) (1,2) (3,5) (4,7) (6,10) …"} {
		if !strings.Contains(out, want) {
			t.Errorf("mex prove wythoff.txt = %q; want %q", out, want)
		}
	}
	out, errOut, code = proveRun("prove", wythoffFile, "--json")
	if code != ExitOK {
		t.Fatalf("mex prove --json: exit %d, %s", code, errOut)
	}
	var doc struct {
		Results []struct {
			Name    string   `json:"name"`
			Verdict *string  `json:"verdict"`
			States  int      `json:"states"`
			Seconds *float64 `json:"seconds"`
		} `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Results) != 3 {
		t.Fatalf("mex prove --json = %q (%v)", out, err)
	}
	for i, want := range []string{"stable TRUE 1", "absorbing TRUE 1", "positions <nil> 5"} {
		r := doc.Results[i]
		v := "<nil>"
		if r.Verdict != nil {
			v = *r.Verdict
		}
		if got := strings.Join([]string{r.Name, v, itoa(r.States)}, " "); got != want || r.Seconds == nil {
			t.Errorf("result %d = %s (seconds %v); want %s", i, got, r.Seconds, want)
		}
	}
	if !strings.Contains(out, `"verdict":null`) {
		t.Errorf("a free-variable eval's verdict is not null: %s", out)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestProveCommandErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"prove", write("bad.txt", "eval ok \"x=x\";\n# two\neval t \"x < y &\";\n")}, ExitBadInput, "bad.txt: line 3:16: unexpected end of formula"},
		{[]string{"prove", write("undef.txt", "eval t \"$nope(x)\";")}, ExitBadInput, "line 1:9: $nope is not defined"},
		{[]string{"prove", write("big.txt", "\neval big \"A x,y,z x+y+z=z+y+x\";"), "--max-states", "4"}, ExitBadInput, "line 2: eval big: Combine reached 4 states (limit 4)"},
		{[]string{"prove", filepath.Join(dir, "missing.txt")}, ExitBadInput, "no such file"},
		{[]string{"prove", wythoffFile, "--max-states", "0"}, ExitBadInput, "--max-states"},
		{[]string{"prove", wythoffFile, "--load", "x"}, ExitBadInput, `--load "x": want NAME=FILE`},
		{[]string{"prove", wythoffFile, "--load", "x=" + write("bad.aut", "msd_2\n0 3\n")}, ExitBadInput, "line 2:1: state 0 has output 3"},
		{[]string{"prove"}, ExitBadInput, "want FILE"},
	}
	for _, tt := range tests {
		_, errOut, code := proveRun(tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("mex %s: exit %d, stderr %q; want exit %d and one line with %q", strings.Join(tt.args, " "), code, errOut, tt.code, tt.want)
		}
	}
}

// TestProveCommandInterrupted runs mex prove under a cancelled context, as
// after Ctrl-C: it stops with exit status 130.
func TestProveCommandInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	code := execute(&IO{Out: &out, Err: &errOut, Ctx: ctx}, []string{"prove", wythoffFile})
	if msg := errOut.String(); code != ExitInterrupted || !strings.Contains(msg, "stopped") && !strings.Contains(msg, "interrupted") {
		t.Errorf("mex prove after Ctrl-C: exit %d, %q; want %d", code, errOut.String(), ExitInterrupted)
	}
}

// TestProveExportLoad writes the automata of a run in Walnut's format and
// reads one back with --load.
func TestProveExportLoad(t *testing.T) {
	dir := t.TempDir()
	_, errOut, code := proveRun("prove", wythoffFile, "--export", dir)
	if code != ExitOK {
		t.Fatalf("mex prove --export: exit %d, %s", code, errOut)
	}
	data, err := os.ReadFile(filepath.Join(dir, "wythoff.txt"))
	if err != nil || !strings.HasPrefix(string(data), "msd_fib msd_fib\n\n0 1\n") {
		t.Fatalf("exported wythoff.txt = %q (%v)", data, err)
	}
	if stable, _ := os.ReadFile(filepath.Join(dir, "stable.txt")); string(stable) != "true\n" {
		t.Errorf("exported stable.txt = %q; want true", stable)
	}
	statements := filepath.Join(dir, "again.txt")
	text := `eval same "?msd_fib A a,b $w(a,b) <=> ($lower(a,b) | $lower(b,a))";` + "\n" +
		`reg lower msd_fib msd_fib "[0,0]*|([0,0]|[0,1][1,0])*[0,1][1,0]([0,0][0,0])*";` + "\n" +
		`eval again "?msd_fib A a,b $w(a,b) <=> ($lower(a,b) | $lower(b,a))";` + "\n"
	if err := os.WriteFile(statements, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	// lower is defined on line 2, so the first eval fails there.
	_, errOut, code = proveRun("prove", statements, "--load", "w="+filepath.Join(dir, "wythoff.txt"))
	if code != ExitBadInput || !strings.Contains(errOut, "line 1:40: $lower is not defined") {
		t.Errorf("mex prove again.txt: exit %d, %q", code, errOut)
	}
	if err := os.WriteFile(statements, []byte(strings.SplitN(text, "\n", 2)[1]), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := proveRun("prove", statements, "--load", "w="+filepath.Join(dir, "wythoff.txt"))
	if code != ExitOK || !strings.Contains(out, "again: TRUE") {
		t.Errorf("mex prove --load: exit %d, %q, %q", code, out, errOut)
	}
}

// TestProveGameCommand proves the four targets with mex prove GAME.
func TestProveGameCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"wythoff"}, []string{"numeration: msd_fib, 8 states", "candidate: (0,0) (1,2) (2,1) (3,5) (5,3)", "wythoff_stable: TRUE", "wythoff_absorbing: TRUE", "proved for all positions: the P-positions of wythoff are"}},
		{[]string{"wythoff", "--misere"}, []string{"misère wythoff", "msd_fib, 14 states", "candidate: (0,1) (1,0) (2,2) (3,5)", "misere_wythoff_declarations: TRUE", "proved for all positions"}},
		{[]string{"nim"}, []string{"msd_fib, 3 states", "proved for all positions"}},
		{[]string{"nim", "--numeration", "msd_2"}, []string{"msd_2, 2 states", "proved for all positions"}},
		{[]string{"nimhoff:1,0/0,1/1,1"}, []string{"msd_fib, 8 states", "proved for all positions"}},
		{[]string{"wythoff", "--alter-p", "3,4"}, []string{"wythoff altered P(3,4)", "msd_fib, 18 states", "proved for all positions"}},
		{[]string{"dr:r=2", "--box", "64", "--states", "16"}, []string{"no automaton with at most 16 states found in msd_fib, msd_2, msd_3"}},
	} {
		out, errOut, code := proveRun(append([]string{"prove"}, tc.args...)...)
		if code != ExitOK {
			t.Fatalf("mex prove %v: exit %d, %s", tc.args, code, errOut)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("mex prove %v = %q; want %q", tc.args, out, w)
			}
		}
		if strings.Contains(out, "proved") != strings.Contains(tc.want[len(tc.want)-1], "proved") {
			t.Errorf("mex prove %v says proved wrongly: %q", tc.args, out)
		}
	}
}

func TestProveGameJSON(t *testing.T) {
	out, errOut, code := proveRun("prove", "wythoff", "--misere", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	for _, k := range []string{"game", "proved", "numeration", "states", "statement", "counterexample", "least", "checks", "move_formula", "tried", "box", "seconds"} {
		if _, ok := doc[k]; !ok {
			t.Errorf("--json has no %q: %s", k, out)
		}
	}
	var r struct {
		Game           string  `json:"game"`
		Proved         bool    `json:"proved"`
		Numeration     *string `json:"numeration"`
		States         int     `json:"states"`
		Counterexample any     `json:"counterexample"`
		Least          [][]int `json:"least"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Game != "misère wythoff" || !r.Proved || r.Numeration == nil || *r.Numeration != "msd_fib" || r.States != 14 || r.Counterexample != nil || len(r.Least) == 0 || r.Least[0][0] != 0 || r.Least[0][1] != 1 {
		t.Errorf("--json = %s", out)
	}
	out, _, code = proveRun("prove", "dr:r=2", "--box", "32", "--json")
	if code != ExitOK || !strings.Contains(out, `"proved":false,"numeration":null,"states":0`) || !strings.Contains(out, `"counterexample":null`) {
		t.Errorf("not found --json = %s (exit %d)", out, code)
	}
}

// TestProveGameWalnut writes the automaton and the command file, and
// checks them with mex prove FILE --load: every eval TRUE.
func TestProveGameWalnut(t *testing.T) {
	for _, args := range [][]string{{"wythoff"}, {"wythoff", "--misere"}, {"nimhoff:1,0/0,1/1,1"}, {"wythoff", "--alter-p", "3,4", "--alter-n", "1,1"}} {
		dir := t.TempDir()
		out, errOut, code := proveRun(append([]string{"prove", "--walnut", dir}, args...)...)
		if code != ExitOK || !strings.Contains(out, "proved for all positions") {
			t.Fatalf("mex prove %v --walnut: exit %d, %q %s", args, code, out, errOut)
		}
		var aut, cmds string
		for _, line := range strings.Split(out, "\n") {
			if f, ok := strings.CutPrefix(line, "wrote "); ok {
				if strings.HasSuffix(f, "_proof.txt") {
					cmds = f
				} else {
					aut = f
				}
			}
		}
		if aut == "" || cmds == "" {
			t.Fatalf("mex prove %v --walnut wrote %q", args, out)
		}
		name := strings.TrimSuffix(filepath.Base(aut), ".txt")
		out, errOut, code = proveRun("prove", cmds, "--load", name+"="+aut)
		if code != ExitOK || strings.Contains(out, "FALSE") || strings.Count(out, ": TRUE") < 2 {
			t.Errorf("mex prove %s --load: exit %d, %q %s", cmds, code, out, errOut)
		}
	}
}

func TestProveGameErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"prove", "kayles"}, "does not state its moves as a formula over (ℕ,+); games that do: "},
		{[]string{"prove", "fibonacci-nim"}, "not on two piles"},
		{[]string{"prove", "nosuch"}, "prove nosuch: no such file, nor a game: unknown game"},
		{[]string{"prove", "wythoff", "--alter-p", "1"}, "--alter-p"},
		{[]string{"prove", "wythoff", "--alter-p", "1,2", "--alter-n", "1,2"}, "declared both P and N"},
		{[]string{"prove", "wythoff", "--states", "1"}, "--states"},
		{[]string{"prove", "wythoff", "--box", "10^6"}, "--box"},
		{[]string{"prove", "wythoff", "--numeration", "msd_1"}, "msd_1"},
		{[]string{"prove", "wythoff", "--load", "x=y"}, "--load applies to a file"},
		{[]string{"prove", wythoffFile, "--misere"}, "--misere applies to a game"},
		{[]string{"prove", "nim + nim"}, "sum"},
		{[]string{"prove", dir}, "a directory; want a file of statements or a game"},
	} {
		_, errOut, code := proveRun(tc.args...)
		if code != ExitBadInput || !strings.Contains(errOut, tc.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("mex %v: exit %d, %q; want exit 2 and one line with %q", tc.args, code, errOut, tc.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	if code := execute(&IO{Out: &out, Err: &errOut, Ctx: ctx}, []string{"prove", "wythoff:m=2"}); code != ExitInterrupted {
		t.Errorf("mex prove GAME after Ctrl-C: exit %d, %q", code, errOut.String())
	}
}

// A game with memory is proved class of states by class: --walnut writes
// each class's automaton beside the command file, and the command file
// re-checks with all of them loaded (Walnut 1.2 finds them TRUE too, from
// its Automata Library).
func TestProveMemoryGameWalnut(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := proveRun("prove", "--walnut", dir, "imitation:p=1,m=1")
	if code != ExitOK || !strings.Contains(out, "TRUE") {
		t.Fatalf("mex prove imitation:p=1,m=1 --walnut: exit %d, %q %s", code, out, errOut)
	}
	args := []string{"prove"}
	classes := 0
	for _, line := range strings.Split(out, "\n") {
		f, ok := strings.CutPrefix(line, "wrote ")
		switch {
		case !ok:
		case strings.HasSuffix(f, "_proof.txt"):
			args = append([]string{"prove", f}, args[1:]...)
		case !strings.HasSuffix(f, "_p.txt"):
			classes++
			args = append(args, "--load", strings.TrimSuffix(filepath.Base(f), ".txt")+"="+f)
		}
	}
	if classes != 3 || len(args) < 2 || !strings.HasSuffix(args[1], "_proof.txt") {
		t.Fatalf("--walnut wrote %d class automata (want 3: n, w0, w1): %q", classes, out)
	}
	out, errOut, code = proveRun(args...)
	if code != ExitOK || strings.Contains(out, "FALSE") || strings.Count(out, ": TRUE") < 6 {
		t.Errorf("mex %v: exit %d, %q %s", args, code, out, errOut)
	}
}

// The inputs of issue 35 that ran mex prove past its memory or crashed it
// (rows 1, 2, 4, 5, 6): each is bad input, one line, exit 2, at once.
func TestProveRefusesWhatCannotBeHeld(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	reg33 := write("reg33.txt", `reg r `+strings.TrimSpace(strings.Repeat("msd_2 ", 33))+` "[`+strings.Repeat("0,", 32)+`0]*";`)
	parens := write("parens.txt", `eval a "`+strings.Repeat("(", 1e6)+"x=x"+strings.Repeat(")", 1e6)+`";`)
	tracks30 := write("tracks30.txt", strings.Repeat("msd_2 ", 30)+"\n0 1\n"+strings.Repeat("0 ", 30)+"-> 0\n")
	ok := write("ok.txt", `eval a "x=x";`)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"prove", reg33}, "alphabet of 2^33 letters"},
		{[]string{"prove", parens}, "nests deeper than 10000 levels"},
		{[]string{"prove", ok, "--load", "w=" + tracks30}, "alphabet of 2^30 letters"},
		{[]string{"prove", ok, "--load", "w=" + dir}, "a directory"},
		{[]string{"prove", dir}, "a directory"},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		cases = append(cases,
			struct {
				args []string
				want string
			}{[]string{"prove", "/dev/zero"}, "longer than 4 MiB"},
			struct {
				args []string
				want string
			}{[]string{"prove", ok, "--load", "w=/dev/zero"}, "longer than 1 MiB"})
	}
	for _, tc := range cases {
		_, errOut, code := proveRun(tc.args...)
		if code != ExitBadInput || !strings.Contains(errOut, tc.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("mex %.80v: exit %d, %.300q; want exit 2 and one line with %q", tc.args, code, errOut, tc.want)
		}
	}
}

// mex prove FILE --library DIR reads Walnut's folders: a word automaton,
// a command file, a macro.
func TestProveLibrary(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"Word Automata Library/T.txt": "msd_2\n\n0 0\n0 -> 0\n1 -> 1\n\n1 1\n0 -> 1\n1 -> 0\n",
		"Command Files/tm.txt":        "def tmeq \"T[x] = T[y]\";\n",
		"Macro Library/same.txt":      "$tmeq(%0, %1)",
	}
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(t.TempDir(), "s.txt")
	if err := os.WriteFile(file, []byte("load tm.txt;\neval double \"Ax #same(x, 2*x)\";\neval next \"Ax T[2*x+1] != T[2*x]\";\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := proveRun("prove", file, "--library", dir)
	if code != ExitOK || !strings.Contains(out, "double: TRUE") || !strings.Contains(out, "next: TRUE") {
		t.Fatalf("mex prove --library: exit %d, %q, %s", code, out, errOut)
	}
	if _, errOut, code := proveRun("prove", file); code != ExitBadInput || !strings.Contains(errOut, "line 2:17: no macro same") {
		t.Errorf("without --library: exit %d, %s", code, errOut)
	}
	if _, errOut, code := proveRun("prove", file, "--library", file); code != ExitBadInput || !strings.Contains(errOut, "not a directory") {
		t.Errorf("--library FILE: exit %d, %s", code, errOut)
	}
}
