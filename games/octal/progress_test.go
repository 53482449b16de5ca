package octal_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/sparse"
)

// A search for a period says how far it got: HeapSequence reports the
// values computed out of the most it will compute (mex grundy octal:0.6
// 10^30 ran for a minute with no word, issue 28 row 11).
func TestHeapSequenceProgress(t *testing.T) {
	r, err := octal.Parse("0.77")
	if err != nil {
		t.Fatal(err)
	}
	var calls, last, total int
	ctx := sparse.WithProgress(context.Background(), func(done, most int) { calls, last, total = calls+1, done, most })
	seq, err := r.HeapSequence(ctx, new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil))
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := seq.Value(big.NewInt(1000)); !ok || v == 0 {
		t.Errorf("Kayles G(1000) = %d, %v", v, ok)
	}
	if calls == 0 || last <= 0 || total != octal.PeriodSearchValues {
		t.Errorf("progress: %d calls, last %d of %d; want reports out of %d", calls, last, total, octal.PeriodSearchValues)
	}
}
