package cram

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is Cram (Gardner 1974): cram:A,B on the board of A rows of B
// squares, or cram on any board.
var Family = game.MustFamily(doc, "cram", func(params string, hasParams bool) (game.Game, error) {
	if !hasParams {
		return Any, nil
	}
	return parseBoard(params)
})

// parseBoard reads the board A,B: A rows of B squares.
func parseBoard(params string) (game.Game, error) {
	const want = "want cram:ROWS,COLUMNS, e.g. cram:4,5 (4 rows of 5 squares), or cram for any board"
	parts := strings.Split(params, ",")
	if strings.TrimSpace(params) == "" || len(parts) != 2 {
		return nil, fmt.Errorf("cram board %s: %s", grammar.Quote(params), want)
	}
	var side [2]int
	for i, what := range []string{"cram rows", "cram columns"} {
		v, err := grammar.ParseInt(parts[i], what, 1, MaxSide)
		if err != nil {
			return nil, fmt.Errorf("%w; %s", err, want)
		}
		side[i] = v
	}
	return New(side[0], side[1])
}
