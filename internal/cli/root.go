package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/sparse"
	"github.com/mex-cgt/mex/spec"
)

// IO carries the streams and the lab that commands use, instead of globals.
type IO struct {
	In       io.Reader
	Out, Err io.Writer
	Service  service.Service
	// Ctx is cancelled on Ctrl-C; long work stops at a safe point.
	Ctx context.Context
	// graceful is set by a command that stops by itself on Ctrl-C and
	// saves its work first, so that mex does not end it after stopGrace.
	graceful *atomic.Bool
}

// stopsGracefully tells mex that the command watches Ctx and saves its
// work before it returns.
func (io *IO) stopsGracefully() {
	if io.graceful != nil {
		io.graceful.Store(true)
	}
}

// context returns the command's context (never nil).
func (io *IO) context() context.Context {
	if io.Ctx == nil {
		return context.Background()
	}
	return io.Ctx
}

// parseInt reads a numeric flag or argument (12, 2^20, 10^6) in [lo, hi],
// as bad input when it is not one.
func parseInt(text, flag string, lo, hi int) (int, error) {
	n, err := grammar.ParseInt(text, flag, lo, hi)
	if err != nil {
		return 0, usageError{err}
	}
	return n, nil
}

// texter is a result with a readable form.
type texter interface{ Text() string }

// print writes r as one JSON document or as text.
func (io *IO) print(r texter, asJSON bool) error {
	return io.write(r, map[bool]string{true: "json", false: "text"}[asJSON])
}

// outputFormat checks --format against text, json and the other formats a
// command writes, and against --json (the same as --format json); it
// returns the format to write.
func outputFormat(format string, asJSON bool, others ...string) (string, error) {
	all := append([]string{"text", "json"}, others...)
	if !slices.Contains(all, format) {
		return "", badf("--format %s: want %s or %s", grammar.Quote(format), strings.Join(all[:len(all)-1], ", "), all[len(all)-1])
	}
	if asJSON && format != "text" && format != "json" {
		return "", badf("--json and --format %s ask for two outputs: give one", format)
	}
	if asJSON {
		return "json", nil
	}
	return format, nil
}

// csver is a result with a CSV form (a header row, then one row per line).
type csver interface{ CSV() string }

// write prints r in format: text, json, or csv when r has that form (the
// commands check the format before they compute).
func (io *IO) write(r texter, format string) error {
	if c, ok := r.(csver); ok && format == "csv" {
		_, err := fmt.Fprint(io.Out, c.CSV())
		return err
	}
	if format == "json" {
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
	root.Version = version()
	root.SetVersionTemplate("mex {{.Version}}\n")
	root.SetHelpCommand(newHelpCmd(root))
	root.AddCommand(
		newOutcomeCmd(io), newMovesCmd(io), newGrundyCmd(io), newPeriodCmd(io),
		newPposCmd(io), newClassifyCmd(io), newLearnCmd(io), newOffsetCmd(io), newAdjoinCmd(io), newDefectsCmd(io), newPlotCmd(io), newPlayCmd(io), newServeCmd(io), newSiteCmd(io), newStatsCmd(io), newCheckCmd(io), newGenusCmd(io), newQuotientCmd(io), newFormCmd(io), newVersionCmd(io), newGamesTopic(), newCensusCmd(io),
		newProveCmd(io),
	)
	useTable(root)
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" { // an unknown shell is bad input, not a help page
			c.RunE = func(c *cobra.Command, args []string) error {
				if len(args) > 0 {
					return badf("completion %s: want bash, zsh, fish or powershell", grammar.Quote(args[0]))
				}
				return c.Help()
			}
		}
	}
	return root
}

