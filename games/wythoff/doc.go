// Package wythoff implements Wythoff's game and its relatives in Larsson
// 2008 and 2009 and Duchêne et al. 2010.
//
// Wythoff Nim (Wythoff, 1907; "Corner the Queen"): two piles; remove any
// positive number from one pile, or the same positive number from both.
// Its P-positions are (A_n, B_n) and (B_n, A_n) with
//
//	A_n = floor(n phi) = floor((n + isqrt(5 n^2)) / 2),  B_n = A_n + n,
//
// equivalently A_n = mex{A_i, B_i : i < n}. The integer form is exact
// because n sqrt(5) is irrational for n > 0; no floating point is used.
//
// (p,m)-Wythoff Nim (Hegarty and Larsson, "p-blocking m-Wythoff Nim"; Larsson
// 2009 §1.4.5): moves are (I) remove any positive number from one pile, or
// (II) remove i > 0 from one pile and j > 0 from the other with |i - j| < m.
// Before each move the previous player may block at most p-1 of the
// options reached by moves with i = j. A position is therefore N iff it has
// a P option reached by an unblockable move (type I, or type II with
// i != j), or at least p P options reached with i = j. By Definition 3 and
// Proposition 1 of Larsson 2009 the P-positions are (a_n, b_n) and (b_n, a_n):
//
//	a_n = mex{a_i, b_i : i < n},   b_n = a_n + floor(n/p) m.
//
// (1,1) is Wythoff's game. (1,m) is Fraenkel's game with the Beatty pairs
// (floor(n alpha), floor(n beta)), alpha = (2 - m + sqrt(m^2+4))/2,
// beta = alpha + m. When p divides m the pairs are
// (p a'_n + r, p b'_n + r), r = 0..p-1, over the (1, m/p) pairs (a'_n, b'_n).
//
// D_r (Larsson 2008; docs/RULES.md's reading of a garbled definition): Nim moves,
// plus removing the same k from both piles when r divides k.
//
// The Grundy table of a line game (LineGame: Wythoff, D_r, two-heap Nim)
// uses that each row, column and diagonal holds each value at most once:
// G(x, y) is the least value in none of the three lines' bitsets before
// (x, y), about N³/64 word operations for an N x N table (the scan starts
// at the largest of the three lines' least missing values; the answer lies
// a distance of order x above it). The columns' and diagonals' bitsets are
// stored interleaved by blocks of eight lines, so that neighbouring cells
// of a row share cache lines, and rows are pipelined over the cores: row x
// needs of row x-1 only the cells at columns <= y.
//
// The rules-level games (Game, Dr) are solved by the generic solver in
// package game; every closed form and stream here is tested against it.
package wythoff
