// Package testspec parses game specs for tests, as a request's game is
// parsed where it enters (spec.ParseWith), failing the test on an error.
package testspec

import (
	"testing"

	"github.com/mex-cgt/mex/spec"
)

// Parse parses a game spec with its options, if any, and fails t when it
// does not parse.
func Parse(t testing.TB, text string, opt ...spec.Options) *spec.Spec {
	t.Helper()
	var o spec.Options
	if len(opt) > 0 {
		o = opt[0]
	}
	s, err := spec.ParseWith(text, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
