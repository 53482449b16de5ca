package game

// Wrapper is implemented by games that play another game under changed
// rules: misère play (the player who cannot move wins) and altered games
// (positions declared P or N, Declarer). Unwrap returns the game wrapped.
// A wrapper keeps the positions, the options and the board of the game it
// wraps, not its outcomes or values: its own Outcomer, GrundyValuer and
// WinningMover, if any, answer for its own rules.
type Wrapper interface {
	Unwrap() Game
}

// Unwrap returns the game g wraps (its Unwrap method, Wrapper), or nil
// when g wraps none.
func Unwrap(g Game) Game {
	w, ok := g.(Wrapper)
	if !ok {
		return nil
	}
	return w.Unwrap()
}

// As finds the first game in g's chain — g, Unwrap(g), Unwrap(Unwrap(g)),
// … — that is a T, and returns it as a T, as errors.As finds an error.
//
// It looks through misère play and alterations, so it is for what they
// keep of the game they wrap: its board (Boarder), how its positions are
// written (PositionCodec) and routed (PositionRouter), how many lie below
// a position (PositionCounter), a sum's components (Sum). It is not for
// outcomes, values or winning moves (Outcomer, GrundyValuer, WinningMover,
// HeapValuer, …): the wrapped game's answer those for other rules, the
// normal play of a misère game, the game before its alteration. Ask g
// itself for them, as Engine does.
func As[T any](g Game) (T, bool) {
	for g != nil {
		if t, ok := g.(T); ok {
			return t, true
		}
		g = Unwrap(g)
	}
	var zero T
	return zero, false
}
