package sparse

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/mex-cgt/mex/budget"
)

// Options control a long computation of Grundy values.
type Options struct {
	Upto int // compute G(0..Upto)
	// Front and Ring, when Front > 0, switch to bounded memory once Front
	// values are computed: the first Front values and the last Ring are
	// kept (the mask then changes only as far as followMask can follow
	// the whole run's; the statistics may part from it otherwise).
	Front, Ring int
	// Checkpoint, if set, is a file written atomically when the run starts,
	// every Every, at the end and when the run is stopped; Resume continues from it, and
	// refuses (with a *CheckpointError) a checkpoint that is missing, of
	// another game, or beyond Upto.
	Checkpoint string
	Every      time.Duration
	Resume     bool
	// Emit receives every value in order (may be nil).
	Emit func(n int, v uint16) error
	// Flush is called before a checkpoint is written; the Output it
	// returns (what was written so far) is kept in the checkpoint and
	// handed to Resumed on resume, which must check it against the file
	// and rewind the file to it.
	Flush   func() (Output, error)
	Resumed func(Output) error
	// Progress is called about ten times a second with the values done.
	Progress func(done, total int)
	// Context (nil: Background) is the one way to stop a run: when it is
	// done (Ctrl-C, a deadline), the run saves its checkpoint and returns
	// an error that wraps ErrStopped and the context's error. It is looked
	// at every 1024 values. Its memory account (package budget) is drawn
	// on as the values grow.
	Context context.Context
	// Threads is the cores a run may use (0: all of them). With two or
	// more, while the whole sequence is kept, two threads share
	// each value's work (Engine.Extend); streaming is on one thread.
	Threads int
	// Window, when > 0 and Front is 0 (and Upto is beyond 2*Window),
	// bounds the memory of a long run without changing any result. On
	// Linux every value goes to a file mapped into memory (beside
	// Checkpoint as Checkpoint+".values", or one in the user's cache
	// folder removed at once), of which only the first Window values and
	// the last ones the splits read (as many as the front, and back to
	// the last rare position) stay in memory; the others go back to the file every 2^17 values
	// (Engine.relieve) and are paged in again by the system should a long
	// scan read them. The run is a whole run in all else: two threads,
	// the mask re-chosen, every value readable (At; Values is nil and
	// Prefix the first Window). Where no file can be mapped, once Window
	// values are computed (and no rare position lies past Window/2) only
	// the first Window and a ring of the last Window (rounded up to a
	// power of two) are kept; should a later value need one no longer
	// kept, or the whole sequence's mask move away from the frozen one,
	// the run recomputes every value so far keeping them all (without
	// emitting them again or saving a checkpoint meanwhile) and goes on
	// whole. Either way the values and statistics are those of a run that
	// keeps everything. The mapped values stay mapped after the run (a
	// Window is meant for a process's one long run, as the CLI's).
	Window int
}

// MaxAnswerValues bounds the values the engine computes for one answer
// (a family's HeapSequence, in search of a period or to reach a heap):
// 2^24 values, 32 MiB for the sequence and about as much again for the
// bookkeeping. A streamed Run has no such bound.
const MaxAnswerValues = 1 << 24

// runBlock is the values Run computes on two threads between its looks at
// the progress, checkpoint, stop and context.
const runBlock = 4096

// maxReserve bounds the values a run reserves room for at its start.
const maxReserve = 1 << 28

// ErrStopped reports a run ended by its context; its checkpoint, if one
// was asked for, holds the work.
var ErrStopped = errors.New("sparse: stopped")

// stopped is the error of a run whose context is done: ErrStopped and the
// context's error, both for errors.Is.
func stopped(ctx context.Context) error {
	return fmt.Errorf("%w (%w)", ErrStopped, budget.Err(ctx))
}

// Run computes G(0..opt.Upto) by the sparse-space algorithm, with
// checkpoints and resume as opt says, and returns the computation (its
// values if they are kept, its statistics, its rare positions).
func Run(r Rules, opt Options) (*Engine, error) {
	rn := &run{rules: r, opt: opt, ctx: opt.Context, threads: opt.Threads}
	if rn.ctx == nil {
		rn.ctx = context.Background()
	}
	if rn.threads <= 0 {
		rn.threads = runtime.GOMAXPROCS(0)
	}
	if opt.Window > 0 && opt.Front == 0 && opt.Upto+1 > 2*opt.Window { // less memory than all the values
		rn.window = opt.Window
	}
	if err := rn.start(); err != nil {
		return rn.s, err
	}
	memory := budget.NewMeter(rn.ctx) // what the run holds, drawn from ctx's account
	defer memory.Close()
	rn.lastSave, rn.lastProgress = time.Now(), time.Now()
	rn.rewindowAt = 4 * rn.window // the next try at a window, while every value is kept
	for rn.s.Len() <= opt.Upto {
		if err := rn.relayout(); err != nil {
			return rn.s, err
		}
		n, due, err := rn.step()
		if err != nil {
			return rn.s, err
		}
		if due {
			if err := rn.look(n, memory); err != nil {
				return rn.s, err
			}
		}
	}
	if opt.Progress != nil {
		opt.Progress(opt.Upto+1, opt.Upto+1)
	}
	return rn.s, rn.save()
}

