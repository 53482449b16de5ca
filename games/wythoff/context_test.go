package wythoff_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/games/wythoff"
)

// Cancelled contexts end the table and the streamed pairs with their error;
// live ones give what the plain functions give.
func TestContextVariants(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (wythoff.LineGame{DiagonalStep: 1}).GrundyTableContext(ctx, 50); !errors.Is(err, context.Canceled) {
		t.Errorf("GrundyTableContext: %v; want context.Canceled", err)
	}
	if _, err := wythoff.PairsContext(ctx, 2, 3, big.NewInt(0), 10); !errors.Is(err, context.Canceled) {
		t.Errorf("PairsContext: %v; want context.Canceled", err)
	}
	want := wythoff.Definition3(2, 3, 100_000)
	got, err := wythoff.PairsContext(context.Background(), 2, 3, big.NewInt(70_000), 30_000)
	if err != nil {
		t.Fatal(err)
	}
	for i, pair := range got {
		if pair[0].Int64() != int64(want[70_000+i][0]) || pair[1].Int64() != int64(want[70_000+i][1]) {
			t.Fatalf("pair %d: %v; Definition 3 gives %v", 70_000+i, pair, want[70_000+i])
		}
	}
}

// A table cancelled part way on several threads stops with the context's
// error and visits a prefix of the rows, in order.
func TestTableCancelledMidway(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	next := 0
	err := wythoff.LineGame{DiagonalStep: 1}.GrundyRowsThreads(ctx, 3000, 3, func(x int, _ []int) {
		if x != next {
			t.Errorf("row %d visited after %d rows", x, next)
		}
		next++
		if x == 100 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || next > 200 {
		t.Errorf("%v after %d rows; want context.Canceled soon after row 100", err, next)
	}
}

// A table too large for memory is refused up front with the estimate.
func TestTableTooLarge(t *testing.T) {
	err := wythoff.LineGame{DiagonalStep: 1}.GrundyRows(1_000_000, func(int, []int) {})
	if err == nil || !strings.Contains(err.Error(), "MB") {
		t.Errorf("side 10^6: %v; want a refusal with the memory estimate", err)
	}
}
