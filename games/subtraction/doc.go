// Package subtraction implements subtraction games S: one heap, and a move
// removes s tokens for some s in the finite set S of positive integers
// (the 2007 lecture notes: S = {1,2} has G(n) = n mod 3, S = {1,3} has G(n) = n mod 2).
//
// The Grundy sequence G(n) = mex{ G(n-s) : s in S, s <= n } is ultimately
// periodic. Period proves it exactly:
//
// Let t = max S. G(n) depends only on the window W(n-t) =
// (G(n-t), …, G(n-1)), for n >= t; so W(n+1) is a function of W(n). If
// W(e) = W(e+p) for some e, p > 0, induction gives G(n+p) = G(n) for every
// n >= e. The first repeated window, found with a hash table, yields the
// least such e (the preperiod) and least p (the period) together, because
// G is eventually p-periodic from e iff W is. Windows are taken from n = 0
// on, with G(n) defined for n < t by the same mex over the moves that fit.
// The proof needs (e + p + t) values of G and holds with no further bound.
//
// All-but subtraction games (AllBut, the spec subtraction:all-but:S) remove
// any positive number except those in the finite set S; all-but of the
// empty set is Nim. Their values grow, and Angela Siegel (2005) proved
// them arithmetic-periodic: G(n+p) = G(n) + s from some preperiod e, with
// saltus s > 0. ProveArithmetic verifies such a relation by a theorem
// stated and proved at that method, which needs the relation on max S
// values past e and one comparison of value sets.
package subtraction
