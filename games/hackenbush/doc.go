// Package hackenbush implements Green Hackenbush on rooted forests.
//
// A position is a forest of edges standing on the ground. A move cuts one
// edge; everything no longer connected to the ground falls away. Bamboo
// Hackenbush is the case of stalks (paths): a stalk of n segments is a Nim
// heap of size n (the 2007 lecture notes, "Hackenbush").
//
// Colon principle (Winning Ways, ch. 7): branches at a vertex may be
// replaced by a stalk whose length is the nim-sum of theirs; hence the value
// of the subtree at v is the nim-sum, over the children c of v, of
// 1 + value(c), and the value of the forest is that of the ground.
//
// Positions of Forest are parent arrays: vertex 0 is the ground, and
// p[i] is the parent of vertex i+1, with p[i] <= i so parents come first.
// The empty array is the bare ground.
package hackenbush
