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
// components' positions with " + " ("5 + 6").
//
// Every error names the offending token and says what was expected.
package spec
