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
