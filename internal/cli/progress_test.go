package cli

import (
	"bytes"
	"context"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/service"
)

// fakeRun feeds a run's progress bar with a fake clock: rate values a
// second, an update every 100 ms for the given time.
func fakeRun(p *progressBar, rate, total int, run time.Duration) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := t0
	p.now = func() time.Time { return now }
	for ; now.Sub(t0) <= run; now = now.Add(100 * time.Millisecond) {
		done := int(float64(rate) * now.Sub(t0).Seconds())
		p.update(min(done, total), total, "values")
	}
}

func TestRunProgressSaysItWouldTakeDays(t *testing.T) {
	var buf bytes.Buffer
	p := newRunProgress(&buf) // a buffer is not a terminal: plain lines
	if p.enabled || p.lines != progressLineEvery {
		t.Fatalf("progress on a buffer: bar %v, a line every %v; want no bar and a line every %v", p.enabled, p.lines, progressLineEvery)
	}
	fakeRun(p, 1_000_000, 1<<40+1, 12*time.Second)
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	want := []string{
		"mex: at the 1 million values a second measured lately, the 1099508627777 left would take about 12.7 days; Ctrl-C stops the run",
		"0.0% 5000000/1099511627777 values, 1 million/s, ~12.7 days left",
		"0.0% 10000000/1099511627777 values, 1 million/s, ~12.7 days left",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("stderr of a 12 s run at a million values a second towards 2^40:\n%s\nwant\n%s", buf.String(), strings.Join(want, "\n"))
	}
}

// A run whose values get dearer (done grows as the square root of the
// time: each value costs more than the last) is estimated from its
// recent rate, and says that it slows down; a run at a flat rate does
// not (above).
func TestRunProgressFollowsASlowingRun(t *testing.T) {
	defer func(after time.Duration) { progressWarnAfter = after }(progressWarnAfter)
	progressWarnAfter = 20 * time.Second // a slowdown shows after some seconds
	var buf bytes.Buffer
	p := newRunProgress(&buf)
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := t0
	p.now = func() time.Time { return now }
	const total = 1 << 50
	for ; now.Sub(t0) <= 40*time.Second; now = now.Add(100 * time.Millisecond) {
		done := int(1e9 * math.Sqrt(now.Sub(t0).Seconds()))
		p.update(done, total, "values")
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	var warning string
	for _, l := range lines {
		if strings.HasPrefix(l, "mex: at the ") {
			warning = l
		}
	}
	if !strings.HasSuffix(warning, "(and it is slowing down: later values cost more); Ctrl-C stops the run") {
		t.Errorf("a slowing run's warning: %q; want it to say the run slows down", warning)
	}
	// At 40 s the rate of the last 10 s is 1e9*(√40-√30)/10 ≈ 84.7
	// million a second; the rate since the start, 158 million, would
	// promise less.
	last := lines[len(lines)-1]
	if !strings.Contains(last, ", 84.7 million/s, ") {
		t.Errorf("the last line %q; want the recent rate, 84.7 million/s", last)
	}
}

func TestRunProgressShortRunsSayNothingOfDays(t *testing.T) {
	var buf bytes.Buffer
	p := newRunProgress(&buf)
	fakeRun(p, 100_000, 1<<30, 12*time.Second) // 3 h in all: no word about days
	if strings.Contains(buf.String(), "would take") {
		t.Errorf("a run of about 3 hours warned: %q", buf.String())
	}
	if !strings.Contains(buf.String(), "0.0% 500000/1073741824 values, 100 thousand/s, ~3.0 h left\n") {
		t.Errorf("no line at 5 s with the rate and the time left: %q", buf.String())
	}
	var quiet bytes.Buffer
	q := newProgressBar(&quiet) // the other commands' bar: nothing off a terminal
	fakeRun(q, 1_000_000, 1<<40, 12*time.Second)
	if quiet.Len() != 0 {
		t.Errorf("newProgressBar on a buffer printed %q", quiet.String())
	}
}

func TestEstimate(t *testing.T) {
	if _, _, ok := estimate(100, 100, 1000, time.Second); ok {
		t.Error("an estimate with nothing done since the first update")
	}
	if _, _, ok := estimate(0, 100, 1000, 0); ok {
		t.Error("an estimate with no time elapsed")
	}
	// A resumed run counts from where it started.
	rate, left, ok := estimate(1000, 1500, 3000, 5*time.Second)
	if !ok || rate != 100 || left != 15*time.Second {
		t.Errorf("estimate(1000, 1500, 3000, 5 s) = %v, %v, %v; want 100/s, 15 s", rate, left, ok)
	}
	if _, left, _ := estimate(0, 1, 1<<62, time.Hour); left <= 0 {
		t.Errorf("an estimate past what a Duration holds came out as %v", left)
	}
}

func TestHumanDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		42 * time.Second:            "42 s",
		7*time.Minute + time.Second: "7 min",
		210 * time.Minute:           "3.5 h",
		12 * 24 * time.Hour:         "12.0 days",
		1200 * 24 * time.Hour:       "3.3 years",
		time.Duration(1<<63 - 1):    "292.3 years",
	} {
		if got := humanDuration(d); got != want {
			t.Errorf("humanDuration(%v) = %q, want %q", d, got, want)
		}
	}
}

// `mex stats octal:0.6 --upto 2^40` with standard error not a terminal
// prints its progress as lines, says it would take days or years, goes
// on, and stops on Ctrl-C.
func TestStatsTowards2To40SaysHowLong(t *testing.T) {
	defer func(every, after time.Duration) { progressLineEvery, progressWarnAfter = every, after }(progressLineEvery, progressWarnAfter)
	progressLineEvery, progressWarnAfter = 200*time.Millisecond, 500*time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(2*time.Second, cancel) // Ctrl-C
	var out, errOut bytes.Buffer
	io := &IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Ctx: ctx,
		Service: *(&service.Service{}).WithContext(ctx)}
	code := execute(io, []string{"stats", "octal:0.6", "--upto", "2^40", "--threads", "1"})
	if code != ExitInterrupted {
		t.Fatalf("exit %d, want %d (interrupted); stderr %q", code, ExitInterrupted, errOut.String())
	}
	lines := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
	warn := regexp.MustCompile(`^mex: at the .* values a second measured lately, the \d+ left would take about [0-9.]+ (days|years)( \(and it is slowing down: later values cost more\))?; Ctrl-C stops the run$`)
	progress := regexp.MustCompile(`^\d+\.\d% \d+/1099511627777 values, .*/s, ~[0-9.]+ (days|years) left$`)
	warned, shown := 0, 0
	for _, l := range lines[:len(lines)-1] {
		switch {
		case warn.MatchString(l):
			warned++
		case progress.MatchString(l):
			shown++
		default:
			t.Errorf("unexpected line on stderr: %q", l)
		}
	}
	if warned != 1 || shown < 2 {
		t.Errorf("%d warnings (want 1) and %d progress lines (want 2 or more):\n%s", warned, shown, errOut.String())
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "mex: interrupted") {
		t.Errorf("last line %q; want the interruption", last)
	}
}
