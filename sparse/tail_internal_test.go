package sparse

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"syscall"
	"testing"
)

// BenchmarkTail runs Next over 2^18 values (MEX_OCTAL_VALUES) of 0.6 and
// Grundy's game with the word compare of the scan's tail off (k=0, the
// plain lookups to the end) and taking up to k values: go test -run '^$'
// -bench Tail ./sparse/.
func BenchmarkTail(b *testing.B) {
	for _, code := range []string{"0.6", "grundy"} {
		r := GrundyGame()
		if code != "grundy" {
			r, _ = Parse(code)
		}
		for k := range tailWords + 1 {
			b.Run(fmt.Sprintf("%s/k=%d", code, k), func(b *testing.B) {
				defer func(old int) { tailMax = old }(tailMax)
				tailMax = k
				benchNext(b, r)
			})
		}
	}
}

// benchNext runs Next over tailBenchValues() values of r and reports the
// CPU seconds of each run.
func benchNext(b *testing.B, r Rules) {
	n := tailBenchValues()
	start := cpuTime()
	for b.Loop() {
		s := New(r)
		s.Reserve(n)
		for range n {
			if _, err := s.Next(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N)/1e9, "cpu-s/op")
}

func tailBenchValues() int {
	if v, err := strconv.Atoi(os.Getenv("MEX_OCTAL_VALUES")); err == nil {
		return v
	}
	return 1 << 18
}

// cpuTime is the process's user and system time so far, in nanoseconds:
// on the shared machine wall time mostly measures the other jobs.
func cpuTime() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// crossWords leaves the needed values and their count as a walk split
// by split over the splits it looked at leaves them, and stops where
// that walk stops: on random sequences and needed sets, from every start.
func TestCrossWordsTwin(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 16))
	for trial := range 300 {
		n := 40 + rng.IntN(3000)
		bits := 2 + trial%9
		g := make([]uint16, n)
		for i := range g {
			g[i] = uint16(rng.IntN(1 << bits))
		}
		w := &worker{}
		rest := n - rng.IntN(4)
		last := (rest - 1) / 2
		rev := w.reversed(g, min(last+1, revCap))
		for first := 1; first <= last; first += 1 + rng.IntN(40) {
			var got, want [1 << 16]bool
			count := 0
			for range 1 + rng.IntN(min(20, 1<<bits)) {
				if v := rng.IntN(1 << bits); !got[v] {
					got[v], want[v] = true, true
					count++
				}
			}
			at, left := crossWords(g, rev, w.revLen, rest, first, last, &got, count)
			wantAt, wantLeft := first, count
			for a := first; a < at; a++ {
				if v := g[a] ^ g[rest-a]; want[v] {
					want[v] = false
					if wantLeft--; wantLeft == 0 {
						wantAt = a + 1
						break
					}
				}
				wantAt = a + 1
			}
			if at != wantAt || left != wantLeft || got != want {
				t.Fatalf("trial %d, from %d with %d needed: stopped at %d with %d left; the walk: %d with %d left (same needed values: %v)", trial, first, count, at, left, wantAt, wantLeft, got == want)
			}
			if left > tailMax && at <= min(last, w.revLen-1)-15 {
				t.Fatalf("trial %d: stopped at %d with %d left, though sixteen more splits fit", trial, at, left)
			}
		}
	}
}

// BenchmarkWords runs Next over 2^18 values (MEX_OCTAL_VALUES) of 0.6
// and Grundy's game on the general path (the block kernels off) with
// findNeededWords off and on: go test -run '^$' -bench Words ./sparse/.
func BenchmarkWords(b *testing.B) {
	for _, code := range []string{"0.6", "grundy"} {
		r := GrundyGame()
		if code != "grundy" {
			r, _ = Parse(code)
		}
		for _, words := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/words=%v", code, words), func(b *testing.B) {
				defer func(blocks, gather, old bool) { useBlocks, useGather, useWords = blocks, gather, old }(useBlocks, useGather, useWords)
				useBlocks, useGather, useWords = false, false, words
				benchNext(b, r)
			})
		}
	}
}
