package sparse_test

import (
	"context"
	"errors"
	"testing"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/sparse"
)

// The sparse engine draws what it holds from the memory account of its
// context as it grows (games/octal checks the same of HeapSequence), so a run under a small account stops with the
// account's error, and one under a large account gives everything back.
func TestEngineDrawsOnTheAccount(t *testing.T) {
	r, _ := sparse.Parse("0.6")
	for _, c := range []struct {
		name string
		run  func(ctx context.Context) error
	}{
		{"Run", func(ctx context.Context) error {
			_, err := sparse.Run(r, sparse.Options{Upto: 1 << 17, Context: ctx, Threads: 1})
			return err
		}},
	} {
		small := budget.New("a small account", 256<<10)
		err := c.run(budget.WithAccount(context.Background(), small))
		var over *budget.ExceededError
		if !errors.As(err, &over) {
			t.Errorf("%s under 256 KiB: %v; want the account's *budget.ExceededError", c.name, err)
		}
		large := budget.New("a large account", 1<<30)
		if err := c.run(budget.WithAccount(context.Background(), large)); err != nil {
			t.Errorf("%s under 1 GiB: %v", c.name, err)
		}
		if large.Used() != 0 {
			t.Errorf("%s: %d bytes still drawn after the run", c.name, large.Used())
		}
	}
}

// Bytes counts at least the values a computation holds.
func TestBytesCountsTheValues(t *testing.T) {
	r, _ := sparse.Parse("0.77")
	sp := sparse.New(r)
	if err := sp.Extend(100000, 1); err != nil {
		t.Fatal(err)
	}
	if b := sp.Bytes(); b < 2*100000 {
		t.Errorf("Bytes = %d for 100000 values of 2 bytes", b)
	}
}
