package service_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/sparse"
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

// A time limit stops mex stats where it is and reports the statistics of
// the values computed: the same as a run asked for exactly those values.
// A stop by anything else (Ctrl-C) is an error, not a partial answer.
func TestStatsWithinTime(t *testing.T) {
	var l service.Service
	for _, name := range []string{"grundy", "octal:0.6"} {
		g := mustGame(t, name)
		part, err := l.StatsWithin(g, service.SequenceOptions{Upto: 1 << 30, Threads: 1}, time.Second)
		if err != nil || part.StoppedBy != "the time limit" || part.Upto != 1<<30 {
			t.Fatalf("%s to 2^30 within a second: %v, stopped by %q; want stopped by the time limit", name, err, part.StoppedBy)
		}
		// How far a second goes depends on the machine and its load (one
		// value on a loaded CI machine); the statistics must be those of
		// the values reached, however many.
		n := part.Stats.Values
		if n < 1 || n > 1<<30 {
			t.Fatalf("%s: %d values within a second", name, n)
		}
		whole, err := l.Stats(g, service.SequenceOptions{Upto: n - 1, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(part.Stats, whole.Stats) {
			t.Errorf("%s: the statistics of G(0..%d) stopped by the time differ from a run to %d:\n%+v\n%+v", name, n-1, n-1, part.Stats, whole.Stats)
		}
		if !strings.Contains(part.Text(), fmt.Sprintf("stopped by the time limit after G(0..%d) of the G(0..%d) asked", n-1, 1<<30)) {
			t.Errorf("%s: the text does not say where the time stopped it:\n%s", name, part.Text())
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := l.StatsWithin(mustGame(t, "grundy"), service.SequenceOptions{Upto: 1 << 20, Context: ctx}, time.Minute); !errors.Is(err, sparse.ErrStopped) {
		t.Errorf("an interrupted run within a minute: %v; want sparse.ErrStopped", err)
	}
	if _, err := l.StatsWithin(mustGame(t, "grundy"), service.SequenceOptions{Upto: 100}, -time.Second); err == nil {
		t.Error("a negative time limit is accepted")
	}
}
