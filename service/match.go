package service

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/spec"
)

// A Match is a game in play between a person and the computer, by the
// game's own rules: whose turn it is, the moves made, the options each
// player has blocked for the other (games with blocking: game.Blocker),
// what a game with memory remembers (its positions are records), undo, and
// who won when play is over (by the game's end of play: no move left, a
// declared position, misère play). The terminal's mex play drives one;
// the web page drives the same questions through /api/play and /api/reply.
// The computer plays perfectly: the fastest win, else the slowest loss
// (Smith's remoteness; see Reply).
type Match struct {
	svc   *Service
	game  *spec.Spec
	turns []turn
}

// turn is a position reached, the options blocked there for the player to
// move, and whether the computer is to move.
type turn struct {
	pos      string
	blocked  [][2]int
	computer bool
}

// NewMatch starts a match of the game s at start; computerFirst lets the
// computer move first. The position is checked by the game's rules.
func (svc *Service) NewMatch(s *spec.Spec, start string, computerFirst bool) (*Match, error) {
	m := &Match{svc: svc, game: s, turns: []turn{{pos: strings.TrimSpace(start), computer: computerFirst}}}
	if _, err := m.State(); err != nil {
		return nil, err
	}
	return m, nil
}

func (m *Match) now() *turn { return &m.turns[len(m.turns)-1] }

// Position returns the current position (for a game with memory, the
// whole record).
func (m *Match) Position() string { return m.now().pos }

// ComputersTurn reports whether the computer is to move.
func (m *Match) ComputersTurn() bool { return m.now().computer }

// Moves returns the positions reached after each move, in order.
func (m *Match) Moves() []string {
	out := make([]string, 0, len(m.turns)-1)
	for _, t := range m.turns[1:] {
		out = append(out, lastPosition(t.pos))
	}
	return out
}

// State returns what the player to move sees, with the options blocked
// for it.
func (m *Match) State() (PlayState, error) {
	t := m.now()
	return m.svc.Play(m.game, t.pos, t.blocked)
}

// Winner returns "you" or "computer" once play is over, by the game's
// rules, and "" while it goes on.
func (m *Match) Winner() (string, error) {
	st, err := m.State()
	if err != nil || !st.Over {
		return "", err
	}
	moverWins := st.MoverWins != nil && *st.MoverWins
	if m.ComputersTurn() == moverWins {
		return "computer", nil
	}
	return "you", nil
}

// Play makes the person's move: answer is a move's number in the state's
// list (from 1) or the position it leads to. Blocked and illegal moves are
// refused, and so is a move out of turn or after play is over.
func (m *Match) Play(answer string) error {
	if m.ComputersTurn() {
		return Badf("it is the computer's turn")
	}
	st, err := m.State()
	if err != nil {
		return err
	}
	if st.Over {
		return Badf("play is over at %s", lastPosition(st.Position))
	}
	next, ok := choose(st, strings.TrimSpace(answer))
	if !ok {
		return BadParameter("move", grammar.Quote(answer), "not a legal move here: want a move's number or the position it leads to")
	}
	m.turns = append(m.turns, turn{pos: next.To, computer: true})
	return nil
}

// Block blocks, for the computer's next move, the options of the current
// position that lead to the given piles: at most the game's block limit,
// each one the game lets be blocked (game.Blocker). It is the person's
// right after moving in a game with blocking, as the computer blocks
// after its own moves.
func (m *Match) Block(targets [][2]int) error {
	if !m.ComputersTurn() {
		return Badf("blocks are chosen for the computer's move, after yours")
	}
	st, err := m.svc.Play(m.game, m.now().pos, nil)
	if err != nil {
		return err
	}
	limit := 0
	if b, ok := m.game.Game.(game.Blocker); ok {
		limit = b.BlockLimit()
	}
	if len(targets) > limit {
		return BadParameter("blocks", len(targets), "at most %d options may be blocked here", limit)
	}
	for _, target := range targets {
		if !slices.ContainsFunc(st.Moves, func(mv Move) bool {
			return mv.Blockable && len(mv.At) == 2 && mv.At[0] == target[0] && mv.At[1] == target[1]
		}) {
			return BadParameter("block", fmt.Sprintf("%d,%d", target[0], target[1]), "not an option here that may be blocked")
		}
	}
	m.now().blocked = slices.Clone(targets)
	return nil
}

// Reply makes the computer's move: a winning move when there is one (and
// then the blocks that keep the person from winning back), else the
// slowest loss. It honours the person's blocks.
func (m *Match) Reply() (ReplyResult, error) {
	if !m.ComputersTurn() {
		return ReplyResult{}, Badf("it is your turn")
	}
	t := m.now()
	r, err := m.svc.Reply(m.game, t.pos, t.blocked)
	if err != nil || r.Move.To == "" { // an error, or play was over: no move
		return r, err
	}
	m.turns = append(m.turns, turn{pos: r.Move.To, blocked: r.Blocks})
	return r, nil
}

// Undo takes back the person's last move and the computer's reply to it,
// if any; it fails when no move of the person's is left to take back.
func (m *Match) Undo() error {
	for i := len(m.turns) - 1; i > 0; i-- {
		if m.turns[i].computer && !m.turns[i-1].computer { // the person moved from turns[i-1]
			m.turns = m.turns[:i]
			return nil
		}
	}
	return Badf("no move of yours to take back")
}

// choose finds the move a person named by its number or its position.
func choose(st PlayState, answer string) (Move, bool) {
	if k, err := strconv.Atoi(answer); err == nil && k >= 1 && k <= len(st.Moves) {
		mv := st.Moves[k-1]
		return mv, !mv.Blocked
	}
	norm := strings.ReplaceAll(answer, " ", "")
	for _, mv := range st.Moves {
		if strings.ReplaceAll(lastPosition(mv.To), " ", "") == norm && !mv.Blocked {
			return mv, true
		}
	}
	return Move{}, false
}
