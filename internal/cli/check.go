package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/lab"
	"github.com/mex-cgt/mex/theorem"
)

func newCheckCmd(io *IO) *cobra.Command {
	var asJSON, full bool
	cmd := &cobra.Command{
		Use:   "check [NAME]",
		Short: "check the theorems of the source papers by machine and report what was checked",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			name := ""
			if len(args) == 1 {
				name = args[0]
			}
			bar := newProgressBar(io.Err)
			r, err := io.Lab.Check(name, full, func(c theorem.Result, done, total int) {
				bar.clear()
				if !asJSON { // stream the reports as they come
					fmt.Fprintln(io.Out, lab.CheckText(c))
				}
				bar.update(done, total, c.Name)
			})
			bar.clear()
			if err != nil {
				return err
			}
			if asJSON {
				if err := io.print(r, true); err != nil {
					return err
				}
			}
			return r.Err()
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().BoolVar(&full, "full", false, "run the exhaustive versions (minutes)")
	return cmd
}
