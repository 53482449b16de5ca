package imitation

import (
	"context"
	"fmt"
	"sync"

	"github.com/mex-cgt/mex/game"
)

// MaxExactBytes bounds the table of the exact solver used to answer one
// state; beyond it Theorem 1 of Larsson 2009 (checked against the rules by
// the theorem package over millions of states) decides.
const MaxExactBytes = 256 << 20

// NewGame returns (p,m)-Imitation Nim as a game.Game whose fast paths
// keep what they solve: the questions of one game (an outcome, the winning
// moves, the outcome after each move) solve the states once.
func NewGame(r Rules) Game { return Game{Rules: r, judge: &judgeCache{}} }

// judgeCache keeps the largest judge built so far.
type judgeCache struct {
	mu    sync.Mutex
	judge *Judge
}

// Judge decides outcomes of states with piles up to N: exactly from the
// rules (a solved Table) when the table fits in MaxExactBytes, else by
// Theorem 1 of Larsson 2009.
type Judge struct {
	Rules  Rules
	N      int
	table  *Table
	pset   *WythoffP
	Method string
}

// NewJudge builds the judge for piles up to n.
func (r Rules) NewJudge(ctx context.Context, n int) (*Judge, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	j := &Judge{Rules: r, N: n}
	if r.TableBytes(n) <= MaxExactBytes {
		t, err := r.Solve(n)
		if err != nil {
			return nil, err
		}
		j.table, j.Method = t, fmt.Sprintf("solved exactly from the rules (all states with piles <= %d)", n)
		return j, nil
	}
	w, err := NewWythoffP(r.P, r.M, n)
	if err != nil {
		return nil, err
	}
	j.pset, j.Method = w, "decided by Theorem 1 of Larsson 2009 (checked against the rules by mex check imitation)"
	return j, nil
}

// Outcome returns the outcome of s (its piles must be at most N).
func (j *Judge) Outcome(s State) game.Outcome {
	if j.table != nil {
		o, _ := j.table.Outcome(s)
		return o
	}
	return j.Rules.Predict(s, j.pset)
}

// Judge returns a judge for piles up to n, reusing the game's when it
// covers n.
func (g Game) Judge(ctx context.Context, n int) (*Judge, error) {
	if g.judge == nil {
		return g.NewJudge(ctx, n)
	}
	g.judge.mu.Lock()
	defer g.judge.mu.Unlock()
	if j := g.judge.judge; j != nil && j.N >= n {
		return j, nil
	}
	j, err := g.NewJudge(ctx, n)
	if err == nil {
		g.judge.judge = j
	}
	return j, err
}

// OutcomeOf decides an encoded state.
func (g Game) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	s := Decode(p)
	j, err := g.Judge(ctx, max(s.Piles[0], s.Piles[1]))
	if err != nil {
		return game.P, err
	}
	return j.Outcome(s), nil
}

// WinningMovesOf lists the legal moves to P-states.
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	s := Decode(p)
	j, err := g.Judge(ctx, max(s.Piles[0], s.Piles[1]))
	if err != nil {
		return nil, err
	}
	var out []game.Position
	g.Each(s, func(_, _ int, next State) {
		if j.Outcome(next) == game.P {
			out = append(out, Encode(next))
		}
	})
	return out, nil
}

// Explain cites Theorem 1.
func (g Game) Explain(_, to game.Position) string {
	s := Decode(to)
	return fmt.Sprintf("%d,%d is a P-position of %s after this history (Theorem 1 of Larsson 2009): whatever you do, an answer is left for me.", s.Piles[0], s.Piles[1], g.Rules)
}

// Cost is the exact table when it fits, else the P-positions of
// (p,m)-Wythoff up to the larger pile.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	n := max(p[0], p[1])
	if op == game.OpOptions {
		return game.Cost{Bytes: 64 * int64(p[0]+p[1]), Steps: int64(p[0] + p[1]), What: fmt.Sprintf("%d moves", p[0]+p[1])}
	}
	if b := g.TableBytes(n); b <= MaxExactBytes {
		return game.Cost{Bytes: b, Steps: b * int64(g.M), What: fmt.Sprintf("every state with piles <= %d", n)}
	}
	return game.Cost{Bytes: 32 * int64(n+1), Steps: int64(n + 1), What: fmt.Sprintf("the P-positions of (%d,%d)-Wythoff up to %d", g.P, g.M, n)}
}

// MoveImitates reports whether the move from one encoded state to another
// m-imitates the previous player's move.
func (g Game) MoveImitates(from, to game.Position) bool {
	s, t := Decode(from), Decode(to)
	for pile := range 2 {
		if amount := s.Piles[pile] - t.Piles[pile]; amount > 0 && s.Piles[1-pile] == t.Piles[1-pile] {
			return g.Imitates(s, pile, amount)
		}
	}
	return false
}

// OutcomeMethod says how the outcome of p is decided.
func (g Game) OutcomeMethod(ctx context.Context, p game.Position) string {
	s := Decode(p)
	j, err := g.Judge(ctx, max(s.Piles[0], s.Piles[1]))
	if err != nil {
		return ""
	}
	return j.Method
}
