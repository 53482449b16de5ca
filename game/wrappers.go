package game

// Inner is implemented by games that wrap another game under a different
// play convention (misère play): Inner returns the game under normal play.
type Inner interface {
	Inner() Game
}
