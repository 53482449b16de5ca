package cram

import (
	"math/bits"
)

// MaxSquares is the most squares the fast solver keeps in one bitboard: a
// component is searched in a frame of h rows of w columns with h·w <= 64,
// one uint64, the square in row r and column c being bit r·w+c. A larger
// component needs a bitboard of two words (128 squares), whose moves,
// shifts and symmetries are the same operations on a pair; this package
// refuses it and says so.
const MaxSquares = 64

// frame is a board of h rows of w columns laid out in a uint64 (w·h <=
// 64), with the masks that its shifts, moves and symmetries use.
type frame struct {
	w, h     int
	full     uint64 // every square of the frame
	notLast  uint64 // squares not in the last column
	notFirst uint64 // squares not in the first column
	firstRow uint64
	firstCol uint64
	// side is min(w, h): a position within the side×side corner can be
	// transposed within the frame; trans[x], x < 2^side, writes the row x
	// down column 0 (bit j to bit j·w), diag is the corner's diagonal.
	side  int
	trans []uint64
	diag  uint64
}

// newFrame returns the frame of h rows of w columns; w·h must be at most
// 64.
func newFrame(h, w int) *frame {
	f := &frame{w: w, h: h, side: min(w, h)}
	for r := range h {
		for c := range w {
			b := uint64(1) << (r*w + c)
			f.full |= b
			if c != w-1 {
				f.notLast |= b
			}
			if c != 0 {
				f.notFirst |= b
			}
			if r == 0 {
				f.firstRow |= b
			}
			if c == 0 {
				f.firstCol |= b
			}
		}
	}
	f.trans = make([]uint64, 1<<f.side)
	for x := 1; x < len(f.trans); x++ {
		j := bits.TrailingZeros(uint(x))
		f.trans[x] = f.trans[x&(x-1)] | 1<<(j*w)
	}
	for r := range f.side {
		f.diag |= 1 << (r*w + r)
	}
	return f
}

// The squares next to those of x: right(x) is the square right of each
// square of x, and so on; none wraps to another row.
func (f *frame) right(x uint64) uint64 { return (x & f.notLast) << 1 }
func (f *frame) left(x uint64) uint64  { return (x & f.notFirst) >> 1 }
func (f *frame) down(x uint64) uint64  { return (x << f.w) & f.full }
func (f *frame) up(x uint64) uint64    { return x >> f.w }

// hasNeighbours returns, for the squares of p, those whose neighbour on
// the left (l), right (r), above (u) and below (d) is a square of p.
func (f *frame) hasNeighbours(p uint64) (l, r, u, d uint64) {
	return p & f.right(p), p & f.left(p), p & f.down(p), p & f.up(p)
}

// moves returns the dominoes that fit on p: h holds the left square of
// each horizontal domino, v the top square of each vertical one.
func (f *frame) moves(p uint64) (h, v uint64) {
	return p & f.left(p), p & f.up(p)
}

// moveCount is the number of dominoes that fit on p.
func (f *frame) moveCount(p uint64) int {
	h, v := f.moves(p)
	return bits.OnesCount64(h) + bits.OnesCount64(v)
}

// reduce returns a position of the same value as p with fewer squares (or p),
// by three rules of Arc Kayles on any graph, each proved by a pairing
// strategy in the sum of the two positions (see doc.go):
//
//   - a square with no neighbour is never covered;
//   - of two or more squares whose one neighbour is the same square (leaves
//     of a star), one is kept: covering the centre with any of them leaves
//     the same position;
//   - a square, itself no leaf, all of whose neighbours have a leaf (a
//     bridge), goes: a domino on it and a neighbour v is answered by the
//     domino on v and its leaf.
//
// It repeats until no rule applies, and returns the position with the
// squares of it that have a neighbour on each side (hasNeighbours).
func (f *frame) reduce(p uint64) (q, l, r, u, d uint64) {
	l, r, u, d = f.hasNeighbours(p)
	for {
		two := (l & r) | (u & d) | ((l | r) & (u | d))
		any := l | r | u | d
		leaves := any &^ two
		if leaves == 0 && any == p {
			return p, l, r, u, d // no leaf, no lone square: nothing to do
		}
		// keep one leaf of each centre: the centres claimed by the leaves
		// above them, then those on their left, below and right
		centres := f.down(leaves & d)
		lr := leaves & r
		extra := lr & f.left(centres)
		centres |= f.right(lr)
		lu := leaves & u
		extra |= lu & f.down(centres)
		centres |= f.up(lu)
		ll := leaves & l
		extra |= ll & f.right(centres)
		q = p &^ extra
		if extra != 0 {
			l, r, u, d = f.hasNeighbours(q)
			two = (l & r) | (u & d) | ((l | r) & (u | d))
			leaves = (l | r | u | d) &^ two
		}
		centres = q & (f.right(leaves) | f.left(leaves) | f.up(leaves) | f.down(leaves))
		rest := q &^ leaves &^ centres
		bridges := rest &^ (f.right(rest) | f.left(rest) | f.up(rest) | f.down(rest))
		if bridges != 0 {
			q &^= bridges
			l, r, u, d = f.hasNeighbours(q)
		}
		if q == p {
			return p, l, r, u, d
		}
		p = q
	}
}

