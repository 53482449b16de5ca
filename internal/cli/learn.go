package cli

import (
	"math"

	"github.com/spf13/cobra"
)

func newLearnCmd(io *IO) *cobra.Command {
	p, m, side, upto, games := intFlag(1, 1<<20), intFlag(1, 1<<20), intFlag(1, 80), intFlag(0, 1<<20), intFlag(1, 1<<20)
	seed := intFlag(0, math.MaxInt)
	var start string
	cmd := resultCmd(io, &cobra.Command{
		Use: "learn",
		Long: `learn plays many games in which the first player knows the P-positions and the
second player does not, for Wythoff Nim, (p,m)-Wythoff with blocking and
(p,m)-Imitation Nim, with three second-player strategies (look-ahead, imitate,
random), and reports which P-positions of (p,m)-Wythoff the first player revealed.`,
		Example: "  mex learn --p 2 --m 1 --start 50,47",
		Args:    exactArgs(0, "no arguments (flags only)"),
	}, func([]string) (texter, error) {
		return io.Service.Learn(p.n, m.n, side.n, upto.n, games.n, start, uint64(seed.n))
	}, &p, &m, &side, &upto, &games, &seed)
	p.add(cmd, "p", "2", "p of (p,m), >= 1")
	m.add(cmd, "m", "1", "m of (p,m), >= 1")
	side.add(cmd, "side", "50", "largest pile of a start (1..80)")
	upto.add(cmd, "upto", "30", "count P-positions with coordinates <= upto")
	games.add(cmd, "games", "300", "number of games (1..2^20)")
	cmd.Flags().StringVar(&start, "start", "", "start every game here (x,y); default: random starts")
	seed.add(cmd, "seed", "1", "random seed")
	return cmd
}
