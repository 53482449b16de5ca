package wythoff_test

import (
	"context"
	"math/big"
	"os"
	"strconv"
	"testing"

	"github.com/mex-cgt/mex/games/wythoff"
)

func BenchmarkPairBig1e1000(b *testing.B) {
	n := new(big.Int).Exp(big.NewInt(10), big.NewInt(1000), nil)
	for b.Loop() {
		wythoff.Pair(n)
	}
}

func BenchmarkPairInt(b *testing.B) {
	n := int64(wythoff.MaxPairIndex - 12345)
	var sink int64
	for b.Loop() {
		a, bb := wythoff.PairInt(n)
		sink += a ^ bb
		n--
	}
	_ = sink
}

func BenchmarkIsPBig1e1000(b *testing.B) {
	n := new(big.Int).Exp(big.NewInt(10), big.NewInt(1000), nil)
	x, y := wythoff.Pair(n)
	for b.Loop() {
		wythoff.IsP(x, y)
	}
}

// BenchmarkStream23 streams (2,3)-Wythoff pairs; MEX_STREAM_PAIRS sets how
// many per iteration (default 10^7; the figure is 10^9).
func BenchmarkStream23(b *testing.B) {
	count := int64(10_000_000)
	if v, err := strconv.ParseInt(os.Getenv("MEX_STREAM_PAIRS"), 10, 64); err == nil {
		count = v
	}
	for b.Loop() {
		s, _ := wythoff.NewStream(2, 3)
		var sum uint64
		as, bs := make([]int64, 4096), make([]int64, 4096)
		for done := int64(0); done < count; done += int64(len(as)) {
			k := min(int64(len(as)), count-done)
			s.Fill(as[:k], bs[:k])
			for i := range k {
				sum = sum*31 + uint64(as[i])*7 + uint64(bs[i])
			}
		}
		b.ReportMetric(float64(s.Depth()), "depth")
		if sum == 0 {
			b.Fatal("checksum 0")
		}
	}
	b.ReportMetric(float64(count), "pairs")
}

// BenchmarkGrundyTable computes Wythoff's Grundy table of side N
// (MEX_TABLE_SIDE, default 4096) on MEX_THREADS threads (default all
// cores), keeping only a checksum.
func BenchmarkGrundyTable(b *testing.B) {
	n := 4095
	if v, err := strconv.Atoi(os.Getenv("MEX_TABLE_SIDE")); err == nil {
		n = v - 1
	}
	threads, _ := strconv.Atoi(os.Getenv("MEX_THREADS"))
	for b.Loop() {
		var sum uint64
		wythoff.LineGame{DiagonalStep: 1}.GrundyRowsThreads(context.Background(), n, threads, func(x int, row []int) {
			for _, v := range row[x:] {
				sum = sum*1000003 + uint64(v)
			}
		})
		if sum == 0 {
			b.Fatal("checksum 0")
		}
	}
}

// BenchmarkGrundyTableLines is BenchmarkGrundyTable with the plain
// line-by-line bitsets, for before/after figures.
func BenchmarkGrundyTableLines(b *testing.B) {
	n := 4095
	if v, err := strconv.Atoi(os.Getenv("MEX_TABLE_SIDE")); err == nil {
		n = v - 1
	}
	for b.Loop() {
		var sum uint64
		wythoff.LineGame{DiagonalStep: 1}.GrundyRowsLines(n, func(x int, row []int) {
			for _, v := range row[x:] {
				sum = sum*1000003 + uint64(v)
			}
		})
		if sum == 0 {
			b.Fatal("checksum 0")
		}
	}
}
