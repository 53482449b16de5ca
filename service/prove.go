package service

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/prove"
	"github.com/mex-cgt/mex/render"
	"github.com/mex-cgt/mex/spec"
)

// Caps of the service's prove command: the largest candidate automaton it
// looks for and the largest box it learns from (mex prove GAME --states
// and --box take the same ranges).
const (
	MaxProveStates = 4096
	MaxProveBox    = 4096
)

// bytesPerProveState estimates the memory of one state of an automaton the
// decision procedure builds (four tracks: its transitions, its subset in a
// determinization, the tables of a minimization).
const bytesPerProveState = 1 << 10

// ProveOptions say how far the service's prove command searches. Zero values
// are the prover's defaults (prove.GameOptions).
type ProveOptions struct {
	// States bounds the candidate automaton (with its dead state).
	States int
	// Box bounds the side of the boxes of positions learned from.
	Box int
	// Numeration lists the systems tried, in order (nil: msd_fib, msd_2,
	// msd_3, msd_ost_0_r2).
	Numeration []string
	// MaxStates bounds every construction of the decision procedure (0:
	// as the service's memory limit allows, at most prove.DefaultMaxStates).
	MaxStates int
}

// ProofResult is the service's answer to prove GAME (`GET /api/prove`): the
// summary `mex prove GAME --json` prints, and the automaton to draw and
// the Walnut files that re-check the proof.
type ProofResult struct {
	ProofSummary
	// Verdict is "proved", "counterexample" or "not found".
	Verdict string `json:"verdict"`
	// Name is the game as a Walnut name; the automaton is Name_p.
	Name string `json:"name"`
	// Automaton is the candidate, null when none was found.
	Automaton *AutomatonJSON `json:"automaton"`
	// Walnut is the command file checking the candidate (Name_proof.txt),
	// WalnutAutomaton the candidate in Walnut's file format (Name_p.txt,
	// for Walnut's Automata Library); "" when none was found.
	Walnut          string `json:"walnut"`
	WalnutAutomaton string `json:"walnut_automaton"`
	// WalnutClasses are, for a game with memory, the automaton of each
	// class of states in Walnut's format, by the name the command file
	// gives it (NAME.txt in Walnut's Automata Library).
	WalnutClasses map[string]string `json:"walnut_classes,omitempty"`
}

// ProofSummary is what a proof says: the keys of `mex prove GAME --json`.
type ProofSummary struct {
	Game string `json:"game"`
	// Proved is set only when every check evaluated TRUE.
	Proved bool `json:"proved"`
	// Numeration is the candidate's system, null when none was found.
	Numeration *string `json:"numeration"`
	// States is the size of the candidate's minimal automaton, with its
	// dead state (0 when none was found).
	States    int    `json:"states"`
	Statement string `json:"statement"`
	// Counterexample is the least position where the candidate fails, when
	// it was refuted and nothing better was found.
	Counterexample *prove.Counterexample `json:"counterexample"`
	MoveFormula    string                `json:"move_formula"`
	// Least are the candidate's least pairs.
	Least   [][]*big.Int  `json:"least"`
	Checks  []prove.Check `json:"checks"`
	Tried   []string      `json:"tried"`
	Box     int           `json:"box"`
	Refuted int           `json:"refuted"`
	Seconds float64       `json:"seconds"`
}

// AutomatonJSON is a DFA over pairs of digits (x, y), both in one
// numeration system, most significant digit first, as the page draws it.
type AutomatonJSON struct {
	Numeration string `json:"numeration"`
	// States are numbered 0..States-1; Start is 0.
	States int `json:"states"`
	Start  int `json:"start"`
	// Accepting lists the accepting states (the P-positions), in order.
	Accepting []int `json:"accepting"`
	// Dead is the rejecting state every letter keeps (a word that reached
	// it is no P-position, whatever follows), -1 when there is none.
	Dead int `json:"dead"`
	// Letters are the pairs of digits (x, y) read at a step, and Next[q][i]
	// is the state after reading Letters[i] in state q.
	Letters [][2]int `json:"letters"`
	Next    [][]int  `json:"next"`
}