// run is the state of one Run.
type run struct {
	rules   Rules
	opt     Options
	ctx     context.Context
	threads int
	s       *Engine
	// window is the values after which the run keeps only a window
	// (Options.Window; 0: none), and rewindowAt the next try at one while
	// every value is kept.
	window, rewindowAt     int
	lastSave, lastProgress time.Time
}

// start makes the computation, new or resumed from the checkpoint, saves
// the first checkpoint of a new one, and lays its values out for the run.
func (rn *run) start() error {
	opt := rn.opt
	if opt.Resume { // a run that cannot resume has no computation to return
		if opt.Checkpoint == "" {
			return errors.New("sparse: Resume needs a Checkpoint")
		}
		c, err := readCheckpoint(rn.rules, opt.Checkpoint, opt.Upto, rn.window > 0 && opt.Front == 0)
		if err != nil {
			return err
		}
		s := resume(rn.rules, c)
		if opt.Resumed != nil {
			if err := opt.Resumed(c.Output); err != nil {
				return err
			}
		}
		rn.s = s
	} else {
		// A checkpoint exists from the first instant, so a kill at any
		// moment can be resumed (and a bad path is found before the work).
		rn.s = New(rn.rules)
		if err := rn.save(); err != nil {
			return err
		}
	}
	st := &rn.s.store
	switch {
	case !opt.Resume && rn.window > 0 && opt.Front == 0 && useValuesFile && st.mapFile(freshValues(opt.Checkpoint), opt.Upto+1, rn.window):
		// Every value in a file, the first window and the last ones in
		// memory (Engine.relieve): bounded, yet every value can be read,
		// so the run never takes a window, never gives one up, never
		// computes again.
	case st.region != nil:
		// Resumed into a region (readCheckpoint): laid out already, as
		// the whole sequence or as the bounded run it was.
	case opt.Resume && st.all == nil && opt.Front == 0 && len(st.front) > 0 && len(st.front) < st.n:
		// A bounded run resumed from its front and ring: laid out as the
		// whole sequence again, it goes on with two threads and the fast
		// scans, as it ran before it stopped.
		st.unstream(opt.Upto + 1)
	case rn.window > 0 && st.all != nil && st.n <= rn.window:
		// Room for every value outside the Go heap, so that the values
		// past the window's front can be released once it is taken; or
		// room for the front (Stream copies what it keeps).
		if !st.mapWhole(opt.Upto + 1) {
			st.reserve(rn.window)
		}
	case st.all != nil && (opt.Front == 0 || opt.Front > opt.Upto):
		// One allocation, its pages touched only as values arrive; beyond
		// maxReserve the sequence grows as before.
		st.reserve(min(opt.Upto+1, maxReserve))
	}
	if st.filed() {
		if st.hotFront = max(st.hotFront, rn.window); st.hotFront == 0 { // resumed without a window
			st.hotFront = 1 << 20
		}
		rn.window = 0
		st.reserve(opt.Upto + 1)
	}
	return nil
}

// useValuesFile lets a bounded run keep its values in a file (tests turn
// it off, to reach the window that a run takes where no file can be
// mapped).
var useValuesFile = true

// freshValues is valuesPath(checkpoint), emptied for a new run (whose
// first checkpoint, saved already, does not name it).
func freshValues(checkpoint string) string {
	path := valuesPath(checkpoint)
	if path != "" {
		os.Remove(path)
	}
	return path
}

// valuesPath is the file that holds a bounded run's values: beside its
// checkpoint (the checkpoint names it, and a resume maps it again), or
// "" when there is none: a file removed at once (mapFile).
func valuesPath(checkpoint string) string {
	if checkpoint == "" {
		return ""
	}
	return checkpoint + ".values"
}

