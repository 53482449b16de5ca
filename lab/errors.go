package lab

import (
	"errors"
	"fmt"
)

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
