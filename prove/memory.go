package prove

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// memoryCheckSide bounds the numbers of the states a guess for a class of
// states is compared with before the decision (the learner's table reads
// the whole box): comparing every tuple of three numbers in the box cost
// more than the decision, which refutes a wrong guess anyway.
const memoryCheckSide = 100

// memoryProblem is a game with memory to prove about
// (game.MemoryFormulaer): its classes of states and their moves.
type memoryProblem struct {
	text  string
	name  string
	rules game.MemoryRules
	opts  GameOptions
	own   map[string]bool
}

// vars returns the variables of a class's tracks: a, b (, c) for the state
// moved from, d, e (, f) for the state moved to.
func memoryVars(tracks int, to bool) string {
	v := []string{"a", "b", "c"}
	if to {
		v = []string{"d", "e", "f"}
	}
	return strings.Join(v[:tracks], ",")
}

func (p *memoryProblem) pred(i int) string { return p.name + "_" + p.rules.Classes[i].Name }

// valid returns the formula of the states of class i, in the variables
// a, b, c or d, e, f, followed by " & " ("" when every tuple is a state:
// Walnut 1.2 reads a tautology such as a=a as a relation of its own).
func (p *memoryProblem) valid(i int, to bool) string {
	v := p.rules.Classes[i].Valid
	if v == "" {
		return ""
	}
	if to {
		v = strings.NewReplacer("a", "d", "b", "e", "c", "f").Replace(v)
	}
	return "(" + v + ") & "
}

// commands returns the Walnut command file that checks the automata of
// the classes (Name_CLASS, tracks in the order of the class's variables)
// in system sys, and the names of its evals: every move lowers a + b and
// lands on a state; each class's automaton accepts states only, none with
// a move into the sets (stable), and every other state has one
// (absorbing).
func (p *memoryProblem) commands(sys string) (string, []string) {
	q := "?" + sys + " "
	var b strings.Builder
	var evals []string
	for i, ci := range p.rules.Classes {
		var wins []string
		for j, cj := range p.rules.Classes {
			move := p.rules.Moves[i][j]
			if move == "" {
				continue
			}
			from, to := memoryVars(ci.Tracks, false), memoryVars(cj.Tracks, true)
			name := fmt.Sprintf("%s_%s_to_%s", p.name, ci.Name, cj.Name)
			fmt.Fprintf(&b, "eval %s \"%sA %s,%s ((%s(%s)) => (%sd+e<a+b))\";\n", name, q, from, to, p.valid(i, false), move, p.valid(j, true))
			evals = append(evals, name)
			wins = append(wins, fmt.Sprintf("(E %s ((%s) & $%s(%s)))", to, move, p.pred(j), to))
		}
		from := memoryVars(ci.Tracks, false)
		w := "a<0 & b<0" // no move: the player to move loses
		if len(wins) > 0 {
			w = strings.Join(wins, " | ")
		}
		fmt.Fprintf(&b, "def %s_wins \"%s%s(%s)\";\n", p.pred(i), q, p.valid(i, false), w)
		fmt.Fprintf(&b, "eval %s_stable \"%sA %s ($%s(%s) => (%s~$%s_wins(%s)))\";\n", p.pred(i), q, from, p.pred(i), from, p.valid(i, false), p.pred(i), from)
		fmt.Fprintf(&b, "eval %s_absorbing \"%sA %s ((%s~$%s(%s)) => $%s_wins(%s))\";\n", p.pred(i), q, from, p.valid(i, false), p.pred(i), from, p.pred(i), from)
		evals = append(evals, p.pred(i)+"_stable", p.pred(i)+"_absorbing")
	}
	return b.String(), evals
}

// proveMemory learns an automaton of the P-states of each class of a game
// with memory and decides that together they are its P-states: every
// move lowers a + b, so the P-states are the one family of sets in which
// a state is P iff no move leads to a P-state.
func proveMemory(ctx context.Context, s *spec.Spec, mf game.MemoryFormulaer, opts GameOptions) (*GameProof, error) {
	rules, ok := mf.MemoryFormula()
	if !ok {
		return nil, inputErrorf("prove: the rules of %s are not first-order over (ℕ,+)", s.Text)
	}
	if opts.Misere || !opts.Alteration.Empty() {
		return nil, inputErrorf("prove: %s is a game with memory; the prover does not take it under misère play or an alteration", s.Text)
	}
	p := &memoryProblem{text: s.Text, name: WalnutName(s), rules: rules, own: map[string]bool{}}
	opts = defaults(opts)
	if opts.Systems == nil {
		systems, own, err := systemsOf(s)
		if err != nil {
			return nil, err
		}
		opts.Systems, p.own = systems, own
	}
	for _, name := range opts.Systems {
		if err := gameSystem(name); err != nil {
			return nil, &InputError{Err: err}
		}
	}
	p.opts = opts
	missing := map[string]string{} // the first class without an automaton in the largest box of each system
	proof, tried, err := search(opts, p.own, rules.MaxSide, func(name string, d *digits, n, states int) (*GameProof, int, error) {
		in, err := rules.Outcomes(ctx, d.side(n))
		if err != nil {
			return nil, 0, err
		}
		cands, fail, err := learnClasses(ctx, d, in, n, rules.Classes, states)
		if err != nil {
			return nil, 0, err
		}
		if cands == nil {
			missing[name] = fmt.Sprintf("%s (class %s, %d×%d box)", name, rules.Classes[fail].Name, d.side(n), d.side(n))
			return nil, n + 1, nil
		}
		proof, err := p.check(ctx, name, cands)
		return proof, n + 1, err
	})
	if err != nil || proof != nil {
		return proof, err
	}
	return &GameProof{Game: s.Text, Name: p.name, MoveFormula: p.movesText(), Tried: tried.systems, Side: tried.side, Refuted: tried.refuted,
		Statement: fmt.Sprintf("no automata with at most %d states for the %d classes of states found in %s (samples of all states with piles below %d; the first class without one: %s)",
			tried.states, len(rules.Classes), strings.Join(tried.systems, ", "), tried.side, strings.Join(firstMissing(tried.systems, missing), ", "))}, nil
}

