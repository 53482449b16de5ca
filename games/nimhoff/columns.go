package nimhoff

import (
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// nextUnused is a union-find over the integers >= -offset answering "the
// least unused value >= v" in nearly constant time; it grows on demand.
type nextUnused struct {
	parent []int32
	offset int
}

func (u *nextUnused) grow(i int) {
	for len(u.parent) <= i+1 {
		u.parent = append(u.parent, int32(len(u.parent)))
	}
}

// find returns the least unused value >= v.
func (u *nextUnused) find(v int) int {
	i := v + u.offset
	if i < 0 {
		i = 0
	}
	u.grow(i)
	for int(u.parent[i]) != i {
		next := int(u.parent[i])
		u.grow(next)
		u.parent[i] = u.parent[next] // path halving
		i = next
	}
	return i - u.offset
}

func (u *nextUnused) use(v int) {
	i := v + u.offset
	u.grow(i)
	u.parent[i] = int32(i + 1)
}

// lineRule is a rule (a, b) with a, b >= 1 and its used lines, one
// structure per residue of x mod a, indexed by intercept y - b floor(x/a).
type lineRule struct {
	a, b  int
	lines []nextUnused
}

func (l *lineRule) intercept(x, y int) (residue, c int) { return x % l.a, y - l.b*(x/l.a) }

// Columns computes the P-positions of the game with alteration alt column
// by column for x = 0..maxX and calls visit(x, rows) with the rows of the
// P-positions in column x (one row outside the altered box; rows is reused).
// The rule set must contain (1,0) and (0,1); other rules with a zero entry
// are implied by those two and ignored.
func (r Rules) Columns(alt game.Alteration, maxX int, visit func(x int, rows []int)) error {
	return r.ColumnsWith(alt, nil, maxX, visit)
}

// ColumnsWith is Columns for the game with the single moves extra adjoined:
// a move (a, b) of extra takes (x, y) to (x - a, y - b) once, not its
// multiples (Duchêne et al. 2010's adjoined moves).
func (r Rules) ColumnsWith(alt game.Alteration, extra []Vector, maxX int, visit func(x int, rows []int)) error {
	if !r.Has(Vector{1, 0}) || !r.Has(Vector{0, 1}) {
		return game.Refuse(fmt.Errorf("nimhoff: the column algorithm needs the rules (1,0) and (0,1); %s lacks one", r))
	}
	if err := alt.Check(2); err != nil {
		return err
	}
	declared := map[[2]int]game.Outcome{}
	declaredP := map[int][]int{} // the declared P rows of each column
	for _, set := range []struct {
		o  game.Outcome
		ps []game.Position
	}{{game.P, alt.P}, {game.N, alt.N}} {
		for _, p := range set.ps {
			declared[[2]int{p[0], p[1]}] = set.o
			if set.o == game.P {
				declaredP[p[0]] = append(declaredP[p[0]], p[1])
			}
		}
	}
	for _, ys := range declaredP {
		slices.Sort(ys)
	}
	isDeclared := func(x, y int) bool { _, ok := declared[[2]int{x, y}]; return ok }
	rows := &nextUnused{}
	var rules []*lineRule
	for _, v := range r {
		if v.A >= 1 && v.B >= 1 {
			l := &lineRule{a: v.A, b: v.B, lines: make([]nextUnused, v.A)}
			for i := range l.lines {
				l.lines[i].offset = v.B*(maxX/v.A) + 1
			}
			rules = append(rules, l)
		}
	}

	mark := func(x, y int) {
		rows.use(y)
		for _, l := range rules {
			rho, c := l.intercept(x, y)
			l.lines[rho].use(c)
		}
	}
	// pRows[x] lists the P rows of column x, for the extra moves.
	var pRows [][]int
	extraBlocked := func(x, y int) bool {
		for _, v := range extra {
			px, py := x-v.A, y-v.B
			if px >= 0 && py >= 0 && px < len(pRows) && slices.Contains(pRows[px], py) {
				return true
			}
		}
		return false
	}
	var found []int
	for x := 0; x <= maxX; x++ {
		// The column's own P row is the least y that is free (no P in its
		// row or on a line of a rule through it), not declared and not
		// blocked by an adjoined move; it is a P-position unless a declared
		// P lies below it in the column. The declared P rows are P whatever
		// their options.
		y := candidate(x, 0, rows, rules)
		for isDeclared(x, y) || extraBlocked(x, y) {
			y = candidate(x, y+1, rows, rules)
		}
		found = found[:0]
		if ps := declaredP[x]; len(ps) == 0 || y < ps[0] {
			found = append(found, y)
		}
		found = append(found, declaredP[x]...)
		slices.Sort(found)
		for _, y := range found {
			mark(x, y)
		}
		if len(extra) > 0 {
			pRows = append(pRows, slices.Clone(found))
		}
		visit(x, found)
	}
	return nil
}

// candidate returns the least y >= start with an unused row and no used
// line through (x, y), jumping from each constraint's next allowed value
// to the next until all agree.
func candidate(x, start int, rows *nextUnused, rules []*lineRule) int {
	y := rows.find(start)
	for {
		moved := false
		for _, l := range rules {
			rho, c := l.intercept(x, y)
			if next := l.lines[rho].find(c); next != c {
				y += next - c
				moved = true
			}
		}
		if next := rows.find(y); next != y {
			y, moved = next, true
		}
		if !moved {
			return y
		}
	}
}

// PPositions returns the P-positions with both coordinates <= n, both
// orientations when symmetric rules make them so, sorted by x then y.
func (r Rules) PPositions(alt game.Alteration, n int) ([][2]int, error) {
	var out [][2]int
	err := r.Columns(alt, n, func(x int, rows []int) {
		for _, y := range rows {
			if y <= n {
				out = append(out, [2]int{x, y})
			}
		}
	})
	return out, err
}
