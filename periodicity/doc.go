// Package periodicity finds the eventual arithmetic periodicity of a heap
// game's value sequence: a preperiod e, a period p and a saltus s with
//
//	G(n+p) = G(n) + s   for all n >= e
//
// (s = 0 is plain periodicity). Detect reports the least p, then the
// least e, seen in computed values: an observation, not a proof. A proof
// needs a theorem about the game that bounds how far the relation must be
// checked: the octal periodicity theorem of Guy and Smith (1956) for
// finite take-and-break codes (games/octal, games/takebreak), the
// repeated window for subtraction games, and for all-but subtraction games
// the theorem in games/subtraction (AllBut.ProveArithmetic). Saltus and
// arithmetic periodicity are the terms of Winning Ways (ch. 4) and of
// Siegel, Combinatorial Game Theory (2013), ch. IV.
package periodicity
