package cli

import (
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/theorem"
)

func newCheckCmd(io *IO) *cobra.Command {
	var asJSON, full bool
	cmd := &cobra.Command{
		Use: "check [NAME or GROUP]",
		Long: `check runs the claims of the source papers as machine checks and reports, for
each, what was checked. With no argument it runs them all and ends with a summary
line; with a name or group it runs those. A claim is proved when a decision
procedure (automata, as mex prove) decided it for all positions, and the report
says the statement proved; otherwise it is checked up to the bound shown. Exit
status 0 when every verdict is the expected one (proved, ok or errata), 1 when a
claim that should hold found a counterexample, an erratum was not confirmed, or a
check could not compute (error); 130 when interrupted.

` + service.CheckLegend + `

Checks by group:
` + checkList(),
		Example:           "  mex check\n  mex check wythoff\n  mex check nim-xor-proved\n  mex check bouton --json\n  mex check --full",
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: completeCheck,
		RunE: func(_ *cobra.Command, args []string) error {
			name := ""
			if len(args) == 1 {
				if name = strings.TrimSpace(args[0]); name == "" {
					return badf("check: the name is empty; give a check or group (see mex help check), or no argument for all")
				}
			}
			io.stopsGracefully() // every check stops within a second of Ctrl-C
			bar := newProgressBar(io.Err)
			r, err := io.Service.Check(name, full, func(c theorem.Result, done, total int) {
				bar.clear()
				if !asJSON { // stream the reports as they come
					if done == 1 {
						fmt.Fprintf(io.Out, "%s\n\n", service.CheckLegend)
					}
					fmt.Fprintln(io.Out, service.CheckText(c))
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
			} else {
				fmt.Fprintln(io.Out, r.Summary.Text())
			}
			return r.Err()
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().BoolVar(&full, "full", false, "run the exhaustive versions (minutes)")
	return cmd
}

// checkList lists the checks by group, for the help.
func checkList() string {
	groups := map[string][]string{}
	for _, c := range theorem.All() {
		groups[c.Group] = append(groups[c.Group], c.Name)
	}
	var names []string
	for g := range groups {
		names = append(names, g)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, g := range names {
		b.WriteString(wrapList("  "+g+": ", groups[g]))
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}

func wrapList(head string, items []string) string {
	var b strings.Builder
	b.WriteString(head)
	col, indent := len(head), strings.Repeat(" ", len(head))
	for i, it := range items {
		if i > 0 {
			if col+2+len(it) > 88 {
				b.WriteString(",\n" + indent)
				col = len(indent)
			} else {
				b.WriteString(", ")
				col += 2
			}
		}
		b.WriteString(it)
		col += len(it)
	}
	return b.String()
}

// completeCheck offers the check names and groups.
func completeCheck(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	seen := map[string]bool{}
	var out []string
	for _, c := range theorem.All() {
		if !seen[c.Group] && strings.HasPrefix(c.Group, toComplete) {
			seen[c.Group] = true
			out = append(out, c.Group+"\tgroup")
		}
		if !seen[c.Name] && strings.HasPrefix(c.Name, toComplete) {
			seen[c.Name] = true
			out = append(out, c.Name+"\t"+firstWords(c.Claim, 60))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

func firstWords(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndex(s[:n], " ")
	if cut < 0 {
		cut = n
	}
	return s[:cut] + "…"
}
