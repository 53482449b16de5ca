package sparse

import (
	"fmt"
	"math/bits"
	"testing"
)

// scanCase is one heap's scan as settleWords makes it: the splits of
// rest up to last, and the values of class Q(n) below the candidate
// that no other option excludes.
type scanCase struct {
	rest, last, count int
	need              [blockWords - 1]uint64
}

// lastScans returns the scans of the last heaps of G(0..n-1) of r, as
// settleWords would make them (the options marked by markMoves, the
// candidate and the needed values by optionWords), for a game with one
// split move; the sequence; and the splits the engine scanned for those
// heaps.
func lastScans(tb testing.TB, r Rules, n, heaps int) ([]scanCase, []uint16, uint64) {
	s := New(r)
	s.Reserve(n)
	if err := s.Extend(n-heaps, 2); err != nil {
		tb.Fatal(err)
	}
	before := s.Stats().Scanned
	if err := s.Extend(n, 2); err != nil {
		tb.Fatal(err)
	}
	if len(s.split) != 1 || 1<<s.bitsV > blockValues {
		tb.Fatalf("%v: %d split moves, values below %d", r, len(s.split), 1<<s.bitsV)
	}
	g := s.store.all[:n]
	mark := new([1 << 16]uint32)
	var cases []scanCase
	for m := n - heaps; m < n; m++ {
		stamp := uint32(m + 1)
		s.markMoves(g[:m], m, -1, s.rareN, s.rareV, mark, stamp)
		_, need := s.optionWords(mark, stamp, nil, 1<<s.bitsV, uint8(s.q(m)))
		count := 0
		for _, word := range need {
			count += bits.OnesCount64(word)
		}
		rest := m - s.split[0]
		last, _ := s.lastSplit(rest, 0, n)
		if count > 0 && last >= 1 {
			cases = append(cases, scanCase{rest, last, count, need})
		}
	}
	return cases, g, s.Stats().Scanned - before
}

// BenchmarkScanGroups replays the scans of the last 20,000 heaps of
// G(0..2^20-1) of 0.6 and of Grundy's game (the needed values as
// settleWords finds them) with the groups of four blocks off (scan32
// block by block) and on (scanGroups): go test -run '^$' -bench
// ScanGroups ./sparse/ (ns a scan).
func BenchmarkScanGroups(b *testing.B) {
	for _, code := range []string{"0.6", "grundy"} {
		cases, g, _ := lastScans(b, codeRules(b, code), 1<<20, 20000)
		for _, on := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/groups=%v", code, on), func(b *testing.B) {
				if on && !useGroups {
					b.Skip("this processor has no AVX-512 VBMI2")
				}
				defer func(old bool) { useGroups = old }(useGroups)
				useGroups = on
				w := &worker{}
				scans := 0
				for b.Loop() {
					for _, c := range cases {
						need := c.need
						scanWords(g, c.rest, c.last, &need, c.count, w)
					}
					scans += len(cases)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(scans), "ns/scan")
			})
		}
	}
}

// BenchmarkGroups runs Extend on one thread and on two over 2^18 values
// (MEX_OCTAL_VALUES) of 0.6 and Grundy's game with the groups of four
// blocks off and on: go test -run '^$' -bench '^BenchmarkGroups$'
// ./sparse/ (CPU seconds for one thread, wall time for two).
func BenchmarkGroups(b *testing.B) { benchToggled(b, "groups", &useGroups, useGroups) }

// The groups of four blocks walk the scans of real heaps as scan32 does
// block by block: the splits walked, the values left and the set after,
// for the last 3,000 heaps of G(0..2^16-1) of 0.6 and Grundy's game; and
// the splits walked are those the engine counted for these heaps (so
// the scans rebuilt by lastScans are the engine's).
func TestScanGroupsOnRealScans(t *testing.T) {
	if !useGroups {
		t.Skip("this processor has no AVX-512 VBMI2")
	}
	defer func(old bool) { useGroups = old }(useGroups)
	for _, code := range []string{"0.6", "grundy"} {
		cases, g, scanned := lastScans(t, codeRules(t, code), 1<<16, 3000)
		grouped, walkedAll := 0, uint64(0)
		for i, c := range cases {
			var walked, left [2]int
			var sets [2][blockWords - 1]uint64
			for k, on := range []bool{false, true} {
				useGroups = on
				sets[k] = c.need
				walked[k], left[k] = scanWords(g, c.rest, c.last, &sets[k], c.count, &worker{})
			}
			if walked[0] != walked[1] || left[0] != left[1] || sets[0] != sets[1] {
				t.Fatalf("%s, scan %d (rest %d): block by block %d splits, %d left; in groups %d, %d (sets equal: %v)",
					code, i, c.rest, walked[0], left[0], walked[1], left[1], sets[0] == sets[1])
			}
			if walked[0] > 128 {
				grouped++
			}
			walkedAll += uint64(walked[0])
		}
		if walkedAll != scanned {
			t.Errorf("%s: the rebuilt scans walked %d splits; the engine scanned %d", code, walkedAll, scanned)
		}
		t.Logf("%s: %d scans, %d of them past one group", code, len(cases), grouped)
		if grouped < len(cases)/2 {
			t.Errorf("%s: only %d of %d scans reach a second group", code, grouped, len(cases))
		}
	}
}
