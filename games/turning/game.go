package turning

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// A Rule says which sets of coins a move may turn, the rightmost turned
// coin always going from heads to tails.
type Rule int

const (
	// Turtles is Turning Turtles: turn one or two coins.
	Turtles Rule = iota
	// MockTurtles is Mock Turtles: turn one, two or three coins.
	MockTurtles
	// Ruler turns any run of consecutive coins ending at the rightmost.
	Ruler
)

var ruleNames = [...]string{Turtles: "turtles", MockTurtles: "mock-turtles", Ruler: "ruler"}

// String names the rule as the grammar writes it.
func (r Rule) String() string {
	if r < 0 || int(r) >= len(ruleNames) {
		return fmt.Sprintf("Rule(%d)", int(r))
	}
	return ruleNames[r]
}

// ParseRule reads a rule's name.
func ParseRule(name string) (Rule, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	for r, n := range ruleNames {
		if n == name {
			return Rule(r), nil
		}
	}
	return 0, fmt.Errorf("unknown coin-turning rule %s: want one of %s", grammar.Quote(name), strings.Join(ruleNames[:], ", "))
}

// Game is a coin-turning game (Winning Ways, chapter 14): a row of coins
// numbered 1, 2, 3, … from the left, each heads or tails. A position lists
// the coins that show heads; 0 stands for no coin (the position 0 is the
// row with no heads), and a coin listed twice has been turned twice, so
// shows tails. A move turns a set of coins the rule allows whose
// rightmost coin goes from heads to tails.
type Game struct {
	Rule Rule
}

// MaxHead is the largest coin index accepted, so that every value fits an
// int (a head on coin 2^62 of Mock Turtles is worth 2^63 − 1).
const MaxHead = 1 << 62

// String names the game as the grammar writes it: "turning:ruler".
func (g Game) String() string { return "turning:" + g.Rule.String() }

// Check accepts a nonempty list of coin indices from 0 to MaxHead.
func (g Game) Check(p game.Position) error {
	if len(p) == 0 {
		return fmt.Errorf("empty position: list the coins that show heads, or write 0 for a row with no heads")
	}
	for i, c := range p {
		if c < 0 {
			return fmt.Errorf("position %s: coin %d is negative; coins are numbered 1, 2, 3, … (0: no coin)", p, i+1)
		}
		if c > MaxHead {
			return fmt.Errorf("position %s: coin %d is beyond 2^62", p, i+1)
		}
	}
	return nil
}

// Heads returns the coins of p that show heads: those listed an odd
// number of times, 0 left out, in increasing order.
func Heads(p game.Position) []int {
	s := slices.Clone(p)
	slices.Sort(s)
	var out []int
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] == s[i] {
			j++
		}
		if s[i] > 0 && (j-i)%2 == 1 {
			out = append(out, s[i])
		}
		i = j
	}
	return out
}

// row writes a set of heads as a position: sorted, 0 for none.
func row(heads []int) game.Position {
	if len(heads) == 0 {
		return game.Position{0}
	}
	return game.Position(heads)
}

// turn returns the heads after turning the coins of u (each at most once).
func turn(heads []int, u []int) game.Position {
	out := slices.Clone(heads)
	for _, c := range u {
		if i, found := slices.BinarySearch(out, c); found {
			out = slices.Delete(out, i, i+1)
		} else {
			out = slices.Insert(out, i, c)
		}
	}
	return row(out)
}

// turnSets calls visit with every set of coins left of c that the rule
// lets a move turn together with c, in the order Options lists them:
// the empty set first; Turtles: {a}, a increasing; Mock Turtles: {a} then
// {a, b}, a < b, in increasing order; Ruler: {a, …, c−1}, a decreasing.
// It stops when visit returns false.
func (g Game) turnSets(c int, visit func(t []int) bool) {
	if !visit(nil) {
		return
	}
	switch g.Rule {
	case Turtles:
		for a := 1; a < c; a++ {
			if !visit([]int{a}) {
				return
			}
		}
	case MockTurtles:
		for a := 1; a < c; a++ {
			if !visit([]int{a}) {
				return
			}
		}
		for a := 1; a < c; a++ {
			for b := a + 1; b < c; b++ {
				if !visit([]int{a, b}) {
					return
				}
			}
		}
	case Ruler:
		run := []int{}
		for a := c - 1; a >= 1; a-- {
			run = append(run, a)
			if !visit(run) {
				return
			}
		}
	}
}

// Options turns, for each head c (in increasing order) as the rightmost
// coin, each set the rule allows left of it.
func (g Game) Options(p game.Position) []game.Position {
	heads := Heads(p)
	var out []game.Position
	for _, c := range heads {
		g.turnSets(c, func(t []int) bool {
			out = append(out, turn(heads, append([]int{c}, t...)))
			return true
		})
	}
	return out
}

// Shape: the position lists heads, and its value is the nim-sum of the
// values of its single heads (the coin-turning theorem), as a heap game's
// is of its heaps.
func (Game) Shape() game.Shape { return game.Heaps }
