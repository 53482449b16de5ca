package extension_test

import (
	"math/big"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/extension"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/research/adjoin"
)

// The game's rules against the paper's criterion: adjoining (i, j) changes
// Wythoff's P-positions exactly when W(i, j) = 1 (Duchêne et al. 2010, the
// Fibonacci criterion). The P-positions come from the brute-force solver
// over the game's own moves, in the box the column algorithm uses.
func TestAdjoinedGameAgainstTheCriterion(t *testing.T) {
	changes := 0
	for i := 0; i <= 7; i++ {
		for j := 0; j <= 7; j++ {
			if i == 0 && j == 0 {
				continue
			}
			g, err := extension.NewAdjoined(i, j)
			if err != nil {
				t.Fatal(err)
			}
			box := adjoin.SolveBox(max(i, j))
			s := game.NewSolver(g)
			changed := false
			for x := 0; x <= box && !changed; x++ {
				for y := 0; y <= box && !changed; y++ {
					o, err := s.Outcome(game.Position{x, y})
					if err != nil {
						t.Fatal(err)
					}
					changed = (o == game.P) != wythoff.IsP(big.NewInt(int64(min(x, y))), big.NewInt(int64(max(x, y))))
				}
			}
			if want := adjoin.Fibonacci(big.NewInt(int64(i)), big.NewInt(int64(j))); changed != want {
				t.Errorf("adjoining (%d,%d): P-positions changed %v; the criterion says %v", i, j, changed, want)
			}
			if changed {
				changes++
			}
		}
	}
	if changes == 0 {
		t.Error("no adjoined move changed the P-positions: the test cannot tell")
	}
}

func TestNewAdjoinedRefuses(t *testing.T) {
	for _, m := range [][2]int{{0, 0}, {-1, 2}, {2, extension.MaxAdjoined + 1}} {
		if _, err := extension.NewAdjoined(m[0], m[1]); err == nil {
			t.Errorf("extension.NewAdjoined(%d,%d): no error", m[0], m[1])
		}
	}
}
