package lab

import (
	"slices"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nimhoff"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/spec"
)

// MaxColumns bounds the columns the column algorithm runs for one request.
const MaxColumns = 5_000_000

// columnGame returns the Nimhoff rules and alteration of s when its
// P-positions can be computed column by column: a Nimhoff rule set with
// (1,0) and (0,1), or Wythoff, altered or not.
func columnGame(s *spec.Spec) (nimhoff.Rules, game.Alteration, bool) {
	base := s.Game
	if a, ok := base.(*game.Altered); ok {
		base = a.Base
	}
	rules, ok := base.(nimhoff.Rules)
	if !ok {
		w, isWythoff := wythoff.Unwrap(base)
		if !isWythoff || w.P != 1 || w.M != 1 {
			return nil, game.Alteration{}, false
		}
		rules = nimhoff.Wythoff()
	}
	if !rules.Has(nimhoff.Vector{A: 1}) || !rules.Has(nimhoff.Vector{B: 1}) {
		return nil, game.Alteration{}, false
	}
	return rules, s.Alteration, true
}

// columnRows returns the P rows of every column 0..maxX.
func columnRows(rules nimhoff.Rules, alt game.Alteration, maxX int) ([][]int, error) {
	if maxX > MaxColumns {
		return nil, Badf("the column algorithm runs up to %d columns per request; %d asked", MaxColumns, maxX)
	}
	rows := make([][]int, 0, maxX+1)
	err := rules.Columns(alt, maxX, func(_ int, ys []int) { rows = append(rows, slices.Clone(ys)) })
	return rows, Bad(err)
}

// columnOutcome decides (x, y) from the P rows of column x.
func columnOutcome(s *spec.Spec, p game.Position) (game.Outcome, error) {
	rules, alt, _ := columnGame(s)
	rows, err := columnRows(rules, alt, p[0])
	if err != nil {
		return game.P, err
	}
	return game.Outcome(!slices.Contains(rows[p[0]], p[1])), nil
}

// columnMoves lists the options of p that are P-positions; the declared
// labels of an alteration count as given.
func columnMoves(s *spec.Spec, p game.Position) ([]game.Position, error) {
	rules, alt, _ := columnGame(s)
	rows, err := columnRows(rules, alt, p[0])
	if err != nil {
		return nil, err
	}
	var out []game.Position
	for _, q := range rules.Options(p) {
		if slices.Contains(rows[q[0]], q[1]) && !slices.ContainsFunc(out, q.Equal) {
			out = append(out, q)
		}
	}
	return out, nil
}

func columnBox(s *spec.Spec, n int) ([][2]int, error) {
	rules, alt, _ := columnGame(s)
	if n > MaxColumns {
		return nil, Badf("--size %d: the column algorithm runs up to %d columns per request", n, MaxColumns)
	}
	out, err := rules.PPositions(alt, n)
	if err != nil {
		return nil, Bad(err)
	}
	return out, nil
}
