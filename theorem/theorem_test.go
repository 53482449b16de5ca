package theorem_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mex-cgt/mex/theorem"
)

// Every registered claim holds in its quick form, and every erratum is
// confirmed by its expected counterexample; a failing one shows its
// counterexample or error here.
func TestAllChecksQuick(t *testing.T) {
	for _, c := range theorem.All() {
		r, err := c.Verify(context.Background(), false)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		want := theorem.VerdictOK
		switch {
		case c.Erratum != "":
			want = theorem.VerdictErrata
		case c.Proof:
			want = theorem.VerdictProved
		}
		if v := r.Verdict(); v != want {
			t.Errorf("%s/%s: verdict %s, want %s: counterexample %q, error %q (checked %s)", c.Group, c.Name, v, want, r.Counterexample, r.Error, r.Checked)
		}
		if r.Checked == "" || c.Claim == "" || c.Source == "" {
			t.Errorf("%s: a report must say what was checked, the claim and its source", c.Name)
		}
		if r.Proved != (r.Statement != "") || (r.Proved && !c.Proof) {
			t.Errorf("%s: proved %v with statement %q (a proof: %v)", c.Name, r.Proved, r.Statement, c.Proof)
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

// Every check honours its context: run (quick form) with a context
// already cancelled, each returns context.Canceled within a second and an
// empty report, so that an error is never read as a counterexample.
func TestChecksCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range theorem.All() {
		start := time.Now()
		r, err := c.Run(ctx, false)
		took := time.Since(start)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: err = %v after %v; want context.Canceled", c.Name, err, took)
		}
		if err != nil && r != (theorem.Report{}) {
			t.Errorf("%s: failed with %v, but reported %+v", c.Name, err, r)
		}
		if took > time.Second {
			t.Errorf("%s: took %v to notice a cancelled context", c.Name, took)
		}
	}
}

// Every check stops soon after its context is done, even in its full form
// (up to 45 s alone): Run returns the context's error and an empty report,
// and Verify gives no verdict.
func TestChecksStop(t *testing.T) {
	for _, c := range theorem.All() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		start := time.Now()
		r, err := c.Run(ctx, true)
		took := time.Since(start)
		if err == nil && took > time.Second { // not timer jitter: Run ignored the deadline
			t.Errorf("%s: ran %v past a 20 ms deadline and gave a report", c.Name, took)
		}
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: %v; want the context's error", c.Name, err)
		}
		if err != nil && r != (theorem.Report{}) {
			t.Errorf("%s: stopped, but reported %+v", c.Name, r)
		}
		<-ctx.Done()
		if res, err := c.Verify(ctx, true); !errors.Is(err, context.DeadlineExceeded) || res.Name != "" {
			t.Errorf("%s: Verify after the deadline = %+v, %v; want no verdict and the context's error", c.Name, res, err)
		}
		cancel()
		t.Logf("%s: %v", c.Name, took)
		// Quiet, the slowest stops in well under a second; under CI's
		// load, allow more.
		if took > 10*time.Second {
			t.Errorf("%s: took %v to stop after a 20 ms deadline", c.Name, took)
		}
	}
}

// The verdicts: an error is an error, never a counterexample and never a
// confirmed erratum; an erratum passes only on its expected counterexample.
func TestVerdicts(t *testing.T) {
	broken := errors.New("the solver refused")
	run := func(rep theorem.Report, err error) func(context.Context, bool) (theorem.Report, error) {
		return func(context.Context, bool) (theorem.Report, error) { return rep, err }
	}
	const expected = "G(8,5): the paper prints 1, the rules give 2"
	erratum := func(r func(context.Context, bool) (theorem.Report, error)) theorem.Check {
		return theorem.Check{Name: "e", Run: r, Erratum: "a misprint", Expected: expected}
	}
	for _, tt := range []struct {
		name    string
		check   theorem.Check
		verdict string
	}{
		{"holds", theorem.Check{Run: run(theorem.Report{Checked: "all"}, nil)}, theorem.VerdictOK},
		{"counterexample", theorem.Check{Run: run(theorem.Report{Counterexample: "(1,2)"}, nil)}, theorem.VerdictFail},
		{"error", theorem.Check{Run: run(theorem.Report{}, broken)}, theorem.VerdictError},
		{"error with a stray report", theorem.Check{Run: run(theorem.Report{Counterexample: "x"}, broken)}, theorem.VerdictError},
		{"erratum confirmed", erratum(run(theorem.Report{Counterexample: expected}, nil)), theorem.VerdictErrata},
		{"erratum on an error", erratum(run(theorem.Report{}, broken)), theorem.VerdictError},
		{"erratum not found", erratum(run(theorem.Report{Checked: "all"}, nil)), theorem.VerdictFail},
		{"erratum, another counterexample", erratum(run(theorem.Report{Counterexample: "G(1,1): the paper prints 2, the rules give 0"}, nil)), theorem.VerdictFail},
	} {
		r, err := tt.check.Verify(context.Background(), false)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if v := r.Verdict(); v != tt.verdict {
			t.Errorf("%s: verdict %s, want %s (%+v)", tt.name, v, tt.verdict, r)
		}
		if tt.verdict == theorem.VerdictError && (r.OK || r.Counterexample != "" || r.Error != broken.Error()) {
			t.Errorf("%s: %+v; want not OK, no counterexample, and the error", tt.name, r)
		}
	}
}
