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
	"regexp"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/sparse"
)

// Exit statuses of mex: the one contract of every command.
const (
	ExitOK          = 0   // done
	ExitInternal    = 1   // a fault of mex or of the machine (a bug, a full disk), never bad input
	ExitBadInput    = 2   // the request was malformed, out of range or too large: one line on stderr
	ExitInterrupted = 130 // stopped by Ctrl-C (SIGINT) or SIGTERM: stderr says what was kept
)

// ExitFailure is the old name of ExitInternal.
const ExitFailure = ExitInternal

// usageError marks errors in the command line itself (flags, arguments).
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// badf formats a usageError.
func badf(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// stopGrace is how long a command may take to stop after Ctrl-C before
// mex exits anyway, unless it said it stops by itself (IO.stopsGracefully):
// then it may take the time its last checkpoint needs.
const stopGrace = 3 * time.Second

// Main runs mex with args and returns its exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	return MainIO(args, os.Stdin, stdout, stderr)
}

// MainIO is Main with standard input given. The first Ctrl-C (SIGINT or
// SIGTERM) cancels the command's context, so that long work stops at a
// safe point and says what it kept; a command that does not stop within
// stopGrace, or a second Ctrl-C, ends mex with status 130 at once.
func MainIO(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan struct{})
	defer close(done)
	io := &IO{In: stdin, Out: stdout, Err: stderr, Ctx: ctx, graceful: new(atomic.Bool), Service: *(&service.Service{}).WithContext(ctx)}
	go func() {
		select {
		case <-done:
			return
		case <-ctx.Done():
		}
		stop() // a second Ctrl-C kills at once; checkpoints are written atomically
		select {
		case <-done:
		case <-time.After(stopGrace):
			if io.graceful.Load() {
				return // the command is saving its work; it will say what it kept
			}
			fmt.Fprintln(stderr, "mex: interrupted; nothing was kept")
			os.Exit(ExitInterrupted)
		}
	}()
	return execute(io, args)
}

// execute runs the command line args with io and returns the exit status,
// after printing the one line of an error.
func execute(io *IO, args []string) (code int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(io.Err, "mex: internal error (a bug in mex, please report it): %v\n", p)
			if os.Getenv("MEX_TRACE") != "" {
				debug.PrintStack()
			}
			code = ExitInternal
		}
	}()
	io.Service = *io.Service.WithContext(game.WithNote(io.Service.Context(), func(message string) {
		fmt.Fprintln(io.Err, "mex: note: "+message)
	}))
	root := NewRoot(io)
	root.SetArgs(negativeNumbers(args))
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	fmt.Fprintln(io.Err, "mex: "+Message(err))
	return ExitCode(err)
}

// ExitCode classifies an error of a command by the contract.
func ExitCode(err error) int {
	var ue usageError
	var ce *sparse.CheckpointError
	switch {
	case err == nil:
		return ExitOK
	case service.IsInterrupted(err), errors.Is(err, sparse.ErrStopped):
		return ExitInterrupted
	case errors.As(err, &ue), service.IsInputError(err), errors.As(err, &ce), isCobraUsage(err),
		errors.Is(err, sparse.ErrOutsideWindow):
		return ExitBadInput
	}
	return ExitInternal
}

// Message is the one line printed for err: newlines joined, cobra's
// suggestions made a sentence, long runs of input elided.
func Message(err error) string {
	msg := strings.TrimSpace(service.RenameParameters(err, flagName))
	var ie *service.InterruptedError
	if errors.Is(err, context.Canceled) && !errors.As(err, &ie) { // say it in the user's words, not the library's "context canceled"
		if msg = strings.Replace(msg, context.Canceled.Error(), "interrupted", 1); msg == "interrupted" {
			msg = "interrupted; nothing was kept"
		}
	}
	if m := suggestion.FindStringSubmatch(msg); m != nil {
		msg = m[1] + "; did you mean " + strings.Join(strings.Fields(m[2]), " or ") + "?"
	}
	var lines []string
	for _, line := range strings.Split(msg, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	return service.Elide(strings.Join(lines, "; "))
}

// flagName writes a parameter of the lab as its flag: "size" is --size.
func flagName(parameter string) string { return "--" + parameter + " " }

// suggestion matches cobra's "unknown command" error with its suggestions.
var suggestion = regexp.MustCompile(`(?s)^(.*?)\s*Did you mean this\?\s*(.*)$`)

// isCobraUsage recognises cobra's own argument and flag errors, which it
// returns as plain errors.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, prefix := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "invalid argument", "flag needs an argument", "accepts ", "requires at least", "bad flag syntax", "required flag", "if any flags in the group"} {
		if strings.HasPrefix(msg, prefix) {
			return true
		}
	}
	return false
}

// negativeNumbers lets a position or number that starts with a minus sign
// (-1,2 or -3) through as an argument instead of an unknown flag: mex has
// no flags named by digits. A leading space keeps the parsers' messages
// ("-1" is negative; heaps and piles are >= 0).
func negativeNumbers(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if len(a) > 1 && a[0] == '-' && (a[1] >= '0' && a[1] <= '9') {
			a = " " + a
		}
		out[i] = a
	}
	return out
}
