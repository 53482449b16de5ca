// Package octal implements octal games (Guy and Smith, 1956) and Grundy's
// game.
//
// An octal code 0.d1d2d3… (or 4.d1d2… ) lists, for each k >= 1, a digit
// dk in 0..7 that is a sum of
//
//	1: a player may remove k tokens from a heap of exactly k (emptying it),
//	2: a player may remove k tokens leaving one non-empty heap,
//	4: a player may remove k tokens and split the rest into two non-empty heaps.
//
// The leading digit d0 is 0, or 4 to allow splitting a heap into two
// non-empty heaps without removing anything. Kayles is 0.77 and Dawson's
// Kayles 0.07 (Winning Ways, ch. 4).
//
// Grundy's game: a move splits one heap into two non-empty heaps of
// different sizes (the 2007 lecture notes).
//
// A position is a list of heaps; the Grundy value of a list is the nim-sum
// of the values of its heaps, and the value of one heap is
//
//	G(n) = mex{ G(a) xor G(b) : n -> a + b }   (a or b may be 0),
//
// computed by GrundySequence in O(n^2) time for codes that split: the
// brute-force reference. The sparse-space engine (package sparse) computes
// the same values by the rare/common method of Winning Ways, with
// checkpoints and bounded memory; Rules hands it their digits
// (SparseRules). HeapSequence runs it for one answer and proves the period
// by the octal periodicity theorem of Guy and Smith (ProvePeriod; package
// periodicity): if G(n+p) = G(n) for all e <= n < 2 max(e,1) + p + t (t
// the last non-zero digit), then for all n >= e. Known lists the periods
// the literature gives, each proven again here, and WinningMovesHuge reads
// the winning moves from heaps of any size off a proven period.
package octal
