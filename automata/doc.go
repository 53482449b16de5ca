// Package automata is a library of deterministic finite automata over
// tuples of digits, for deciding first-order statements about numeration
// systems as Walnut does (Mousavi 2016; Shallit, The Logical Approach to
// Automatic Sequences, 2022).
//
// By the Büchi–Bruyère theorem (Büchi 1960; Bruyère, Hansel, Michaux and
// Villemaire 1994), the relations on N definable by first-order formulas
// over (N, +, V_k) are exactly the k-automatic ones: those whose tuples, written
// in base k and padded to a common length, form a regular language. The
// same holds for Fibonacci (Zeckendorf) numeration, whose addition is
// regular too (Frougny). A formula is decided by building an automaton for
// each atom (x + y = z, x < y, x = c), combining them with the Boolean
// product constructions, bringing them to common free variables by
// Reindex, and quantifying by Project (∃) and Complement (∀ = ¬∃¬); a
// sentence is true iff its zero-track automaton accepts the empty word.
//
// # Conventions
//
// A DFA reads words whose letters are tuples of digits, one digit per
// track; track i has its own base (digits 0..base-1), and a letter is
// encoded as one int in mixed radix, track 0 the most significant (Letter,
// Digits). Numbers are written most significant digit first, and a tuple
// of numbers is the word of their representations padded with leading
// zeros to a common length. Relation automata built by a Numeration accept
// only valid representations and are invariant under leading zeros: w and
// 0w are accepted alike. Complement is taken at the level of languages:
// intersect with ValidTuples to complement a relation. Project keeps the
// invariance under leading zeros by closing its start set under
// zero-prefixes (the witness of ∃ may need more digits than the other
// numbers).
//
// DFAs are complete (every state has a successor on every letter), start
// in state 0 and are immutable: operations return new automata.
//
// # Complexity
//
// With n (and m) states and Σ the alphabet: Complement O(n·|Σ|);
// Intersect, Union, Difference, Xor, Implies and Equal O(n·m·|Σ|) (the
// reachable product); Reindex, AddTrack, Permute, Identify O(n·|Σ'|) for
// the new alphabet Σ'; Minimize O(n·|Σ|·log n) (Hopcroft); Reachable,
// ShortestAccepted, IsEmpty O(n·|Σ|); Project O(S·n·|Σ|) for the S ≤ 2^n
// subsets built, bounded by a state limit and a context (StateLimitError).
// Combine is the product construction under the same limits, and Explore
// builds an automaton from a state function under them.
package automata
