package game

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// Engine answers questions about one game through the fastest path the
// game offers. It asks the game what it can do (Outcomer, GrundyValuer,
// HeapValuer, WinningMover, BigPositioner, Ender, Explainer, Coster) and
// falls back to the brute-force Solver for the rest; a sum is answered
// through its components' engines by the Sprague-Grundy theorem. It is
// the one entry point the command line, the web lab and library users
// share: an Engine for octal.Kayles values a heap of 10^18 in O(1), the
// same Engine for a game without fast paths solves it by its rules.
//
// An Engine memoizes what its Solver computed, so the questions of one
// request (a position's outcome, its winning moves, the outcome after the
// chosen move) are solved once. It is not safe for concurrent use.
type Engine struct {
	game   Game
	rule   OutcomeRule
	solver *Solver
	parts  []*Engine // components of a Sum
	seq    HeapSequence
}

// NewEngine returns an engine for g. For a Sum it builds one engine per
// component.
func NewEngine(g Game) *Engine {
	e := &Engine{game: g, solver: NewSolver(g)}
	e.rule, _ = g.(OutcomeRule)
	if sum, ok := g.(Sum); ok {
		for _, c := range sum.Components {
			e.parts = append(e.parts, NewEngine(c))
		}
	}
	return e
}

// Game returns the game e answers for.
func (e *Engine) Game() Game { return e.game }

// SetLimit bounds the positions the brute-force solver may memoize (for e
// and the engines of a sum's components); 0 means DefaultLimit.
func (e *Engine) SetLimit(n int) {
	e.solver.Limit = n
	for _, part := range e.parts {
		part.SetLimit(n)
	}
}

// HasValues reports whether positions of the game have Sprague-Grundy
// values: false for games whose outcome follows another rule (blocking,
// alterations, misère play) unless the game values them itself.
func (e *Engine) HasValues() bool {
	if _, ok := e.game.(GrundyValuer); ok {
		return true
	}
	if e.parts != nil {
		for _, part := range e.parts {
			if !part.HasValues() {
				return false
			}
		}
		return true
	}
	return e.rule == nil
}

// Outcome returns the outcome of p under the game's own play convention.
func (e *Engine) Outcome(ctx context.Context, p Position) (Outcome, error) {
	if err := e.game.Check(p); err != nil {
		return P, Refuse(err)
	}
	if o, ok := e.game.(Outcomer); ok {
		return o.OutcomeOf(ctx, p)
	}
	if e.HasValues() {
		g, err := e.Grundy(ctx, p)
		return g != 0, err
	}
	return e.solver.OutcomeContext(ctx, p)
}

// Grundy returns the Sprague-Grundy value of p. It fails with
// ErrNoGrundyValue for games that have none.
func (e *Engine) Grundy(ctx context.Context, p Position) (int, error) {
	if err := e.game.Check(p); err != nil {
		return 0, Refuse(err)
	}
	if !e.HasValues() {
		return 0, ErrNoGrundyValue
	}
	if g, ok := e.game.(GrundyValuer); ok {
		return g.GrundyOf(ctx, p)
	}
	if e.heapGame() {
		return HeapsNimSum(ctx, p, e.heapValue)
	}
	if e.parts != nil {
		values, err := e.componentValues(ctx, p)
		return NimSum(values...), err
	}
	return e.solver.GrundyValueContext(ctx, p)
}

// heapGame reports whether the game values single heaps fast.
func (e *Engine) heapGame() bool {
	switch e.game.(type) {
	case HeapSequencer, HeapValuer:
		return true
	}
	return false
}

// heapValue returns G(n) of one heap, from the engine's sequence when it
// covers n, else from a sequence computed anew (and kept).
func (e *Engine) heapValue(ctx context.Context, n *big.Int) (int, error) {
	if sq, ok := e.game.(HeapSequencer); ok {
		if e.seq != nil {
			if v, ok := e.seq.Value(n); ok {
				return v, nil
			}
		}
		seq, err := sq.HeapSequence(ctx, n)
		if err != nil {
			return 0, err
		}
		e.seq = seq
		if v, ok := seq.Value(n); ok {
			return v, nil
		}
		return 0, fmt.Errorf("game: %s: the value of heap %s was not computed", e.game, n)
	}
	return e.game.(HeapValuer).HeapValue(ctx, n)
}

// HeapGame reports whether the game values single heaps through a
// sequence or a formula (octal, subtraction and take-and-break games).
func (e *Engine) HeapGame() bool { return e.heapGame() && e.HasValues() }

