package prove

import (
	"context"
	"fmt"
	"slices"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/budget"
)

// MaxWordStates bounds the states PeriodicWord builds before minimizing:
// the preperiod plus the period.
const MaxWordStates = 1 << 18

// wordStateBytes is what PeriodicWord holds for a state of one output's
// automaton: two transitions (int32) and a flag, twice over while it is
// minimized, and the table it is built from (two ints).
const wordStateBytes = 2*(2*4+1) + 2*8

// PeriodicWord returns the word automaton, in msd_2, of the eventually
// periodic sequence whose first preperiod+period values are values and
// which repeats with period from preperiod on: G(n + period) = G(n) for
// n >= preperiod. Every eventually periodic sequence is k-automatic for
// every k: reading n's binary digits msd first, the state is n while n <
// preperiod + period, and preperiod + (n - preperiod) mod period beyond
// (appending a digit maps n to 2n + d, and the class of 2n + d is that of
// 2m + d for m the class of n). The result is minimal. Its automata, one
// for each output, are drawn from ctx's memory account before they are
// built.
func PeriodicWord(ctx context.Context, values []int, preperiod, period int) (*Word, error) {
	states := preperiod + period
	switch {
	case preperiod < 0 || period < 1:
		return nil, fmt.Errorf("prove: a periodic word needs a preperiod of at least 0 and a period of at least 1, not %d and %d", preperiod, period)
	case states > MaxWordStates:
		return nil, fmt.Errorf("prove: a periodic word of preperiod %d and period %d takes %d states before minimizing; at most %d", preperiod, period, states, MaxWordStates)
	case len(values) < states:
		return nil, fmt.Errorf("prove: a periodic word of preperiod %d and period %d needs %d values, not %d", preperiod, period, states, len(values))
	}
	class := func(n int) int {
		if n < states {
			return n
		}
		return preperiod + (n-preperiod)%period
	}
	next := make([][]int, states)
	for q := range next {
		next[q] = []int{class(2 * q), class(2*q + 1)}
	}
	outputs := slices.Clone(values[:states])
	slices.Sort(outputs)
	outputs = slices.Compact(outputs)
	sys, err := numeration("msd_2")
	if err != nil {
		return nil, err
	}
	memory := budget.NewMeter(ctx)
	defer memory.Close()
	// each output's automaton: its transitions and flags, and as much again
	// while it is minimized
	if err := memory.Add(int64(len(outputs)) * int64(states) * wordStateBytes); err != nil {
		return nil, err
	}
	w := &Word{Systems: []automata.Numeration{sys}, Outputs: outputs}
	for _, o := range outputs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		accept := make([]bool, states)
		for q := range accept {
			accept[q] = values[q] == o
		}
		d, err := automata.New([]int{2}, next, accept)
		if err != nil {
			return nil, err
		}
		w.Parts = append(w.Parts, &Automaton{Systems: w.Systems, DFA: d.Minimize()})
	}
	return w, nil
}

// WordValue returns the output of a one-track word automaton at n (0 when
// no part accepts n).
func WordValue(w *Word, n uint64) int {
	for i, p := range w.Parts {
		if p.DFA.AcceptsUint64(w.Systems[0], n) {
			return w.Outputs[i]
		}
	}
	return 0
}

// PeriodCommands is the Walnut command file checking that the word
// automaton name (in msd_2) repeats with the period from the preperiod on:
// one eval, TRUE when it does.
func PeriodCommands(name string, preperiod, period int) string {
	return fmt.Sprintf("eval %s_periodic \"?msd_2 A n,m ((n>=%d & m=n+%d) => %s[n]=%s[m])\";\n", name, preperiod, period, name, name)
}

// MaxDecidedWord bounds the states of the parts of a word automaton
// whose periodicity CheckPeriodicWord decides: the statement compares the
// word with itself shifted by the period, a product that grows with the
// square of the word (octal 0.16's word, 254,809 states before
// minimizing, reached the decision procedure's 2^20 states).
const MaxDecidedWord = 1 << 12

// CheckPeriodicWord compares w's outputs at 0 <= n < len(values) with
// values (an error names the first difference), then, when w's parts have
// at most MaxDecidedWord states in all, decides PeriodCommands in a session
// of its own (decided is then true and the check its verdict). Both hold
// when w is the sequence.
func CheckPeriodicWord(ctx context.Context, name string, w *Word, values []int, preperiod, period int) (check Check, decided bool, err error) {
	for n, v := range values {
		if got := WordValue(w, uint64(n)); got != v {
			return Check{}, false, fmt.Errorf("prove: the word %s gives %d at %d, the sequence %d", name, got, n, v)
		}
	}
	check = Check{Name: name + "_periodic"}
	size := 0
	for _, p := range w.Parts {
		size += p.DFA.States()
	}
	if size > MaxDecidedWord {
		return check, false, nil
	}
	sess := NewSession(Options{})
	sess.words[name] = w
	checks, _, err := runChecks(ctx, sess, PeriodCommands(name, preperiod, period), []string{check.Name})
	if err != nil {
		return Check{}, false, err
	}
	return checks[0], true, nil
}
