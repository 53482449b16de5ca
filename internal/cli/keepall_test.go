package cli_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// --keep-all is refused, in one line with exit 2, where it cannot work.
func TestKeepAllRefusals(t *testing.T) {
	for _, tt := range []struct {
		args    []string
		mention string
	}{
		{[]string{"stats", "octal:0.6", "--upto", "2^20", "--keep-all", "--front", "2^16"}, "give one of them"},
		{[]string{"stats", "grundy", "--upto", "2^30", "--keep-all"}, "drop --keep-all"},
		{[]string{"grundy", "grundy", "--upto", "2^40", "--format", "bfile", "--keep-all"}, "at most 268435456 values"},
	} {
		out, e, code := run(tt.args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(e), "\n") != 0 || !strings.Contains(e, tt.mention) {
			t.Errorf("mex %q: exit %d, stderr %q; want exit 2 and one line mentioning %q", tt.args, code, e, tt.mention)
		}
	}
}

// A short run with --keep-all prints what the default prints (a window is
// taken only past 2^21 values; games/octal's TestWindowSameStats compares
// the two where it is).
func TestKeepAllSameOutput(t *testing.T) {
	for _, args := range [][]string{
		{"stats", "grundy", "--upto", "2^14", "--json"},
		{"grundy", "octal:0.6", "--upto", "2^12", "--format", "bfile"},
	} {
		def, e1, c1 := run(args...)
		all, e2, c2 := run(append(args, "--keep-all")...)
		if c1 != 0 || c2 != 0 || def != all || def == "" || e1 != "" || e2 != "" {
			t.Errorf("mex %q with and without --keep-all: exit %d and %d, outputs equal %v, stderr %q %q", args, c1, c2, def == all, e1, e2)
		}
	}
}

// mex stats --time D --checkpoint F stops after D, prints the statistics
// of the values computed, says on stderr that F holds them, and a run
// with --resume goes on from there to the end: its statistics are those
// of a run never stopped.
func TestStatsTimeResumes(t *testing.T) {
	ck := filepath.Join(t.TempDir(), "g.ck")
	args := []string{"stats", "grundy", "--upto", "2^19", "--threads", "1", "--checkpoint", ck}
	out, e, code := run(append(args, "--time", "300ms")...)
	if code != 0 || !strings.Contains(out, "stopped by the time limit after G(0..") || !strings.Contains(e, ck+" holds G(0..") || !strings.Contains(e, "--resume") {
		t.Fatalf("mex stats --time 300ms: exit %d, stdout %q, stderr %q; want the statistics so far and how to go on", code, out, e)
	}
	resumed, e, code := run(append(args, "--resume")...)
	whole, _, _ := run("stats", "grundy", "--upto", "2^19", "--threads", "1")
	if code != 0 || resumed != whole || strings.Contains(resumed, "stopped by") {
		t.Errorf("resumed after the time limit: exit %d, stderr %q, equal to a whole run %v:\n%s", code, e, resumed == whole, resumed)
	}
}