// HeapSequence returns the game's value sequence covering heap n (or
// proven periodic before it), computed once and kept by the engine.
func (e *Engine) HeapSequence(ctx context.Context, n *big.Int) (HeapSequence, error) {
	sq, ok := e.game.(HeapSequencer)
	if !ok {
		return nil, Refuse(fmt.Errorf("game: %s has no value sequence", e.game))
	}
	if e.seq != nil {
		if _, ok := e.seq.Value(n); ok {
			return e.seq, nil
		}
	}
	seq, err := sq.HeapSequence(ctx, n)
	if err == nil {
		e.seq = seq
	}
	return seq, err
}

// HeapValue returns G(n) of a single heap of n in a heap game, through
// the game's sequence (any n once a period is proven).
func (e *Engine) HeapValue(ctx context.Context, n *big.Int) (int, error) {
	if !e.heapGame() {
		return 0, Refuse(fmt.Errorf("game: %s does not value single heaps", e.game))
	}
	return e.heapValue(ctx, n)
}

func (e *Engine) componentValues(ctx context.Context, p Position) ([]int, error) {
	parts, err := e.game.(Sum).Split(p)
	if err != nil {
		return nil, err
	}
	values := make([]int, len(parts))
	for i, q := range parts {
		if values[i], err = e.parts[i].Grundy(ctx, q); err != nil {
			return nil, fmt.Errorf("component %d (%s): %w", i+1, e.parts[i].game, err)
		}
	}
	return values, nil
}

// WinningMoves returns the options of p that are P-positions, without
// duplicates, in the order Options lists them; none where play is over
// (Ender: a declared position of an altered game). It is empty iff p is a
// P-position (for games with an outcome rule such as blocking, a position
// may be N with no P option).
func (e *Engine) WinningMoves(ctx context.Context, p Position) ([]Position, error) {
	if err := e.game.Check(p); err != nil {
		return nil, Refuse(err)
	}
	if en, ok := e.game.(Ender); ok {
		if over, _ := en.End(p); over {
			return nil, nil // play is over at p (a declared position): no move is played
		}
	}
	if w, ok := e.game.(WinningMover); ok {
		return w.WinningMovesOf(ctx, p)
	}
	if e.parts != nil && e.HasValues() {
		return e.sumWinningMoves(ctx, p)
	}
	if !e.HasValues() || !e.fastValues() {
		return e.solver.WinningMovesContext(ctx, p)
	}
	var moves []Position
	seen := map[string]bool{}
	for _, q := range e.game.Options(p) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		g, err := e.Grundy(ctx, q)
		if err != nil {
			return nil, err
		}
		if g == 0 && !seen[q.Key()] {
			seen[q.Key()] = true
			moves = append(moves, q)
		}
	}
	return moves, nil
}

// fastValues reports whether the game values positions itself.
func (e *Engine) fastValues() bool {
	switch e.game.(type) {
	case GrundyValuer, HeapValuer, HeapSequencer:
		return true
	}
	return false
}

// sumWinningMoves finds the winning moves of a sum from its components'
// values (Sum.WinningMoves), each component valued by its own engine.
func (e *Engine) sumWinningMoves(ctx context.Context, p Position) ([]Position, error) {
	valuers := make([]Valuer, len(e.parts))
	for i, part := range e.parts {
		valuers[i] = engineValuer{ctx, part}
	}
	return e.game.(Sum).WinningMoves(p, valuers)
}

// engineValuer values positions through an engine, under a context.
type engineValuer struct {
	ctx    context.Context
	engine *Engine
}

func (v engineValuer) GrundyValue(p Position) (int, error) { return v.engine.Grundy(v.ctx, p) }

// End reports whether play is over at p and, if so, whether the player to
// move at p has won. Under normal play, play is over when no move is left
// and the player to move has lost; altered games and misère play say
// otherwise through Ender.
func (e *Engine) End(p Position) (over, moverWins bool) {
	if en, ok := e.game.(Ender); ok {
		return en.End(p)
	}
	if e.parts != nil {
		parts, err := e.game.(Sum).Split(p)
		if err != nil {
			return false, false
		}
		for i, q := range parts {
			if over, _ := e.parts[i].End(q); !over {
				return false, false
			}
		}
		return true, false
	}
	return len(e.game.Options(p)) == 0, false
}

// Explain says why moving from from to to wins, in the game's terms when
// the game can say it.
func (e *Engine) Explain(from, to Position) string {
	if x, ok := e.game.(Explainer); ok {
		if s := x.Explain(from, to); s != "" {
			return s
		}
	}
	if e.parts != nil && e.HasValues() {
		return fmt.Sprintf("The Grundy values of the components of %s xor to 0 (Sprague-Grundy): whatever you move, I can restore it.", e.positionText(to))
	}
	return fmt.Sprintf("%s is a P-position: every move from it leads to a position from which I can win.", e.positionText(to))
}

