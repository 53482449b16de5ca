package service

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// Move is a legal move of the player to move, as the position it leads to.
type Move struct {
	To string `json:"to"` // the new position (for a record: the whole record)
	// At is the new piles of a two-pile game, for boards.
	At []int `json:"at,omitempty"`
	// Diagonal marks a move that removes the same number from both piles;
	// Blockable one the previous player may block (game.Blocker), Blocked
	// one it has blocked; Imitation a move that imitates (game.Rememberer).
	Diagonal  bool `json:"diagonal,omitempty"`
	Blockable bool `json:"blockable,omitempty"`
	Imitation bool `json:"imitation,omitempty"`
	Blocked   bool `json:"blocked,omitempty"`
	pos       game.Position
}

// PlayState is what a player sees: the position, whose turn it is to
// win, the legal moves and, for Imitation Nim, the imitation counters.
type PlayState struct {
	Game     string `json:"game"`
	Position string `json:"position"`
	// Written is a graph's position as the game writes it (edges:…), so
	// that a board draws path:12 or stalks:3,5 without knowing those
	// names; "" for other shapes.
	Written string `json:"written,omitempty"`
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
	// Move is the computer's move; absent (the zero Move) when play was
	// already over at the position asked about.
	Move        Move      `json:"move,omitzero"`
	Blocks      [][2]int  `json:"blocks"`
	Explanation string    `json:"explanation"`
	State       PlayState `json:"state"`
	Before      PlayState `json:"-"`
	// Over is set when play is over after the reply: the computer's move
	// ended it, or it was over already (a finished game is a state, not
	// an error: then there is no move, State is the position asked about
	// and the computer is the player to move there). Winner is then "you"
	// or "computer", by the game's rules.
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
	if r.Move.To == "" {
		return r.Explanation
	}
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
func (svc *Service) Play(s *spec.Spec, pos string, blocked [][2]int) (PlayState, error) {
	return svc.playState(s, svc.engine(s), pos, blocked)
}

// playState lists the moves of pos; every question goes through e, so one
// request solves the game once.
func (svc *Service) playState(s *spec.Spec, e *game.Engine, pos string, blocked [][2]int) (PlayState, error) {
	st := PlayState{Game: s.Text, Position: strings.TrimSpace(pos), Moves: []Move{}}
	pt, err := svc.point(s, e, pos)
	if err != nil {
		return st, err
	}
	if pt.pos == nil {
		return st, Badf("%s at %s: positions with numbers this large are answered by mex outcome and mex moves, not played (their moves cannot be listed)", s.Text, shorten(pt.text))
	}
	if s.Shape == game.Graph {
		st.Written = game.FormatPosition(s.Game, pt.pos)
	}
	cost := e.Cost(game.OpOptions, pt.pos)
	if limit := int64(svc.limits().MaxMoves); cost.Steps > 4*limit {
		return st, Badf("%s at %s has about %d moves (%s); play positions with at most %d", s.Text, shorten(pt.text), cost.Steps, cost.What, limit)
	}
	if err := svc.admit("listing the moves of "+shorten(pt.text), cost); err != nil {
		return st, err
	}
	o, err := svc.outcome(e, pt)
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
	if s.Shape == game.Record {
		return svc.recordState(s, pt, st)
	}
	switch {
	case s.IsSum():
		parts, _ := s.Sum().Split(pt.pos)
		for _, q := range parts {
			st.Piles = append(st.Piles, q...)
		}
	case s.Shape != game.Graph: // a graph has no piles: its moves say what they leave
		st.Piles = pt.pos
	}
	if over {
		return st, nil
	}
	options := s.Game.Options(pt.pos)
	if len(options) > svc.limits().MaxMoves {
		return st, Badf("%s at %s has %d moves; play positions with at most %d", s.Text, shorten(pt.text), len(options), svc.limits().MaxMoves)
	}
	blocker, _ := s.Game.(game.Blocker)
	seen := map[string]bool{}
	p := pt.pos
	for _, q := range options {
		if seen[q.Key()] {
			continue
		}
		seen[q.Key()] = true
		m := Move{To: positionText(s, q), pos: q}
		if s.Shape == game.TwoPiles {
			m.At = q
			m.Diagonal = p[0]-q[0] == p[1]-q[1]
		}
		if blocker != nil && blocker.BlockLimit() > 0 && blocker.Blockable(p, q) {
			m.Blockable = true
			m.Blocked = len(q) == 2 && slices.Contains(blocked, [2]int{q[0], q[1]})
		}
		st.Moves = append(st.Moves, m)
	}
	return st, nil
}

// recordState fills the state of a game with memory: what it remembers
// and the moves, each marked when it imitates.
func (svc *Service) recordState(s *spec.Spec, pt point, st PlayState) (PlayState, error) {
	st.Piles = coordinates(game.FormatPosition(s.Game, pt.pos))
	if memory, ok := s.Game.(game.Rememberer); ok {
		m := memory.Remember(pt.pos)
		mr, pr, maxRun := m.MoverRun, m.PrevRun, m.MaxRun
		st.MoverRun, st.PrevRun, st.MaxRun = &mr, &pr, &maxRun
		if m.WindowPile >= 0 {
			pile, lo, hi := m.WindowPile, m.WindowLow, m.WindowHigh
			st.WindowPile, st.WindowLow, st.WindowHigh = &pile, &lo, &hi
		}
	}
	if st.Over {
		return st, nil
	}
	memory, _ := s.Game.(game.Rememberer)
	for _, q := range s.Game.Options(pt.pos) {
		m := Move{To: game.ExtendRecord(s.Game, st.Position, q), At: coordinates(game.FormatPosition(s.Game, q)), pos: q}
		m.Imitation = memory != nil && memory.MoveImitates(pt.pos, q)
		st.Moves = append(st.Moves, m)
	}
	return st, nil
}

// coordinates reads a position written as numbers joined by commas, or
// returns nil.
func coordinates(text string) []int {
	v, ok := coordinatesOrText(text).([]int)
	if !ok {
		return nil
	}
	return v
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
		texts, _ := sumParts(s, p)
		return strings.Join(texts, " + ")
	}
	return game.FormatPosition(s.Game, p)
}

