package sparse_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/mex-cgt/mex/sparse"
)

// benchValues is 2^18 values, or MEX_OCTAL_VALUES.
func benchValues() int {
	if v, err := strconv.Atoi(os.Getenv("MEX_OCTAL_VALUES")); err == nil {
		return v
	}
	return 1 << 18
}

func benchSparse(b *testing.B, r sparse.Rules) {
	n := benchValues()
	for b.Loop() {
		s := sparse.New(r)
		s.Reserve(n)
		for range n {
			if _, err := s.Next(); err != nil {
				b.Fatal(err)
			}
		}
		st := s.Stats()
		b.ReportMetric(float64(st.Scanned)/float64(n), "splits/value")
		b.ReportMetric(float64(st.RareCount), "rare")
	}
}

// The sparse-space algorithm on 0.6, Grundy's game and 0.376, 2^18 values
// each (go test -run '^$' -bench Sparse ./sparse/).
func BenchmarkSparse06(b *testing.B) {
	r, _ := sparse.Parse("0.6")
	benchSparse(b, r)
}

func BenchmarkSparseGrundy(b *testing.B) { benchSparse(b, sparse.GrundyGame()) }

func BenchmarkSparse0376(b *testing.B) {
	r, _ := sparse.Parse("0.376")
	benchSparse(b, r)
}

// The same on two threads (Sparse.Extend's pipeline): go test -run '^$'
// -bench Extend ./sparse/.
func benchExtend(b *testing.B, r sparse.Rules, threads int) {
	n := benchValues()
	for b.Loop() {
		s := sparse.New(r)
		s.Reserve(n)
		for s.Len() < n {
			if err := s.Extend(min(n, s.Len()+4096), threads); err != nil {
				b.Fatal(err)
			}
		}
		st := s.Stats()
		b.ReportMetric(float64(st.Scanned)/float64(n), "splits/value")
		b.ReportMetric(float64(st.FullScans), "fullscans")
	}
}

func BenchmarkExtend06(b *testing.B) {
	r, _ := sparse.Parse("0.6")
	benchExtend(b, r, 2)
}

func BenchmarkExtendGrundy(b *testing.B) { benchExtend(b, sparse.GrundyGame(), 2) }

func BenchmarkExtend0376(b *testing.B) {
	r, _ := sparse.Parse("0.376")
	benchExtend(b, r, 2)
}
