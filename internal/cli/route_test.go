package cli_test

import (
	"strings"
	"testing"
)

// hackenbush takes an edge list as its position and plays Green
// Hackenbush on that graph (issue 24): a triangle on the ground fuses
// into three loops at the ground, each worth 1, so G = 1 ⊕ 1 ⊕ 1 = 1
// (fusion principle, Winning Ways ch. 7); with a stalk of 3 beside it in
// a sum, 1 ⊕ 3 = 2. Stalk heights stay Nim heaps (3 ⊕ 5 = 6).
func TestHackenbushTakesEdges(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"grundy", "hackenbush", "edges:0-1,1-2,2-0"}, "G(edges:0-1,1-2,2-0) = 1 in greenhackenbush"},
		{[]string{"grundy", "hackenbush + nim", "edges:0-1,1-2,2-0 + 3"}, "G(edges:0-1,1-2,2-0 + 3) = 2 in greenhackenbush + nim"},
		{[]string{"grundy", "hackenbush", "3,5"}, "G(3,5) = 6 in hackenbush"},
		{[]string{"outcome", "hackenbush", "edges:0-1,1-2,2-0,2-3"}, "P: in greenhackenbush at edges:0-1,1-2,2-0,2-3"},
	} {
		out, errOut, code := run(c.args...)
		if code != 0 || !strings.HasPrefix(strings.TrimSpace(out), c.want) {
			t.Errorf("mex %q: exit %d, %q %s; want %q", c.args, code, out, errOut, c.want)
		}
	}
}
