package octal_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/sparse"
)

// The periods the literature gives are proven again from values mex
// computes, for those whose proof takes at most 2^20 values (seconds):
// the least period and preperiod the octal periodicity theorem proves
// are the listed ones, from exactly ProofValues values.
func TestKnownPeriodsProved(t *testing.T) {
	for _, k := range octal.KnownPeriods {
		if k.ProofValues() > 1<<20 {
			continue // 0.376, 0.354: mex period octal:0.376 proves it (BENCHMARKS.md)
		}
		if testing.Short() && k.ProofValues() > 1<<17 {
			continue
		}
		r, err := octal.Parse(k.Code)
		if err != nil {
			t.Fatal(err)
		}
		sp := newEngine(r)
		if err := sp.Extend(k.ProofValues(), 1); err != nil {
			t.Fatal(err)
		}
		p, ok := r.ProvePeriod(sp.Values())
		if !ok || p.Preperiod != k.Preperiod || p.Period != k.Period {
			t.Errorf("%s: proved %+v (%v) from %d values; the literature (%s) gives preperiod %d, period %d", k.Code, p, ok, k.ProofValues(), k.Source, k.Preperiod, k.Period)
		}
		if short, ok := r.ProvePeriod(sp.Values()[:k.ProofValues()-1]); ok && short.Period == k.Period && short.Preperiod == k.Preperiod {
			t.Errorf("%s: proven from %d values; ProofValues says %d", k.Code, k.ProofValues()-1, k.ProofValues())
		}
	}
}

// A heap beyond the values computed for one answer is answered by a
// period or refused at once with the reason (issue 28 row 11: mex grundy
// octal:0.6 10^30 ran until stopped).
func TestHugeHeapRefusedWithReason(t *testing.T) {
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	for _, c := range []struct {
		code, reason string
		quick        bool // refused before any value is computed
	}{
		{"grundy", "no period known for Grundy's game", true},
		{"0.354", "Flammenkamp 2002", true},
		{"0.6", "no period known for octal:0.6 (none in its first 65536 values)", false},
	} {
		r := octal.GrundyGame()
		if c.code != "grundy" {
			var err error
			if r, err = octal.Parse(c.code); err != nil {
				t.Fatal(err)
			}
		}
		var computed int
		ctx := sparse.WithProgress(context.Background(), func(done, _ int) { computed = done })
		_, err := r.HeapSequence(ctx, huge)
		if err == nil || !game.IsRefused(err) || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%s at 10^30: %v; want a refusal saying %q", c.code, err, c.reason)
		}
		if len(err.Error()) > 200 {
			t.Errorf("%s: refusal of %d characters", c.code, len(err.Error()))
		}
		if c.quick && computed > 0 {
			t.Errorf("%s: %d values computed before the refusal", c.code, computed)
		}
		if !c.quick && computed > octal.PeriodSearchValues {
			t.Errorf("%s: %d values computed; the search stops at %d", c.code, computed, octal.PeriodSearchValues)
		}
	}
}

// A game the literature gives a period for is answered at any heap from
// the values that prove it: 0.16 (Gangolli and Plambeck 1989, period
// 149459), whose proof needs more values than the search of an unlisted
// game looks at; G(n) at a huge n is G at the heap the period reduces it
// to, computed directly.
func TestKnownPeriodAnswersHugeHeap(t *testing.T) {
	if testing.Short() {
		t.Skip("computes 404k values")
	}
	r, _ := octal.Parse("0.16")
	huge := new(big.Int).Lsh(big.NewInt(1), 100)
	start := time.Now()
	seq, err := r.HeapSequence(context.Background(), huge)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := seq.Value(huge)
	k, _ := r.Known()
	e, p := int64(k.Preperiod), int64(k.Period)
	reduced := new(big.Int).Sub(huge, big.NewInt(e))
	reduced.Mod(reduced, big.NewInt(p)).Add(reduced, big.NewInt(e))
	sp := newEngine(r)
	if err := sp.Extend(int(reduced.Int64())+1, 1); err != nil {
		t.Fatal(err)
	}
	if want := int(sp.Values()[reduced.Int64()]); !ok || got != want {
		t.Errorf("G(2^100) = %d (%v); want G(%d) = %d", got, ok, reduced, want)
	}
	t.Logf("answered in %v", time.Since(start))
}

// PeriodProvenWithin: Kayles' period is proven from 168 values (preperiod
// 71, period 12; Guy and Smith 1956), 0.6 and Grundy's game have none in
// their first 2^14.
func TestPeriodProvenWithin(t *testing.T) {
	for _, c := range []struct {
		code   string
		values int
		want   bool
	}{{"0.77", 168, true}, {"0.77", 100, false}, {"0.6", 1 << 14, false}, {"grundy", 1 << 14, false}} {
		r := octal.GrundyGame()
		if c.code != "grundy" {
			r, _ = octal.Parse(c.code)
		}
		rules, _ := r.SparseRules()
		got, err := rules.PeriodProvenWithin(context.Background(), c.values)
		if err != nil || got != c.want {
			t.Errorf("%s within %d values: %v, %v; want %v", c.code, c.values, got, err, c.want)
		}
	}
}
