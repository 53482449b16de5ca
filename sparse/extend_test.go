package sparse_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/mex-cgt/mex/sparse"
)

// extendCodes are the codes the two-thread pipeline is tied to the serial
// computation on: the games, Grundy's game, and random codes of 2
// to 4 digits (among them 4.x codes, whose splits take nothing, and codes
// that take one and leave a heap).
func extendCodes() []string {
	codes := []string{"0.6", "0.07", "0.77", "0.137", "0.376", "0.354", "4.07", "grundy",
		"0.4", "0.106", "0.51", "4.4", "4.6", "0.16", "0.72", "4.37"}
	rng := rand.New(rand.NewPCG(15, 3))
	for len(codes) < 48 {
		d0 := []string{"0", "4"}[rng.IntN(2)]
		digits := 2 + rng.IntN(3)
		code := d0 + "."
		for i := range digits {
			d := rng.IntN(8)
			if i == digits-1 && d == 0 {
				d = 1 + rng.IntN(7)
			}
			if i == 0 && len(codes)%3 == 0 {
				d |= 2 // take one, leaving a heap
			}
			code += fmt.Sprint(d)
		}
		codes = append(codes, code)
	}
	return codes
}

func rules(t *testing.T, code string) sparse.Rules {
	t.Helper()
	if code == "grundy" {
		return sparse.GrundyGame()
	}
	r, err := sparse.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The values and the statistics (the rare positions, the mask, and even
// the splits Next would scan) computed on two threads equal those computed
// one by one, and (to 2000) those of plain mex, for every code of
// extendCodes; the blocks handed to Extend have random lengths, so the
// pipeline starts and drains at many places.
func TestExtendTwoThreads(t *testing.T) {
	n := 1 << 14
	if testing.Short() || raceEnabled {
		n = 1 << 11
	}
	testExtend(t, n, extendCodes())
}

// The same when each thread computes the other's value as soon as it
// waits for it (the steal that a descheduled thread provokes on a busy
// machine), so that the threads race to record every value.
func TestExtendStealing(t *testing.T) {
	defer sparse.SetStealAfter(0)()
	n := 1 << 13
	if testing.Short() || raceEnabled {
		n = 1 << 11
	}
	testExtend(t, n, extendCodes()[:24])
}

// The same with the marking thread's scan ahead pinned at depths from one
// split to every split, so that the computing thread's scan starts before,
// inside and after the window; the codes with one split move (0.6, 0.07,
// 0.4, Grundy's game, …) scan ahead, and the test checks that they did.
func TestExtendScanAhead(t *testing.T) {
	n := 1 << 12
	if testing.Short() || raceEnabled {
		n = 1 << 10
	}
	for _, depth := range []int{1, 37, 600, 1 << 30} {
		t.Run(fmt.Sprint(depth), func(t *testing.T) {
			defer sparse.PinScanAhead(depth)()
			// The computing thread waits for the marks (a marking thread
			// off its core is otherwise passed by, and on a loaded machine
			// or under the race detector it might never be used).
			defer sparse.SetStealAfter(time.Second)()
			uses := testExtend(t, n, extendCodes()[:24])
			for _, code := range []string{"0.6", "0.07", "0.4", "grundy"} {
				if uses[code] == 0 {
					t.Errorf("%s: no heap's scan was taken from the marking thread", code)
				}
			}
		})
	}
}

// testExtend ties Extend on two threads to Extend on one for codes, and
// returns, for each code, the heaps whose scan was taken in part from the
// marking thread.
func testExtend(t *testing.T, n int, codes []string) map[string]int {
	t.Helper()
	uses := map[string]int{}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, code := range codes {
		r := rules(t, code)
		serial := sparse.New(r)
		if err := serial.Extend(n, 1); err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		two := sparse.New(r)
		two.Reserve(n)
		for two.Len() < n {
			if err := two.Extend(min(n, two.Len()+1+rng.IntN(3000)), 2); err != nil {
				t.Fatalf("%s: %v", code, err)
			}
		}
		if i := firstDiff(serial.Values(), two.Values()); i >= 0 {
			t.Fatalf("%s: G(%d) = %d on two threads, %d on one", code, i, two.Values()[i], serial.Values()[i])
		}
		plain := r.GrundySequence(min(2000, n-1)) // G(0..)
		for i, w := range plain {
			if int(two.Values()[i]) != w {
				t.Fatalf("%s: G(%d) = %d on two threads, %d by plain mex", code, i, two.Values()[i], w)
			}
		}
		a, b := serial.Stats(), two.Stats()
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: statistics differ:\none thread  %+v\ntwo threads %+v", code, a, b)
		}
		uses[code] = sparse.ScannedAhead(two)
	}
	return uses
}

func firstDiff(a, b []uint16) int {
	for i := range max(len(a), len(b)) {
		if i >= len(a) || i >= len(b) || a[i] != b[i] {
			return i
		}
	}
	return -1
}

// Run on two threads emits exactly the values of Run on one, in order,
// and a two-thread run stopped part way and resumed (on two threads, or
// on one) emits them too.
func TestRunThreads(t *testing.T) {
	for _, code := range []string{"0.6", "grundy", "4.07"} {
		r := rules(t, code)
		upto := 30000
		if raceEnabled {
			upto = 9000
		}
		collect := func(threads int) []uint16 {
			var got []uint16
			_, err := sparse.Run(r, sparse.Options{Upto: upto, Threads: threads,
				Emit: func(n int, v uint16) error {
					if n != len(got) {
						return fmt.Errorf("emitted G(%d) after %d values", n, len(got))
					}
					got = append(got, v)
					return nil
				}})
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		want := collect(1)
		if got := collect(2); !slices.Equal(got, want) {
			t.Fatalf("%s: two threads differ at %d", code, firstDiff(got, want))
		}
		for _, again := range []int{1, 2} {
			path := filepath.Join(t.TempDir(), "ck")
			var got []uint16
			ctx, stop := context.WithCancel(context.Background())
			defer stop()
			_, err := sparse.Run(r, sparse.Options{Upto: upto, Threads: 2, Checkpoint: path, Context: ctx,
				Emit: func(n int, v uint16) error {
					got = append(got, v)
					if n == upto/3 {
						stop()
					}
					return nil
				},
				Flush: func() (sparse.Output, error) { return sparse.Output{Length: int64(len(got))}, nil }})
			if err == nil || len(got) >= upto {
				t.Fatalf("%s: the stopped run ended with %v after %d values", code, err, len(got))
			}
			_, err = sparse.Run(r, sparse.Options{Upto: upto, Threads: again, Checkpoint: path, Resume: true,
				Emit:    func(_ int, v uint16) error { got = append(got, v); return nil },
				Resumed: func(o sparse.Output) error { got = got[:o.Length]; return nil }})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%s: resumed on %d threads: differs at %d", code, again, firstDiff(got, want))
			}
		}
	}
}
