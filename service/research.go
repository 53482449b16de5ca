package service

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/research/adjoin"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/research/altered"
	"github.com/mex-cgt/mex/spec"
)

// OffsetResult is the answer of `mex offset`.
type OffsetResult struct {
	Offset     [2]int               `json:"offset"`
	Coverage   altered.Coverage     `json:"-"`
	Alteration string               `json:"-"`
	Measured   []altered.Difference `json:"measured,omitempty"`
}

// Text states the offset, the counts it comes from and any measurement.
func (r OffsetResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "offset (%d,%d) for Wythoff altered %s: altered P-position (x,y) ~ Wythoff's (x-%d, y-%d)\n",
		r.Offset[0], r.Offset[1], r.Alteration, r.Offset[0], r.Offset[1])
	fmt.Fprintf(&b, "General Offset Theorem: columns C = %d, rows R = %d, diagonals D = %d; (C-D, R-D)",
		r.Coverage.Columns, r.Coverage.Rows, r.Coverage.Diagonals)
	for _, d := range r.Measured {
		fmt.Fprintf(&b, "\nradius %7d: %5d of %6d P-positions differ (%.4f); the best translation within 3 is (%d,%d)",
			d.Radius, d.Differ, d.Total, d.Fraction, d.BestDX, d.BestDY)
	}
	return b.String()
}

// Offset computes the offset of Wythoff altered by alt by the General
// Offset Theorem, and measures it within the given radii.
func (svc *Service) Offset(alt game.Alteration, radii []int) (OffsetResult, error) {
	if err := alt.Check(2); err != nil {
		return OffsetResult{}, Bad(err)
	}
	if err := svc.admit("the offset of "+shorten(alt.String()), altered.CoverCost(alt)); err != nil {
		return OffsetResult{}, err
	}
	off, cov, err := altered.GeneralOffset(alt)
	if err != nil {
		return OffsetResult{}, Bad(err)
	}
	r := OffsetResult{Offset: [2]int{off.DX, off.DY}, Coverage: cov, Alteration: alt.String()}
	if alt.Empty() {
		r.Alteration = "(nothing)"
	}
	if len(radii) > 0 {
		for _, radius := range radii {
			if radius < 1 || radius > altered.MaxRadius {
				return r, BadParameter("measure", radius, "want a radius in 1..%d", altered.MaxRadius)
			}
		}
		r.Measured, err = altered.Measure(alt, off, radii, 3)
	}
	return r, Bad(err)
}

// AdjoinResult is the answer of `mex adjoin I,J`.
type AdjoinResult struct {
	Move       string `json:"-"`
	Adjoinable bool   `json:"adjoinable"`
}

// Text says whether the move keeps Wythoff's P-positions.
func (r AdjoinResult) Text() string {
	if r.Adjoinable {
		return fmt.Sprintf("adjoining the move %s keeps Wythoff's P-positions (W = 0)", r.Move)
	}
	return fmt.Sprintf("adjoining the move %s changes Wythoff's P-positions (W = 1): it joins two of them", r.Move)
}

// Adjoin decides by the Fibonacci criteria of Duchêne et al. 2010 whether the move
// (i, j) can be adjoined to Wythoff's game, for i, j of any size.
func (svc *Service) Adjoin(move string) (AdjoinResult, error) {
	parts := strings.Split(move, ",")
	if len(parts) != 2 {
		return AdjoinResult{}, Badf("move %q: want I,J", move)
	}
	var v [2]*big.Int
	for k, part := range parts {
		x, ok := new(big.Int).SetString(strings.TrimSpace(part), 10)
		if !ok || x.Sign() < 0 {
			return AdjoinResult{}, Badf("move %q: %q is not a whole number >= 0", move, part)
		}
		v[k] = x
	}
	if v[0].Sign() == 0 && v[1].Sign() == 0 {
		return AdjoinResult{}, Badf("(0,0) is not a move")
	}
	return AdjoinResult{Move: "(" + v[0].String() + "," + v[1].String() + ")", Adjoinable: !adjoin.Fibonacci(v[0], v[1])}, nil
}

// MatrixResult is the answer of `mex adjoin --size N`.
type MatrixResult struct {
	Matrix [][]int `json:"matrix"`
}

