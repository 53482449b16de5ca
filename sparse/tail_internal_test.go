package sparse

import (
	"fmt"
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
