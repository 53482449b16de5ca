package service

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Errors come in three kinds, which the command line turns into its exit
// statuses: an *InputError is caused by the request (exit 2), an
// *InterruptedError by a stop the user asked for (exit 130), and any other
// error is a fault of the computation (exit 1).

// InputError is an error caused by the request, not by the computation.
// A game's refusal (game.RefusedError, game.IsRefused: a request that
// asks more than the game computes) is one kind of it, which result maps
// here. The two have one shape but stay two types: the service tells a
// refusal apart from other bad input where it answers it otherwise (a
// sequence refused beyond the values one answer computes is offered as a
// stream instead).
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

// ParameterError is bad input in one parameter of a request, in the
// library's words: Name is the parameter as the service calls it (size, upto,
// count, from, kind, …), Value what was given, Reason what is wrong. The
// command line writes the name as its flag (--size 5000: …) and the web
// server as its query parameter (size=5000: …); see Rename.
type ParameterError struct {
	Name, Value, Reason string
}

func (e *ParameterError) Error() string { return e.Rename(e.Name + " ") }

// Rename writes the error with the parameter named as a shell names it:
// prefix is the name with its separator ("--size ", "size=").
func (e *ParameterError) Rename(prefix string) string {
	if e.Value == "" {
		return prefix[:len(prefix)-1] + ": " + e.Reason
	}
	return prefix + e.Value + ": " + e.Reason
}

// BadParameter returns an *InputError for parameter name with value
// (formatted with %v; nil for none) and the reason formatted.
func BadParameter(name string, value any, format string, args ...any) error {
	v := ""
	if value != nil {
		v = fmt.Sprint(value)
	}
	return &InputError{&ParameterError{Name: name, Value: v, Reason: fmt.Sprintf(format, args...)}}
}

// RenameParameters rewrites the message of err with every parameter named
// by name (the command line passes func(n string) string { return "--" +
// n + " " }); errors without a *ParameterError keep their message.
func RenameParameters(err error, name func(parameter string) string) string {
	msg := err.Error()
	var pe *ParameterError
	if errors.As(err, &pe) {
		return strings.Replace(msg, pe.Error(), pe.Rename(name(pe.Name)), 1)
	}
	return msg
}
