package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A graph game's search saves its memo with --checkpoint (a certificate
// whose header carries the value once the search ends) and goes on from
// it with --resume; the flags are refused where no search reads them.
func TestSearchCheckpointFlags(t *testing.T) {
	file := filepath.Join(t.TempDir(), "grid.cp")
	// OEIS A316632: Node Kayles on the 3×5 grid is worth 3.
	out, errOut, code := run("grundy", "nodekayles", "grid:3,5", "--checkpoint", file)
	if code != 0 || !strings.Contains(out, "= 3") {
		t.Fatalf("--checkpoint: exit %d, %q %q", code, out, errOut)
	}
	data, err := os.ReadFile(file)
	if err != nil || !strings.HasPrefix(string(data), "mex certificate nodekayles ") || !strings.Contains(string(data), " value 3 ") {
		t.Fatalf("the checkpoint: %q, %v", firstLine(string(data)), err)
	}
	if out, errOut, code := run("grundy", "nodekayles", "grid:3,5", "--checkpoint", file, "--resume"); code != 0 || !strings.Contains(out, "= 3") {
		t.Fatalf("--resume: exit %d, %q %q", code, out, errOut)
	}
	for _, args := range [][]string{
		{"grundy", "nodekayles", "grid:3,5", "--resume"},
		{"grundy", "nim", "3,5", "--checkpoint", file},
		{"grundy", "arckayles", "grid:3,5", "--checkpoint", file, "--resume"},
		{"grundy", "nodekayles", "grid:3,5", "--checkpoint", filepath.Join(t.TempDir(), "none"), "--resume"},
	} {
		if _, errOut, code := run(args...); code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, %q; want 2 and one line", args, code, errOut)
		}
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
