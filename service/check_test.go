package service_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
	"github.com/mex-cgt/mex/theorem"
)

// A run of checks cancelled part way keeps the reports of the checks that
// finished and says, as an interruption, where it stopped.
func TestCheckInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	l := (&service.Service{}).WithContext(ctx)
	r, err := l.Check("nim", false, func(_ theorem.Result, done, _ int) {
		if done == 1 {
			cancel()
		}
	})
	if !service.IsInterrupted(err) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v; want an interruption caused by the cancelled context", err)
	}
	if len(r.Checks) != 1 || r.Summary.Checks != 1 {
		t.Fatalf("kept %d reports (summary %d); want the 1 that finished", len(r.Checks), r.Summary.Checks)
	}
	if msg := err.Error(); !strings.Contains(msg, "after 1 of") || !strings.Contains(msg, "stopped in check ") {
		t.Errorf("message %q: want where it stopped and how many had finished", msg)
	}

	// Uncancelled, the same group runs to the end.
	whole, err := (&service.Service{}).Check("nim", false, nil)
	if err != nil || len(whole.Checks) < 3 {
		t.Fatalf("Check(nim) = %d checks, %v", len(whole.Checks), err)
	}
}

// The four verdicts: each is counted apart, an error is printed as an
// error (never a counterexample), and a failure or an error makes Err
// non-nil: an internal status (1), neither bad input nor an interruption.
func TestCheckVerdicts(t *testing.T) {
	results := []theorem.Result{
		{Name: "a", Group: "g", OK: true, Holds: true, Checked: "all"},
		{Name: "b", Group: "g", OK: true, Counterexample: "G(8,5)", Note: "a misprint"},
		{Name: "c", Group: "g", Counterexample: "(1,2)"},
		{Name: "d", Group: "g", Error: "the solver refused (1,2)"},
	}
	s := service.Summarize(results)
	if s != (service.CheckSummary{Checks: 4, Hold: 1, Errata: 1, Failed: 1, Errors: 1}) {
		t.Fatalf("Summarize = %+v", s)
	}
	if got, want := s.Text(), "4 checks: 1 hold, 1 confirm errata in the sources, 1 FAILED, 1 could not compute (error)"; got != want {
		t.Errorf("Text = %q; want %q", got, want)
	}
	text := service.CheckText(results[3])
	if !strings.HasPrefix(text, "error   g/d") || !strings.Contains(text, "error: the solver refused (1,2)") || strings.Contains(text, "counterexample") {
		t.Errorf("CheckText of an error = %q", text)
	}
	if !strings.Contains(service.CheckLegend, "error ") {
		t.Errorf("the legend does not explain the error verdict: %q", service.CheckLegend)
	}
	for i, want := range []string{"", "", "1 of 1 checks failed", "1 of 1 checks could not compute"} {
		err := service.CheckResult{Checks: results[i : i+1]}.Err()
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: Err = %v; want nil", results[i].Name, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: Err = %v; want %q", results[i].Name, err, want)
		case err != nil && (service.IsInputError(err) || service.IsInterrupted(err)):
			t.Errorf("%s: Err = %v is classed as bad input or an interruption", results[i].Name, err)
		}
	}
	js, err := json.Marshal(service.CheckResult{Checks: results[3:], Summary: service.Summarize(results[3:])})
	if err != nil || !strings.Contains(string(js), `"error":"the solver refused (1,2)"`) || !strings.Contains(string(js), `"errors":1`) || strings.Contains(string(js), `"counterexample"`) {
		t.Errorf("JSON = %s, %v", js, err)
	}
}

