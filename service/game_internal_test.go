package service

import "github.com/mex-cgt/mex/internal/testspec"

// mustGame parses a game spec for a test, with its options if any.
var mustGame = testspec.Parse
