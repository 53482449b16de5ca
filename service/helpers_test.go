package service_test

import (
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/internal/testspec"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func alteration34() game.Alteration { return game.Alteration{P: []game.Position{{3, 4}}} }

// mustGame parses a game spec for a test, with its options if any.
var mustGame = testspec.Parse

// refused parses text and, if it parses, asks run of the game: the error
// a request for text meets, at parsing or in the command.
func refused(text string, opt spec.Options, run func(*spec.Spec) error) error {
	s, err := service.ParseGame(text, opt)
	if err != nil {
		return err
	}
	return run(s)
}
