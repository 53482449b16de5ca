package altered_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/research/altered"
)

func TestUpdate(t *testing.T) {
	// Sleator, Hu and Tsin 2024: a leading 1 is removed and 01 appended; a leading 0
	// becomes 1 and 0 is appended.
	tests := map[string]string{"1": "01", "0": "10", "011": "1110", "101": "0101", "00100111": "10100111" + "0"}
	for in, want := range tests {
		if got := altered.Update(in); got != want {
			t.Errorf("Update(%s) = %s; want %s", in, got, want)
		}
	}
}

// Sleator, Hu and Tsin 2024, §4: applying phi equals one Wythoff update per 1 and two per
// 0 of the string.
func TestMorphismIsUpdates(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for range 500 {
		n := 1 + rng.IntN(12)
		b := make([]byte, n)
		for i := range b {
			b[i] = '0' + byte(rng.IntN(2))
		}
		s := string(b)
		u := s
		for range strings.Count(s, "1") + 2*strings.Count(s, "0") {
			u = altered.Update(u)
		}
		if phi := altered.Morphism(s); u != phi {
			t.Fatalf("phi(%s) = %s but the updates give %s", s, phi, u)
		}
	}
}

func TestAreaAndDefects(t *testing.T) {
	if got := altered.Area("0011", "0101"); got != 1 {
		t.Errorf("Area(0011, 0101) = %d; want 1 (one unit square)", got)
	}
	if !altered.DifferByDefects("0011", "0101") || len(altered.Defects("0011", "0101")) != 1 {
		t.Error("0011 and 0101 differ by one defect")
	}
	if altered.DifferByDefects("0011", "1100") {
		t.Error("0011 and 1100 enclose a 2x2 square, not defects")
	}
	if altered.Area("01", "011") != -1 || altered.Balanced("01", "00") {
		t.Error("unbalanced strings have no area")
	}
}
