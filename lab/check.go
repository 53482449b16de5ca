package lab

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/theorem"
)

// CheckResult is the answer of `mex check`.
type CheckResult struct {
	Checks []theorem.Result `json:"checks"`
}

// Check runs the checks named by name (a check or a group; "" runs all).
// Each report is passed to progress, if not nil, as soon as it is ready,
// with the number done and the total.
func (l *Lab) Check(name string, full bool, progress func(r theorem.Result, done, total int)) (CheckResult, error) {
	checks, err := theorem.Select(name)
	if err != nil {
		return CheckResult{}, Bad(err)
	}
	var r CheckResult
	for i, c := range checks {
		r.Checks = append(r.Checks, c.Verify(full))
		if progress != nil {
			progress(r.Checks[i], i+1, len(checks))
		}
	}
	return r, nil
}

// Text prints one line per check, and the counterexample of a failure.
func (r CheckResult) Text() string {
	var b strings.Builder
	for i, c := range r.Checks {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(CheckText(c))
	}
	return b.String()
}

// CheckText formats one report.
func CheckText(c theorem.Result) string {
	var b strings.Builder
	{
		mark := "ok  "
		switch {
		case !c.OK:
			mark = "FAIL"
		case !c.Holds:
			mark = "errata" // a known erratum of a paper, confirmed
		}
		fmt.Fprintf(&b, "%s %-12s %-22s %s\n     claim:   %s [%s]", mark, c.Group, c.Name, c.Checked, c.Claim, c.Source)
		if c.Counterexample != "" {
			fmt.Fprintf(&b, "\n     counterexample: %s", c.Counterexample)
		}
		if c.Note != "" {
			fmt.Fprintf(&b, "\n     erratum: %s", c.Note)
		}
	}
	return b.String()
}

// Err is non-nil when a claim failed, so that the exit status says so.
func (r CheckResult) Err() error {
	failed := 0
	for _, c := range r.Checks {
		if !c.OK {
			failed++
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d checks found a counterexample", failed, len(r.Checks))
	}
	return nil
}
