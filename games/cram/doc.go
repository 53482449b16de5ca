// Package cram implements Cram (Gardner 1974; Berlekamp, Conway and Guy,
// Winning Ways, ch. 22), the impartial domino-placement game: a move covers
// two empty squares next to each other in a row or a column with a domino,
// and the player who cannot place one loses. It is Arc Kayles on the grid
// graph of the empty squares (games/graphkayles has Arc Kayles on any
// graph of up to 64 vertices).
//
// Positions. A board is rows, columns and a bit mask of empty squares per
// row (Game's doc), written as a picture, rows of . (empty) and # (covered)
// from the top down separated by /, and read from a picture or from A,B,
// the empty board of A rows of B squares. cram:A,B is the game on that
// board, cram the game on any board. Options (the rules, used by the
// brute-force solver) covers each domino in turn on the whole board.
//
// Values. GrundyOf, OutcomeOf and WinningMovesOf search, at research scale:
//
//   - Bitboards (bitboard.go). A region is kept in a frame of h rows of w
//     columns with h·w <= 64, one uint64; moves, neighbours and symmetries
//     are shifts and masks. A board whose empty squares fit such a frame is
//     searched in it; otherwise each region in a frame of its own, and a
//     region whose bounding box holds more than 64 squares is refused (it
//     would need a bitboard of two words).
//   - Components (Sprague-Grundy). After a move a position is reduced and
//     split into its regions, and its value is the nim-sum of theirs; two
//     equal regions cancel. The reductions are three rules of Arc Kayles on
//     any graph, each proved by a pairing strategy in the sum of the graph
//     and its reduction (the second player copies a move, or answers the
//     move that differs by the one that leaves equal graphs): a square with
//     no neighbour goes; of several leaves of one centre one is kept (a
//     domino on the centre and any of them leaves the same position); a
//     bridge, a square that is no leaf all of whose neighbours have a leaf,
//     goes (a domino on it and its neighbour v is answered by v and v's
//     leaf). A fourth splits regions: in a 2×2 block whose opposite corners
//     a and d touch only the block's other two squares b and c, the graph
//     without the edges a–b and c–d has the same value (a domino a–b is
//     answered by d–b, c–d by a–c, which leave graphs equal up to a and d;
//     one on b or c with a square outside leaves a and d as two leaves of
//     one centre), so regions joined only through such edges are apart.
//     These are the reductions of Beling's igs (star reduction, bridges
//     and its "forbidden horizontal moves"), proved anew here.
//   - Values known at once. A domino is worth 1; a region that is a path of
//     n squares is Dawson's Kayles (octal 0.07) on a heap of n, a cycle of
//     n squares 1 exactly when the path of n−2 is worth 0; a region that is
//     its own image under a half turn about its centre that fixes no square
//     and no domino, or under a reflection in a diagonal it does not meet,
//     is worth 0 (the second player answers each domino with its image:
//     Gardner's strategy for even boards).
//   - Canonical forms. A region is keyed by the least of its images under
//     the symmetries of the frame, each moved to the top-left corner: the 4
//     of a rectangle, and the 8 of a square when the region's box fits the
//     frame turned.
//   - Transposition table (table.go): one word an entry, shared by the
//     workers without a lock, growing while the memory account of the
//     context (package budget) lets it and evicting the entry with the
//     fewest squares of a full bucket after. An entry is an exact value,
//     or the values below 7 a component was proved not to have (a search
//     asked whether its value was among them, and it was not): the same
//     question then needs no search, and a wider one is narrowed.
//   - Pruning (Beling and Rogalski, "On pruning search trees of impartial
//     games", Artificial Intelligence 283, 2020). To decide whether a
//     region's value is in a set, an option is asked only about the values
//     below the largest still possible, and the search stops once the set
//     is out of reach (search.go, inSet); a region's value is found by
//     aspiration, asking for each v = 0, 1, … whether an option is worth v
//     (solve.go). An option of several regions values all but its hardest
//     exactly and asks about that one. Options are listed dominoes nearest
//     the middle first, and the listing stops as soon as the values known
//     at once (a region in the table, or one valued at once) rule the set
//     out, as igs's enhanced transposition cutoff does; the options left
//     are searched without duplicates, easiest first (fewest squares in
//     their unknown regions).
//   - Both cores: the options of an aspiration round are shared among the
//     workers (one a core, Threads), and once one is found worth v the
//     others give up theirs. The context is polled every 4096 nodes.
//
// Ties. The search is tied to the brute-force Solver on the whole board
// (Options: no splitting, no reduction, no canonical form), value, outcome
// and winning moves, on every board that is a subset of the 4×4, 3×5 and
// 2×7 boards, every rectangle up to 3×6 (and 4×5, 2×9) and random boards
// of up to 18 squares in frames of nine shapes; to graphkayles' Arc Kayles
// (graphs, not bitboards) on the rectangles up to 24 squares and on random
// boards; and on one core to two. Its values agree with Dawson's Kayles on
// 1×n and n×1 to n = 62 (OEIS A002187 shifted by one; its P-positions are
// A215721), with Gardner's strategies on every even×even and even×odd
// rectangle of at most 64 squares, and with the published values of Beling's
// table (records_test.go computes every board of it with at most 48
// squares). No table of the 2×n or 3×n values was found to tie to.
package cram
