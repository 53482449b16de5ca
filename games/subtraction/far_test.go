package subtraction_test

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mex-cgt/mex/games/subtraction"
)

// The period search stops with its context: a set of 9000 random moves
// below 30000 asked for heap 10^30 searched on for minutes after the
// server's deadline (issue 28 row 3).
func TestPeriodSearchStops(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[int]bool{}
	var moves []int
	for len(moves) < 9000 {
		m := 1 + rng.IntN(29999)
		if !seen[m] {
			seen[m] = true
			moves = append(moves, m)
		}
	}
	s, err := subtraction.NewSet(moves)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = s.HeapSequence(ctx, new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("HeapSequence under a 200 ms deadline = %v; want the deadline", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the search stopped %v after a 200 ms deadline; want within a second", d)
	}
}
