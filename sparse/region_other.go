//go:build !linux

package sparse

import (
	"errors"
	"os"
)

// mapValues is offered on Linux only: elsewhere a bounded run streams
// with a front array and a ring buffer (Engine.Stream).
func mapValues(int) ([]uint16, []byte, bool) { return nil, nil, false }

func releaseValues([]uint16) {}

func unmapValues([]byte) {}

func mapFile(string, int) ([]uint16, []byte, *os.File, error) {
	return nil, nil, nil, errors.New("values in a mapped file are offered on Linux only")
}

func releaseFile([]uint16) {}

func remapFile(*os.File, []byte, int) ([]uint16, []byte, error) {
	return nil, nil, errors.New("values in a mapped file are offered on Linux only")
}
