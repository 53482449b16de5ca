package service

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/mex-cgt/mex/prove"
	"github.com/mex-cgt/mex/spec"
)

// ProveValuesResult is the answer of `mex prove GAME --values K`: for a
// two-pile game, its value sets 0..K and its Grundy function proved as
// automata (prove.ProveValues); for a one-heap game with a proven period,
// its Grundy sequence as a word automaton.
type ProveValuesResult struct {
	Game string `json:"game"`
	// Name is the game as a Walnut name, the prefix of the automata's.
	Name string `json:"name"`
	// Kind is "two-pile" or "one-heap".
	Kind string `json:"kind"`
	// Proved is set when every set asked for (two piles) or the sequence
	// (one heap) was proved.
	Proved bool `json:"proved"`
	// Largest is K, the largest value asked for.
	Largest int `json:"largest"`
	// Numeration is the automata's system ("" when none was found).
	Numeration string `json:"numeration"`
	// Two piles: the sets from 0 up, the Grundy function and the search.
	Sets     []prove.ValueSet `json:"sets,omitempty"`
	Function *prove.ValueSet  `json:"function,omitempty"`
	Attempts []prove.Attempt  `json:"attempts,omitempty"`
	// One heap: the period proved (its proof), and the word automaton's
	// name, states and check.
	Sequence *SequenceWord `json:"sequence,omitempty"`
	// Statement says what was proved.
	Statement string `json:"statement"`
	// Walnut is the command file re-checking the proof, Automata the
	// automata it loads in Walnut's format, by name (NAME.txt in Walnut's
	// Automata Library; a word automaton, in its Word Automata Library).
	Walnut   string            `json:"walnut"`
	Automata map[string]string `json:"automata"`
	// WordAutomata lists which of Automata are word automata.
	WordAutomata []string `json:"word_automata,omitempty"`
	Seconds      float64  `json:"seconds"`
}

// SequenceWord is a one-heap game's Grundy sequence as a word automaton.
type SequenceWord struct {
	Name      string      `json:"name"`
	Preperiod int         `json:"preperiod"`
	Period    int         `json:"period"`
	Proof     string      `json:"proof"`
	States    int         `json:"states"`
	Check     prove.Check `json:"check"`
	// Decided says whether Check was decided; a word too large for the
	// decision (prove.MaxDecidedWord) is compared with the values only.
	Decided bool `json:"decided"`
	// Values are the first preperiod+period values (at most 200 shown).
	Values []int `json:"values"`
}

// ProveValues proves which positions of a game have each Grundy value up
// to largest: for a two-pile game whose moves are a formula, the sets of
// values 0..largest and the Grundy function as automata; for a one-heap
// game with a proven period, the whole Grundy sequence as a word automaton
// in msd_2 (largest only bounds what is listed).
func (svc *Service) ProveValues(s *spec.Spec, largest int, opt ProveOptions) (ProveValuesResult, error) {
	if largest < 0 || largest > prove.MaxValue {
		return ProveValuesResult{}, BadParameter("values", largest, "want a largest value of 0..%d", prove.MaxValue)
	}
	if s.IsSum() {
		return ProveValuesResult{}, Badf("prove %s --values: a sum; its values are the nim-sums of its parts' (prove each part)", s.Text)
	}
	if s.MiserePlay || !s.Alteration.Empty() {
		return ProveValuesResult{}, Badf("prove %s --values: Grundy values are proved in normal play, without an alteration", s.Text)
	}
	begin := time.Now()
	var r ProveValuesResult
	var err error
	switch {
	case s.Shape.OnTwoPiles() && prove.Provable(s.Game) == nil: // nim: two heaps, by its move formula
		r, err = svc.proveValueSets(s, largest, opt)
	case s.Shape.OnOneHeap():
		r, err = svc.proveSequence(s, largest)
	case s.Shape.OnTwoPiles():
		r, err = svc.proveValueSets(s, largest, opt)
	default:
		return r, Badf("prove %s --values: played on %s; values are proved for two-pile games and one-heap games", s.Text, s.Shape)
	}
	r.Seconds = math.Round(time.Since(begin).Seconds()*1e4) / 1e4
	return r, err
}

// proveValueSets runs prove.ProveValues under the service's limits.
func (svc *Service) proveValueSets(s *spec.Spec, largest int, opt ProveOptions) (ProveValuesResult, error) {
	r := ProveValuesResult{Game: s.Text, Name: prove.WalnutName(s), Kind: "two-pile", Largest: largest, Automata: map[string]string{}}
	if err := provable(s); err != nil {
		return r, err
	}
	opts, err := svc.proveOptions(opt)
	if err != nil {
		return r, err
	}
	p, err := prove.ProveValues(svc.context(), s.Base, largest, opts)
	var bad *prove.InputError
	var limit *prove.LimitError
	switch {
	case errors.As(err, &bad):
		return r, Bad(err)
	case errors.As(err, &limit):
		return r, Badf("prove %s --values: %v (ask for fewer states)", s.Text, err)
	case err != nil:
		return r, result(err)
	}
	r.Game, r.Numeration, r.Sets, r.Attempts, r.Walnut = p.Game, p.Numeration, p.Sets, p.Attempts, p.Commands
	r.Proved = p.Proved(largest)
	if p.Numeration != "" {
		fn := p.Function
		r.Function = &fn
	}
	for _, set := range append(p.Sets, p.Function) {
		if !set.Proved {
			continue
		}
		var b strings.Builder
		if err := prove.Write(&b, set.Candidate); err != nil {
			return r, err
		}
		r.Automata[set.Name] = b.String()
	}
	r.Statement = valueSetsStatement(p, largest)
	return r, nil
}

