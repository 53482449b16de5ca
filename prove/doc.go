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
//	          | "macro" NAME STRING end | "load" FILE end
//	          | COMMAND NAME { ARG } end                 (union, star, combine, …)
//	          | "def" NAME STRING end                    (a named predicate)
//	          | "eval" NAME STRING end                   (TRUE/FALSE, or an automaton)
//	          | "exit" end .                             (stops reading)
//	end       = ";" | ":" | "::" .
//	NUMSYS    = "msd_2" | … | "msd_100" | "msd_fib" | "msd_ost_…" | "msd_neg_k"
//	          | "lsd_…" | a custom base | "{" INT { "," INT } "}" .
//
// # comments run to the end of the line. reg gives one system per track,
// or one for all; its STRING is a regular expression over letters, a digit
// for one track or [d1,…,dk] for k, with | (alternation), juxtaposition,
// * + ? and parentheses. A reg names, as in Walnut, the words of its
// expression (leading zeros only where the expression has them) whose
// tracks are valid in their systems (so 11 never reads in msd_fib).
//
// # Formulas
//
//	formula = [ "?" NUMSYS ] expr .                     (default msd_2)
//	expr    = expr "<=>" expr | expr "=>" expr
//	        | expr ( "&" | "|" | "^" ) expr
//	        | "~" expr
//	        | ( "E" | "A" ) VAR { "," VAR } expr
//	        | term ( "=" | "!=" | "<" | "<=" | ">" | ">=" ) term
//	        | "`" expr | "?" NUMSYS expr | "#" NAME "(" args ")"
//	        | "$" NAME [ "(" [ term { "," term } ] ")" ]
//	        | "(" expr ")" .
//	term    = term ( "+" | "-" ) term | term ( "*" | "/" ) term
//	        | NUMBER | VAR | "(" term ")" | "_" term
//	        | WORD "[" term "]" { "[" term "]" } | "@" INT .
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
// What a text may ask is bounded before anything is built, and passing a
// bound is an *Error too: an alphabet of at most automata.MaxLetters
// (2^20) letters, for a reg's tracks and for the widest relation a
// formula's evaluation builds (its variables, and up to five fresh ones
// for a compound term); formulas and regular expressions nested at most
// MaxDepth levels; texts of at most MaxText bytes; automaton files with
// lines of at most MaxLine bytes and, in Read, at most the state limit of
// states. The constructions then draw on the memory account the context
// carries (package budget) as they grow, and stop with its
// *budget.ExceededError when it is spent; the automata a statement keeps
// are counted against it until the statement ends, and the regs and defs
// a run keeps until the run ends.
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
// turn the prover takes mex's P-positions in the
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
// the game), and the box grows to cover it, as in Angluin's L* (Angluin
// 1987). The checks are a Walnut command file (GameProof.Commands) that
// Walnut, or Session.Run with the automaton defined, evaluates alike.
//
// The systems tried are first those the game names (game.Numerationer),
// then msd_fib, msd_2, msd_3 and msd_ost_0_r2. A family whose P-positions
// are Beatty pairs of a quadratic irrational α names the Ostrowski
// numeration of α (Baranwal, Schaeffer and Shallit 2021): (p,m)-Wythoff
// Nim names that of the limit α = (2p − m + √(m² + 4p²))/(2p) of a_n/n
// (Larsson 2009), whose continued fraction it computes exactly — [1; m,
// m, …] for Fraenkel's (1,m) game (Fraenkel 1982), so wythoff:m=3 is
// proved in msd_ost_0_r3 — and base 2 when α is rational ((2,3): α =
// 3/2). In a system the game names the search may grow past Box and
// MaxStates to GameOptions.OwnBox and OwnStates (by default a 2048×2048
// box and 256 states); elsewhere it keeps to Box and MaxStates.
//
// # Blocking
//
// In a game with a blocking rule (game.Blocker: the Muller twist) the
// player who has just moved may forbid up to K-1 of the mover's options
// of a blockable kind, so a position is P iff none of its options by an
// unblockable move is P and fewer than K of its blockable options are:
// (p,m)-Wythoff Nim (Larsson 2009; K = p, the diagonal moves blockable)
// and k-blocking Wythoff Nim (Larsson 2011; K = k, every move
// blockable). The game states the two move relations
// (game.BlockingFormulaer) and the prover counts: Name_optJ(a,b,c,d) says
// that (c,d) is a blockable option of (a,b) in S followed, in the
// lexicographic order of pairs, by J-1 more, so "K options in S" is E
// c,d Name_optK(a,b,c,d), first-order for a fixed K. S is proved to be
// exactly the positions where the player to move loses under this rule:
// stable (no member has an option in S by an unblockable move, nor K
// blockable ones) and absorbing (every other position has one or the
// other). Renard and Rigo (2025) prove k-blocking Wythoff Nim this way
// with Walnut for fixed k.
//
// # Games with memory
//
// A game whose outcome depends on its history, such as (p,m)-Imitation
// Nim (Larsson 2009), states its states as finitely many classes, each a
// set of tuples (the piles, and for some classes one number more), and
// the moves between classes as formulas (game.MemoryFormulaer). The
// prover solves every state in a box from the rules, learns one automaton
// per class (the learner reads any number of tracks; a guess is compared
// with the states whose numbers are below 100, the decision refuting any
// other disagreement) and decides that
// every move lowers the piles' sum and lands on a state, and that the
// automata together are stable and absorbing. Imitation Nim's classes
// are the imitation window's pile (none, 0 or 1, the amount being the
// third number) and both players' runs of imitations: 3p² classes. The
// starts' automaton (class: no window, runs 0) is then the set of
// P-positions among starting positions, for which Larsson's Corollary 1
// gives (p,m)-Wythoff Nim's P-positions.
//
// # Walnut's whole language
//
// Beyond reg, def and eval over msd_k and msd_fib, a Session reads what
// Walnut's integration suite uses (602 of its 675 commands give Walnut's
// result; docs/PROOFS.md lists the rest and how to run the suite):
//
//   - systems: msd_k and lsd_k (k = 2 … automata.MaxBase), msd_fib,
//     lsd_fib, Ostrowski systems, negative bases msd_neg_k and lsd_neg_k
//     (the integers; _ is Walnut's unary minus, refused in a system of
//     natural numbers), Walnut's shorthands (fib, lsd, 2), and custom
//     bases read from the library (Custom Bases/msd_X.txt, its _addition
//     and optional _less_than automata: automata.Custom). ?sys may stand
//     inside a formula, in force until the enclosing parenthesis closes;
//     each variable keeps the system it was read in, and two systems of
//     different digits for one variable are refused. A quantifier pads
//     the numbers left with leading zeros when all are msd, trailing zeros
//     when all are lsd, not at all otherwise, as Walnut does; an automaton
//     of another system with the same digits reads the formula's words
//     as they are (Walnut's rule).
//   - alphabets given as sets ({0, 1}, {-1, 0, 1}: automata.Alphabet) in
//     reg and in files. A reg is its expression's words exactly, a letter
//     outside the alphabet matching nothing, and a file its words
//     exactly, as in Walnut.
//   - word automata (Word, ReadWord, WriteWord): W[t1][t2]… compared with
//     @v or another word's output, or read as a number in arithmetic; a
//     formula of one free variable may stand as an index or an argument
//     (T[a<5] = @1: it binds that variable and holds).
//   - `φ reverses φ's automaton; macro NAME "…%0…%1…" and #NAME(a0, a1);
//     load FILE (the library's Command Files); the commands union,
//     intersect, concat, star, reverse, fixleadzero, fixtrailzero (on
//     automata), combine, minimize, alphabet and reverse (on word
//     automata); metacommands ([strategy 6 BRZ]) before ::, read and not
//     obeyed; eval NAME x y "…" checks its matrix variables are free and
//     writes no matrices.
//   - Options.Library: folders laid out as Walnut's, searched in order for
//     a name the session has not defined ($X in Automata Library, a word
//     automaton in Word Automata Library, macros in Macro Library).
//
// Not supported: the quantifier I, regex classes ([5-6], .) in reg,
// products and quotients of two words' outputs, Walnut's output negation
// .T[n], and the commands transduce, convert, split, rsplit, join,
// rightquo, leftquo, ost, export, describe, morphism, promote and image.
package prove
