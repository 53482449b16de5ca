// Package prove reads Walnut's command language and decides its
// statements with automata, so that statements travel between mex and
// Walnut (Mousavi 2016; Shallit, The Logical Approach to Automatic
// Sequences, 2022).
//
// By the Büchi–Bruyère theorem (Büchi 1960; Bruyère, Hansel, Michaux and
// Villemaire 1994), a first-order formula over (ℕ, +) is decided by
// automata reading its variables' representations in a numeration system
// (base k, or Zeckendorf's Fibonacci numeration), most significant digit
// first. Each atom becomes an automaton built from the system's addition,
// equality, order and constant automata and automata.MulConst;
// connectives are product constructions, ∃ is automata.Project and ∀x is
// ¬∃x¬; complements are taken within the valid tuples; every result is
// minimized. Variables are tracks, sorted alphabetically.
//
// # Commands
//
//	file      = { statement } .
//	statement = "reg" NAME NUMSYS { NUMSYS } STRING end   (a regular relation)
//	          | "def" NAME STRING end                    (a named predicate)
//	          | "eval" NAME STRING end                   (TRUE/FALSE, or an automaton)
//	          | "exit" end .                             (stops reading)
//	end       = ";" | ":" | "::" .
//	NUMSYS    = "msd_2" | … | "msd_16" | "msd_fib" | "msd_ost_…" .
//
// # comments run to the end of the line. reg gives one system per track,
// or one for all; its STRING is a regular expression over letters, a digit
// for one track or [d1,…,dk] for k, with | (alternation), juxtaposition,
// * + ? and parentheses. A reg names the relation of the tuples with some
// representation, leading zeros allowed, in the language, each number
// valid in its system (so 11 never reads in msd_fib).
//
// # Formulas
//
//	formula = [ "?" NUMSYS ] expr .                     (default msd_2)
//	expr    = expr "<=>" expr | expr "=>" expr
//	        | expr ( "&" | "|" | "^" ) expr
//	        | "~" expr
//	        | ( "E" | "A" ) VAR { "," VAR } expr
//	        | term ( "=" | "!=" | "<" | "<=" | ">" | ">=" ) term
//	        | "$" NAME [ "(" [ term { "," term } ] ")" ]
//	        | "(" expr ")" .
//	term    = term ( "+" | "-" ) term | term ( "*" | "/" ) term
//	        | NUMBER | VAR | "(" term ")" .
//
// Precedence is Walnut's (its operator priorities), tightest first: * and /;
// + and -; the comparisons; ~; &, | and ^ together (so a | b & c is
// (a | b) & c); =>; <=>. Binary operators associate to the left, as in
// Walnut (a => b => c is (a => b) => c). A quantifier's body extends as
// far right as possible: to the closing parenthesis or the end. ^ is
// exclusive or. One side of * must be a constant, and the right side of /,
// which divides rounding down (x/k = c iff ∃q,r x = q+r ∧ q = k·c ∧ r < k,
// as Walnut reads it). $NAME(args) uses a reg
// (arguments bind its tracks in order) or a def (arguments bind its free
// variables in alphabetical order, as Walnut does); arguments are terms.
//
// Subtraction follows Walnut: a compound term t is read as a fresh
// variable c with the atom ∃c (c = t ∧ …), and c = x - y as c + y = x, so
// x - y is defined only when x >= y and an atom with an undefined
// difference is false — while its negation is true: ~(x-y = 0) holds for
// x < y. Constants must stay natural numbers (2-3 is an error).
//
// # Costs
//
// Every construction that can blow up (products, projections'
// determinization, a reg's determinization) runs under the context and
// Options.MaxStates; a statement that reaches the limit stops with a
// *LimitError giving the states reached. A bad statement is an *Error
// with its line and column; nothing runs then.
//
// # Files
//
// Write and Read use Walnut's automaton file format: a line of numeration
// systems, then states "q o" each followed by its transitions
// "d1 … dk -> t".
//
// # Games
//
// ProveGame proves what the P-positions of a two-pile game are. The game
// states its moves as a formula with free variables a, b, c, d, "(a,b) ->
// (c,d) is a move" (game.MoveFormulaer). For each numeration system in
// turn (msd_fib, msd_2, msd_3, msd_ost_0_r2) the prover takes mex's P-positions in the
// box of numbers of at most n digits (the game's engine, under misère
// play or an alteration as mex plays them) and guesses an automaton: its
// states are the distinct rows of the prefixes on the sample (which
// extensions by short suffixes are P-positions: Myhill–Nerode), found
// breadth-first from the empty prefix, kept only when the table closes
// within the box, the automaton has at most GameOptions.MaxStates states
// and it agrees with the whole box. The guess S is then decided: stable
// (no move joins two members), absorbing (every other position has a
// move into S) and, when positions end play by declaration (an
// alteration; misère play, where a position without a move is declared
// N), declared P in S and declared N outside it. As every move lowers a
// pile, the P-positions are the one set with these properties, so the
// proof holds for all positions. A FALSE check gives the least
// counterexample, which lies outside the box (inside it S agrees with
// the game), and the box grows to cover it, as in Angluin's L*. The
// checks are a Walnut command file (GameProof.Commands) that Walnut, or
// Session.Run with the automaton defined, evaluates alike.
//
// Not supported: lsd systems, negative bases and unary minus,
// word automata (F[i]), the quantifier I, Walnut's other commands
// (morphism, promote, test, …), alphabets written as sets in files, and
// changing the numeration inside a formula.
package prove
