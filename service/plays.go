package service

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// OutcomeResult is the answer of `mex outcome`.
type OutcomeResult struct {
	Game     string `json:"-"`
	Position string `json:"-"`
	Outcome  string `json:"outcome"`
	Method   string `json:"-"`
}

// Text explains the outcome in a sentence.
func (r OutcomeResult) Text() string {
	if r.Outcome == "P" {
		return fmt.Sprintf("P: in %s at %s the player to move loses against perfect play%s", r.Game, r.Position, r.method())
	}
	return fmt.Sprintf("N: in %s at %s the player to move wins (see mex moves)%s", r.Game, r.Position, r.method())
}

func (r OutcomeResult) method() string {
	if r.Method == "" {
		return ""
	}
	return "; " + r.Method
}

// Outcome returns P or N for a position of a game, through the game's
// fastest path (game.Engine).
func (svc *Service) Outcome(s *spec.Spec, pos string) (OutcomeResult, error) {
	e := svc.engine(s)
	r := OutcomeResult{Game: s.Text, Position: strings.TrimSpace(pos)}
	pt, err := svc.point(s, e, pos)
	if err != nil {
		return r, err
	}
	o, err := svc.outcome(e, pt)
	r.Outcome = o.String()
	if m, ok := s.Game.(game.OutcomeMethoder); ok && err == nil && pt.pos != nil {
		r.Method = m.OutcomeMethod(svc.context(), pt.pos)
	}
	return r, err
}

// outcome answers a parsed position after admitting its cost.
func (svc *Service) outcome(e *game.Engine, pt point) (game.Outcome, error) {
	if pt.pos == nil {
		o, err := e.OutcomeBig(svc.context(), pt.big)
		return o, result(err)
	}
	if err := svc.admit("the outcome of "+pt.text, e.Cost(game.OpOutcome, pt.pos)); err != nil {
		return game.P, err
	}
	o, err := e.Outcome(svc.context(), pt.pos)
	return o, result(err)
}

// MovesResult is the answer of `mex moves`: every winning option. An option
// is an array of coordinates; for a sum, an array of the components'
// coordinate arrays.
type MovesResult struct {
	Game     string `json:"-"`
	Position string `json:"-"`
	Winning  []any  `json:"winning"`
	texts    []string
	// blocks is how many options the previous player may block
	// (game.Blocker), blockable the number of winning moves it may block.
	blocks, blockable int
}

