package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// progressBar draws "[#####.....] done/total label" on a terminal, and
// nothing when its writer is not one (a file, a pipe, a test buffer).
type progressBar struct {
	w       io.Writer
	enabled bool
	start   time.Time
}

func newProgressBar(w io.Writer) *progressBar {
	enabled := false
	if f, ok := w.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode()&os.ModeCharDevice != 0 {
			enabled = true
		}
	}
	return &progressBar{w: w, enabled: enabled, start: time.Now()}
}

// update redraws the bar with an estimate of the time left.
func (p *progressBar) update(done, total int, label string) {
	if !p.enabled || total <= 0 {
		return
	}
	const width = 30
	filled := width * done / total
	eta := ""
	if done > 0 && done < total {
		left := time.Duration(float64(time.Since(p.start)) / float64(done) * float64(total-done))
		eta = fmt.Sprintf(" ~%s left", left.Round(time.Second))
	}
	fmt.Fprintf(p.w, "\r\033[K[%s%s] %d/%d %s%s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total, label, eta)
}

// clear removes the bar before normal output continues.
func (p *progressBar) clear() {
	if p.enabled {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
