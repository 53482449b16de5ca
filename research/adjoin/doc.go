// Package adjoin decides which moves can be adjoined to Wythoff's game
// without changing its P-positions (Duchêne, Fraenkel, Rigo; Duchêne
// et al. 2010, "Extensions and restrictions of Wythoff's game preserving Wythoff's
// sequence as set of P-positions").
//
// Adjoining the move (i, j) (remove i from pile 1 and j from pile 2, once)
// keeps the kernel absorbing, so it changes the P-positions iff it joins two
// of them (stability fails): W(i,j) = 1 iff (i,j) or its mirror lies in
//
//	{(A_n - A_m, B_n - B_m)} U {(A_n - B_m, B_n - A_m)},  n > m >= 0.
//
// W is computed three ways, which the package theorem ties together (CompareThreeWays):
//
//   - Solver: compute the extended game's P-positions by the column
//     algorithm and compare them with Wythoff's;
//   - DifferenceSets: the two sets above;
//   - Fibonacci: for 0 < i < j, W(i,j) = 1 iff
//     (rho_F(i-1), rho_F(j-1)) = (u0, u01) for some u, or
//     (rho_F(i-2), rho_F(j-2)) = (u0, u01) for some u, or,
//     with x = j - A_i - 2 >= 0, rho_F(x) ends in 1 and rho_F(x+i) in 0,
//     in O(log j) time; W(i,i) = W(0,j) = 0 and W(j,i) = W(i,j).
//
// Zeckendorf words may be padded with leading zeros to compare u; rho_F(0)
// is "0".
//
// WithoutMove is the converse: a move of Wythoff's game removed, cell by
// cell in a box, to show that none of them is redundant. The games
// themselves (Wythoff's game with a move adjoined, Ho's restriction and
// extension) are the family games/extension.
package adjoin
