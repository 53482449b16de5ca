package service

import (
	"testing"

	"github.com/mex-cgt/mex/spec"
)

// mustGame parses a game spec for a test, with its options if any.
func mustGame(t testing.TB, text string, opt ...spec.Options) *spec.Spec {
	t.Helper()
	var o spec.Options
	if len(opt) > 0 {
		o = opt[0]
	}
	s, err := ParseGame(text, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