// useTable gives each command its line and its group from the table of
// commands (service.Commands), which the lab's routes read too, and
// lists the commands by role.
func useTable(root *cobra.Command) {
	for _, r := range service.Roles {
		root.AddGroup(&cobra.Group{ID: r.ID, Title: r.Title})
	}
	for _, c := range root.Commands() {
		if cmd, ok := service.CommandNamed(c.Name()); ok {
			c.Short, c.GroupID = cmd.Short, cmd.Role.ID
		}
	}
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
	return positionCmd(io, &cobra.Command{
		Use:     "outcome GAME POS",
		Example: "  mex outcome nim 15,13,5\n  mex outcome 'subtraction:1,2 + subtraction:1,3' '5 + 6' --json",
	}, true, (*service.Service).Outcome)
}

func newMovesCmd(io *IO) *cobra.Command {
	return positionCmd(io, &cobra.Command{
		Use:     "moves GAME POS",
		Example: "  mex moves nim 15,13,5",
	}, true, (*service.Service).Moves)
}

func newGrundyCmd(io *IO) *cobra.Command {
	var asJSON bool
	var alter alterFlags
	var stream streamFlags
	var upto, size, format, threads string
	cmd := &cobra.Command{
		Use: "grundy GAME [POS]",
		Example: `  mex grundy nim 3,5,6
  mex grundy subtraction:1,2 --upto 20 --json
  mex grundy kayles --upto 100 --format bfile
  mex grundy grundy --upto 2^24 --format u16 -o grundy.u16     # and grundy.u16.sha256
  mex grundy 'subtraction:1,2 + subtraction:1,3' --size 7`,
		Args:              cobra.RangeArgs(1, 2),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			format, err := outputFormat(format, asJSON, formatBfile, formatU16, "csv")
			if err != nil {
				return err
			}
			sequence := format == formatBfile || format == formatU16 // G(0..N) written as it comes
			if sequence && upto == "" {
				return badf("--format %s writes G(0..N) of one heap: it goes with --upto N", format)
			}
			if format == "csv" && upto == "" && size == "" {
				return badf("--format csv writes the values of --upto N or the table of --size N")
			}
			t, err := parseThreads(threads)
			if err != nil {
				return err
			}
			g, err := alter.gameAt(args)
			if err != nil {
				return err
			}
			l := &io.Service
			modes := 0
			for _, set := range []bool{len(args) == 2, upto != "", size != ""} {
				if set {
					modes++
				}
			}
			if modes != 1 {
				return usageError{fmt.Errorf("give exactly one of a position, --upto N or --size N")}
			}
			searching := len(args) == 2 && g.Shape == game.Graph // a graph game's search saves its memo
			if len(args) == 2 || size != "" {
				if stream.output != "" || stream.front != "" || !searching && (stream.checkpoint != "" || stream.resume) {
					return badf("--output, --checkpoint, --resume and --front go with --upto N --format bfile (or u16); --checkpoint and --resume also with a position of a graph game")
				}
				if stream.resume && stream.checkpoint == "" {
					return badf("--resume continues from --checkpoint FILE: give the file")
				}
			}
			switch {
			case len(args) == 2:
				bar := newProgressBar(io.Err) // a heap beyond the values computed: the search for a period shows; a graph's search, its top options
				l = l.WithThreads(t)
				if searching && stream.checkpoint != "" {
					l = l.WithContext(game.WithSearchCheckpoint(l.Context(), game.SearchCheckpoint{Path: stream.checkpoint, Every: stream.every, Resume: stream.resume}))
				}
				r, err := l.WithContext(sparse.WithProgress(l.Context(), func(done, total int) {
					bar.update(done, total, progressWhat(g))
				})).Grundy(g, args[1])
				bar.clear()
				if err != nil {
					return err
				}
				return io.write(r, format)
			case upto != "":
				n, err := parseInt(upto, "--upto", 0, 1<<40)
				if err != nil {
					return err
				}
				if sequence && l.Streams(g) {
					return streamSequence(io, l, g, n, t, stream, format)
				}
				if stream.checkpoint != "" || stream.resume || stream.front != "" {
					return badf("--checkpoint, --resume and --front stream the b-file of an octal game or Grundy's game (--format bfile or u16); other games are computed whole")
				}
				if stream.output != "" && !sequence {
					return badf("--output writes a b-file (--format bfile) or binary values (--format u16)")
				}
				if stream.output != "" {
					if err := writableFile("--output", stream.output); err != nil {
						return err
					}
				}
				r, err := l.WithThreads(t).GrundyUpto(g, n)
				if err != nil {
					return err
				}
				switch {
				case format == formatU16: // values of a game the sparse engine does not stream, written whole
					data, err := u16Values(g.Text, r.Values)
					if err != nil {
						return err
					}
					return writeU16Whole(io, stream.output, data)
				case stream.output != "": // a b-file of a game the sparse engine does not stream, written whole
					return writeAtomically(stream.output, []byte(r.Bfile()))
				case format == "bfile":
					_, err = fmt.Fprint(io.Out, r.Bfile())
					return err
				}
				return io.write(r, format)
			default:
				n, err := parseInt(size, "--size", 0, 1<<40)
				if err != nil {
					return err
				}
				r, err := l.GrundyTable(g, n)
				if err != nil {
					return err
				}
				return io.write(r, format)
			}
		},
	}
	addJSON(cmd, &asJSON)
	addAlter(cmd, &alter)
	addStreamFlags(cmd, &stream)
	cmd.Flags().StringVar(&upto, "upto", "", "values of one heap 0..N (N or a power like 2^20)")
	cmd.Flags().StringVar(&size, "size", "", "table of G(x,y) for 0 <= x,y <= N")
	cmd.Flags().StringVar(&format, "format", "text", "text, json, csv (with --upto or --size), bfile (OEIS b-file: \"n a(n)\" per line, with --upto) or u16 (G(0..N) as little-endian uint16, with --upto; a SHA-256 in FILE.sha256 beside -o FILE, or on standard error)")
	addThreadsFlag(cmd, &threads, "with --upto: "+sequenceThreadsUsage+"; at a position: cores for a graph game's search")
	return cmd
}