// Text prints the matrix as rows of digits, i down, j across.
func (r MatrixResult) Text() string {
	var b strings.Builder
	b.WriteString("W(i,j), i down, j across (1 = adjoining (i,j) changes the P-positions):")
	for _, row := range r.Matrix {
		b.WriteByte('\n')
		for _, v := range row {
			b.WriteByte(byte('0' + v))
		}
	}
	return b.String()
}

// bytesPerMatrixEntry is the peak memory of the adjoin matrix per entry
// (the difference sets, the int matrix and its text or JSON), measured at
// size 4000: 13 bytes resident; size 20000 took 4.4 GB with no estimate.
const bytesPerMatrixEntry = 16

// MaxMatrix bounds `adjoin --size`.
const MaxMatrix = 20000

// AdjoinMatrix returns W(i,j) for 0 <= i, j <= n from the difference sets.
func (svc *Service) AdjoinMatrix(n int) (MatrixResult, error) {
	if n < 0 || n > MaxMatrix {
		return MatrixResult{}, BadParameter("size", n, "want 0..%d (the matrix has (n+1)^2 entries)", MaxMatrix)
	}
	cells := int64(n+1) * int64(n+1)
	if err := svc.hold(fmt.Sprintf("the matrix of size %d", n), game.Cost{Bytes: cells * bytesPerMatrixEntry, Steps: cells, What: fmt.Sprintf("%d entries", cells)}); err != nil {
		return MatrixResult{}, err
	}
	w := adjoin.DifferenceSets(n)
	m := make([][]int, n+1)
	for i := range m {
		m[i] = make([]int, n+1)
		for j, v := range w[i] {
			if v {
				m[i][j] = 1
			}
		}
	}
	return MatrixResult{Matrix: m}, nil
}

// DefectsResult is the answer of `mex defects`: Sleator, Hu and Tsin 2024 §6's question
// whether altered Nimhoff games converge to a translate of the unaltered
// one.
type DefectsResult struct {
	Rows []DefectsRow `json:"experiments"`
}

// DefectsRow is one rule set and alteration.
type DefectsRow struct {
	Rules      string               `json:"rules"`
	Alteration string               `json:"alteration"`
	Measured   []altered.Difference `json:"measured"`
	Converges  bool                 `json:"converges"`
}

// Text prints a table.
func (r DefectsResult) Text() string {
	var b strings.Builder
	b.WriteString("rule set                          alteration        best translation and fraction of differing P-positions by radius -> converges?")
	for _, row := range r.Rows {
		fmt.Fprintf(&b, "\n%-33s %-17s", row.Rules, row.Alteration)
		for _, d := range row.Measured {
			fmt.Fprintf(&b, " R=%d:(%d,%d) %.3f", d.Radius, d.BestDX, d.BestDY, d.Fraction)
		}
		fmt.Fprintf(&b, " -> %v", row.Converges)
	}
	return b.String()
}

// DefectsExperiment alters each rule set by each alteration and measures,
// for growing radii, how far the altered P-set stays from the best
// translate of the unaltered one.
func (svc *Service) DefectsExperiment(ruleSpecs []string, radii []int) (DefectsResult, error) {
	var r DefectsResult
	if len(ruleSpecs) == 0 {
		ruleSpecs = altered.DefectRuleSets
	}
	for _, text := range ruleSpecs {
		s, err := spec.Parse(text)
		if err != nil {
			return r, Bad(err)
		}
		rules, ok := s.Game.(game.Columner)
		if !ok {
			return r, Badf("%s: the defects experiment needs a game the column algorithm answers (Linear Nimhoff rules with (1,0) and (0,1))", s.Text)
		}
		for _, alt := range altered.DefectAlterations {
			if err := svc.context().Err(); err != nil { // between measurements: each is about a second at the lab's bound
				return r, err
			}
			ds, err := altered.MeasureRules(rules, alt, radii, 4)
			if err != nil {
				return r, Bad(err)
			}
			first, last := ds[0], ds[len(ds)-1]
			r.Rows = append(r.Rows, DefectsRow{
				Rules: s.Text, Alteration: alt.String(), Measured: ds,
				// Converging: the best translate's disagreement is small and
				// not growing with the radius.
				Converges: last.Fraction < 0.05 && last.Fraction <= first.Fraction,
			})
		}
	}
	return r, nil
}
