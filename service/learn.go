package service

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/learning"
)

// LearnResult is the answer of `mex learn`: one report per game and
// learner strategy.
type LearnResult struct {
	P       int               `json:"p"`
	M       int               `json:"m"`
	Reports []learning.Report `json:"reports"`
}

// Text prints one line per game and strategy.
func (r LearnResult) Text() string {
	var b strings.Builder
	for i, rep := range r.Reports {
		if i == 0 {
			fmt.Fprintf(&b, "(p,m) = (%d,%d) (Wythoff Nim is (1,1)), %d games from %s; P-positions with coordinates <= %d revealed by the first player:\n",
				r.P, r.M, rep.Games, rep.Start, rep.Upto)
		}
		fmt.Fprintf(&b, "  %-30s learner %-10s %3d of %3d", rep.Variant, rep.Strategy, rep.Revealed, rep.Total)
		if len(rep.Hidden) > 0 {
			fmt.Fprintf(&b, "  hidden: %v", rep.Hidden)
		}
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}

// Learn runs the learning experiment of Larsson 2008 for the three games and
// the three learner strategies.
func (svc *Service) Learn(p, m, side, upto, games int, start string, seed uint64) (LearnResult, error) {
	var from *[2]int
	if start != "" {
		v, err := grammar.ParseInts(start, "start pile")
		if err != nil || len(v) != 2 || v[0] < 0 || v[1] < 0 {
			return LearnResult{}, BadParameter("start", grammar.Quote(start), "want two piles x,y >= 0")
		}
		from = &[2]int{v[0], v[1]}
	}
	r := LearnResult{P: p, M: m}
	for _, s := range []learning.Strategy{learning.Lookahead, learning.Imitate, learning.Random} {
		for _, v := range []learning.Variant{learning.Wythoff, learning.Blocking, learning.Imitation} {
			if err := svc.context().Err(); err != nil { // between simulations: each is under a second at the lab's bound
				return r, err
			}
			rep, err := learning.Simulate(v, s, p, m, side, upto, games, from, seed)
			if err != nil {
				return r, Bad(err)
			}
			r.Reports = append(r.Reports, rep)
		}
	}
	return r, nil
}
