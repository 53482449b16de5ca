package lab_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/lab"
	"github.com/mex-cgt/mex/theorem"
)

// A run of checks cancelled part way keeps the reports of the checks that
// finished and says, as an interruption, where it stopped.
func TestCheckInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	l := (&lab.Lab{}).WithContext(ctx)
	r, err := l.Check("nim", false, func(_ theorem.Result, done, _ int) {
		if done == 1 {
			cancel()
		}
	})
	if !lab.IsInterrupted(err) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v; want an interruption caused by the cancelled context", err)
	}
	if len(r.Checks) != 1 || r.Summary.Checks != 1 {
		t.Fatalf("kept %d reports (summary %d); want the 1 that finished", len(r.Checks), r.Summary.Checks)
	}
	if msg := err.Error(); !strings.Contains(msg, "after 1 of") || !strings.Contains(msg, "stopped in check ") {
		t.Errorf("message %q: want where it stopped and how many had finished", msg)
	}

	// Uncancelled, the same group runs to the end.
	whole, err := (&lab.Lab{}).Check("nim", false, nil)
	if err != nil || len(whole.Checks) < 3 {
		t.Fatalf("Check(nim) = %d checks, %v", len(whole.Checks), err)
	}
}
