package chomp

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is Chomp (Gale 1974): chomp:A,B on the board of A rows of B
// squares, or chomp on any board.
var Family = game.MustFamily(doc, "chomp", func(params string, hasParams bool) (game.Game, error) {
	if !hasParams {
		return Any, nil
	}
	return parseBoard(params)
})

// parseBoard reads the board A,B: A rows of B squares.
func parseBoard(params string) (game.Game, error) {
	const want = "want chomp:ROWS,COLUMNS, e.g. chomp:4,7 (4 rows of 7 squares), or chomp for any board"
	parts := strings.Split(params, ",")
	if strings.TrimSpace(params) == "" || len(parts) != 2 {
		return nil, fmt.Errorf("chomp board %s: %s", grammar.Quote(params), want)
	}
	var side [2]int
	for i, what := range []string{"rows", "columns"} {
		v, err := grammar.ParseInt(parts[i], "chomp "+what, 1, MaxSide)
		if err != nil {
			return nil, fmt.Errorf("%w; %s", err, want)
		}
		side[i] = v
	}
	return New(side[0], side[1])
}
