// Package cli is the mex command line: cobra commands that parse flags,
// call package lab and print its results. No game logic lives here.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/mex-cgt/mex/lab"
)

// Exit statuses of mex.
const (
	ExitOK       = 0
	ExitFailure  = 1 // the computation failed
	ExitBadInput = 2 // the request was malformed or too large
	// ExitInterrupted is 128 + SIGINT: Ctrl-C stopped the computation.
	ExitInterrupted = 130
)

// usageError marks errors in the command line itself (flags, arguments).
type usageError struct{ error }

// Main runs mex with args and returns its exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	return MainIO(args, os.Stdin, stdout, stderr)
}

// MainIO is Main with standard input given.
func MainIO(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	root := NewRoot(&IO{In: stdin, Out: stdout, Err: stderr, Lab: *(&lab.Lab{}).WithContext(ctx)})
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "mex: interrupted; nothing was kept")
		return ExitInterrupted
	}
	fmt.Fprintln(stderr, "mex: "+oneLine(err.Error()))
	var ue usageError
	switch {
	case errors.As(err, &ue), lab.IsInputError(err), isCobraUsage(err):
		return ExitBadInput
	}
	return ExitFailure
}

func oneLine(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), "\n", "; ") }

// isCobraUsage recognises cobra's own argument and flag errors, which it
// returns as plain errors.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, prefix := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "invalid argument", "flag needs an argument", "accepts ", "requires at least", "bad flag syntax", "required flag"} {
		if strings.HasPrefix(msg, prefix) {
			return true
		}
	}
	return false
}
