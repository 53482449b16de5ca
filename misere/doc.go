// Package misere plays any game under the misère convention — the player
// who cannot move wins, so the last player to move loses — and computes
// the tools researchers use for misère play of heap games: misère Grundy
// values, Conway's genus, and misère quotients.
//
// # Misère play of any game
//
// Of(g) is g with the misère ending: a position with no option is won by
// the player to move there. Otherwise a position is N iff some option is P
// (or, for games with their own outcome rule, such as (p,m)-Wythoff with
// blocking, that rule decides). The misère game of a sum is not the sum of
// misère games: Of wraps the whole sum, and the brute-force game.Solver
// plays it. An altered game (game.Altered) keeps its declared positions;
// every other position without an option is won by the mover.
//
// Fast paths, each tied by tests to the brute-force solver:
//
//   - Misère Nim (Bouton 1902): if every heap is 0 or 1, the position is P
//     iff the number of heaps of 1 is odd; otherwise it is P iff the nim-sum
//     is 0, exactly as in normal play. Nimble and bamboo Hackenbush are Nim
//     in disguise and follow the same rule. Heaps may be of any size.
//   - Misère Wythoff: the P-positions are those of normal play with (0,0)
//     and the pair {1,2} replaced by {0,1} and (2,2); equivalently Wythoff's
//     game altered by declaring (0,1) and (1,0) P and (0,0) N (Sleator, Hu
//     and Tsin 2024 describe such alterations).
//   - Sums of tame heaps, by genus (below).
//
// # Misère Grundy values and the genus
//
// The misère Grundy value is G⁻(G) = 1 if G has no option, else the mex of
// G⁻ over the options; G is a misère P-position iff G⁻(G) = 0. Unlike the
// normal value it does not add: G⁻(G+H) is not determined by G⁻(G) and
// G⁻(H).
//
// Conway's genus (On Numbers and Games, ch. 12; Winning Ways, ch. 13) of
// G is g^{γ0 γ1 γ2 …} with g = G⁺(G) the normal Grundy value and
//
//	γk = G⁻(G + 2_k),  2_k = *2 + *2 + … + *2 (k copies of a nim-heap of 2).
//
// The sequence γ0, γ1, … is eventually periodic with period 2 and is
// written up to the point where it starts alternating: a heap of 0 has
// genus 0^{120} (1, 2, 0, 2, 0, …), a heap of 1 has 1^{031}, and *g for
// g >= 2 has g^{g, g xor 2}, e.g. 2^{20}. The genus satisfies the mex rule
// of On Numbers and Games: g and γ0 are the mex of the options' g and γ0
// (γ0 = 1 when there is no option), and for k >= 1
//
//	γk = mex({γ(k-1), γ(k-1) xor 1} ∪ {γk of the options}),
//
// the two extra values being G⁻(G + 2_{k-1}) and G⁻(G + 2_{k-1} + *1), the
// options that change a *2 into *0 or *1. GenusOf uses the rule on sums of
// heaps; the tests tie it to the definition, computed by the brute-force
// solver on G + k copies of *2.
//
// A genus is tame if it is that of a Nim position: 0^{120}, 1^{031},
// 0^{02}, 1^{13} or g^{g, g xor 2} for g >= 2. A heap is (hereditarily)
// tame when its genus is tame and so is every heap its options leave.
// Conway's theorem: tame games add like Nim positions of the same genus, so
// the misère outcome of a sum of tame heaps is Bouton's misère rule applied
// to the Nim positions that stand in for them (*0, *1, *2+*2, *2+*2+*1 and
// *g).
//
// # Misère quotients
//
// Plambeck (2005) and Plambeck and Siegel (2008): for the set A of all sums
// of heaps of size at most N of one heap game, two sums G and H are
// indistinguishable when o⁻(G+X) = o⁻(H+X) for every X in A. The classes
// form a commutative monoid Q_N, the misère quotient, with its P-portion
// (the classes of misère P-positions) and the pretending function Φ that
// sends a heap to its class. The misère outcome of any sum is then read
// off by multiplying in Q_N.
//
// QuotientOf computes Q_1, …, Q_N heap by heap: it tries to add each heap
// as an element already there, then as a new generator x with x^4 = x^2
// (the trial monoids of Siegel's MisereSolver), then learns the quotient
// from brute-force outcomes; every candidate is accepted only after a
// finite proof over the pairs (x, M), x the class of a sum and M the
// classes of its options (quotient.go). The orders of Q_n as n grows show
// where the quotient stops changing; that it has not changed up to N
// proves nothing about heaps beyond N (Plambeck and Siegel's periodicity
// theorem for quotients would be needed, and is not implemented).
//
// # Simplest forms
//
// Forms interns games in their misère simplest form (Conway 1976, ch. 12):
// the only simplification is the Grundy–Smith rule, deleting an option G'
// that has an option equal to G, with the proviso that a game reduces to
// 0 only when it is, like 0, a misère N-position. Two games are equal in
// misère play exactly when their simplest forms coincide, so Forms is the
// exact misère arithmetic of impartial games, and the number of forms born
// by each day is a check of it: 1, 2, 3, 5, 22, 4171780 for days 0..5
// (Grundy and Smith 1956).
package misere
