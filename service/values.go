package service

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/sparse"
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

// misereTable fills the table of misère Grundy values G⁻(x, y).
func (svc *Service) misereTable(s *spec.Spec, mv game.MisereValuer, pg pairGame, n int, r TableResult) (TableResult, error) {
	if err := svc.admit(fmt.Sprintf("the misère table of %s up to %d", s.Text, n), game.SolverCost(pg.pair(n, n)).Add(tableCost(n))); err != nil {
		return r, err
	}
	var err error
	r.Table, err = svc.fillTable(s, pg, n, func(p game.Position) (int, error) { return mv.MisereGrundy(svc.context(), p) })
	return r, err
}

// GrundyResult is the answer of `mex grundy GAME POS`.
type GrundyResult struct {
	Game     string   `json:"-"`
	Position string   `json:"-"`
	Grundy   *big.Int `json:"grundy"`
}

// Text states the value.
func (r GrundyResult) Text() string {
	return fmt.Sprintf("G(%s) = %s in %s", r.Position, r.Grundy, r.Game)
}

// Grundy returns the Sprague-Grundy value of a position.
func (svc *Service) Grundy(s *spec.Spec, pos string) (GrundyResult, error) {
	e := svc.engine(s)
	r := GrundyResult{Game: s.Text, Position: strings.TrimSpace(pos)}
	if s.Shape == game.Record {
		return r, Badf("%s is a game with memory; it has outcomes, not Sprague-Grundy values", s.Text)
	}
	if mv, ok := s.Game.(game.MisereValuer); ok { // misère play: G⁻, the misère Grundy value
		p, err := parsePosition(s, pos, true)
		if err != nil {
			return r, err
		}
		if err := svc.admit("the misère value of "+shorten(r.Position), game.SolverCostOf(s.Game, p)); err != nil {
			return r, err
		}
		g, err := mv.MisereGrundy(svc.context(), p)
		r.Grundy = big.NewInt(int64(g))
		return r, result(err)
	}
	if !e.HasValues() {
		return r, Bad(fmt.Errorf("%s: %w", s.Text, game.ErrNoGrundyValue))
	}
	pt, err := svc.point(s, e, pos)
	if err != nil {
		return r, err
	}
	if pt.pos == nil {
		r.Grundy, err = e.GrundyBig(svc.context(), pt.big)
		return r, result(err)
	}
	if err := svc.admit("the value of "+pt.text, e.Cost(game.OpGrundy, pt.pos)); err != nil {
		return r, err
	}
	if pt.big != nil && e.AcceptsBig() {
		r.Grundy, err = e.GrundyBig(svc.context(), pt.big)
		return r, result(err)
	}
	g, err := e.Grundy(svc.context(), pt.pos)
	r.Grundy = big.NewInt(int64(g))
	return r, result(err)
}

// ValuesResult is the answer of `mex grundy GAME --upto N`.
type ValuesResult struct {
	Game   string `json:"-"`
	Values []int  `json:"values"`
}

// Text prints the values in rows of ten, labelled by the first heap.
func (r ValuesResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Grundy values of %s, G(0..%d):", r.Game, len(r.Values)-1)
	for i, v := range r.Values {
		if i%10 == 0 {
			fmt.Fprintf(&b, "\n%6d:", i)
		}
		fmt.Fprintf(&b, " %d", v)
	}
	return b.String()
}

// Bfile prints the values as an OEIS b-file: "n a(n)" per line.
func (r ValuesResult) Bfile() string {
	var b strings.Builder
	for i, v := range r.Values {
		fmt.Fprintf(&b, "%d %d\n", i, v)
	}
	return b.String()
}

// bytesPerValue bounds the peak memory of a computed sequence per value:
// the value and its text, and the engine's own (its values as they grow,
// its period search), measured on Kayles to 2^22 at 27 bytes and on 0.6
// to 2^18 at 36 (TestEstimatesBoundTheMemory).
const bytesPerValue = 40

// GrundyUpto returns G(0..n) of a one-heap game.
func (svc *Service) GrundyUpto(s *spec.Spec, n int) (ValuesResult, error) {
	r := ValuesResult{Game: s.Text}
	if n < 0 {
		return r, BadParameter("upto", n, "negative; want 0 or more")
	}
	if !s.Shape.OnOneHeap() {
		return r, BadParameter("upto", n, "a sequence of values needs a one-heap game; %s is played on %s (two-pile games have a table up to a size)", s.Text, s.Shape)
	}
	cost := game.Cost{Bytes: int64(n+1) * bytesPerValue, Steps: int64(n + 1), What: fmt.Sprintf("%d values and their text", n+1)}
	if limit := svc.limits().MaxValues; n > limit {
		return r, BadParameter("upto", n, "would need about %s of memory; the limit is %d values", byteSize(cost.Bytes), limit)
	}
	if err := svc.hold(fmt.Sprintf("the values up to %d", n), cost); err != nil {
		return r, err
	}
	seq, err := svc.sequence(s, n)
	if err != nil && game.IsRefused(err) && n >= sparse.MaxAnswerValues {
		return r, Badf("%s: G(0..%s) is more than the %d values computed for one answer (and they prove no period); --format bfile or u16 streams them to any N", s.Text, grammar.Elide(fmt.Sprint(n)), sparse.MaxAnswerValues)
	}
	r.Values = seq
	return r, err
}

// sequence returns G(0..n) of a one-heap game: from the game's own
// sequence when it has one (a proven period fills the rest in O(1) a
// value: Kayles to 2^22 computes 168 values), else heap by heap through
// the engine.
func (svc *Service) sequence(s *spec.Spec, n int) ([]int, error) {
	ctx := svc.context()
	if mv, ok := s.Game.(game.MisereValuer); ok { // misère play: G⁻ of each heap
		values, err := mv.MisereHeapValues(ctx, n)
		return values, result(err)
	}
	e := svc.engine(s)
	values := make([]int, n+1)
	if _, ok := s.Game.(game.HeapSequencer); ok && e.HeapGame() {
		seq, err := e.HeapSequence(ctx, big.NewInt(int64(n)))
		if err != nil {
			return nil, result(err)
		}
		if fill, ok := seq.(interface{ Fill([]int) }); ok {
			fill.Fill(values)
			return values, nil
		}
		k := new(big.Int)
		for i := range values {
			v, ok := seq.Value(k.SetInt64(int64(i)))
			if !ok {
				return nil, Badf("%s: G(%d) was not computed", s.Text, i)
			}
			values[i] = v
		}
		return values, nil
	}
	if g, ok := s.Game.(game.Sequencer); ok {
		return g.GrundySequence(n), nil
	}
	if e.HeapGame() { // a heap valuer: the largest heap first computes (and keeps) them all
		k := big.NewInt(int64(n))
		if _, err := e.HeapValue(ctx, k); err != nil {
			return nil, result(err)
		}
		for i := range values {
			v, err := e.HeapValue(ctx, k.SetInt64(int64(i)))
			if err != nil {
				return nil, result(err)
			}
			values[i] = v
		}
		return values, nil
	}
	for i := range values {
		if i&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		v, err := e.Grundy(ctx, game.Position{i})
		if err != nil {
			return nil, result(err)
		}
		values[i] = v
	}
	return values, nil
}

func byteSize(n int64) string { return game.ByteSize(n) }
