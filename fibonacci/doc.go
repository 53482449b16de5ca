// Package fibonacci implements Fibonacci numeration (Zeckendorf, 1972) and
// the Fibonacci word, as used for Wythoff's game in Duchêne et al. 2010.
//
// Weights are the Fibonacci numbers F = 1, 2, 3, 5, 8, 13, … (F_0 = 1,
// F_1 = 2). Every n >= 0 has a unique representation rho_F(n) as a word
// over {0,1} with no two consecutive 1s and no leading 0 (rho_F(0) = "0"),
// written most significant digit first; pi_F(w) is the value of any word w
// (leading zeros allowed, consecutive 1s allowed). For Wythoff's P-positions
// (Duchêne et al. 2010, "P-positions of Wythoff's game IV"), for n >= 1,
//
//	A_n = pi_F(rho_F(n-1)0) + 1,   B_n = pi_F(rho_F(A_n - 1)1) + 1.
//
// The Fibonacci word is the fixed point abaababaabaab… of the morphism
// a -> ab, b -> a; its n-th letter (1-based) is a iff n is some A_k.
package fibonacci