func (e *Engine) positionText(p Position) string {
	if e.parts == nil {
		return p.String()
	}
	parts, err := e.game.(Sum).Split(p)
	if err != nil {
		return p.String()
	}
	texts := make([]string, len(parts))
	for i, q := range parts {
		texts[i] = q.String()
	}
	return strings.Join(texts, " + ")
}

// Cost estimates what op on p costs before any work: the game's own
// estimate when it gives one, the sum of its components' for a sum, and
// otherwise a bound for the brute-force solver.
func (e *Engine) Cost(op Op, p Position) Cost {
	if c, ok := e.game.(Coster); ok {
		return c.Cost(op, p)
	}
	if e.parts != nil {
		parts, err := e.game.(Sum).Split(p)
		if err != nil {
			return Cost{}
		}
		if !e.HasValues() {
			// No Sprague-Grundy values (blocking, misère, declared
			// positions): the sum is solved as one game, over the product
			// of its components' positions.
			var all Position
			for _, q := range parts {
				all = append(all, q...)
			}
			return SolverCost(all)
		}
		var total Cost
		for i, q := range parts {
			sub := op
			if op == OpWinningMoves && e.HasValues() {
				// a value per option of each component
				total = total.Add(e.parts[i].Cost(OpOptions, q))
				sub = OpGrundy
			}
			total = total.Add(e.parts[i].Cost(sub, q))
		}
		return total
	}
	if op == OpOptions {
		// misère play lists the options of the game it plays, which may
		// estimate them itself (an alteration is not looked through: its
		// estimate stays the bound below)
		if _, misere := e.game.(MisereValuer); misere {
			if c, ok := Unwrap(e.game).(Coster); ok {
				return c.Cost(op, p)
			}
		}
		return optionsCost(p)
	}
	if e.fastValues() {
		c := Cost{Steps: int64(len(p))}
		if op == OpWinningMoves {
			c = c.Add(optionsCost(p))
		}
		return c
	}
	return SolverCostOf(e.game, p)
}

// optionsCost bounds the options of p by the sum of its coordinates (true
// of every game that removes at least one token per move from one place),
// at about 64 bytes an option.
func optionsCost(p Position) Cost {
	var n int64
	for _, v := range p {
		n = min(n+int64(v)+1, 1<<32) // capped far beyond any limit: coordinates up to 2^62 cannot overflow
	}
	return Cost{Bytes: 64 * n * int64(max(len(p), 1)), Steps: n, What: fmt.Sprintf("about %d options", n)}
}

// BytesPerPosition is the memory the Solver takes for one memoized
// position (map entry, key and slice headers), measured on two-pile games.
const BytesPerPosition = 160

// SolverCost bounds the work of the brute-force solver on p: every
// position it can reach has coordinates no larger than p's, so at most
// prod (p_i + 1) positions are memoized (a bound, generous for heap games
// whose positions are multisets).
func SolverCost(p Position) Cost {
	positions := int64(1)
	for _, v := range p {
		if v < 0 {
			continue
		}
		if positions > (1<<50)/(int64(v)+1) {
			positions = 1 << 50
			break
		}
		positions *= int64(v) + 1
	}
	perPosition := BytesPerPosition + BytesPerCoordinate*int64(max(len(p)-2, 0))
	return Cost{Bytes: positions * perPosition, Steps: positions, What: fmt.Sprintf("up to %d positions solved by brute force", positions)}
}

// BytesPerCoordinate is what each coordinate past two adds to a memoized
// position (its key and its slice): a sum of two two-pile games, four
// coordinates, took 176 to 202 bytes a position, the more the smaller the
// sum (service's TestEstimatesBoundTheMemory), so 48 a coordinate bounds
// it with a quarter to spare.
const BytesPerCoordinate = 48

// BigPositioner is implemented by games whose positions may hold integers
// of any size (Nim heaps, Wythoff piles): it answers them without
// converting to int.
type BigPositioner interface {
	OutcomeBig(ctx context.Context, p []*big.Int) (Outcome, error)
	WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error)
}

// BigGrundyValuer gives Sprague-Grundy values of positions of any size
// (a Nim heap of 10^100 has value 10^100).
type BigGrundyValuer interface {
	GrundyBig(ctx context.Context, p []*big.Int) (*big.Int, error)
}

