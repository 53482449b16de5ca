package prove

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

// Defaults of GameOptions.
const (
	DefaultCandidateStates = 64
	DefaultBox             = 256
	// DefaultOwnBox and DefaultOwnStates are the budget of the search in
	// the numeration systems a game names itself (game.Numerationer):
	// boxes up to 2048×2048 (4 MiB of sample) and candidates of up to 256
	// states. (1,3)-Wythoff Nim needs a 1189×1189 box in the Ostrowski
	// system of its α, and more than 64 states while learning (its
	// automaton has 28).
	DefaultOwnBox    = 2048
	DefaultOwnStates = 256
)

// DefaultSystems are the numeration systems ProveGame tries, in order.
var DefaultSystems = []string{"msd_fib", "msd_2", "msd_3", "msd_ost_0_r2"}

// GameOptions say which game is proved about and how far the guess
// searches.
type GameOptions struct {
	// Misere plays the game under the misère convention: a position
	// without a move (and not declared) is won by the player to move.
	Misere bool
	// Alteration declares positions P or N (game.Altered: a declared
	// position ends play with its label).
	Alteration game.Alteration
	// MaxStates bounds the candidate automaton (minimal, with its dead
	// state); 0 means DefaultCandidateStates.
	MaxStates int
	// Box bounds the side of the boxes of positions the candidate is
	// learned from; 0 means DefaultBox.
	Box int
	// Systems are the numeration systems tried, in order; nil means
	// DefaultSystems.
	Systems []string
	// Limit bounds every automaton the decision procedure builds; 0 means
	// DefaultMaxStates.
	Limit int
	// OwnBox and OwnStates replace Box and MaxStates, when larger, in the
	// systems the game names itself (game.Numerationer), which are tried
	// first when Systems is nil: the search there grows past the default
	// budget, to these; 0 means DefaultOwnBox and DefaultOwnStates.
	OwnBox, OwnStates int
}

// A GameProof is the answer of ProveGame: a proof that an automaton is the
// set of P-positions, a counterexample to a candidate, or the report that
// no candidate was found.
type GameProof struct {
	Game string // the game played, as mex writes it ("misère wythoff")
	// Name is the game as a Walnut name ("misere_wythoff"); the
	// automaton is Name_p and the command file's predicates Name_….
	Name string
	// Proved is set only when every check of Commands evaluated TRUE.
	Proved bool
	// Numeration is the candidate's system ("" when none was found).
	Numeration string
	// States is the size of the candidate's minimal automaton.
	States int
	// Statement says what was proved, or why not.
	Statement string
	// Counterexample is the least position (by its larger coordinate,
	// then lexicographically) where the candidate breaks a condition.
	Counterexample *Counterexample
	// Candidate is the automaton of the candidate set, tracks (x, y).
	Candidate *Automaton
	// Least are the candidate's least pairs (by their larger number).
	Least [][]*big.Int
	// MoveFormula is the game's move relation (game.MoveFormulaer); for a
	// game with a blocking rule, its moves that cannot be blocked and
	// those that can, joined by |.
	MoveFormula string
	// Blocking is the number of options the player who has just moved may
	// block (game.Blocker), 0 for a game without a blocking rule.
	Blocking int
	// Classes are, for a game with memory (game.MemoryFormulaer), the
	// automata of the P-states of each class of states, by their names in
	// Commands; Candidate is the starts' class.
	Classes map[string]*Automaton
	// Commands is the Walnut command file that checks the candidate
	// (with Name_p loaded): the evals that must all be TRUE.
	Commands string
	// Checks are the verdicts of Commands' evals.
	Checks []Check
	// Tried lists the systems searched, Side the largest box sampled,
	// Refuted how many candidates a counterexample refuted on the way.
	Tried   []string
	Side    int
	Refuted int
}

// A Check is one eval of a proof and its verdict.
type Check struct {
	Name    string `json:"name"`
	Verdict bool   `json:"verdict"`
}

