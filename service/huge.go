package service

import (
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/spec"
)

// hugeHeaps reports whether the winning moves of pt in s are read off the
// proven period of a heap game (game.HugeHeapMover: octal games) rather
// than by valuing every option: normal play at a heap so large that the
// options alone would be more than any limit.
func hugeHeaps(s *spec.Spec, pt point) (game.HugeHeapMover, bool) {
	m, ok := s.Game.(game.HugeHeapMover)
	if !ok || pt.big == nil || s.Shape != game.Heaps && s.Shape != game.OneHeap {
		return nil, false
	}
	least, ok := m.HugeHeap()
	if !ok {
		return nil, false
	}
	for _, h := range pt.big {
		if h.Cmp(least) >= 0 {
			return m, true
		}
	}
	return nil, false
}

// hugeMoves answers the winning moves of an octal game at a huge heap from
// its proven period: listed when they are few (at most MaxMoves, within
// the limit of an answer), else refused with their exact number, which
// the period gives. Without a proven period the sequence refuses, saying so.
func (svc *Service) hugeMoves(s *spec.Spec, e *game.Engine, r game.HugeHeapMover, pt point, res MovesResult) (MovesResult, error) {
	largest := pt.big[0]
	for _, h := range pt.big {
		if h.Cmp(largest) > 0 {
			largest = h
		}
	}
	seq, err := e.HeapSequence(svc.context(), largest) // refuses, saying why, where no period is proven
	if err != nil {
		return res, result(err)
	}
	most := svc.limits().MaxMoves
	h, err := r.WinningMovesHuge(svc.context(), seq, pt.big, most)
	if err != nil {
		return res, result(err)
	}
	if h.Moves == nil && h.Count.Sign() > 0 {
		why := fmt.Sprintf("more than the %d listed", most)
		if h.Periodic {
			why = fmt.Sprintf("whole residue classes of splits of a huge heap into two heaps of the period %d (from heap %d, proven), too many to list", h.Period, h.Preperiod)
		}
		return res, Badf("%s at %s has %s winning moves: %s", s.Text, shorten(pt.text), grammar.Elide(h.Count.String()), why)
	}
	if err := svc.holdMoves(s, pt); err != nil {
		return res, err
	}
	for _, m := range h.Moves {
		res.Winning = append(res.Winning, m)
		res.texts = append(res.texts, joinBig(m))
	}
	return res, nil
}

// parsePosition is spec's ParsePosition, with the refusal of a coordinate
// beyond 2^62 saying what is and is not proven: in misère play, and for
// misère simplest forms, mex verifies no eventual period (the genus and
// the quotients are computed up to small heaps), so a huge heap is not
// answered, whereas normal play answers it by a proven period.
// misere says the answer is one of misère play (a misère simplest form is,
// even of a game under normal play).
func parsePosition(s *spec.Spec, text string, misere bool) (game.Position, error) {
	p, err := s.ParsePosition(text)
	if err == nil {
		return p, nil
	}
	if v, berr := s.ParseBig(text); berr == nil && !s.IsSum() && (misere || s.MiserePlay) {
		for _, x := range v {
			if x.Cmp(big.NewInt(spec.MaxCoordinate)) > 0 {
				return nil, Badf("%s at %s: heaps of more than 2^62 are answered only where a period is proven, and mex proves none for misère play (its genera and quotients are computed up to small heaps; no eventual period of them is verified), so %s is not answered", s.Text, shorten(text), grammar.Elide(x.String()))
			}
		}
	}
	return nil, Bad(fmt.Errorf("%s: %w", s.Text, err))
}
