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
	// the claim holds, or, for a known erratum of a paper, it fails.
	OK bool `json:"ok"`
	// Holds reports whether the claim as stated held on everything checked.
	Holds          bool   `json:"holds"`
	Checked        string `json:"checked"`
	Counterexample string `json:"counterexample,omitempty"`
	Note           string `json:"note,omitempty"`
}

// Check is one claim and the code that tests it.
type Check struct {
	Name   string // unique, e.g. "bouton"
	Group  string // family, e.g. "nim"
	Claim  string // the claim in words
	Source string // where it comes from: paper (authors and year) and section
	// Run tests the claim, to larger sizes when full is set; it returns
	// what it checked and a counterexample ("" when the claim held). The
	// checks that run for more than a moment return early once ctx is
	// done; Verify then discards what they return.
	Run func(ctx context.Context, full bool) (checked, counterexample string)
	// Erratum, when set, says why the paper's claim as printed is expected
	// to fail (a misprint or a bound stated without its floor); the check
	// then passes when the counterexample is found, and reports it.
	Erratum string
}

var registry []Check

// register adds checks; called from init functions of this package only.
func register(cs ...Check) { registry = append(registry, cs...) }

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
// verdict.
func (c Check) Verify(ctx context.Context, full bool) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	checked, counter := c.Run(ctx, full)
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	holds := counter == ""
	return Result{Name: c.Name, Group: c.Group, Claim: c.Claim, Source: c.Source,
		OK: holds == (c.Erratum == ""), Holds: holds, Checked: checked,
		Counterexample: counter, Note: c.Erratum}, nil
}

// stopped reports whether ctx is done: the long checks ask between
// rounds, so that Ctrl-C or a server's deadline stops them at once.
func stopped(ctx context.Context) bool { return ctx.Err() != nil }
