// Package graphkayles implements Node Kayles and Arc Kayles, impartial
// games played on a graph under normal play (the player who cannot move
// loses). A graph may have loops (edges:1-1): in Arc Kayles taking a loop
// removes its vertex, in Node Kayles a loop changes nothing (loops.go);
// an edge written twice is one edge, as taking either copy leaves the
// same position.
//
// Node Kayles (nodekayles): a move takes a vertex and removes it and all
// of its neighbours; the vertices taken form a maximal independent set
// when play ends. Arc Kayles (arckayles): a move takes an edge and
// removes its two ends, and so every edge at them; the edges taken form
// a maximal matching. Both are placement games in the sense of Brown,
// Cox, Hoefel, McKay, Milley, Nowakowski and Siegel ("Polynomial profiles
// of placement games", Games of No Chance 5, 2019), and a game on a
// graph is the disjunctive sum of the games on its connected components.
//
// A position is a graph on vertices named 1..64 (Graph): its mask of
// present vertices and each vertex's neighbour mask, so a move keeps the
// names of the vertices left and the position a move leads to is written
// as an edge list of those names (FormatPosition: "edges:1-2,4-5,7", a
// vertex without edges written alone). ParsePosition reads path:N,
// cycle:N, star:N, complete:N, grid:A,B, petersen, empty and edge lists.
// The encoding is canonical for the labelled graph (trailing absent
// vertices are dropped), so the brute-force Solver memoizes positions
// and a graph can be a component of a sum of games.
//
// Values. GrundyOf splits the graph into its components and nim-sums
// their values (Sprague-Grundy); a component's value is the mex of the
// values of its options, each again split into components. Components
// are memoized under an exact canonical form (canon.go: least adjacency
// matrix over individualization-refinement with colour refinement, twins
// pruned, paths and cycles named by their length), so isomorphic
// components share one entry. Some components are valued by a rule, with
// no search (closed.go): in Node Kayles a complete multipartite graph
// (complete graphs and stars among them) is worth mex{(|A|−1) mod 2} over
// its parts A, as a vertex of A leaves the rest of A isolated; in Arc
// Kayles a star is worth 1 and the complete graph K_n ⌊n/2⌋ mod 2. A
// move acts inside one component, so WinningMovesOf keeps the moves that
// leave their component C with the value G(C) xor G(graph).
//
// Ties. The valuation is tied to the brute-force Solver on the whole
// graph (Options, no splitting, no canonical form) for every labelled
// graph on up to 7 vertices (6 with -short), both games, and on every
// complete multipartite graph up to 10 vertices; and its winning moves
// for every graph up to 5 vertices and a few larger ones; the canonical
// form yields exactly A000088(n) classes over the labelled
// graphs on n <= 7 vertices (6 with -short). Paths and cycles up to 20
// vertices (14 with -short) are tied to brute force, and paths up to 64
// to the octal engine: Node Kayles on the path P_n is Dawson's Chess,
// octal 0.137, on a heap of n (Winning Ways, ch. 4; OEIS A002187, whose
// comment says so); Arc Kayles on P_n is Dawson's Kayles, octal 0.07, on
// a heap of n (taking an edge removes two adjacent vertices and splits
// the rest in at most two paths), which is G_0.137(n−1) — not Kayles
// 0.77. On the cycle C_n every first move leaves P_{n−3} (Node) or
// P_{n−2} (Arc), so C_n is worth 1 exactly when that path is worth 0.
// Node Kayles on the 3×n grid agrees with OEIS A316632 (Brown, Daugherty,
// Fiorini, Maldonado, Manzano-Ruiz, Rainville, Waechter and Wong,
// "Nimber sequences of Node-Kayles games", J. Integer Seq. 23 (2020),
// Article 20.3.5), and its comments' 2×n (1, 0, 1, 0, …) and 4×n (all 0).
//
// A search, not a bound. Every graph play reaches is an induced
// subgraph, so the components valued are connected induced subgraphs of
// the start's components; StateBound counts them (1 for a component a
// rule values, k² for a path or cycle of k vertices; counted one by one
// up to 2^22, else bounded by 2^k), and Cost reports that bound in words.
// But the bound is not what a search holds: Node Kayles on the 3×17 grid
// has a bound of about 2^51 and its search values 59,732 classes of
// components. So nothing is refused by its bound: the memo draws each
// entry's bytes from the memory account of the context (package budget)
// as it grows, the search stops with a refusal that says how many
// components it held when the account is spent, and a deadline or Ctrl-C
// stops it through the context. Node Kayles on 3×n grids agrees with
// every term of OEIS A316632 (n = 1..16), and gives 2 at n = 17, a term
// past the published ones.
//
// Long searches (parallel.go, checkpoint.go). The options of the largest
// component are valued on the cores the context allows
// (sparse.WithThreads), through one memo behind a lock, and the
// context's progress function hears how many are done. A search given a
// checkpoint file (game.SearchCheckpoint) saves its memo there as a
// certificate (value -1 until it ends) every so often and when it is
// stopped, and a run given Resume starts from it.
//
// Past 64 vertices: paths, cycles and strips (named.go, strip.go,
// stripvalue.go). A Named graph is a path, a cycle or a strip of any
// size, with the vertices play has removed ("path:1000 minus 5,6,7");
// it is written as its kind, size and removed vertices, as integers of
// any size where the size passes int (game.BigPositionCodec). A path or
// cycle is valued from the octal game of its rule (above) at any size,
// through its proven period (path:10^6 and cycle:10^30 at once). A strip
// (Strip: diamonds:N, squares:N, distance:N,D1,…) is a graph laid along a
// line whose edges join vertices at most Width apart, periodic with
// Period; Node Kayles on it splits at every move into intervals with a
// few vertices missing near their ends, and StripValues values the
// intervals by their types (phase and end patterns; 4 to 6 types for the
// families here) and lengths, the moves far from both ends in tight
// loops: every term of OEIS A316781 (diamonds), A316629 (squares) and
// A317367 (distance 1 and 3) that the entries list, and their b-files'
// ranges. The types behave as the heaps of an octal game, and the octal
// periodicity theorem's argument proves their periods (stripperiod.go):
// diamonds 12 members, distance 1 and 3 62 vertices, the path Dawson's
// Chess's 34; so those strips are valued at any size. Squares (A316629)
// show no period; they are valued up to 2^20 vertices.
//
// Graphs of up to 1024 vertices (wide.go, queens.go): WideGraph holds
// multiword vertex sets, and GrundyWide values it by components, those
// of up to Small vertices as Graphs (through the evaluator, or by the
// mex over all their induced subgraphs up to 10 vertices), larger ones
// by an outcome search: a component C is asked whether its value is k
// (the outcome of C + *k), settled by the first option worth k, moves
// that leave fewest vertices first, its memo keyed exactly by the vertex
// set, its least image under the graph's symmetries, or the lines (rows,
// columns, diagonals) that meet it. Node Kayles on the n×n queens graph
// (queens:N; placing non-attacking queens) agrees with every published
// term of OEIS A344227 (n = 0..13, 13 in under 20 s), and gives
// A344227(14) = 0, past them. It is tied to the graph search on every member of up to 64
// vertices, and past them to the rules (a value is the mex of its
// options' values).
package graphkayles
