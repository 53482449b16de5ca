package service

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
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
