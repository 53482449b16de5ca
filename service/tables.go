package service

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// TableResult is the answer of `mex grundy GAME --size N`: rows x = 0..N,
// columns y = 0..N.
type TableResult struct {
	Game  string  `json:"-"`
	Table [][]int `json:"table"`
}

// Text prints the table with y across and x down.
func (r TableResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Grundy values G(x,y) of %s, x down, y across:\n%7s", r.Game, "x\\y")
	for y := range r.Table {
		fmt.Fprintf(&b, "%4d", y)
	}
	for x, row := range r.Table {
		fmt.Fprintf(&b, "\n%7d", x)
		for _, v := range row {
			fmt.Fprintf(&b, "%4d", v)
		}
	}
	return b.String()
}

// pairGame is a spec whose positions are pairs, with the way to build the
// position (x, y).
type pairGame struct {
	spec *spec.Spec
	pair func(x, y int) game.Position
}

func twoPiles(s *spec.Spec) (pairGame, error) {
	switch {
	case s.IsSum() && len(s.Components) == 2 && oneHeap(s.Components[0]) && oneHeap(s.Components[1]):
		sum := s.Sum()
		return pairGame{s, func(x, y int) game.Position {
			return sum.Join([]game.Position{{x}, {y}})
		}}, nil
	case s.Shape.OnTwoPiles():
		return pairGame{s, func(x, y int) game.Position { return game.Position{x, y} }}, nil
	}
	return pairGame{}, Badf("%s is not a two-pile game (a two-pile game, nim on two heaps, or a sum of two one-heap games)", s.Text)
}

func oneHeap(s *spec.Spec) bool { return s.Shape.OnOneHeap() }

func (svc *Service) checkCells(n int) error {
	if n < 0 {
		return BadParameter("size", n, "negative; want 0 or more")
	}
	cells := tableCost(n).Steps
	if cells > int64(svc.limits().MaxCells) {
		side := float64(n) + 1
		return BadParameter("size", n, "%s, about %s; the limit is %d cells", tableCost(n).What, game.ByteSizeFloat(side*side*bytesPerCell), svc.limits().MaxCells)
	}
	return svc.hold(fmt.Sprintf("a table of size %d", n), tableCost(n))
}

// bytesPerCell is the peak memory of a printed table per cell: the value
// (8 bytes) and its text, JSON or CSV (up to 6 bytes, in a buffer that
// grows by doubling), measured on Wythoff's table at 3000: 24 (JSON), 31
// (text) and 35 (CSV) bytes a cell resident; at 12000 the CSV took 5.2 GB
// against an estimate of 3.75 GiB made with 28.
const bytesPerCell = 40

// tableCost is the memory of an (n+1)^2 table of values as printed.
func tableCost(n int) game.Cost {
	side := new(big.Int).SetInt64(int64(n) + 1)
	exact := new(big.Int).Mul(side, side) // (n+1)^2, exactly, for the message
	cells, bytes := int64(math.MaxInt64), int64(math.MaxInt64)
	if exact.IsInt64() {
		cells = exact.Int64()
		if cells < math.MaxInt64/bytesPerCell {
			bytes = cells * bytesPerCell
		}
	}
	return game.Cost{Bytes: bytes, Steps: cells, What: exact.String() + " cells"}
}

// NotAPosition marks the cells of a table that are not positions of the
// game (a pile of 0 in a game played on positive piles).
const NotAPosition = -1

// GrundyTable returns G(x, y) for 0 <= x, y <= n of a two-pile game; cells
// that are not positions of the game hold NotAPosition.
func (svc *Service) GrundyTable(s *spec.Spec, n int) (TableResult, error) {
	r := TableResult{Game: s.Text}
	if s.Shape == game.Record {
		return r, Badf("%s is a game with memory: its positions are game records, with outcomes but no table of Sprague-Grundy values (its P starting positions are listed in a box)", s.Text)
	}
	if err := svc.checkCells(n); err != nil {
		return r, err
	}
	if tv, ok := s.Game.(game.TableValuer); ok {
		table, err := tv.GrundyTable(svc.context(), n)
		if !errors.Is(err, errors.ErrUnsupported) {
			r.Table = table
			return r, result(err)
		}
	}
	pg, err := twoPiles(s)
	if err != nil {
		return r, err
	}
	e := svc.engine(s)
	if mv, ok := s.Game.(game.MisereValuer); ok { // misère play: the table of G⁻
		return svc.misereTable(s, mv, pg, n, r)
	}
	if !e.HasValues() {
		return r, Bad(fmt.Errorf("%s: %w", s.Text, game.ErrNoGrundyValue))
	}
	if err := svc.admit(fmt.Sprintf("the table of %s up to %d", s.Text, n), e.Cost(game.OpGrundy, pg.pair(n, n)).Add(tableCost(n))); err != nil {
		return r, err
	}
	r.Table, err = svc.fillTable(s, pg, n, func(p game.Position) (int, error) { return e.Grundy(svc.context(), p) })
	return r, err
}

