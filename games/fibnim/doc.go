// Package fibnim implements Fibonacci Nim.
//
// Fibonacci Nim (M. J. Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1,
// 1963, crediting R. E. Gaskell): one heap of n tokens; the first player
// takes any number from 1 to n − 1; afterwards a player who follows a
// move that took k takes from 1 to min(n, 2k); the player who takes the
// last token wins. Whinihan's theorem: write n in Zeckendorf's form, as a
// sum of non-consecutive Fibonacci numbers (1, 2, 3, 5, 8, …); the player
// to move wins iff it may take the smallest term, and taking it is a
// winning move (what is left has a smallest term more than twice as
// large). So a starting heap is P iff it is a Fibonacci number. Do not
// confuse it with the subtraction game in which a move takes a Fibonacci
// number of tokens (OEIS A014588), also called Fibonacci nim.
//
// Positions. A position is n, a starting heap, or n,k: n tokens left
// after a move that took k >= 1. Play is on one heap with the memory of
// the last move, so the Shape is game.OneHeap and a PositionCodec reads
// both forms; game.Record is not used, since what decides the rest of
// play is the pair (n, k), not the history, and n,k has a Sprague-Grundy
// value like any position (Record games are refused Grundy values and
// sums). A start 0 or 1 has no move and is P (0 and 1 are Fibonacci
// numbers).
//
// Every P-option. A move taking t leaves (n − t, t), which is P iff
// n − t = 0 or the smallest term of n − t exceeds 2t. Such a t is
// smaller than every term of n − t, so it is the sum of some of the
// smallest terms of n's representation: WinningTakes tries those O(log n)
// sums, so outcomes and all winning moves are exact at any size
// (OutcomeBig, WinningMovesBig, up to MaxBits bits), tied to the
// brute-force solver for every n <= 200 and every k.
//
// Sprague-Grundy values. Larsson and Rubinstein-Salzedo ("Grundy values
// of Fibonacci nim", Int. J. Game Theory 45, 2016) characterize the
// positions of values up to 3 and show that the values of the starting
// heaps, the Fibonacci numbers deleted, increase (weakly: 6 and 7 both
// have 4), with bounds on their growth; they give no formula for every
// value, and none is implemented here. Values come from the rules: a
// table of G(m, k), m <= n, k <= ⌈m/2⌉, filled in O(n²) time, for heaps
// up to MaxGrundyHeap, tied to the brute-force solver for n <= 200 and
// checked against the published monotonicity up to 2000.
package fibnim
