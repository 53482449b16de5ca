// Package spec parses game specs and positions: the one grammar shared by
// the library's callers, the mex command and the web server.
//
// Game specs (docs/RULES.md §3):
//
//	nim, nimble, hackenbush          Nim and its disguises, any number of heaps
//	subtraction:1,2,5                subtraction game with the given moves
//	octal:0.07, kayles, dawson       octal games (kayles = 0.77, dawson = 0.07)
//	grundy                           Grundy's game
//	G1 + G2 + …                      the disjunctive sum of games
//
// Positions are numbers joined by commas ("3,5"); a sum's position joins its
// components' positions with " + " ("5 + 6"). A game with memory (Imitation
// Nim) takes game records and cannot be part of a sum.
//
// Numbers are read one way everywhere, by ParseNumber and ParseInt: plain
// digits with an optional sign (12, -3) or a power B^K (2^20, 10^6), in
// parameters (wythoff:p=2^3), positions (nim 2^100,3) and the command
// line's numeric flags. A number out of range is called too large, too
// small or negative, never malformed; a parameter given twice is refused.
//
// Every error names the offending token and says what was expected, and
// quotes at most about 80 characters of input (Quote, Elide).
package spec
