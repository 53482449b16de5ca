// Package nimhoff implements Linear Nimhoff (Friedman, Garrabrant,
// Phipps-Morgan, Landsberg and Larsson; Sleator, Hu and Tsin 2024 §6) and finite
// alterations of two-pile games (Sleator, Hu and Tsin, "Wythoff's Nim with
// finite alterations", 2024).
//
// Rules. A rule set is a finite set of vectors (a, b), a, b >= 0, not both
// 0. A move takes (x, y) to (x - k a, y - k b) for any k >= 1 that keeps
// both piles non-negative. Wythoff's game is {(1,0), (0,1), (1,1)}.
//
// Alterations. Finite disjoint sets of positions are declared P and
// declared N; every other position is labelled by the usual rule (P iff no
// option is P), taking the declared labels as given. Misère Wythoff is the
// alteration P = {(0,1), (1,0)}, N = {(0,0)}.
//
// Column algorithm (Sleator, Hu and Tsin 2024 §2). When the rule set contains (1,0) and
// (0,1), each row and each column holds at most one P-position outside the
// altered box, and P-positions can be found column by column: in column x
// the P-position is the least row y that is unused and whose point lies on
// no used line of any other rule. Lines of a rule (a, b) through column x
// are named by their intercept at column x mod a, so a used line blocks the
// row intercept + b floor(x/a) in column x; for each rule and residue a
// union-find "next unused intercept" structure, and one for the rows, find
// the least row that every constraint allows by jumping from constraint to
// constraint. The work is nearly linear in the box and the memory O(N).
package nimhoff
