package theorem

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
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

func TestFirstInTrials(t *testing.T) {
	ctx := context.Background()
	// The trials draw from one source, seeded once: the draws are those of
	// rand.New(seed) itself, and all trials run when none objects.
	want := rand.New(rand.NewPCG(1, 2))
	calls := 0
	bad, err := firstInTrials(ctx, 20, rand.NewPCG(1, 2), func(rng *rand.Rand) (string, error) {
		calls++
		if got, w := rng.IntN(1000), want.IntN(1000); got != w {
			return fmt.Sprintf("trial %d drew %d; want %d", calls, got, w), nil
		}
		return "", nil
	})
	if bad != "" || err != nil || calls != 20 {
		t.Errorf("%q %v after %d trials; want none after 20", bad, err, calls)
	}
	calls = 0
	bad, err = firstInTrials(ctx, 20, rand.NewPCG(1, 2), func(*rand.Rand) (string, error) {
		if calls++; calls == 3 {
			return "third", nil
		}
		return "", nil
	})
	if bad != "third" || err != nil || calls != 3 {
		t.Errorf("stopped with %q %v after %d trials; want \"third\" after 3", bad, err, calls)
	}
	broken := errors.New("refused")
	if bad, err := firstInTrials(ctx, 5, rand.NewPCG(1, 2), func(*rand.Rand) (string, error) { return "", broken }); bad != "" || err != broken {
		t.Errorf("a failing trial gave %q %v; want its error", bad, err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	calls = 0
	if _, err := firstInTrials(done, 5, rand.NewPCG(1, 2), func(*rand.Rand) (string, error) { calls++; return "", nil }); !errors.Is(err, context.Canceled) || calls != 0 {
		t.Errorf("cancelled trials returned %v after %d calls; want context.Canceled before any", err, calls)
	}
}

func TestPollEvery(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		i    int64
		want error
	}{{0, context.Canceled}, {1, nil}, {4095, nil}, {8192, context.Canceled}} {
		if err := pollEvery(done, c.i, 4096); err != c.want {
			t.Errorf("step %d of a cancelled loop: %v; want %v", c.i, err, c.want)
		}
	}
	if err := pollEvery(context.Background(), 4096, 4096); err != nil {
		t.Errorf("a live loop: %v", err)
	}
}
