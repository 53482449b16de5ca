package wythoff

import "context"

// GrundyRowsLines exposes the plain line-by-line table to the tests.
func (g LineGame) GrundyRowsLines(n int, visit func(x int, row []int)) error {
	return g.grundyRowsLines(context.Background(), n, visit)
}