// movesText summarises the moves: the formula of the moves between the
// starts' class and itself.
func (p *memoryProblem) movesText() string {
	s := p.rules.Start
	return fmt.Sprintf("%d classes of states; from a start (a,b) (class %s) to a start (d,e): %s", len(p.rules.Classes), p.rules.Classes[s].Name, p.rules.Moves[s][s])
}

// check decides the commands for the candidates of every class.
func (p *memoryProblem) check(ctx context.Context, sys string, cands []*Automaton) (*GameProof, error) {
	text, evals := p.commands(sys)
	start := cands[p.rules.Start]
	proof := &GameProof{Game: p.text, Name: p.name, Numeration: sys, States: start.DFA.States(), Candidate: start,
		Least: examples(start, 8), MoveFormula: p.movesText(), Commands: text, Classes: map[string]*Automaton{}}
	sess := NewSession(Options{MaxStates: p.opts.Limit, Examples: 1})
	total := 0
	for i, c := range cands {
		sess.Define(p.pred(i), c)
		proof.Classes[p.pred(i)] = c
		total += c.DFA.States()
	}
	results, err := sess.Run(ctx, text, nil)
	if err != nil {
		return nil, err
	}
	proved := true
	var failed []string
	for _, r := range results {
		if r.Verdict == nil {
			continue
		}
		proof.Checks = append(proof.Checks, Check{Name: r.Name, Verdict: *r.Verdict})
		if !*r.Verdict {
			proved = false
			failed = append(failed, r.Name)
		}
	}
	if len(proof.Checks) != len(evals) {
		return nil, errors.New("prove: the command file did not evaluate every check")
	}
	if !proved {
		proof.Statement = fmt.Sprintf("the candidate automata (%s) are not the P-states of %s: %s FALSE", sys, p.text, strings.Join(failed, ", "))
		return proof, nil
	}
	proof.Proved = true
	proof.Statement = fmt.Sprintf("the P-states of %s are accepted by %d automata in %s, one for each class of states (the imitation window and runs; %d states in all): "+
		"every move lowers a+b and lands on a state, no P-state has a move to a P-state (stable) and every other state has one (absorbing); "+
		"so the P-positions among the starts are the pairs (x,y) accepted by the %d-state automaton %s",
		p.text, len(cands), sys, total, start.DFA.States(), p.pred(p.rules.Start))
	return proof, nil
}

func firstMissing(tried []string, missing map[string]string) []string {
	var out []string
	for _, name := range tried {
		if m, ok := missing[name]; ok {
			out = append(out, m)
		}
	}
	return out
}

// learnClasses learns an automaton for each class, on the cores (the
// classes are independent); nil and a class without one when some class
// has none.
func learnClasses(parent context.Context, d *digits, in func(int, []int) bool, n int, classes []game.MemoryClass, states int) ([]*Automaton, int, error) {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	cands := make([]*Automaton, len(classes))
	next := make(chan int, len(classes))
	for i := range classes {
		next <- i
	}
	close(next)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
		fail     = -1
	)
	for range min(runtime.GOMAXPROCS(0), len(classes)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if ctx.Err() != nil {
					return
				}
				c := classes[i]
				l := &learner{ctx: ctx, d: d, in: func(v []int) bool { return in(i, v) }, side: d.side(n), n: n, letters: lettersOf(d.base, c.Tracks), check: memoryCheckSide}
				h, err := l.guess(states)
				mu.Lock()
				switch {
				case err != nil && ctx.Err() == nil:
					firstErr = err
					cancel()
				case err == nil && h == nil && fail < 0:
					fail = i
					cancel() // no automaton for this class: the others are not needed
				case err == nil && h != nil:
					cands[i] = &Automaton{Systems: automata.Systems(d.sys, c.Tracks), DFA: h}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	switch {
	case parent.Err() != nil:
		return nil, 0, parent.Err()
	case firstErr != nil:
		return nil, 0, firstErr
	case fail >= 0:
		return nil, fail, nil
	}
	return cands, 0, nil
}
