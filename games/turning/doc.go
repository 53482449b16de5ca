// Package turning implements coin-turning games (Berlekamp, Conway and
// Guy, Winning Ways for your Mathematical Plays, 1982, chapter 14).
//
// A row of coins, numbered 1, 2, 3, … from the left, each shows heads or
// tails. A move turns over a set of coins that the rule allows, and the
// rightmost coin turned must go from heads to tails (so every play ends).
// Rules:
//
//   - turtles, Turning Turtles: turn one or two coins. A head on coin n is
//     a Nim heap of n.
//   - mock-turtles, Mock Turtles: turn one, two or three coins. A head on
//     coin n is worth the odious number (odd number of 1 bits) of index
//     n − 1: 1, 2, 4, 7, 8, 11, 13, 14, … (OEIS A000069, offset 0).
//     Accounts that number the coins of Mock Turtles from 0 (the "mock
//     turtle" at 0) give coin n the n-th odious number; this package
//     numbers every row from 1.
//   - ruler, Ruler: turn any run of consecutive coins (ending at the
//     rightmost). A head on coin n is worth the largest power of 2
//     dividing n (OEIS A006519).
//
// The coin-turning theorem (Winning Ways ch. 14): a row is the sum of the
// rows with one head each, so its Sprague-Grundy value is the nim-sum of
// the values of its heads. Since a move turns coins whatever they show, a
// coin turned twice shows its old face: the nim-sum, in which a value met
// twice cancels, counts it right.
//
// Positions list the coins that show heads: "3,5,8". The row with no
// heads is written 0 (there is no coin 0; a 0 in a list is ignored), and
// a coin listed twice shows tails. The Shape is game.Heaps, since the
// value of a position is the nim-sum of its entries' values as in a heap
// game (HeapValue is the value of one head, GrundySequence lists them),
// though a move may act on several entries at once; so coins of any index
// are valued (GrundyBig). Winning moves: with X the value of the row and
// c a head, a move whose rightmost coin is c turns coins left of c whose
// values xor to X xor value(c): in Turning Turtles the one coin of that
// index; in Ruler the run a..c−1 found by inverting the Gray code, since
// the xor of the ruler function over 1..m is m xor (m >> 1); in Mock
// Turtles one coin of an odious value, or every pair of coins i+1, j+1
// with i xor j = w >> 1 for an evil w (there may be Θ(c) of them).
//
// Tied to brute force: the nim-sum, the game's Options with the
// brute-force solver, and the winning moves, on every row of 12 coins,
// against an independent bitset implementation of the rules; the winning
// moves against the options of value 0 on random rows with coins up to
// 300.
package turning
