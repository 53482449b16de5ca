package service

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/theorem"
)

// CheckResult is the answer of `mex check`.
type CheckResult struct {
	Checks  []theorem.Result `json:"checks"`
	Summary CheckSummary     `json:"summary"`
}

// CheckSummary counts the verdicts of a run of checks.
//
// Checks = Proved + Hold + Errata + Failed + Errors.
type CheckSummary struct {
	Checks int `json:"checks"`
	Proved int `json:"proved"` // the claim proved for all positions by a decision procedure
	Hold   int `json:"hold"`   // the claim held on everything checked (up to a bound)
	Errata int `json:"errata"` // a known misprint of a source, confirmed by its counterexample
	Failed int `json:"failed"` // a counterexample to a claim that should hold, or an erratum not confirmed
	Errors int `json:"errors"` // the check could not compute: no verdict on the claim
}

// Check runs the checks named by name (a check or a group; "" runs all).
// Each report is passed to progress, if not nil, as soon as it is ready,
// with the number done and the total. When the service's context is done
// part way, the check running is stopped, the result holds the reports
// of those finished, and the error is an *InterruptedError saying so.
func (svc *Service) Check(name string, full bool, progress func(r theorem.Result, done, total int)) (CheckResult, error) {
	checks, err := theorem.Select(name)
	if err != nil {
		return CheckResult{}, Bad(err)
	}
	var r CheckResult
	for i, c := range checks {
		report, err := c.Verify(svc.context(), full)
		if err != nil {
			r.Summary = Summarize(r.Checks)
			kept := fmt.Sprintf("stopped in check %s after %d of %d checks", c.Name, len(r.Checks), len(checks))
			if len(r.Checks) > 0 {
				kept += " (" + r.Summary.verdicts() + ")"
			}
			return r, Interrupted(kept, err)
		}
		r.Checks = append(r.Checks, report)
		if progress != nil {
			progress(r.Checks[i], i+1, len(checks))
		}
	}
	r.Summary = Summarize(r.Checks)
	return r, nil
}

// Summarize counts the verdicts of results.
func Summarize(results []theorem.Result) CheckSummary {
	s := CheckSummary{Checks: len(results)}
	for _, c := range results {
		switch c.Verdict() {
		case theorem.VerdictError:
			s.Errors++
		case theorem.VerdictFail:
			s.Failed++
		case theorem.VerdictOK:
			s.Hold++
		case theorem.VerdictProved:
			s.Proved++
		default:
			s.Errata++
		}
	}
	return s
}

// Text is "37 checks: 34 hold, 3 confirm errata in the sources", with
// "5 proved, " before the holds when some claims were proved.
func (s CheckSummary) Text() string {
	noun := "checks"
	if s.Checks == 1 {
		noun = "check"
	}
	return fmt.Sprintf("%d %s: %s", s.Checks, noun, s.verdicts())
}

// verdicts is "5 proved, 34 hold, 3 confirm errata in the sources".
func (s CheckSummary) verdicts() string {
	var parts []string
	if s.Proved > 0 {
		parts = append(parts, fmt.Sprintf("%d proved", s.Proved))
	}
	parts = append(parts, fmt.Sprintf("%d hold", s.Hold))
	if s.Errata > 0 {
		parts = append(parts, fmt.Sprintf("%d confirm errata in the sources", s.Errata))
	}
	if s.Failed > 0 {
		parts = append(parts, fmt.Sprintf("%d FAILED", s.Failed))
	}
	if s.Errors > 0 {
		parts = append(parts, fmt.Sprintf("%d could not compute (error)", s.Errors))
	}
	return strings.Join(parts, ", ")
}

// CheckLegend explains the labels of the check reports.
const CheckLegend = `Each report starts with its verdict, then group/name:
  proved  the claim is proved for all positions by a decision procedure (automata deciding a
          first-order statement in a numeration system); the statement proved is shown
  ok      the claim holds on everything checked (up to the bound shown)
  errata  a known misprint of the source: the claim as printed fails, as expected, and
          the counterexample and the correction (erratum) are shown
  FAIL    a counterexample to a claim that should hold (exit status 1)
  error   the check could not compute, so the claim is neither confirmed nor refuted; the
          error is shown (exit status 1)
and says what was checked, the claim, its source, and any statement proved, counterexample,
erratum and error.`

// Text prints the legend, one report per check and the summary.
func (r CheckResult) Text() string {
	var b strings.Builder
	b.WriteString(CheckLegend)
	b.WriteString("\n\n")
	for _, c := range r.Checks {
		b.WriteString(CheckText(c))
		b.WriteByte('\n')
	}
	b.WriteString(r.Summary.Text())
	return b.String()
}

// CheckWidth is the width check reports are wrapped to.
const CheckWidth = 100

// CheckText formats one report, wrapped to CheckWidth columns.
func CheckText(c theorem.Result) string {
	mark := c.Verdict()
	var b strings.Builder
	b.WriteString(mark + strings.Repeat(" ", 8-len(mark)) + c.Group + "/" + c.Name)
	for _, field := range []struct{ label, text string }{
		{"checked", c.Checked}, {"claim", c.Claim}, {"source", c.Source},
		{"proved", c.Statement}, {"counterexample", c.Counterexample}, {"erratum", c.Note}, {"error", c.Error},
	} {
		if field.text != "" {
			b.WriteByte('\n')
			b.WriteString(wrap("        "+field.label+": ", field.text, CheckWidth))
		}
	}
	return b.String()
}

// wrap writes text after head, breaking at spaces so that lines stay within
// width; continuation lines are indented under the text.
func wrap(head, text string, width int) string {
	indent := strings.Repeat(" ", len([]rune(head)))
	var b strings.Builder
	b.WriteString(head)
	col := len([]rune(head))
	start := col
	for _, w := range strings.Fields(text) {
		n := len([]rune(w))
		if col > start && col+1+n > width {
			b.WriteString("\n" + indent)
			col = len(indent)
		} else if col > start {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += n
	}
	return b.String()
}

// Err is non-nil when a claim failed or a check could not compute, so
// that the exit status says so (1: neither is the input's fault).
func (r CheckResult) Err() error {
	s := Summarize(r.Checks)
	var parts []string
	if s.Failed > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d checks failed (a counterexample, or an erratum not confirmed)", s.Failed, s.Checks))
	}
	if s.Errors > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d checks could not compute", s.Errors, s.Checks))
	}
	if len(parts) == 0 {
		return nil
	}
	return errors.New(strings.Join(parts, "; "))
}
