package game

import (
	"context"
	"fmt"
)

// Remoteness returns Smith's remoteness of p (Smith 1966; Winning Ways,
// ch. 9): how many moves remain when the winner hurries and the loser
// delays. It is 0 at a position with no move; at an N-position, 1 + the
// least remoteness of its P options; at a P-position, 1 + the largest
// remoteness of its options. So the remoteness is even exactly at the
// P-positions, and a player who moves to the option it names plays the
// fastest win or the slowest loss.
//
// It follows the rules by brute force over every position reachable from
// p, memoized; more than limit distinct positions fail with a *LimitError
// (limit 0: DefaultLimit). It is defined for games that end when no move
// is left under normal play: games with an OutcomeRule or an Ender (misère
// play, blocking, alterations) are refused.
func Remoteness(ctx context.Context, g Game, p Position, limit int) (int, error) {
	r, err := NewRemoteness(g, limit)
	if err != nil {
		return 0, err
	}
	return r.Of(ctx, p)
}

// RemotenessSolver computes remoteness of many positions of one game with
// one memo, so that the options of a position are solved once together
// (the losing side's slowest move).
type RemotenessSolver struct {
	ctx   context.Context
	g     Game
	memo  map[string]int
	limit int
	steps int
}

// NewRemoteness returns a solver for g that memoizes at most limit
// positions (0: DefaultLimit), or an error for a game whose play ends by
// its own rule.
func NewRemoteness(g Game, limit int) (*RemotenessSolver, error) {
	if _, ok := g.(OutcomeRule); ok {
		return nil, fmt.Errorf("game: %s ends by its own rule; remoteness is defined for normal play", g)
	}
	if _, ok := g.(Ender); ok {
		return nil, fmt.Errorf("game: %s ends by its own rule; remoteness is defined for normal play", g)
	}
	if limit <= 0 {
		limit = DefaultLimit
	}
	return &RemotenessSolver{g: g, memo: map[string]int{}, limit: limit}, nil
}

// Of returns the remoteness of p, stopping with ctx.Err() when ctx is done.
func (r *RemotenessSolver) Of(ctx context.Context, p Position) (int, error) {
	r.ctx = ctx
	return r.of(p)
}

func (r *RemotenessSolver) of(p Position) (int, error) {
	key := p.Key()
	if v, ok := r.memo[key]; ok {
		return v, nil
	}
	if len(r.memo) >= r.limit {
		return 0, &LimitError{Limit: r.limit}
	}
	if r.steps++; r.steps&4095 == 0 {
		if err := r.ctx.Err(); err != nil {
			return 0, err
		}
	}
	fastestWin, slowestLoss := -1, -1
	for _, q := range r.g.Options(p) {
		v, err := r.of(q)
		if err != nil {
			return 0, err
		}
		if v%2 == 0 && (fastestWin < 0 || v < fastestWin) { // q is a P-position
			fastestWin = v
		}
		slowestLoss = max(slowestLoss, v)
	}
	v := 0
	switch {
	case fastestWin >= 0:
		v = fastestWin + 1
	case slowestLoss >= 0:
		v = slowestLoss + 1
	}
	r.memo[key] = v
	return v, nil
}
