package theorem_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mex-cgt/mex/theorem"
)

// Every registered claim holds in its quick form; a failing one shows its
// counterexample here.
func TestAllChecksQuick(t *testing.T) {
	for _, c := range theorem.All() {
		r, err := c.Verify(context.Background(), false)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if !r.OK {
			t.Errorf("%s/%s failed: %s (checked %s)", c.Group, c.Name, r.Counterexample, r.Checked)
		}
		if r.Checked == "" || c.Claim == "" || c.Source == "" {
			t.Errorf("%s: a report must say what was checked, the claim and its source", c.Name)
		}
	}
}

func TestSelect(t *testing.T) {
	if cs, err := theorem.Select("nim"); err != nil || len(cs) < 3 {
		t.Fatalf("Select(nim) = %d checks, %v", len(cs), err)
	}
	if _, err := theorem.Select("nope"); err == nil {
		t.Fatal("Select(nope): want an error")
	}
}

// Every check stops soon after its context is done, even in its full form
// (up to 45 s alone), and then gives no verdict.
func TestChecksStop(t *testing.T) {
	for _, c := range theorem.All() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		start := time.Now()
		r, err := c.Verify(ctx, true)
		took := time.Since(start)
		cancel()
		if err == nil && took > time.Second { // not timer jitter: Verify ignored the deadline
			t.Errorf("%s: ran %v past a 20 ms deadline and gave a verdict", c.Name, took)
		}
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: %v; want the context's error", c.Name, err)
		}
		if err != nil && r.Name != "" {
			t.Errorf("%s: stopped, but reported %+v", c.Name, r)
		}
		t.Logf("%s: %v", c.Name, took)
		// Quiet, the slowest stops in 1 s (sparse-space: one plain mex
		// sequence of 20000 values); under CI's load, three times that.
		if took > 10*time.Second {
			t.Errorf("%s: took %v to stop after a 20 ms deadline", c.Name, took)
		}
	}
}