// sumParts writes each component of a position of the sum s as its game
// writes it (a graph as edges:…, not as the numbers the sum holds), and
// for JSON its coordinates, or that text where the game has a codec.
func sumParts(s *spec.Spec, p game.Position) (texts []string, parts []any) {
	sum := s.Sum()
	split, _ := sum.Split(p)
	for i, q := range split {
		if _, ok := game.CodecOf(sum.Components[i]); ok {
			text := game.FormatPosition(sum.Components[i], q)
			texts, parts = append(texts, text), append(parts, coordinatesOrText(text))
			continue
		}
		texts, parts = append(texts, q.String()), append(parts, []int(q))
	}
	return texts, parts
}

// Reply makes the computer's move from pos: a move to a P-position when
// there is one (perfect play), otherwise the move that removes the least,
// hoping for a mistake; with blocking, it then blocks the human's diagonal
// winning replies. The position is solved once: the winning moves, the
// state after the move and the blocks all come from one engine. When play
// is over at pos, Reply makes no move and says who has won, the computer
// being the player to move there.
func (svc *Service) Reply(s *spec.Spec, pos string, blocked [][2]int) (ReplyResult, error) {
	e := svc.engine(s)
	ctx := svc.context()
	before, err := svc.playState(s, e, pos, blocked)
	if err != nil {
		return ReplyResult{}, err
	}
	r := ReplyResult{Before: before, Blocks: [][2]int{}}
	if before.Over {
		r.State, r.Over, r.Winner = before, true, "you"
		if *before.MoverWins {
			r.Winner = "computer"
		}
		r.Explanation = fmt.Sprintf("There is nothing to play at %s: %s; %s.", lastPosition(before.Position), overText(before, "the player to move"),
			map[string]string{"you": "you win", "computer": "the computer wins"}[r.Winner])
		return r, nil
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
		choice = svc.slowest(s, usable)
	}
	r.Move = choice
	if r.State, err = svc.playState(s, e, choice.To, nil); err != nil {
		return r, err
	}
	if b, ok := s.Game.(game.Blocker); ok && b.BlockLimit() > 0 && wins && !r.State.Over {
		// Block every blockable move of the human to a P-position: there
		// are at most BlockLimit of them, since the computer moved to a
		// P-position.
		replies, err := e.WinningMoves(ctx, choice.pos)
		if err != nil {
			return r, result(err)
		}
		for _, q := range replies {
			if b.Blockable(choice.pos, q) && len(q) == 2 && len(r.Blocks) < b.BlockLimit() {
				r.Blocks = append(r.Blocks, [2]int{q[0], q[1]})
			}
		}
		if r.State, err = svc.playState(s, e, choice.To, r.Blocks); err != nil {
			return r, err
		}
	}
	r.Explanation = "Every move from here leaves you a winning position, so I play the slowest loss and hope you slip."
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
		if x, ok := s.Game.(game.EndExplainer); ok && !*r.State.MoverWins {
			if why := x.ExplainEnd(choice.pos); why != "" {
				r.Explanation = why
			}
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
		case wins && st.stuck:
			return fmt.Sprintf("You have no move left at %s, and by this game's rules the player who cannot move there wins: you win.", lastPosition(st.Position))
		case wins:
			return fmt.Sprintf("Play ends at %s, a position declared N: the player to move there wins, so you win.", lastPosition(st.Position))
		case !st.stuck:
			return fmt.Sprintf("Play ends at %s, a position declared P: the player to move there loses, so you lose.", lastPosition(st.Position))
		}
		return "You have no move left, so you lose."
	}
	switch {
	case wins && st.stuck:
		return "no move is left, and by this game's rules the player to move has won"
	case wins:
		return "play ends here (a declared position): the player to move has won"
	case !st.stuck:
		return "play ends here (a declared position): the player to move has lost"
	}
	return "no move is left: the player to move has lost"
}

// MaxRemotenessPositions bounds the positions solved to find the
// slowest loss; beyond it the losing side keeps the most tokens.
const MaxRemotenessPositions = 200_000

// slowest picks the losing side's move: the option of largest remoteness
// (Smith's slowest loss) when the game ends under normal play and the
// positions below are few, else the option that keeps the most tokens.
func (svc *Service) slowest(s *spec.Spec, moves []Move) Move {
	solver, err := game.NewRemoteness(s.Game, MaxRemotenessPositions)
	if err != nil {
		return mostTokens(moves)
	}
	best, bestScore := moves[0], -1
	for _, m := range moves { // one memo for all the options: what lies below them is shared
		score, err := solver.Of(svc.context(), m.pos)
		if err != nil {
			return mostTokens(moves)
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// mostTokens picks the move whose position keeps the most tokens.
func mostTokens(moves []Move) Move {
	best, bestLeft := moves[0], -1
	for _, m := range moves {
		left := 0
		for _, v := range m.pos {
			left += v
		}
		if m.At != nil {
			left = 0
			for _, v := range m.At {
				left += v
			}
		}
		if left > bestLeft {
			best, bestLeft = m, left
		}
	}
	return best
}
