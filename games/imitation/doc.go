// Package imitation implements (p,m)-Imitation Nim, a game with memory
// (Larsson, "2-pile Nim with a restricted number of move-size imitations",
// Larsson 2009; slides, Larsson 2008).
//
// Rules. Two piles; a move removes any positive number of tokens from one
// pile, as in Nim. Suppose the previous player removed x tokens from pile A
// and, before that removal, #A <= #B (A was leading). Then the next player
// m-imitates if he removes y tokens from the other pile B with
// x <= y <= x+m-1. Nobody may make p consecutive m-imitations (his own
// consecutive moves, each imitating the opponent's move just before it);
// p-1 are allowed. (1,1) is Limitation Nim.
//
// A State therefore holds the piles, the imitation window left by the last
// move (the pile it took from and how many, when that pile was leading), the
// mover's current run of imitations and the previous player's run. A State
// is built from a game record: the positions from the start.
//
// Credit. L(X), the credit of the player who moved to X, is p-1 after a
// start or a non-imitating move and one less for each consecutive
// imitation. xi(a,b) = #{(i,j) in P_W(p,m) : j-i = b-a, i < a}, with P_W the
// P-positions of (p,m)-Wythoff Nim (package wythoff).
//
// Theorem 1 (Larsson 2009): with a <= b, a state is P iff
//
//	(I)  (a,b) in P_W and xi(a,b) <= L(a,b), or
//	(II) some c with a <= c < b has (a,c) in P_W and L'(a,c) < xi(a,c),
//
// where L'(a,c) is the credit the mover would have after (a,b) -> (a,c):
// one less than his credit if that move imitates, else p-1.
// Corollary 1: as starting positions, P(Imitation) = P(Wythoff) for the
// same (p,m).
//
// Solve computes every state with piles <= n exactly, by the rules, and
// Predict applies Theorem 1; package theorem checks one against the other.
package imitation
