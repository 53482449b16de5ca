package fibnim

import (
	"context"
	"fmt"
	"sync"

	"github.com/mex-cgt/mex/game"
)

// MaxGrundyHeap bounds the heaps whose Sprague-Grundy values are computed:
// no formula is known (Larsson and Rubinstein-Salzedo 2016 characterize
// the values up to 3 and bound their growth), so they come from the
// rules, by a table of G(m, k) for every m <= n, in O(n²) time and
// n²/2 bytes (12.5 MB at 5000).
const MaxGrundyHeap = 5000

// A table holds G(m, k) for m <= n and 1 <= k <= ceil(m/2) (a larger k
// allows taking all m, as k = ceil(m/2) does), and G of the starts.
type table struct {
	rows  [][]uint16 // rows[m][k-1] = G(m, k)
	start []uint16   // start[m] = G of a starting heap of m
}

// value returns G(p) from the table, which must cover p[0].
func (t *table) value(p game.Position) int {
	n := p[0]
	if len(p) == 1 {
		return int(t.start[n])
	}
	row := t.rows[n]
	if len(row) == 0 {
		return 0
	}
	return int(row[min(p[1], len(row))-1])
}

// grow extends t to heaps up to n. The options of (n, k) are (n-t, t),
// t <= min(n, 2k): each k adds two options to those of k - 1, so one pass
// over t per heap, keeping the mex of a growing set, fills the row.
func (t *table) grow(ctx context.Context, n int) error {
	var seen []bool
	for m := len(t.rows); m <= n; m++ {
		if m&63 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		half := (m + 1) / 2
		row := make([]uint16, half)
		seen = append(seen[:0], make([]bool, m+2)...)
		mex := 0
		startValue := 0
		for take := 1; take <= m; take++ {
			seen[t.value(game.Position{m - take, take})] = true
			for seen[mex] {
				mex++
			}
			if take == m-1 {
				startValue = mex
			}
			if take%2 == 0 && take/2 <= half {
				row[take/2-1] = uint16(mex)
			}
		}
		if m >= 1 {
			row[half-1] = uint16(mex) // k = ceil(m/2): take up to m
		}
		t.rows = append(t.rows, row)
		t.start = append(t.start, uint16(startValue))
	}
	return nil
}

var (
	cacheMu sync.Mutex
	cache   = &table{}
)

// Grundy returns the Sprague-Grundy value of p from the rules, for heaps
// up to MaxGrundyHeap; the table computed is kept for later calls.
func Grundy(ctx context.Context, p game.Position) (int, error) {
	if err := (Game{}).Check(p); err != nil {
		return 0, err
	}
	if p[0] > MaxGrundyHeap {
		return 0, fmt.Errorf("fibonacci-nim: Sprague-Grundy values are computed from the rules for heaps up to %d (O(n²)); %d is larger (outcomes and winning moves are answered at any size): %w", MaxGrundyHeap, p[0], game.ErrTooLarge)
	}
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if err := cache.grow(ctx, p[0]); err != nil {
		return 0, err
	}
	return cache.value(p), nil
}

// StartValues returns the Sprague-Grundy values of the starting heaps
// 0..n (n <= MaxGrundyHeap).
func StartValues(ctx context.Context, n int) ([]int, error) {
	if n < 0 || n > MaxGrundyHeap {
		return nil, fmt.Errorf("fibonacci-nim: values of starting heaps are computed up to %d; %d is out of range: %w", MaxGrundyHeap, n, game.ErrTooLarge)
	}
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if err := cache.grow(ctx, n); err != nil {
		return nil, err
	}
	out := make([]int, n+1)
	for i := range out {
		out[i] = int(cache.start[i])
	}
	return out, nil
}
