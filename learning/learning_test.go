package learning_test

import (
	"testing"

	"github.com/mex-cgt/mex/learning"
)

// With the look-ahead learner every P-position is revealed in plain
// Wythoff Nim (Larsson 2008's "(i) Classical Wythoff Nim - yes").
func TestWythoffRevealsAll(t *testing.T) {
	r, err := learning.Simulate(learning.Wythoff, learning.Lookahead, 1, 1, 40, 25, 400, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Total == 0 || r.Revealed != r.Total {
		t.Fatalf("%+v: want every P-position revealed", r)
	}
}

func TestReportCountsAreConsistent(t *testing.T) {
	for _, v := range []learning.Variant{learning.Wythoff, learning.Blocking, learning.Imitation} {
		for _, s := range []learning.Strategy{learning.Lookahead, learning.Imitate, learning.Random} {
			r, err := learning.Simulate(v, s, 2, 1, 24, 16, 60, nil, 3)
			if err != nil {
				t.Fatal(err)
			}
			if r.Revealed+len(r.Hidden) != r.Total || r.Total == 0 {
				t.Fatalf("%s/%s: revealed %d + hidden %d != total %d", r.Variant, r.Strategy, r.Revealed, len(r.Hidden), r.Total)
			}
		}
	}
	if _, err := learning.Simulate(learning.Wythoff, learning.Random, 1, 1, 100, 10, 5, nil, 1); err == nil {
		t.Fatal("side 100 > 80: want an error")
	}
}
