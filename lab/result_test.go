package lab

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/mex-cgt/mex/game"
)

// result calls bad input only what the request caused: a refusal, a limit,
// a missing value or an input error; a cancelled context stays itself, and
// any other error is a fault of the computation (it was once all called
// bad input).
func TestResultKinds(t *testing.T) {
	fault := errors.New("index out of range in the column algorithm")
	tests := []struct {
		err   error
		input bool
	}{
		{game.Refuse(errors.New("heap 10^30 is beyond the computed values")), true},
		{&game.LimitError{Limit: 10}, true},
		{fmt.Errorf("coordinate 1: %w", game.ErrTooLarge), true},
		{game.ErrNoGrundyValue, true},
		{Badf("size 5 is negative"), true},
		{fault, false},
		{fmt.Errorf("octal: %w", fault), false},
	}
	for _, tt := range tests {
		if got := IsInputError(result(tt.err)); got != tt.input {
			t.Errorf("result(%v) is an input error: %v; want %v", tt.err, got, tt.input)
		}
	}
	if err := result(context.Canceled); err != context.Canceled {
		t.Errorf("result(context.Canceled) = %v", err)
	}
}
