package game

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
