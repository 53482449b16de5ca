// Package takebreak implements take-and-break heap games given by codes in
// the notation of CGSuite's TakeAndBreak (Siegel's Combinatorial Game
// Suite), which extends the octal codes of Guy and Smith (1956) and the
// hexadecimal codes of Winning Ways (Berlekamp, Conway and Guy 1982,
// ch. 4); see Siegel, Combinatorial Game Theory (2013), ch. IV.
//
// A code d0.d1d2… gives, for each k >= 0, a digit d_k: the moves that
// take k tokens from one heap. Read d_k in binary: bit j set means the
// rest may be left as exactly j non-empty heaps (j = 0: the heap had
// exactly k tokens and is removed; j = 1: one heap of n-k is left; j = 2:
// two heaps, and so on). Digits run 0-9 then A-V (10-31), so 0.3F may take
// one token leaving one heap or none, or two tokens leaving zero to three
// heaps; &N; writes a digit N > 31. Octal codes have digits up to 7
// (at most two heaps), hexadecimal codes up to F (three). d0 may only
// split (bits 2 and up): 4.0 splits a heap in two without taking.
//
// Further notation:
//
//	{2,3}   a generalized digit: the listed numbers of heaps (= C)
//	{2+}    two or more heaps; * is {0+}, any number of heaps
//	!       the heaps left are pairwise unequal: 4!.0 is Grundy's game
//	?       the heaps left are not all equal
//	=       the heaps left are all equal
//	[…]     the bracketed digits repeat forever: 0.[3] is Nim, 0.[37]
//
// A modifier follows a digit and governs its moves that leave two or more
// heaps ({1,2!} attaches one to a single entry). Moves that leave zero or
// one heap are never constrained. (CGSuite's traversal, for '?' on a digit
// that also allows two or more heaps, refuses the one-heap move that
// leaves a heap of exactly 1; mex does not, as the rule "not all equal"
// speaks of two or more heaps.) CGSuite's digits before d0, which add
// tokens, are refused: adding tokens can make play infinite (40.0 plays
// 2 -> 1,2 forever).
//
// A position is a list of heaps; its value is the nim-sum of the values
// of its heaps, G(n) = mex of the nim-sums over the moves from a heap of
// n. GrundySequence computes them straight from the rules (HeapMoves);
// Dense computes them with a word-level bitset mex shared among threads,
// the engine for games whose values keep growing; octal codes with a
// sparse space use the rare/common method of games/octal (ChooseEngine
// says which). ProvePeriod proves periods of finite codes whose moves
// leave at most m heaps of free sizes by the periodicity theorem stated
// at Theorem, which for m = 2 is Guy and Smith's; Theorem says why it
// does not apply to repeating, unbounded or constrained codes.
package takebreak
