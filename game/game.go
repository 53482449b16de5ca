package game

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
)

// Position is a position of a game: heap sizes, pile sizes, or an encoded
// state. Its meaning is fixed by the Game it belongs to.
type Position []int

// Key returns a compact string that identifies p; equal positions have equal
// keys. It is the memo key of the Solver.
func (p Position) Key() string {
	buf := make([]byte, 0, 2*len(p)+1)
	for _, v := range p {
		buf = binary.AppendVarint(buf, int64(v))
	}
	return string(buf)
}

// String formats p as its coordinates joined by commas, the CLI's syntax.
func (p Position) String() string {
	parts := make([]string, len(p))
	for i, v := range p {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, ",")
}

// Clone returns a copy of p that shares no memory with it.
func (p Position) Clone() Position { return append(Position(nil), p...) }

// Equal reports whether p and q have the same coordinates.
func (p Position) Equal(q Position) bool {
	if len(p) != len(q) {
		return false
	}
	for i := range p {
		if p[i] != q[i] {
			return false
		}
	}
	return true
}

// Game is an impartial game given by its rules.
//
// Options returns every position reachable in one move from p (duplicates
// are allowed). Check reports whether p is a legal position of the game,
// with an error that says what is wrong. Options is only called on positions
// that passed Check. Every play must be finite.
type Game interface {
	Check(p Position) error
	Options(p Position) []Position
	String() string
}

// OutcomeRule is implemented by games whose outcome is not "N iff some
// option is P", such as games with blocking (the Muller twist). NextWins
// reports whether the player to move from p wins, given isP, which reports
// whether an option of p is a P-position.
type OutcomeRule interface {
	NextWins(p Position, isP func(Position) bool) bool
}

// Outcome is the outcome class of a position under normal play.
type Outcome bool

const (
	// P means the previous player (the one who just moved) wins.
	P Outcome = false
	// N means the next player (the one to move) wins.
	N Outcome = true
)

// String returns "P" or "N".
func (o Outcome) String() string {
	if o == N {
		return "N"
	}
	return "P"
}

// NonNegative returns an error naming the first negative coordinate of p, or
// one saying that p does not have the wanted number of coordinates (want < 0
// accepts any number of at least one).
func NonNegative(p Position, want int) error {
	if want >= 0 && len(p) != want {
		return fmt.Errorf("position %q has %d coordinates; want %d", p.String(), len(p), want)
	}
	if len(p) == 0 {
		return fmt.Errorf("empty position: want at least one heap")
	}
	for i, v := range p {
		if v < 0 {
			return fmt.Errorf("coordinate %d of position %q is negative", i+1, p.String())
		}
	}
	return nil
}
