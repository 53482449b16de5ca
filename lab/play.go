package lab

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
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
	pos       game.Position
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
	// Over is set when play has ended, by the game's rules (no move
	// left, or a declared position of an altered game); MoverWins then
	// says whether the player to move has won (misère play, a position
	// declared N) or lost.
	Over      bool  `json:"over"`
	MoverWins *bool `json:"mover_wins,omitempty"`
	// Imitation Nim: the runs of imitations and the imitation window.
	MoverRun   *int `json:"mover_run,omitempty"`
	PrevRun    *int `json:"prev_run,omitempty"`
	WindowPile *int `json:"window_pile,omitempty"`
	WindowLow  *int `json:"window_low,omitempty"`
	WindowHigh *int `json:"window_high,omitempty"`
	MaxRun     *int `json:"max_run,omitempty"`
	pos        game.Position
	stuck      bool // no move is left
}

// ReplyResult is the computer's move, its announced blocks and its reason.
type ReplyResult struct {
	Move        Move      `json:"move"`
	Blocks      [][2]int  `json:"blocks"`
	Explanation string    `json:"explanation"`
	State       PlayState `json:"state"`
	Before      PlayState `json:"-"`
	// Over is set when the computer's move ended play; Winner is then
	// "you" or "computer", by the game's rules.
	Over   bool   `json:"over"`
	Winner string `json:"winner,omitempty"`
}

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
		b.WriteString("\n" + overText(st, "the player to move"))
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
// blocked ((p,m)-Wythoff with p > 1), and whether play is over and who
// won, by the game's rules.
func (l *Lab) Play(gameSpec, pos string, blocked [][2]int) (PlayState, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return PlayState{}, err
	}
	return l.playState(s, l.engine(s), pos, blocked)
}

// playState lists the moves of pos; every question goes through e, so one
// request solves the game once.
func (l *Lab) playState(s *spec.Spec, e *game.Engine, pos string, blocked [][2]int) (PlayState, error) {
	st := PlayState{Game: s.Text, Position: strings.TrimSpace(pos), Moves: []Move{}}
	pt, err := l.point(s, e, pos)
	if err != nil {
		return st, err
	}
	if pt.pos == nil {
		return st, Badf("%s at %s: positions with numbers this large are answered by mex outcome and mex moves, not played (their moves cannot be listed)", s.Text, shorten(pt.text))
	}
	cost := e.Cost(game.OpOptions, pt.pos)
	if limit := int64(l.limits().MaxMoves); cost.Steps > 4*limit {
		return st, Badf("%s at %s has about %d moves (%s); play positions with at most %d", s.Text, shorten(pt.text), cost.Steps, cost.What, limit)
	}
	if err := l.admit("listing the moves of "+shorten(pt.text), cost); err != nil {
		return st, err
	}
	o, err := l.outcome(e, pt)
	if err != nil {
		return st, err
	}
	st.Outcome = o.String()
	over, moverWins := e.End(pt.pos)
	st.Over, st.pos = over, pt.pos
	if over {
		st.MoverWins = &moverWins
		st.stuck = len(s.Game.Options(pt.pos)) == 0
	}
	if s.Record {
		return l.recordState(s, pt, st)
	}
	if s.IsSum() {
		parts, _ := s.Sum().Split(pt.pos)
		for _, q := range parts {
			st.Piles = append(st.Piles, q...)
		}
	} else {
		st.Piles = pt.pos
	}
	if over {
		return st, nil
	}
	options := s.Game.Options(pt.pos)
	if len(options) > l.limits().MaxMoves {
		return st, Badf("%s at %s has %d moves; play positions with at most %d", s.Text, shorten(pt.text), len(options), l.limits().MaxMoves)
	}
	_, blocking := s.Game.(blocker)
	seen := map[string]bool{}
	p := pt.pos
	for _, q := range options {
		if seen[q.Key()] {
			continue
		}
		seen[q.Key()] = true
		m := Move{To: positionText(s, q), pos: q}
		if s.Arity == 2 && !s.IsSum() {
			m.At = q
			m.Diagonal = p[0]-q[0] == p[1]-q[1]
			m.Blocked = blocking && m.Diagonal && slices.Contains(blocked, [2]int{q[0], q[1]})
		}
		st.Moves = append(st.Moves, m)
	}
	return st, nil
}

