package service

import (
	"fmt"
	"math/big"

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
