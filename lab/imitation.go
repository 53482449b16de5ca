package lab

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/spec"
)

// MaxExactBytes bounds the table of the exact Imitation Nim solver in one
// request; beyond it Theorem 1 (checked by `mex check imitation`) decides.
const MaxExactBytes = 256 << 20

// imitationJudge decides outcomes of Imitation Nim states with piles up to
// n: exactly from the rules when the table fits, else by Theorem 1.
type imitationJudge struct {
	rules  imitation.Rules
	table  *imitation.Table    // nil when Theorem 1 decides
	pset   *imitation.WythoffP // for Theorem 1
	method string
}

func newImitationJudge(r imitation.Rules, n int) (*imitationJudge, error) {
	j := &imitationJudge{rules: r}
	if r.TableBytes(n) <= MaxExactBytes {
		t, err := r.Solve(n)
		if err != nil {
			return nil, Bad(err)
		}
		j.table, j.method = t, fmt.Sprintf("solved exactly from the rules (all states with piles <= %d)", n)
		return j, nil
	}
	w, err := imitation.NewWythoffP(r.P, r.M, n)
	if err != nil {
		return nil, Bad(err)
	}
	j.pset, j.method = w, "decided by Theorem 1 of Larsson 2009 (checked against the rules by mex check imitation)"
	return j, nil
}

func (j *imitationJudge) outcome(s imitation.State) game.Outcome {
	if j.table != nil {
		o, _ := j.table.Outcome(s)
		return o
	}
	return j.rules.Predict(s, j.pset)
}

func imitationState(s *spec.Spec, pos string) (imitation.Rules, imitation.State, error) {
	st, err := s.ParseRecord(pos)
	if err != nil {
		return imitation.Rules{}, st, Bad(fmt.Errorf("%s: %w", s.Text, err))
	}
	return s.Game.(imitation.Game).Rules, st, nil
}

func imitationOutcome(s *spec.Spec, pos string) (game.Outcome, string, error) {
	r, st, err := imitationState(s, pos)
	if err != nil {
		return game.P, "", err
	}
	j, err := newImitationJudge(r, max(st.Piles[0], st.Piles[1]))
	if err != nil {
		return game.P, "", err
	}
	return j.outcome(st), j.method, nil
}

// imitationMoves returns the legal moves of the record's last position
// that lead to P-states, with whether each is an imitation.
func imitationMoves(s *spec.Spec, pos string) ([][2]int, []bool, error) {
	r, st, err := imitationState(s, pos)
	if err != nil {
		return nil, nil, err
	}
	j, err := newImitationJudge(r, max(st.Piles[0], st.Piles[1]))
	if err != nil {
		return nil, nil, err
	}
	var moves [][2]int
	var imitates []bool
	r.Each(st, func(pile, amount int, next imitation.State) {
		if j.outcome(next) == game.P {
			moves = append(moves, next.Piles)
			imitates = append(imitates, r.Imitates(st, pile, amount))
		}
	})
	return moves, imitates, nil
}

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

// MaxClassifyPile bounds the position classify accepts: its histories are
// complete only from starts up to three times the piles.
const MaxClassifyPile = 40

// Classify returns whether a position of a game with memory is
// non-dynamic P, non-dynamic N or dynamic, over every history from starts
// with piles up to three times its own.
func (l *Lab) Classify(gameSpec, pos string) (ClassifyResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return ClassifyResult{}, err
	}
	r := ClassifyResult{Game: s.Text}
	g, ok := s.Game.(imitation.Game)
	if !ok {
		return r, Badf("classify needs a game with memory (imitation:p=P,m=M); every position of %s is non-dynamic", s.Text)
	}
	v, err := spec.ParseInts(pos, "pile")
	if err != nil || len(v) != 2 || v[0] < 0 || v[1] < 0 {
		return r, Badf("position %q: want two piles x,y >= 0", pos)
	}
	if max(v[0], v[1]) > MaxClassifyPile {
		return r, Badf("classify solves every history from starts up to 3 times the piles; piles up to %d are accepted", MaxClassifyPile)
	}
	r.Position = fmt.Sprintf("%d,%d", v[0], v[1])
	n := max(3*max(v[0], v[1]), 3)
	table, err := g.Solve(n)
	if err != nil {
		return r, Bad(err)
	}
	class, pCount, nCount, err := table.Classify(v[0], v[1])
	if err != nil {
		return r, Bad(err)
	}
	w, _ := imitation.NewWythoffP(g.P, g.M, n)
	r.Class, r.Stability = class.String(), w.Stable(v[0], v[1]).String()
	r.Histories = map[string]int{"P": pCount, "N": nCount}
	r.Starts = n
	return r, nil
}

// MaxStartsBox bounds ppos --size for games with memory: every state up to
// the box is solved.
const MaxStartsBox = 120

// imitationStarts lists the starting positions that are P (Corollary 1:
// those of (p,m)-Wythoff), solved from the rules.
func (l *Lab) imitationStarts(s *spec.Spec, n int, r PositionsResult) (PositionsResult, error) {
	if n < 0 || n > MaxStartsBox {
		return r, Badf("--size %d: starting positions of %s are solved exactly up to %d", n, s.Text, MaxStartsBox)
	}
	table, err := s.Game.(imitation.Game).Solve(n)
	if err != nil {
		return r, Bad(err)
	}
	for x := 0; x <= n; x++ {
		for y := 0; y <= n; y++ {
			if o, _ := table.Outcome(imitation.Start(x, y)); o == game.P {
				r.add([]int{x, y})
			}
		}
	}
	return r, nil
}
