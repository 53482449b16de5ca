package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/lab"
	"github.com/mex-cgt/mex/spec"
)

// IO carries the streams and the lab that commands use, instead of globals.
type IO struct {
	In       io.Reader
	Out, Err io.Writer
	Lab      lab.Lab
}

// texter is a result with a readable form.
type texter interface{ Text() string }

// print writes r as one JSON document or as text.
func (io *IO) print(r texter, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(io.Out)
		enc.SetEscapeHTML(false)
		return enc.Encode(r)
	}
	_, err := fmt.Fprintln(io.Out, r.Text())
	return err
}

// NewRoot builds the mex command tree.
func NewRoot(io *IO) *cobra.Command {
	root := &cobra.Command{
		Use:   "mex",
		Short: "a workbench for impartial combinatorial games",
		Long: `mex computes P-positions, Sprague-Grundy values, winning moves and periods of
impartial games, and checks the theorems of its source papers by machine.

Games are given by specs such as nim, wythoff, subtraction:1,2,5 or kayles;
see "mex help games". Every command prints text, or one JSON document with --json.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(io.Out)
	root.SetErr(io.Err)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(
		newOutcomeCmd(io), newMovesCmd(io), newGrundyCmd(io), newPeriodCmd(io),
		newPposCmd(io), newClassifyCmd(io), newLearnCmd(io), newOffsetCmd(io), newAdjoinCmd(io), newDefectsCmd(io), newPlotCmd(io), newPlayCmd(io), newServeCmd(io), newStatsCmd(io), newCheckCmd(io), newVersionCmd(io), newGamesTopic(), newCensusCmd(io),
	)
	return root
}

// addJSON adds the --json flag in one place.
func addJSON(cmd *cobra.Command, target *bool) {
	cmd.Flags().BoolVar(target, "json", false, "print one JSON document instead of text")
}

// completeGame completes the GAME argument with the grammar's families.
func completeGame(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []string
	for _, f := range spec.Families() {
		if strings.HasPrefix(f.Name, toComplete) {
			name := f.Name
			if strings.Contains(f.Syntax, ":") {
				name += ":"
			}
			out = append(out, name+"\t"+f.Summary)
		}
	}
	directive := cobra.ShellCompDirectiveNoFileComp
	if len(out) == 1 && strings.HasSuffix(strings.SplitN(out[0], "\t", 2)[0], ":") {
		directive |= cobra.ShellCompDirectiveNoSpace
	}
	return out, directive
}

func exactArgs(n int, usage string) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) != n {
			return usageError{fmt.Errorf("want %s, got %d argument(s)", usage, len(args))}
		}
		return nil
	}
}

func newOutcomeCmd(io *IO) *cobra.Command {
	var asJSON bool
	var alter alterFlags
	cmd := &cobra.Command{
		Use:               "outcome GAME POS",
		Short:             "say whether a position is P (previous player wins) or N (next player wins)",
		Example:           "  mex outcome nim 15,13,5\n  mex outcome 'subtraction:1,2 + subtraction:1,3' '5 + 6' --json",
		Args:              exactArgs(2, "GAME POS"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			l, err := io.altered(alter)
			if err != nil {
				return err
			}
			r, err := l.Outcome(args[0], args[1])
			if err != nil {
				return err
			}
			return io.print(r, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	addAlter(cmd, &alter)
	return cmd
}

func newMovesCmd(io *IO) *cobra.Command {
	var asJSON bool
	var alter alterFlags
	cmd := &cobra.Command{
		Use:               "moves GAME POS",
		Short:             "list every winning move (every option that is a P-position)",
		Example:           "  mex moves nim 15,13,5",
		Args:              exactArgs(2, "GAME POS"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			l, err := io.altered(alter)
			if err != nil {
				return err
			}
			r, err := l.Moves(args[0], args[1])
			if err != nil {
				return err
			}
			return io.print(r, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	addAlter(cmd, &alter)
	return cmd
}

func newGrundyCmd(io *IO) *cobra.Command {
	var asJSON bool
	var alter alterFlags
	var stream streamFlags
	var upto, size, format string
	cmd := &cobra.Command{
		Use:   "grundy GAME [POS]",
		Short: "Sprague-Grundy values: of a position, of heaps 0..N (--upto), or a two-pile table (--size)",
		Example: `  mex grundy nim 3,5,6
  mex grundy subtraction:1,2 --upto 20 --json
  mex grundy kayles --upto 100 --format bfile
  mex grundy 'subtraction:1,2 + subtraction:1,3' --size 7`,
		Args:              cobra.RangeArgs(1, 2),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			if format != "text" && format != "json" && format != "bfile" {
				return usageError{fmt.Errorf("--format %q: want text, json or bfile", format)}
			}
			if format == "json" {
				asJSON = true
			}
			l, err := io.altered(alter)
			if err != nil {
				return err
			}
			modes := 0
			for _, set := range []bool{len(args) == 2, upto != "", size != ""} {
				if set {
					modes++
				}
			}
			if modes != 1 {
				return usageError{fmt.Errorf("give exactly one of a position, --upto N or --size N")}
			}
			switch {
			case len(args) == 2:
				r, err := l.Grundy(args[0], args[1])
				if err != nil {
					return err
				}
				return io.print(r, asJSON)
			case upto != "":
				n, err := spec.ParseSize(upto, 1<<40)
				if err != nil {
					return usageError{fmt.Errorf("--upto: %w", err)}
				}
				if format == "bfile" && l.TakeAndBreak(args[0]) {
					return streamBfile(io, l, args[0], n, stream)
				}
				if stream.output != "" || stream.checkpoint != "" {
					return usageError{fmt.Errorf("--output and --checkpoint stream the b-file of an octal game or Grundy's game (--format bfile)")}
				}
				r, err := l.GrundyUpto(args[0], n)
				if err != nil {
					return err
				}
				if format == "bfile" {
					_, err = fmt.Fprint(io.Out, r.Bfile())
					return err
				}
				return io.print(r, asJSON)
			default:
				n, err := spec.ParseSize(size, 1<<40)
				if err != nil {
					return usageError{fmt.Errorf("--size: %w", err)}
				}
				r, err := l.GrundyTable(args[0], n)
				if err != nil {
					return err
				}
				return io.print(r, asJSON)
			}
		},
	}
	addJSON(cmd, &asJSON)
	addAlter(cmd, &alter)
	addStreamFlags(cmd, &stream)
	cmd.Flags().StringVar(&upto, "upto", "", "values of one heap 0..N (N or a power like 2^20)")
	cmd.Flags().StringVar(&size, "size", "", "table of G(x,y) for 0 <= x,y <= N")
	cmd.Flags().StringVar(&format, "format", "text", "text, json, or bfile (OEIS b-file: \"n a(n)\" per line, with --upto)")
	return cmd
}

func newClassifyCmd(io *IO) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:               "classify GAME X,Y",
		Short:             "classify a position of a game with memory: non-dynamic P, non-dynamic N or dynamic",
		Example:           "  mex classify imitation:p=2,m=3 4,9",
		Args:              exactArgs(2, "GAME X,Y"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			r, err := io.Lab.Classify(args[0], args[1])
			if err != nil {
				return err
			}
			return io.print(r, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	return cmd
}

func newPeriodCmd(io *IO) *cobra.Command {
	var asJSON bool
	var upto string
	cmd := &cobra.Command{
		Use:               "period GAME",
		Short:             "find and prove the eventual period of a one-heap game's Grundy sequence",
		Example:           "  mex period subtraction:2,5,7 --json\n  mex period kayles\n  mex period octal:0.16 --upto 2^22",
		Args:              exactArgs(1, "GAME"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			limit := 0
			if upto != "" {
				n, err := spec.ParseSize(upto, 1<<28)
				if err != nil {
					return usageError{fmt.Errorf("--upto: %w", err)}
				}
				limit = n
			}
			r, err := io.Lab.Period(args[0], limit)
			if err != nil {
				return err
			}
			return io.print(r, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().StringVar(&upto, "upto", "", "octal games: compute at most N values looking for a proof (default 2^20)")
	return cmd
}

func newPposCmd(io *IO) *cobra.Command {
	var asJSON bool
	var alter alterFlags
	var size, count, from, format, coordinate string
	cmd := &cobra.Command{
		Use:   "ppos GAME (--size N | --count K [--from I])",
		Short: "list P-positions: all with coordinates <= N, or the pairs (a_i, b_i) with indices I..I+K-1",
		Example: `  mex ppos wythoff:p=2,m=3 --count 10
  mex ppos wythoff --count 3 --from 1000000000000000000000 --json
  mex ppos wythoff --count 1000 --from 1 --format bfile --seq b > b001950.txt
  mex ppos subtraction:2,5,7 --size 30`,
		Args:              exactArgs(1, "GAME"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			l, err := io.altered(alter)
			if err != nil {
				return err
			}
			if (size == "") == (count == "") {
				return usageError{fmt.Errorf("give exactly one of --size N and --count K")}
			}
			if format != "text" && format != "json" && format != "bfile" {
				return usageError{fmt.Errorf("--format %q: want text, json or bfile", format)}
			}
			if size != "" {
				if from != "0" || format == "bfile" {
					return usageError{fmt.Errorf("--from and --format bfile go with --count")}
				}
				n, err := spec.ParseSize(size, 1<<40)
				if err != nil {
					return usageError{fmt.Errorf("--size: %w", err)}
				}
				r, err := l.PPositionsInBox(args[0], n)
				if err != nil {
					return err
				}
				return io.print(r, asJSON || format == "json")
			}
			k, err := spec.ParseSize(count, 1<<40)
			if err != nil {
				return usageError{fmt.Errorf("--count: %w", err)}
			}
			r, err := l.PPositionsByIndex(args[0], from, k)
			if err != nil {
				return err
			}
			if format == "bfile" {
				which := map[string]int{"a": 0, "b": 1}
				w, ok := which[coordinate]
				if !ok {
					return usageError{fmt.Errorf("--seq %q: want a or b", coordinate)}
				}
				text, err := r.Bfile(w)
				if err != nil {
					return err
				}
				_, err = fmt.Fprint(io.Out, text)
				return err
			}
			return io.print(r, asJSON || format == "json")
		},
	}
	addJSON(cmd, &asJSON)
	addAlter(cmd, &alter)
	cmd.Flags().StringVar(&size, "size", "", "list P-positions with every coordinate <= N")
	cmd.Flags().StringVar(&count, "count", "", "list K indexed pairs (a_i, b_i) of the Wythoff family")
	cmd.Flags().StringVar(&from, "from", "0", "first index for --count (any size where a closed form exists)")
	cmd.Flags().StringVar(&format, "format", "text", "text, json, or bfile (OEIS b-file \"i a_i\" with --count)")
	cmd.Flags().StringVar(&coordinate, "seq", "a", "with --format bfile: a (A000201 for Wythoff) or b (A001950)")
	return cmd
}

// Version is set by the linker; otherwise the module's build info is used.
var Version = ""

func newVersionCmd(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print the version of mex",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(_ *cobra.Command, _ []string) error {
			v := Version
			if v == "" {
				v = "devel"
				if info, ok := debug.ReadBuildInfo(); ok {
					for _, s := range info.Settings {
						if s.Key == "vcs.revision" && len(s.Value) >= 12 {
							v = "devel " + s.Value[:12]
						}
					}
				}
			}
			_, err := fmt.Fprintln(io.Out, "mex "+v)
			return err
		},
	}
}

func newGamesTopic() *cobra.Command {
	var b strings.Builder
	b.WriteString("Game specs (a sum joins specs with \" + \"):\n\n")
	for _, f := range spec.Families() {
		fmt.Fprintf(&b, "  %-16s %s\n  %-16s   e.g. mex outcome %s\n", f.Syntax, f.Summary, "", f.Example)
	}
	b.WriteString(`
Positions are numbers joined by commas (3,5); a sum's position joins its
components' positions with " + " ('5 + 6'). Heaps are whole numbers >= 0;
nim, nimble and hackenbush accept heaps of any size.`)
	return &cobra.Command{
		Use:   "games",
		Short: "the game-spec grammar, with examples",
		Long:  b.String(),
	}
}
