package altered

import (
	"fmt"
	"math"
	"slices"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/games/wythoff"
)

// Offset is the translation (dx, dy) of the Unique Offset Theorem: altered
// P-position (x, y) corresponds to Wythoff's (x - dx, y - dy).
type Offset struct{ DX, DY int }

// Coverage is what the General Offset Theorem counts in columns 0..c.
type Coverage struct {
	Columns, Rows, Diagonals int
}

// LastColumn returns c, the largest x of a declared position (-1 if none).
func LastColumn(alt game.Alteration) int {
	c := -1
	for _, p := range append(append([]game.Position{}, alt.P...), alt.N...) {
		c = max(c, p[0])
	}
	return c
}

// Cover runs the column algorithm for Wythoff with alteration alt through
// column c and counts the columns, rows and diagonals covered.
func Cover(alt game.Alteration) (Coverage, error) {
	c := LastColumn(alt)
	rows, diagonals := map[int]bool{}, map[int]bool{}
	err := nimhoff.Wythoff().Columns(alt, max(c, 0), func(x int, ys []int) {
		if x > c {
			return
		}
		for _, y := range ys {
			rows[y], diagonals[y-x] = true, true
		}
	})
	return Coverage{Columns: c + 1, Rows: len(rows), Diagonals: len(diagonals)}, err
}

// GeneralOffset computes the offset of an altered Wythoff game by the
// General Offset Theorem: (C - D, R - D).
func GeneralOffset(alt game.Alteration) (Offset, Coverage, error) {
	cov, err := Cover(alt)
	if err != nil {
		return Offset{}, cov, err
	}
	return Offset{cov.Columns - cov.Diagonals, cov.Rows - cov.Diagonals}, cov, nil
}

// Difference is the measured disagreement within a ball: the number of
// positions that are P in one of the altered game and translated Wythoff
// but not the other, out of the P-positions of both in the ball.
type Difference struct {
	Radius    int     `json:"radius"`
	Differ    int     `json:"differ"`
	Total     int     `json:"total"`
	Fraction  float64 `json:"fraction"`
	BestDX    int     `json:"best_dx"`
	BestDY    int     `json:"best_dy"`
	BestCount int     `json:"best_differ"`
}

// MaxRadius bounds the radii Measure compares the games within: the ball
// of radius r needs the columns to 5r, and the column algorithm runs at
// most nimhoff.MaxColumns columns for one request.
const MaxRadius = nimhoff.MaxColumns / 5

// Measure computes the altered P-set in the ball of each radius (largest
// radius R: columns up to R) independently of the offset theorem, and for
// every radius reports how many positions differ from Wythoff translated by
// off, and the translation within window of off that differs least.
func Measure(alt game.Alteration, off Offset, radii []int, window int) ([]Difference, error) {
	maxR := 0
	for _, r := range radii {
		maxR = max(maxR, r)
	}
	if maxR > 1_000_000 {
		return nil, game.Refuse(fmt.Errorf("altered: radius %d too large (at most 10^6)", maxR))
	}
	var altered [][2]int
	err := nimhoff.Wythoff().Columns(alt, maxR, func(x int, ys []int) {
		for _, y := range ys {
			altered = append(altered, [2]int{x, y})
		}
	})
	if err != nil {
		return nil, err
	}
	var natural [][2]int
	for n := int64(0); ; n++ {
		a, b := wythoff.PairInt(n)
		if a > int64(maxR)+int64(window)+abs(off.DX)+abs(off.DY) {
			break
		}
		natural = append(natural, [2]int{int(a), int(b)})
		if a != b {
			natural = append(natural, [2]int{int(b), int(a)})
		}
	}
	var out []Difference
	for _, r := range radii {
		count := ball(r, altered, natural)
		d := Difference{Radius: r, BestCount: math.MaxInt}
		d.Differ, d.Total = count(off.DX, off.DY)
		d.Fraction = float64(d.Differ) / float64(max(d.Total, 1))
		for dx := off.DX - window; dx <= off.DX+window; dx++ {
			for dy := off.DY - window; dy <= off.DY+window; dy++ {
				if differ, _ := count(dx, dy); differ < d.BestCount {
					d.BestCount, d.BestDX, d.BestDY = differ, dx, dy
				}
			}
		}
		out = append(out, d)
	}
	return out, nil
}