// Text lists the winning moves, one per line.
func (r MovesResult) Text() string {
	if len(r.texts) == 0 {
		if r.blocks > 0 {
			return fmt.Sprintf("no move to a P-position: %s at %s is a P-position", r.Game, r.Position)
		}
		return fmt.Sprintf("no winning move: %s at %s is a P-position", r.Game, r.Position)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d move(s) to a P-position in %s from %s:", len(r.texts), r.Game, r.Position)
	for _, t := range r.texts {
		fmt.Fprintf(&b, "\n  -> %s", t)
	}
	if r.blockable > 0 {
		unblockable := len(r.texts) - r.blockable
		verdict := "the mover wins"
		if unblockable == 0 && r.blockable <= r.blocks {
			verdict = fmt.Sprintf("the previous player can block all %d of them (up to %d blocks), so the mover loses", r.blockable, r.blocks)
		}
		fmt.Fprintf(&b, "\n%s", verdict)
	}
	return b.String()
}

// Moves returns every winning option of a position.
func (svc *Service) Moves(s *spec.Spec, pos string) (MovesResult, error) {
	e := svc.engine(s)
	r := MovesResult{Game: s.Text, Position: strings.TrimSpace(pos), Winning: []any{}}
	pt, err := svc.point(s, e, pos)
	if err != nil {
		return r, err
	}
	blocker, _ := s.Game.(game.Blocker)
	if blocker != nil {
		r.blocks = blocker.BlockLimit()
	}
	if rules, ok := hugeHeaps(s, pt); ok { // a heap beyond any option list: the proven period answers
		return svc.hugeMoves(s, e, rules, pt, r)
	}
	if pt.big != nil && (pt.pos == nil || e.SupportsBig()) {
		if err := svc.holdMoves(s, pt); err != nil {
			return r, err
		}
		moves, err := e.WinningMovesBig(svc.context(), pt.big)
		if err != nil {
			return r, result(err)
		}
		for _, m := range moves {
			r.Winning = append(r.Winning, m)
			text := joinBig(m)
			if r.blocks > 0 && blockableBig(blocker, pt.big, m) {
				text += "  (the opponent may block it)"
				r.blockable++
			}
			r.texts = append(r.texts, text)
		}
		return r, nil
	}
	if err := svc.admit("the winning moves from "+pt.text, e.Cost(game.OpWinningMoves, pt.pos)); err != nil {
		return r, err
	}
	moves, err := e.WinningMoves(svc.context(), pt.pos)
	if err != nil {
		return r, result(err)
	}
	if err := svc.answerFits(pt, moves); err != nil {
		return r, err
	}
	memory, _ := s.Game.(game.Rememberer)
	for _, m := range moves {
		switch {
		case s.IsSum():
			texts, parts := sumParts(s, m)
			r.Winning = append(r.Winning, parts)
			r.texts = append(r.texts, strings.Join(texts, " + "))
		case s.Shape == game.Record:
			text := game.FormatPosition(s.Game, m)
			r.Winning = append(r.Winning, coordinatesOrText(text))
			if memory != nil && memory.MoveImitates(pt.pos, m) {
				text += "  (an imitation)"
			}
			r.texts = append(r.texts, text)
		case s.Shape == game.Graph:
			text := game.FormatPosition(s.Game, m) // a graph as its codec writes it
			r.Winning = append(r.Winning, text)
			r.texts = append(r.texts, text)
		default:
			r.Winning = append(r.Winning, []int(m))
			r.texts = append(r.texts, m.String())
		}
	}
	return r, nil
}

// holdMoves admits the winning moves of a position of any size before
// they are computed: the game bounds their number (game.WinningMovesBounder;
// one a coordinate and two more for games that do not say), each is at
// most twice as long as the position, and the answer, held as integers,
// as text and as JSON, must fit the memory limit, which it reserves from
// the request's account, and its text the limit of an answer. Fibonacci
// Nim at 10^30000 has up to 72000 winning moves of 60000 digits: 4 GB of
// text for a 20-byte request.
func (svc *Service) holdMoves(s *spec.Spec, pt point) error {
	count := int64(len(pt.big)) + 2
	if b, ok := s.Game.(game.WinningMovesBounder); ok {
		count = b.WinningMovesBound(pt.big)
	}
	var digits int64 // the position written out: its digits and commas
	for _, v := range pt.big {
		digits += int64(float64(v.BitLen())*math.Log10(2)) + 2
	}
	perMove := 2*digits + 16
	text := satMul(count, perMove)
	what := fmt.Sprintf("up to %d moves of up to %d digits", count, 2*digits)
	if limit := svc.limits().MaxAnswer; text > limit {
		return Badf("the winning moves from %s would be about %s long (%s); answers are limited to %s", shorten(pt.text), byteSize(text), what, byteSize(limit))
	}
	// Held three times: as integers (a digit takes under half a byte, and
	// each has its header), as text, and as the JSON or lines written.
	return svc.hold("the winning moves from "+shorten(pt.text), game.Cost{Bytes: satMul(text, 3), Steps: count, What: what})
}

// answerFits refuses winning moves whose answer would pass the limit of
// an answer, before they are written out: their coordinates were held
// within the memory the estimate admitted, but as text and JSON the many
// moves of a large position (a sum of many heaps) may still make a long
// answer.
func (svc *Service) answerFits(pt point, moves []game.Position) error {
	var text int64
	for _, m := range moves {
		for _, v := range m {
			text += 2 // a separator, and a digit
			for ; v >= 10; v /= 10 {
				text++
			}
		}
	}
	if limit := svc.limits().MaxAnswer; text > limit {
		return Badf("the %d winning moves from %s would be about %s long; answers are limited to %s", len(moves), shorten(pt.text), byteSize(text), byteSize(limit))
	}
	return nil
}

// satMul is a*b for a, b >= 0, or the largest int64 when it overflows.
func satMul(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

// blockableBig reports whether the move from from to to may be blocked,
// for moves whose coordinates fit an int (larger ones are never listed
// with blocks: blocking games are computed below 2^62).
func blockableBig(b game.Blocker, from, to []*big.Int) bool {
	p, ok1 := fitInt(from)
	q, ok2 := fitInt(to)
	return b != nil && ok1 && ok2 && b.Blockable(p, q)
}

// coordinatesOrText returns a position's text as its coordinates when it
// is numbers joined by commas (the JSON of a record's entry), else as is.
func coordinatesOrText(text string) any {
	var out []int
	for _, f := range strings.Split(text, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return text
		}
		out = append(out, v)
	}
	return out
}

func joinBig(v []*big.Int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = x.String()
	}
	return strings.Join(parts, ",")
}
