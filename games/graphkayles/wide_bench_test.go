package graphkayles

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkQueensValue values Node Kayles on the n×n queens graphs,
// n = 10..12 (go test -run XXX -bench QueensValue ./games/graphkayles/).
func BenchmarkQueensValue(b *testing.B) {
	for n := 10; n <= 12; n++ {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if v, err := QueensValue(context.Background(), n); err != nil || v != a344227[n] {
					b.Fatalf("queens %d = %d, %v; A344227 says %d", n, v, err, a344227[n])
				}
			}
		})
	}
}
