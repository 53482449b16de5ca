package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	stdio "io"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/prove"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func newProveCmd(io *IO) *cobra.Command {
	var asJSON bool
	var maxStates, export, states, box, walnut, systems, values string
	var loads, libraries []string
	var alter alterFlags
	cmd := &cobra.Command{
		Use: "prove FILE|GAME",
		Long: `prove FILE reads a file of Walnut statements (Mousavi 2016; Shallit 2022):

  reg NAME NUMSYS… "REGEX";   a regular relation over digit tuples
  def NAME "FORMULA";          a predicate on its free variables
  eval NAME "FORMULA";         TRUE/FALSE, or an automaton if variables are free

and decides them with automata in msd_2 … msd_100, lsd_k, msd_fib,
msd_neg_k or Ostrowski systems (a formula starting ?msd_fib; ?SYSTEM may
also stand inside a formula). It prints each eval's verdict, or for free variables
the automaton's size and its least accepted tuples. See "go doc
github.com/mex-cgt/mex/prove" for the grammar. FILE - reads standard input.
--library DIR reads what the file names and does not define (word automata,
$NAMEs, custom bases, macros, load FILE) from a folder laid out as Walnut's.

prove GAME (when no file of that name exists) proves what a two-pile
game's P-positions are. The game states its moves as a formula over
(ℕ,+); mex computes the P-positions in boxes, guesses an automaton for
them in msd_fib, msd_2, msd_3 and msd_ost_0_r2 (Ostrowski numeration of
√2 − 1) (Myhill–Nerode on the box), and decides
that the guess is stable (no move joins two of its positions) and
absorbing (every other position has a move into it): then it is the set
of P-positions, for all positions. A failed check gives the least
counterexample, and the box grows past it. It prints "proved for all
positions" only after both checks are TRUE. --misere and --alter-p/-n
change the ending (a declared position ends play with its label; under
misère play a position without a move is won by the player to move).
--walnut DIR writes the automaton and a command file that re-checks the
proof in Walnut or in mex prove FILE.

prove GAME --values K goes on to the Grundy values. For a two-pile game
it proves, in order, which positions have value 0, 1, …, K (given the
sets below k, a set is the positions of value k when it is disjoint from
them, stable and absorbing among the others), and the whole Grundy
function as one relation (a,b,z): total, functional, no move keeps z, and
a move reaches every smaller z. For each numeration tried it reports how
far it got, with the automata's sizes and the boxes sampled. For a
one-heap game with a proven period it states the Grundy sequence as a
word automaton in msd_2 and checks it. With --walnut DIR the automata and
the command file are written in Walnut's folders (Automata Library, Word
Automata Library, Command Files), for Walnut or mex prove FILE --library DIR.`,
		Example: "  mex prove prove/testdata/wythoff.txt\n  mex prove statements.txt --json --max-states 10^6\n  mex prove statements.txt --export out --load odd=odd.txt\n" +
			"  mex prove wythoff\n  mex prove wythoff --misere --walnut out\n  mex prove nimhoff:1,0/0,1/1,1 --json\n" +
			"  mex prove nim --values 3\n  mex prove octal:0.07 --values 3 --walnut out",
		Args: exactArgs(1, "FILE or GAME"),
		RunE: func(c *cobra.Command, args []string) error {
			limit, err := parseInt(maxStates, "--max-states", 1, 1<<30)
			if err != nil {
				return err
			}
			if st, err := os.Stat(args[0]); err == nil && st.IsDir() {
				return badf("prove %s: a directory; want a file of statements or a game", args[0])
			}
			if isProveFile(args[0]) {
				for _, f := range []string{"misere", "alter-p", "alter-n", "states", "box", "walnut", "numeration", "values"} {
					if c.Flags().Changed(f) {
						return badf("prove %s: --%s applies to a game, not to a file of statements", args[0], f)
					}
				}
				return runProve(io, args[0], limit, loads, libraries, export, asJSON)
			}
			for _, f := range []string{"load", "export", "library"} {
				if c.Flags().Changed(f) {
					return badf("prove %s: no such file; --%s applies to a file of statements", args[0], f)
				}
			}
			if _, err := alter.alteration(); err != nil {
				return err
			}
			n, err := parseInt(states, "--states", 2, 4096)
			if err != nil {
				return err
			}
			b, err := parseInt(box, "--box", 4, 4096)
			if err != nil {
				return err
			}
			opt := service.ProveOptions{MaxStates: limit}
			if c.Flags().Changed("states") { // given, it bounds every system; by default the game's own grow past 64
				opt.States = n
			}
			if c.Flags().Changed("box") {
				opt.Box = b
			}
			if systems != "" {
				opt.Numeration = strings.Split(systems, ",")
			}
			if c.Flags().Changed("values") {
				k, err := parseInt(values, "--values", 0, prove.MaxValue)
				if err != nil {
					return err
				}
				return runProveValues(io, alter, args[0], k, opt, walnut, asJSON)
			}
			return runProveGame(io, alter, args[0], opt, walnut, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().StringVar(&maxStates, "max-states", "2^20", "stop a statement whose automata reach this many states")
	cmd.Flags().StringArrayVar(&loads, "load", nil, "NAME=FILE: read a Walnut automaton file as $NAME (repeatable)")
	cmd.Flags().StringArrayVar(&libraries, "library", nil, "DIR: a folder laid out as Walnut's (Automata Library, Word Automata Library, Custom Bases, Macro Library, Command Files) for what the file names and does not define (repeatable, searched in order)")
	cmd.Flags().StringVar(&export, "export", "", "write each reg's, def's and eval's automaton to DIR/NAME.txt in Walnut's format")
	addAlter(cmd, &alter)
	cmd.Flags().StringVar(&states, "states", "64", "GAME: look for automata of at most N states (by default, the game's own numeration up to 256)")
	cmd.Flags().StringVar(&box, "box", "256", "GAME: learn from boxes of positions up to N×N (by default, the game's own numeration up to 2048)")
	cmd.Flags().StringVar(&systems, "numeration", "", "GAME: the numeration systems to try, in order (default: the game's own systems, then msd_fib,msd_2,msd_3,msd_ost_0_r2)")
	cmd.Flags().StringVar(&walnut, "walnut", "", "GAME: write the automaton and a Walnut command file re-checking the proof to DIR")
	cmd.Flags().StringVar(&values, "values", "", "GAME: prove which positions have each Grundy value 0..K (two piles: value sets and the Grundy function; one heap: the sequence as a word automaton)")
	return cmd
}

// isProveFile reports whether prove's argument names a file of
// statements (or standard input) rather than a game.
func isProveFile(arg string) bool {
	if arg == "-" {
		return true
	}
	st, err := os.Stat(arg)
	return err == nil && !st.IsDir()
}

// proveGameResult is mex prove GAME --json: the proof's summary and the
// files --walnut wrote.
type proveGameResult struct {
	service.ProofSummary
	Files []string `json:"files,omitempty"`
}

func runProveGame(io *IO, alter alterFlags, gameSpec string, opt service.ProveOptions, walnut string, asJSON bool) error {
	if _, err := spec.Parse(gameSpec); err != nil {
		return badf("prove %s: no such file, nor a game: %v", gameSpec, err)
	}
	g, err := alter.game(gameSpec)
	if err != nil {
		return err
	}
	r, err := io.Service.WithContext(io.context()).Prove(g, opt)
	if err != nil {
		return err
	}
	var files []string
	if walnut != "" && r.Automaton != nil {
		if files, err = writeWalnut(walnut, r); err != nil {
			return err
		}
	}
	if asJSON {
		enc := json.NewEncoder(io.Out)
		enc.SetEscapeHTML(false)
		return enc.Encode(proveGameResult{ProofSummary: r.ProofSummary, Files: files})
	}
	p, seconds := r, r.Seconds
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", p.Game)
	fmt.Fprintf(&b, "moves (a,b) -> (c,d): %s\n", p.MoveFormula)
	if p.Automaton == nil {
		fmt.Fprintf(&b, "%s (%.3f s)\n", p.Statement, seconds)
	} else {
		fmt.Fprintf(&b, "numeration: %s, %d states (learned from the P-positions in a %d×%d box", *p.Numeration, p.States, p.Box, p.Box)
		switch p.Refuted {
		case 0:
			b.WriteString(")\n")
		case 1:
			b.WriteString("; 1 earlier candidate refuted)\n")
		default:
			fmt.Fprintf(&b, "; %d earlier candidates refuted)\n", p.Refuted)
		}
		var least []string
		for _, t := range p.Least {
			least = append(least, fmt.Sprintf("(%s,%s)", t[0], t[1]))
		}
		fmt.Fprintf(&b, "candidate: %s …\n", strings.Join(least, " "))
		for _, c := range p.Checks {
			fmt.Fprintf(&b, "%s: %s\n", c.Name, map[bool]string{true: "TRUE", false: "FALSE"}[c.Verdict])
		}
		if p.Proved {
			fmt.Fprintf(&b, "proved for all positions: %s (%.3f s)\n", p.Statement, seconds)
		} else {
			fmt.Fprintf(&b, "counterexample: %s\n%s (%.3f s)\n", p.Counterexample.Text, p.Statement, seconds)
		}
	}
	for _, f := range files {
		fmt.Fprintf(&b, "wrote %s\n", f)
	}
	_, err = io.Out.Write([]byte(b.String()))
	return err
}

// writeWalnut writes DIR/NAME_p.txt, the candidate automaton in Walnut's
// format, DIR/CLASS.txt for each class of states of a game with memory,
// and DIR/NAME_proof.txt, the command file checking them.
func writeWalnut(dir string, r service.ProofResult) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, badf("--walnut: %v", err)
	}
	files := map[string]string{r.Name + "_p.txt": r.WalnutAutomaton, r.Name + "_proof.txt": r.Walnut}
	for name, text := range r.WalnutClasses {
		files[name+".txt"] = text
	}
	var written []string
	for _, name := range slices.Sorted(maps.Keys(files)) {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(files[name]), 0o644); err != nil {
			return written, err
		}
		written = append(written, path)
	}
	return written, nil
}

