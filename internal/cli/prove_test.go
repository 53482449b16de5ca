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
	if code != ExitInterrupted || !strings.Contains(errOut.String(), "stopped") {
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
