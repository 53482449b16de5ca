package nimhoff

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/game"
)

// MaxColumns bounds the columns the column algorithm runs to answer one
// position: its memory is about 64 bytes a column.
const MaxColumns = 5_000_000

// Columnar reports whether the column algorithm applies: the rules
// contain (1,0) and (0,1).
func (r Rules) Columnar() bool { return r.Has(Vector{A: 1}) && r.Has(Vector{B: 1}) }

// Altered is a Linear Nimhoff game (Wythoff included) with finitely many
// positions declared P or N, answered by the column algorithm: the
// rules-level game.Altered with fast paths. Build it with NewAltered.
type Altered struct {
	*game.Altered
	Rules Rules
}

// NewAltered returns the altered game of columnar rules (with (1,0) and
// (0,1)) whose rules-level form is g.
func NewAltered(rules Rules, g *game.Altered) (*Altered, error) {
	if !rules.Columnar() {
		return nil, game.Refuse(fmt.Errorf("nimhoff: the column algorithm needs the rules (1,0) and (0,1); %s lacks one", rules))
	}
	return &Altered{Altered: g, Rules: rules}, nil
}

// OutcomeOf reads (x, y) from the P rows of column x.
func (a *Altered) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	return a.Rules.columnOutcome(ctx, a.Alteration, p)
}

// WinningMovesOf lists the options that are P-positions, the declared
// labels counting as given.
func (a *Altered) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	return a.Rules.columnMoves(ctx, a.Alteration, p)
}

// Cost is that of the columns up to x.
func (a *Altered) Cost(op game.Op, p game.Position) game.Cost { return a.Rules.Cost(op, p) }

// OutcomeOf answers columnar rules by the column algorithm and others by
// the brute-force solver.
func (r Rules) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if !r.Columnar() {
		return game.NewSolver(r).OutcomeContext(ctx, p)
	}
	return r.columnOutcome(ctx, game.Alteration{}, p)
}

// WinningMovesOf lists the options that are P-positions.
func (r Rules) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if !r.Columnar() {
		return game.NewSolver(r).WinningMovesContext(ctx, p)
	}
	return r.columnMoves(ctx, game.Alteration{}, p)
}

// Cost of columnar rules: x+1 columns; otherwise the solver's bound.
func (r Rules) Cost(op game.Op, p game.Position) game.Cost {
	if op == game.OpOptions {
		var n int64
		for _, v := range r {
			steps := int64(p[0]) + int64(p[1])
			if v.A > 0 {
				steps = int64(p[0] / v.A)
			}
			if v.B > 0 {
				steps = min(steps, int64(p[1]/v.B))
			}
			n += steps
		}
		return game.Cost{Bytes: 48 * n, Steps: n, What: fmt.Sprintf("%d options", n)}
	}
	if !r.Columnar() {
		return game.SolverCost(p)
	}
	columns := int64(p[0]) + 1
	return game.Cost{Bytes: r.columnBytes(columns), Steps: columns * int64(len(r)), What: fmt.Sprintf("%d columns of the column algorithm", columns)}
}

// columnBytes bounds the peak memory of the column algorithm through the
// given columns: about 80 bytes a column for the kept and used rows, and,
// for each rule (a,b) with a, b >= 1, its a lines of used intercepts (an
// int32 for each of the b·x/a intercepts below 0 and the rows above, in
// slices that grow by doubling under a collector that lets the heap reach
// twice what is live): 16·(b + 2a) bytes a column, measured. Wythoff to
// column 2·10^6 peaked at 174 MB resident (the bound: 256 MB); nine rules
// to column 10^6 at 613 MB (the bound: 704 MB), where 64 bytes a column
// had promised 64 MB.
func (r Rules) columnBytes(columns int64) int64 {
	perColumn := int64(80)
	for _, v := range r {
		if v.A >= 1 && v.B >= 1 {
			perColumn += 16 * int64(v.B+2*v.A)
		}
	}
	return perColumn * columns
}

// columnRows returns the P rows of every column 0..maxX.
func (r Rules) columnRows(ctx context.Context, alt game.Alteration, maxX int) ([][]int, error) {
	if maxX > MaxColumns {
		return nil, fmt.Errorf("nimhoff: the column algorithm runs up to %d columns (about %d MB) for one position; column %d asked: %w",
			MaxColumns, r.columnBytes(MaxColumns)>>20, maxX, game.ErrTooLarge)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rows := make([][]int, 0, maxX+1)
	err := r.Columns(alt, maxX, func(_ int, ys []int) { rows = append(rows, slices.Clone(ys)) })
	return rows, err
}

func (r Rules) columnOutcome(ctx context.Context, alt game.Alteration, p game.Position) (game.Outcome, error) {
	rows, err := r.columnRows(ctx, alt.Within(p[0], p[1]), p[0])
	if err != nil {
		return game.P, err
	}
	return game.Outcome(!slices.Contains(rows[p[0]], p[1])), nil
}

func (r Rules) columnMoves(ctx context.Context, alt game.Alteration, p game.Position) ([]game.Position, error) {
	rows, err := r.columnRows(ctx, alt.Within(p[0], p[1]), p[0])
	if err != nil {
		return nil, err
	}
	var out []game.Position
	for _, q := range r.Options(p) {
		if slices.Contains(rows[q[0]], q[1]) && !slices.ContainsFunc(out, q.Equal) {
			out = append(out, q)
		}
	}
	return out, nil
}

// PPositionsInBox runs the column algorithm up to column n.
func (a *Altered) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	return a.Rules.box(ctx, a.Alteration.Within(n, n), n)
}

// PPositionsInBox runs the column algorithm for columnar rules, and
// fails for others (the Engine then asks the brute-force solver).
func (r Rules) PPositionsInBox(ctx context.Context, n int) ([][2]int, error) {
	if !r.Columnar() {
		return nil, fmt.Errorf("nimhoff: %s lacks (1,0) or (0,1); the column algorithm does not apply: %w", r, errors.ErrUnsupported)
	}
	return r.box(ctx, game.Alteration{}, n)
}

func (r Rules) box(ctx context.Context, alt game.Alteration, n int) ([][2]int, error) {
	if n > MaxColumns {
		return nil, fmt.Errorf("nimhoff: the column algorithm runs up to %d columns per request; %d asked: %w", MaxColumns, n, game.ErrTooLarge)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return r.PPositions(alt, n)
}
