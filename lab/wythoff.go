package lab

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/spec"
)

// MaxTableSide is the largest coordinate valued through a computed Grundy
// table of a line game (Wythoff, D_r) when one position is asked for.
const MaxTableSide = 8192

// MaxPartnerSide is the largest coordinate for which winning moves of
// (p,m)-Wythoff are found from a table of P-position partners.
const MaxPartnerSide = 50_000_000

// tableValuer values positions of a line game from its computed table.
type tableValuer [][]int

func (t tableValuer) GrundyValue(p game.Position) (int, error) {
	if len(p) != 2 || p[0] < 0 || p[1] < 0 || p[0] >= len(t) || p[1] >= len(t) {
		return 0, fmt.Errorf("position %v outside the computed table 0..%d", []int(p), len(t)-1)
	}
	return t[p[0]][p[1]], nil
}

// lineValuer returns a table valuer for a line game covering coordinates up
// to n, or nil if s is not a line game.
func lineValuer(s *spec.Spec, n int) (game.Valuer, error) {
	lg, ok := wythoff.Lines(s.Game)
	if !ok {
		return nil, nil
	}
	if n > MaxTableSide {
		return nil, Badf("Grundy values of %s beyond %d need the whole table up to there; ask for a smaller position (outcome and moves work for any size)", s.Text, MaxTableSide)
	}
	t, err := lg.GrundyTable(n)
	return tableValuer(t), err
}

func bigPair(s *spec.Spec, pos string) (x, y *big.Int, err error) {
	v, err := s.ParseBig(pos)
	if err != nil {
		return nil, nil, Bad(fmt.Errorf("%s: %w", s.Text, err))
	}
	return v[0], v[1], nil
}

// wythoffOutcome decides P/N of (p,m)-Wythoff for piles of any size.
func wythoffOutcome(g wythoff.Game, x, y *big.Int) (game.Outcome, error) {
	isP, err := wythoff.IsPPosition(g.P, g.M, x, y)
	if err != nil {
		return game.P, Bad(err)
	}
	return game.Outcome(!isP), nil
}

// wythoffMoves returns the moves of (p,m)-Wythoff from (x, y) to
// P-positions, each marked when it removes the same number from both piles
// (blockable when p > 1).
func wythoffMoves(g wythoff.Game, x, y *big.Int) ([][2]*big.Int, []bool, error) {
	if g.P == 1 && g.M == 1 {
		moves := wythoff.WinningMoves(x, y)
		diagonal := make([]bool, len(moves))
		for i, m := range moves {
			diagonal[i] = new(big.Int).Sub(x, m[0]).Cmp(new(big.Int).Sub(y, m[1])) == 0
		}
		return moves, diagonal, nil
	}
	if !x.IsInt64() || !y.IsInt64() || max(x.Int64(), y.Int64()) > MaxPartnerSide {
		return nil, nil, Badf("winning moves of %s are computed for piles up to %d", g, MaxPartnerSide)
	}
	n := int(max(x.Int64(), y.Int64()))
	partner := make([]int32, n+1)
	for i := range partner {
		partner[i] = -1
	}
	s, _ := wythoff.NewStream(g.P, g.M)
	for {
		a, b := s.Next()
		if a > int64(n) {
			break
		}
		partner[a] = int32(min(b, int64(n)+1))
		if b <= int64(n) {
			partner[b] = int32(a)
		}
	}
	var moves [][2]*big.Int
	var diagonal []bool
	g.EachMove(game.Position{int(x.Int64()), int(y.Int64())}, func(q game.Position, diag bool) {
		if int(partner[q[0]]) == q[1] {
			moves = append(moves, [2]*big.Int{big.NewInt(int64(q[0])), big.NewInt(int64(q[1]))})
			diagonal = append(diagonal, diag)
		}
	})
	return moves, diagonal, nil
}

// wythoffBox lists the P-positions of (p,m)-Wythoff with both coordinates
// <= n, both orientations, sorted.
func wythoffBox(g wythoff.Game, n int) [][2]int {
	var out [][2]int
	s, _ := wythoff.NewStream(g.P, g.M)
	for {
		a, b := s.Next()
		if a > int64(n) {
			break
		}
		if b <= int64(n) {
			out = append(out, [2]int{int(a), int(b)})
			if a != b {
				out = append(out, [2]int{int(b), int(a)})
			}
		}
	}
	slices.SortFunc(out, func(u, v [2]int) int {
		if u[0] != v[0] {
			return u[0] - v[0]
		}
		return u[1] - v[1]
	})
	return out
}

// PPositionsByIndex returns the pairs (a_i, b_i), i = from..from+count-1,
// of a game of the Wythoff family, in index order.
func (l *Lab) PPositionsByIndex(gameSpec, from string, count int) (PositionsResult, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return PositionsResult{}, err
	}
	r := PositionsResult{Game: s.Text, Positions: []any{}}
	g, ok := wythoff.Unwrap(s.Game)
	if !ok {
		return r, Badf("--count lists indexed P-positions of the Wythoff family (wythoff, wythoff:p=P,m=M); for %s use --size", s.Text)
	}
	if count < 0 || count > l.limits().MaxValues {
		return r, Badf("--count %d is out of range 0..%d", count, l.limits().MaxValues)
	}
	start, ok := new(big.Int).SetString(from, 10)
	if !ok || start.Sign() < 0 {
		return r, Badf("--from %q: want a non-negative whole number", from)
	}
	pairs, err := wythoff.Pairs(g.P, g.M, start, count)
	if err != nil {
		return r, Bad(err)
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