// save writes the checkpoint, if one is asked for, with what Flush says
// was written.
func (rn *run) save() error {
	if rn.opt.Checkpoint == "" {
		return nil
	}
	var out Output
	if rn.opt.Flush != nil {
		var err error
		if out, err = rn.opt.Flush(); err != nil {
			return err
		}
	}
	if st := &rn.s.store; st.filed() { // the values the checkpoint names are on disk first
		if err := st.file.Sync(); err != nil {
			return fmt.Errorf("sparse: cannot write the values of the checkpoint %s: %w", rn.opt.Checkpoint, err)
		}
	}
	return writeCheckpoint(rn.opt.Checkpoint, rn.s.snapshot(rn.opt.Upto, out))
}

// relayout takes the layout the run asks for at this value: a window
// tried again (every value kept, its rare positions settled), the stream
// of Options.Front, or the window of Options.Window.
func (rn *run) relayout() error {
	s, n, window := rn.s, rn.s.Len(), rn.window
	if window > 0 && rn.rewindowAt > 0 && n >= rn.rewindowAt {
		if !s.store.holed() && s.store.all != nil {
			s.rewindow(window, rn.opt.Upto+1)
		}
		rn.rewindowAt *= 2
	}
	if rn.opt.Front > 0 && n == rn.opt.Front && s.store.all != nil {
		if err := s.Stream(rn.opt.Front, rn.opt.Ring); err != nil {
			return err
		}
	}
	if window > 0 && n == window && s.store.all != nil {
		// Every rare position so far lies in the front; one in its
		// second half says the sparse space is not settled yet, and a
		// window would likely be given up again.
		switch {
		case s.stats.LastRare >= window/2 && windowWaitsForRare:
			s.store.keepAll(rn.opt.Upto + 1)
		case s.store.region != nil:
			s.keepWindow(window)
		default:
			return s.Stream(window, window)
		}
	}
	return nil
}

// step computes the next values: a block while the whole sequence is kept
// (on two threads the pipeline's, on one Extend's batches), else one
// value; each is emitted. It returns the last
// value computed and whether it is time to look at the progress, the
// checkpoint, the context and the memory account. A window that turns
// out too small (ErrOutsideWindow, or a mask the window cannot follow)
// is given up: the values are computed again, all kept.
func (rn *run) step() (n int, due bool, err error) {
	s, opt := rn.s, rn.opt
	n = s.Len()
	due = n&1023 == 0
	if n < minPipelined || s.store.all == nil {
		v, err := s.Next()
		if rn.window > 0 && errors.Is(err, ErrOutsideWindow) {
			// G(n) is computed again on the whole sequence, next
			rn.s, err = wholeAgain(rn.rules, s, n, rn.threads, opt)
			return n, false, err
		}
		if err != nil {
			return n, due, fmt.Errorf("at n = %d: %w", n, err)
		}
		if opt.Emit != nil {
			if err := opt.Emit(n, v); err != nil {
				return n, due, err
			}
		}
		if rn.window > 0 && s.drift {
			// v is right under any mask; only the statistics would
			// part from the whole run's.
			rn.s, err = wholeAgain(rn.rules, s, n+1, rn.threads, opt)
		}
		return n, due, err
	}
	// A block of values at a time (up to the next multiple of runBlock or
	// the switch to streaming).
	to := min(opt.Upto+1, n-n%runBlock+runBlock)
	if opt.Front > n {
		to = min(to, opt.Front)
	}
	if rn.window > n {
		to = min(to, rn.window)
	}
	err = s.Extend(to, rn.threads)
	if opt.Emit != nil {
		for i := n; i < s.Len(); i++ {
			if err := opt.Emit(i, s.store.all[i]); err != nil {
				return n, due, err
			}
		}
	}
	if rn.window > 0 && (errors.Is(err, ErrOutsideWindow) || s.drift) {
		if rn.s, err = wholeAgain(rn.rules, s, s.Len(), rn.threads, opt); err != nil {
			return n, due, err
		}
	}
	if err != nil {
		return n, due, err
	}
	return rn.s.Len() - 1, true, nil
}

// look reports the progress, saves a checkpoint when one is due, stops
// when the context is done (after a checkpoint), and charges what the run
// holds to the memory account.
func (rn *run) look(n int, memory *budget.Meter) error {
	now := time.Now()
	if rn.opt.Progress != nil && now.Sub(rn.lastProgress) > 100*time.Millisecond {
		rn.opt.Progress(n, rn.opt.Upto+1)
		rn.lastProgress = now
	}
	if rn.opt.Every > 0 && now.Sub(rn.lastSave) > rn.opt.Every {
		if err := rn.save(); err != nil {
			return err
		}
		rn.lastSave = now
	}
	if budget.Err(rn.ctx) != nil {
		if err := rn.save(); err != nil {
			return err
		}
		return stopped(rn.ctx)
	}
	rn.s.relieve()
	return rn.s.Charge(memory)
}
