package cli_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mex-cgt/mex/internal/cli"
)

// TestHelperProcess runs mex with the arguments after "--" when started by
// the tests below as a child process.
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

// child prepares mex ARGS as a child process.
func child(args ...string) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^TestHelperProcess$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), "MEX_HELPER=1")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	return cmd, &out, &errOut
}

// killRuns is the number of interruptions of TestKillAndResume:
// MEX_KILL_SOAK=N asks for N (a soak), -short for 30.
func killRuns(t *testing.T) int {
	if s := os.Getenv("MEX_KILL_SOAK"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("MEX_KILL_SOAK=%q", s)
		}
		return n
	}
	if testing.Short() {
		return 30
	}
	return 200
}

// Long b-file runs are interrupted at random moments, by SIGINT (a clean
// stop, exit 130, saying how to continue) or SIGKILL (no chance to clean
// up), and resumed each time from whatever the checkpoint holds; every
// finished file must equal, byte for byte, the file of a run never
// interrupted. Both memory modes are covered: everything kept (Grundy's
// game) and a front array with a ring buffer (octal 0.6).
func TestKillAndResume(t *testing.T) {
	dir := t.TempDir()
	jobs := []struct {
		name  string
		args  []string
		maxMs int // interruptions fall in the first maxMs milliseconds of a run
	}{
		{"grundy", []string{"grundy", "grundy", "--upto", "40000", "--format", "bfile"}, 200},
		{"octal-0.6-streaming", []string{"grundy", "octal:0.6", "--upto", "50000", "--format", "bfile", "--front", "2^15", "--ring", "2^15"}, 300},
		{"grundy-u16", []string{"grundy", "grundy", "--upto", "40000", "--format", "u16"}, 200}, // and its FILE.sha256
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 12))
	total := killRuns(t)
	kills, sigints, finished := 0, 0, 0
	for j := 0; kills < total; j++ {
		job := jobs[j%len(jobs)]
		want := filepath.Join(dir, job.name+".want")
		if _, err := os.Stat(want); err != nil {
			if _, e, code := run(append(job.args, "-o", want)...); code != 0 {
				t.Fatal(e)
			}
		}
		out, ck := filepath.Join(dir, job.name+".txt"), filepath.Join(dir, job.name+".ck")
		os.Remove(out)
		os.Remove(ck)
		for attempt := 0; ; attempt++ {
			args := append(append([]string{}, job.args...), "-o", out, "--checkpoint", ck, "--every", "1ms")
			_, noCheckpoint := os.Stat(ck)
			if noCheckpoint == nil {
				args = append(args, "--resume")
			}
			cmd, _, errOut := child(args...)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			interrupt := kills < total && attempt < 200
			sigint := rng.IntN(2) == 0
			if interrupt {
				time.Sleep(time.Duration(rng.IntN(job.maxMs)) * time.Millisecond)
				if sigint {
					cmd.Process.Signal(os.Interrupt)
				} else {
					cmd.Process.Kill()
				}
			}
			err := cmd.Wait()
			code := cmd.ProcessState.ExitCode()
			var exit *exec.ExitError
			signalled := errors.As(err, &exit) && exit.Sys().(syscall.WaitStatus).Signaled()
			switch {
			case code == 0:
			case signalled && interrupt: // killed, or SIGINT before mex listened for it
			case code == cli.ExitInterrupted && interrupt && sigint:
				msg := errOut.String()
				if strings.Count(strings.TrimSpace(msg), "\n") != 0 || !strings.Contains(msg, "--resume to continue") {
					t.Fatalf("%s: a SIGINT's message should be one line saying how to continue: %q", job.name, msg)
				}
				sigints++
			default:
				t.Fatalf("%s attempt %d (%q): exit %d (%v), stderr %q", job.name, attempt, args, code, err, errOut.String())
			}
			if interrupt && code != 0 {
				kills++
			}
			if code == 0 {
				break
			}
		}
		a, _ := os.ReadFile(want)
		b, err := os.ReadFile(out)
		if err != nil || !bytes.Equal(a, b) {
			t.Fatalf("%s: the resumed b-file differs from the uninterrupted one: %d and %d bytes (%v); first difference near line %d",
				job.name, len(a), len(b), err, firstDiff(string(a), string(b)))
		}
		if slices.Contains(job.args, "u16") {
			sa, _ := os.ReadFile(want + ".sha256")
			sb, err := os.ReadFile(out + ".sha256")
			if hash, _, _ := strings.Cut(string(sa), " "); err != nil || len(hash) != 64 || string(sb) != hash+"  "+filepath.Base(out)+"\n" {
				t.Fatalf("%s: the resumed file's checksum is %q (%v); the uninterrupted one's %q", job.name, sb, err, sa)
			}
		}
		finished++
	}
	t.Logf("%d interruptions (%d answered by a clean stop), %d b-files finished and compared", kills, sigints, finished)
	// A kill cannot clean up, but it leaves at most CHECKPOINT.tmp or
	// FILE.partial, which the next run overwrites (and a u16 file's
	// checksum, FILE.sha256, is written only by a finished run).
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if name := e.Name(); !strings.HasSuffix(name, ".want") && !strings.HasSuffix(name, ".txt") && !strings.HasSuffix(name, ".ck") && !strings.HasSuffix(name, ".ck.tmp") && !strings.HasSuffix(name, ".txt.partial") && !strings.HasSuffix(name, ".sha256") {
			t.Errorf("an interrupted run left %s", name)
		}
	}
}

