package lab

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/altered"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/render"
	"github.com/mex-cgt/mex/spec"
)

// PlotOptions choose the picture of `mex plot`.
type PlotOptions struct {
	Kind string // ppos, grundy, strategy, strings, sequence; "" chooses by game
	Size int    // largest coordinate (or heap) drawn
	Cell int    // pixels per cell; 0 chooses
	// Overlay is "", "offset" (translated Wythoff over an altered game) or
	// "normal" (with --misere: the normal-play P-positions beside the
	// misère ones).
	Overlay string
	Pos     string // strategy: the P-position X,Y
	Strings string // strings: S,T
	Steps   int    // strings: updates drawn
	Mask    int    // sequence: mask of the rare values
	Format  render.Format
}

// MaxPlotSize bounds the cells per axis of a picture.
const MaxPlotSize = 4000

// Plot draws the picture of a game and writes it to w.
func (l *Lab) Plot(gameSpec string, opt PlotOptions, w io.Writer) error {
	if opt.Size < 0 || opt.Size > MaxPlotSize {
		return Badf("--size %d: want 0..%d", opt.Size, MaxPlotSize)
	}
	if opt.Cell < 0 || opt.Cell > 64 {
		return Badf("--cell %d: want 1..64 pixels (0 chooses)", opt.Cell)
	}
	if opt.Kind == "strings" {
		s, t, ok := strings.Cut(opt.Strings, ",")
		if !ok {
			return Badf("--strings %q: want two bitstrings S,T such as 00100111,11001100", opt.Strings)
		}
		return Bad(render.Strings(w, opt.Format, s, t, opt.Steps, altered.Update))
	}
	s, err := l.parse(gameSpec)
	if err != nil {
		return err
	}
	kind := opt.Kind
	if kind == "" {
		switch {
		case s.Record:
			kind = "strategy"
		case s.Arity == 1 || (s.Arity == 0 && !s.Big && !s.IsSum()):
			kind = "sequence"
		default:
			kind = "ppos"
		}
	}
	if opt.Size == 0 {
		opt.Size = map[string]int{"ppos": 60, "grundy": 40, "strategy": 24, "sequence": 120}[kind]
	}
	var buf bytes.Buffer // write only a complete picture
	switch kind {
	case "ppos":
		err = l.plotPPositions(s, gameSpec, opt, &buf)
	case "grundy":
		err = l.plotGrundy(gameSpec, opt, &buf)
	case "strategy":
		err = l.plotStrategy(s, opt, &buf)
	case "sequence":
		err = l.plotSequence(gameSpec, opt, &buf)
	default:
		return Badf("--kind %q: want ppos, grundy, strategy, strings or sequence", kind)
	}
	if err != nil {
		return err
	}
	_, err = w.Write(buf.Bytes())
	return err
}

func pairs(r PositionsResult) [][2]int {
	out := make([][2]int, 0, len(r.Positions))
	for _, p := range r.Positions {
		if v, ok := p.([]int); ok && len(v) == 2 {
			out = append(out, [2]int{v[0], v[1]})
		}
	}
	return out
}

func (l *Lab) plotPPositions(s *spec.Spec, gameSpec string, opt PlotOptions, w io.Writer) error {
	r, err := l.PPositionsInBox(gameSpec, opt.Size)
	if err != nil {
		return err
	}
	primary := pairs(r)
	if s.Arity != 2 && !(s.Arity == 0 && s.Big) {
		return Badf("a P-position picture needs a two-pile game; %s is not one (try --kind sequence)", s.Text)
	}
	var overlay [][2]int
	title := "P-positions of " + s.Text
	names := [2]string{"the altered game", "translated Wythoff"}
	switch opt.Overlay {
	case "normal":
		if !l.misere {
			return Badf("--overlay normal draws the normal-play P-positions beside the misère ones; add --misere")
		}
		normal, err := l.Misere(false).PPositionsInBox(gameSpec, opt.Size)
		if err != nil {
			return err
		}
		overlay = pairs(normal)
		title += " against normal play"
		names = [2]string{"misère play", "normal play"}
	case "offset":
		if s.Alteration.Empty() {
			return Badf("--overlay offset needs an altered game (--alter-p, --alter-n)")
		}
		off, _, err := altered.GeneralOffset(s.Alteration)
		if err != nil {
			return Bad(err)
		}
		for n := int64(0); ; n++ {
			a, b := wythoff.PairInt(n)
			if a > int64(opt.Size)+4 {
				break
			}
			for _, p := range [][2]int64{{a, b}, {b, a}} {
				x, y := int(p[0])+off.DX, int(p[1])+off.DY
				if x >= 0 && y >= 0 && x <= opt.Size && y <= opt.Size {
					overlay = append(overlay, [2]int{x, y})
				}
			}
		}
		title += fmt.Sprintf(" against Wythoff translated by (%d,%d)", off.DX, off.DY)
	case "":
	default:
		return Badf("--overlay %q: want offset or normal", opt.Overlay)
	}
	pic := render.PPositions(title, opt.Size, primary, overlay, names[0], names[1])
	pic.Cell = opt.Cell
	return Bad(pic.Draw(w, opt.Format))
}

