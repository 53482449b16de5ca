package takebreak_test

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/mex-cgt/mex/games/takebreak"
)

// benchUpto reads MEX_DENSE_UPTO (default 2^16; the target is
// 2^18: MEX_DENSE_UPTO=262144).
func benchUpto() int {
	if n, err := strconv.Atoi(os.Getenv("MEX_DENSE_UPTO")); err == nil && n > 0 {
		return n
	}
	return 1 << 16
}

// Growing-value octal games (no sparse space): every split scanned.
func BenchmarkDense(b *testing.B) {
	for _, code := range []string{"0.06", "0.004"} {
		b.Run(code, func(b *testing.B) {
			c, _ := takebreak.Parse(code)
			n := benchUpto()
			for b.Loop() {
				v, err := takebreak.Dense(context.Background(), c, n, takebreak.DenseOptions{})
				if err != nil {
					b.Fatal(err)
				}
				var largest uint32
				for _, x := range v {
					largest = max(largest, x)
				}
				b.ReportMetric(float64(largest), "largest")
			}
		})
	}
}
