package lab

import (
	"context"
	"errors"
	"fmt"
)

// Errors come in three kinds, which the command line turns into its exit
// statuses: an *InputError is caused by the request (exit 2), an
// *InterruptedError by a stop the user asked for (exit 130), and any other
// error is a fault of the computation (exit 1).

// InputError is an error caused by the request, not by the computation.
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// Bad wraps err as an *InputError (nil stays nil).
func Bad(err error) error {
	if err == nil {
		return nil
	}
	var ie *InputError
	if errors.As(err, &ie) {
		return err
	}
	return &InputError{err}
}

// Badf formats an *InputError.
func Badf(format string, args ...any) error { return &InputError{fmt.Errorf(format, args...)} }

// IsInputError reports whether err was caused by the request.
func IsInputError(err error) bool {
	var ie *InputError
	return errors.As(err, &ie)
}

// InterruptedError reports work stopped on request (Ctrl-C, a cancelled
// context). Kept says what was saved and how to continue, e.g. "the
// checkpoint ck holds G(0..999); rerun with --resume to continue"; it is ""
// when nothing was kept.
type InterruptedError struct {
	Kept string
	Err  error // the cause, such as context.Canceled (may be nil)
}

func (e *InterruptedError) Error() string {
	if e.Kept == "" {
		return "interrupted; nothing was kept"
	}
	return "interrupted; " + e.Kept
}

func (e *InterruptedError) Unwrap() error { return e.Err }

// Interrupted returns an *InterruptedError saying what was kept ("" for
// nothing).
func Interrupted(kept string, cause error) error { return &InterruptedError{Kept: kept, Err: cause} }

// IsInterrupted reports whether err is a stop the user asked for: an
// *InterruptedError, or a cancelled context.
func IsInterrupted(err error) bool {
	var ie *InterruptedError
	return errors.As(err, &ie) || errors.Is(err, context.Canceled)
}
