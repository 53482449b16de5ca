package sparse_test

import (
	"context"
	"errors"
	"testing"

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
