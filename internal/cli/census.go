package cli

import (
	"encoding/json"
	"fmt"

	"github.com/mex-cgt/mex/census"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
	"github.com/spf13/cobra"
)

// censusClassFlags are the flags that name a class of codes.
type censusClassFlags struct {
	digits int
	hex    bool
	d0     string
}

func (f *censusClassFlags) add(cmd *cobra.Command) {
	cmd.Flags().IntVar(&f.digits, "digits", 3, "code digits after the point")
	cmd.Flags().BoolVar(&f.hex, "hex", false, "hexadecimal codes (digits 0-F) instead of octal")
	cmd.Flags().StringVar(&f.d0, "d0", "0,4", "the digits before the point")
}

func (f *censusClassFlags) class() (census.Class, error) {
	d0, err := grammar.ParseInts(f.d0, "d0")
	if err != nil {
		return census.Class{}, usageError{fmt.Errorf("--d0: %w", err)}
	}
	base := 8
	if f.hex {
		base = 16
	}
	return census.Class{Digits: f.digits, Base: base, D0: d0}, nil
}

// printCensus writes the census in the chosen format.
func (io *IO) printCensus(r service.CensusResult, format string, asJSON bool) error {
	switch {
	case asJSON || format == "json":
		return io.print(r, true)
	case format == "csv":
		_, err := fmt.Fprint(io.Out, r.CSV())
		return err
	case format == "jsonl":
		for _, x := range r.Results {
			if err := writeJSONLine(io, x); err != nil {
				return err
			}
		}
		return nil
	}
	_, err := fmt.Fprint(io.Out, r.Text())
	return err
}

func writeJSONLine(io *IO, v any) error {
	enc := json.NewEncoder(io.Out)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func newCensusCmd(io *IO) *cobra.Command {
	var class censusClassFlags
	upto := sizeFlag(service.MaxCensusUpto)
	var shard, output, format, threads string
	var workers int
	var asJSON bool
	cmd := &cobra.Command{
		Use: "census",
		Long: `census computes every code d0.d1…dk of a class (octal by default, d0 in {0,4}) to
--upto values or a period proven by the periodicity theorem, and prints the table
researchers publish: the periodic codes with preperiod, period and saltus, the open
ones with how far they were computed and their sparse-space statistics, and the codes
that play alike up to a shift.

With -o FILE the census appends one JSON line per code as it finishes; run the same
command again after a kill and it resumes. --shard K/N computes the codes whose index
is K-1 modulo N, for a cluster (see docs/CENSUS.md); "mex census merge" joins the parts.`,
		Example: `  mex census --digits 2 --upto 2^14
  mex census --digits 3 --upto 2^18 -o census3.jsonl
  mex census --digits 3 --upto 2^18 --shard 2/8 -o part2.jsonl
  mex census merge --digits 3 part*.jsonl -o census3.jsonl --format csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			t, err := parseThreads(threads)
			if err != nil {
				return err
			}
			if cmd.Flags().Changed("threads") {
				if cmd.Flags().Changed("workers") && workers != t {
					return badf("--threads %d and --workers %d disagree: give one (they are the same)", t, workers)
				}
				workers = t
			}
			c, err := class.class()
			if err != nil {
				return err
			}
			if err := upto.read(); err != nil {
				return err
			}
			if err := checkFormat(format); err != nil {
				return err
			}
			ctx := io.context()
			if output != "" {
				io.stopsGracefully() // the finished codes are kept in output
			}
			bar := newProgressBar(io.Err)
			r, err := io.Service.Census(ctx, service.CensusOptions{Class: c, Upto: upto.n, Workers: workers, Shard: shard, Output: output,
				Progress: func(done, total int, last census.Result) { bar.update(done, total, last.Code) }})
			bar.clear()
			if err != nil {
				if ctx.Err() != nil && output != "" {
					return service.Interrupted(fmt.Sprintf("the finished codes are in %s: run the same command to resume", output), ctx.Err())
				}
				return err
			}
			return io.printCensus(r, format, asJSON)
		},
	}
	class.add(cmd)
	upto.add(cmd, "upto", "2^18", "values per code unless a period is proven first")
	cmd.Flags().IntVar(&workers, "workers", 0, "codes computed at once (0: every core)")
	addThreadsFlag(cmd, &threads, "cores to use (0: every core): codes are computed at once, one a core (the same as --workers)")
	cmd.Flags().StringVar(&shard, "shard", "", "compute part K of N of the class (K/N)")
	cmd.Flags().StringVarP(&output, "output", "o", "", "append JSON lines here as codes finish (resumed when it exists)")
	cmd.Flags().StringVar(&format, "format", "markdown", "markdown, csv, jsonl or json")
	addJSON(cmd, &asJSON)
	cmd.AddCommand(newCensusMergeCmd(io))
	return cmd
}

func checkFormat(format string) error {
	switch format {
	case "markdown", "csv", "jsonl", "json":
		return nil
	}
	return usageError{fmt.Errorf("--format %q: want markdown, csv, jsonl or json", format)}
}

func newCensusMergeCmd(io *IO) *cobra.Command {
	var class censusClassFlags
	var output, format string
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "merge FILE...",
		Short:   "join the JSON-lines files of census shards, checking that every code of the class is there once",
		Example: `  mex census merge --digits 3 part1.jsonl part2.jsonl -o census3.jsonl`,
		Args:    cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, files []string) error {
			c, err := class.class()
			if err != nil {
				return err
			}
			if err := checkFormat(format); err != nil {
				return err
			}
			r, err := io.Service.CensusMerge(c, files, output)
			if err != nil {
				return err
			}
			return io.printCensus(r, format, asJSON)
		},
	}
	class.add(cmd)
	cmd.Flags().StringVarP(&output, "output", "o", "", "write the joined JSON lines here")
	cmd.Flags().StringVar(&format, "format", "markdown", "markdown, csv, jsonl or json")
	addJSON(cmd, &asJSON)
	return cmd
}
