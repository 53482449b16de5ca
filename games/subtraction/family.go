package subtraction

import (
	"slices"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is the subtraction games on one heap: subtraction:S removes s
// tokens for some s in S; subtraction:all-but:S any number but those in S.
var Family = game.MustFamily(doc, "subtraction",
	game.NeedsParameters("empty subtraction set: want subtraction:S with S a list of positive moves, e.g. subtraction:1,2", parseFamily))

func parseFamily(params string) (game.Game, error) {
	if rest, ok := strings.CutPrefix(params, "all-but:"); ok {
		return parseAllBut(rest)
	}
	moves, err := grammar.ParseInts(params, "subtraction move")
	if err != nil {
		return nil, err
	}
	return NewSet(moves)
}

// parseAllBut reads the excluded moves of all-but:S (S may be empty:
// all-but: is Nim on one heap).
func parseAllBut(params string) (game.Game, error) {
	var excluded []int
	if strings.TrimSpace(params) != "" {
		var err error
		if excluded, err = grammar.ParseInts(params, "excluded move"); err != nil {
			return nil, err
		}
	}
	return NewAllBut(excluded)
}

// Shape: one heap.
func (Set) Shape() game.Shape { return game.OneHeap }

// Shape: one heap.
func (AllBut) Shape() game.Shape { return game.OneHeap }

// The capabilities of the subtraction games, checked at compile time.
var _ = []any{game.Shaper(Set{}), game.Shaper(AllBut{}), game.Sequencer(AllBut{}), game.PeriodProver(AllBut{})}

// HeapRules returns s: each move takes from one heap and leaves one.
func (s Set) HeapRules() (game.HeapRules, bool) { return s, true }

// HeapOptions calls visit(n-m, 0) for every move m <= n.
func (s Set) HeapOptions(n int, visit func(a, b int)) {
	for _, m := range s {
		if m > n {
			break
		}
		visit(n-m, 0)
	}
}

// Splits is false: no move leaves two heaps.
func (Set) Splits() bool { return false }

// RemovesTokens is true: every move removes at least one token.
func (Set) RemovesTokens() bool { return true }

var _ game.HeapRuler = Set{}

// HeapRules returns a: each move takes from one heap and leaves one.
func (a AllBut) HeapRules() (game.HeapRules, bool) { return a, true }

// HeapOptions calls visit(n-m, 0) for every m in 1..n not excluded.
func (a AllBut) HeapOptions(n int, visit func(a, b int)) {
	for m := 1; m <= n; m++ {
		if !slices.Contains(a.excluded, m) {
			visit(n-m, 0)
		}
	}
}

// Splits is false: no move leaves two heaps.
func (AllBut) Splits() bool { return false }

// RemovesTokens is true: every move removes at least one token.
func (AllBut) RemovesTokens() bool { return true }

var _ game.HeapRuler = AllBut{}