// mex form: * + * = 0 and *2 + *2 = {*2, *3} in misère play (Conway 1976,
// ch. 12: *2 + * = *3); the genera by Bouton's misère rule (2+2 is P,
// 2+2+2 has misère value 2: 0^02; 5 and 5+2 have values 5 and 7: 5^57).
// Kayles heap 5 moves to heaps 4 = *, 3 = *3, 1+3 = *2, 1+2 = *3 and
// 2+2, and its genus is CGSuite's 4^146.
func TestForm(t *testing.T) {
	var l service.Service
	for _, tt := range []struct{ game, pos, form, defs, genus string }{
		{"nim", "1,1", "0", "", "0^120"},
		{"nim", "2,2", "g1", "g1 = {*2, *3}", "0^02"},
		{"nim", "5", "*5", "", "5^57"},
		{"kayles", "5", "g2", "g1 = {*2, *3}; g2 = {*, *2, *3, g1}", "4^146"},
	} {
		r, err := l.Form(mustGame(t, tt.game), tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		var defs []string
		for _, d := range r.Definitions {
			defs = append(defs, d.Name+" = {"+strings.Join(d.Options, ", ")+"}")
		}
		if r.Form != tt.form || strings.Join(defs, "; ") != tt.defs || r.Genus.String() != tt.genus {
			t.Errorf("form %s %s = %s [%s], genus %s; want %s [%s], %s", tt.game, tt.pos, r.Form, strings.Join(defs, "; "), r.Genus, tt.form, tt.defs, tt.genus)
		}
	}
	if _, err := l.Form(mustGame(t, "wythoff"), "3,5"); err != nil {
		t.Errorf("wythoff 3,5: %v", err)
	}
	// Under --misere (misere=1 on the server) the form is the same.
	for _, g := range []string{"kayles", "nim", "wythoff", "subtraction:1,2"} {
		pos := map[string]string{"kayles": "5", "nim": "2,2", "wythoff": "3,5", "subtraction:1,2": "7"}[g]
		plain, err1 := l.Form(mustGame(t, g), pos)
		mis, err2 := l.Form(mustGame(t, g, spec.Options{Misere: true}), pos)
		if err1 != nil || err2 != nil || plain.Form != mis.Form || plain.Genus.String() != mis.Genus.String() {
			t.Errorf("form %s %s: %s (%v); under --misere %s (%v)", g, pos, plain.Form, err1, mis.Form, err2)
		}
	}
	// A form whose options would pass the memory limit is refused, not grown.
	limits := service.DefaultLimits
	limits.MaxBytes = 1 << 20
	small := service.Service{Limits: limits}
	if _, err := small.Form(mustGame(t, "wythoff"), "60,100"); !service.IsInputError(err) || !strings.Contains(err.Error(), "options in all") {
		t.Errorf("wythoff 60,100 under a 1 MB limit: %v; want a refusal naming the options", err)
	}
	for _, bad := range [][2]string{{"imitation:p=2,m=3", "4,9"}, {"kayles", "-1"}, {"kayles", "x"}} {
		err := refused(bad[0], spec.Options{}, func(g *spec.Spec) error { _, err := l.Form(g, bad[1]); return err })
		if !service.IsInputError(err) {
			t.Errorf("form %s %s: %v; want an input error", bad[0], bad[1], err)
		}
	}
}

// The verdict proved: counted apart from hold, printed first in the
// summary and with its statement, a success (Err nil), and in JSON as
// "proved" and "statement"; results without a proof keep their JSON.
func TestCheckProved(t *testing.T) {
	results := []theorem.Result{
		{Name: "p", Group: "g", OK: true, Holds: true, Checked: "for all (x,y)", Proved: true, Statement: "in msd_2: A x,y x+y=y+x"},
		{Name: "a", Group: "g", OK: true, Holds: true, Checked: "all"},
	}
	s := service.Summarize(results)
	if s != (service.CheckSummary{Checks: 2, Proved: 1, Hold: 1}) {
		t.Fatalf("Summarize = %+v", s)
	}
	if got, want := s.Text(), "2 checks: 1 proved, 1 hold"; got != want {
		t.Errorf("Text = %q; want %q", got, want)
	}
	if got, want := service.Summarize(results[1:]).Text(), "1 check: 1 hold"; got != want {
		t.Errorf("Text without a proof = %q; want %q", got, want)
	}
	text := service.CheckText(results[0])
	if !strings.HasPrefix(text, "proved  g/p") || !strings.Contains(text, "proved: in msd_2: A x,y x+y=y+x") {
		t.Errorf("CheckText of a proof = %q", text)
	}
	if !strings.Contains(service.CheckLegend, "proved  the claim is proved for all positions") {
		t.Errorf("the legend does not explain proved: %q", service.CheckLegend)
	}
	if err := (service.CheckResult{Checks: results}).Err(); err != nil {
		t.Errorf("Err = %v; a proof is a success", err)
	}
	js, err := json.Marshal(service.CheckResult{Checks: results, Summary: s})
	if err != nil || !strings.Contains(string(js), `"proved":true,"statement":"in msd_2: A x,y x+y=y+x"`) || !strings.Contains(string(js), `"proved":1,"hold":1`) {
		t.Errorf("JSON = %s, %v", js, err)
	}
	one, _ := json.Marshal(results[1])
	if strings.Contains(string(one), "proved") || strings.Contains(string(one), "statement") {
		t.Errorf("JSON of a bounded check = %s; want no proved or statement", one)
	}
}
