package service

import (
	"context"
	"errors"
	"fmt"
	"strings"
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

// Sums of games without values and forms of two-pile games are refused up
// front with the estimate, before any work (issue 28 rows 5 and 6: a sum
// of two (2,3)-Wythoff games passed 6 GB, and the form of Wythoff at
// 10^6,10^6 3.6 GB, with no estimate).
func TestRefusedBeforeWork(t *testing.T) {
	l := &Service{}
	if _, err := l.Outcome(mustGame(t, "wythoff:p=2,m=3 + wythoff:p=2,m=3"), "1000,2000 + 1000,2001"); !IsInputError(err) || !strings.Contains(err.Error(), "would need about") {
		t.Errorf("the sum of blocking games: %v; want a refusal with the estimate", err)
	}
	if _, err := l.Form(mustGame(t, "wythoff"), "1000000,1000000"); !IsInputError(err) || !strings.Contains(err.Error(), "would need about") {
		t.Errorf("the form of Wythoff at 10^6: %v; want a refusal with the estimate", err)
	}
	if r, err := l.Outcome(mustGame(t, "wythoff:p=2,m=3 + wythoff:p=2,m=3"), "3,4 + 5,6"); err != nil || r.Outcome != "N" {
		t.Errorf("a small sum of blocking games: %+v, %v", r, err)
	}
}

// Size figures read exactly at any size: --size 2^31 said "about
// 8589934592.0 GiB", and from 2^32 a flat 9000000000000000000 cells
// (issue 28 row 13).
func TestSizeFigures(t *testing.T) {
	_, err := (&Service{}).GrundyTable(mustGame(t, "wythoff"), 1<<33)
	if err == nil || !strings.Contains(err.Error(), "73786976312018075649 cells") || !strings.Contains(err.Error(), "EiB") {
		t.Errorf("the table at 2^33: %v; want its exact count of cells and a size in EiB", err)
	}
	if got := game.ByteSize(3 << 40); got != "3.0 TiB" {
		t.Errorf("ByteSize(3 TiB) = %q", got)
	}
}
