package lab

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
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

// classifyBytesPerEntry is the peak memory of Classify per entry of the
// solved table (the table and the histories walked through it), measured
// at (40,39) for p = 2 and p = 4: 6 to 10 bytes.
const classifyBytesPerEntry = 8

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
	if err := l.admit(fmt.Sprintf("classifying (%d,%d) in %s (every state with piles <= %d)", v[0], v[1], s.Text, n),
		game.Cost{Bytes: classifyBytesPerEntry*g.TableBytes(n) + 20<<20, Steps: g.TableBytes(n), What: fmt.Sprintf("%d table entries for p = %d", g.TableBytes(n), g.P)}); err != nil {
		return r, err
	}
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
