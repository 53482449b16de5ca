package sparse_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mex-cgt/mex/sparse"
)

// A cancelled context ends a run within a few thousand values with an
// error that is both ErrStopped and the context's error.
func TestRunContext(t *testing.T) {
	r, _ := sparse.Parse("0.6")
	ctx, cancel := context.WithCancel(context.Background())
	s, err := sparse.Run(r, sparse.Options{Upto: 1 << 20, Context: ctx,
		Emit: func(n int, _ uint16) error {
			if n == 5000 {
				cancel()
			}
			return nil
		}})
	if !errors.Is(err, context.Canceled) || !errors.Is(err, sparse.ErrStopped) || s.Len() > 5000+4096 {
		t.Fatalf("cancelled run: %v after %d values; want ErrStopped and context.Canceled within 4096 values of 5000", err, s.Len())
	}
}

// A run stops at its context's deadline even when the context's timer
// cannot fire to say so, as under js/wasm, where the computation holds
// the one thread: the run looks at the clock (budget.Err).
func TestRunSeesDeadlineWithoutTimer(t *testing.T) {
	r, _ := sparse.Parse("0.6")
	ctx := timerless{context.Background(), time.Now().Add(50 * time.Millisecond)}
	s, err := sparse.Run(r, sparse.Options{Upto: 1 << 30, Context: ctx, Threads: 1})
	if !errors.Is(err, context.DeadlineExceeded) || !errors.Is(err, sparse.ErrStopped) || s.Len() >= 1<<30 {
		t.Fatalf("run past a deadline whose timer never fires: %v after %d values; want ErrStopped and context.DeadlineExceeded", err, s.Len())
	}
}

// timerless has a deadline whose timer never fires: Err stays nil.
type timerless struct {
	context.Context
	deadline time.Time
}

func (c timerless) Deadline() (time.Time, bool) { return c.deadline, true }
