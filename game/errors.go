package game

import (
	"errors"

	"github.com/mex-cgt/mex/budget"
)

// RefusedError is a request a game declines because it asks more than the
// game computes (a heap beyond its computed values, a table beyond its
// memory bound, more positions than a limit): the request's fault, not a
// fault of the computation. Its message is Err's.
type RefusedError struct{ Err error }

func (e *RefusedError) Error() string { return e.Err.Error() }
func (e *RefusedError) Unwrap() error { return e.Err }

// Refuse marks err as a refusal (nil stays nil).
func Refuse(err error) error {
	if err == nil {
		return nil
	}
	return &RefusedError{err}
}

// IsRefused reports whether err is a refusal: a *RefusedError, a
// *LimitError, or an error wrapping ErrTooLarge.
func IsRefused(err error) bool {
	var re *RefusedError
	var le *LimitError
	var be *budget.ExceededError
	return errors.As(err, &re) || errors.As(err, &le) || errors.As(err, &be) || errors.Is(err, ErrTooLarge)
}
