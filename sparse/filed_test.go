package sparse_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/sparse"
)

// A bounded run (Options.Window) on Linux keeps its values in a file:
// it emits the values and reports the statistics of the run that keeps
// every value in memory, on one thread and on two, without a window to
// give up (Grundy's game has a rare position at 82860, past a window of
// 2^16), and gives the values back to the file as it goes (a page at a
// time here).
func TestFiledSameStats(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("values in a file are offered on Linux only")
	}
	defer sparse.PunchEachPage()()
	const upto = 1 << 18
	for _, r := range []sparse.Rules{mustParse(t, "0.6"), sparse.GrundyGame()} {
		whole, err := sparse.Run(r, sparse.Options{Upto: upto, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, threads := range []int{1, 2} {
			next := 0
			emit := func(n int, v uint16) error {
				if n != next || v != whole.Values()[n] {
					t.Fatalf("%v, %d threads: emitted G(%d) = %d after %d values", r, threads, n, v, next)
				}
				next++
				return nil
			}
			s, err := sparse.Run(r, sparse.Options{Upto: upto, Window: 1 << 16, Threads: threads, Emit: emit})
			if err != nil {
				t.Fatal(err)
			}
			if !sparse.Filed(s) || s.Values() != nil || len(s.Prefix()) != 1<<16 {
				t.Errorf("%v, %d threads: filed %v, whole sequence handed out %v, prefix %d", r, threads, sparse.Filed(s), s.Values() != nil, len(s.Prefix()))
			}
			if got, want := s.Stats(), whole.Stats(); !reflect.DeepEqual(got, want) {
				t.Errorf("%v, %d threads: statistics differ from the whole run's:\n%+v\nwant\n%+v", r, threads, got, want)
			}
			for _, i := range []int{0, 82860, upto / 2, upto} {
				if v, err := s.At(i); err != nil || v != whole.Values()[i] {
					t.Errorf("%v: At(%d) = %d, %v; want %d", r, i, v, err, whole.Values()[i])
				}
			}
		}
	}
}

// A bounded run stopped midway names its values file in its checkpoint;
// resumed, it maps the file again (checked against the checkpoint's sum)
// and ends with the whole run's values and statistics. A values file that
// is missing, cut or changed is refused, never resumed.
func TestFiledResume(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("values in a file are offered on Linux only")
	}
	defer sparse.PunchEachPage()()
	const upto = 1 << 18
	r := sparse.GrundyGame()
	whole, err := sparse.Run(r, sparse.Options{Upto: upto, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ck := filepath.Join(dir, "ck")
	emitted := 0 // by the last run
	run := func(resume bool, stopAt int) (*sparse.Engine, int, error) {
		ctx, stop := context.WithCancel(context.Background())
		defer stop()
		next, first := -1, -1
		emit := func(n int, v uint16) error {
			if first < 0 {
				first, next = n, n
			}
			if n != next || v != whole.Values()[n] {
				t.Fatalf("emitted G(%d) = %d after %d values", n, v, next)
			}
			emitted = n + 1
			if next++; next == stopAt {
				stop()
			}
			return nil
		}
		s, err := sparse.Run(r, sparse.Options{Upto: upto, Window: 1 << 16, Threads: 2, Checkpoint: ck, Resume: resume, Emit: emit, Context: ctx})
		return s, first, err
	}
	if _, _, err := run(false, 150000); !errors.Is(err, sparse.ErrStopped) {
		t.Fatalf("stopped run: %v, want ErrStopped", err)
	}
	stoppedAt := emitted
	values := ck + ".values"
	good, err := os.ReadFile(values)
	if err != nil {
		t.Fatalf("the values file beside the checkpoint: %v", err)
	}
	damage := map[string]func() error{
		"missing": func() error { return os.Remove(values) },
		"cut":     func() error { return os.Truncate(values, 1000) },
		"changed": func() error {
			b := append([]byte(nil), good...)
			b[2*82860] ^= 1
			return os.WriteFile(values, b, 0o644)
		},
	}
	for name, spoil := range damage {
		if err := spoil(); err != nil {
			t.Fatal(err)
		}
		var ce *sparse.CheckpointError
		if _, _, err := run(true, -1); !errors.As(err, &ce) || !strings.Contains(err.Error(), "values") {
			t.Errorf("values file %s: %v, want a CheckpointError about the values", name, err)
		}
		if err := os.WriteFile(values, good, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, first, err := run(true, -1)
	if err != nil {
		t.Fatal(err)
	}
	if first != stoppedAt || !sparse.Filed(s) {
		t.Errorf("resumed at %d, want %d (where the stopped run saved), filed: %v", first, stoppedAt, sparse.Filed(s))
	}
	if got, want := s.Stats(), whole.Stats(); !reflect.DeepEqual(got, want) {
		t.Errorf("statistics after resuming:\n%+v\nwant\n%+v", got, want)
	}
}
