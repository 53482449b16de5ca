package service

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/prove"
)

// StatementsOptions are what a run of Walnut statements may be given
// besides their text (mex prove FILE).
type StatementsOptions struct {
	// MaxStates bounds every automaton built (0: prove's default).
	MaxStates int
	// Define names automata the statements may use (--load NAME=FILE).
	Define map[string]*prove.Automaton
	// Library lists Walnut's library folders, searched in order
	// (prove.Options.Library; mex prove FILE --library DIR).
	Library []string
	// Each, when set, is told every statement's result as it is decided
	// (a def and a reg as well as an eval), in order: the command line
	// prints and exports them as they come.
	Each func(prove.Result) error
}

// StatementResult is an eval's answer: TRUE or FALSE, or, when variables
// are left free, the automaton's size and its least accepted tuples.
type StatementResult struct {
	Name    string  `json:"name"`
	Verdict *string `json:"verdict"`
	States  int     `json:"states"`
	Seconds float64 `json:"seconds"`
	// Text is the line mex prove FILE prints for it.
	Text string `json:"-"`
}

// StatementsResult is what mex prove FILE --json prints.
type StatementsResult struct {
	Results []StatementResult `json:"results"`
}

// Text is the lines mex prove FILE prints, one an eval.
func (r StatementsResult) Text() string {
	lines := make([]string, len(r.Results))
	for i, s := range r.Results {
		lines[i] = s.Text
	}
	return strings.Join(lines, "\n")
}

// Statements decides a text of Walnut statements (reg, def, eval; Mousavi
// 2016) with automata, under the service's context: its evals' verdicts,
// or their automata when variables are free. A statement that does not
// parse, or an automaton past MaxStates, is bad input.
func (svc *Service) Statements(text string, opt StatementsOptions) (StatementsResult, error) {
	session := prove.NewSession(prove.Options{MaxStates: opt.MaxStates, Library: opt.Library})
	for name, a := range opt.Define {
		session.Define(name, a)
	}
	r := StatementsResult{Results: []StatementResult{}}
	var eachErr error
	_, err := session.Run(svc.context(), text, func(p prove.Result) {
		if opt.Each != nil && eachErr == nil {
			eachErr = opt.Each(p)
		}
		if p.Kind == "eval" {
			r.Results = append(r.Results, statementResult(p))
		}
	})
	var bad *prove.Error
	var limit *prove.LimitError
	var spent *budget.ExceededError
	var alphabet *automata.AlphabetError
	switch {
	case errors.As(err, &bad), errors.As(err, &limit), errors.As(err, &alphabet):
		return r, Bad(err)
	case errors.As(err, &spent):
		return r, Bad(fmt.Errorf("%w; simplify the statement or lower --max-states", err))
	case err != nil:
		return r, fmt.Errorf("stopped: %w", err)
	}
	return r, eachErr
}

// statementResult is an eval's answer and its line.
func statementResult(p prove.Result) StatementResult {
	s := StatementResult{Name: p.Name, States: p.States(), Seconds: math.Round(p.Seconds*1e4) / 1e4, Text: StatementText(p)}
	if p.Verdict != nil {
		v := map[bool]string{true: "TRUE", false: "FALSE"}[*p.Verdict]
		s.Verdict = &v
	}
	return s
}

// StatementText is the line of an eval: its verdict, or its automaton's
// size and least accepted tuples.
func StatementText(r prove.Result) string {
	states := fmt.Sprintf("%d states", r.States())
	if r.States() == 1 {
		states = "1 state"
	}
	if r.Verdict != nil {
		return fmt.Sprintf("%s: %s (%s, %.3f s)", r.Name, map[bool]string{true: "TRUE", false: "FALSE"}[*r.Verdict], states, r.Seconds)
	}
	var tuples []string
	for _, t := range r.Examples {
		tuples = append(tuples, TupleText(t))
	}
	accepts := "accepts nothing"
	if len(tuples) > 0 {
		accepts = "accepts " + strings.Join(tuples, " ") + " …"
	}
	return fmt.Sprintf("%s: %s over (%s), %s (%.3f s)", r.Name, states, strings.Join(r.Automaton.Vars, ","), accepts, r.Seconds)
}

// TupleText writes a tuple of numbers as "(a,b,c)".
func TupleText(t []*big.Int) string {
	parts := make([]string, len(t))
	for i, v := range t {
		parts[i] = v.String()
	}
	return "(" + strings.Join(parts, ",") + ")"
}
