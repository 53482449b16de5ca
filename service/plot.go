package service

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/render"
	"github.com/mex-cgt/mex/research/altered"
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
	Mask    int    // sequence: mask of the rare class (game.RareClass: parity of v & Mask even)
	Format  render.Format
}

// MaxPlotSize bounds the cells per axis of a picture.
const MaxPlotSize = 4000

// Plot draws the picture of the game s and writes it to w. The bitstring
// picture (Kind "strings") draws no game: s may be nil there.
func (svc *Service) Plot(s *spec.Spec, opt PlotOptions, w io.Writer) error {
	if opt.Size < 0 || opt.Size > MaxPlotSize {
		return BadParameter("size", opt.Size, "want 0..%d", MaxPlotSize)
	}
	if opt.Cell < 0 || opt.Cell > 64 {
		return BadParameter("cell", opt.Cell, "want 1..64 pixels (0 chooses)")
	}
	if opt.Kind == "strings" {
		first, second, ok := strings.Cut(opt.Strings, ",")
		if !ok {
			return BadParameter("strings", grammar.Quote(opt.Strings), "want two bitstrings S,T such as 00100111,11001100")
		}
		return Bad(render.Strings(w, opt.Format, first, second, opt.Steps, altered.Update))
	}
	var err error
	kind := opt.Kind
	if kind == "" {
		kind = defaultPicture(s)
	}
	if opt.Size == 0 {
		opt.Size = map[string]int{"ppos": 60, "grundy": 40, "strategy": 24, "sequence": 120}[kind]
	}
	var buf bytes.Buffer // write only a complete picture
	switch kind {
	case "ppos":
		err = svc.plotPPositions(s, opt, &buf)
	case "grundy":
		err = svc.plotGrundy(s, opt, &buf)
	case "strategy":
		err = svc.plotStrategy(s, opt, &buf)
	case "sequence":
		err = svc.plotSequence(s, opt, &buf)
	default:
		return BadParameter("kind", grammar.Quote(kind), "want ppos, grundy, strategy, strings or sequence")
	}
	if err != nil {
		return err
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// defaultPicture chooses the picture of a game by its shape: the
// strategy of a game with memory, the value sequence of a one-heap game
// (and of heap games without a two-pile view), P-positions otherwise.
func defaultPicture(s *spec.Spec) string {
	switch s.Shape {
	case game.Record:
		return "strategy"
	case game.OneHeap:
		return "sequence"
	case game.Heaps:
		if _, ok := s.Game.(game.BigPositioner); !ok {
			return "sequence"
		}
	}
	return "ppos"
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

func (svc *Service) plotPPositions(s *spec.Spec, opt PlotOptions, w io.Writer) error {
	r, err := svc.PPositionsInBox(s, opt.Size)
	if err != nil {
		return err
	}
	primary := pairs(r)
	if !s.Shape.OnTwoPiles() {
		return Badf("a P-position picture needs a two-pile game; %s is not one (try the sequence picture)", s.Text)
	}
	var overlay [][2]int
	title := "P-positions of " + s.Text
	names := [2]string{"the altered game", "translated Wythoff"}
	switch opt.Overlay {
	case "normal":
		if !s.MiserePlay {
			return BadParameter("overlay", "normal", "draws the normal-play P-positions beside the misère ones; it needs misère play")
		}
		normalPlay, err := ParseGame(s.Base, spec.Options{Alteration: s.Alteration})
		if err != nil {
			return err
		}
		normal, err := svc.PPositionsInBox(normalPlay, opt.Size)
		if err != nil {
			return err
		}
		overlay = pairs(normal)
		title += " against normal play"
		names = [2]string{"misère play", "normal play"}
	case "offset":
		declarer, ok := s.Game.(game.Declarer)
		if !ok || s.Alteration.Empty() {
			return Badf("the offset overlay needs an altered game (declared P- or N-positions)")
		}
		indexer, ok := declarer.Unwrap().(game.PairIndexer)
		if !ok {
			return Badf("the offset overlay draws the unaltered game's indexed P-positions translated; %s has none", declarer.Unwrap())
		}
		off, _, err := altered.GeneralOffset(s.Alteration)
		if err != nil {
			return Bad(err)
		}
		if overlay, err = translatedPairs(svc, indexer, off, opt.Size); err != nil {
			return err
		}
		title += fmt.Sprintf(" against %s translated by (%d,%d)", declarer.Unwrap(), off.DX, off.DY)
	case "":
	default:
		return BadParameter("overlay", grammar.Quote(opt.Overlay), "want offset or normal")
	}
	pic := render.PPositions(title, opt.Size, primary, overlay, names[0], names[1])
	pic.Cell = opt.Cell
	return Bad(pic.Draw(w, opt.Format))
}

// translatedPairs lists the P-positions (a_i, b_i) and (b_i, a_i) of an
// indexed game, translated by off, that fall in the box up to size.
func translatedPairs(l *Service, indexer game.PairIndexer, off altered.Offset, size int) ([][2]int, error) {
	pairs, err := indexer.Pairs(l.context(), big.NewInt(0), size+8)
	if err != nil {
		return nil, result(err)
	}
	var out [][2]int
	for _, pair := range pairs {
		a, b := pair[0].Int64(), pair[1].Int64()
		for _, p := range [][2]int64{{a, b}, {b, a}} {
			x, y := int(p[0])+off.DX, int(p[1])+off.DY
			if x >= 0 && y >= 0 && x <= size && y <= size {
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out, nil
}

// MaxSVGCells bounds pictures that draw every cell as an SVG element.
const MaxSVGCells = 500

func (svc *Service) plotGrundy(s *spec.Spec, opt PlotOptions, w io.Writer) error {
	if opt.Format == render.SVG && opt.Size > MaxSVGCells {
		return BadParameter("size", opt.Size, "an SVG heatmap draws every cell; at most %d (a PNG for larger)", MaxSVGCells)
	}
	r, err := svc.GrundyTable(s, opt.Size)
	if err != nil {
		return err
	}
	pic := render.Heatmap("Sprague-Grundy values of "+r.Game, r.Table)
	pic.Cell = opt.Cell
	return Bad(pic.Draw(w, opt.Format))
}

func (svc *Service) plotSequence(s *spec.Spec, opt PlotOptions, w io.Writer) error {
	r, err := svc.GrundyUpto(s, opt.Size)
	if err != nil {
		return err
	}
	var rare func(n, v int) bool
	if opt.Mask != 0 {
		rare = game.RareClass{Mask: uint32(opt.Mask)}.Rare
	}
	return Bad(render.Sequence(w, opt.Format, "Grundy values of "+r.Game, r.Values, rare, fmt.Sprintf("rare (mask %d)", opt.Mask), opt.Cell))
}

// strategyKinds draws each class of a strategy map.
var strategyKinds = map[game.StrategyClass]render.Kind{
	game.StrategyP: render.KindP, game.StrategyOtherP: render.KindOtherP, game.StrategyDynamic: render.KindDynamic,
	game.StrategyNa: render.KindNa, game.StrategyNb: render.KindNb, game.StrategyN: render.KindN,
}

func (svc *Service) plotStrategy(s *spec.Spec, opt PlotOptions, w io.Writer) error {
	mapper, ok := s.Game.(game.StrategyMapper)
	if !ok {
		return Badf("the strategy picture is for games with memory (imitation:p=P,m=M); %s is not one", s.Text)
	}
	var target game.Position
	if opt.Pos != "" {
		v, err := grammar.ParseInts(opt.Pos, "coordinate")
		if err != nil || len(v) != 2 {
			return Badf("position %s: want a P-position X,Y within the picture", grammar.Quote(opt.Pos))
		}
		target = v
	}
	m, err := mapper.StrategyMap(svc.context(), opt.Size, target)
	if err != nil {
		return result(err)
	}
	kind := func(x, y int) render.Kind { return strategyKinds[m.Class(x, y)] }
	title := fmt.Sprintf("%s: strategy around the P-position (%d,%d)", s.Text, m.A, m.B)
	pic := render.Strategy(title, m.Size, kind, m.Arrows)
	pic.Cell = opt.Cell
	return Bad(pic.Draw(w, opt.Format))
}
