package octal

import (
	"math/rand/v2"
	"testing"
)

// scanBlocks crosses off, in the order of a, exactly what a plain walk
// over the splits crosses off, and stops where the walk would: at the
// split that crossed off the last value, or where no block of 32 fits
// (the caller walks on). Random sequences of values below 512, random
// heaps and needed sets of 1 to 80 values, present or not; the reversed
// front grows across trials as it does in a run.
func TestScanBlocksAgainstWalk(t *testing.T) {
	if !haveBlocks {
		t.Skip("this processor has no AVX-512 BW")
	}
	rng := rand.New(rand.NewPCG(29, 3))
	for trial := range 5000 {
		bitsV := 1 + rng.IntN(9)
		n := 70 + rng.IntN(3000)
		g := make([]uint16, n)
		for i := range g {
			g[i] = uint16(rng.IntN(1 << bitsV))
		}
		rest := 2 + rng.IntN(n-2)
		last := rest / 2
		first := 1 + rng.IntN(max(1, last))
		w := &worker{}
		if rng.IntN(2) == 0 { // a front copied from a shorter sequence first
			w.reversed(g, rng.IntN(n))
		}
		var needed, want [1 << 16]bool
		for range 1 + rng.IntN(80) {
			v := rng.IntN(1 << bitsV)
			if rng.IntN(3) > 0 && last >= first { // a value some split has
				a := first + rng.IntN(last-first+1)
				v = int(g[a] ^ g[rest-a])
			}
			if !needed[v] {
				needed[v], want[v] = true, true
				w.needList = append(w.needList, v)
			}
		}
		count := len(w.needList)
		next, left := scanBlocks(g, rest, first, last, &needed, count, w)
		if next < first || next > last+1 {
			t.Fatalf("trial %d: stopped at %d, outside %d..%d", trial, next, first, last+1)
		}
		wantLeft, stopped := count, -1
		for a := first; a < next; a++ {
			if v := g[a] ^ g[rest-a]; want[v] {
				want[v] = false
				if wantLeft--; wantLeft == 0 {
					stopped = a
					break
				}
			}
		}
		switch {
		case left != wantLeft:
			t.Fatalf("trial %d: %d values left; the walk to %d leaves %d", trial, left, next, wantLeft)
		case left == 0 && stopped != next-1:
			t.Fatalf("trial %d: stopped at %d; the walk crossed off the last value at %d", trial, next, stopped)
		case left > 0 && next <= min(last, revCap-1)-31 && first+31 <= last:
			t.Fatalf("trial %d: gave up at %d with %d values left although a block fits before %d", trial, next, left, last)
		}
		if needed != want {
			t.Fatalf("trial %d: the values crossed off differ from the walk's", trial)
		}
	}
}