// recordState fills the state of a game with memory: the imitation
// counters and the moves, each marked when it imitates.
func (l *Lab) recordState(s *spec.Spec, pt point, st PlayState) (PlayState, error) {
	r := s.Game.(imitation.Game).Rules
	state := imitation.Decode(pt.pos)
	st.Piles = state.Piles[:]
	mr, pr, maxRun := state.MoverRun, state.PrevRun, r.P-1
	st.MoverRun, st.PrevRun, st.MaxRun = &mr, &pr, &maxRun
	if state.WindowPile >= 0 {
		pile, lo, hi := 1-state.WindowPile, state.WindowAmount, state.WindowAmount+r.M-1
		st.WindowPile, st.WindowLow, st.WindowHigh = &pile, &lo, &hi
	}
	if st.Over {
		return st, nil
	}
	r.Each(state, func(pile, amount int, next imitation.State) {
		st.Moves = append(st.Moves, Move{To: st.Position + fmt.Sprintf("/%d,%d", next.Piles[0], next.Piles[1]),
			At: next.Piles[:], Imitation: r.Imitates(state, pile, amount), pos: imitation.Encode(next)})
	})
	return st, nil
}

// shorten cuts a long input to about 80 characters for messages.
func shorten(text string) string {
	if len(text) <= 80 {
		return text
	}
	return text[:60] + fmt.Sprintf("… (%d characters)", len(text))
}

// positionText writes a position in the CLI's syntax.
func positionText(s *spec.Spec, p game.Position) string {
	if s.IsSum() {
		parts, _ := s.Sum().Split(p)
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
// winning replies. The position is solved once: the winning moves, the
// state after the move and the blocks all come from one engine.
func (l *Lab) Reply(gameSpec, pos string, blocked [][2]int) (ReplyResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return ReplyResult{}, err
	}
	e := l.engine(s)
	ctx := l.context()
	before, err := l.playState(s, e, pos, blocked)
	if err != nil {
		return ReplyResult{}, err
	}
	r := ReplyResult{Before: before, Blocks: [][2]int{}}
	if before.Over {
		return r, Badf("play is over at %s: %s", shorten(pos), overText(before, "the player to move"))
	}
	winning, err := e.WinningMoves(ctx, before.pos)
	if err != nil {
		return r, result(err)
	}
	isWinning := map[string]bool{}
	for _, q := range winning {
		isWinning[q.Key()] = true
	}
	var usable []Move
	for _, m := range before.Moves {
		if !m.Blocked {
			usable = append(usable, m)
		}
	}
	choice, wins := usable[0], false
	for _, m := range usable {
		if isWinning[m.pos.Key()] {
			choice, wins = m, true
			break
		}
	}
	if !wins {
		choice = slowest(usable)
	}
	r.Move = choice
	if r.State, err = l.playState(s, e, choice.To, nil); err != nil {
		return r, err
	}
	if b, ok := s.Game.(blocker); ok && b.BlockLimit() > 0 && wins && !r.State.Over {
		// Block every diagonal move of the human to a P-position: there
		// are at most p-1 of them, since the computer moved to a P-position.
		replies, err := e.WinningMoves(ctx, choice.pos)
		if err != nil {
			return r, result(err)
		}
		for _, q := range replies {
			if choice.pos[0]-q[0] == choice.pos[1]-q[1] && len(r.Blocks) < b.BlockLimit() {
				r.Blocks = append(r.Blocks, [2]int{q[0], q[1]})
			}
		}
		if r.State, err = l.playState(s, e, choice.To, r.Blocks); err != nil {
			return r, err
		}
	}
	r.Explanation = "Every move from here leaves you a winning position, so I take as little as I can and hope you slip."
	if wins {
		r.Explanation = e.Explain(before.pos, choice.pos)
	}
	if r.State.Over {
		r.Over = true
		r.Winner = "computer"
		if *r.State.MoverWins {
			r.Winner = "you"
		}
		r.Explanation = overText(r.State, "you")
		if !*r.State.MoverWins && r.State.WindowPile != nil && r.State.MoverRun != nil && *r.State.MoverRun == *r.State.MaxRun {
			r.Explanation = fmt.Sprintf("Your only moves would imitate mine once more, your %d%s imitation in a row, and at most %d are allowed: you cannot move, so you lose.",
				*r.State.MaxRun+1, imitation.Ordinal(*r.State.MaxRun+1), *r.State.MaxRun)
		}
	}
	return r, nil
}

// EndText says why play is over and whether the player to move has won.
func (st PlayState) EndText() string { return overText(st, "the player to move") }

// overText says who won when play is over, by the game's rules; mover
// names the player to move ("you" when the computer just moved).
func overText(st PlayState, mover string) string {
	wins := st.MoverWins != nil && *st.MoverWins
	if mover == "you" {
		switch {
		case wins:
			return fmt.Sprintf("You have no move left at %s, and by this game's rules the player who cannot move there wins: you win.", lastPosition(st.Position))
		}
		return "You have no move left, so you lose."
	}
	switch {
	case wins && st.stuck:
		return "no move is left, and by this game's rules the player to move has won"
	case wins:
		return "play ends here: the player to move has won"
	}
	return "no move is left: the player to move has lost"
}

// slowest picks the move that removes the fewest tokens.
func slowest(moves []Move) Move {
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
