package game

import (
	"context"
	"math/big"
)

// PBoxer lists the P-positions of a two-pile game with both coordinates
// at most n, in both orientations, sorted by x then y, by the game's own
// algorithm (Wythoff's pairs, the column algorithm).
type PBoxer interface {
	PPositionsInBox(ctx context.Context, n int) ([][2]int, error)
}

// PairIndexer is implemented by two-pile games whose P-positions are
// indexed pairs (a_i, b_i), a_i <= b_i (Wythoff's pairs, Larsson's (p,m)
// pairs): Pairs returns count of them from index from on.
type PairIndexer interface {
	Pairs(ctx context.Context, from *big.Int, count int) ([][2]*big.Int, error)
}

// Columner is implemented by two-pile games whose P-positions, altered or
// not, come column by column (the column algorithm of Sleator, Hu and
// Tsin 2024, for Linear Nimhoff rules with (1,0) and (0,1)): Columns calls
// visit for x = 0..maxX with the rows y of the P-positions (x, y) of the
// game altered by alt.
type Columner interface {
	Columns(alt Alteration, maxX int, visit func(x int, rows []int)) error
}
