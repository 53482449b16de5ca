package cli

import (
	"bytes"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/render"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func newPlotCmd(io *IO) *cobra.Command {
	var alter alterFlags
	var out, size, cell, steps, mask string
	var opt service.PlotOptions
	cmd := resultCmd(io, &cobra.Command{
		Use: "plot [GAME] -o FILE.png|FILE.svg",
		Long: `plot draws the pictures of the papers. Kinds (--kind): ppos, the P-positions of a
two-pile game (default; --overlay offset compares an altered game with translated
Wythoff); grundy, a heatmap of Sprague-Grundy values; strategy, Larsson 2009's Figure 1
for Imitation Nim (--pos X,Y picks the P-position); strings, Sleator, Hu and Tsin 2024's bitstrings as
lattice paths under the Wythoff update (--strings S,T --steps K, no GAME); sequence,
G(n) of a one-heap game (--mask M marks the rare values).`,
		Example: `  mex plot wythoff -o wythoff.png
  mex plot wythoff --kind grundy --size 30 -o grundy.svg
  mex plot wythoff --alter-p 3,4 --overlay offset --size 80 -o altered.png
  mex plot imitation:p=1,m=1 --size 12 -o figure1.png
  mex plot --kind strings --strings 00100111,11001100 --steps 3 -o strings.png
  mex plot kayles --size 200 --mask 1 -o kayles.png`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: completeGame,
	}, func(args []string) (texter, error) {
		if out == "" {
			return nil, badf("plot needs -o FILE.png or -o FILE.svg")
		}
		for _, f := range []struct {
			text, flag string
			lo, hi     int
			into       *int
		}{{size, "--size", 1, service.MaxPlotSize, &opt.Size}, {cell, "--cell", 1, 64, &opt.Cell}, {steps, "--steps", 0, 1000, &opt.Steps}, {mask, "--mask", 0, 1<<16 - 1, &opt.Mask}} {
			if f.text == "" {
				continue
			}
			v, err := parseInt(f.text, f.flag, f.lo, f.hi)
			if err != nil {
				return nil, err
			}
			*f.into = v
		}
		if err := writableFile("--output", out); err != nil {
			return nil, err
		}
		format, err := render.FormatOf(out)
		if err != nil {
			return nil, usageError{err}
		}
		opt.Format = format
		var g *spec.Spec
		if len(args) == 1 {
			if g, err = alter.game(args[0]); err != nil {
				return nil, err
			}
		} else if opt.Kind != "strings" {
			return nil, badf("plot needs a GAME (only --kind strings draws without one)")
		} else if _, err := alter.alteration(); err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := io.Service.Plot(g, opt, &buf); err != nil {
			return nil, err
		}
		if err := writeAtomically(out, buf.Bytes()); err != nil {
			return nil, err
		}
		kind, game := opt.Kind, ""
		if kind == "" {
			kind = "default"
		}
		if g != nil {
			game = args[0]
		}
		return PlotResult{File: out, Format: map[render.Format]string{render.PNG: "png", render.SVG: "svg"}[format], Bytes: buf.Len(), Game: game, Kind: kind}, nil
	})
	cmd.Flags().StringVarP(&out, "output", "o", "", "the picture to write (.png or .svg)")
	cmd.Flags().StringVar(&opt.Kind, "kind", "", "ppos, grundy, strategy, strings or sequence (default: by game)")
	cmd.Flags().StringVar(&size, "size", "", "largest coordinate or heap drawn (default: by kind)")
	cmd.Flags().StringVar(&cell, "cell", "", "pixels per cell, 1..64 (default: about 800 pixels in all)")
	cmd.Flags().StringVar(&opt.Overlay, "overlay", "", "offset: overlay Wythoff translated by the offset of the alteration; normal (with --misere): the normal-play P-positions")
	cmd.Flags().StringVar(&opt.Pos, "pos", "", "strategy: the P-position X,Y of the picture")
	cmd.Flags().StringVar(&opt.Strings, "strings", "", "strings: the two bitstrings S,T")
	cmd.Flags().StringVar(&steps, "steps", "3", "strings: number of Wythoff updates drawn")
	cmd.Flags().StringVar(&mask, "mask", "", "sequence: mark the rare class of mex stats: values v with an even number of 1s in v & mask")
	addAlter(cmd, &alter)
	return cmd
}

// PlotResult says what mex plot drew and where.
type PlotResult struct {
	File   string `json:"file"`
	Format string `json:"format"`
	Bytes  int    `json:"bytes"`
	Game   string `json:"game,omitempty"`
	Kind   string `json:"kind"`
}

// Text is "wrote FILE (N bytes)".
func (r PlotResult) Text() string { return fmt.Sprintf("wrote %s (%d bytes)", r.File, r.Bytes) }
