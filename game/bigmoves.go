package game

import "math/big"

// BigPosition returns the coordinates of p as big integers, for the
// methods of a BigPositioner.
func BigPosition(p Position) []*big.Int {
	out := make([]*big.Int, len(p))
	for i, v := range p {
		out[i] = big.NewInt(int64(v))
	}
	return out
}

// SmallMoves returns moves that a BigPositioner found from a Position as
// Positions, for its WinningMovesOf. Their coordinates must fit in an int,
// as those of the options of a game whose moves take tokens do.
func SmallMoves(moves [][]*big.Int) []Position {
	out := make([]Position, len(moves))
	for i, m := range moves {
		out[i] = make(Position, len(m))
		for j, v := range m {
			out[i][j] = int(v.Int64())
		}
	}
	return out
}

// BigChecker is Check for positions whose coordinates may exceed int: a
// game with big positions (BigPositioner, BigGrundyValuer) whose rules
// forbid some coordinates (a pile of 0 in Grossman's Euclid, a last move of
// 0 in Fibonacci Nim) implements it, so that an illegal position is refused
// where it enters, as bad input, at any size.
type BigChecker interface {
	CheckBig(p []*big.Int) error
}

// WinningMovesBounder bounds, from p alone and before any work, how many
// moves WinningMovesBig lists from p, so that a command can refuse an
// answer too large to hold or to send before it computes it: Fibonacci Nim
// at a heap of b bits has up to 0.72b + 1 winning moves, each of up to 2b
// bits. A BigPositioner that does not implement it lists at most one move
// per coordinate and two more (Nim, Wythoff's pairs, Euclid's columns), each
// no larger than the position.
type WinningMovesBounder interface {
	WinningMovesBound(p []*big.Int) int64
}

// BigPositionCodec is implemented by a game with a PositionCodec whose
// positions may also be too large for a Position (Node Kayles on
// path:10^30): it reads a position as integers of any size, laid out as
// its Position when they fit an int, for its BigGrundyValuer.
type BigPositionCodec interface {
	ParsePositionBig(text string) ([]*big.Int, error)
}
