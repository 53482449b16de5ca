package subtraction

import (
	"context"
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// Period is a proven eventual period of a Grundy sequence: G(n+Period) =
// G(n) for all n >= Preperiod, with Preperiod and Period least.
type Period struct {
	Preperiod, Period int
	// Window is t = max S, the length of the repeated window W(e) = W(e+p).
	Window int
	// Values is the number of Grundy values computed for the proof.
	Values int
}

// Proof states the verified equality in words.
func (p Period) Proof() string {
	return fmt.Sprintf("G(n+%d) = G(n) for %d <= n < %d (a window of t = max S = %d values determines the rest), hence for all n >= %d",
		p.Period, p.Preperiod, p.Preperiod+p.Window, p.Window, p.Preperiod)
}

// FindPeriod computes G until a window of t = max S consecutive values
// repeats and returns the least preperiod and period (see the package doc).
// Windows are compared in place with Brent's cycle-finding algorithm, so the
// memory is that of the sequence itself. It gives up with an error after
// limit values.
func (s Set) FindPeriod(limit int) (Period, error) {
	return s.FindPeriodContext(context.Background(), limit)
}

// FindPeriodContext is FindPeriod that stops with ctx.Err() when ctx is
// done (looked at every 4096 values and at every comparison of windows).
func (s Set) FindPeriodContext(ctx context.Context, limit int) (Period, error) {
	t := s.Max()
	var stopped error
	var g []int32
	seen := make([]int, len(s)+2)
	grow := func(n int) bool { // ensure g has n values
		for len(g) < n {
			if len(g) >= limit {
				return false
			}
			if len(g)&4095 == 0 {
				if stopped = ctx.Err(); stopped != nil {
					return false
				}
			}
			k := len(g)
			for _, m := range s {
				if m > k {
					break
				}
				seen[g[k-m]] = k + 1
			}
			v := int32(0)
			for seen[v] == k+1 {
				v++
			}
			g = append(g, v)
		}
		return true
	}
	same := func(i, j int) (bool, bool) { // W(i) == W(j), ok
		if stopped = ctx.Err(); stopped != nil || !grow(max(i, j)+t) {
			return false, false
		}
		return slices.Equal(g[i:i+t], g[j:j+t]), true
	}
	refused := game.Refuse(fmt.Errorf("subtraction: no period of %s found within %d values", s, limit))
	fail := func() error {
		if stopped != nil {
			return stopped
		}
		return refused
	}

	// Brent: find the cycle length lambda of the window sequence.
	power, lambda := 1, 1
	tortoise, hare := 0, 1
	for {
		eq, ok := same(tortoise, hare)
		if !ok {
			return Period{}, fail()
		}
		if eq {
			break
		}
		if power == lambda {
			tortoise, power, lambda = hare, power*2, 0
		}
		hare++
		lambda++
	}
	// The first index mu with W(mu) = W(mu+lambda) is the preperiod.
	mu := 0
	for {
		eq, ok := same(mu, mu+lambda)
		if !ok {
			return Period{}, fail()
		}
		if eq {
			break
		}
		mu++
	}
	return Period{Preperiod: mu, Period: lambda, Window: t, Values: len(g)}, nil
}