// A Counterexample is a position where a candidate set breaks a condition
// of the kernel: Condition is "stable" (the position and To are both in
// the set and To is a move away), "absorbing" (the position is outside the
// set and has no move into it), "declared P" or "declared N" (a declared
// position is on the wrong side).
type Counterexample struct {
	Position  [2]*big.Int  `json:"position"`
	Condition string       `json:"condition"`
	To        *[2]*big.Int `json:"to,omitempty"`
	Text      string       `json:"text"`
}

// An InputError is a request ProveGame cannot take: an unknown game, a
// game without a move formula, a bad alteration or numeration system.
type InputError struct {
	Err error
	// Spec is set when the game spec itself did not parse.
	Spec bool
}

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

func inputErrorf(format string, args ...any) error {
	return &InputError{Err: fmt.Errorf(format, args...)}
}

// problem is a game to prove about: the game as mex plays it (for its
// P-positions) and its move relation (for the statements).
type problem struct {
	played *spec.Spec
	name   string
	move   string
	alt    game.Alteration
	misere bool
	opts   GameOptions
	// A game with a blocking rule (game.BlockingFormulaer): the moves
	// that cannot be blocked (free, "" when none) and those that can; a
	// position is P iff no free option and at most block blockable
	// options are P.
	free, blockable string
	block           int
	// own are the systems the game names itself (game.Numerationer).
	own map[string]bool
}

func newProblem(gameSpec string, opts GameOptions) (*problem, error) {
	s, err := spec.Parse(gameSpec)
	if err != nil {
		return nil, &InputError{Err: err, Spec: true}
	}
	if s.IsSum() {
		return nil, inputErrorf("prove: %s is a sum; the prover takes one two-pile game", s.Text)
	}
	if !s.Shape.OnTwoPiles() {
		return nil, inputErrorf("prove: %s is played on %s, not on two piles", s.Text, s.Shape)
	}
	prob := &problem{alt: opts.Alteration, misere: opts.Misere, own: map[string]bool{}}
	if err := prob.rules(s); err != nil {
		return nil, err
	}
	played := s
	if !opts.Alteration.Empty() {
		if played, err = s.Alter(opts.Alteration); err != nil {
			return nil, &InputError{Err: err}
		}
	}
	if opts.Misere {
		played = played.Misere()
	}
	opts = defaults(opts)
	if opts.Systems == nil {
		if opts.Systems, prob.own, err = systemsOf(s); err != nil {
			return nil, err
		}
	}
	for _, name := range opts.Systems {
		if err := gameSystem(name); err != nil {
			return nil, &InputError{Err: err}
		}
	}
	prob.played, prob.name, prob.opts = played, WalnutName(played), opts
	return prob, nil
}

// defaults fills in the options left zero.
func defaults(opts GameOptions) GameOptions {
	if opts.MaxStates <= 0 {
		opts.MaxStates = DefaultCandidateStates
	}
	if opts.Box <= 0 {
		opts.Box = DefaultBox
	}
	if opts.OwnBox <= 0 {
		opts.OwnBox = DefaultOwnBox
	}
	if opts.OwnStates <= 0 {
		opts.OwnStates = DefaultOwnStates
	}
	return opts
}

// systemsOf returns the systems to try for a game: those it names
// (game.Numerationer, its own) first, then DefaultSystems.
func systemsOf(s *spec.Spec) ([]string, map[string]bool, error) {
	own := map[string]bool{}
	var systems []string
	if n, ok := s.Game.(game.Numerationer); ok {
		for _, name := range n.Numerations() {
			if _, err := numeration(name); err != nil {
				return nil, nil, fmt.Errorf("prove: %s names the numeration %s: %w", s.Text, name, err)
			}
			if !own[name] {
				own[name] = true
				systems = append(systems, name)
			}
		}
	}
	for _, name := range DefaultSystems {
		if !own[name] {
			systems = append(systems, name)
		}
	}
	return systems, own, nil
}

