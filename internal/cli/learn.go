package cli

import (
	"math"

	"github.com/spf13/cobra"
)

func newLearnCmd(io *IO) *cobra.Command {
	var asJSON bool
	var p, m, side, upto, games, seed, start string
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
			var n [5]int
			for i, f := range []struct {
				text, flag string
				lo, hi     int
			}{{p, "--p", 1, 1 << 20}, {m, "--m", 1, 1 << 20}, {side, "--side", 1, 80}, {upto, "--upto", 0, 1 << 20}, {games, "--games", 1, 1 << 20}} {
				v, err := parseInt(f.text, f.flag, f.lo, f.hi)
				if err != nil {
					return err
				}
				n[i] = v
			}
			s, err := parseInt(seed, "--seed", 0, math.MaxInt)
			if err != nil {
				return err
			}
			r, err := io.Service.Learn(n[0], n[1], n[2], n[3], n[4], start, uint64(s))
			if err != nil {
				return err
			}
			return io.print(r, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().StringVar(&p, "p", "2", "p of (p,m), >= 1")
	cmd.Flags().StringVar(&m, "m", "1", "m of (p,m), >= 1")
	cmd.Flags().StringVar(&side, "side", "50", "largest pile of a start (1..80)")
	cmd.Flags().StringVar(&upto, "upto", "30", "count P-positions with coordinates <= upto")
	cmd.Flags().StringVar(&games, "games", "300", "number of games (1..2^20)")
	cmd.Flags().StringVar(&start, "start", "", "start every game here (x,y); default: random starts")
	cmd.Flags().StringVar(&seed, "seed", "1", "random seed")
	return cmd
}
