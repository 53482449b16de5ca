//go:build race

package sparse_test

// raceEnabled: the tests run under the race detector, ten times slower,
// so the pipeline tests compute fewer values.
const raceEnabled = true
