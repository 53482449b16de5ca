// Package grammar reads the numbers and parameter lists of mex's game
// specs, flags and positions, one way everywhere: plain digits with an
// optional sign (12, -3), or a power B^K of two whole numbers (2^20,
// 10^6); parameter lists k=v,k=v with each key at most once; lists of
// integers joined by commas. Errors quote at most about 80 characters of
// the input.
//
// It is a leaf package, so that each game family's package can parse its
// own parameters with it (game.Family.Parse) and the spec package only
// lists the families.
package grammar
