package cli

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mex-cgt/mex/prove"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// proveValuesOutput is mex prove GAME --values K --json: the proof and the
// files --walnut wrote.
type proveValuesOutput struct {
	service.ProveValuesResult
	Files []string `json:"files,omitempty"`
}

func runProveValues(io *IO, alter alterFlags, gameSpec string, largest int, opt service.ProveOptions, walnut string, asJSON bool) error {
	if _, err := spec.Parse(gameSpec); err != nil {
		return badf("prove %s: no such file, nor a game: %v", gameSpec, err)
	}
	g, err := alter.game(gameSpec)
	if err != nil {
		return err
	}
	r, err := io.Service.WithContext(io.context()).ProveValues(g, largest, opt)
	if err != nil {
		return err
	}
	var files []string
	if walnut != "" && len(r.Automata) > 0 {
		if files, err = writeWalnutValues(walnut, r); err != nil {
			return err
		}
	}
	if asJSON {
		enc := json.NewEncoder(io.Out)
		enc.SetEscapeHTML(false)
		return enc.Encode(proveValuesOutput{ProveValuesResult: r, Files: files})
	}
	var b strings.Builder
	if r.Sequence != nil {
		writeSequenceWord(&b, r)
	} else {
		writeValueSets(&b, r)
	}
	for _, f := range files {
		fmt.Fprintf(&b, "wrote %s\n", f)
	}
	_, err = io.Out.Write([]byte(b.String()))
	return err
}

// writeValueSets prints a two-pile game's value sets, function and search.
func writeValueSets(b *strings.Builder, r service.ProveValuesResult) {
	fmt.Fprintf(b, "%s: the positions of each Grundy value 0..%d\n", r.Game, r.Largest)
	for _, s := range r.Sets {
		writeValueSet(b, fmt.Sprintf("value %d", s.Value), s)
	}
	if r.Function != nil {
		writeValueSet(b, "G(a,b)=z", *r.Function)
	}
	if len(r.Attempts) > 1 || !r.Proved {
		b.WriteString("numerations tried:\n")
		for _, a := range r.Attempts {
			fmt.Fprintf(b, "  %s: %d set(s) proved, function %s, boxes up to %d×%d", a.System, a.Sets, map[bool]string{true: "proved", false: "not found"}[a.Function], a.Side, a.Side)
			if a.Stopped != "" {
				fmt.Fprintf(b, "; %s", a.Stopped)
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(b, "%s (%.3f s)\n", r.Statement, r.Seconds)
}

// writeValueSet prints one set: its automaton, least tuples and checks,
// or why it was not proved.
func writeValueSet(b *strings.Builder, label string, s prove.ValueSet) {
	if !s.Proved {
		fmt.Fprintf(b, "%s: not proved: %s\n", label, s.Statement)
		return
	}
	var least []string
	for _, t := range s.Least {
		least = append(least, service.TupleText(t))
	}
	var checks []string
	for _, c := range s.Checks {
		checks = append(checks, strings.TrimPrefix(c.Name, s.Name+"_")+" "+map[bool]string{true: "TRUE", false: "FALSE"}[c.Verdict])
	}
	fmt.Fprintf(b, "%s: %s, %d states: %s …; %s\n", label, s.Name, s.States, strings.Join(least, " "), strings.Join(checks, ", "))
}

// writeSequenceWord prints a one-heap game's sequence as a word automaton.
func writeSequenceWord(b *strings.Builder, r service.ProveValuesResult) {
	w := r.Sequence
	fmt.Fprintf(b, "%s: preperiod %d, period %d (%s)\n", r.Game, w.Preperiod, w.Period, w.Proof)
	fmt.Fprintf(b, "word automaton %s: msd_2, %d states\n", w.Name, w.States)
	for k := 0; k <= r.Largest; k++ {
		var at []string
		recurs := false // k is in the period: it comes back for ever
		for n, v := range w.Values {
			if v == k {
				if len(at) < 8 {
					at = append(at, fmt.Sprint(n))
				}
				recurs = recurs || n >= w.Preperiod
			}
		}
		switch {
		case len(at) == 0 && len(w.Values) == w.Preperiod+w.Period:
			fmt.Fprintf(b, "value %d: at no heap\n", k)
		case len(at) == 0:
			fmt.Fprintf(b, "value %d: at no heap below %d\n", k, len(w.Values))
		case recurs:
			fmt.Fprintf(b, "value %d at heaps %s …\n", k, strings.Join(at, ", "))
		case len(w.Values) == w.Preperiod+w.Period:
			fmt.Fprintf(b, "value %d only at heap(s) %s\n", k, strings.Join(at, ", "))
		default:
			fmt.Fprintf(b, "value %d at heaps %s (below %d)\n", k, strings.Join(at, ", "), len(w.Values))
		}
	}
	if w.Decided {
		fmt.Fprintf(b, "%s: %s\n", w.Check.Name, map[bool]string{true: "TRUE", false: "FALSE"}[w.Check.Verdict])
	}
	fmt.Fprintf(b, "%s (%.3f s)\n", r.Statement, r.Seconds)
}

// writeWalnutValues writes a values proof in Walnut's folders under dir:
// the automata in Automata Library (word automata in Word Automata
// Library) and the command file in Command Files.
func writeWalnutValues(dir string, r service.ProveValuesResult) ([]string, error) {
	files := map[string]string{}
	for name, text := range r.Automata {
		folder := "Automata Library"
		if slices.Contains(r.WordAutomata, name) {
			folder = "Word Automata Library"
		}
		files[filepath.Join(folder, name+".txt")] = text
	}
	files[filepath.Join("Command Files", r.Name+"_values.txt")] = r.Walnut
	var written []string
	for _, name := range slices.Sorted(maps.Keys(files)) {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return written, badf("--walnut: %v", err)
		}
		if err := os.WriteFile(path, []byte(files[name]), 0o644); err != nil {
			return written, err
		}
		written = append(written, path)
	}
	return written, nil
}
