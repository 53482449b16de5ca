package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// progressBar draws "[#####.....] done/total label, rate/s, ~ETA left" on a
// terminal. On anything else (a file, a pipe, a test buffer) it draws
// nothing, unless made by newRunProgress: then it prints a plain line every
// progressLineEvery. A run's progress also says, once, when the estimate
// goes beyond a day.
type progressBar struct {
	w       io.Writer
	enabled bool          // a terminal: the bar is redrawn in place
	lines   time.Duration // not a terminal: a line this often (0: none)
	warn    bool          // say once when the run would take more than a day
	now     func() time.Time

	started  bool
	first    int       // done at the first update (a resumed run starts there)
	firstAt  time.Time // and when it came
	last     int       // done at the last update (less now: the rate is measured afresh)
	lastLine time.Time
	warned   bool
	// recent holds a sample of (when, done) about every second, over the
	// last rateWindow seconds: the time left is estimated from the rate over
	// them, which follows a run whose values get dearer (or cheaper).
	recent []progressSample
}

type progressSample struct {
	at   time.Time
	done int
}

// rateWindow is how many seconds the recent rate spans; a
// run is said to slow down when its recent rate is below slowdown times
// its rate since the start.
const (
	rateWindow = 10
	slowdown   = 0.8
)

// progressLineEvery is how often a run's progress prints a line when
// standard error is not a terminal; progressWarnAfter is how long a run
// measures its rate before it says that it would take more than a day.
var (
	progressLineEvery = 5 * time.Second
	progressWarnAfter = 3 * time.Second
)

// longRun is the estimate beyond which a run says how long it would take.
const longRun = 24 * time.Hour

func newProgressBar(w io.Writer) *progressBar {
	enabled := false
	if f, ok := w.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode()&os.ModeCharDevice != 0 {
			enabled = true
		}
	}
	return &progressBar{w: w, enabled: enabled, now: time.Now}
}

// newRunProgress is the progress of a long computation (mex stats, mex
// grundy --upto N --format bfile): a bar on a terminal, a line every
// progressLineEvery otherwise, and a word when it would take over a day.
func newRunProgress(w io.Writer) *progressBar {
	p := newProgressBar(w)
	if !p.enabled {
		p.lines = progressLineEvery
	}
	p.warn = true
	return p
}

// estimate returns the rate (per second) of the work since the first
// update and the time left at that rate; ok is false before any rate is
// measured.
func estimate(first, done, total int, elapsed time.Duration) (rate float64, left time.Duration, ok bool) {
	if elapsed <= 0 || done <= first {
		return 0, 0, false
	}
	rate = float64(done-first) / elapsed.Seconds()
	secs := float64(max(total-done, 0)) / rate
	if secs > float64(1<<62)/1e9 { // beyond what a Duration holds
		return rate, time.Duration(1<<63 - 1), true
	}
	return rate, time.Duration(secs * float64(time.Second)), true
}

// humanDuration writes a time left as people say it: 42 s, 7 min, 3.5 h,
// 12 days, 3.1 years.
func humanDuration(d time.Duration) string {
	const day = 24 * time.Hour
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%d s", int(d.Round(time.Second)/time.Second))
	case d < time.Hour:
		return fmt.Sprintf("%d min", int(d.Round(time.Minute)/time.Minute))
	case d < day:
		return fmt.Sprintf("%.1f h", d.Hours())
	case d < 365*day:
		return fmt.Sprintf("%.1f days", d.Hours()/24)
	}
	return fmt.Sprintf("%.1f years", d.Hours()/24/365.25)
}

// humanRate writes a rate with three significant digits: 412345 as
// "412 thousand", 1234567 as "1.23 million".
func humanRate(r float64) string {
	switch {
	case r >= 1e9:
		return fmt.Sprintf("%.3g billion", r/1e9)
	case r >= 1e6:
		return fmt.Sprintf("%.3g million", r/1e6)
	case r >= 1e4:
		return fmt.Sprintf("%.3g thousand", r/1e3)
	case r >= 100:
		return fmt.Sprintf("%.0f", r)
	}
	return fmt.Sprintf("%.3g", r)
}

// update shows done of total, with the rate and an estimate of the time
// left.
func (p *progressBar) update(done, total int, label string) {
	if total <= 0 || (!p.enabled && p.lines == 0 && !p.warn) {
		return
	}
	now := p.now()
	if !p.started || done < p.last { // the first update, or the work begun again
		p.first, p.firstAt = done, now
		if !p.started {
			p.started, p.lastLine = true, now
		}
	}
	if done < p.last {
		p.recent = p.recent[:0]
	}
	p.last = done
	elapsed := now.Sub(p.firstAt)
	rate, left, ok := estimate(p.first, done, total, elapsed)
	slower := false
	if n := len(p.recent); n == 0 || now.Sub(p.recent[n-1].at) >= time.Second {
		p.recent = append(p.recent, progressSample{now, done})
		if len(p.recent) > rateWindow+1 {
			p.recent = p.recent[1:]
		}
	}
	if oldest := p.recent[0]; ok && now.Sub(oldest.at) >= time.Second && done > oldest.done {
		// the rate of the last seconds, which sees a run slow down
		recentRate, recentLeft, _ := estimate(oldest.done, done, total, now.Sub(oldest.at))
		slower = elapsed >= 10*time.Second && recentRate < slowdown*rate
		rate, left = recentRate, recentLeft
	}
	eta := ""
	if ok && done < total {
		eta = fmt.Sprintf(", %s/s, ~%s left", humanRate(rate), humanDuration(left))
	}
	if p.warn && !p.warned && ok && elapsed >= progressWarnAfter && left > longRun {
		p.warned = true
		p.clear()
		cost := ""
		if slower {
			cost = " (and it is slowing down: later values cost more)"
		}
		fmt.Fprintf(p.w, "mex: at the %s %s a second measured lately, the %d left would take about %s%s; Ctrl-C stops the run\n",
			humanRate(rate), label, total-done, humanDuration(left), cost)
	}
	switch {
	case p.enabled:
		const width = 30
		filled := width * min(done, total) / total
		fmt.Fprintf(p.w, "\r\033[K[%s%s] %d/%d %s%s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total, label, eta)
	case p.lines > 0 && now.Sub(p.lastLine) >= p.lines:
		p.lastLine = now
		fmt.Fprintf(p.w, "%.1f%% %d/%d %s%s\n", 100*float64(done)/float64(total), done, total, label, eta)
	}
}

// clear removes the bar before normal output continues.
func (p *progressBar) clear() {
	if p.enabled {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