// valueSetsStatement says in one sentence how far the proof went.
func valueSetsStatement(p *prove.ValuesProof, largest int) string {
	n := 0
	for _, s := range p.Sets {
		if s.Proved {
			n++
		}
	}
	var b strings.Builder
	switch {
	case n == 0:
		fmt.Fprintf(&b, "no value set of %s was proved", p.Game)
	case n == 1:
		fmt.Fprintf(&b, "the P-positions of %s (value 0) are proved automatic in %s", p.Game, p.Numeration)
	default:
		fmt.Fprintf(&b, "the positions of %s with each value 0..%d are proved automatic in %s", p.Game, n-1, p.Numeration)
	}
	if n > 0 && n <= largest {
		fmt.Fprintf(&b, "; value %d was not found", n)
	}
	if p.Function.Proved {
		fmt.Fprintf(&b, ", and its whole Grundy function is the %d-state relation %s", p.Function.States, p.Function.Name)
	} else if p.Numeration != "" {
		b.WriteString("; its whole Grundy function was not found as one relation")
	}
	return b.String()
}

// listedValues bounds the values a sequence's answer lists.
const listedValues = 200

// proveSequence states a one-heap game's proven periodic Grundy sequence
// as a word automaton and checks it.
func (svc *Service) proveSequence(s *spec.Spec, largest int) (ProveValuesResult, error) {
	r := ProveValuesResult{Game: s.Text, Name: prove.WalnutName(s), Kind: "one-heap", Largest: largest, Automata: map[string]string{}}
	per, err := svc.Period(s)
	var bad *InputError
	if errors.As(err, &bad) {
		return r, Badf("prove %s --values: %v", s.Text, bad.Err)
	}
	if err != nil {
		return r, err
	}
	switch {
	case per.Period == 0 || !per.Proven:
		why := "no period is proven"
		if per.Checked > 0 {
			why = fmt.Sprintf("no period is proven in its first %d values", per.Checked)
		} else if per.Observed {
			why = fmt.Sprintf("its period %d is observed, not proven", per.Period)
		}
		return r, Badf("prove %s --values: %s, so its sequence is not stated as an automaton (mex period looks further)", s.Text, why)
	case per.Saltus != 0:
		return r, Badf("prove %s --values: its values grow (arithmetic periodicity, saltus %d): a word automaton has finitely many outputs", s.Text, per.Saltus)
	}
	states := per.Preperiod + per.Period
	if states > prove.MaxWordStates {
		return r, Badf("prove %s --values: preperiod %d and period %d make a word automaton of %d states before minimizing; at most %d", s.Text, per.Preperiod, per.Period, states, prove.MaxWordStates)
	}
	// The values to e+2p compare the word past its first period too: all
	// that is checked when the word is too large for the decision.
	values, err := svc.GrundyUpto(s, states+per.Period-1)
	if err != nil {
		return r, err
	}
	name := "G_" + prove.WalnutName(s)
	word, err := prove.PeriodicWord(svc.context(), values.Values, per.Preperiod, per.Period)
	if err != nil {
		return r, result(err)
	}
	check, decided, err := prove.CheckPeriodicWord(svc.context(), name, word, values.Values, per.Preperiod, per.Period)
	if err != nil {
		return r, result(err)
	}
	var b strings.Builder
	if err := prove.WriteWord(&b, word); err != nil {
		return r, err
	}
	r.Automata[name] = b.String()
	r.WordAutomata = []string{name}
	r.Numeration = "msd_2"
	r.Walnut = prove.PeriodCommands(name, per.Preperiod, per.Period)
	// WriteWord writes each state after a blank line: their count is the
	// word automaton's size.
	r.Sequence = &SequenceWord{Name: name, Preperiod: per.Preperiod, Period: per.Period, Proof: per.Proof,
		States: strings.Count(b.String(), "\n\n"), Check: check, Decided: decided, Values: values.Values[:min(states, listedValues)]}
	r.Proved = !decided || check.Verdict
	how := fmt.Sprintf("it repeats with period %d from %d on (%s)", per.Period, per.Preperiod, verdictWord(check.Verdict))
	if !decided {
		how = fmt.Sprintf("the statement that it repeats with period %d from %d on is not decided here (its parts have more than %d states), and its outputs were compared with the values to %d", per.Period, per.Preperiod, prove.MaxDecidedWord, len(values.Values)-1)
	}
	r.Statement = fmt.Sprintf("the Grundy sequence of %s is the %d-state msd_2 word automaton %s: its first %d values are the computed ones and %s, as the period proved: %s",
		s.Text, r.Sequence.States, name, len(values.Values), how, per.Proof)
	return r, nil
}

func verdictWord(v bool) string {
	if v {
		return "TRUE"
	}
	return "FALSE"
}
