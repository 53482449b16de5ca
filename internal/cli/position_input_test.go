package cli_test

import (
	"strings"
	"testing"
)

// Issue 35, row 7: every command that takes a position refuses an illegal
// one as bad input, exit status 2 with a one-line error, in every family
// and at any size (moves and grundy exited 1 on euclid:grossman 0,5 and
// fibonacci-nim 20,0, which outcome already refused).
func TestIllegalPositionExitsTwo(t *testing.T) {
	positions := []struct{ game, pos string }{
		{"euclid:grossman", "0,5"},
		{"euclid:grossman", "0,0"},
		{"euclid:grossman", "0,10^30"},
		{"fibonacci-nim", "20,0"},
		{"fibonacci-nim", "1,2,3"},
		{"fibonacci-nim", "10^30,0"},
		{"wythoff", "1,2,3"},
		{"nim", "-1"},
		{"kayles", "3,x"},
		{"imitation", "3,4/9,9"},
	}
	for _, p := range positions {
		for _, command := range []string{"outcome", "moves", "grundy", "classify", "form", "play"} {
			for _, extra := range [][]string{nil, {"--misere"}} {
				if command == "classify" && extra != nil {
					continue
				}
				args := append([]string{command, p.game, p.pos}, extra...)
				_, stderr, code := run(args...)
				if strings.Contains(stderr, "unknown flag") {
					continue
				}
				if code != 2 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
					t.Errorf("mex %s: exit %d, stderr %q; want exit 2 and one line", strings.Join(args, " "), code, stderr)
				}
			}
		}
	}
}

// Issue 35, row 8: a huge answer is refused up front with its estimate.
func TestHugeAnswerExitsTwo(t *testing.T) {
	for _, args := range [][]string{
		{"moves", "fibonacci-nim", "10^30000", "--json"},
		{"moves", "kayles", "10^30"},
	} {
		_, stderr, code := run(args...)
		if code != 2 || !strings.Contains(stderr, "moves") {
			t.Errorf("mex %s: exit %d, %q; want exit 2 with the estimate", strings.Join(args, " "), code, stderr)
		}
	}
}