// twins returns the left squares of the horizontal dominoes of p that
// need not be played: in a 2×2 block of p whose two opposite corners a
// and d have no neighbour outside the block (so both touch exactly the
// other two squares b and c), the graph without the edges a–b and c–d
// (the block's two horizontal edges) has the same value (doc.go), so the
// components are found without them.
func (f *frame) twins(l, r, u, d uint64) uint64 {
	topLeft := r & d &^ l &^ u
	bottomRight := l & u &^ r &^ d
	topRight := l & d &^ u &^ r
	bottomLeft := u & r &^ l &^ d
	blocks := (topLeft & f.up(f.left(bottomRight))) | (f.left(topRight) & f.up(bottomLeft))
	return blocks | f.down(blocks)
}

// component returns the squares of p connected to seed (a square of p)
// through the edges of p other than the horizontal ones whose left square
// is in cut; r is the squares of p with a neighbour on their right.
func (f *frame) component(p, r, seed, cut uint64) uint64 {
	east := r &^ cut
	west := f.right(east)
	c := seed
	for {
		next := c | f.right(c&east) | f.left(c&west) | (f.up(c)|f.down(c))&p
		if next == c {
			return c
		}
		c = next
	}
}

// align moves x (not empty) to the top-left corner of the frame and
// returns it with the height and width of its bounding box.
func (f *frame) align(x uint64) (y uint64, h, w int) {
	x >>= (bits.TrailingZeros64(x) / f.w) * f.w
	cols := x
	for s := f.w; s < 64; s <<= 1 {
		cols |= cols >> s
	}
	cols &= f.firstRow
	shift := bits.TrailingZeros64(cols)
	x >>= shift
	cols >>= shift
	return x, (63-bits.LeadingZeros64(x))/f.w + 1, 64 - bits.LeadingZeros64(cols)
}

// rot180 turns x, aligned with an h×w bounding box, by 180 degrees within
// that box.
func (f *frame) rot180(x uint64, h, w int) uint64 {
	return bits.Reverse64(x) >> (64 - ((h-1)*f.w + w))
}

// flip turns x, aligned with h rows, upside down within them.
func (f *frame) flip(x uint64, h int) uint64 {
	var y uint64
	row := f.firstRow
	for r := h - 1; r >= 0; r-- {
		y |= (x & row) << (r * f.w)
		x >>= f.w
	}
	return y
}

// transpose reflects x, aligned with an h×w box that fits the frame's
// side×side corner, in its diagonal: the result has w rows and h columns.
func (f *frame) transpose(x uint64, h int) uint64 {
	var y uint64
	mask := uint64(1)<<f.side - 1
	for r := range h {
		y |= f.trans[(x>>(r*f.w))&mask] << r
	}
	return y
}

// canonical returns the key of the component x: the least of its images
// under the symmetries of the frame (the 4 of a rectangle, the 8 of a
// square when its bounding box fits the frame turned), each moved to the
// top-left corner, so that congruent components share one key. sym
// reports that x is its own image under a symmetry that fixes no square
// and no domino (a turn by 180 degrees about a corner of four squares, or
// about the middle of a domino whose squares are not both in x; a
// reflection in a diagonal that x does not meet): the second player then
// answers each move with its image, so x is a P-position (Gardner).
func (f *frame) canonical(x uint64) (key uint64, sym bool) {
	x, h, w := f.align(x)
	half := f.rot180(x, h, w)
	sym = half == x && f.turnFixesNothing(x, h, w)
	fl := f.flip(x, h)
	key = min(x, half, fl, f.rot180(fl, h, w))
	if h <= f.side && w <= f.side {
		t := f.transpose(x, h)
		ft := f.flip(t, w)
		key = min(key, t, ft, f.rot180(t, w, h), f.rot180(ft, w, h))
		if h == w && !sym {
			sym = (t == x && x&f.diag == 0) || (f.rot180(t, w, h) == x && x&f.antiDiag(h) == 0)
		}
	}
	return key, sym
}

// turnFixesNothing reports whether turning x (aligned, h×w) by 180 degrees
// about the middle of its box leaves no square and no domino of x in place.
func (f *frame) turnFixesNothing(x uint64, h, w int) bool {
	switch {
	case h%2 == 1 && w%2 == 1: // the middle is a square
		return x>>((h/2)*f.w+w/2)&1 == 0
	case h%2 == 1: // the middle of a horizontal domino
		at := (h/2)*f.w + w/2 - 1
		return x>>at&3 != 3
	case w%2 == 1: // the middle of a vertical domino
		at := (h/2-1)*f.w + w/2
		return x>>at&1 == 0 || x>>(at+f.w)&1 == 0
	}
	return true // a corner of four squares
}

// antiDiag is the anti-diagonal of the n×n corner.
func (f *frame) antiDiag(n int) uint64 {
	var d uint64
	for r := range n {
		d |= 1 << (r*f.w + n - 1 - r)
	}
	return d
}
