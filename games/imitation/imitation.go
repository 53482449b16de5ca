package imitation

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// MaxParameter bounds p and m.
const MaxParameter = 64

// MaxPile bounds the piles of a game record: Theorem 1 needs the
// (p,m)-Wythoff P-positions up to the piles.
const MaxPile = 10_000_000

// Rules are the parameters of (p,m)-Imitation Nim.
type Rules struct{ P, M int }

// NewRules validates p, m >= 1.
func NewRules(p, m int) (Rules, error) {
	if p < 1 || m < 1 || p > MaxParameter || m > MaxParameter {
		return Rules{}, fmt.Errorf("imitation: p = %d, m = %d; want 1 <= p, m <= %d", p, m, MaxParameter)
	}
	return Rules{p, m}, nil
}

// String returns "imitation:p=P,m=M".
func (r Rules) String() string { return fmt.Sprintf("imitation:p=%d,m=%d", r.P, r.M) }

// State is a position of Imitation Nim with the history that matters.
type State struct {
	Piles [2]int
	// WindowPile is the pile the last move took from when that pile was
	// leading (so the next player may imitate from the other pile), or -1.
	WindowPile int
	// WindowAmount is how many the last move removed (when WindowPile >= 0).
	WindowAmount int
	// MoverRun is the run of consecutive imitations of the player to move;
	// PrevRun that of the player who just moved.
	MoverRun, PrevRun int
}

// Start returns the starting state (x, y) with no history.
func Start(x, y int) State { return State{Piles: [2]int{x, y}, WindowPile: -1} }

// Credit returns L, the credit of the player who moved to s: p-1 minus his
// run of imitations (p-1 at the start).
func (r Rules) Credit(s State) int { return r.P - 1 - s.PrevRun }

// Imitates reports whether removing amount from pile is an m-imitation.
func (r Rules) Imitates(s State, pile, amount int) bool {
	return s.WindowPile >= 0 && pile == 1-s.WindowPile &&
		amount >= s.WindowAmount && amount <= s.WindowAmount+r.M-1
}

// Play returns the state after removing amount tokens from pile, or an
// error saying why the move is illegal.
func (r Rules) Play(s State, pile, amount int) (State, error) {
	if pile != 0 && pile != 1 {
		return s, fmt.Errorf("imitation: pile %d; want 0 or 1", pile)
	}
	if amount < 1 || amount > s.Piles[pile] {
		return s, fmt.Errorf("imitation: cannot remove %d from a pile of %d", amount, s.Piles[pile])
	}
	run := 0
	if r.Imitates(s, pile, amount) {
		run = s.MoverRun + 1
		if run >= r.P {
			return s, fmt.Errorf("imitation: removing %d from pile %d would be %s's %d%s consecutive imitation; at most %d are allowed",
				amount, pile+1, "the mover", run, Ordinal(run), r.P-1)
		}
	}
	next := State{Piles: s.Piles, WindowPile: -1, MoverRun: s.PrevRun, PrevRun: run}
	if s.Piles[pile] <= s.Piles[1-pile] { // the pile was leading
		next.WindowPile, next.WindowAmount = pile, amount
	}
	next.Piles[pile] -= amount
	return next.canonical(), nil
}

// canonical forgets a window that cannot be used: an imitation needs at
// least WindowAmount tokens in the other pile.
func (s State) canonical() State {
	if s.WindowPile >= 0 && s.WindowAmount > s.Piles[1-s.WindowPile] {
		s.WindowPile, s.WindowAmount = -1, 0
	}
	if s.WindowPile < 0 {
		s.WindowAmount = 0
	}
	return s
}

// Ordinal returns the English suffix of n: st, nd, rd or th.
func Ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return "th"
	case n%10 == 1:
		return "st"
	case n%10 == 2:
		return "nd"
	case n%10 == 3:
		return "rd"
	}
	return "th"
}