func newClassifyCmd(io *IO) *cobra.Command {
	return positionCmd(io, &cobra.Command{
		Use:     "classify GAME X,Y",
		Example: "  mex classify imitation:p=2,m=3 4,9",
	}, false, (*service.Service).Classify)
}

func newPeriodCmd(io *IO) *cobra.Command {
	var f periodFlags
	cmd := &cobra.Command{
		Use:               "period GAME",
		Example:           "  mex period subtraction:2,5,7 --json\n  mex period kayles\n  mex period octal:0.376\n  mex period octal:0.16 --upto 2^22 --time 1m",
		Args:              exactArgs(1, "GAME"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			return runPeriod(io, args[0], f)
		},
	}
	addPeriodFlags(cmd, &f)
	return cmd
}

func newPposCmd(io *IO) *cobra.Command {
	var asJSON bool
	var size, count, from, format, coordinate string
	cmd := gameCmd(&cobra.Command{
		Use: "ppos GAME (--size N | --count K [--from I])",
		Example: `  mex ppos wythoff:p=2,m=3 --count 10
  mex ppos wythoff --count 3 --from 1000000000000000000000 --json
  mex ppos wythoff --count 1000 --from 1 --format bfile --seq b > b001950.txt
  mex ppos subtraction:2,5,7 --size 30`,
		Args: exactArgs(1, "GAME"),
	}, true, func(g *spec.Spec, _ []string) error {
		if (size == "") == (count == "") {
			return badf("give exactly one of --size N and --count K")
		}
		format, err := outputFormat(format, asJSON, "bfile", "csv")
		if err != nil {
			return err
		}
		if size != "" {
			if from != "0" || format == "bfile" {
				return usageError{fmt.Errorf("--from and --format bfile go with --count")}
			}
			n, err := parseInt(size, "--size", 0, 1<<40)
			if err != nil {
				return err
			}
			r, err := io.Service.PPositionsInBox(g, n)
			if err != nil {
				return err
			}
			return io.write(r, format)
		}
		k, err := parseInt(count, "--count", 0, 1<<40)
		if err != nil {
			return err
		}
		start, err := grammar.ParseNumber(from)
		if err != nil {
			return badf("--from %w", err)
		}
		if start.Sign() < 0 {
			return badf("--from %s is negative: indices start at 0", grammar.Elide(strings.TrimSpace(from)))
		}
		r, err := io.Service.PPositionsByIndex(g, start.String(), k)
		if err != nil {
			return err
		}
		if format == "bfile" {
			which := map[string]int{"a": 0, "b": 1}
			w, ok := which[coordinate]
			if !ok {
				return badf("--seq %s: want a or b", grammar.Quote(coordinate))
			}
			text, err := r.Bfile(w)
			if err != nil {
				return err
			}
			_, err = fmt.Fprint(io.Out, text)
			return err
		}
		return io.write(r, format)
	})
	addJSON(cmd, &asJSON)
	cmd.Flags().StringVar(&size, "size", "", "list P-positions with every coordinate <= N")
	cmd.Flags().StringVar(&count, "count", "", "list K indexed pairs (a_i, b_i) of the Wythoff family")
	cmd.Flags().StringVar(&from, "from", "0", "first index for --count (any size where a closed form exists, e.g. 10^21)")
	cmd.Flags().StringVar(&format, "format", "text", "text, json, csv (one P-position a row), or bfile (OEIS b-file \"i a_i\" with --count)")
	cmd.Flags().StringVar(&coordinate, "seq", "a", "with --format bfile: a (A000201 for Wythoff) or b (A001950)")
	return cmd
}

