package learning

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/wythoff"
)

// Variant names one of the three games compared.
type Variant int

const (
	// Wythoff is (p,m)-Wythoff Nim without blocking (p is ignored: the
	// P-positions compared are still those of (p,m)-Wythoff only for p = 1).
	Wythoff Variant = iota
	// Blocking is (p,m)-Wythoff Nim with the Muller twist.
	Blocking
	// Imitation is (p,m)-Imitation Nim.
	Imitation
)

func (v Variant) String() string {
	return [...]string{"Wythoff Nim", "(p,m)-Wythoff with blocking", "(p,m)-Imitation Nim"}[v]
}

// Strategy is how the second player chooses his moves.
type Strategy int

const (
	// Lookahead: prefer a move after which every winning reply of the first
	// player reveals a new P-position (one move of look-ahead with the
	// rules' outcomes); else move at random.
	Lookahead Strategy = iota
	// Imitate: remove from the other pile as many tokens as the first
	// player just removed (the least m-imitation), when that is legal; else
	// move at random. This is the learner of Larsson 2008 who does not know the
	// outcomes.
	Imitate
	// Random: any legal move, uniformly.
	Random
)

func (s Strategy) String() string { return [...]string{"look-ahead", "imitate", "random"}[s] }

// Report says which P-positions of (p,m)-Wythoff with both coordinates
// <= Upto were revealed.
type Report struct {
	Variant  string   `json:"game"`
	Strategy string   `json:"strategy"`
	P, M     int      `json:"-"`
	Games    int      `json:"games"`
	Start    string   `json:"start"`
	Upto     int      `json:"upto"`
	Total    int      `json:"p_positions"`
	Revealed int      `json:"revealed"`
	Hidden   [][2]int `json:"hidden"`
}

// state is a position with whatever history the variant needs.
type state struct {
	imitation.State
}

type option struct {
	next     state
	diagonal bool // removed the same number from both piles (blockable)
}

type arena struct {
	variant Variant
	p, m    int
	rules   imitation.Rules
	table   *imitation.Table
	wg      wythoff.Game
	pset    map[[2]int]bool // P_W with both orientations, coordinates <= side
	side    int
}

func newArena(v Variant, p, m, side int) (*arena, error) {
	if v == Wythoff {
		p, m = 1, 1
	}
	a := &arena{variant: v, p: p, m: m, side: side, pset: map[[2]int]bool{}}
	var err error
	if a.wg, err = wythoff.NewGame(p, m); err != nil {
		return nil, err
	}
	for _, pair := range wythoff.Definition3(p, m, side+1) {
		a.pset[pair], a.pset[[2]int{pair[1], pair[0]}] = true, true
	}
	if v == Imitation {
		if a.rules, err = imitation.NewRules(p, m); err != nil {
			return nil, err
		}
		if a.table, err = a.rules.Solve(side); err != nil {
			return nil, err
		}
	}
	return a, nil
}

func (a *arena) options(s state) []option {
	var out []option
	if a.variant == Imitation {
		a.rules.Each(s.State, func(_, _ int, next imitation.State) {
			out = append(out, option{next: state{next}})
		})
		return out
	}
	a.wg.EachMove(game.Position{s.Piles[0], s.Piles[1]}, func(q game.Position, diagonal bool) {
		out = append(out, option{next: state{imitation.Start(q[0], q[1])}, diagonal: diagonal})
	})
	return out
}

// isP reports whether the player to move from s loses.
func (a *arena) isP(s state) bool {
	if a.variant == Imitation {
		o, _ := a.table.Outcome(s.State)
		return o == game.P
	}
	return a.pset[s.Piles]
}

// blocks is the number of diagonal options the previous player may block.
func (a *arena) blocks() int {
	if a.variant == Blocking {
		return a.p - 1
	}
	return 0
}

// winningReplies returns her winning options from s after he blocks up to
// p-1 diagonal ones, choosing to block those that conceal (reveal nothing
// new), and reports whether every remaining reply reveals something new.
func (a *arena) winningReplies(s state, revealed map[[2]int]bool) ([]option, bool) {
	var wins []option
	for _, o := range a.options(s) {
		if a.isP(o.next) {
			wins = append(wins, o)
		}
	}
	new := func(o option) bool { return a.pset[o.next.Piles] && !revealed[o.next.Piles] }
	// He blocks concealing diagonal replies first.
	left := a.blocks()
	var kept []option
	for _, o := range wins {
		if o.diagonal && left > 0 && !new(o) {
			left--
			continue
		}
		kept = append(kept, o)
	}
	forced := len(kept) > 0
	for _, o := range kept {
		if !new(o) {
			forced = false
		}
	}
	return kept, forced
}

