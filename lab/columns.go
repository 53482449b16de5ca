package lab

import (
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
	if a, ok := base.(*nimhoff.Altered); ok {
		return a.Rules, s.Alteration, true
	}
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
