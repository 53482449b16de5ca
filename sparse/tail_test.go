package sparse

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// scanTail crosses off, in the order of a, exactly what a plain walk over
// the splits crosses off, and stops where the walk would: at the split
// that crossed off the last value, or where it can no longer compare a
// word at a time. Random sequences of 1- to 16-bit values, random heaps,
// windows and reversed fronts, one or two values, present or not.
func TestScanTailAgainstWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	for trial := range 20000 {
		bitsV := 1 + rng.IntN(16)
		n := 20 + rng.IntN(400)
		g := make([]uint16, n)
		for i := range g {
			g[i] = uint16(rng.IntN(1 << bitsV))
		}
		rest := 2 + rng.IntN(n-2)
		last := rest / 2
		first := 1 + rng.IntN(max(1, last))
		revLen := min(n, rng.IntN(n+20))
		rev := make([]uint16, 64+rng.IntN(600))
		revLen = min(revLen, len(rev))
		for a := range revLen {
			rev[len(rev)-1-a] = g[a]
		}
		count := 1 + rng.IntN(tailWords)
		var vals []int
		for len(vals) < count {
			v := rng.IntN(1 << bitsV)
			if rng.IntN(3) > 0 && last >= first { // a value some split has
				a := first + rng.IntN(last-first+1)
				v = int(g[a] ^ g[rest-a])
			}
			if v < 1<<16 && !containsInt(vals, v) {
				vals = append(vals, v)
			}
		}
		var needed, want [1 << 16]bool
		for _, v := range vals {
			needed[v], want[v] = true, true
		}
		next, left := scanTail(g, rev, revLen, rest, first, last, &needed, append([]int(nil), vals...))
		// The walk over first .. next-1.
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
		case left != wantLeft || needed != want:
			t.Fatalf("trial %d: scanTail(rest %d, %d..%d, rev %d/%d, %v) = %d, %d left; the walk to %d leaves %d", trial, rest, first, last, revLen, len(rev), vals, next, left, next-1, wantLeft)
		case left == 0 && stopped != next-1:
			t.Fatalf("trial %d: scanTail stopped at %d; the walk crossed the last value off at %d", trial, next-1, stopped)
		case left > 0 && next <= min(last, revLen-1, len(rev)-1)-7:
			t.Fatalf("trial %d: scanTail gave up at %d with %d left, before %d", trial, next, left, min(last, revLen-1, len(rev)-1)-7)
		}
	}
}

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// The word compare of the scan's tail changes nothing: values and every
// statistic (the splits scanned included) equal those of the plain
// lookups (tailMax = 0) on one thread and on two, for the games,
// Kayles, 0.354, 4.x codes, random codes and 0.0404 (whose values pass
// 512 before n = 8192 and 1024 before 16384: the two sets of the block
// scan, and its bound); and the values equal the
// plain mex over all options (GrundySequence) up to 1500. The same holds
// of the block scan and the gathered rare marking (blocks.go), where the
// processor has them.
func TestTailSameAsLookups(t *testing.T) {
	codes := []string{"grundy", "0.6", "0.007", "4.7", "0.376", "0.77", "0.354", "0.16", "4.07", "0.72", "0.0404"}
	codes = withRandomCodes(codes, rand.New(rand.NewPCG(29, 2)), 6, 2)
	n := 1 << 14
	if testing.Short() {
		n = 1 << 12
	}
	for _, code := range codes {
		r := codeRules(t, code)
		type way struct {
			name                string
			have                bool
			blocks, gather, avx bool
		}
		run := func(k, threads int, w way) *Engine {
			defer func(old int, on, gather, avx, batch bool) {
				tailMax, useBlocks, useGather, useAVX2, useBatch = old, on, gather, avx, batch
			}(tailMax, useBlocks, useGather, useAVX2, useBatch)
			tailMax, useBlocks, useGather, useAVX2, useBatch = k, w.blocks, w.gather, w.avx, k > 0
			s := New(r)
			if err := s.Extend(n, threads); err != nil {
				t.Fatalf("%s: %v", code, err)
			}
			return s
		}
		plain := run(0, 1, way{})
		for _, threads := range []int{1, 2} {
			for _, w := range []way{
				{"words", true, false, false, false},
				{"AVX-512", haveBlocks, true, true, false},
				{"AVX2", haveAVX2, true, false, true},
			} {
				if !w.have {
					continue
				}
				s := run(tailWords, threads, w)
				if !reflect.DeepEqual(s.Values(), plain.Values()) {
					t.Errorf("%s, %d threads, %s: the values differ from the plain scan's", code, threads, w.name)
				}
				if got, want := s.Stats(), plain.Stats(); !reflect.DeepEqual(got, want) {
					t.Errorf("%s, %d threads, %s: statistics %+v; the plain scan's %+v", code, threads, w.name, got, want)
				}
			}
		}
		for i, v := range r.GrundySequence(1500) {
			if int(plain.Values()[i]) != v {
				t.Fatalf("%s: G(%d) = %d; the plain mex says %d", code, i, plain.Values()[i], v)
			}
		}
	}
}
