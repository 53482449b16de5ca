package sparse_test

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"

	"github.com/mex-cgt/mex/sparse"
)

// TestWindowSameStats: a run with a bounded window (Options.Window)
// reports the statistics of the run that keeps every value, whether it
// keeps its window to the end or has to give it up and recompute (a
// window of 2^12 is too small for both games: a rare position or a long
// scan comes later), and emits every value once, in order. (Grundy's game
// has a rare position at 82860: its window must hold it.) Taking a window
// again is TestRewindow's.
func TestWindowSameStats(t *testing.T) {
	defer sparse.NoValuesFile()() // the window of a run that cannot map a file
	defer sparse.TakeWindowAlways()()
	defer sparse.PunchEachPage()() // a read of a value given back faults
	const upto = 1 << 18
	for _, g := range []struct {
		r      sparse.Rules
		window int
	}{{mustParse(t, "0.6"), 1 << 16}, {sparse.GrundyGame(), 1 << 17}} {
		r := g.r
		whole, err := sparse.Run(r, sparse.Options{Upto: upto, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			window  int
			bounded bool
		}{{g.window, true}, {1 << 12, false}} {
			next := 0
			emit := func(n int, v uint16) error {
				if n != next || v != whole.Values()[n] {
					t.Fatalf("%s, window %d: emitted G(%d) = %d after %d values (want G(%d) = %d)", r, c.window, n, v, next, n, whole.Values()[n])
				}
				next++
				return nil
			}
			s, err := sparse.Run(r, sparse.Options{Upto: upto, Window: c.window, Threads: 2, Emit: emit})
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Values() == nil; got != c.bounded {
				t.Errorf("%s, window %d: kept its window to the end: %v, want %v", r, c.window, got, c.bounded)
			}
			if next != upto+1 {
				t.Errorf("%s, window %d: %d values emitted, want %d", r, c.window, next, upto+1)
			}
			if got, want := s.Stats(), whole.Stats(); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, window %d: statistics differ from the whole run's:\n%+v\nwant\n%+v", r, c.window, got, want)
			}
		}
	}
}

// TestRewindow: Grundy's game keeps every value while rare positions are
// found (the last at 82860), and once its last rare position lies in the
// first quarter of the values and a window holds less than half of them,
// takes a window again (a front of twice its longest scan, and a ring
// that holds the other part of every split with a rare part); it ends
// bounded, with the statistics of the whole run, on one thread and on
// two.
func TestRewindow(t *testing.T) {
	defer sparse.NoValuesFile()() // the window of a run that cannot map a file
	defer sparse.PunchEachPage()()
	const upto = 1 << 21 // the window is taken again at 2^20
	r := sparse.GrundyGame()
	whole, err := sparse.Run(r, sparse.Options{Upto: upto, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, threads := range []int{1, 2} {
		next := 0
		emit := func(n int, v uint16) error {
			if n != next || v != whole.Values()[n] {
				t.Fatalf("%d threads: emitted G(%d) = %d after %d values", threads, n, v, next)
			}
			next++
			return nil
		}
		s, err := sparse.Run(r, sparse.Options{Upto: upto, Window: 1 << 16, Threads: threads, Emit: emit})
		if err != nil {
			t.Fatal(err)
		}
		if !sparse.Bounded(s) || next != upto+1 {
			t.Errorf("%d threads: bounded at the end: %v, %d values emitted", threads, sparse.Bounded(s), next)
		}
		if got, want := s.Stats(), whole.Stats(); !reflect.DeepEqual(got, want) {
			t.Errorf("%d threads: statistics differ from the whole run's:\n%+v\nwant\n%+v", threads, got, want)
		}
		// The ring holds the other part of every split with a rare part
		// and no more: the least power of two past the last rare
		// position and the front (twice the last rare position kept
		// Grundy's game whole to 2^29).
		front, ring := sparse.Kept(s)
		need := max(front, whole.Stats().LastRare+1)
		if ring < need || ring >= 2*need {
			t.Errorf("%d threads: a ring of %d values for a front of %d and the last rare position %d", threads, ring, front, whole.Stats().LastRare)
		}
	}
}

// TestWindowWaitsForRare: by default the window is not taken while rare
// positions are still being found (Grundy's game has one at 82860).
func TestWindowWaitsForRare(t *testing.T) {
	defer sparse.NoValuesFile()() // the window of a run that cannot map a file
	s, err := sparse.Run(sparse.GrundyGame(), sparse.Options{Upto: 1 << 18, Window: 1 << 16, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	if s.Values() == nil {
		t.Error("the window was taken although a rare position lay at 36184, past half of it")
	}
	// Kept whole, the values stay in the region the window would have
	// been cut from: grown there, never copied into the Go heap (where
	// growing holds the old array and the new at once).
	if runtime.GOOS == "linux" && !sparse.Mapped(s) {
		t.Error("the values kept whole moved out of their mapped region")
	}
}

func mustParse(t *testing.T, code string) sparse.Rules {
	t.Helper()
	r, err := sparse.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestWindowResume: a bounded run stopped midway saves its window, and
// the resumed run, laid out as a bounded run again, ends with the whole
// run's statistics.
func TestWindowResume(t *testing.T) {
	defer sparse.NoValuesFile()() // the window of a run that cannot map a file
	defer sparse.TakeWindowAlways()()
	defer sparse.PunchEachPage()()
	const upto = 1 << 18
	r := sparse.GrundyGame()
	whole, err := sparse.Run(r, sparse.Options{Upto: upto, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	ck := filepath.Join(t.TempDir(), "ck")
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	next := 0
	emit := func(n int, v uint16) error {
		if n != next || v != whole.Values()[n] {
			t.Fatalf("emitted G(%d) = %d after %d values", n, v, next)
		}
		if next++; next == 200000 {
			stop()
		}
		return nil
	}
	opt := sparse.Options{Upto: upto, Window: 1 << 17, Threads: 2, Checkpoint: ck, Emit: emit, Context: ctx}
	if _, err := sparse.Run(r, opt); !errors.Is(err, sparse.ErrStopped) {
		t.Fatalf("stopped run: %v, want ErrStopped", err)
	}
	opt.Resume, opt.Context = true, nil
	next = -1
	opt.Emit = func(n int, v uint16) error {
		if next < 0 {
			next = n // the resumed run goes on from its checkpoint
		}
		return emit(n, v)
	}
	s, err := sparse.Run(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	if next != upto+1 || s.Values() != nil {
		t.Errorf("resumed run: %d values emitted in all, whole sequence kept: %v", next, s.Values() != nil)
	}
	if !sparse.Bounded(s) {
		t.Errorf("resumed run: streamed, not laid out as the bounded run it resumed (one thread, the slow scans)")
	}
	if got, want := s.Stats(), whole.Stats(); !reflect.DeepEqual(got, want) {
		t.Errorf("statistics after resuming:\n%+v\nwant\n%+v", got, want)
	}
}
