package octal_test

import (
	"context"
	"errors"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
)

// A cancelled context ends a run within a few thousand values with the
// context's error.
func TestRunContext(t *testing.T) {
	r, _ := octal.Parse("0.6")
	ctx, cancel := context.WithCancel(context.Background())
	s, err := octal.Run(r, octal.RunOptions{Upto: 1 << 20, Context: ctx,
		Emit: func(n int, _ uint16) error {
			if n == 5000 {
				cancel()
			}
			return nil
		}})
	if !errors.Is(err, context.Canceled) || s.Len() > 5000+4096 {
		t.Fatalf("cancelled run: %v after %d values; want context.Canceled within 4096 values of 5000", err, s.Len())
	}
}
