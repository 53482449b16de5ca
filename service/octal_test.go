package service_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/service"
)

// The self-extending search proves Kayles (Winning Ways: period 12, last
// exceptional value at 70) and, stopped by its budget, says how far it got
// and names a candidate whose run the values really show.
func TestPeriodSearch(t *testing.T) {
	var l service.Service
	r, err := l.PeriodSearch(mustGame(t, "kayles"), service.PeriodOptions{})
	if err != nil || !r.Proven || r.Period != 12 || r.Preperiod != 71 {
		t.Fatalf("kayles: %+v, %v; want period 12 from 71", r, err)
	}
	// 0.376 becomes periodic (period 4) only from 2268248 on: 50000 values
	// prove nothing.
	r, err = l.PeriodSearch(mustGame(t, "octal:0.376"), service.PeriodOptions{Upto: 50000})
	if err != nil || r.Proven || r.Checked != 50000 || r.StoppedBy != "upto 49999" { // 50000 values: G(0..49999), the budget upto 49999
		t.Fatalf("0.376 to 50000: %+v, %v; want unproven, stopped by --upto", r, err)
	}
	if !strings.Contains(r.Text(), "no period proven from G(0..49999)") {
		t.Errorf("text %q does not say how far it got", r.Text())
	}
	if c := r.Best; c != nil {
		rules, _ := octal.Parse("0.376")
		g := rules.GrundySequence(c.Values - 1)
		for i := c.Preperiod; i+c.Period < c.Values; i++ {
			if g[i] != g[i+c.Period] {
				t.Fatalf("candidate %+v is broken at %d", c, i)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = l.PeriodSearch(mustGame(t, "octal:0.376"), service.PeriodOptions{Context: ctx})
	if err != nil || r.Proven || r.StoppedBy != "an interrupt" {
		t.Errorf("cancelled search: %+v, %v; want stopped by an interrupt", r, err)
	}
	if _, err := l.PeriodSearch(mustGame(t, "octal:0.376"), service.PeriodOptions{Upto: 1 << 40}); err == nil || !strings.Contains(err.Error(), "MB") {
		t.Errorf("--upto 2^40: %v; want a refusal with the memory estimate", err)
	}
}
