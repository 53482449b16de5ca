package cli

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/internal/measure"
	"github.com/mex-cgt/mex/service"
)

// The command line's half of the fault suite (issue 28; web/fault_test.go
// is the server's): every worst case of the adversarial campaign, run as a
// command under a memory budget of 256 MiB and interrupted (as by Ctrl-C)
// after 2 s. Each is refused (exit 2), answered (0) or stopped (130)
// within a second of the interrupt, with one short line on stderr, and the
// heap never passes the budget by more than a tenth while it runs;
// afterwards no goroutine is left working.
func TestFaultSuiteCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("the fault suite waits out deadlines")
	}
	const deadline = 2 * time.Second
	const budget = 256 << 20
	rng := rand.New(rand.NewPCG(28, 9))
	seen := map[int]bool{}
	var moves []string
	for len(moves) < 9000 {
		if m := 1 + rng.IntN(29999); !seen[m] {
			seen[m] = true
			moves = append(moves, fmt.Sprint(m))
		}
	}
	dir := t.TempDir()
	cases := []struct {
		row     int
		args    []string
		refused bool // must be refused (exit 2) before the interrupt, not stopped by it
	}{
		{1, []string{"outcome", "wythoff", "3,5", "--alter-p", "1000000000000001,1000000000000007"}, false},
		{2, []string{"ppos", "wythoff:p=3,m=2", "--count", "10000", "--from", "19999989999"}, false}, // no deadline: it runs, and says why it starts at 0 (TestFarFromSaysWhy)
		{3, []string{"grundy", "subtraction:" + strings.Join(moves, ","), "10^30"}, false},
		{4, []string{"moves", "nimhoff:1,0/0,1/1,1/1,2/2,1/1,3/3,1/2,3/3,2", "4999998,4999999"}, false},
		{5, []string{"outcome", "wythoff:p=2,m=3 + wythoff:p=2,m=3", "1000,2000 + 1000,2001"}, false},
		{6, []string{"form", "wythoff", "1000000,1000000"}, false},
		{11, []string{"grundy", "octal:0.6", "123456789012345678901234567890"}, true},
		{11, []string{"grundy", "grundy", "123456789012345678901234567890"}, true},
		{12, []string{"quotient", "dawson", "--maxheap", "200"}, false},
		{13, []string{"grundy", "wythoff", "--size", "12000", "--format", "csv"}, false},
		{7, []string{"plot", "wythoff", "--size", "2000", "-o", filepath.Join(dir, "w.png")}, false},
		{13, []string{"ppos", "wythoff", "--count", "7000000"}, false},
		{13, []string{"adjoin", "--size", "20000"}, false},
	}
	runtime.GC()
	before := runtime.NumGoroutine()
	for _, c := range cases {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(deadline, cancel) // Ctrl-C
		var out, errOut bytes.Buffer
		limits := service.DefaultLimits
		limits.MaxBytes = budget
		io := &IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Ctx: ctx,
			Service: *(&service.Service{Limits: limits}).WithContext(ctx)}
		peak, stop := measure.WatchHeap()
		start := time.Now()
		code := execute(io, c.args)
		took := time.Since(start)
		stop()
		cancel()
		lines := strings.Split(strings.TrimSpace(errOut.String()), "\n")
		msg := lines[len(lines)-1]
		for _, note := range lines[:len(lines)-1] {
			if !strings.HasPrefix(note, "mex: note: ") {
				t.Errorf("row %d: stderr has %q before its last line; only notes may come first", c.row, note)
			}
		}
		name := c.args[0]
		switch {
		case code != ExitOK && code != ExitBadInput && code != ExitInterrupted:
			t.Errorf("row %d (%s): exit %d: %.200s", c.row, name, code, msg)
		case c.refused && (code != ExitBadInput || took >= deadline):
			t.Errorf("row %d (%s): exit %d after %v: %.200s; want a refusal (exit 2) before the interrupt", c.row, name, code, took.Round(time.Millisecond), msg)
		case took > deadline+time.Second:
			t.Errorf("row %d (%s): exit %d after %v (interrupted at %v)", c.row, name, code, took.Round(time.Millisecond), deadline)
		case code != ExitOK && (strings.Contains(msg, "\n") || len(msg) > 200 || !strings.HasPrefix(msg, "mex: ")):
			t.Errorf("row %d (%s): exit %d with stderr %q; want one line of at most 200 characters", c.row, name, code, msg)
		case strings.Contains(msg, "context canceled") || strings.Contains(msg, "deadline exceeded"):
			t.Errorf("row %d (%s): stderr speaks Go: %q", c.row, name, msg)
		}
		if p := peak(); p > budget+budget/10 {
			t.Errorf("row %d (%s): the heap reached %d MiB under a budget of %d MiB", c.row, name, p>>20, budget>>20)
		}
		t.Logf("row %2d %-8s exit %3d in %v, heap peak %d MiB: %.120s", c.row, name, code, took.Round(time.Millisecond), peak()>>20, msg)
		runtime.GC()
	}
	deadlineGoroutines := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadlineGoroutines) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines left running after the suite (%d before)", n, before)
	}
}

// A search asked to start far out that must generate everything before
// it says so at once, with how long it takes at best (issue 28: searches
// that take a starting point begin there, or say why they cannot).
func TestFarFromSaysWhy(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background()) // Ctrl-C, not a deadline
	defer cancel()
	time.AfterFunc(500*time.Millisecond, cancel)
	var out, errOut bytes.Buffer
	io := &IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Ctx: ctx, Service: *(&service.Service{}).WithContext(ctx)}
	code := execute(io, []string{"ppos", "wythoff:p=3,m=2", "--count", "10", "--from", "19999989999"})
	first, _, _ := strings.Cut(errOut.String(), "\n")
	if code != ExitInterrupted || !strings.HasPrefix(first, "mex: note: (3,2)-Wythoff has no closed form") || !strings.Contains(first, "takes at least 2m34s") {
		t.Errorf("exit %d, stderr %q; want a note on why the pairs start at index 0, then the interrupt", code, errOut.String())
	}
}
