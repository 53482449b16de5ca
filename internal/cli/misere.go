package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func newGenusCmd(io *IO) *cobra.Command {
	upto := sizeFlag(1 << 20)
	cmd := answerCmd(io, &cobra.Command{
		Use: "genus GAME --upto N",
		Long: `genus prints, for each heap 0..N of an octal game, a subtraction game or Grundy's
game, its normal Grundy value g, its misère Grundy value γ0 and Conway's genus
g^γ0γ1… (γk is the misère Grundy value of the heap plus k nim-heaps of 2), and
marks heaps that are tame (they add like Nim positions in misère play).`,
		Example: "  mex genus kayles --upto 20\n  mex genus dawson --upto 30 --json",
		Args:    exactArgs(1, "GAME"),
	}, false, func(svc *service.Service, g *spec.Spec, _ []string) (texter, error) {
		return svc.Genus(io.context(), g, upto.n)
	}, &upto)
	upto.add(cmd, "upto", "20", "largest heap")
	return cmd
}

func newQuotientCmd(io *IO) *cobra.Command {
	maxheap := sizeFlag(1 << 20)
	var sum string
	cmd := answerCmd(io, &cobra.Command{
		Use: "quotient GAME --maxheap N [--sum H,H,…]",
		Long: `quotient computes the misère quotient Q_n of the sums of heaps <= n of an octal
game, a subtraction game or Grundy's game for n = 1..N by Plambeck and Siegel's
algorithm, each proven exact by a finite check (no P class has an option in a P
class; every reachable pair (class of a sum, classes of its options) of an N
class has an option in a P class), and prints Q_N: its order, generators and relations, P-portion, pretending
function, whether it is tame, and the orders of Q_1..Q_N. With --sum it also
gives the misère outcome of that sum of heaps by multiplying in Q_N.`,
		Example: "  mex quotient octal:0.75 --maxheap 20\n  mex quotient dawson --maxheap 20 --sum 4,7,10",
		Args:    exactArgs(1, "GAME"),
	}, false, func(svc *service.Service, g *spec.Spec, _ []string) (texter, error) {
		bar := newProgressBar(io.Err)
		defer bar.clear()
		return svc.QuotientProgress(io.context(), g, maxheap.n, sum, func(heap, order int) {
			bar.update(heap, maxheap.n, fmt.Sprintf("heaps, |Q_%d| = %d", heap, order))
		})
	}, &maxheap)
	maxheap.add(cmd, "maxheap", "20", "largest heap N")
	cmd.Flags().StringVar(&sum, "sum", "", "a sum of heaps <= N (H,H,…) whose misère outcome to give")
	return cmd
}

func newFormCmd(io *IO) *cobra.Command {
	return positionCmd(io, &cobra.Command{
		Use: "form GAME POS",
		Long: `form writes a position of a game in its misère simplest form: the game tree
with every reversible option deleted by the Grundy–Smith rule (Conway, On Numbers
and Games, ch. 12). Two positions, of any games, are equal in misère play exactly
when their simplest forms are the same. Nim-heaps are named 0, *, *2, …; any other
form is named g1, g2, … (each after its options) and defined by its options.`,
		Example: "  mex form kayles 5\n  mex form dawson 9 --json\n  mex form nim 2,2",
	}, false, (*service.Service).Form)
}