// Simulate plays games from random N-position starts with piles <= side
// and reports the P-positions of (p,m)-Wythoff with coordinates <= upto
// that the first player revealed.
//
// Every game starts from start when it is an N-position of the variant, or
// from a random position with piles <= side when start is nil.
func Simulate(v Variant, learner Strategy, p, m, side, upto, games int, start *[2]int, seed uint64) (Report, error) {
	if upto > side || side > 80 || games < 1 || games > 1_000_000 {
		return Report{}, fmt.Errorf("learning: want upto <= side <= 80 and 1 <= games <= 10^6")
	}
	a, err := newArena(v, p, m, side)
	if err != nil {
		return Report{}, err
	}
	rng := rand.New(rand.NewPCG(seed, uint64(v)))
	revealed := map[[2]int]bool{}
	for range games {
		s := state{imitation.Start(rng.IntN(side+1), rng.IntN(side+1))}
		if start != nil {
			if start[0] > side || start[1] > side {
				return Report{}, fmt.Errorf("learning: start %v beyond side %d", *start, side)
			}
			s = state{imitation.Start(start[0], start[1])}
		}
		if a.isP(s) {
			continue // the first player moves only from N-positions
		}
		a.play(s, learner, rng, revealed)
	}
	r := Report{Variant: v.String(), Strategy: learner.String(), P: a.p, M: a.m, Games: games, Upto: upto, Hidden: [][2]int{}, Start: "random"}
	if start != nil {
		r.Start = fmt.Sprintf("%d,%d", start[0], start[1])
	}
	for pos := range a.pset {
		if pos[0] <= pos[1] && pos[1] <= upto {
			r.Total++
			if revealed[pos] || revealed[[2]int{pos[1], pos[0]}] {
				r.Revealed++
			} else {
				r.Hidden = append(r.Hidden, pos)
			}
		}
	}
	slices.SortFunc(r.Hidden, func(x, y [2]int) int { return x[0] - y[0] })
	return r, nil
}

// imitation1 finds, among options from s, the move that takes from the
// other pile as many tokens as the move last -> s took.
func imitation1(last, s state, options []option) (option, bool) {
	for pile := range 2 {
		taken := last.Piles[pile] - s.Piles[pile]
		if taken <= 0 || last.Piles[1-pile] != s.Piles[1-pile] {
			continue
		}
		want := s.Piles
		want[1-pile] -= taken
		for _, o := range options {
			if o.next.Piles == want {
				return o, true
			}
		}
	}
	return option{}, false
}

// play runs one game from the N state s with the first player to move.
func (a *arena) play(s state, learner Strategy, rng *rand.Rand, revealed map[[2]int]bool) {
	blockedForHim := map[[2]int]bool{}
	for {
		// Her move: a winning reply, concealing if she can.
		replies, _ := a.winningReplies(s, revealed)
		if len(replies) == 0 {
			return // cannot happen from an N state; stop defensively
		}
		choice := replies[rng.IntN(len(replies))]
		for _, o := range replies {
			if !a.pset[o.next.Piles] || revealed[o.next.Piles] {
				choice = o
				break
			}
		}
		last := s
		s = choice.next
		if a.pset[s.Piles] {
			revealed[s.Piles] = true
		}
		// His move from the P state s.
		options := a.options(s)
		if len(options) == 0 {
			return
		}
		var forcing []option
		switch learner {
		case Lookahead:
			for _, o := range options {
				if _, forced := a.winningReplies(o.next, revealed); forced {
					forcing = append(forcing, o)
				}
			}
		case Imitate:
			if o, ok := imitation1(last, s, options); ok {
				forcing = append(forcing, o)
			}
		}
		// She blocks up to p-1 of his diagonal forcing moves.
		clear(blockedForHim)
		left := a.blocks()
		var usable []option
		for _, o := range forcing {
			if o.diagonal && left > 0 {
				left--
				blockedForHim[o.next.Piles] = true
				continue
			}
			usable = append(usable, o)
		}
		if len(usable) > 0 {
			s = usable[rng.IntN(len(usable))].next
			continue
		}
		var legal []option
		for _, o := range options {
			if !(o.diagonal && blockedForHim[o.next.Piles]) {
				legal = append(legal, o)
			}
		}
		s = legal[rng.IntN(len(legal))].next
	}
}
