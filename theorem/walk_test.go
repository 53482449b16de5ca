package theorem

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/mex-cgt/mex/game"
)

func TestFirstInCube(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		k, n   int
		sorted bool
		want   string
	}{
		{2, 2, false, "0,0 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2"},
		{2, 2, true, "0,0 0,1 0,2 1,1 1,2 2,2"},
		{3, 1, true, "0,0,0 0,0,1 0,1,1 1,1,1"},
	} {
		var seen []game.Position
		bad, err := firstInCube(ctx, c.k, c.n, c.sorted, func(p game.Position) (string, error) {
			seen = append(seen, p)
			return "", nil
		})
		got := fmt.Sprint(seen)
		if bad != "" || err != nil || got != "["+c.want+"]" {
			t.Errorf("k=%d n=%d sorted=%v: %q %v, visited %s; want %s", c.k, c.n, c.sorted, bad, err, got, c.want)
		}
	}
	calls := 0
	bad, err := firstInSquare(ctx, 5, func(x, y int) (string, error) {
		calls++
		if x == 1 && y == 2 {
			return "here", nil
		}
		return "", nil
	})
	if bad != "here" || err != nil || calls != 9 {
		t.Errorf("stopped with %q %v after %d calls; want \"here\" after 9", bad, err, calls)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := firstInSquare(done, 3, func(int, int) (string, error) { return "", nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled walk returned %v", err)
	}
}
