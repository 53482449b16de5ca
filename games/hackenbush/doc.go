// Package hackenbush implements Green Hackenbush: on bamboo stalks, on
// rooted forests, and on arbitrary graphs.
//
// A position is a picture of edges (all green: either player may cut any
// of them) joined to the ground. A move cuts one edge; every edge no
// longer connected to the ground falls away. The player who cannot move
// loses. Bamboo Hackenbush is the case of stalks (paths standing on the
// ground): a stalk of n segments is a Nim heap of size n (the 2007 lecture
// notes, "Hackenbush").
//
// Colon principle (Winning Ways, ch. 7): branches at a vertex may be
// replaced by a stalk whose length is the nim-sum of theirs; hence, in a
// tree, the value of the subtree at v is the nim-sum, over the children c
// of v, of 1 + value(c), and the value of the forest is that of the ground.
//
// Fusion principle (Winning Ways, ch. 7): the vertices on any cycle may be
// fused into one vertex without changing the value; an edge joining two
// fused vertices becomes a loop, and a loop is worth a stalk of one
// segment, 1. Fusing cycle after cycle turns each 2-edge-connected
// component of a graph into one vertex carrying one loop per edge; the
// bridges left form a tree, valued by the colon principle with k loops at
// a vertex adding k mod 2. So every Green Hackenbush graph is worth a
// single Nim heap, computed in linear time (GraphValue).
//
// The package offers three kinds of position:
//
//   - Stalks (the family hackenbush): the stalks' numbers of segments,
//     3,5; played as Nim, at any size.
//   - Forest (library only): parent arrays. Vertex 0 is the ground, and
//     p[i] is the parent of vertex i+1, with p[i] <= i so parents come
//     first; the empty array is the bare ground.
//   - Graph (the family greenhackenbush): edge lists, edges:0-1,1-2,2-0,
//     vertex 0 the ground (every foot on the ground is written 0), loops
//     (u-u) and multiple edges allowed. Values and winning moves come from
//     the fusion and colon principles; Search is the brute-force twin that
//     follows the rules literally, which the tests tie to them on every
//     multigraph of up to 7 edges on 4 vertices and the ground.
package hackenbush