// proveResult is one line of mex prove --json.
func runProve(io *IO, file string, maxStates int, loads, libraries []string, export string, asJSON bool) error {
	text, err := readProveFile(io, file)
	if err != nil {
		return err
	}
	for _, dir := range libraries {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			return badf("--library %s: not a directory; want a folder laid out as Walnut's (Automata Library, Word Automata Library, …)", dir)
		}
	}
	// the loads and the statements draw on one memory account, and the
	// garbage collector works harder as the heap nears it
	svc := io.Service.WithContext(io.context())
	if account := budget.From(svc.Context()); account != nil {
		debug.SetMemoryLimit(account.Limit() + account.Limit()/10)
	}
	opt := service.StatementsOptions{MaxStates: maxStates, Define: map[string]*prove.Automaton{}}
	for _, l := range loads {
		name, path, ok := strings.Cut(l, "=")
		if !ok || name == "" || path == "" {
			return badf("--load %q: want NAME=FILE", l)
		}
		if opt.Define[name], err = loadAutomaton(svc.Context(), path, maxStates); err != nil {
			return err
		}
	}
	if export != "" {
		if err := os.MkdirAll(export, 0o755); err != nil {
			return err
		}
	}
	opt.Each = func(r prove.Result) error { // export and print each as it is decided
		if export != "" {
			if err := exportAutomaton(export, r); err != nil {
				return err
			}
		}
		if r.Replaces > 0 {
			fmt.Fprintf(io.Err, "mex: note: line %d: %s %s replaces the one of line %d for the statements after it\n", r.Line, r.Kind, r.Name, r.Replaces)
		}
		if r.Kind == "eval" && !asJSON {
			_, err := fmt.Fprintln(io.Out, service.StatementText(r))
			return err
		}
		return nil
	}
	opt.Library = libraries
	r, err := svc.Statements(text, opt)
	if err != nil {
		return fmt.Errorf("prove %s: %w", file, err)
	}
	if asJSON {
		return io.print(r, true)
	}
	return nil
}

