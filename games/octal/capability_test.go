package octal_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
)

// A heap sequence whose period is proven answers every heap: tied to the
// plain mex over all options (GrundySequence) on every heap up to 3000,
// most of them answered by the period, not computed.
func TestHeapSequenceByPeriod(t *testing.T) {
	for _, code := range []string{"0.77", "0.07", "0.137", "0.33", "0.31"} {
		r, err := octal.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		seq, err := r.HeapSequence(context.Background(), new(big.Int).Lsh(big.NewInt(1), 200))
		if err != nil {
			t.Logf("%s: %v (no period proven within the bound; skipped)", code, err)
			continue
		}
		want := r.GrundySequence(3000)
		n := new(big.Int)
		for i, w := range want {
			if got, ok := seq.Value(n.SetInt64(int64(i))); !ok || got != w {
				t.Fatalf("%s: G(%d) = %d (%v); want %d", code, i, got, ok, w)
			}
		}
	}
}

// Kayles at 10^18 by its period (preperiod 71, period 12): 10^18 - 71 is
// 5 mod 12, so G(10^18) = G(76) = 1.
func TestKaylesHugeHeap(t *testing.T) {
	r, _ := octal.Parse("0.77")
	huge, _ := new(big.Int).SetString("1000000000000000000", 10)
	seq, err := r.HeapSequence(context.Background(), huge)
	if err != nil {
		t.Fatal(err)
	}
	want := r.GrundySequence(76)[76]
	if got, ok := seq.Value(huge); !ok || got != want {
		t.Fatalf("G(10^18) = %d (%v); want G(76) = %d", got, ok, want)
	}
}

// A cancelled context stops the computation.
func TestHeapSequenceCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := octal.GrundyGame().HeapSequence(ctx, big.NewInt(1<<20)); err == nil {
		t.Fatal("cancelled: no error")
	}
}
