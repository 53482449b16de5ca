// Package chomp implements Chomp, the poisoned chocolate bar (D. Gale, "A
// curious Nim-type game", Amer. Math. Monthly 81 (1974) 876-879).
//
// Rules. A board of A rows of B squares; the bottom-left square is
// poisoned. A move picks a square that is left and removes it together
// with every square above it and to its right: the squares (i', j') with
// i' >= i and j' >= j, rows counted from the bottom and columns from the
// left, both from 1. The player who must take the poisoned square loses:
// under normal play the poisoned square is not a move, and the player
// left with it alone cannot move and loses. This is the orientation of
// Brouwer's pages and of Brouwer, Horváth, Molnár-Sáska and Szabó ("On
// three-rowed Chomp", Integers 5 (2005) #G07), Chomp on the poset of the
// squares ordered by (i, j) <= (i', j'), the poisoned square its least
// element: picking a square removes it and every larger one.
//
// Positions. What is left is a Young diagram: its rows, from the bottom
// up, are non-increasing. A position is written as those row lengths,
// the empty rows dropped: 5,3,3,1 is a bottom row of 5 squares, two rows
// of 3 and a top row of 1. chomp:A,B is the game on the A×B board, which
// starts from the full rectangle (B,…,B, A times) and whose positions are
// the diagrams that fit it; chomp is the game on any board, a position
// being its own. Check says what is wrong with a position that is not one.
// Options takes the squares row by row from the bottom, left to right;
// distinct squares leave distinct positions.
//
// Values. GrundyOf computes the table of every position of the box of
// the position's rows and its bottom row's squares at once (Solve,
// table.go): the C(R+C, R) lattice paths of the box are ranked in the
// combinatorial number system, in lexicographic order of the row lengths;
// the positions are valued level by level, n squares after fewer (every
// option has fewer squares), the positions of a level shared among the
// cores chunk by chunk; each option is ranked by two tabled sums and
// valued by one load, and the mex is taken over the values marked in two
// register words (values below 128) and a bitset. The work is one table
// load per square of each position (3.9·10^9 on the 14×14 box, whose
// 40,116,600 values take one byte each). The table's bytes are reserved
// from the memory account of the context before it is allocated (package
// budget), and a box whose table would pass what the account has left,
// or 2^34 positions, is refused up front with its size; the workers poll
// the context every 256 positions.
//
// Rules without a table. An L (one row, one column, or both through the
// poisoned square) is Nim on two heaps, its arm and its leg, so its value
// is (B − 1) xor (A − 1) for a bottom row of B and A rows. Two rows are P
// exactly when the bottom row is one square longer than the top (the
// second player restores that shape; folklore since Gale 1974), which
// decides outcomes and winning moves of two rows at any size. Every
// rectangle larger than one square is N (Gale's strategy stealing: were
// taking the top-right square a losing move, the answer that wins after
// it would be a move from the rectangle itself), which decides its
// outcome without a table, though not its winning moves; on the n×n board
// taking the square at row 2, column 2 leaves an L with equal arms, P.
//
// Ties. The table is tied to the brute-force Solver on Options for every
// position of every board up to 5×5 (its values and winning moves); one
// core and two fill the same tables, and a position and its transpose
// have the same value, on square and oblong boxes up to 11 rows; the
// rules without a table are tied to the table on every two-row position
// up to 40 squares a row and every L up to 12 rows of 12. Golden facts
// from the literature: the P-positions of three-rowed Chomp with a top
// row of at most 5 squares, as Brouwer lists them (OEIS A147983,
// comments); the diagonal f(n, n) of Brouwer et al., the unique p with
// (p, n, n) a P-position, n = 0..55 (OEIS A029900); that every 3×n
// rectangle, n <= 95, has exactly one winning opening move, in the second
// row exactly when n is a term of A029900, else in the third (E. Sheiner,
// "Unique winning opening move in three-row Chomp", arXiv:2605.23837,
// 2026, proving what Gale reported for n <= 100; D. Zeilberger,
// "Three-rowed CHOMP", Adv. Appl. Math. 26 (2001) 168-179, for the
// three-row analysis); the first 87 P-positions of four-rowed Chomp in
// lexicographic order (OEIS A395126); that every rectangle up to 12×12
// but 1×1 is N, with the L of equal arms a winning move on the square
// boards; and that the one winning move on 2×n leaves (n, n−1).
package chomp
