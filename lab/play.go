package lab

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/spec"
)

// Move is a legal move of the player to move, as the position it leads to.
type Move struct {
	To string `json:"to"` // the new position (for a record: the whole record)
	// At is the new piles of a two-pile game, for boards.
	At []int `json:"at,omitempty"`
	// Diagonal marks a move that removes the same number from both piles
	// (blockable in (p,m)-Wythoff); Imitation an m-imitation.
	Diagonal  bool `json:"diagonal,omitempty"`
	Imitation bool `json:"imitation,omitempty"`
	Blocked   bool `json:"blocked,omitempty"`
}

// PlayState is what a player sees: the position, whose turn it is to
// win, the legal moves and, for Imitation Nim, the imitation counters.
type PlayState struct {
	Game     string `json:"game"`
	Position string `json:"position"`
	// Piles of the current position (for boards and heaps).
	Piles   []int  `json:"piles"`
	Outcome string `json:"outcome"` // P or N for the player to move
	Moves   []Move `json:"moves"`
	Over    bool   `json:"over"`
	// Imitation Nim: the runs of imitations and the imitation window.
	MoverRun   *int `json:"mover_run,omitempty"`
	PrevRun    *int `json:"prev_run,omitempty"`
	WindowPile *int `json:"window_pile,omitempty"`
	WindowLow  *int `json:"window_low,omitempty"`
	WindowHigh *int `json:"window_high,omitempty"`
	MaxRun     *int `json:"max_run,omitempty"`
}

// ReplyResult is the computer's move, its announced blocks and its reason.
type ReplyResult struct {
	Move        Move      `json:"move"`
	Blocks      [][2]int  `json:"blocks"`
	Explanation string    `json:"explanation"`
	State       PlayState `json:"state"`
	Before      PlayState `json:"-"`
}

// MaxPlayMoves bounds the legal moves listed for one position.
const MaxPlayMoves = 5000

// Text prints the state with its legal moves.
func (st PlayState) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s at %s: %s for the player to move", st.Game, st.Position, map[string]string{"P": "lost (P)", "N": "won (N)"}[st.Outcome])
	if st.MoverRun != nil {
		fmt.Fprintf(&b, "\nimitations in a row: mover %d, opponent %d (at most %d)", *st.MoverRun, *st.PrevRun, *st.MaxRun)
		if st.WindowPile != nil {
			fmt.Fprintf(&b, "; removing %d..%d from pile %d imitates", *st.WindowLow, *st.WindowHigh, *st.WindowPile+1)
		}
	}
	if st.Over {
		b.WriteString("\nno move is left: the player to move has lost")
		return b.String()
	}
	b.WriteString("\nmoves:")
	for i, m := range st.Moves {
		fmt.Fprintf(&b, " [%d] %s", i+1, lastPosition(m.To))
		if m.Imitation {
			b.WriteString("(imitates)")
		}
		if m.Blocked {
			b.WriteString("(blocked)")
		}
	}
	return b.String()
}

// Text says what the computer did.
func (r ReplyResult) Text() string {
	s := fmt.Sprintf("computer moves to %s. %s", lastPosition(r.Move.To), r.Explanation)
	if len(r.Blocks) > 0 {
		s += fmt.Sprintf(" It blocks %v for your next move.", r.Blocks)
	}
	return s
}

func lastPosition(record string) string {
	parts := strings.Split(record, "/")
	return parts[len(parts)-1]
}

// Play returns the state of a position for a player: its outcome and
// legal moves, with blocked the diagonal options the previous player has
// blocked ((p,m)-Wythoff with p > 1).
func (l *Lab) Play(gameSpec, pos string, blocked [][2]int) (PlayState, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return PlayState{}, err
	}
	return l.playState(s, pos, blocked)
}

func (l *Lab) playState(s *spec.Spec, pos string, blocked [][2]int) (PlayState, error) {
	st := PlayState{Game: s.Text, Position: strings.TrimSpace(pos), Moves: []Move{}}
	o, err := l.Outcome(baseText(s), pos) // Outcome applies the lab's alteration again
	if err != nil {
		return st, err
	}
	st.Outcome = o.Outcome
	if s.Record {
		r := s.Game.(imitation.Game).Rules
		state, err := s.ParseRecord(pos)
		if err != nil {
			return st, Bad(err)
		}
		st.Piles = state.Piles[:]
		mr, pr, maxRun := state.MoverRun, state.PrevRun, r.P-1
		st.MoverRun, st.PrevRun, st.MaxRun = &mr, &pr, &maxRun
		if state.WindowPile >= 0 {
			pile, lo, hi := 1-state.WindowPile, state.WindowAmount, state.WindowAmount+r.M-1
			st.WindowPile, st.WindowLow, st.WindowHigh = &pile, &lo, &hi
		}
		r.Each(state, func(pile, amount int, next imitation.State) {
			st.Moves = append(st.Moves, Move{To: st.Position + fmt.Sprintf("/%d,%d", next.Piles[0], next.Piles[1]),
				At: next.Piles[:], Imitation: r.Imitates(state, pile, amount)})
		})
		st.Over = len(st.Moves) == 0
		return st, nil
	}
	p, err := parsePosition(s, pos)
	if err != nil {
		return st, err
	}
	if s.IsSum() {
		parts, _ := s.Game.(game.Sum).Split(p)
		for _, q := range parts {
			st.Piles = append(st.Piles, q...)
		}
	} else {
		st.Piles = p
	}
	options := s.Game.Options(p)
	if len(options) > MaxPlayMoves {
		return st, Badf("%s at %s has %d moves; play positions with at most %d", s.Text, pos, len(options), MaxPlayMoves)
	}
	seen := map[string]bool{}
	w, isWythoff := wythoff.Unwrap(s.Game)
	for _, q := range options {
		if seen[q.Key()] {
			continue
		}
		seen[q.Key()] = true
		m := Move{To: positionText(s, q)}
		if s.Arity == 2 && !s.IsSum() {
			m.At = q
			m.Diagonal = isWythoff && p[0]-q[0] == p[1]-q[1]
			m.Blocked = m.Diagonal && w.P > 1 && slices.Contains(blocked, [2]int{q[0], q[1]})
		}
		st.Moves = append(st.Moves, m)
	}
	st.Over = len(st.Moves) == 0
	return st, nil
}

