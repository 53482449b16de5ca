package web_test

import (
	"testing"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// parsed parses a game spec for a test that asks the service directly,
// with its options if any.
func parsed(t testing.TB, text string, opt ...spec.Options) *spec.Spec {
	t.Helper()
	var o spec.Options
	if len(opt) > 0 {
		o = opt[0]
	}
	s, err := service.ParseGame(text, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