// version is the one-line version, as mex --version prints it.
func version() string { return service.Version().Text() }

func newVersionCmd(io *IO) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:  "version",
		Args: exactArgs(0, "no arguments"),
		RunE: func(_ *cobra.Command, _ []string) error {
			v := service.Version()
			if asJSON {
				return io.print(v, true)
			}
			_, err := fmt.Fprintln(io.Out, "mex "+v.Text())
			return err
		},
	}
	addJSON(cmd, &asJSON)
	return cmd
}

// newHelpCmd is cobra's help command, except that an unknown topic is bad
// input (exit 2) instead of a usage page.
func newHelpCmd(root *cobra.Command) *cobra.Command {
	return &cobra.Command{
		Use:   "help [COMMAND or TOPIC]",
		Short: "help about any command, or a topic: games",
		Long:  "help prints the help of a command (mex help grundy) or a topic (mex help games).",
		ValidArgsFunction: func(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			var out []string
			for _, c := range root.Commands() {
				if c.IsAvailableCommand() || c.Name() == "games" {
					if strings.HasPrefix(c.Name(), toComplete) && len(args) == 0 {
						out = append(out, c.Name()+"\t"+c.Short)
					}
				}
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(c *cobra.Command, args []string) error {
			target, rest, err := root.Find(args)
			if err != nil || target == nil || len(rest) > 0 {
				var names []string
				for _, sub := range root.Commands() {
					if sub.IsAvailableCommand() || sub.Name() == "games" {
						names = append(names, sub.Name())
					}
				}
				return badf("help: no command or topic %s: want one of %s", grammar.Quote(strings.Join(args, " ")), strings.Join(names, ", "))
			}
			target.InitDefaultHelpFlag()
			target.InitDefaultVersionFlag()
			return target.Help()
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

// progressWhat names what the progress bar of a value at a position
// counts: a graph game's search (its top options, or a strip's lengths),
// else the values of a heap game computed in search of a period.
func progressWhat(g *spec.Spec) string {
	if g.Shape == game.Graph {
		return "steps of the search"
	}
	return "values, looking for a period"
}
