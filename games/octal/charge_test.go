package octal_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/games/octal"
)

// HeapSequence runs the sparse engine under the memory account of its
// context, so under a small account it stops with the account's error,
// and under a large one it gives everything back.
func TestHeapSequenceDrawsOnTheAccount(t *testing.T) {
	r, _ := octal.Parse("0.6")
	run := func(ctx context.Context) error {
		_, err := r.HeapSequence(ctx, big.NewInt(1<<17))
		return err
	}
	small := budget.New("a small account", 256<<10)
	var over *budget.ExceededError
	if err := run(budget.WithAccount(context.Background(), small)); !errors.As(err, &over) {
		t.Errorf("under 256 KiB: %v; want the account's *budget.ExceededError", err)
	}
	large := budget.New("a large account", 1<<30)
	if err := run(budget.WithAccount(context.Background(), large)); err != nil {
		t.Errorf("under 1 GiB: %v", err)
	}
	if large.Used() != 0 {
		t.Errorf("%d bytes still drawn after the run", large.Used())
	}
}