// rules reads the game's moves: a move formula (game.MoveFormulaer), or,
// for a game with a blocking rule, the moves that cannot be blocked and
// those that can (game.BlockingFormulaer).
func (p *problem) rules(s *spec.Spec) error {
	if b, ok := s.Game.(game.Blocker); ok && b.BlockLimit() > 0 {
		bf, ok := s.Game.(game.BlockingFormulaer)
		if !ok {
			return inputErrorf("prove: %s has a blocking rule and does not state its moves as formulas over (ℕ,+); games that do: %s", s.Text, strings.Join(FormulaFamilies(), ", "))
		}
		free, blockable, ok := bf.BlockingFormula()
		if !ok {
			return inputErrorf("prove: the rules of %s are not first-order over (ℕ,+)", s.Text)
		}
		if p.misere || !p.alt.Empty() {
			return inputErrorf("prove: %s has a blocking rule; the prover does not take it under misère play or an alteration", s.Text)
		}
		p.free, p.blockable, p.block = free, blockable, b.BlockLimit()
		p.move = blockable
		if free != "" {
			p.move = free + " | " + blockable
		}
		return nil
	}
	mf, ok := s.Game.(game.MoveFormulaer)
	if !ok {
		return inputErrorf("prove: %s does not state its moves as a formula over (ℕ,+); games that do: %s", s.Text, strings.Join(FormulaFamilies(), ", "))
	}
	move, ok := mf.MoveFormula()
	if !ok {
		return inputErrorf("prove: the rules of %s are not a move relation over (ℕ,+) (a blocking rule)", s.Text)
	}
	p.move = move
	return nil
}

// Provable reports why the prover does not take a game, nil when it
// does: a two-pile game whose moves are a formula over (ℕ,+)
// (game.MoveFormulaer), or with a blocking rule, whose moves that can and
// cannot be blocked are (game.BlockingFormulaer), or a two-pile game with
// memory stated as classes of states (game.MemoryFormulaer). Misère play and
// alterations (game.Wrapper) are looked through, except for
// those two kinds of games, which ProveGame takes in normal play only.
func Provable(g game.Game) error {
	wrapped := false // played misère or altered
	for w := game.Unwrap(g); w != nil; w = game.Unwrap(g) {
		if dec, ok := g.(game.Declarer); ok && dec.Declared().Empty() {
			break // nothing declared: the game is taken as it is
		}
		g, wrapped = w, true
	}
	if statesRules(g) {
		if _, ok := g.(game.MemoryFormulaer); ok && wrapped {
			return inputErrorf("prove: %s is a game with memory; the prover does not take it under misère play or an alteration", g)
		}
		if b, ok := g.(game.Blocker); ok && b.BlockLimit() > 0 && wrapped {
			return inputErrorf("prove: %s has a blocking rule; the prover does not take it under misère play or an alteration", g)
		}
		return nil
	}
	if b, ok := g.(game.Blocker); ok && b.BlockLimit() > 0 {
		return inputErrorf("prove: %s has a blocking rule that it does not state as formulas over (ℕ,+); games that do: %s", g, strings.Join(FormulaFamilies(), ", "))
	}
	return inputErrorf("prove: %s does not state its moves as a formula over (ℕ,+); games that do: %s", g, strings.Join(FormulaFamilies(), ", "))
}

// statesRules reports whether g states its moves as the prover takes
// them: a move formula, formulas of the moves a blocking rule can and
// cannot block, or classes of states with their moves.
func statesRules(g game.Game) bool {
	if mf, ok := g.(game.MemoryFormulaer); ok {
		_, ok := mf.MemoryFormula()
		return ok
	}
	if b, ok := g.(game.Blocker); ok && b.BlockLimit() > 0 {
		bf, ok := g.(game.BlockingFormulaer)
		if !ok {
			return false
		}
		_, _, ok = bf.BlockingFormula()
		return ok
	}
	mf, ok := g.(game.MoveFormulaer)
	if !ok {
		return false
	}
	_, ok = mf.MoveFormula()
	return ok
}

// FormulaFamilies lists the families whose example game states its moves
// as a formula (game.MoveFormulaer).
func FormulaFamilies() []string {
	var out []string
	for _, f := range spec.Families() {
		example, _, _ := strings.Cut(f.Example, " ")
		for _, text := range []string{f.Name, example} {
			s, err := spec.Parse(text)
			if err != nil {
				continue
			}
			if statesRules(s.Game) {
				out = append(out, f.Name)
				break
			}
		}
	}
	return out
}

