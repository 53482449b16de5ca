package cli

import (
	"github.com/spf13/cobra"
)

func newOffsetCmd(io *IO) *cobra.Command {
	var alter alterFlags
	var measureText []string
	cmd := resultCmd(io, &cobra.Command{
		Use: "offset [--alter-p X,Y]… [--alter-n X,Y]…",
		Example: `  mex offset --alter-p 3,4
  mex offset --alter-n 0,0 --alter-n 1,1 --json
  mex offset --alter-p 2,2 --alter-p 0,5 --alter-n 1,2 --alter-n 0,0 --measure 1000 --measure 10000`,
		Args: exactArgs(0, "flags only"),
	}, func([]string) (texter, error) {
		alt, err := alter.alteration()
		if err != nil {
			return nil, err
		}
		measure, err := parseInts(measureText, "--measure", 1, 1<<40)
		if err != nil {
			return nil, err
		}
		return io.Service.Offset(alt, measure)
	})
	addAlter(cmd, &alter)
	cmd.Flags().StringArrayVar(&measureText, "measure", nil, "also measure the disagreement with translated Wythoff within this radius, e.g. 10^4 (repeatable)")
	return cmd
}

func newAdjoinCmd(io *IO) *cobra.Command {
	var size string
	cmd := resultCmd(io, &cobra.Command{
		Use: "adjoin (I,J | --size N)",
		Example: `  mex adjoin 3,5
  mex adjoin 1000000000000000000,1618033988749894848 --json
  mex adjoin --size 100 --json`,
		Args: cobra.MaximumNArgs(1),
	}, func(args []string) (texter, error) {
		if (len(args) == 1) == (size != "") {
			return nil, badf("give exactly one of a move I,J and --size N")
		}
		if size == "" {
			return io.Service.Adjoin(args[0])
		}
		n, err := parseInt(size, "--size", 0, 1<<40)
		if err != nil {
			return nil, err
		}
		return io.Service.AdjoinMatrix(n)
	})
	cmd.Flags().StringVar(&size, "size", "", "print the matrix W(i,j), 0 <= i,j <= N (1 = changes the P-positions)")
	return cmd
}

func newDefectsCmd(io *IO) *cobra.Command {
	var radiiText, rules []string
	cmd := resultCmd(io, &cobra.Command{
		Use: "defects [--rules nimhoff:…]…",
		Example: `  mex defects
  mex defects --rules nimhoff:1,0/0,1/1,3 --radius 1000 --radius 8000`,
		Args: exactArgs(0, "flags only"),
	}, func([]string) (texter, error) {
		radii, err := parseInts(radiiText, "--radius", 10, 200_000)
		if err != nil {
			return nil, err
		}
		return io.Service.DefectsExperiment(rules, radii)
	})
	cmd.Flags().StringArrayVar(&radiiText, "radius", []string{"500", "2000", "8000"}, "radii of the balls compared, 10..200000 (repeatable)")
	cmd.Flags().StringArrayVar(&rules, "rules", nil, "a Nimhoff rule set to test (repeatable); default: Wythoff and five neighbours")
	return cmd
}

// parseInts reads the values of a repeatable numeric flag in [lo, hi].
func parseInts(texts []string, flag string, lo, hi int) ([]int, error) {
	var out []int
	for _, t := range texts {
		n, err := parseInt(t, flag, lo, hi)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}