// readProveFile reads FILE, or standard input for -, up to prove.MaxText
// bytes: a longer input is refused when its first byte past the limit
// arrives, so that /dev/zero costs no more than a long file.
func readProveFile(io *IO, file string) (string, error) {
	var in stdio.Reader = io.In
	if file == "-" {
		if io.In == nil {
			return "", badf("prove -: no standard input")
		}
	} else {
		f, err := os.Open(file)
		if err != nil {
			return "", badf("prove: %v", err)
		}
		defer f.Close()
		in = f
	}
	data, err := stdio.ReadAll(stdio.LimitReader(in, prove.MaxText+1))
	if err != nil {
		return "", badf("prove %s: %v", file, err)
	}
	if len(data) > prove.MaxText {
		return "", badf("prove %s: longer than %s; statements are read up to that size", file, budget.Bytes(prove.MaxText))
	}
	return string(data), nil
}

// loadAutomaton reads a Walnut automaton file, its errors bad input.
func loadAutomaton(ctx context.Context, path string, maxStates int) (*prove.Automaton, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return nil, badf("--load %s: a directory; want a Walnut automaton file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, badf("--load: %v", err)
	}
	defer f.Close()
	a, err := prove.Read(ctx, f, maxStates)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return nil, err
		}
		// a bad file, one past the state limit or the budget, or one that
		// cannot be read: each is the file named
		return nil, badf("--load %s: %w", path, err)
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
