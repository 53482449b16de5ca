package subtraction

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// MaxMove bounds the elements of a subtraction set, so that the windows of
// the period search stay small.
const MaxMove = 1 << 16

// Set is a subtraction set: distinct positive integers in increasing order.
type Set []int

// NewSet validates and sorts the moves of a subtraction game.
func NewSet(moves []int) (Set, error) {
	if len(moves) == 0 {
		return nil, errors.New("subtraction: empty subtraction set; want at least one positive move, e.g. subtraction:1,2")
	}
	s := slices.Clone(moves)
	slices.Sort(s)
	for i, m := range s {
		if m <= 0 {
			return nil, fmt.Errorf("subtraction: move %d is not positive", m)
		}
		if m > MaxMove {
			return nil, fmt.Errorf("subtraction: move %d exceeds the largest supported move %d", m, MaxMove)
		}
		if i > 0 && s[i-1] == m {
			return nil, fmt.Errorf("subtraction: move %d listed twice", m)
		}
	}
	return s, nil
}

// Max returns the largest move t of the set.
func (s Set) Max() int { return s[len(s)-1] }

// String returns the spec "subtraction:s1,s2,…".
func (s Set) String() string {
	parts := make([]string, len(s))
	for i, m := range s {
		parts[i] = fmt.Sprint(m)
	}
	return "subtraction:" + strings.Join(parts, ",")
}

// Check accepts one non-negative heap.
func (s Set) Check(p game.Position) error { return game.NonNegative(p, 1) }

// Options removes each s <= n.
func (s Set) Options(p game.Position) []game.Position {
	var out []game.Position
	for _, m := range s {
		if m <= p[0] {
			out = append(out, game.Position{p[0] - m})
		}
	}
	return out
}

// GrundySequence returns G(0), …, G(n) in O(n |S|) time. Values are at most
// |S|, so one byte each would do; ints keep the API plain.
func (s Set) GrundySequence(n int) []int {
	g := make([]int, n+1)
	seen := make([]int, len(s)+2) // seen[v] == k+1 marks v as an option value of k
	for k := 0; k <= n; k++ {
		for _, m := range s {
			if m > k {
				break
			}
			seen[g[k-m]] = k + 1
		}
		v := 0
		for seen[v] == k+1 {
			v++
		}
		g[k] = v
	}
	return g
}

// GrundyValue returns G(p[0]); it satisfies game.Valuer.
func (s Set) GrundyValue(p game.Position) (int, error) {
	if err := s.Check(p); err != nil {
		return 0, err
	}
	if p[0] > 1<<28 {
		return 0, game.Refuse(fmt.Errorf("subtraction: heap %d too large to compute directly; use the period", p[0]))
	}
	return s.GrundySequence(p[0])[p[0]], nil
}

// MaxTable is the largest heap whose Grundy value is read from a computed
// table; larger heaps are reduced by the proven period.
const MaxTable = 1 << 20

// Valuer returns a game.Valuer for heaps up to maxHeap: a table when that is
// small, else the proven period (computing at most periodLimit values).
func (s Set) Valuer(maxHeap, periodLimit int) (game.Valuer, error) {
	if maxHeap <= MaxTable {
		return periodicValuer{values: s.GrundySequence(maxHeap)}, nil
	}
	per, err := s.FindPeriod(periodLimit)
	if err != nil {
		return nil, err
	}
	n := per.Preperiod + per.Period
	return periodicValuer{values: s.GrundySequence(n), period: per}, nil
}

type periodicValuer struct {
	values []int
	period Period // zero Period: values cover every heap asked for
}

func (v periodicValuer) GrundyValue(p game.Position) (int, error) {
	if len(p) != 1 || p[0] < 0 {
		return 0, fmt.Errorf("subtraction: position %q is not one heap", p.String())
	}
	n := p[0]
	if n >= len(v.values) && v.period.Period > 0 {
		n = v.period.Preperiod + (n-v.period.Preperiod)%v.period.Period
	}
	if n >= len(v.values) {
		return 0, game.Refuse(fmt.Errorf("subtraction: heap %d beyond the computed values", n))
	}
	return v.values[n], nil
}
