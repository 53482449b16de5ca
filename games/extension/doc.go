// Package extension holds extensions and restrictions of Wythoff's game
// (Duchêne, Fraenkel, Nowakowski and Rigo; Duchêne et al. 2010,
// "Extensions and restrictions of Wythoff's game preserving Wythoff's
// sequence as set of P-positions"):
//
//   - Adjoined, the family wythoff-adjoin:I,J: Wythoff's game with one
//     move adjoined (also remove I tokens from the first pile and J from
//     the second). Adjoining keeps the kernel absorbing, so the
//     P-positions stay Wythoff's unless the new move joins two of them;
//     which moves do is the research of package research/adjoin.
//   - HoRestriction and HoExtension, Nhan Bao Ho's restriction (when the
//     piles differ, the smaller pile alone may not be taken from) and
//     extension of Wythoff's game, whose P-positions are Wythoff's too.
package extension
