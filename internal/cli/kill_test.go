package cli_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/internal/cli"
)

// TestHelperProcess runs mex with the arguments after "--" when started by
// TestKillAndResume as a child process.
func TestHelperProcess(t *testing.T) {
	if os.Getenv("MEX_HELPER") != "1" {
		return
	}
	args := os.Args
	for i, a := range args {
		if a == "--" {
			args = args[i+1:]
			break
		}
	}
	os.Exit(cli.Main(args, os.Stdout, os.Stderr))
}

// A b-file run killed with SIGKILL after a checkpoint, then resumed, writes
// the same file as a run that was never interrupted.
func TestKillAndResume(t *testing.T) {
	dir := t.TempDir()
	whole, part, ck := dir+"/whole.txt", dir+"/part.txt", dir+"/ck"
	const upto = "200000"
	if _, e, code := run("grundy", "grundy", "--upto", upto, "--format", "bfile", "-o", whole); code != 0 {
		t.Fatal(e)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "--",
		"grundy", "grundy", "--upto", upto, "--format", "bfile", "-o", part, "--checkpoint", ck, "--every", "200ms")
	cmd.Env = append(os.Environ(), "MEX_HELPER=1")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if info, err := os.Stat(ck); err == nil && info.Size() > 0 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("no checkpoint appeared")
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(150 * time.Millisecond)
	cmd.Process.Kill() // SIGKILL: no chance to clean up
	cmd.Wait()
	if _, e, code := run("grundy", "grundy", "--upto", upto, "--format", "bfile", "-o", part, "--checkpoint", ck, "--resume"); code != 0 {
		t.Fatal(e)
	}
	a, _ := os.ReadFile(whole)
	b, _ := os.ReadFile(part)
	if len(a) == 0 || string(a) != string(b) {
		t.Fatalf("resumed b-file differs: %d and %d bytes; first difference near line %d", len(a), len(b), firstDiff(string(a), string(b)))
	}
}

func firstDiff(a, b string) int {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return i
		}
	}
	return min(len(la), len(lb))
}
