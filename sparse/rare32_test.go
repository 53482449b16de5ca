package sparse

import (
	"strings"
	"testing"
)

// TestRarePastInt32Refused: the hot loops keep rare positions in 32 bits,
// so a rare position past 2^31-1 stops the computation with an error
// instead of wrapping to a wrong position (a sequence with one there is
// stood in for by adding it to the rare positions).
func TestRarePastInt32Refused(t *testing.T) {
	s := New(GrundyGame())
	if err := s.Extend(100, 1); err != nil {
		t.Fatal(err)
	}
	s.rare = append(s.rare, RarePosition{N: 1 << 31, Value: 1})
	_, err := s.Next()
	if err == nil || !strings.Contains(err.Error(), "past 2^31-1") {
		t.Fatalf("Next with a rare position at 2^31: %v, want the refusal", err)
	}
}
