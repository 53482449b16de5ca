package census_test

import (
	"context"
	"os"
	"testing"

	"github.com/mex-cgt/mex/census"
)

// The open games of tczajka/octal-games (UnsolvedGames.md) computed to
// 2^17 values there: the largest value, where it first occurs, the rare
// mask, the number of rare values and the last one, over G(0..2^17-1).
// About 2^33 split evaluations each: run with MEX_LONG=1.
func TestGoldenOpenGames(t *testing.T) {
	if os.Getenv("MEX_LONG") != "1" {
		t.Skip("set MEX_LONG=1 to compute .04 and .06 to 2^17 values")
	}
	tests := []struct {
		code                                    string
		largestAt, largest, rareCount, lastRare int
		mask                                    uint32
	}{
		{"0.04", 109363, 1024, 18860, 131003, 0x7b8},
		{"0.06", 127083, 1045, 52923, 131070, 0x5a0},
	}
	for _, tt := range tests {
		r, err := census.Solve(context.Background(), tt.code, 1<<17-1)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != "open" || r.Largest != tt.largest || r.LargestAt != tt.largestAt || r.Mask != tt.mask || r.RareCount != tt.rareCount || r.LastRare != tt.lastRare {
			t.Errorf("%s to 2^17: largest %d at %d, mask %#x, %d rare, the last at %d; tczajka/octal-games UnsolvedGames.md: %d at %d, mask %#x, %d rare, the last at %d",
				tt.code, r.Largest, r.LargestAt, r.Mask, r.RareCount, r.LastRare, tt.largest, tt.largestAt, tt.mask, tt.rareCount, tt.lastRare)
		}
	}
}

// The sparse-space statistics of tczajka/octal-games' SolvedGames.md
// (largest value and its first position, rare mask, number of rare
// values, last rare value) for the games whose figures all lie below 2^16:
// the census to 2^16 values, before any proof, reports the same.
func TestGoldenSparseStatistics(t *testing.T) {
	tests := []struct {
		code                                    string
		largestAt, largest, rareCount, lastRare int
		mask                                    uint32
		posBit                                  bool
	}{
		{"0.56", 22778, 64, 46, 1795, 0x5b, false},
		{"0.127", 24734, 56, 693, 27106, 0x1, true},
		{"0.354", 1152, 113, 132, 3227, 0x3f, false},
	}
	for _, tt := range tests {
		r, err := census.Solve(context.Background(), tt.code, 1<<16)
		if err != nil {
			t.Fatal(err)
		}
		if r.Largest != tt.largest || r.LargestAt != tt.largestAt || r.Mask != tt.mask || r.PosBit != tt.posBit || r.RareCount != tt.rareCount || r.LastRare != tt.lastRare {
			t.Errorf("%s to 2^16: largest %d at %d, mask %#x (position bit %v), %d rare, the last at %d; tczajka/octal-games SolvedGames.md: %d at %d, mask %#x (%v), %d rare, the last at %d",
				tt.code, r.Largest, r.LargestAt, r.Mask, r.PosBit, r.RareCount, r.LastRare, tt.largest, tt.largestAt, tt.mask, tt.posBit, tt.rareCount, tt.lastRare)
		}
	}
}
