package game

import "context"

// MoveFormulaer is implemented by two-pile games (two piles, or Nim on two
// heaps) whose move relation is a first-order formula over (ℕ, +) in
// Walnut's language (Mousavi 2016; see package prove), so that a statement
// about all positions — "this automaton is the set of P-positions" — can
// be decided by automata (mex prove GAME).
//
// MoveFormula returns the formula and true, or false when the rules are
// not so expressible (a blocking rule, memory). The formula's free
// variables are a, b, c and d: it holds exactly when (a, b) -> (c, d) is a
// move. Alphabetical order is the order Walnut binds a def's arguments
// in, so "def move FORMULA" is called as $move(a,b,c,d) with the position
// moved from first. Other variables in it are bound (E k …); it holds in
// every numeration system (it uses only +, constants, multiplication by
// constants, = and <), and carries no "?msd_…" prefix: the prover adds
// the system.
type MoveFormulaer interface {
	MoveFormula() (formula string, ok bool)
}

// BlockingFormulaer is implemented by two-pile games with a blocking rule
// (Blocker, BlockLimit() > 0) whose moves are first-order over (ℕ, +), so
// that the prover states the blocking rule itself: a position is P iff
// none of its options reached by a move that cannot be blocked is P and at
// most BlockLimit() of its options reached by a blockable move are P (the
// player who has just moved blocks those). "At most K-1 of them" is
// first-order for a fixed K: there are no K distinct ones.
//
// BlockingFormula returns the two move relations, each a formula as
// MoveFormula's (free variables a, b, c, d: (a, b) -> (c, d)), and true:
// free holds for the moves that cannot be blocked, blockable for those
// that can; together they are every move, and no move is in both. false
// when the rules are not so expressible.
type BlockingFormulaer interface {
	BlockingFormula() (free, blockable string, ok bool)
}

// Numerationer is implemented by two-pile games that know numeration
// systems in which their P-positions are expected to be automatic: for a
// family whose P-positions are Beatty pairs of a quadratic irrational α,
// the Ostrowski numeration of α (Fraenkel 1982; Baranwal, Schaeffer and
// Shallit 2021), named as package automata names systems ("msd_fib",
// "msd_2", "msd_ost_0_r3"). The prover tries these first, with a larger
// budget than for the systems it tries by default. A system named is a
// hint, never a claim: a proof still needs its checks.
type Numerationer interface {
	Numerations() []string
}

// MemoryFormulaer is implemented by two-pile games with memory whose
// states fall in finitely many classes, each a set of tuples of numbers
// (the piles, and for some classes one number more), with moves between
// classes first-order over (ℕ, +): (p,m)-Imitation Nim (Larsson 2009),
// whose classes are the imitation window's pile and the two players' runs
// of imitations, the window's amount the third number. The prover learns
// an automaton of the P-states of each class and decides that together
// they are the P-states of every state (mex prove GAME).
type MemoryFormulaer interface {
	MemoryFormula() (MemoryRules, bool)
}

// MemoryRules state a game with memory for the prover.
type MemoryRules struct {
	// Classes are the classes of states; Start is the class of the
	// starting positions (two tracks: the piles).
	Classes []MemoryClass
	Start   int
	// Moves[i][j] is the formula of the moves from a state of class i
	// (free variables a, b and, for a class of three tracks, c) to one of
	// class j (d, e and, for three tracks, f), "" when there are none.
	// Other variables are bound. Every move lowers a + b (the prover
	// decides that too).
	Moves [][]string
	// Outcomes solves every state with piles below side from the rules:
	// in(i, v) reports whether the state of class i with the numbers v is
	// P (false for a tuple that is no state).
	Outcomes func(ctx context.Context, side int) (in func(class int, v []int) bool, err error)
	// MaxSide bounds the side Outcomes solves.
	MaxSide int
}

// A MemoryClass is a class of states: Tracks numbers (2 or 3) and the
// formula of the tuples that are states (free variables a, b, c), "" when
// every tuple is.
type MemoryClass struct {
	Name   string
	Tracks int
	Valid  string
}
