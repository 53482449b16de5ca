// Package measure holds what the fault suites of the command line and the
// server measure alike: the live heap while work runs.
package measure

import (
	"runtime"
	"sync/atomic"
	"time"
)

// WatchHeap samples the live heap (runtime.MemStats.HeapAlloc) every 10 ms
// until stop is called; peak returns the largest sample so far.
func WatchHeap() (peak func() uint64, stop func()) {
	var most atomic.Uint64
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		var m runtime.MemStats
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > most.Load() {
				most.Store(m.HeapAlloc)
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return most.Load, func() { close(done); <-finished }
}
