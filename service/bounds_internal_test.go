package service

import (
	"runtime"
	"testing"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/internal/measure"
	"github.com/mex-cgt/mex/spec"
)

// The estimates that admit holds against the memory limit are upper
// bounds: on the worst cases of issue 28's table, at sizes that run in
// seconds, the heap the command grows (its peak above what it started
// from) stays below the sum of the estimates it was admitted with.
func TestEstimatesBoundTheMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap of seven commands")
	}
	mustSpec := func(text string) *spec.Spec {
		s, err := spec.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cases := []struct {
		name string
		run  func(svc *Service) error
	}{
		{"grundy wythoff --size 1500 (row 13)", func(svc *Service) error {
			_, err := svc.GrundyTable(mustSpec("wythoff"), 1500)
			return err
		}},
		{"ppos wythoff --count 100000 (row 13)", func(svc *Service) error {
			_, err := svc.PPositionsByIndex(mustSpec("wythoff"), "0", 100000)
			return err
		}},
		{"adjoin --size 1500 (row 13)", func(svc *Service) error {
			_, err := svc.AdjoinMatrix(1500)
			return err
		}},
		{"grundy octal:0.6 --upto 2^18", func(svc *Service) error {
			_, err := svc.GrundyUpto(mustSpec("octal:0.6"), 1<<18)
			return err
		}},
		{"outcome of a (2,3)-Wythoff sum (row 5)", func(svc *Service) error {
			_, err := svc.Outcome(mustSpec("wythoff:p=2,m=3 + wythoff:p=2,m=3"), "10,20 + 10,21")
			return err
		}},
		{"form wythoff 9,9 (row 6)", func(svc *Service) error {
			_, err := svc.Form(mustSpec("wythoff"), "9,9")
			return err
		}},
		{"moves of a nine-move nimhoff (row 4)", func(svc *Service) error {
			_, err := svc.Moves(mustSpec("nimhoff:1,0/0,1/1,1/1,2/2,1/1,3/3,1/2,3/3,2"), "4998,4999")
			return err
		}},
	}
	const slack = 256 << 10 // what any command allocates besides its work (parsing, the engine)
	defer func() { admitted = nil }()
	for _, c := range cases {
		var estimate int64
		admitted = func(_ string, cost game.Cost) { estimate += cost.Bytes }
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		peak, stop := measure.WatchHeap()
		start := time.Now()
		err := c.run(&Service{})
		took := time.Since(start)
		stop()
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		grew := int64(peak()) - int64(before.HeapAlloc)
		if estimate == 0 {
			t.Errorf("%s: admitted with no estimate", c.name)
		} else if grew > estimate+slack {
			t.Errorf("%s: the heap grew by %d KiB; the estimate was %d KiB", c.name, grew>>10, estimate>>10)
		}
		t.Logf("%-42s estimate %8d KiB, heap grew %8d KiB, in %v", c.name, estimate>>10, grew>>10, took.Round(time.Millisecond))
	}
}
