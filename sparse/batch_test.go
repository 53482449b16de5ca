package sparse

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestBatchSameAsNext ties nextBatch to Next: Extend on one thread, in
// batches of sixteen heaps, gives the values and the statistics of Next
// called heap by heap, for Grundy's game (whose splits skip the equal
// halves near the batch's rare positions), 0.6, codes with several splits
// and random codes; the batches are checked to have run. It runs with this
// process's kernels (CI runs it under MEX_NOAVX512=1 and MEX_NOAVX2=1 too).
func TestBatchSameAsNext(t *testing.T) {
	codes := []string{"grundy", "0.6", "0.007", "4.7", "0.376", "0.77", "0.354", "0.16", "4.07", "0.72", "0.0404", "0.4444", "0.0707"}
	codes = withRandomCodes(codes, rand.New(rand.NewPCG(40, 16)), 6, 3)
	n := 1 << 15
	if testing.Short() {
		n = 1 << 13
	}
	for _, code := range codes {
		r := codeRules(t, code)
		plain := New(r)
		for plain.Len() < n {
			if _, err := plain.Next(); err != nil {
				t.Fatalf("%s: %v", code, err)
			}
		}
		batched := New(r)
		if err := batched.Extend(n, 1); err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if !reflect.DeepEqual(batched.Values(), plain.Values()) {
			t.Errorf("%s: the values differ from Next's", code)
		}
		if got, want := batched.Stats(), plain.Stats(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the statistics differ from Next's (%d rare positions, %d splits scanned; Next: %d, %d)", code, got.RareCount, got.Scanned, want.RareCount, want.Scanned)
		}
		ran := batched.work != nil && batched.work.batch != nil && batched.work.batch.stamp > 0
		t.Logf("%s: %d rare, values below %d, batches %v", code, len(plain.rare), 1<<plain.bitsV, ran)
		if (code == "grundy" || code == "0.6") && !ran {
			t.Errorf("%s: no batch ran", code)
		}
	}
}

// BenchmarkBatch runs Extend on one thread and on two over 2^18 values
// (MEX_OCTAL_VALUES) of 0.6 and Grundy's game with the batches off and on:
// go test -run '^$' -bench Batch ./sparse/ (CPU seconds for one thread,
// wall time for two).
func BenchmarkBatch(b *testing.B) { benchToggled(b, "batch", &useBatch, true) }

// benchToggled runs Extend on one thread and on two over 2^18 values
// (MEX_OCTAL_VALUES) of 0.6 and Grundy's game with the way that flag
// turns on (named name) off and on, reporting CPU seconds (for one
// thread; for two, the wall time is the figure); can is whether this
// processor runs that way.
func benchToggled(b *testing.B, name string, flag *bool, can bool) {
	for _, threads := range []int{1, 2} {
		for _, code := range []string{"0.6", "grundy"} {
			r := codeRules(b, code)
			for _, on := range []bool{false, true} {
				b.Run(fmt.Sprintf("threads=%d/%s/%s=%v", threads, code, name, on), func(b *testing.B) {
					if on && !can {
						b.Skipf("this processor does not run %s", name)
					}
					defer func(old bool) { *flag = old }(*flag)
					*flag = on
					n := tailBenchValues()
					start := cpuTime()
					for b.Loop() {
						s := New(r)
						s.Reserve(n)
						if err := s.Extend(n, threads); err != nil {
							b.Fatal(err)
						}
					}
					b.ReportMetric(float64(cpuTime()-start)/float64(b.N)/1e9, "cpu-s/op")
				})
			}
		}
	}
}

// TestMarkerBatchSameAsMarkInner ties the pipeline's marking in batches
// to markInner, heap by heap: for random batches m0 … m0+15, tops (the
// last value known) and cuts of the rare positions, the values marked by
// markerBatch and markerHeap are markInner's, for codes whose split moves
// take from 0 (Grundy's game) to 21 (so that the split's parts reach past
// the batch's first heap).
func TestMarkerBatchSameAsMarkInner(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 17))
	for _, code := range []string{"grundy", "0.6", "0.4444", "0.0707", "0.000000000000000000004", "0.60000000000000000000404"} {
		s := New(codeRules(t, code))
		const n = 1 << 13
		if err := s.Extend(n, 1); err != nil {
			t.Fatal(err)
		}
		if 1<<s.bitsV > blockValues {
			t.Fatalf("%s: values reach %d", code, 1<<s.bitsV)
		}
		g := s.store.all[:n]
		p := &pipe{}
		v := s.newView()
		mark := new([1 << 16]uint32)
		for trial := range 300 {
			m0 := minBatch + rng.IntN(n-minBatch-batchValues)
			top := m0 - 1 - rng.IntN(40)
			cut := rng.IntN(len(v.rareN) + 1)
			if !s.markerBatches(m0, v) {
				t.Fatalf("%s: no batch at %d", code, m0)
			}
			stamp := s.markerBatch(p, g, m0, top, v, cut)
			for j := range batchValues {
				m := m0 + j
				region := p.marks.batch.region(j)
				s.markerHeap(region, g, m0, m, top, top, v.rareN[:cut], v.rareV[:cut], stamp)
				want := uint32(trial*batchValues + j + 1)
				markInner(s, g, m, top, v.rareN[:cut], v.rareV[:cut], mark, want)
				for value := range 1 << s.bitsV {
					if got, marked := region[value] == stamp, mark[value] == want; got != marked {
						t.Fatalf("%s: heap %d (batch from %d, top %d, cut %d): value %d marked %v, markInner %v", code, m, m0, top, cut, value, got, marked)
					}
				}
			}
		}
	}
}

// codeRules returns the rules of code: "grundy" or an octal code.
func codeRules(t testing.TB, code string) Rules {
	t.Helper()
	if code == "grundy" {
		return GrundyGame()
	}
	r, err := Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// withRandomCodes appends count random octal codes "0.d…" of 2 to
// spread+1 digits drawn from rng.
func withRandomCodes(codes []string, rng *rand.Rand, count, spread int) []string {
	for range count {
		code := "0."
		for range 2 + rng.IntN(spread) {
			code += string(rune('0' + rng.IntN(8)))
		}
		codes = append(codes, code)
	}
	return codes
}
