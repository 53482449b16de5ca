package cli

import (
	"github.com/spf13/cobra"
)

func newLearnCmd(io *IO) *cobra.Command {
	var asJSON bool
	var p, m, side, upto, games int
	var start string
	var seed uint64
	cmd := &cobra.Command{
		Use:   "learn",
		Short: "simulate Larsson 2008's learning question: which P-positions does a perfect first player reveal?",
		Long: `learn plays many games in which the first player knows the P-positions and the
second player does not, for Wythoff Nim, (p,m)-Wythoff with blocking and
(p,m)-Imitation Nim, with three second-player strategies (look-ahead, imitate,
random), and reports which P-positions of (p,m)-Wythoff the first player revealed.`,
		Example: "  mex learn --p 2 --m 1 --start 50,47",
		Args:    exactArgs(0, "no arguments (flags only)"),
		RunE: func(_ *cobra.Command, _ []string) error {
			r, err := io.Lab.Learn(p, m, side, upto, games, start, seed)
			if err != nil {
				return err
			}
			return io.print(r, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().IntVar(&p, "p", 2, "p of (p,m)")
	cmd.Flags().IntVar(&m, "m", 1, "m of (p,m)")
	cmd.Flags().IntVar(&side, "side", 50, "largest pile of a start (at most 80)")
	cmd.Flags().IntVar(&upto, "upto", 30, "count P-positions with coordinates <= upto")
	cmd.Flags().IntVar(&games, "games", 300, "number of games")
	cmd.Flags().StringVar(&start, "start", "", "start every game here (x,y); default: random starts")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "random seed")
	return cmd
}