// WalnutName makes a game's text a Walnut name: letters, digits and _
// ("misere_wythoff"), at most 40 characters, starting with a letter: the
// prefix of the names of the automata and predicates a proof writes.
func WalnutName(s *spec.Spec) string {
	var b strings.Builder
	if s.MiserePlay {
		b.WriteString("misere_")
	}
	text := s.Text
	if !s.Alteration.Empty() {
		text = strings.TrimPrefix(text, "misère ")
		text, _, _ = strings.Cut(text, " altered ")
		text += "_altered"
	}
	text = strings.TrimPrefix(text, "misère ")
	under := false
	for _, r := range text {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			b.WriteRune(r)
			under = false
		} else if !under {
			b.WriteByte('_')
			under = true
		}
	}
	name := strings.Trim(b.String(), "_")
	if len(name) > 40 {
		name = strings.TrimRight(name[:40], "_")
	}
	if name == "" || name[0] < 'A' || name[0] > 'z' {
		name = "g" + name
	}
	return name
}

// ProveGame guesses the set of P-positions of a two-pile game as an
// automaton and proves it with the decision procedure. For each system
// in turn it computes the P-positions in a box of side b^n (b^n, or the
// (n+2)th Fibonacci number, the numbers of at most n digits) with the
// game's engine, learns the automaton whose states are the distinct rows
// of prefixes on that sample (Myhill–Nerode, see learner), and evaluates
// the conditions of Commands: the candidate is stable and absorbing among
// the positions not declared, and agrees with the declared ones. Then it
// is the set of P-positions (the game is acyclic: a position's label is
// settled by its options'). When a check fails, the least counterexample
// lies outside the box (the candidate agrees with the game inside it), so
// the box grows to cover it, as in Angluin's L*, up to opts.Box.
func ProveGame(ctx context.Context, gameSpec string, opts GameOptions) (*GameProof, error) {
	if s, err := spec.Parse(gameSpec); err == nil && !s.IsSum() {
		if mf, ok := s.Game.(game.MemoryFormulaer); ok {
			return proveMemory(ctx, s, mf, opts)
		}
	}
	prob, err := newProblem(gameSpec, opts)
	if err != nil {
		return nil, err
	}
	opts = prob.opts
	orc := newOracle(prob.played.Game)
	seen := map[string][]*automata.DFA{} // the candidates refuted in each system
	proof, tried, err := search(opts, prob.own, anySide, func(name string, d *digits, n, states int) (*GameProof, int, error) {
		smp, err := orc.sample(ctx, d.side(n))
		if err != nil {
			return nil, 0, err
		}
		h, err := newLearner(ctx, d, smp, n).guess(states)
		if err != nil {
			return nil, 0, err
		}
		if h == nil || refuted(seen[name], h) {
			return nil, n + 1, nil
		}
		seen[name] = append(seen[name], h)
		proof, err := prob.check(ctx, &Automaton{Systems: []automata.Numeration{d.sys, d.sys}, DFA: h})
		if err != nil {
			return nil, 0, err
		}
		if proof.Proved {
			return proof, 0, nil
		}
		return proof, nextBox(proof.Counterexample, d, n), nil // 0: beyond any box, leave the system
	})
	if err != nil || proof != nil {
		return proof, err
	}
	return &GameProof{Game: prob.played.Text, Name: prob.name, MoveFormula: prob.move, Blocking: prob.block, Tried: tried.systems, Side: tried.side, Refuted: tried.refuted,
		Statement: noAutomatonText(tried.states, tried.systems, tried.side)}, nil
}

func refuted(seen []*automata.DFA, h *automata.DFA) bool {
	for _, s := range seen {
		if s.Equal(h) {
			return true
		}
	}
	return false
}

// CheckCandidate evaluates the conditions of the kernel for a candidate
// set of P-positions (two tracks (x, y) in one numeration system) of the
// game played as opts say: a proof, or the least counterexample.
func CheckCandidate(ctx context.Context, gameSpec string, opts GameOptions, cand *Automaton) (*GameProof, error) {
	prob, err := newProblem(gameSpec, opts)
	if err != nil {
		return nil, err
	}
	if cand == nil || len(cand.Systems) != 2 || cand.Systems[0].Name() != cand.Systems[1].Name() {
		return nil, inputErrorf("prove: a candidate has two tracks (x, y) in one numeration system")
	}
	return prob.check(ctx, cand)
}