// MeasureRules compares an altered game with translates of the unaltered
// one: for each radius, the translation within window of
// (0,0) that differs least, and its fraction of differing P-positions
// (reported in BestDX, BestDY, Fraction). Both P-sets come from the column
// algorithm.
func MeasureRules(rules game.Columner, alt game.Alteration, radii []int, window int) ([]Difference, error) {
	maxR := slices.Max(radii)
	if maxR > 1_000_000 {
		return nil, game.Refuse(fmt.Errorf("altered: radius %d too large (at most 10^6)", maxR))
	}
	collect := func(a game.Alteration) ([][2]int, error) {
		var out [][2]int
		err := rules.Columns(a, maxR+window, func(x int, ys []int) {
			for _, y := range ys {
				out = append(out, [2]int{x, y})
			}
		})
		return out, err
	}
	alteredSet, err := collect(alt)
	if err != nil {
		return nil, err
	}
	natural, err := collect(game.Alteration{})
	if err != nil {
		return nil, err
	}
	var out []Difference
	for _, r := range radii {
		count := ball(r, alteredSet, natural)
		d := Difference{Radius: r, BestCount: math.MaxInt}
		for dx := -window; dx <= window; dx++ {
			for dy := -window; dy <= window; dy++ {
				if differ, total := count(dx, dy); differ < d.BestCount {
					d.BestCount, d.BestDX, d.BestDY = differ, dx, dy
					d.Differ, d.Total = differ, total
				}
			}
		}
		d.Fraction = float64(d.Differ) / float64(max(d.Total, 1))
		out = append(out, d)
	}
	return out, nil
}

// ball returns, for the ball of radius r, a function counting the
// positions that are P in exactly one of the altered set and the natural
// set translated by (dx, dy), and the positions P in either.
func ball(r int, altered, natural [][2]int) func(dx, dy int) (differ, total int) {
	inBall := func(p [2]int) bool {
		return float64(p[0])*float64(p[0])+float64(p[1])*float64(p[1]) <= float64(r)*float64(r)
	}
	set := map[[2]int]bool{}
	for _, p := range altered {
		if inBall(p) {
			set[p] = true
		}
	}
	return func(dx, dy int) (int, int) {
		shared, naturalIn := 0, 0
		for _, p := range natural {
			q := [2]int{p[0] + dx, p[1] + dy}
			if q[0] >= 0 && q[1] >= 0 && inBall(q) {
				naturalIn++
				if set[q] {
					shared++
				}
			}
		}
		return len(set) + naturalIn - 2*shared, len(set) + naturalIn - shared
	}
}

func abs(v int) int64 {
	if v < 0 {
		return int64(-v)
	}
	return int64(v)
}

// ColumnStrings runs the column algorithm for Wythoff with alteration alt
// through column maxX and returns, for each column t, whether the used
// diagonals through column t form one interval [l, h] of rows (saturated)
// and the string s_t = row_t[l..h].
func ColumnStrings(alt game.Alteration, maxX int) (saturated []bool, strings []string, err error) {
	rowUsed := map[int]bool{}
	diagonals := map[int]bool{}
	lo, hi := math.MaxInt, math.MinInt
	err = nimhoff.Wythoff().Columns(alt, maxX, func(x int, ys []int) {
		for _, y := range ys {
			rowUsed[y] = true
			d := y - x
			diagonals[d] = true
			lo, hi = min(lo, d), max(hi, d)
		}
		l, h := x+lo, x+hi
		saturated = append(saturated, hi-lo+1 == len(diagonals))
		b := make([]byte, 0, h-l+1)
		for y := l; y <= h; y++ {
			if rowUsed[y] {
				b = append(b, '1')
			} else {
				b = append(b, '0')
			}
		}
		strings = append(strings, string(b))
	})
	return saturated, strings, err
}

// DefectRuleSets are the rule sets of Sleator, Hu and Tsin 2024 §6's
// experiment on defects, as game specs: the paper's own rule set is lost
// in its extracted text, so Wythoff and its nearest Linear Nimhoff
// relatives are compared.
var DefectRuleSets = []string{
	"nimhoff:1,0/0,1/1,1",
	"nimhoff:1,0/0,1/1,2",
	"nimhoff:1,0/0,1/1,2/2,1",
	"nimhoff:1,0/0,1/1,1/1,2",
	"nimhoff:1,0/0,1/1,1/2,2",
	"nimhoff:1,0/0,1/2,2",
}

// DefectAlterations are the alterations of the defects experiment: one
// declared P-position, misère Wythoff's, and the two-and-two example.
var DefectAlterations = []game.Alteration{
	{P: []game.Position{{3, 4}}},
	{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}},
	{P: []game.Position{{2, 2}, {0, 5}}, N: []game.Position{{1, 2}, {0, 0}}},
}