// fillTable fills the table of value(x, y) for 0 <= x, y <= n, cells that
// are not positions of the game marked NotAPosition.
func (svc *Service) fillTable(s *spec.Spec, pg pairGame, n int, value func(game.Position) (int, error)) ([][]int, error) {
	table := make([][]int, n+1)
	for x := range table {
		table[x] = make([]int, n+1)
		for y := range table[x] {
			p := pg.pair(x, y)
			if s.Game.Check(p) != nil {
				table[x][y] = NotAPosition
				continue
			}
			v, err := value(p)
			if err != nil {
				return nil, result(err)
			}
			table[x][y] = v
		}
	}
	return table, nil
}

// PositionsResult is the answer of `mex ppos`.
type PositionsResult struct {
	Game      string `json:"-"`
	Positions []any  `json:"positions"`
	texts     []string
	indices   []*big.Int // set for indexed pairs (--count)
}

// Text prints one position per line.
func (r PositionsResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d P-position(s) of %s:", len(r.texts), r.Game)
	for _, t := range r.texts {
		fmt.Fprintf(&b, "\n  (%s)", t)
	}
	return b.String()
}

// Bfile prints one coordinate of indexed pairs as an OEIS b-file, "i a_i"
// (which = 0) or "i b_i" (which = 1) per line; Wythoff's are A000201 and
// A001950 (from index 1).
func (r PositionsResult) Bfile(which int) (string, error) {
	if r.indices == nil {
		return "", Badf("a b-file needs indexed pairs (a count from an index)")
	}
	var b strings.Builder
	for i, p := range r.Positions {
		fmt.Fprintf(&b, "%s %s\n", r.indices[i], p.([]*big.Int)[which])
	}
	return b.String(), nil
}

func (r *PositionsResult) add(p []int) {
	r.Positions = append(r.Positions, p)
	r.texts = append(r.texts, game.Position(p).String())
}

// PPositionsInBox returns every P-position with all coordinates <= n, in
// both orientations, sorted: one-heap games list heaps, two-pile games
// pairs (x, y) in order of x then y.
func (svc *Service) PPositionsInBox(s *spec.Spec, n int) (PositionsResult, error) {
	r := PositionsResult{Game: s.Text, Positions: []any{}}
	if s.Shape == game.OneHeap {
		if n < 0 || n > svc.limits().MaxValues {
			return r, BadParameter("size", n, "out of range 0..%d", svc.limits().MaxValues)
		}
		seq, err := svc.sequence(s, n)
		if err != nil {
			return r, err
		}
		for i, g := range seq {
			if g == 0 {
				r.add([]int{i})
			}
		}
		return r, nil
	}
	if s.Shape != game.Record {
		if err := svc.checkCells(n); err != nil {
			return r, err
		}
	}
	if box, err := svc.engine(s).PPositionsInBox(svc.context(), n); !errors.Is(err, errors.ErrUnsupported) {
		for _, pair := range box {
			r.add(pair[:])
		}
		return r, result(err)
	}
	pg, err := twoPiles(s)
	if err != nil {
		return r, err
	}
	e := svc.engine(s)
	if err := svc.admit(fmt.Sprintf("the P-positions of %s up to %d", s.Text, n), e.Cost(game.OpOutcome, pg.pair(n, n))); err != nil {
		return r, err
	}
	ctx := svc.context()
	for x := 0; x <= n; x++ {
		for y := 0; y <= n; y++ {
			if s.Game.Check(pg.pair(x, y)) != nil {
				continue // not a position of the game (a pile of 0 in euclid:grossman)
			}
			o, err := e.Outcome(ctx, pg.pair(x, y))
			if err != nil {
				return r, result(err)
			}
			if o == game.P {
				r.add([]int{x, y})
			}
		}
	}
	return r, nil
}

