package cli

import (
	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// alterFlags holds --alter-p, --alter-n and --misere, added in one place:
// the variants of a game's rules.
type alterFlags struct {
	p, n   []string
	misere bool
}

func addAlter(cmd *cobra.Command, f *alterFlags) {
	cmd.Flags().StringArrayVar(&f.p, "alter-p", nil, "declare the position X,Y a P-position (repeatable; two-pile games)")
	cmd.Flags().StringArrayVar(&f.n, "alter-n", nil, "declare the position X,Y an N-position (repeatable)")
	cmd.Flags().BoolVar(&f.misere, "misere", false, "misère play: the player who cannot move wins")
}

// alteration parses the flags.
func (f alterFlags) alteration() (game.Alteration, error) {
	var alt game.Alteration
	for _, set := range []struct {
		flag  string
		items []string
		into  *[]game.Position
	}{{"--alter-p", f.p, &alt.P}, {"--alter-n", f.n, &alt.N}} {
		for _, item := range set.items {
			v, err := grammar.ParseInts(item, "coordinate")
			if err != nil || len(v) != 2 {
				return alt, badf("%s %s: want X,Y (two whole numbers >= 0)", set.flag, grammar.Quote(item))
			}
			*set.into = append(*set.into, game.Position{v[0], v[1]})
		}
	}
	if err := alt.Check(2); err != nil {
		return alt, usageError{err}
	}
	return alt, nil
}

// gameAt reads the game of a command's arguments, args[0], as game does,
// and routes it by its position, args[1] when given (spec.Spec.At:
// hackenbush at edges:… is Green Hackenbush on that graph).
func (f alterFlags) gameAt(args []string) (*spec.Spec, error) {
	g, err := f.game(args[0])
	if err != nil || len(args) < 2 {
		return g, err
	}
	return g.At(args[1])
}

// game parses the game spec text with the variants f sets (none for the
// zero alterFlags): the command's typed request.
func (f alterFlags) game(text string) (*spec.Spec, error) {
	alt, err := f.alteration()
	if err != nil {
		return nil, err
	}
	return service.ParseGame(text, spec.Options{Alteration: alt, Misere: f.misere})
}
