package sparse

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// scanWords crosses off, in the order of a, exactly what a plain walk
// over the splits crosses off, and stops where the walk would: at the
// split that crossed off the last value, or at the last split. Random
// sequences of values below 1024, random heaps and needed sets of 1 to 80
// values, present or not; the reversed front grows across trials as it
// does in a run, and some walks pass its end (revCap) to a split whose
// value no other split has.
func TestScanWordsAgainstWalk(t *testing.T) {
	for _, kernel := range []struct {
		name      string
		have, avx bool
	}{{"AVX-512", haveBlocks, false}, {"AVX2", haveAVX2, true}} {
		t.Run(kernel.name, func(t *testing.T) {
			if !kernel.have {
				t.Skipf("this processor has no %s", kernel.name)
			}
			defer func(on, avx bool) { useBlocks, useAVX2 = on, avx }(useBlocks, useAVX2)
			useBlocks, useAVX2 = true, kernel.avx
			scanWordsAgainstWalk(t, blockLimit())
			if !kernel.avx { // the walk in groups below 512 too (scanGroups512)
				scanWordsAgainstWalk(t, 512)
			}
		})
	}
}

// scanWordsAgainstWalk is TestScanWordsAgainstWalk for values below
// limit.
func scanWordsAgainstWalk(t *testing.T, limit int) {
	bitsMax := bits.Len(uint(limit - 1))
	rng := rand.New(rand.NewPCG(29, 3))
	for trial := range 4000 {
		bitsV := 1 + rng.IntN(bitsMax)
		n := 70 + rng.IntN(3000)
		if trial%50 == 0 {
			n = revCap*4 + rng.IntN(5000)
		}
		g := make([]uint16, n)
		for i := range g {
			g[i] = uint16(rng.IntN(1 << bitsV))
		}
		rest := 2 + rng.IntN(n-2)
		last := rest / 2
		w := &worker{}
		if rng.IntN(2) == 0 { // a front copied from a shorter sequence first
			w.reversed(g, rng.IntN(n))
		}
		var set, want [blockWords - 1]uint64
		count := 0
		if n > revCap*2 && last > revCap+40 {
			// Values below limit/2, and one split past the reversed
			// front whose value (limit-124) no other split has, needed
			// with or without a value no split has (limit-324): the walk
			// past revCap.
			for i := range g {
				g[i] &= uint16(limit/2 - 1)
			}
			at := revCap + rng.IntN(last-revCap)
			alone, none := limit-124, limit-324
			g[at] = uint16(alone) ^ g[rest-at]
			set[alone>>6] |= 1 << (alone & 63)
			count++
			if rng.IntN(2) == 0 {
				set[none>>6] |= 1 << (none & 63)
				count++
			}
		}
		for range 1 + rng.IntN(80) {
			v := rng.IntN(1 << bitsV)
			if rng.IntN(3) > 0 && last >= 1 { // a value some split has
				a := 1 + rng.IntN(last)
				v = int(g[a] ^ g[rest-a])
			}
			if set[v>>6]&(1<<(v&63)) == 0 {
				set[v>>6] |= 1 << (v & 63)
				count++
			}
		}
		want = set
		walked, left := scanWords(g, rest, last, &set, count, w)
		wantLeft, wantWalked := count, max(last, 0)
		for a := 1; a <= last; a++ {
			if v := g[a] ^ g[rest-a]; want[v>>6]&(1<<(v&63)) != 0 {
				want[v>>6] &^= 1 << (v & 63)
				if wantLeft--; wantLeft == 0 {
					wantWalked = a
					break
				}
			}
		}
		if walked != wantWalked || left != wantLeft || set != want {
			t.Fatalf("trial %d (n %d, rest %d): walked %d, %d left; the walk: %d, %d left (sets equal: %v)",
				trial, n, rest, walked, left, wantWalked, wantLeft, set == want)
		}
	}
}
