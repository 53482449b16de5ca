package sparse

import (
	"fmt"
	"strings"
	"time"
)

// SetStealAfter sets how long a pipeline thread waits for the other's
// value before computing it itself (0: at once, so that the threads race
// for every value), and returns a function that restores it.
func SetStealAfter(d time.Duration) (restore func()) {
	old := stealAfter
	stealAfter = d
	return func() { stealAfter = old }
}

// PinScanAhead fixes the depth of the marking thread's scan ahead and
// returns a function that restores it.
func PinScanAhead(depth int) (restore func()) {
	old := pinnedDepth
	pinnedDepth = depth
	return func() { pinnedDepth = old }
}

// ScannedAhead is the number of heaps whose scan the computing thread took
// in part from the marking thread.
func ScannedAhead(s *Engine) int {
	if s.pipe == nil {
		return 0
	}
	return s.pipe.scannedAhead
}

// TakeWindowAlways makes Options.Window take its window even while
// rare positions are still found, and returns a function that restores
// it.
func TakeWindowAlways() (restore func()) {
	old := windowWaitsForRare
	windowWaitsForRare = false
	return func() { windowWaitsForRare = old }
}

// PunchEachPage makes a bounded run release the values it no longer
// reads a page at a time, and returns a function that restores it.
func PunchEachPage() (restore func()) {
	old := punchEvery
	punchEvery = pageValues
	return func() { punchEvery = old }
}

// Bounded reports whether s keeps its values as a bounded run does: the
// whole sequence's layout with only its front and its last values.
func Bounded(s *Engine) bool { return s.store.holed() }

// Parse reads an octal code such as "0.77" or "4.07" into the engine's
// rules (for the tests: the octal family's parser checks what a user
// writes).
func Parse(code string) (Rules, error) {
	whole, frac, ok := strings.Cut(code, ".")
	if !ok || (whole != "" && whole != "0" && whole != "4") || frac == "" {
		return Rules{}, fmt.Errorf("malformed code %q", code)
	}
	digits := []uint8{0}
	if whole == "4" {
		digits[0] = 4
	}
	for _, c := range frac {
		if c < '0' || c > '7' {
			return Rules{}, fmt.Errorf("malformed code %q", code)
		}
		digits = append(digits, uint8(c-'0'))
	}
	for len(digits) > 1 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return Rules{Digits: digits, Name: "octal:" + code}, nil
}

// GrundyGame returns the rules of Grundy's game.
func GrundyGame() Rules { return Rules{Grundy: true, Name: "grundy"} }

// Mapped reports whether the values lie in a mapped region (mapValues).
func Mapped(s *Engine) bool { return s.store.region != nil }

// Kept returns the values a bounded run keeps at its start and at its
// end.
func Kept(s *Engine) (front, ring int) { return s.store.keepFront, s.store.keepRing }

// NoValuesFile makes a bounded run take its window as where no file can
// be mapped, and returns a function that restores it.
func NoValuesFile() (restore func()) {
	old := useValuesFile
	useValuesFile = false
	return func() { useValuesFile = old }
}

// Filed reports whether the values lie in a file.
func Filed(s *Engine) bool { return s.store.filed() }
