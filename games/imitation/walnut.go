package imitation

import (
	"context"
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
)

// MaxProofBytes bounds the table MemoryFormula's Outcomes solves.
const MaxProofBytes = 1 << 28

// class is a class of states: the window's pile (-1 none) and the runs.
type class struct{ window, mover, prev int }

func (c class) tracks() int {
	if c.window < 0 {
		return 2
	}
	return 3
}

func (c class) name() string {
	w := "n"
	if c.window >= 0 {
		w = fmt.Sprintf("w%d", c.window)
	}
	return fmt.Sprintf("%s_r%d_%d", w, c.mover, c.prev)
}

// classes lists the classes of states of the rules: the start class
// (no window, runs 0) first.
func (r Rules) classes() []class {
	var out []class
	for _, w := range []int{-1, 0, 1} {
		for mr := range r.P {
			for pr := range r.P {
				out = append(out, class{w, mr, pr})
			}
		}
	}
	return out
}

// MemoryFormula states (p,m)-Imitation Nim for the prover. A state of
// class (w, r, r') is (a, b) — the piles — and, when the last move left a
// window (w >= 0: it took c tokens from pile w, which was leading), c,
// with 1 <= c <= the other pile (a window that cannot be used is
// forgotten, as State.canonical does); r is the mover's run of
// imitations and r' the previous player's. A move takes k tokens from
// one pile; it imitates iff the window is on the other pile and
// c <= k < c + m, and is legal then only when r + 1 < p. It leaves the
// runs (r', r+1) if it imitated, (r', 0) if not, and the window (pile, k)
// when the pile it took from was leading (<= the other), none otherwise.
func (g Game) MemoryFormula() (game.MemoryRules, bool) {
	r := g.Rules
	cs := r.classes()
	index := map[class]int{}
	for i, c := range cs {
		index[c] = i
	}
	rules := game.MemoryRules{Start: index[class{-1, 0, 0}], Moves: make([][]string, len(cs))}
	for _, c := range cs {
		valid := ""
		switch c.window {
		case 0:
			valid = "c>=1 & c<=b"
		case 1:
			valid = "c>=1 & c<=a"
		}
		rules.Classes = append(rules.Classes, game.MemoryClass{Name: c.name(), Tracks: c.tracks(), Valid: valid})
	}
	for i, c := range cs {
		routes := make([][]string, len(cs))
		for pile := range 2 {
			for _, imitates := range []bool{false, true} {
				canImitate := c.window == 1-pile
				if imitates && (!canImitate || c.mover+1 >= r.P) {
					continue
				}
				run := 0
				if imitates {
					run = c.mover + 1
				}
				take := "d+k=a & e=b"
				if pile == 1 {
					take = "d=a & e+k=b"
				}
				from := []string{"a", "b"}[pile]
				other := []string{"a", "b"}[1-pile]
				imit := ""
				switch {
				case imitates:
					imit = fmt.Sprintf(" & c<=k & k<c+%d", r.M)
				case canImitate:
					imit = fmt.Sprintf(" & ~(c<=k & k<c+%d)", r.M)
				}
				// leading: a window (pile, k) is left
				lead := class{pile, c.prev, run}
				routes[index[lead]] = append(routes[index[lead]],
					fmt.Sprintf("(E k k>=1 & k<=%s & %s & %s<=%s & f=k%s)", from, take, from, other, imit))
				none := class{-1, c.prev, run}
				routes[index[none]] = append(routes[index[none]],
					fmt.Sprintf("(E k k>=1 & k<=%s & %s & %s>%s%s)", from, take, from, other, imit))
			}
		}
		rules.Moves[i] = make([]string, len(cs))
		for j := range cs {
			rules.Moves[i][j] = strings.Join(routes[j], " | ")
		}
	}
	rules.MaxSide = 1
	for r.TableBytes(rules.MaxSide+1) <= MaxProofBytes && rules.MaxSide+1 <= MaxSolveSide {
		rules.MaxSide++
	}
	var solved *Table // the largest table solved, which answers every smaller side
	rules.Outcomes = func(ctx context.Context, side int) (func(int, []int) bool, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if solved == nil || solved.Side() < side-1 {
			t, err := r.Solve(side - 1)
			if err != nil {
				return nil, err
			}
			solved = t
		}
		t := solved
		return func(i int, v []int) bool {
			c := cs[i]
			s := State{Piles: [2]int{v[0], v[1]}, WindowPile: c.window, MoverRun: c.mover, PrevRun: c.prev}
			if v[0] >= side || v[1] >= side {
				return false
			}
			if c.window >= 0 {
				s.WindowAmount = v[2]
				if v[2] < 1 || v[2] > s.Piles[1-c.window] {
					return false // no state: the window would be forgotten
				}
			}
			o, err := t.Outcome(s)
			return err == nil && o == game.P
		}, nil
	}
	return rules, true
}

// Numerations names the systems of (p,m)-Wythoff Nim: by Corollary 1 of
// Larsson 2009 the starts' P-positions are its P-positions.
func (g Game) Numerations() []string { return wythoff.Game{P: g.P, M: g.M}.Numerations() }

var (
	_ game.MemoryFormulaer = Game{}
	_ game.Numerationer    = Game{}
)
