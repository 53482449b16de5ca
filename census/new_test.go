package census_test

import (
	"context"
	"os"
	"testing"

	"github.com/mex-cgt/mex/census"
	"github.com/mex-cgt/mex/games/octal"
)

// Codes the census proves that tczajka/octal-games' UnsolvedGames.md lists
// as unsolved (its representatives 4.344 and 4.364). The test checks the
// census against brute force: games/octal's plain mex over every option
// (GrundySequence) and its own Guy-Smith check (ProvePeriod). 4.364 needs
// 23501 values (O(n^2) by plain mex): with MEX_LONG=1.
func TestProvenHereOpenThere(t *testing.T) {
	tests := []struct {
		code              string
		preperiod, period int
		long              bool
	}{
		{"4.344", 998, 51, false},
		{"4.364", 11687, 62, true},
	}
	for _, tt := range tests {
		if tt.long && os.Getenv("MEX_LONG") != "1" {
			continue
		}
		r, _ := octal.Parse(tt.code)
		n := 2*tt.preperiod + 2*tt.period + r.LastDigit() + 10
		plain := r.GrundySequence(n)
		v := make([]uint16, len(plain))
		for i, x := range plain {
			v[i] = uint16(x)
		}
		brute, ok := r.ProvePeriod(v)
		if !ok || brute.Preperiod != tt.preperiod || brute.Period != tt.period {
			t.Fatalf("%s: plain mex to %d proves %+v, %v", tt.code, n, brute, ok)
		}
		got, err := census.Solve(context.Background(), tt.code, 1<<16)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != "periodic" || got.Preperiod != brute.Preperiod || got.Period != brute.Period {
			t.Errorf("%s: census %s (%d, %d); plain mex (%d, %d)", tt.code, got.Status, got.Preperiod, got.Period, brute.Preperiod, brute.Period)
		}
	}
}