// Text prints the result as mex prove GAME prints it.
func (r ProofResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nmoves (a,b) -> (c,d): %s\n", r.Game, r.MoveFormula)
	if r.Automaton != nil {
		fmt.Fprintf(&b, "numeration: %s, %d states (learned from the P-positions in a %d×%d box)\n", *r.Numeration, r.States, r.Box, r.Box)
		for _, c := range r.Checks {
			fmt.Fprintf(&b, "%s: %s\n", c.Name, map[bool]string{true: "TRUE", false: "FALSE"}[c.Verdict])
		}
		if r.Counterexample != nil {
			fmt.Fprintf(&b, "counterexample: %s\n", r.Counterexample.Text)
		}
	}
	if r.Proved {
		b.WriteString("proved for all positions: ")
	}
	b.WriteString(r.Statement)
	return b.String()
}

// Drawing returns the candidate automaton as render draws it, its letters
// the pairs of digits "x,y"; false when none was found.
func (r ProofResult) Drawing() (render.AutomatonDrawing, bool) {
	a := r.Automaton
	if a == nil {
		return render.AutomatonDrawing{}, false
	}
	d := render.AutomatonDrawing{Title: r.Game + ": P-positions", Numeration: a.Numeration, Start: a.Start,
		Accepting: make([]bool, a.States), Next: a.Next}
	for _, q := range a.Accepting {
		d.Accepting[q] = true
	}
	for _, l := range a.Letters {
		d.Letters = append(d.Letters, fmt.Sprintf("%d,%d", l[0], l[1]))
	}
	return d, true
}

// SVG draws the candidate automaton (render.AutomatonSVG); an input error
// when none was found.
func (r ProofResult) SVG(w io.Writer) error {
	d, ok := r.Drawing()
	if !ok {
		return Badf("prove %s: %s; there is no automaton to draw", r.Game, r.Statement)
	}
	return render.AutomatonSVG(w, d)
}

// Prove proves what the P-positions of the two-pile game s are, under its
// play convention and alteration (prove.ProveGame): it guesses an
// automaton from the P-positions in boxes and decides that it is stable
// and absorbing. Games that do not state their moves as a formula over
// (ℕ,+), and games not played on two piles, are input errors; so is a
// search beyond MaxProveStates, MaxProveBox or the box the service's limits
// allow, and a decision that would build more automaton states than its
// memory limit allows.
func (svc *Service) Prove(s *spec.Spec, opt ProveOptions) (ProofResult, error) {
	if err := provable(s); err != nil {
		return ProofResult{}, err
	}
	opts, err := svc.proveOptions(opt)
	if err != nil {
		return ProofResult{}, err
	}
	opts.Misere, opts.Alteration = s.MiserePlay, s.Alteration
	begin := time.Now()
	p, err := prove.ProveGame(svc.context(), s.Base, opts)
	var bad *prove.InputError
	var limit *prove.LimitError
	switch {
	case errors.As(err, &bad):
		return ProofResult{}, Bad(err)
	case errors.As(err, &limit):
		return ProofResult{}, Badf("prove %s: %v (ask for fewer states)", s.Text, err)
	case err != nil:
		return ProofResult{}, result(err)
	}
	return proofResult(p, math.Round(time.Since(begin).Seconds()*1e4)/1e4)
}

// provable refuses, before any work, what the prover does not take: sums,
// games not on two piles, and games that do not state their rules as
// formulas over (ℕ,+) (prove.Provable: moves, blocking rules, classes of
// states of a game with memory).
func provable(s *spec.Spec) error {
	if s.IsSum() {
		return Badf("prove: %s is a sum; the prover takes one two-pile game", s.Text)
	}
	if !s.Shape.OnTwoPiles() && s.Shape != game.Record { // a record of two-pile states is proved state by state
		return Badf("prove: %s is played on %s, not on two piles", s.Text, s.Shape)
	}
	return Bad(prove.Provable(s.Game))
}