// baseText is the spec text without the alteration (Outcome re-applies
// the lab's alteration).
func baseText(s *spec.Spec) string {
	text, _, _ := strings.Cut(s.Text, " altered ")
	return text
}

// positionText writes a position in the CLI's syntax.
func positionText(s *spec.Spec, p game.Position) string {
	if s.IsSum() {
		parts, _ := s.Game.(game.Sum).Split(p)
		texts := make([]string, len(parts))
		for i, q := range parts {
			texts[i] = q.String()
		}
		return strings.Join(texts, " + ")
	}
	return p.String()
}

// Reply makes the computer's move from pos: a move to a P-position when
// there is one (perfect play), otherwise the move that removes the least,
// hoping for a mistake; with blocking, it then blocks the human's diagonal
// winning replies.
func (l *Lab) Reply(gameSpec, pos string, blocked [][2]int) (ReplyResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return ReplyResult{}, err
	}
	before, err := l.playState(s, pos, blocked)
	if err != nil {
		return ReplyResult{}, err
	}
	r := ReplyResult{Before: before, Blocks: [][2]int{}}
	if before.Over {
		return r, Badf("no move is left at %s: the game is over", pos)
	}
	var usable []Move
	for _, m := range before.Moves {
		if !m.Blocked {
			usable = append(usable, m)
		}
	}
	choice, winning := usable[0], false
	for _, m := range usable {
		st, err := l.playState(s, m.To, nil)
		if err != nil {
			return r, err
		}
		if st.Outcome == "P" {
			choice, winning = m, true
			break
		}
	}
	if !winning {
		choice = slowest(before.Piles, usable)
	}
	r.Move = choice
	r.State, err = l.playState(s, choice.To, nil)
	if err != nil {
		return r, err
	}
	if w, ok := wythoff.Unwrap(s.Game); ok && w.P > 1 && winning {
		// Block every diagonal move of the human to a P-position: there
		// are at most p-1 of them, since the computer moved to a P-position.
		for _, m := range r.State.Moves {
			if m.Diagonal && len(r.Blocks) < w.P-1 {
				if st, err := l.playState(s, m.To, nil); err == nil && st.Outcome == "P" {
					r.Blocks = append(r.Blocks, [2]int{m.At[0], m.At[1]})
				}
			}
		}
		r.State, _ = l.playState(s, choice.To, r.Blocks)
	}
	r.Explanation = explain(s, before, choice, winning)
	if r.State.Over {
		r.Explanation = "You have no move left, so you lose."
		if r.State.WindowPile != nil && r.State.MoverRun != nil && *r.State.MoverRun == *r.State.MaxRun {
			r.Explanation = fmt.Sprintf("Your only moves would imitate mine once more, your %d%s imitation in a row, and at most %d are allowed: you cannot move, so you lose.",
				*r.State.MaxRun+1, imitation.Ordinal(*r.State.MaxRun+1), *r.State.MaxRun)
		}
	}
	return r, nil
}

// slowest picks the move that removes the fewest tokens.
func slowest(piles []int, moves []Move) Move {
	best, bestLeft := moves[0], -1
	for _, m := range moves {
		left := 0
		for _, v := range m.At {
			left += v
		}
		if m.At == nil {
			left = len(m.To)
		}
		if left > bestLeft {
			best, bestLeft = m, left
		}
	}
	return best
}

// explain says in a sentence why the computer moved as it did.
func explain(s *spec.Spec, before PlayState, m Move, winning bool) string {
	if !winning {
		return "Every move from here leaves you a winning position, so I take as little as I can and hope you slip."
	}
	to := lastPosition(m.To)
	switch {
	case s.Family == "nim" || s.Family == "nimble" || s.Family == "hackenbush":
		heaps := make([]*big.Int, 0)
		for _, f := range strings.Split(to, ",") {
			v, _ := new(big.Int).SetString(strings.TrimSpace(f), 10)
			heaps = append(heaps, v)
		}
		return fmt.Sprintf("The nim-sum of %s is %s: every move you make breaks it and I can restore it (Bouton).", to, nim.ValueBig(heaps))
	case s.Family == "wythoff" && s.Alteration.Empty():
		if len(m.At) == 2 {
			a, b := min(m.At[0], m.At[1]), max(m.At[0], m.At[1])
			if s.Text == "wythoff" {
				return fmt.Sprintf("(%d,%d) is a Wythoff pair (A_%d, B_%d) = (floor(%d phi), floor(%d phi^2)): wherever you move the queen, I can move her to another pair, and (0,0) is the last.", a, b, b-a, b-a, b-a, b-a)
			}
			return fmt.Sprintf("(%d,%d) is a P-position of %s (Definition 3); I block your diagonal moves that would matter.", a, b, s.Text)
		}
	case s.Record:
		return fmt.Sprintf("%s is a P-position of %s after this history (Theorem 1): whatever you do, an answer is left for me.", to, s.Text)
	case s.IsSum():
		return fmt.Sprintf("The Grundy values of the components of %s xor to 0 (Sprague-Grundy).", to)
	}
	return fmt.Sprintf("%s is a P-position: every move from it leads to a position from which I can win.", to)
}
