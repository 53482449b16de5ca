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
// brute-force reference. Sparse computes the same values by the rare/common
// ("sparse space") method of Winning Ways, with checkpoints and bounded
// memory (Run); on processors with AVX-512 its two loops, the scan of the
// common splits and the marking of the splits with a rare part, take 32
// splits and 16 rare positions at a time while the values stay below
// 1024, with the values and every statistic of the plain loops, which
// other processors run. ProvePeriod proves periods by the octal periodicity
// theorem of Guy and Smith: if G(n+p) = G(n) for all e <= n < 2 max(e,1) +
// p + t (t the last non-zero digit), then for all n >= e.
//
// ProvePeriod walks back from the end for every candidate p, which costs
// about L²/(2p) comparisons once a periodic tail of length L has appeared
// but is not yet long enough. ProvePeriodLinear gives the same answer in
// O(n): the run lengths L(p) of all candidate periods at once are the
// Z-function of the reversed sequence, and e(p) = n - p - L(p). The run
// lengths take a byte each (the few of 255 or more in a sorted list), so a
// check of n values needs about n/2 bytes beside the values.
// PeriodSearch applies it while values arrive, at moments it schedules
// from the best candidate (a period whose run starts at e cannot be proven
// before 2 max(e,1) + 2p + t values), so a search that extends itself
// (mex period) never computes a value twice and pays O(n) for its checks.
package octal
