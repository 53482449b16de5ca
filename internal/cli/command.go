package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// The skeletons of the commands: most compute one result and print it as
// text or, with --json, as one JSON document; many take a game as their
// first argument; many read numeric flags before they compute. Each
// command gives its cobra.Command (use, help, arguments) and what it
// computes; a skeleton adds the rest.

// resultCmd completes cmd as a command that computes one result from its
// arguments and prints it as text or, with --json, as one JSON document.
// flags, numeric flags of the command's own, are read first, in order.
func resultCmd(io *IO, cmd *cobra.Command, result func(args []string) (texter, error), flags ...*numFlag) *cobra.Command {
	var asJSON bool
	cmd.RunE = func(_ *cobra.Command, args []string) error {
		if err := readFlags(flags); err != nil {
			return err
		}
		r, err := result(args)
		if err != nil {
			return err
		}
		return io.print(r, asJSON)
	}
	addJSON(cmd, &asJSON)
	return cmd
}

// gameCmd completes cmd as a command on a game, its first argument
// (completed from the grammar's families): flags, numeric flags of the
// command's own, are read first, in order; then the game is parsed, with
// the variants --alter-p, --alter-n and --misere when withAlter adds them;
// then run runs with it and the arguments.
func gameCmd(cmd *cobra.Command, withAlter bool, run func(g *spec.Spec, args []string) error, flags ...*numFlag) *cobra.Command {
	var alter alterFlags
	cmd.ValidArgsFunction = completeGame
	cmd.RunE = func(_ *cobra.Command, args []string) error {
		if err := readFlags(flags); err != nil {
			return err
		}
		g, err := alter.gameAt(args)
		if err != nil {
			return err
		}
		return run(g, args)
	}
	if withAlter {
		addAlter(cmd, &alter)
	}
	return cmd
}

// answerCmd completes cmd as a command whose answer the service computes
// from its game (the first argument) and the other arguments, printed as
// text or with --json as one JSON document: a gameCmd (withAlter adds
// --alter-p, --alter-n and --misere; flags are read before the game) that
// prints what answer returns.
func answerCmd(io *IO, cmd *cobra.Command, withAlter bool, answer func(svc *service.Service, g *spec.Spec, args []string) (texter, error), flags ...*numFlag) *cobra.Command {
	var asJSON bool
	addJSON(cmd, &asJSON)
	return gameCmd(cmd, withAlter, func(g *spec.Spec, args []string) error {
		r, err := answer(&io.Service, g, args)
		if err != nil {
			return err
		}
		return io.print(r, asJSON)
	}, flags...)
}

// positionCmd completes cmd as an answerCmd on one position of a game:
// its arguments are the two words of its use after its name (GAME POS),
// and answer, a method of the service, answers from the game and the
// position.
func positionCmd[R texter](io *IO, cmd *cobra.Command, withAlter bool, answer func(*service.Service, *spec.Spec, string) (R, error)) *cobra.Command {
	cmd.Args = exactArgs(2, strings.TrimPrefix(cmd.Use, cmd.Name()+" "))
	return answerCmd(io, cmd, withAlter, func(svc *service.Service, g *spec.Spec, args []string) (texter, error) {
		return answer(svc, g, args[1])
	})
}

// numFlag is a numeric flag given as text (12, 2^20, 10^6) and read when
// its command runs, so that a value out of its range is bad input that
// names the flag.
type numFlag struct {
	name  string // with its dashes, as messages name it
	text  string
	parse func(text, flag string) (int, error)
	n     int // the value read
}

// intFlag is a numeric flag in [lo, hi].
func intFlag(lo, hi int) numFlag {
	return numFlag{parse: func(text, flag string) (int, error) { return parseInt(text, flag, lo, hi) }}
}

// sizeFlag is a numeric flag in [0, max] read as a size (spec.ParseSize),
// whose errors follow the flag's name.
func sizeFlag(max int) numFlag {
	return numFlag{parse: func(text, flag string) (int, error) {
		n, err := spec.ParseSize(text, max)
		if err != nil {
			return 0, usageError{fmt.Errorf("%s: %w", flag, err)}
		}
		return n, nil
	}}
}

// add registers the flag on cmd.
func (f *numFlag) add(cmd *cobra.Command, name, value, usage string) {
	f.name = "--" + name
	cmd.Flags().StringVar(&f.text, name, value, usage)
}

// read parses the flag's text into n.
func (f *numFlag) read() (err error) {
	f.n, err = f.parse(f.text, f.name)
	return err
}

// readFlags reads flags in order, up to the first error.
func readFlags(flags []*numFlag) error {
	for _, f := range flags {
		if err := f.read(); err != nil {
			return err
		}
	}
	return nil
}