// defs returns the names of the predicates of the command file.
func (p *problem) pred(suffix string) string { return p.name + "_" + suffix }

// hasDeclared reports whether some positions end play by declaration
// (an alteration, or misère play's terminal positions).
func (p *problem) hasDeclared() bool { return p.misere || !p.alt.Empty() }

// commands returns the Walnut command file that checks the automaton
// Name_p in system sys, and the names of its evals. It has no comments:
// Walnut 1.x reads none (and ends a command at any ':').
func (p *problem) commands(sys string) (string, []string) {
	if p.block > 0 {
		return p.blockingCommands(sys)
	}
	q := "?" + sys + " "
	P, M := "$"+p.pred("p"), "$"+p.pred("move")
	var b strings.Builder
	fmt.Fprintf(&b, "def %s \"%s%s\";\n", p.pred("move"), q, p.move)
	var evals []string
	stableHyp, absorbHyp := P+"(a,b) & "+M+"(a,b,c,d)", "~"+P+"(a,b)"
	if p.hasDeclared() {
		D := "$" + p.pred("declared")
		var dp, dn []string
		for _, pos := range p.alt.P {
			dp = append(dp, fmt.Sprintf("(a=%d & b=%d)", pos[0], pos[1]))
		}
		for _, pos := range p.alt.N {
			dn = append(dn, fmt.Sprintf("(a=%d & b=%d)", pos[0], pos[1]))
		}
		if len(dp) == 0 {
			dp = []string{"a<0 & b<0"} // nothing; Walnut's defs need both variables
		}
		fmt.Fprintf(&b, "def %s \"%s%s\";\n", p.pred("declp"), q, strings.Join(dp, " | "))
		if p.misere {
			fmt.Fprintf(&b, "def %s \"%s~(E c,d %s(a,b,c,d))\";\n", p.pred("terminal"), q, M)
			dn = append(dn, fmt.Sprintf("($%s(a,b) & ~$%s(a,b))", p.pred("terminal"), p.pred("declp")))
		}
		if len(dn) == 0 {
			dn = []string{"a<0 & b<0"}
		}
		fmt.Fprintf(&b, "def %s \"%s%s\";\n", p.pred("decln"), q, strings.Join(dn, " | "))
		fmt.Fprintf(&b, "def %s \"%s$%s(a,b) | $%s(a,b)\";\n", p.pred("declared"), q, p.pred("declp"), p.pred("decln"))
		stableHyp = P + "(a,b) & ~" + D + "(a,b) & " + M + "(a,b,c,d)"
		absorbHyp = "~" + P + "(a,b) & ~" + D + "(a,b)"
	}
	fmt.Fprintf(&b, "eval %s \"%sA a,b,c,d ((%s) => ~%s(c,d))\";\n", p.pred("stable"), q, stableHyp, P)
	fmt.Fprintf(&b, "eval %s \"%sA a,b ((%s) => (E c,d (%s(a,b,c,d) & %s(c,d))))\";\n", p.pred("absorbing"), q, absorbHyp, M, P)
	evals = append(evals, p.pred("stable"), p.pred("absorbing"))
	if p.hasDeclared() {
		fmt.Fprintf(&b, "eval %s \"%sA a,b (($%s(a,b) => %s(a,b)) & ($%s(a,b) => ~%s(a,b)))\";\n",
			p.pred("declarations"), q, p.pred("declp"), P, p.pred("decln"), P)
		evals = append(evals, p.pred("declarations"))
	}
	return b.String(), evals
}

