package wythoff

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/game"
)

// A far index of a game without a closed form is refused at once when the
// deadline cannot be met even at the stream's best speed (the server once
// streamed for 13 minutes after its 20 s answer), and streamed when it can.
func TestFarIndexUnderADeadline(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	begin := time.Now()
	_, err := PairsContext(ctx, 3, 2, big.NewInt(19_999_989_999), 10)
	if !game.IsRefused(err) || !strings.Contains(err.Error(), "generated from index 0") || time.Since(begin) > time.Second {
		t.Fatalf("index 2·10^10 under 20 s: %v after %s; want an immediate refusal saying why", err, time.Since(begin))
	}
	pairs, err := PairsContext(ctx, 3, 2, big.NewInt(100_000), 2)
	if err != nil || len(pairs) != 2 {
		t.Fatalf("index 10^5 under 20 s: %v", err)
	}
	// the same pairs without a deadline
	want, _ := PairsContext(context.Background(), 3, 2, big.NewInt(100_000), 2)
	if pairs[0][0].Cmp(want[0][0]) != 0 || pairs[1][1].Cmp(want[1][1]) != 0 {
		t.Fatalf("under a deadline %v, without %v", pairs, want)
	}
}