// ErrTooLarge is wrapped by errors that refuse a position whose
// coordinates do not fit the game's fast path.
var ErrTooLarge = errors.New("coordinates too large")

// SupportsBig reports whether e answers positions of any size.
func (e *Engine) SupportsBig() bool {
	_, ok := e.game.(BigPositioner)
	return ok
}

// AcceptsBig reports whether e answers some positions whose coordinates
// exceed int: games with big positions, and heap games whose proven
// period answers any heap.
func (e *Engine) AcceptsBig() bool {
	switch e.game.(type) {
	case BigPositioner, BigGrundyValuer:
		return true
	}
	return e.heapGame() && e.HasValues()
}

// OutcomeBig is Outcome for a position whose coordinates may exceed int.
func (e *Engine) OutcomeBig(ctx context.Context, p []*big.Int) (Outcome, error) {
	if b, ok := e.game.(BigPositioner); ok {
		return b.OutcomeBig(ctx, p)
	}
	if _, ok := e.game.(Outcomer); !ok && e.HasValues() && (e.heapGame() || e.bigValues()) {
		g, err := e.GrundyBig(ctx, p)
		if err != nil {
			return P, err
		}
		return g.Sign() != 0, nil
	}
	small, err := smallPosition(p)
	if err != nil {
		return P, err
	}
	return e.Outcome(ctx, small)
}

// WinningMovesBig is WinningMoves for a position whose coordinates may
// exceed int.
func (e *Engine) WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	if b, ok := e.game.(BigPositioner); ok {
		return b.WinningMovesBig(ctx, p)
	}
	small, err := smallPosition(p)
	if err != nil {
		return nil, err
	}
	moves, err := e.WinningMoves(ctx, small)
	out := make([][]*big.Int, len(moves))
	for i, m := range moves {
		out[i] = make([]*big.Int, len(m))
		for j, v := range m {
			out[i][j] = big.NewInt(int64(v))
		}
	}
	return out, err
}

func (e *Engine) bigValues() bool {
	_, ok := e.game.(BigGrundyValuer)
	return ok
}

// GrundyBig is Grundy for a position whose coordinates may exceed int.
func (e *Engine) GrundyBig(ctx context.Context, p []*big.Int) (*big.Int, error) {
	if b, ok := e.game.(BigGrundyValuer); ok {
		return b.GrundyBig(ctx, p)
	}
	if e.heapGame() && e.HasValues() {
		x := 0
		for _, n := range p {
			v, err := e.heapValue(ctx, n)
			if err != nil {
				return nil, err
			}
			x ^= v
		}
		return big.NewInt(int64(x)), nil
	}
	small, err := smallPosition(p)
	if err != nil {
		return nil, err
	}
	g, err := e.Grundy(ctx, small)
	return big.NewInt(int64(g)), err
}

func smallPosition(p []*big.Int) (Position, error) {
	out := make(Position, len(p))
	for i, v := range p {
		if !v.IsInt64() || v.Int64() > int64(^uint(0)>>1) {
			return nil, fmt.Errorf("coordinate %d (%s digits) is beyond the %d this game is computed for: %w", i+1, digits(v), int64(^uint(0)>>1), ErrTooLarge)
		}
		out[i] = int(v.Int64())
	}
	return out, nil
}

func digits(v *big.Int) string {
	return fmt.Sprint(len(new(big.Int).Abs(v).String()))
}

// PPositionsInBox lists the P-positions (x, y) with x, y <= n, in both
// orientations, sorted, by the game's own algorithm (PBoxer: Wythoff's
// pairs, the column algorithm, the solved starts of a game with memory).
// It fails with errors.ErrUnsupported when the game has none; the caller
// then asks Outcome cell by cell.
func (e *Engine) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	if b, ok := e.game.(PBoxer); ok {
		return b.PPositionsInBox(ctx, n)
	}
	return nil, fmt.Errorf("game: %s lists no P-positions in a box by itself: %w", e.game, errors.ErrUnsupported)
}

// Period finds and, where a theorem allows, proves the eventual period of
// a heap game's values through the game's PeriodProver, computing at most
// limit values; errors.ErrUnsupported when the game has no periodicity
// theorem, ErrNoPeriod (wrapped) when the values show none.
func (e *Engine) Period(ctx context.Context, limit int) (Periodicity, error) {
	if p, ok := e.game.(PeriodProver); ok {
		return p.PeriodOf(ctx, limit)
	}
	return Periodicity{}, fmt.Errorf("game: %s has no periodicity theorem: %w", e.game, errors.ErrUnsupported)
}