// Ctrl-C on a run without a checkpoint exits 130 and says that nothing
// was kept to resume from; the -o file is not left half-written.
func TestInterruptWithoutCheckpoint(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name    string
		args    []string
		mention string
	}{
		{"b-file on stdout", []string{"grundy", "grundy", "--upto", "2^20", "--format", "bfile"}, "nothing was saved to resume from"},
		{"b-file to -o", []string{"grundy", "grundy", "--upto", "2^20", "--format", "bfile", "-o", filepath.Join(dir, "g.txt")}, "nothing was kept"},
		{"stats", []string{"stats", "grundy", "--upto", "2^22"}, "nothing was kept"},
		// the checks stop part way and say where
		{"check", []string{"check", "--full"}, "interrupted; stopped in check "},
	}
	for _, tt := range tests {
		cmd, out, errOut := child(tt.args...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(400 * time.Millisecond)
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
		msg := errOut.String()
		if code := cmd.ProcessState.ExitCode(); code != cli.ExitInterrupted || strings.Count(strings.TrimSpace(msg), "\n") != 0 || !strings.Contains(msg, tt.mention) {
			t.Errorf("%s: exit %d, stderr %q; want 130 and one line mentioning %q", tt.name, code, msg, tt.mention)
		}
		if tt.name == "b-file on stdout" {
			text := out.String()
			lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
			if !strings.HasSuffix(text, "\n") || !strings.HasPrefix(lines[len(lines)-1], strconv.Itoa(len(lines)-1)+" ") {
				t.Errorf("the lines printed before Ctrl-C are not complete: %d lines, ending %q", len(lines), lines[len(lines)-1])
			}
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("an interrupted run without a checkpoint left %v", entries)
	}
}

// Ctrl-C on a census with -o keeps the finished codes and says how to
// resume (status 130); the same command then finishes the class, and the
// file holds every code once.
func TestInterruptCensus(t *testing.T) {
	out := filepath.Join(t.TempDir(), "census.jsonl")
	args := []string{"census", "--digits", "2", "--upto", "2^16", "-o", out}
	cmd, _, errOut := child(args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond)
	cmd.Process.Signal(os.Interrupt)
	cmd.Wait()
	msg := errOut.String()
	if code := cmd.ProcessState.ExitCode(); code == 0 {
		t.Skip("the census finished before the interrupt")
	} else if code != cli.ExitInterrupted || strings.Count(strings.TrimSpace(msg), "\n") != 0 || !strings.Contains(msg, "run the same command to resume") {
		t.Fatalf("exit %d, stderr %q; want 130 and one line saying how to resume", code, msg)
	}
	kept, _ := os.ReadFile(out)
	if _, e, code := run(args...); code != 0 {
		t.Fatalf("resumed census: exit %d: %s", code, e)
	}
	all, _ := os.ReadFile(out)
	lines := strings.Split(strings.TrimSpace(string(all)), "\n")
	codes := map[string]bool{}
	for _, line := range lines {
		codes[strings.SplitN(line, ",", 2)[0]] = true
	}
	if len(lines) != 128 || len(codes) != 128 || !bytes.HasPrefix(all, kept) {
		t.Errorf("after the resume: %d lines, %d distinct codes, kept lines a prefix: %v; want 128, 128, true", len(lines), len(codes), bytes.HasPrefix(all, kept))
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

// An interrupt is said in one line without the library's "context
// canceled" (form, genus, grundy --json and census printed it).
func TestInterruptMessage(t *testing.T) {
	for err, want := range map[error]string{
		context.Canceled: "interrupted; nothing was kept",
		fmt.Errorf("misere: genus of kayles: %w", context.Canceled): "misere: genus of kayles: interrupted",
	} {
		if got := cli.Message(err); got != want {
			t.Errorf("Message(%v) = %q; want %q", err, got, want)
		}
		if code := cli.ExitCode(err); code != cli.ExitInterrupted {
			t.Errorf("ExitCode(%v) = %d; want %d", err, code, cli.ExitInterrupted)
		}
	}
}

// -o writes through a symbolic link (the link stays, its target gets the
// output) and into a FIFO directly (its reader gets every line); the
// temporary file renamed over them replaced the link and the FIFO, and the
// FIFO's reader got nothing. A checkpointed run refuses a FIFO.
func TestOutputThroughLinksAndFIFOs(t *testing.T) {
	dir := t.TempDir()
	p := func(name string) string { return filepath.Join(dir, name) }
	os.WriteFile(p("target.txt"), []byte("old\n"), 0o644)
	os.Symlink("target.txt", p("link.txt"))
	if _, e, code := run("grundy", "kayles", "--upto", "10", "--format", "bfile", "-o", p("link.txt")); code != 0 {
		t.Fatalf("grundy -o link: exit %d, %s", code, e)
	}
	if info, err := os.Lstat(p("link.txt")); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v, %v", info, err)
	}
	if b, _ := os.ReadFile(p("target.txt")); !strings.HasPrefix(string(b), "0 0\n1 1\n") {
		t.Errorf("the link's target holds %q; want the b-file", b)
	}
	os.Symlink("picture.svg", p("pic.svg"))
	if _, e, code := run("plot", "kayles", "--size", "20", "-o", p("pic.svg")); code != 0 {
		t.Fatalf("plot -o link: exit %d, %s", code, e)
	}
	if b, _ := os.ReadFile(p("picture.svg")); !bytes.HasPrefix(b, []byte("<svg")) && !bytes.Contains(b[:min(len(b), 200)], []byte("<svg")) {
		t.Errorf("the dangling link's target holds %d bytes, not a picture", len(b))
	}
	if err := syscall.Mkfifo(p("pipe"), 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	got := make(chan []byte)
	go func() {
		f, err := os.Open(p("pipe"))
		if err != nil {
			got <- nil
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- b
	}()
	if _, e, code := run("grundy", "octal:0.6", "--upto", "100", "--format", "bfile", "-o", p("pipe")); code != 0 {
		t.Fatalf("grundy -o fifo: exit %d, %s", code, e)
	}
	if b := <-got; strings.Count(string(b), "\n") != 101 {
		t.Errorf("the FIFO's reader got %d lines; want 101", strings.Count(string(b), "\n"))
	}
	if info, err := os.Lstat(p("pipe")); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v", err)
	}
	if _, _, code := run("grundy", "octal:0.6", "--upto", "10", "--format", "bfile", "-o", p("pipe"), "--checkpoint", p("ck")); code != 2 {
		t.Errorf("a checkpointed run into a FIFO: exit %d; want 2", code)
	}
}
