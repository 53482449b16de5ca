package lab

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/games/wythoff"
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

// Outcome returns P or N for a position of a game.
func (l *Lab) Outcome(gameSpec, pos string) (OutcomeResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return OutcomeResult{}, err
	}
	r := OutcomeResult{Game: s.Text, Position: strings.TrimSpace(pos)}
	if s.Record {
		o, method, err := imitationOutcome(s, pos)
		r.Outcome, r.Method = o.String(), method
		return r, err
	}
	if g, ok := wythoff.Unwrap(s.Game); ok {
		x, y, err := bigPair(s, pos)
		if err != nil {
			return r, err
		}
		o, err := wythoffOutcome(g, x, y)
		r.Outcome = o.String()
		return r, err
	}
	if _, _, ok := columnGame(s); ok {
		p, err := parsePosition(s, pos)
		if err != nil {
			return r, err
		}
		o, err := columnOutcome(s, p)
		r.Outcome = o.String()
		return r, err
	}
	if s.Big && !s.IsSum() {
		heaps, err := bigValues(s, pos)
		if err != nil {
			return r, err
		}
		r.Outcome = game.Outcome(nim.ValueBig(heaps).Sign() != 0).String()
		return r, nil
	}
	p, err := parsePosition(s, pos)
	if err != nil {
		return r, err
	}
	e, err := l.evaluator(s, p)
	if err != nil {
		return r, err
	}
	o, err := e.outcome(p)
	r.Outcome = o.String()
	return r, err
}

// MovesResult is the answer of `mex moves`: every winning option. An option
// is an array of coordinates; for a sum, an array of the components'
// coordinate arrays.
type MovesResult struct {
	Game     string `json:"-"`
	Position string `json:"-"`
	Winning  []any  `json:"winning"`
	texts    []string
	// blocks is p-1 for (p,m)-Wythoff, blockable the number of winning
	// moves that remove the same number from both piles.
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
func (l *Lab) Moves(gameSpec, pos string) (MovesResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return MovesResult{}, err
	}
	r := MovesResult{Game: s.Text, Position: strings.TrimSpace(pos), Winning: []any{}}
	if s.Record {
		moves, imitates, err := imitationMoves(s, pos)
		for i, m := range moves {
			r.Winning = append(r.Winning, []int{m[0], m[1]})
			text := fmt.Sprintf("%d,%d", m[0], m[1])
			if imitates[i] {
				text += "  (an imitation)"
			}
			r.texts = append(r.texts, text)
		}
		return r, err
	}
	if g, ok := wythoff.Unwrap(s.Game); ok {
		x, y, err := bigPair(s, pos)
		if err != nil {
			return r, err
		}
		moves, diagonal, err := wythoffMoves(g, x, y)
		if err != nil {
			return r, err
		}
		for i, m := range moves {
			r.Winning = append(r.Winning, []*big.Int{m[0], m[1]})
			text := m[0].String() + "," + m[1].String()
			if diagonal[i] && g.Blocking() {
				text += "  (same number from both piles: the opponent may block it)"
				r.blockable++
			}
			r.texts = append(r.texts, text)
		}
		r.blocks = g.P - 1
		return r, nil
	}
	if _, _, ok := columnGame(s); ok {
		p, err := parsePosition(s, pos)
		if err != nil {
			return r, err
		}
		moves, err := columnMoves(s, p)
		for _, m := range moves {
			r.Winning = append(r.Winning, []int(m))
			r.texts = append(r.texts, m.String())
		}
		return r, err
	}
	if s.Big && !s.IsSum() {
		heaps, err := bigValues(s, pos)
		if err != nil {
			return r, err
		}
		for _, m := range nim.WinningMovesBig(heaps) {
			r.Winning = append(r.Winning, m)
			r.texts = append(r.texts, joinBig(m))
		}
		return r, nil
	}
	p, err := parsePosition(s, pos)
	if err != nil {
		return r, err
	}
	e, err := l.evaluator(s, p)
	if err != nil {
		return r, err
	}
	moves, err := e.winningMoves(p)
	if err != nil {
		return r, err
	}
	for _, m := range moves {
		if s.IsSum() {
			parts, _ := s.Game.(game.Sum).Split(m)
			js := make([][]int, len(parts))
			texts := make([]string, len(parts))
			for i, q := range parts {
				js[i] = []int(q)
				texts[i] = q.String()
			}
			r.Winning = append(r.Winning, js)
			r.texts = append(r.texts, strings.Join(texts, " + "))
			continue
		}
		r.Winning = append(r.Winning, []int(m))
		r.texts = append(r.texts, m.String())
	}
	return r, nil
}

