package web_test

import "github.com/mex-cgt/mex/internal/testspec"

// parsed parses a game spec for a test that asks the service directly,
// with its options if any.
var parsed = testspec.Parse
