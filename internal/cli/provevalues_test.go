package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// mex prove nim --values 3 --walnut DIR: the sets and the function proved
// (Bouton: G = x XOR y), written in Walnut's folders, and re-checked by
// mex prove FILE --library DIR with every eval TRUE.
func TestProveValuesCommand(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := proveRun("prove", "nim", "--values", "3", "--walnut", dir)
	if code != ExitOK {
		t.Fatalf("mex prove nim --values 3: exit %d, %s", code, errOut)
	}
	for _, want := range []string{
		"value 1: nim_v1, 3 states: (0,1) (1,0) (2,3) (3,2)",
		"value 3: nim_v3, 4 states: (1,2) (2,1) (0,3) (3,0)",
		"G(a,b)=z: nim_g, 2 states: (0,0,0) (0,1,1) (1,0,1) (1,1,0)",
		"total TRUE, functional TRUE, stable TRUE, mex TRUE",
		"proved automatic in msd_2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("mex prove nim --values 3 printed\n%s\nwant %q", out, want)
		}
	}
	commands := filepath.Join(dir, "Command Files", "nim_values.txt")
	for _, f := range []string{commands, filepath.Join(dir, "Automata Library", "nim_v3.txt"), filepath.Join(dir, "Automata Library", "nim_g.txt")} {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("--walnut did not write %s", f)
		}
	}
	out, errOut, code = proveRun("prove", commands, "--library", dir)
	if code != ExitOK || strings.Contains(out, "FALSE") || strings.Count(out, "TRUE") != 15 {
		t.Fatalf("the command file re-checked: exit %d, %s%s", code, out, errOut)
	}
}

// A one-heap game with a proven period: its sequence as a word automaton,
// written to Word Automata Library and re-checked.
func TestProveValuesSequenceCommand(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := proveRun("prove", "octal:0.07", "--values", "2", "--walnut", dir, "--json")
	if code != ExitOK {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	var r struct {
		Kind     string `json:"kind"`
		Proved   bool   `json:"proved"`
		Sequence struct {
			Name      string `json:"name"`
			Preperiod int    `json:"preperiod"`
			Period    int    `json:"period"`
			Values    []int  `json:"values"`
		} `json:"sequence"`
		Files []string `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	// Dawson's Kayles, OEIS A002187: 0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3.
	if r.Kind != "one-heap" || !r.Proved || r.Sequence.Period != 34 || len(r.Sequence.Values) < 12 ||
		!slices.Equal(r.Sequence.Values[:12], []int{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3}) {
		t.Fatalf("octal:0.07 --values: %s", out)
	}
	word := filepath.Join(dir, "Word Automata Library", r.Sequence.Name+".txt")
	if _, err := os.Stat(word); err != nil {
		t.Fatalf("no word automaton written: %v (files %v)", err, r.Files)
	}
	out, errOut, code = proveRun("prove", filepath.Join(dir, "Command Files", "octal_0_07_values.txt"), "--library", dir)
	if code != ExitOK || !strings.Contains(out, "_periodic: TRUE") {
		t.Fatalf("re-checked: exit %d, %s%s", code, out, errOut)
	}
}

func TestProveValuesCommandErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prove", "nim", "--values", "32"}, "--values"},
		{[]string{"prove", "nim", "--values", "x"}, "--values"},
		{[]string{"prove", "wythoff", "--values", "1", "--misere"}, "normal play"},
		{[]string{"prove", "octal:0.6", "--values", "1"}, "no period is proven"},
		{[]string{"prove", "grundy", "--values", "1"}, "periodicity"},
		{[]string{"prove", "nim+wythoff", "--values", "1"}, "a sum"},
		{[]string{"prove", wythoffFile, "--values", "1"}, "applies to a game"},
	} {
		if testing.Short() && c.args[1] == "octal:0.6" {
			continue // searches 2^20 values for a period (3 s)
		}
		_, errOut, code := proveRun(c.args...)
		if code != ExitBadInput || !strings.Contains(errOut, c.want) || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("mex %s: exit %d, %q; want exit 2 and one line saying %q", strings.Join(c.args, " "), code, errOut, c.want)
		}
	}
}
