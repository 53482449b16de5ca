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
	rng := rand.New(rand.NewPCG(40, 16))
	for range 6 {
		code := "0."
		for range 2 + rng.IntN(3) {
			code += string(rune('0' + rng.IntN(8)))
		}
		codes = append(codes, code)
	}
	n := 1 << 15
	if testing.Short() {
		n = 1 << 13
	}
	for _, code := range codes {
		r := GrundyGame()
		if code != "grundy" {
			var err error
			if r, err = Parse(code); err != nil {
				t.Fatal(err)
			}
		}
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

// BenchmarkBatch runs Extend on one thread over 2^18 values
// (MEX_OCTAL_VALUES) of 0.6 and Grundy's game with the batches off and on:
// go test -run '^$' -bench Batch ./sparse/.
func BenchmarkBatch(b *testing.B) {
	for _, code := range []string{"0.6", "grundy"} {
		r := GrundyGame()
		if code != "grundy" {
			r, _ = Parse(code)
		}
		for _, on := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/batch=%v", code, on), func(b *testing.B) {
				defer func(old bool) { useBatch = old }(useBatch)
				useBatch = on
				n := tailBenchValues()
				start := cpuTime()
				for b.Loop() {
					s := New(r)
					s.Reserve(n)
					if err := s.Extend(n, 1); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cpuTime()-start)/float64(b.N)/1e9, "cpu-s/op")
			})
		}
	}
}
