//go:build !linux

package sparse

// mapValues is offered on Linux only: elsewhere a bounded run streams
// with a front array and a ring buffer (Engine.Stream).
func mapValues(int) ([]uint16, []byte, bool) { return nil, nil, false }

func releaseValues([]uint16) {}

func unmapValues([]byte) {}
