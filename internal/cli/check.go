package cli

import (
	"github.com/spf13/cobra"
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
			r, err := io.Lab.Check(name, full)
			if err != nil {
				return err
			}
			if err := io.print(r, asJSON); err != nil {
				return err
			}
			return r.Err()
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().BoolVar(&full, "full", false, "run the exhaustive versions (minutes)")
	return cmd
}
