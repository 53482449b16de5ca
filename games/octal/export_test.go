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
