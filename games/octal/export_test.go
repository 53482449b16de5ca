package octal

import "time"

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
func ScannedAhead(s *Sparse) int {
	if s.pipe == nil {
		return 0
	}
	return s.pipe.scannedAhead
}

// TakeWindowAlways makes RunOptions.Window take its window even while
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

// PeriodSearchValues is how far HeapSequence looks for a period the
// literature does not give, for a heap beyond MaxSequenceValues.
const PeriodSearchValues = periodSearchValues

// KnownPeriods are the periods the literature gives (Known).
var KnownPeriods = knownPeriods

// Bounded reports whether s keeps its values as a bounded run does: the
// whole sequence's layout with only its front and its last values.
func Bounded(s *Sparse) bool { return s.store.holed() }