// MaxSVGCells bounds pictures that draw every cell as an SVG element.
const MaxSVGCells = 500

func (l *Lab) plotGrundy(gameSpec string, opt PlotOptions, w io.Writer) error {
	if opt.Format == render.SVG && opt.Size > MaxSVGCells {
		return Badf("an SVG heatmap draws every cell; at most --size %d (use .png for larger)", MaxSVGCells)
	}
	r, err := l.GrundyTable(gameSpec, opt.Size)
	if err != nil {
		return err
	}
	pic := render.Heatmap("Sprague-Grundy values of "+r.Game, r.Table)
	pic.Cell = opt.Cell
	return Bad(pic.Draw(w, opt.Format))
}

func (l *Lab) plotSequence(gameSpec string, opt PlotOptions, w io.Writer) error {
	r, err := l.GrundyUpto(gameSpec, opt.Size)
	if err != nil {
		return err
	}
	return Bad(render.Sequence(w, opt.Format, "Grundy values of "+r.Game, r.Values, opt.Mask, opt.Cell))
}

// MaxStrategySize bounds the strategy picture: every cell is classified
// over its histories from starts three times as large.
const MaxStrategySize = 40

func (l *Lab) plotStrategy(s *spec.Spec, opt PlotOptions, w io.Writer) error {
	g, ok := s.Game.(imitation.Game)
	if !ok {
		return Badf("the strategy picture is for Imitation Nim (imitation:p=P,m=M); %s is not", s.Text)
	}
	size := opt.Size
	if size > MaxStrategySize {
		return Badf("--size %d: the strategy picture classifies every history; at most %d", size, MaxStrategySize)
	}
	table, err := g.Solve(3 * size)
	if err != nil {
		return Bad(err)
	}
	pw, _ := imitation.NewWythoffP(g.P, g.M, 3*size)
	a, b := -1, -1
	if opt.Pos != "" {
		v, err := spec.ParseInts(opt.Pos, "coordinate")
		if err != nil || len(v) != 2 || !pw.Contains(v[0], v[1]) || max(v[0], v[1]) > size {
			return Badf("--pos %q: want a P-position X,Y of (%d,%d)-Wythoff within the picture", opt.Pos, g.P, g.M)
		}
		a, b = v[0], v[1]
	} else { // the largest P-position north of the diagonal that leaves room above it
		for x := 0; x <= size; x++ {
			for y := x + 1; y <= size-2; y++ {
				if pw.Contains(x, y) && y <= size*2/3 {
					a, b = x, y
				}
			}
		}
	}
	kind := func(x, y int) render.Kind {
		class, _, _, _ := table.Classify(x, y)
		switch {
		case x == a && y == b:
			return render.KindP
		case class == imitation.NonDynamicP:
			return render.KindOtherP
		case class == imitation.Dynamic:
			return render.KindDynamic
		}
		lo, hi := min(x, y), max(x, y)
		if pw.SameDiagonalBelow(lo, hi) {
			return render.KindNa
		}
		if pw.PartnerBelow(lo) {
			return render.KindNb
		}
		return render.KindN
	}
	var arrows [][2][2]int
	if a >= 0 {
		arrows = winningLine(g.Rules, table, imitation.Start(a, min(size, b+2)))
	}
	title := fmt.Sprintf("%s: strategy around the P-position (%d,%d)", s.Text, a, b)
	pic := render.Strategy(title, size, kind, arrows)
	pic.Cell = opt.Cell
	return Bad(pic.Draw(w, opt.Format))
}

// winningLine plays from start: the winner moves to a P-state (preferring
// a Wythoff P-position), the loser removes one token from the larger pile.
func winningLine(r imitation.Rules, table *imitation.Table, start imitation.State) [][2][2]int {
	var arrows [][2][2]int
	s := start
	for range 12 {
		if s.Piles == [2]int{0, 0} {
			break
		}
		var next imitation.State
		found := false
		if o, _ := table.Outcome(s); o == game.N {
			r.Each(s, func(_, _ int, q imitation.State) {
				if found {
					return
				}
				if o, _ := table.Outcome(q); o == game.P {
					next, found = q, true
				}
			})
		} else {
			pile := 0
			if s.Piles[1] > s.Piles[0] {
				pile = 1
			}
			if q, err := r.Play(s, pile, 1); err == nil {
				next, found = q, true
			} else if q, err := r.Play(s, 1-pile, 1); err == nil {
				next, found = q, true
			}
		}
		if !found {
			break
		}
		arrows = append(arrows, [2][2]int{s.Piles, next.Piles})
		s = next
	}
	return arrows
}