func joinBig(v []*big.Int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = x.String()
	}
	return strings.Join(parts, ",")
}

// GrundyResult is the answer of `mex grundy GAME POS`.
type GrundyResult struct {
	Game     string   `json:"-"`
	Position string   `json:"-"`
	Grundy   *big.Int `json:"grundy"`
}

// Text states the value.
func (r GrundyResult) Text() string {
	return fmt.Sprintf("G(%s) = %s in %s", r.Position, r.Grundy, r.Game)
}

// Grundy returns the Sprague-Grundy value of a position.
func (l *Lab) Grundy(gameSpec, pos string) (GrundyResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return GrundyResult{}, err
	}
	r := GrundyResult{Game: s.Text, Position: strings.TrimSpace(pos)}
	if s.Record {
		return r, Badf("%s is a game with memory; it has outcomes, not Sprague-Grundy values", s.Text)
	}
	if s.Big && !s.IsSum() {
		heaps, err := bigValues(s, pos)
		if err != nil {
			return r, err
		}
		r.Grundy = nim.ValueBig(heaps)
		return r, nil
	}
	p, err := parsePosition(s, pos)
	if err != nil {
		return r, err
	}
	e, err := l.evaluator(s, p)
	if err != nil {
		return r, err
	}
	g, err := e.grundy(p)
	r.Grundy = big.NewInt(int64(g))
	return r, err
}

// ValuesResult is the answer of `mex grundy GAME --upto N`.
type ValuesResult struct {
	Game   string `json:"-"`
	Values []int  `json:"values"`
}

// Text prints the values in rows of ten, labelled by the first heap.
func (r ValuesResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Grundy values of %s, G(0..%d):", r.Game, len(r.Values)-1)
	for i, v := range r.Values {
		if i%10 == 0 {
			fmt.Fprintf(&b, "\n%6d:", i)
		}
		fmt.Fprintf(&b, " %d", v)
	}
	return b.String()
}

// Bfile prints the values as an OEIS b-file: "n a(n)" per line.
func (r ValuesResult) Bfile() string {
	var b strings.Builder
	for i, v := range r.Values {
		fmt.Fprintf(&b, "%d %d\n", i, v)
	}
	return b.String()
}

// GrundyUpto returns G(0..n) of a one-heap game.
func (l *Lab) GrundyUpto(gameSpec string, n int) (ValuesResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return ValuesResult{}, err
	}
	r := ValuesResult{Game: s.Text}
	if n < 0 {
		return r, Badf("--upto %d is negative", n)
	}
	if s.IsSum() || (s.Arity != 1 && s.Arity != 0) {
		return r, Badf("--upto needs a one-heap game; %s positions have %d coordinates (use --size for two piles)", s.Text, s.Arity)
	}
	if limit := l.limits().MaxValues; n > limit {
		return r, Badf("--upto %d would need about %s of memory; the limit is %d values", n, byteSize(int64(n)*8), limit)
	}
	seq, err := l.sequence(s, n)
	r.Values = seq
	return r, err
}

// sequence returns G(0..n) of a one-heap game.
func (l *Lab) sequence(s *spec.Spec, n int) ([]int, error) {
	if r, ok := octalRules(s); ok { // the sparse-space algorithm
		if n > MaxKeptValues {
			return nil, Badf("--upto %d keeps every value; beyond %d write them with --format bfile -o FILE (bounded memory)", n, MaxKeptValues)
		}
		sp, err := octal.Run(r, octal.RunOptions{Upto: n})
		if err != nil {
			return nil, err
		}
		values := make([]int, n+1)
		for i, v := range sp.Values() {
			values[i] = int(v)
		}
		return values, nil
	}
	type sequencer interface{ GrundySequence(int) []int }
	if g, ok := s.Game.(sequencer); ok {
		return g.GrundySequence(n), nil
	}
	e, err := l.evaluator(s, game.Position{n})
	if err != nil {
		return nil, err
	}
	values := make([]int, n+1)
	for i := range values {
		if values[i], err = e.grundy(game.Position{i}); err != nil {
			return nil, err
		}
	}
	return values, nil
}

func byteSize(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}
