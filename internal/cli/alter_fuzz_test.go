package cli

import (
	"errors"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
)

// FuzzAlteration: no --alter-p/--alter-n list panics the parser; every
// refusal is bad input (exit 2), and an accepted alteration is two-pile,
// non-negative and consistent (no position declared both P and N).
func FuzzAlteration(f *testing.F) {
	for _, s := range [][2]string{{"3,4", ""}, {"2,2;0,5", "1,2;0,0"}, {"1,1", "1,1"}, {"1,-1", ""}, {"1", ""}, {"2^3,0", ""}, {"x,y", ""}, {"", ""}, {" 1 , 2 ", "3,4,5"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, p, n string) {
		var flags alterFlags
		if p != "" {
			flags.p = strings.Split(p, ";")
		}
		if n != "" {
			flags.n = strings.Split(n, ";")
		}
		alt, err := flags.alteration()
		if err != nil {
			var ue usageError
			if !errors.As(err, &ue) || ExitCode(err) != ExitBadInput {
				t.Fatalf("alteration(%q, %q): %v is not bad input", p, n, err)
			}
			if len(Message(err)) > 400 {
				t.Fatalf("a message of %d characters", len(Message(err)))
			}
			return
		}
		if len(alt.P) != len(flags.p) || len(alt.N) != len(flags.n) {
			t.Fatalf("alteration(%q, %q) = %v: lost or invented positions", p, n, alt)
		}
		seen := map[[2]int]bool{}
		for _, q := range alt.P {
			seen[[2]int{q[0], q[1]}] = true
		}
		for _, set := range [][]game.Position{alt.P, alt.N} {
			for _, q := range set {
				if len(q) != 2 || q[0] < 0 || q[1] < 0 {
					t.Fatalf("alteration(%q, %q) accepted %v", p, n, q)
				}
			}
		}
		for _, q := range alt.N {
			if seen[[2]int{q[0], q[1]}] {
				t.Fatalf("alteration(%q, %q) declares %v both P and N", p, n, q)
			}
		}
	})
}
