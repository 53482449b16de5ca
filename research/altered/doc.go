// Package altered studies Wythoff's Nim with finite alterations (Sleator,
// Hu and Tsin 2024): the offset of an altered game, an
// independent measurement of asymptotic equality, and the bitstring
// machinery of the proof.
//
// Offset. By the Unique Offset Theorem the P-set of an altered Wythoff game
// is asymptotically equal to Wythoff's P-set translated by a unique
// (dx, dy): altered P-position (x, y) corresponds to Wythoff's
// (x - dx, y - dy). The General Offset Theorem computes it from the columns
// 0..c, c the last column holding an altered position: with C = c + 1
// columns, R rows and D diagonals covered by P-positions there,
//
//	(dx, dy) = (C - D, R - D).
//
// (The paper's formula is lost in extraction; this is its proof's
// reasoning: every later column adds one row, one column and one diagonal
// in both games, and natural Wythoff covers exactly C of each after C
// columns.) Measure checks it independently.
//
// Bitstrings. After column t, with the diagonals through column t used
// exactly on rows l..h (saturation), s_t = row_t[l..h] with 1 for a used
// row. The Wythoff update of a string drops a leading 1 and appends 01, or
// turns a leading 0 into 1 and appends 0; Lemma 3: s_{t+1} is the update of
// s_t. The morphism phi: 0 -> 001, 1 -> 01 is the update applied once per
// letter. Reading a string as a lattice path (0 = right, 1 = up), two
// balanced strings (same length, same number of ones) enclose an area; it
// is preserved by phi (Lemmas 5-6), and after enough applications the
// strings differ only by isolated unit squares, defects (Lemma 9,
// Corollaries 1-2).
package altered