// proveOptions checks opt against the caps and the service's limits.
func (svc *Service) proveOptions(opt ProveOptions) (prove.GameOptions, error) {
	lim := svc.limits()
	if opt.States < 0 || opt.States > MaxProveStates || opt.States == 1 {
		return prove.GameOptions{}, BadParameter("states", opt.States, "want 2..%d candidate states", MaxProveStates)
	}
	side := min(MaxProveBox, int(math.Sqrt(float64(lim.MaxCells))))
	if opt.Box < 0 || opt.Box > side || opt.Box > 0 && opt.Box < 4 {
		return prove.GameOptions{}, BadParameter("box", opt.Box, "want a box of side 4..%d (the service's limit)", side)
	}
	box := opt.Box
	if box == 0 {
		box = min(prove.DefaultBox, side)
	}
	if len(opt.Numeration) > 8 {
		return prove.GameOptions{}, BadParameter("numeration", strings.Join(opt.Numeration, ","), "at most 8 systems")
	}
	for _, n := range opt.Numeration {
		if !strings.HasPrefix(n, "msd_") {
			return prove.GameOptions{}, BadParameter("numeration", n, "want msd_fib or msd_2 … msd_16")
		}
	}
	// OwnBox: the search in the game's own numeration grows at most to
	// the prover's default and within the service's table limit (2048 on
	// the server: about 160 MB for wythoff:m=3)
	opts := prove.GameOptions{MaxStates: opt.States, Box: box, Systems: opt.Numeration, OwnBox: min(side, prove.DefaultOwnBox),
		Limit: max(int(min(int64(prove.DefaultMaxStates), lim.MaxBytes/bytesPerProveState)), 1<<12)}
	// A size given is the size everywhere: the game's own systems would
	// otherwise grow past it (prove.GameOptions.OwnStates, OwnBox), and
	// --states 2 found Wythoff's 8-state automaton.
	if opt.States > 0 {
		opts.OwnStates = opt.States
	}
	if opt.Box > 0 {
		opts.OwnBox = opt.Box
	}
	if opt.MaxStates > 0 {
		if int64(opt.MaxStates) > lim.MaxBytes/bytesPerProveState {
			return prove.GameOptions{}, BadParameter("max-states", opt.MaxStates, "at most %d states fit the memory limit", lim.MaxBytes/bytesPerProveState)
		}
		opts.Limit = opt.MaxStates
	}
	return opts, nil
}

// proofResult turns the prover's answer into the service's.
func proofResult(p *prove.GameProof, seconds float64) (ProofResult, error) {
	r := ProofResult{ProofSummary: ProofSummary{Game: p.Game, Proved: p.Proved, States: p.States, Statement: p.Statement,
		Counterexample: p.Counterexample, MoveFormula: p.MoveFormula, Least: p.Least, Checks: p.Checks,
		Tried: p.Tried, Box: p.Side, Refuted: p.Refuted, Seconds: seconds}, Name: p.Name}
	if r.Checks == nil {
		r.Checks = []prove.Check{}
	}
	if r.Tried == nil {
		r.Tried = []string{}
	}
	switch {
	case p.Proved:
		r.Verdict = "proved"
	case p.Counterexample != nil:
		r.Verdict = "counterexample"
	default:
		r.Verdict = "not found"
	}
	if p.Candidate == nil {
		return r, nil
	}
	r.Numeration = &p.Numeration
	r.Walnut = p.Commands
	var b strings.Builder
	if err := prove.Write(&b, p.Candidate); err != nil {
		return r, err
	}
	r.WalnutAutomaton = b.String()
	for name, class := range p.Classes {
		var w strings.Builder
		if err := prove.Write(&w, class); err != nil {
			return r, err
		}
		if r.WalnutClasses == nil {
			r.WalnutClasses = map[string]string{}
		}
		r.WalnutClasses[name] = w.String()
	}
	a, err := automatonJSON(p.Numeration, p.Candidate)
	r.Automaton = a
	return r, err
}

// automatonJSON lists a two-track candidate's states and transitions.
func automatonJSON(numeration string, a *prove.Automaton) (*AutomatonJSON, error) {
	d := a.DFA
	if d.Tracks() != 2 {
		return nil, fmt.Errorf("prove: the candidate has %d tracks, not 2", d.Tracks())
	}
	out := &AutomatonJSON{Numeration: numeration, States: d.States(), Dead: -1, Accepting: []int{}}
	for l := range d.AlphabetSize() {
		digits := d.Digits(l)
		out.Letters = append(out.Letters, [2]int{digits[0], digits[1]})
	}
	for q := range d.States() {
		if d.Accepting(q) {
			out.Accepting = append(out.Accepting, q)
		}
		next := make([]int, d.AlphabetSize())
		loops := !d.Accepting(q)
		for l := range next {
			next[l] = d.Next(q, l)
			loops = loops && next[l] == q
		}
		out.Next = append(out.Next, next)
		if loops && q != 0 && out.Dead < 0 {
			out.Dead = q
		}
	}
	return out, nil
}