// Each calls visit for every legal move from s: the pile, the amount and
// the next state.
func (r Rules) Each(s State, visit func(pile, amount int, next State)) {
	for pile := range 2 {
		for amount := 1; amount <= s.Piles[pile]; amount++ {
			if next, err := r.Play(s, pile, amount); err == nil {
				visit(pile, amount, next)
			}
		}
	}
}

// FromRecord replays a game record, the positions from the start, and
// returns the final state; an illegal step is named with its reason.
func (r Rules) FromRecord(record [][2]int) (State, error) {
	if len(record) == 0 {
		return State{}, fmt.Errorf("imitation: empty game record")
	}
	for i, pos := range record {
		if pos[0] < 0 || pos[1] < 0 {
			return State{}, fmt.Errorf("imitation: position %d (%d,%d) has a negative pile", i+1, pos[0], pos[1])
		}
	}
	s := Start(record[0][0], record[0][1])
	for i := 1; i < len(record); i++ {
		from, to := record[i-1], record[i]
		d0, d1 := from[0]-to[0], from[1]-to[1]
		var pile, amount int
		switch {
		case d0 < 0 || d1 < 0:
			return s, fmt.Errorf("imitation: step %d, (%d,%d) -> (%d,%d), adds tokens", i, from[0], from[1], to[0], to[1])
		case d0 == 0 && d1 == 0:
			return s, fmt.Errorf("imitation: step %d, (%d,%d) -> (%d,%d), is not a move", i, from[0], from[1], to[0], to[1])
		case d0 > 0 && d1 > 0:
			return s, fmt.Errorf("imitation: step %d, (%d,%d) -> (%d,%d), takes from both piles; a move takes from one", i, from[0], from[1], to[0], to[1])
		case d0 > 0:
			pile, amount = 0, d0
		default:
			pile, amount = 1, d1
		}
		next, err := r.Play(s, pile, amount)
		if err != nil {
			return s, fmt.Errorf("step %d, (%d,%d) -> (%d,%d): %w", i, from[0], from[1], to[0], to[1], err)
		}
		s = next
	}
	return s, nil
}

// ParseRecord parses "2,2/1,2/1,1" into positions.
func ParseRecord(text string) ([][2]int, error) {
	var out [][2]int
	for i, part := range strings.Split(text, "/") {
		var x, y int
		var rest string
		n, _ := fmt.Sscanf(strings.TrimSpace(part)+" end", "%d,%d %s", &x, &y, &rest)
		if n != 3 || rest != "end" {
			return nil, fmt.Errorf("imitation: record %s: position %d, %s, is not two numbers x,y", grammar.Quote(text), i+1, grammar.Quote(part))
		}
		out = append(out, [2]int{x, y})
	}
	return out, nil
}

// Game is (p,m)-Imitation Nim as a game.Game over encoded states, for the
// generic solver: (x, y, windowPile+1, windowAmount, moverRun, prevRun).
type Game struct {
	Rules
	judge *judgeCache // nil: nothing kept (see NewGame)
}

// Encode turns a state into a position.
func Encode(s State) game.Position {
	return game.Position{s.Piles[0], s.Piles[1], s.WindowPile + 1, s.WindowAmount, s.MoverRun, s.PrevRun}
}

// Decode turns a position back into a state.
func Decode(p game.Position) State {
	return State{Piles: [2]int{p[0], p[1]}, WindowPile: p[2] - 1, WindowAmount: p[3], MoverRun: p[4], PrevRun: p[5]}
}

// Check accepts encoded states with consistent fields.
func (g Game) Check(p game.Position) error {
	if len(p) != 6 || p[0] < 0 || p[1] < 0 || p[2] < 0 || p[2] > 2 || p[3] < 0 ||
		p[4] < 0 || p[4] >= g.P || p[5] < 0 || p[5] >= g.P {
		return fmt.Errorf("imitation: %v is not an encoded state", []int(p))
	}
	return nil
}

// Options lists the legal moves.
func (g Game) Options(p game.Position) []game.Position {
	var out []game.Position
	g.Each(Decode(p), func(_, _ int, next State) { out = append(out, Encode(next)) })
	return out
}