// PeriodResult is the answer of `mex period`.
type PeriodResult struct {
	Game      string `json:"-"`
	Preperiod int    `json:"preperiod"`
	Period    int    `json:"period"`
	// Saltus is s in G(n+p) = G(n) + s (arithmetic periodicity), 0 for
	// plain periodicity.
	Saltus int  `json:"saltus"`
	Proven bool `json:"proven"`
	// Observed marks a period seen in the values but not proven (no
	// theorem applies).
	Observed bool   `json:"observed,omitempty"`
	Proof    string `json:"proof,omitempty"`
	// Checked is how many values were computed when no period was proven.
	Checked int   `json:"checked,omitempty"`
	Values  []int `json:"-"`
	// StoppedBy names the budget that ended an unproven search, and Best
	// is the period then closest to a proof (octal games).
	StoppedBy string           `json:"stopped_by,omitempty"`
	Best      *PeriodCandidate `json:"best_candidate,omitempty"`
}

// Text states the period and its proof.
func (r PeriodResult) Text() string {
	saltus := ""
	if r.Saltus != 0 {
		saltus = fmt.Sprintf(", saltus %d (arithmetic: G(n+%d) = G(n) + %d)", r.Saltus, r.Period, r.Saltus)
	}
	if r.Observed {
		return fmt.Sprintf("%s: preperiod %d, period %d%s (observed, not proven)\nseen: %s\nperiod: %s",
			r.Game, r.Preperiod, r.Period, saltus, r.Proof, formatPeriod(r.Values))
	}
	if !r.Proven {
		return unprovenText(r)
	}
	return fmt.Sprintf("%s: preperiod %d, period %d%s (proven)\nproof: %s\nperiod: %s",
		r.Game, r.Preperiod, r.Period, saltus, r.Proof, formatPeriod(r.Values))
}

func formatPeriod(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, " ")
}

// DefaultPeriodLimit is the number of values computed before `mex period`
// reports that no period is proven yet.
const DefaultPeriodLimit = 1 << 20

// Period finds and proves the eventual period of a one-heap game's Grundy
// sequence, computing at most limit values (0: DefaultPeriodLimit).
func (svc *Service) Period(s *spec.Spec, limit ...int) (PeriodResult, error) {
	r := PeriodResult{Game: s.Text}
	max := DefaultPeriodLimit
	if len(limit) > 0 && limit[0] > 0 {
		max = limit[0]
	}
	if rules, ok := sparseRules(s); ok {
		return svc.octalPeriod(s, rules, PeriodOptions{Upto: max, Threads: 1})
	}
	if p, err := svc.engine(s).Period(svc.context(), min(max, svc.limits().MaxValues)); !errors.Is(err, errors.ErrUnsupported) {
		if errors.Is(err, game.ErrNoPeriod) {
			r.Checked = p.Checked
			return r, nil
		}
		if err != nil {
			return r, result(err)
		}
		r.Preperiod, r.Period, r.Saltus, r.Proven, r.Proof, r.Values = p.Preperiod, p.Period, p.Saltus, p.Proven, p.Proof, p.Values
		r.Observed = !p.Proven
		return r, nil
	}
	return r, Badf("period: %s is not a heap game with a periodicity theorem (subtraction, all-but subtraction, octal and take-and-break games are)", s.Text)
}

// misereTable fills the table of misère Grundy values G⁻(x, y).
func (svc *Service) misereTable(s *spec.Spec, mv game.MisereValuer, pg pairGame, n int, r TableResult) (TableResult, error) {
	if err := svc.admit(fmt.Sprintf("the misère table of %s up to %d", s.Text, n), game.SolverCost(pg.pair(n, n)).Add(tableCost(n))); err != nil {
		return r, err
	}
	var err error
	r.Table, err = svc.fillTable(s, pg, n, func(p game.Position) (int, error) { return mv.MisereGrundy(svc.context(), p) })
	return r, err
}
