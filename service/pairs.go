package service

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/spec"
)

// bytesPerPair is the peak memory of one listed pair (two big integers,
// its index and its text or JSON), measured at 10^6 pairs: 560 MB; at
// 7·10^6 pairs 4.7 GB (670 bytes a pair), hence 700.
const bytesPerPair = 700

// PPositionsByIndex returns the pairs (a_i, b_i), i = from..from+count-1,
// of a game of the Wythoff family, in index order.
func (svc *Service) PPositionsByIndex(s *spec.Spec, from string, count int) (PositionsResult, error) {
	r := PositionsResult{Game: s.Text, Positions: []any{}}
	indexer, ok := s.Game.(game.PairIndexer)
	if !ok {
		return r, BadParameter("count", count, "lists indexed P-positions, which %s does not have (its P-positions are listed in a box up to a size)", s.Text)
	}
	if count < 0 || count > svc.limits().MaxValues {
		return r, BadParameter("count", count, "out of range 0..%d", svc.limits().MaxValues)
	}
	start, ok := new(big.Int).SetString(from, 10)
	if !ok || start.Sign() < 0 {
		return r, BadParameter("from", grammar.Quote(from), "want a non-negative whole number")
	}
	if err := svc.hold(fmt.Sprintf("%d pairs", count), game.Cost{Bytes: int64(count) * bytesPerPair, Steps: int64(count), What: fmt.Sprintf("%d pairs as integers of any size and their text", count)}); err != nil {
		return r, err
	}
	pairs, err := indexer.Pairs(svc.context(), start, count)
	if err != nil {
		return r, result(err)
	}
	index := new(big.Int).Set(start)
	for _, pair := range pairs {
		r.Positions = append(r.Positions, []*big.Int{pair[0], pair[1]})
		r.texts = append(r.texts, pair[0].String()+","+pair[1].String())
		r.indices = append(r.indices, new(big.Int).Set(index))
		index.Add(index, big.NewInt(1))
	}
	return r, nil
}

// PositionsResult is the answer of `mex ppos`.
type PositionsResult struct {
	Game      string `json:"-"`
	Positions []any  `json:"positions"`
	texts     []string
	indices   []*big.Int // set for indexed pairs (--count)
}

// Text prints one position per line.
func (r PositionsResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d P-position(s) of %s:", len(r.texts), r.Game)
	for _, t := range r.texts {
		fmt.Fprintf(&b, "\n  (%s)", t)
	}
	return b.String()
}

// Bfile prints one coordinate of indexed pairs as an OEIS b-file, "i a_i"
// (which = 0) or "i b_i" (which = 1) per line; Wythoff's are A000201 and
// A001950 (from index 1).
func (r PositionsResult) Bfile(which int) (string, error) {
	if r.indices == nil {
		return "", Badf("a b-file needs indexed pairs (a count from an index)")
	}
	var b strings.Builder
	for i, p := range r.Positions {
		fmt.Fprintf(&b, "%s %s\n", r.indices[i], p.([]*big.Int)[which])
	}
	return b.String(), nil
}

func (r *PositionsResult) add(p []int) {
	r.Positions = append(r.Positions, p)
	r.texts = append(r.texts, game.Position(p).String())
}

// PPositionsInBox returns every P-position with all coordinates <= n, in
// both orientations, sorted: one-heap games list heaps, two-pile games
// pairs (x, y) in order of x then y.
func (svc *Service) PPositionsInBox(s *spec.Spec, n int) (PositionsResult, error) {
	r := PositionsResult{Game: s.Text, Positions: []any{}}
	if s.Shape == game.OneHeap {
		if n < 0 || n > svc.limits().MaxValues {
			return r, BadParameter("size", n, "out of range 0..%d", svc.limits().MaxValues)
		}
		seq, err := svc.sequence(s, n)
		if err != nil {
			return r, err
		}
		for i, g := range seq {
			if g == 0 {
				r.add([]int{i})
			}
		}
		return r, nil
	}
	if s.Shape != game.Record {
		if err := svc.checkCells(n); err != nil {
			return r, err
		}
	}
	if box, err := svc.engine(s).PPositionsInBox(svc.context(), n); !errors.Is(err, errors.ErrUnsupported) {
		for _, pair := range box {
			r.add(pair[:])
		}
		return r, result(err)
	}
	pg, err := twoPiles(s)
	if err != nil {
		return r, err
	}
	e := svc.engine(s)
	if err := svc.admit(fmt.Sprintf("the P-positions of %s up to %d", s.Text, n), e.Cost(game.OpOutcome, pg.pair(n, n))); err != nil {
		return r, err
	}
	ctx := svc.context()
	for x := 0; x <= n; x++ {
		for y := 0; y <= n; y++ {
			if s.Game.Check(pg.pair(x, y)) != nil {
				continue // not a position of the game (a pile of 0 in euclid:grossman)
			}
			o, err := e.Outcome(ctx, pg.pair(x, y))
			if err != nil {
				return r, result(err)
			}
			if o == game.P {
				r.add([]int{x, y})
			}
		}
	}
	return r, nil
}