// blockingCommands returns the command file of a game with a blocking
// rule: with K = block+1, Name_optK(a,b,c,d) says that (c,d) is an option
// of (a,b) by a blockable move, in the set, and that K-1 more such options
// follow it in the lexicographic order — so (a,b) has K distinct ones iff
// E c,d Name_optK(a,b,c,d); Name_wins(a,b) says that the player to move
// wins if the set is the P-positions: an option in the set by a move that
// cannot be blocked, or K by moves that can. The set is the P-positions
// iff it is exactly the positions where Name_wins fails.
func (p *problem) blockingCommands(sys string) (string, []string) {
	q := "?" + sys + " "
	P := "$" + p.pred("p")
	var b strings.Builder
	if p.free != "" {
		fmt.Fprintf(&b, "def %s \"%s%s\";\n", p.pred("free"), q, p.free)
	}
	fmt.Fprintf(&b, "def %s \"%s%s\";\n", p.pred("blockable"), q, p.blockable)
	fmt.Fprintf(&b, "def %s \"%s$%s(a,b,c,d) & %s(c,d)\";\n", p.pred("opt1"), q, p.pred("blockable"), P)
	for j := 2; j <= p.block+1; j++ {
		fmt.Fprintf(&b, "def %s \"%s$%s(a,b,c,d) & %s(c,d) & (E e,f ((e>c | (e=c & f>d)) & $%s(a,b,e,f)))\";\n",
			p.pred(fmt.Sprintf("opt%d", j)), q, p.pred("blockable"), P, p.pred(fmt.Sprintf("opt%d", j-1)))
	}
	wins := fmt.Sprintf("(E c,d $%s(a,b,c,d))", p.pred(fmt.Sprintf("opt%d", p.block+1)))
	if p.free != "" {
		wins = fmt.Sprintf("(E c,d ($%s(a,b,c,d) & %s(c,d))) | %s", p.pred("free"), P, wins)
	}
	fmt.Fprintf(&b, "def %s \"%s%s\";\n", p.pred("wins"), q, wins)
	moves := "$" + p.pred("blockable") + "(a,b,c,d)"
	if p.free != "" {
		moves = "$" + p.pred("free") + "(a,b,c,d) | " + moves
	}
	fmt.Fprintf(&b, "eval %s \"%sA a,b,c,d ((%s) => c+d<a+b)\";\n", p.pred("descending"), q, moves)
	fmt.Fprintf(&b, "eval %s \"%sA a,b (%s(a,b) => ~$%s(a,b))\";\n", p.pred("stable"), q, P, p.pred("wins"))
	fmt.Fprintf(&b, "eval %s \"%sA a,b (~%s(a,b) => $%s(a,b))\";\n", p.pred("absorbing"), q, P, p.pred("wins"))
	return b.String(), []string{p.pred("descending"), p.pred("stable"), p.pred("absorbing")}
}

// check evaluates the commands for a candidate and, when one is FALSE,
// finds the least counterexample.
func (p *problem) check(ctx context.Context, cand *Automaton) (*GameProof, error) {
	sys := cand.Systems[0].Name()
	dfa := cand.DFA.Minimize()
	cand = &Automaton{Systems: cand.Systems, DFA: dfa}
	text, evals := p.commands(sys)
	proof := &GameProof{Game: p.played.Text, Name: p.name, Numeration: sys, States: dfa.States(),
		Candidate: cand, Least: examples(cand, 8), MoveFormula: p.move, Blocking: p.block, Commands: text}
	sess := NewSession(Options{MaxStates: p.opts.Limit, Examples: 1})
	sess.Define(p.pred("p"), cand)
	checks, proved, err := runChecks(ctx, sess, text, evals)
	if err != nil {
		return nil, err
	}
	proof.Checks = checks
	if proved {
		proof.Proved = true
		proof.Statement = p.statement(sys, dfa.States())
		return proof, nil
	}
	c, err := p.counterexample(ctx, sess, sys)
	if err != nil {
		return nil, err
	}
	proof.Counterexample = c
	proof.Statement = fmt.Sprintf("the candidate %s (%s, %d states) is not the set of P-positions of %s: %s",
		p.pred("p"), sys, dfa.States(), p.played.Text, c.Text)
	return proof, nil
}

