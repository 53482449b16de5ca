package imitation

import (
	"context"
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
)

// Family is (p,m)-Imitation Nim (Larsson 2009), a game with memory.
var Family = game.MustFamily(doc, "imitation", func(params string, hasParams bool) (game.Game, error) {
	kv, err := grammar.Optional(params, hasParams, map[string]int{"p": 1, "m": 1})
	if err != nil {
		return nil, err
	}
	r, err := NewRules(kv["p"], kv["m"])
	if err != nil {
		return nil, err
	}
	return NewGame(r), nil
})

// Shape: a game with memory, whose positions are game records.
func (Game) Shape() game.Shape { return game.Record }

// ParsePosition replays a game record x,y/x,y/… from the start and returns
// the state it ends in, naming the step that is illegal.
func (g Game) ParsePosition(text string) (game.Position, error) {
	positions, err := ParseRecord(text)
	if err != nil {
		return nil, err
	}
	for _, p := range positions {
		if p[0] > MaxPile || p[1] > MaxPile {
			return nil, fmt.Errorf("imitation: piles up to %d are supported; %v is larger", MaxPile, p)
		}
	}
	s, err := g.FromRecord(positions)
	if err != nil {
		return nil, err
	}
	return Encode(s), nil
}

// FormatPosition writes the piles of a state, as a record's entry.
func (Game) FormatPosition(p game.Position) string {
	s := Decode(p)
	return fmt.Sprintf("%d,%d", s.Piles[0], s.Piles[1])
}

// Remember returns the imitation runs and window of a state.
func (g Game) Remember(p game.Position) game.Memory {
	s := Decode(p)
	m := game.Memory{MoverRun: s.MoverRun, PrevRun: s.PrevRun, MaxRun: g.P - 1, WindowPile: -1}
	if s.WindowPile >= 0 {
		m.WindowPile, m.WindowLow, m.WindowHigh = 1-s.WindowPile, s.WindowAmount, s.WindowAmount+g.M-1
	}
	return m
}

// MaxStartsBox bounds the box of starting positions solved by
// PPositionsInBox: every state up to the box is solved.
const MaxStartsBox = 120

// PPositionsInBox lists the starting positions (x, y), x, y <= n, that are
// P, solved exactly from the rules (by Corollary 1 of Larsson 2009 they are
// the P-positions of (p,m)-Wythoff Nim).
func (g Game) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	if n < 0 || n > MaxStartsBox {
		return nil, game.Refuse(fmt.Errorf("starting positions of %s are solved exactly up to %d; %d is out of range", g, MaxStartsBox, n))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	table, err := g.Solve(n)
	if err != nil {
		return nil, err
	}
	var out [][2]int
	for x := 0; x <= n; x++ {
		for y := 0; y <= n; y++ {
			if o, _ := table.Outcome(Start(x, y)); o == game.P {
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out, nil
}

// MaxClassifyPile bounds the piles ClassifyHistories accepts: its
// histories are complete only from starts up to three times the piles.
const MaxClassifyPile = 40

// classifyBytesPerEntry is the peak memory of ClassifyHistories per entry
// of the solved table (the table and the histories walked through it),
// measured at (40,39) for p = 2 and p = 4: 6 to 10 bytes.
const classifyBytesPerEntry = 8

func classifyBox(x, y int) int { return max(3*max(x, y), 3) }

// HistoryCost estimates ClassifyHistories(x, y): a table of every state
// with piles up to three times the larger pile.
func (g Game) HistoryCost(x, y int) (game.Cost, error) {
	if x < 0 || y < 0 {
		return game.Cost{}, fmt.Errorf("position %d,%d: piles are >= 0", x, y)
	}
	if max(x, y) > MaxClassifyPile {
		return game.Cost{}, game.Refuse(fmt.Errorf("classifying solves every history from starts up to 3 times the piles; piles up to %d are accepted", MaxClassifyPile))
	}
	n := classifyBox(x, y)
	entries := g.TableBytes(n)
	return game.Cost{Bytes: classifyBytesPerEntry*entries + 20<<20, Steps: entries,
		What: fmt.Sprintf("%d table entries for p = %d", entries, g.P)}, nil
}

// ClassifyHistories says whether (x, y) is non-dynamic P, non-dynamic N or
// dynamic, over every history from starts with piles up to three times
// its own.
func (g Game) ClassifyHistories(ctx context.Context, x, y int) (game.HistoryClass, error) {
	if _, err := g.HistoryCost(x, y); err != nil {
		return game.HistoryClass{}, err
	}
	if err := ctx.Err(); err != nil {
		return game.HistoryClass{}, err
	}
	n := classifyBox(x, y)
	table, err := g.Solve(n)
	if err != nil {
		return game.HistoryClass{}, err
	}
	class, pCount, nCount, err := table.Classify(x, y)
	if err != nil {
		return game.HistoryClass{}, err
	}
	w, err := NewWythoffP(g.P, g.M, n)
	if err != nil {
		return game.HistoryClass{}, err
	}
	return game.HistoryClass{Class: class.String(), Stability: w.Stable(x, y).String(), P: pCount, N: nCount, Starts: n}, nil
}

// The capabilities of Imitation Nim, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.PositionCodec(Game{}), game.Rememberer(Game{}), game.OutcomeMethoder(Game{}),
	game.Outcomer(Game{}), game.WinningMover(Game{}), game.Explainer(Game{}), game.Coster(Game{}), game.PBoxer(Game{}),
	game.HistoryClassifier(Game{})}

// ExplainEnd says why the player to move at p cannot move when every move
// left would imitate once too often.
func (g Game) ExplainEnd(p game.Position) string {
	s := Decode(p)
	if s.WindowPile < 0 || s.MoverRun != g.P-1 || len(g.Options(p)) > 0 {
		return ""
	}
	return fmt.Sprintf("Your only moves would imitate mine once more, your %d%s imitation in a row, and at most %d are allowed: you cannot move, so you lose.",
		g.P, Ordinal(g.P), g.P-1)
}

var _ game.EndExplainer = Game{}
