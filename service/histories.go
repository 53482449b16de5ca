package service

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/learning"
	"github.com/mex-cgt/mex/spec"
)

// ClassifyResult is the answer of `mex classify`.
type ClassifyResult struct {
	Game      string         `json:"-"`
	Position  string         `json:"-"`
	Class     string         `json:"class"`
	Stability string         `json:"stability"`
	Histories map[string]int `json:"histories"`
	Starts    int            `json:"starts_up_to"`
}

// Text explains the class.
func (r ClassifyResult) Text() string {
	return fmt.Sprintf("(%s) in %s is %s: P after %d of its histories, N after %d (all histories from starts with piles <= %d).\nBy (p,m)-Wythoff alone it is %s.",
		r.Position, r.Game, r.Class, r.Histories["P"], r.Histories["N"], r.Starts, r.Stability)
}

// Classify returns whether a position of a game with memory is
// non-dynamic P, non-dynamic N or dynamic, over every history from starts
// with piles up to three times its own.
func (svc *Service) Classify(s *spec.Spec, pos string) (ClassifyResult, error) {
	r := ClassifyResult{Game: s.Text}
	classifier, ok := s.Game.(game.HistoryClassifier)
	if !ok {
		return r, Badf("classify needs a game with memory (imitation:p=P,m=M); every position of %s is non-dynamic", s.Text)
	}
	v, err := grammar.ParseInts(pos, "pile")
	if err != nil || len(v) != 2 || v[0] < 0 || v[1] < 0 {
		return r, Badf("position %s: want two piles x,y >= 0", grammar.Quote(pos))
	}
	r.Position = fmt.Sprintf("%d,%d", v[0], v[1])
	cost, err := classifier.HistoryCost(v[0], v[1])
	if err != nil {
		return r, Bad(err)
	}
	if err := svc.admit(fmt.Sprintf("classifying (%d,%d) in %s", v[0], v[1], s.Text), cost); err != nil {
		return r, err
	}
	c, err := classifier.ClassifyHistories(svc.context(), v[0], v[1])
	if err != nil {
		return r, result(err)
	}
	r.Class, r.Stability, r.Starts = c.Class, c.Stability, c.Starts
	r.Histories = map[string]int{"P": c.P, "N": c.N}
	return r, nil
}

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
