package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/prove"
)

func newProveCmd(io *IO) *cobra.Command {
	var asJSON bool
	var maxStates, export string
	var loads []string
	cmd := &cobra.Command{
		Use:   "prove FILE",
		Short: "decide statements of Walnut's command language (reg, def, eval) with automata",
		Long: `prove reads a file of Walnut statements (Mousavi 2016; Shallit 2022):

  reg NAME NUMSYS… "REGEX";   a regular relation over digit tuples
  def NAME "FORMULA";          a predicate on its free variables
  eval NAME "FORMULA";         TRUE/FALSE, or an automaton if variables are free

and decides them with automata in msd_2 … msd_16 or msd_fib (a formula
starting ?msd_fib). It prints each eval's verdict, or for free variables
the automaton's size and its least accepted tuples. See "go doc
github.com/mex-cgt/mex/prove" for the grammar. FILE - reads standard input.`,
		Example: "  mex prove prove/testdata/wythoff.txt\n  mex prove statements.txt --json --max-states 10^6\n  mex prove statements.txt --export out --load odd=odd.txt",
		Args:    exactArgs(1, "FILE"),
		RunE: func(_ *cobra.Command, args []string) error {
			limit, err := parseInt(maxStates, "--max-states", 1, 1<<30)
			if err != nil {
				return err
			}
			return runProve(io, args[0], limit, loads, export, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().StringVar(&maxStates, "max-states", "2^20", "stop a statement whose automata reach this many states")
	cmd.Flags().StringArrayVar(&loads, "load", nil, "NAME=FILE: read a Walnut automaton file as $NAME (repeatable)")
	cmd.Flags().StringVar(&export, "export", "", "write each reg's, def's and eval's automaton to DIR/NAME.txt in Walnut's format")
	return cmd
}

// proveResult is one line of mex prove --json.
type proveResult struct {
	Name    string  `json:"name"`
	Verdict *string `json:"verdict"`
	States  int     `json:"states"`
	Seconds float64 `json:"seconds"`
}

func runProve(io *IO, file string, maxStates int, loads []string, export string, asJSON bool) error {
	text, err := readProveFile(io, file)
	if err != nil {
		return err
	}
	ctx := io.context()
	session := prove.NewSession(prove.Options{MaxStates: maxStates})
	for _, l := range loads {
		name, path, ok := strings.Cut(l, "=")
		if !ok || name == "" || path == "" {
			return badf("--load %q: want NAME=FILE", l)
		}
		a, err := loadAutomaton(ctx, path, maxStates)
		if err != nil {
			return err
		}
		session.Define(name, a)
	}
	if export != "" {
		if err := os.MkdirAll(export, 0o755); err != nil {
			return err
		}
	}
	var results []proveResult
	var writeErr error
	_, err = session.Run(ctx, text, func(r prove.Result) {
		if export != "" && writeErr == nil {
			writeErr = exportAutomaton(export, r)
		}
		if r.Kind != "eval" {
			return
		}
		pr := proveResult{Name: r.Name, States: r.States(), Seconds: math.Round(r.Seconds*1e4) / 1e4}
		if r.Verdict != nil {
			v := map[bool]string{true: "TRUE", false: "FALSE"}[*r.Verdict]
			pr.Verdict = &v
		}
		results = append(results, pr)
		if !asJSON && writeErr == nil {
			_, writeErr = fmt.Fprintln(io.Out, proveText(r))
		}
	})
	var bad *prove.Error
	var limit *prove.LimitError
	switch {
	case errors.As(err, &bad), errors.As(err, &limit):
		return usageError{fmt.Errorf("prove %s: %w", file, err)}
	case err != nil:
		return fmt.Errorf("prove %s: stopped: %w", file, err)
	case writeErr != nil:
		return writeErr
	}
	if asJSON {
		if results == nil {
			results = []proveResult{}
		}
		enc := json.NewEncoder(io.Out)
		enc.SetEscapeHTML(false)
		return enc.Encode(struct {
			Results []proveResult `json:"results"`
		}{results})
	}
	return nil
}

// readProveFile reads FILE, or standard input for -.
func readProveFile(io *IO, file string) (string, error) {
	var data []byte
	var err error
	if file == "-" {
		if io.In == nil {
			return "", badf("prove -: no standard input")
		}
		data, err = readAll(io.In)
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		return "", badf("prove: %v", err)
	}
	return string(data), nil
}

func readAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

// loadAutomaton reads a Walnut automaton file, its errors bad input.
func loadAutomaton(ctx context.Context, path string, maxStates int) (*prove.Automaton, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, badf("--load: %v", err)
	}
	defer f.Close()
	a, err := prove.Read(ctx, f, maxStates)
	if err != nil {
		var bad *prove.Error
		if errors.As(err, &bad) {
			return nil, badf("--load %s: %w", path, err)
		}
		return nil, fmt.Errorf("--load %s: %w", path, err)
	}
	return a, nil
}

// exportAutomaton writes r's automaton to DIR/NAME.txt.
func exportAutomaton(dir string, r prove.Result) error {
	f, err := os.Create(filepath.Join(dir, r.Name+".txt"))
	if err != nil {
		return err
	}
	if err := prove.Write(f, r.Automaton); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// proveText is the line of an eval: its verdict, or its automaton's size
// and least accepted tuples.
func proveText(r prove.Result) string {
	states := fmt.Sprintf("%d states", r.States())
	if r.States() == 1 {
		states = "1 state"
	}
	if r.Verdict != nil {
		return fmt.Sprintf("%s: %s (%s, %.3f s)", r.Name, map[bool]string{true: "TRUE", false: "FALSE"}[*r.Verdict], states, r.Seconds)
	}
	var tuples []string
	for _, t := range r.Examples {
		parts := make([]string, len(t))
		for i, v := range t {
			parts[i] = v.String()
		}
		tuples = append(tuples, "("+strings.Join(parts, ",")+")")
	}
	accepts := "accepts nothing"
	if len(tuples) > 0 {
		accepts = "accepts " + strings.Join(tuples, " ") + " …"
	}
	return fmt.Sprintf("%s: %s over (%s), %s (%.3f s)", r.Name, states, strings.Join(r.Automaton.Vars, ","), accepts, r.Seconds)
}
