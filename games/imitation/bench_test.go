package imitation_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/mex-cgt/mex/games/imitation"
)

// BenchmarkTheorem1 solves every state with piles <= N (MEX_IMITATION_SIDE,
// default 40) for all 1 <= p, m <= 4 and compares Theorem 1 on every
// reachable state, reporting the number of states compared.
func BenchmarkTheorem1(b *testing.B) {
	n := 40
	if v, err := strconv.Atoi(os.Getenv("MEX_IMITATION_SIDE")); err == nil {
		n = v
	}
	for b.Loop() {
		states := 0
		for p := 1; p <= 4; p++ {
			for m := 1; m <= 4; m++ {
				r, _ := imitation.NewRules(p, m)
				table, err := r.Solve(n)
				if err != nil {
					b.Fatal(err)
				}
				w, _ := imitation.NewWythoffP(p, m, n)
				table.Reachable(func(s imitation.State) {
					states++
					if o, _ := table.Outcome(s); r.Predict(s, w) != o {
						b.Fatalf("(%d,%d) %+v: Theorem 1 fails", p, m, s)
					}
				})
			}
		}
		b.ReportMetric(float64(states), "states")
	}
}