// statement says what a proof proved.
func (p *problem) statement(sys string, states int) string {
	if p.block > 0 {
		s := fmt.Sprintf("the P-positions of %s are the pairs (x,y) accepted by the %d-state %s automaton %s: none of them has an option among them by a move that cannot be blocked, nor %s by moves that can (stable), and every other position has one or the other (absorbing); the player who has just moved blocks at most %s, so that",
			p.played.Text, states, sys, p.pred("p"), options(p.block+1), options(p.block))
		if p.free == "" {
			s = fmt.Sprintf("the P-positions of %s are the pairs (x,y) accepted by the %d-state %s automaton %s: none of them has %s among them (stable) and every other position has (absorbing); the player who has just moved blocks at most %s, so that",
				p.played.Text, states, sys, p.pred("p"), options(p.block+1), options(p.block))
		}
		return s + " these are the positions where the player to move loses"
	}
	s := fmt.Sprintf("the P-positions of %s are the pairs (x,y) accepted by the %d-state %s automaton %s: no move joins two of them (stable) and every other position",
		p.played.Text, states, sys, p.pred("p"))
	if p.hasDeclared() {
		s += " not ending play"
	}
	s += " has a move to one of them (absorbing)"
	switch {
	case p.misere && !p.alt.Empty():
		s += "; the positions declared P are among them, those declared N and those without a move (misère play) are not"
	case p.misere:
		s += "; no position without a move is among them (misère play: the player to move there has won)"
	case !p.alt.Empty():
		s += "; the positions declared P are among them and those declared N are not"
	}
	return s
}

// options writes "k options" ("one option").
func options(k int) string {
	if k == 1 {
		return "one option"
	}
	return fmt.Sprintf("%d options", k)
}

// counterexample finds the least position breaking a condition and says
// which.
func (p *problem) counterexample(ctx context.Context, sess *Session, sys string) (*Counterexample, error) {
	if p.block > 0 {
		return p.blockingCounterexample(ctx, sess, sys)
	}
	q := "?" + sys + " "
	P, M := "$"+p.pred("p"), "$"+p.pred("move")
	notDecl := ""
	if p.hasDeclared() {
		notDecl = " & ~$" + p.pred("declared") + "(a,b)"
	}
	bad := fmt.Sprintf("(%s(a,b)%s & (E c,d (%s(a,b,c,d) & %s(c,d)))) | (~%s(a,b)%s & ~(E c,d (%s(a,b,c,d) & %s(c,d))))",
		P, notDecl, M, P, P, notDecl, M, P)
	if p.hasDeclared() {
		bad += fmt.Sprintf(" | ($%s(a,b) & ~%s(a,b)) | ($%s(a,b) & %s(a,b))", p.pred("declp"), P, p.pred("decln"), P)
	}
	results, err := sess.Run(ctx, fmt.Sprintf("eval %s \"%s%s\";", p.pred("bad"), q, bad), nil)
	if err != nil {
		return nil, err
	}
	if len(results) != 1 || len(results[0].Examples) == 0 {
		return nil, errors.New("prove: a check is FALSE but no counterexample was found")
	}
	pos := results[0].Examples[0]
	a, b := pos[0], pos[1]
	c := &Counterexample{Position: [2]*big.Int{a, b}}
	holds := func(formula string) (bool, error) {
		rs, err := sess.Run(ctx, fmt.Sprintf("eval %s \"%s%s\";", p.pred("test"), q, formula), nil)
		if err != nil {
			return false, err
		}
		return *rs[0].Verdict, nil
	}
	at := fmt.Sprintf("(%s,%s)", a, b)
	in, err := holds(fmt.Sprintf("%s(%s,%s)", P, a, b))
	if err != nil {
		return nil, err
	}
	if p.hasDeclared() {
		declP, err := holds(fmt.Sprintf("$%s(%s,%s)", p.pred("declp"), a, b))
		if err != nil {
			return nil, err
		}
		declN, err := holds(fmt.Sprintf("$%s(%s,%s)", p.pred("decln"), a, b))
		if err != nil {
			return nil, err
		}
		switch {
		case declP && !in:
			c.Condition, c.Text = "declared P", at+" is declared P but is not in the candidate set"
			return c, nil
		case declN && in:
			why := "is declared N"
			if p.misere && !p.declaredN(a, b) {
				why = "has no move, so under misère play the player to move there wins (N),"
			}
			c.Condition, c.Text = "declared N", at+" "+why+" but is in the candidate set"
			return c, nil
		}
	}
	if !in {
		c.Condition, c.Text = "absorbing", at+" is not in the candidate set and has no move into it (not absorbing)"
		return c, nil
	}
	rs, err := sess.Run(ctx, fmt.Sprintf("eval %s \"%s%s(c,d) & %s(%s,%s,c,d)\";", p.pred("target"), q, P, M, a, b), nil)
	if err != nil {
		return nil, err
	}
	c.Condition = "stable"
	c.Text = at + " is in the candidate set and has a move into it (not stable)"
	if len(rs) == 1 && len(rs[0].Examples) > 0 {
		to := [2]*big.Int{rs[0].Examples[0][0], rs[0].Examples[0][1]}
		c.To = &to
		c.Text = fmt.Sprintf("%s and (%s,%s) are both in the candidate set, and %s -> (%s,%s) is a move (not stable)", at, to[0], to[1], at, to[0], to[1])
	}
	return c, nil
}

