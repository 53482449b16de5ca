// Package euclid implements Euclid's game and Grossman's variant of it.
//
// Euclid (A. J. Cole and A. J. T. Davie, "A game based on the Euclidean
// algorithm and a winning strategy for it", Math. Gazette 53, 1969): a
// position is a pair (x, y) of nonnegative integers; a move subtracts a
// positive multiple of the smaller from the larger, leaving it
// nonnegative; the player who reduces one of them to 0 wins. Under normal
// play this is the game in which a position with a 0 pile has no move:
// the player who emptied the pile made the last move. Such positions are
// legal here and over ((0, 0), which no play reaches, is accepted too, as
// the corner of a table). With unequal piles, (x, y) is a P-position iff
// max/min < φ = (1+√5)/2; equal piles are N (empty one of them).
//
// Grossman's variant (J. W. Grossman, Problem 1537, Math. Mag. 1997;
// P. D. Straffin, solution, Math. Mag. 1998), written euclid:grossman, is
// played on positive integers: no move may empty a pile, so the game ends
// at (d, d), d = gcd(x, y). Its P-positions with x ≠ y are those of Cole
// and Davie's game (Straffin), but its Sprague-Grundy values differ, and
// it is the game of Nivasch's formula (G. Nivasch, "The Sprague-Grundy
// function of the game Euclid", Discrete Math. 306 (2006) 2798-2800):
//
//	G(x, y) = ⌊|y/x − x/y|⌋ = ⌊|y² − x²| / (xy)⌋.
//
// The formula does not hold for Cole and Davie's game ((1, 1) has value 1
// there, since its move to (1, 0) ends the game; the formula gives 0);
// Cairns, Ho and Lengyel ("The Sprague-Grundy function of the real game
// Euclid", Discrete Math. 311, 2011) give a formula for that game, which
// this package does not reconstruct. Both games are valued here by one
// recursion along Euclid's algorithm (see value.go): for x < y = qx + r,
// the positions (x, r + jx) form a Nim-like column above (x, r), so
// G(x, y) = q − 1 if q <= G(x, r), else q, with G(x, 0) = 0 in Cole and
// Davie's game and G(x, 0) = ∞ in Grossman's (the column above (x, x)
// has values 0, 1, 2, …). It takes O(log y) big-integer divisions, so
// values, outcomes and winning moves are exact at any size (GrundyBig,
// OutcomeBig, WinningMovesBig). The recursion is tied to the brute-force
// solver for every x, y <= 60 in both games, Nivasch's formula to the
// rules for the same positions and to the recursion on random 60-digit
// piles.
//
// The winning move from x < y = qx + r (there is at most one, except from
// equal piles in Cole and Davie's game, where either pile may be
// emptied): to (x, r) when that position is P, else to (x, r + x) when
// q >= 2; when q = 1 and (x, r) is N, that is when y < φx, there is none.
//
// Misère play (misere.go; package misere plays both games through
// MisereIsP and MisereWinningMovesBig) is answered at any size too. In Cole
// and Davie's game the misère P-positions are the equal piles and the
// unequal ones with max < φ·min; in Grossman's variant they are those of
// normal play except the multiples d·(F(k), F(k+1)) of consecutive
// Fibonacci numbers, whose outcome flips (V. Gurvich, "On the misère
// version of game Euclid and miserable games", Discrete Math. 312, 2012).
// Both are tied to a brute-force misère solver for every x, y <= 60.
package euclid
