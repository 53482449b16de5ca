package theorem

import (
	"context"
	"fmt"
	"sort"
	"strings"
)

// Result is the report of one check.
type Result struct {
	Name   string `json:"name"`
	Group  string `json:"group"`
	Claim  string `json:"claim"`
	Source string `json:"source"`
	// OK is true when the computation agrees with the expected verdict:
	// the claim holds, or, for a known erratum of a paper, it fails with
	// the expected counterexample. It is false when the check could not
	// compute (Error is set).
	OK bool `json:"ok"`
	// Holds reports whether the claim as stated held on everything checked
	// (false, and meaningless, when Error is set).
	Holds          bool   `json:"holds"`
	Checked        string `json:"checked"`
	Counterexample string `json:"counterexample,omitempty"`
	Note           string `json:"note,omitempty"`
	// Error, when set, says why the check could not compute its verdict
	// (a solver refused a position, a table could not be built): the
	// claim was neither confirmed nor refuted.
	Error string `json:"error,omitempty"`
	// Proved is set when a decision procedure proved the claim for all
	// positions (a closed first-order statement evaluated TRUE by
	// automata), not only up to a bound; Statement then says what was
	// proved, in which numeration system, and the automata's sizes.
	Proved    bool   `json:"proved,omitempty"`
	Statement string `json:"statement,omitempty"`
}

// The verdicts of a Result.
const (
	VerdictProved = "proved" // the claim is proved for all positions by a decision procedure
	VerdictOK     = "ok"     // the claim holds on everything checked
	VerdictErrata = "errata" // a known misprint, confirmed by its expected counterexample
	VerdictFail   = "FAIL"   // a counterexample to a claim that should hold, or an erratum not confirmed
	VerdictError  = "error"  // the check could not compute
)

// Verdict is one of VerdictProved, VerdictOK, VerdictErrata, VerdictFail
// and VerdictError. Proved is a success like ok: the claim holds, and for
// all positions rather than up to a bound.
func (r Result) Verdict() string {
	switch {
	case r.Error != "":
		return VerdictError
	case !r.OK:
		return VerdictFail
	case !r.Holds:
		return VerdictErrata
	case r.Proved:
		return VerdictProved
	}
	return VerdictOK
}

// Report is what a check found: what it checked and, when the claim
// failed, a counterexample: a position or value where the claim as stated
// does not hold, never a failure to compute.
//
// Proved, with Statement, says that the claim was decided for all
// positions: a decision procedure (package prove) returned TRUE for a
// closed statement that is the claim. It is ignored when Counterexample
// is set, and a check with an Erratum is never proved.
type Report struct {
	Checked        string
	Counterexample string
	Proved         bool
	Statement      string
}

// held is the report of a claim that held on what checked describes.
func held(format string, args ...any) (Report, error) {
	return Report{Checked: fmt.Sprintf(format, args...)}, nil
}

// failed is the report of a counterexample.
func failed(format string, args ...any) (Report, error) {
	return Report{Counterexample: fmt.Sprintf(format, args...)}, nil
}

// Check is one claim and the code that tests it.
type Check struct {
	Name   string // unique, e.g. "bouton"
	Group  string // family, e.g. "nim"
	Claim  string // the claim in words
	Source string // where it comes from: paper (authors and year) and section
	// Run tests the claim, to larger sizes when full is set, and reports
	// what it checked and any counterexample. An error means it could not
	// compute a verdict: then the Report is empty. Every check polls ctx
	// in its loops and returns ctx.Err() soon after ctx is done.
	Run func(ctx context.Context, full bool) (Report, error)
	// Erratum, when set, says why the paper's claim as printed is expected
	// to fail (a misprint or a bound stated without its floor); the check
	// then passes when the counterexample Expected is found, and reports it.
	Erratum string
	// Expected is, for an erratum, the counterexample that confirms it,
	// exactly: another counterexample, or none, is a failure.
	Expected string
	// Proof marks a check that decides its claim for all positions: its
	// verdict is proved when it succeeds (Report.Proved). A check that
	// is not a Proof is never reported proved.
	Proof bool
}

var registry []Check

// register adds checks; called from init functions of this package only.
// A check whose claim is in the claims document is registered as
// claim("group/name", run); a Check literal, with its claim in Go, is
// still accepted. An erratum without the counterexample that confirms it
// would pass on any counterexample, so it is refused; so is a second check
// of a name, which Select could not tell apart.
func register(cs ...Check) {
	for _, c := range cs {
		if c.Run == nil || (c.Erratum != "") != (c.Expected != "") {
			panic("theorem: check " + c.Name + " needs Run, and Expected exactly when it has an Erratum")
		}
		if c.Proof && c.Erratum != "" {
			panic("theorem: check " + c.Name + " is a proof with an erratum")
		}
		for _, r := range registry {
			if r.Name == c.Name {
				panic("theorem: two checks named " + c.Name)
			}
		}
		registry = append(registry, c)
	}
}

// All returns every check, sorted by group and name.
func All() []Check {
	out := append([]Check(nil), registry...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Group != out[j].Group {
			return out[i].Group < out[j].Group
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// Select returns the checks whose name or group is name ("" selects all).
func Select(name string) ([]Check, error) {
	var out []Check
	for _, c := range All() {
		if name == "" || c.Name == name || c.Group == name {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		groups := map[string]bool{}
		for _, c := range registry {
			groups[c.Group] = true
		}
		var names []string
		for g := range groups {
			names = append(names, g)
		}
		sort.Strings(names)
		return nil, fmt.Errorf("no check named %q: want a check name or one of the groups %s", name, strings.Join(names, ", "))
	}
	return out, nil
}

// Verify runs the check and reports. The error is ctx.Err() when ctx
// was done before the check finished: a check stopped part way has no
// verdict. A check that could not compute for another reason is a Result
// whose Error says why (the verdict "error"), never a counterexample.
func (c Check) Verify(ctx context.Context, full bool) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	rep, runErr := c.Run(ctx, full)
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	r := Result{Name: c.Name, Group: c.Group, Claim: c.Claim, Source: c.Source, Note: c.Erratum}
	if runErr != nil {
		r.Error = runErr.Error()
		return r, nil
	}
	r.Checked, r.Counterexample = rep.Checked, rep.Counterexample
	r.Holds = rep.Counterexample == ""
	if c.Erratum == "" {
		r.OK = r.Holds
		if r.Holds && rep.Proved && c.Proof {
			r.Proved, r.Statement = true, rep.Statement
		}
	} else {
		r.OK = rep.Counterexample == c.Expected
	}
	return r, nil
}