// declaredN reports whether (a, b) is among the positions declared N.
func (p *problem) declaredN(a, b *big.Int) bool {
	for _, q := range p.alt.N {
		if a.IsInt64() && b.IsInt64() && int64(q[0]) == a.Int64() && int64(q[1]) == b.Int64() {
			return true
		}
	}
	return false
}

// blockingCounterexample finds the least position where the candidate
// and the blocking rule disagree.
func (p *problem) blockingCounterexample(ctx context.Context, sess *Session, sys string) (*Counterexample, error) {
	q := "?" + sys + " "
	P, W := "$"+p.pred("p"), "$"+p.pred("wins")
	rs, err := sess.Run(ctx, fmt.Sprintf("eval %s \"%s(%s(a,b) & %s(a,b)) | (~%s(a,b) & ~%s(a,b))\";", p.pred("bad"), q, P, W, P, W), nil)
	if err != nil {
		return nil, err
	}
	if len(rs) != 1 || len(rs[0].Examples) == 0 {
		return nil, errors.New("prove: a check is FALSE but no counterexample was found")
	}
	a, b := rs[0].Examples[0][0], rs[0].Examples[0][1]
	c := &Counterexample{Position: [2]*big.Int{a, b}}
	rs, err = sess.Run(ctx, fmt.Sprintf("eval %s \"%s%s(%s,%s)\";", p.pred("test"), q, P, a, b), nil)
	if err != nil {
		return nil, err
	}
	at := fmt.Sprintf("(%s,%s)", a, b)
	if *rs[0].Verdict {
		c.Condition = "stable"
		c.Text = fmt.Sprintf("%s is in the candidate set and has an option in it by a move that cannot be blocked, or %s by moves that can (not stable)", at, options(p.block+1))
		if p.free == "" {
			c.Text = fmt.Sprintf("%s is in the candidate set and has %s in it (not stable)", at, options(p.block+1))
		}
		return c, nil
	}
	c.Condition = "absorbing"
	c.Text = fmt.Sprintf("%s is not in the candidate set, has no option in it by a move that cannot be blocked and at most %s in it by moves that can (not absorbing)", at, options(p.block))
	if p.free == "" {
		c.Text = fmt.Sprintf("%s is not in the candidate set and has at most %s in it (not absorbing)", at, options(p.block))
	}
	return c, nil
}

// gameSystem checks a numeration system a game's proof may learn in: one
// of the natural numbers read most significant digit first, of at most
// 16 digits (msd_2 … msd_16, msd_fib, msd_ost_…), whose words the learner
// enumerates; the statements' other systems (lsd, negative bases, custom
// bases, larger bases) are not for games.
func gameSystem(name string) error {
	s, err := numeration(name)
	if err != nil {
		return err
	}
	if _, lsd := automata.MSD(s); lsd || automata.Signed(s) || automata.Computed(s) || s.Base() > 16 {
		return fmt.Errorf("numeration system %q: a game is proved in msd_2 … msd_16, msd_fib or msd_ost_…", name)
	}
	return nil
}
