package nimhoff

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// MoveFormula states the moves (a,b) -> (c,d) of the rules in Walnut's
// language: for some rule (A,B) and some k >= 1, a = c + A·k and
// b = d + B·k. A rule with a 0 entry leaves that pile as it is; an entry 1
// needs no multiplication, so (1,0), (0,1) read as Nim's moves.
func (r Rules) MoveFormula() (string, bool) {
	term := func(from, to string, n int) string {
		switch n {
		case 0:
			return from + "=" + to
		case 1:
			return from + "=" + to + "+k"
		}
		return fmt.Sprintf("%s=%s+%d*k", from, to, n)
	}
	parts := make([]string, len(r))
	for i, v := range r {
		parts[i] = fmt.Sprintf("(E k k>0 & %s & %s)", term("a", "c", v.A), term("b", "d", v.B))
	}
	return strings.Join(parts, " | "), true
}

var _ game.MoveFormulaer = Rules{}
