// Package nim implements Nim and the games that are Nim in disguise.
//
// Nim on k heaps n1, …, nk: a move removes any positive number of tokens
// from one heap. Bouton (1902): the position is a P-position iff the nim-sum
// n1 xor … xor nk is 0, and its Sprague-Grundy value is that nim-sum. The
// winning moves (the 2007 lecture notes): find the leftmost binary column with an odd
// number of 1s, take a heap with a 1 there, and reduce it to the nim-sum of
// the other heaps. Equivalently, every heap h with h xor X < h, where X is
// the nim-sum, is reduced to h xor X; these are all the winning moves.
// The 2007 lecture notes' example 15, 13, 5 has X = 7 and the three winning moves to
// (8,13,5), (15,10,5) and (15,13,2).
//
// Nimble: coins lie on the squares 0, 1, 2, … of a strip (several coins may
// share a square); a move slides one coin any positive number of squares to
// the left, and a coin on square 0 is off the strip and cannot move. A coin
// on square s is a Nim heap of size s (the 2007 lecture notes).
//
// Only the nim-sum is needed, so Value, IsP and WinningMovesBig work on heaps
// of any size (math/big). The rules-level games Game and Nimble exist so
// that the generic solver can check Bouton's theorem.
package nim
